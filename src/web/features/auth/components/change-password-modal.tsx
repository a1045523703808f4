import type { RefObject } from 'react';
import { z } from 'zod';
import * as Dialog from '@radix-ui/react-dialog';
import { useMutation } from '@tanstack/react-query';
import {
  ZChangePasswordBody,
  type TChangePasswordBody,
  type TChangePasswordReply,
} from '../../../../shared/api/auth.js';
import { CHANGED_PASSWORD_MIN_LENGTH } from '../../../../shared/constants.js';
import { CHANGE_PASSWORD_CLOSE_MS } from '../timings';
import { STAFF_ACCOUNT_MESSAGES } from '../../../../shared/texts/staff-accounts.js';
import { STAFF_MESSAGES } from '../../../lib/staff-texts';
import { changeAdminPassword } from '../api/admin-change-password';
import { changeCoordinatorPassword } from '../api/coordinator-change-password';
import type { ApiError } from '../../../lib/api-client';
import { textFields, useStaffForm } from '../../../lib/use-staff-form';
import type { StaffRole } from '../../../lib/session';
import { replaceToken } from '../../../lib/staff-session';
import { Alert } from '../../../components/alert';
import { FormField } from '../../../components/form-field';
import { AUTH_TEXTS, AUTH_FIELD_LABELS, AUTH_MESSAGES } from '../texts';

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

/** The rules in order: all fields, length, match; then the request body's own rules. */
const changePasswordSchema = z
  .object(textFields('currentPassword', 'newPassword', 'confirmPassword'))
  .refine((fields) => Object.values(fields).every((value) => value !== ''), {
    error: STAFF_MESSAGES.allFieldsRequired,
    path: ['currentPassword'],
    abort: true,
  })
  .refine((fields) => fields.newPassword.length >= CHANGED_PASSWORD_MIN_LENGTH, {
    error: STAFF_ACCOUNT_MESSAGES.newPasswordTooShort,
    path: ['newPassword'],
    abort: true,
  })
  .refine((fields) => fields.newPassword === fields.confirmPassword, {
    error: AUTH_MESSAGES.validation.newPasswordsDoNotMatch,
    path: ['confirmPassword'],
    abort: true,
  })
  .transform(({ currentPassword, newPassword }): TChangePasswordBody => ({ currentPassword, newPassword }))
  .pipe(ZChangePasswordBody);

export function ChangePasswordModal({ role, open, onOpenChange, returnFocusTo }: ChangePasswordModalProps) {
  const mutation = useMutation<TChangePasswordReply, ApiError, TChangePasswordBody>({
    mutationFn: CHANGE_PASSWORD[role],
  });
  const { form, error, success, saved, failed, clearMessages, reset, locked, submit } = useStaffForm({
    schema: changePasswordSchema,
    defaultValues: EMPTY,
    busy: mutation.isPending,
    afterSaved: () => handleOpenChange(false),
    savedDelayMs: CHANGE_PASSWORD_CLOSE_MS,
    failureText: AUTH_MESSAGES.changePassword.failed,
  });

  const handleOpenChange = (next: boolean) => {
    if (!next) {
      reset();
      mutation.reset();
    }
    onOpenChange(next);
  };

  // Editing any field clears the last message.
  const field = (key: keyof Fields) => form.register(key, { onChange: clearMessages });

  const onSubmit = submit((body) => {
    clearMessages();
    mutation.mutate(body, {
      onSuccess: (reply) => {
        // The change revoked every older token, this one included: keep the new one.
        replaceToken(reply.token);
        saved(STAFF_ACCOUNT_MESSAGES.passwordChanged);
      },
      onError: failed,
    });
  });

  const busy = mutation.isPending;

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
              {...field('currentPassword')}
              disabled={locked}
            />
            <FormField
              id="new-password"
              label={AUTH_FIELD_LABELS.newPassword}
              type="password"
              autoComplete="new-password"
              {...field('newPassword')}
              disabled={locked}
            />
            <FormField
              id="confirm-new-password"
              label={AUTH_FIELD_LABELS.confirmNewPassword}
              type="password"
              autoComplete="new-password"
              {...field('confirmPassword')}
              disabled={locked}
            />
            <div className="form__actions">
              <Dialog.Close className="btn btn--secondary" type="button">
                {AUTH_TEXTS.changePassword.cancel}
              </Dialog.Close>
              <button type="submit" className="btn btn--primary" disabled={locked}>
                {busy ? AUTH_TEXTS.changePassword.busy : AUTH_TEXTS.changePassword.submit}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
