import { useState, type FormEvent } from 'react';
import { FIELD_MESSAGES } from '../../../../shared/texts/fields.js';
import { Alert } from '../../../components/alert';
import { Modal } from '../../../components/modal';
import { COMMON_TEXTS } from '../../../lib/app-texts';
import { errorMessage, type ApiError } from '../../../lib/api-client';
import { ReasonInput } from './checked-field';

interface ReasonDialogProps {
  /** The dialog is open while this is set. */
  open: boolean;
  id: string;
  title: string;
  message: string;
  reasonLabel: string;
  confirmLabel: string;
  busyLabel: string;
  failedText: string;
  busy: boolean;
  error: ApiError | null;
  /** Sends the reason; resolves once done (the dialog then closes), rejects on a refusal it shows. */
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** A change that needs a reason (void, reopen): the question, the reason, Cancel and the action. */
export function ReasonDialog({
  open,
  id,
  title,
  message,
  reasonLabel,
  confirmLabel,
  busyLabel,
  failedText,
  busy,
  error,
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const inputId = `${id}-reason`;
  const changeReason = (value: string) => {
    setReason(value);
    setProblem(undefined);
  };

  const close = () => {
    if (busy) return;
    setReason('');
    setProblem(undefined);
    onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (reason.trim() === '') {
      setProblem(FIELD_MESSAGES.required('Reason'));
      document.getElementById(inputId)?.focus();
      return;
    }
    onConfirm(reason.trim()).then(
      () => {
        setReason('');
        setProblem(undefined);
      },
      (failure: ApiError) => {
        const field = failure.errors?.find((fieldError) => fieldError.field === 'reason');
        if (field) setProblem(field.message);
      },
    );
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={title}
      description={message}
      role="alertdialog"
    >
      <form className="form" onSubmit={submit} noValidate>
        {error && !error.errors.some((fieldError) => fieldError.field === 'reason') ? (
          <Alert kind="error">{errorMessage(error, failedText)}</Alert>
        ) : null}
        <ReasonInput
          id={inputId}
          label={reasonLabel}
          problem={problem}
          value={reason}
          onChange={changeReason}
        />
        <div className="form__actions">
          <button type="button" className="btn btn--secondary" onClick={close} disabled={busy}>
            {COMMON_TEXTS.cancel}
          </button>
          <button type="submit" className="btn btn--danger" disabled={busy}>
            {busy ? busyLabel : confirmLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
