import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useMutation } from '@tanstack/react-query';
import type { TChangePasswordBody, TChangePasswordReply } from '../../../../shared/api/auth.js';
import { CHANGED_PASSWORD_MIN_LENGTH } from '../../../../shared/constants.js';
import { CHANGE_PASSWORD_CLOSE_MS } from '../timings';
import { MESSAGES } from '../../../../shared/messages.js';
import { changeAdminPassword } from '../api/admin-change-password';
import { changeCoordinatorPassword } from '../api/coordinator-change-password';
import { errorMessage, type ApiError } from '../../../lib/api-client';
import { replaceToken, type StaffRole } from '../../../lib/session';
import { Alert } from '../../../components/alert';
import { FormField } from '../../../components/form-field';
import { AUTH_TEXTS, AUTH_FIELD_LABELS } from '../texts';

const CHANGE_PASSWORD: Record<StaffRole, (body: TChangePasswordBody) => Promise<TChangePasswordReply>> = {
  admin: changeAdminPassword,
  coordinator: changeCoordinatorPassword,
};

interface ChangePasswordModalProps {
  role: StaffRole;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes (it is opened from a menu that is gone by then). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
type Fields = typeof EMPTY;

/** The client rules, first failure wins: all fields, length, match. */
export function validateChangePassword(fields: Fields): string | null {
  if (!fields.currentPassword || !fields.newPassword || !fields.confirmPassword) {
    return MESSAGES.validation.allFieldsRequired;
  }
  if (fields.newPassword.length < CHANGED_PASSWORD_MIN_LENGTH) return MESSAGES.validation.newPasswordTooShort;
  if (fields.newPassword !== fields.confirmPassword) return MESSAGES.validation.newPasswordsDoNotMatch;
  return null;
}

export function ChangePasswordModal({ role, open, onOpenChange, returnFocusTo }: ChangePasswordModalProps) {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);

  const mutation = useMutation<TChangePasswordReply, ApiError, TChangePasswordBody>({
    mutationFn: CHANGE_PASSWORD[role],
  });

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const reset = () => {
    window.clearTimeout(closeTimer.current);
    setFields(EMPTY);
    setError(null);
    setSuccess(null);
    mutation.reset();
  };

  const handleOpenChange = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  const update = (key: keyof Fields) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setFields((current) => ({ ...current, [key]: value }));
    setError(null);
    setSuccess(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending || success) return;
    setError(null);
    setSuccess(null);
    const problem = validateChangePassword(fields);
    if (problem) {
      setError(problem);
      return;
    }
    mutation.mutate(
      { currentPassword: fields.currentPassword, newPassword: fields.newPassword },
      {
        onSuccess: (reply) => {
          // The change revoked every older token, this one included: keep the new one.
          replaceToken(reply.token);
          setSuccess(MESSAGES.changePassword.success);
          closeTimer.current = window.setTimeout(() => handleOpenChange(false), CHANGE_PASSWORD_CLOSE_MS);
        },
        onError: (failure) => setError(errorMessage(failure, MESSAGES.changePassword.failed)),
      },
    );
  };

  const busy = mutation.isPending;
  const done = success !== null;

  return (
    <Dialog.Root open={open} onOpenChange={handleOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog__overlay" />
        <Dialog.Content
          className="dialog"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            if (returnFocusTo?.current) {
              event.preventDefault();
              returnFocusTo.current.focus();
            }
          }}
        >
          <header className="dialog__header">
            <Dialog.Title className="dialog__title">{AUTH_TEXTS.changePassword.title}</Dialog.Title>
            <Dialog.Close className="btn btn--ghost btn--icon" aria-label={AUTH_TEXTS.changePassword.close}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </header>
          <form className="form" onSubmit={onSubmit} noValidate>
            {error ? <Alert kind="error">{error}</Alert> : null}
            {success ? <Alert kind="success">{success}</Alert> : null}
            <FormField
              id="current-password"
              label={AUTH_FIELD_LABELS.currentPassword}
              type="password"
              autoComplete="current-password"
              value={fields.currentPassword}
              onChange={update('currentPassword')}
              disabled={busy || done}
            />
            <FormField
              id="new-password"
              label={AUTH_FIELD_LABELS.newPassword}
              type="password"
              autoComplete="new-password"
              value={fields.newPassword}
              onChange={update('newPassword')}
              disabled={busy || done}
            />
            <FormField
              id="confirm-new-password"
              label={AUTH_FIELD_LABELS.confirmNewPassword}
              type="password"
              autoComplete="new-password"
              value={fields.confirmPassword}
              onChange={update('confirmPassword')}
              disabled={busy || done}
            />
            <div className="form__actions">
              <Dialog.Close className="btn btn--secondary" type="button">
                {AUTH_TEXTS.changePassword.cancel}
              </Dialog.Close>
              <button type="submit" className="btn btn--primary" disabled={busy || done}>
                {busy ? AUTH_TEXTS.changePassword.busy : AUTH_TEXTS.changePassword.submit}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
