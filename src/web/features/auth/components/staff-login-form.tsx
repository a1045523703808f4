import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import type { TStaffLoginBody } from '../../../../shared/api/auth.js';
import { FORM_MESSAGES } from '../../../lib/app-texts';
import { Alert } from '../../../components/alert';
import { FormField } from '../../../components/form-field';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AUTH_TEXTS, AUTH_FIELD_LABELS } from '../texts';

interface StaffLoginFormProps {
  title: string;
  busy: boolean;
  /** The message of the last failure, from the screen. */
  error: string | null;
  onSubmit: (body: TStaffLoginBody) => void;
  /** Cleared on every new attempt. */
  onClearError: () => void;
  note?: ReactNode;
  footer: ReactNode;
}

/** Email and password with the shared client rule; the screen handles the outcome. */
export function StaffLoginForm({
  title,
  busy,
  error,
  onSubmit,
  onClearError,
  note,
  footer,
}: StaffLoginFormProps) {
  useDocumentTitle(title);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setLocalError(null);
    onClearError();
    const trimmed = email.trim();
    if (!trimmed || !password) {
      setLocalError(FORM_MESSAGES.fillAllFields);
      return;
    }
    onSubmit({ email: trimmed, password });
  };

  const shown = localError ?? error;
  return (
    <section className="card auth-card">
      <header className="auth-card__header">
        <h1 className="auth-card__title">{title}</h1>
      </header>
      {note ? <p className="auth-card__note">{note}</p> : null}
      <form className="form" onSubmit={submit} noValidate>
        {shown ? <Alert kind="error">{shown}</Alert> : null}
        <FormField
          id="email"
          label={AUTH_FIELD_LABELS.email}
          type="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setEmail(event.target.value)}
          disabled={busy}
        />
        <FormField
          id="password"
          label={AUTH_FIELD_LABELS.password}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setPassword(event.target.value)}
          disabled={busy}
        />
        <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
          {busy ? AUTH_TEXTS.adminLogin.busy : AUTH_TEXTS.adminLogin.submit}
        </button>
      </form>
      <div className="auth-card__links">{footer}</div>
    </section>
  );
}
