import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ADMIN_PASSWORD_MIN_LENGTH } from '../../../../shared/constants.js';
import { ADMIN_EXISTS_REDIRECT_MS, ADMIN_REGISTERED_REDIRECT_MS } from '../timings';
import { MESSAGES } from '../../../../shared/messages.js';
import { Alert } from '../../../components/alert';
import { FormField } from '../../../components/form-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { startStaffSession } from '../../../lib/session';
import { useDelayedAction } from '../../../lib/use-delayed-action';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminRegister } from '../api/admin-register';
import { useAdminStatus } from '../api/admin-status';
import { AUTH_TEXTS, AUTH_FIELD_LABELS } from '../texts';

const EMPTY = { name: '', email: '', password: '', confirmPassword: '' };
type Fields = typeof EMPTY;

/** Spec section 5, in order: all fields, match, length. */
export function validateAdminRegister(fields: Fields): string | null {
  if (!fields.name.trim() || !fields.email.trim() || !fields.password || !fields.confirmPassword) {
    return MESSAGES.validation.fillAllFields;
  }
  if (fields.password !== fields.confirmPassword) return MESSAGES.validation.passwordsDoNotMatch;
  if (fields.password.length < ADMIN_PASSWORD_MIN_LENGTH) return MESSAGES.validation.adminPasswordTooShort;
  return null;
}

/** Spec section 8, admin register. */
function registerErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 403) return MESSAGES.register.alreadyExists;
  if (error instanceof ApiError && error.status >= 500) return MESSAGES.register.serverError;
  return errorMessage(error, MESSAGES.register.failed);
}

export function AdminRegisterPage() {
  useDocumentTitle(MESSAGES.register.title);
  const navigate = useNavigate();
  const status = useAdminStatus();
  const register = useAdminRegister();
  const later = useDelayedAction();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  // An admin already exists: say so and move to the login after 3 seconds.
  const adminExists = status.data?.adminExists === true;
  useEffect(() => {
    if (adminExists) later(() => void navigate('/admin/login', { replace: true }), ADMIN_EXISTS_REDIRECT_MS);
  }, [adminExists, later, navigate]);

  const update = (key: keyof Fields) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setFields((current) => ({ ...current, [key]: value }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (register.isPending || success || adminExists) return;
    setError(null);
    const problem = validateAdminRegister(fields);
    if (problem) {
      setError(problem);
      return;
    }
    register.mutate(
      { name: fields.name.trim(), email: fields.email.trim(), password: fields.password },
      {
        onSuccess: (reply) => {
          startStaffSession('admin', reply.token, reply.user);
          setSuccess(MESSAGES.register.success);
          later(() => void navigate('/admin', { replace: true }), ADMIN_REGISTERED_REDIRECT_MS);
        },
        onError: (failure) => {
          setError(registerErrorMessage(failure));
          if (failure.status === 403) {
            later(() => void navigate('/admin/login', { replace: true }), ADMIN_EXISTS_REDIRECT_MS);
          }
        },
      },
    );
  };

  const locked = register.isPending || success !== null || adminExists;
  return (
    <section className="card auth-card">
      <header className="auth-card__header">
        <h1 className="auth-card__title">{MESSAGES.register.title}</h1>
      </header>
      <form className="form" onSubmit={onSubmit} noValidate>
        {adminExists ? <Alert kind="info">{MESSAGES.register.alreadyExists}</Alert> : null}
        {error ? <Alert kind="error">{error}</Alert> : null}
        {success ? <Alert kind="success">{success}</Alert> : null}
        <FormField
          id="name"
          label={AUTH_FIELD_LABELS.name}
          autoComplete="name"
          value={fields.name}
          onChange={update('name')}
          disabled={locked}
        />
        <FormField
          id="email"
          label={AUTH_FIELD_LABELS.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={fields.email}
          onChange={update('email')}
          disabled={locked}
        />
        <FormField
          id="password"
          label={AUTH_FIELD_LABELS.password}
          hint={AUTH_FIELD_LABELS.passwordHint}
          type="password"
          autoComplete="new-password"
          value={fields.password}
          onChange={update('password')}
          disabled={locked}
        />
        <FormField
          id="confirm-password"
          label={AUTH_FIELD_LABELS.confirmPassword}
          type="password"
          autoComplete="new-password"
          value={fields.confirmPassword}
          onChange={update('confirmPassword')}
          disabled={locked}
        />
        <button type="submit" className="btn btn--primary btn--block" disabled={locked}>
          {register.isPending ? AUTH_TEXTS.adminRegister.busy : AUTH_TEXTS.adminRegister.submit}
        </button>
      </form>
      <div className="auth-card__links">
        <Link to="/admin/login">{AUTH_TEXTS.adminRegister.backToLogin}</Link>
      </div>
    </section>
  );
}
