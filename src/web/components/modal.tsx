import { useRef, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The dialog's main text, announced with the title. */
  description?: ReactNode;
  children?: ReactNode;
  /** 'alertdialog' for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal dialog (Radix): focus is trapped inside, Escape and the overlay close it. Opened without a Radix
 * trigger, so it brings focus back itself: to the control that opened it, or, when that is gone (the row
 * just deleted), to the main content.
 */
export function Modal({ open, onOpenChange, title, description, children, role = 'dialog' }: ModalProps) {
  const returnTo = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog__overlay" />
        <Dialog.Content
          className="dialog"
          role={role}
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          onOpenAutoFocus={() => {
            returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const target = returnTo.current?.isConnected ? returnTo.current : document.getElementById('main');
            target?.focus();
          }}
        >
          <header className="dialog__header">
            <Dialog.Title className="dialog__title">{title}</Dialog.Title>
          </header>
          {description !== undefined ? (
            <Dialog.Description className="dialog__description">{description}</Dialog.Description>
          ) : null}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
