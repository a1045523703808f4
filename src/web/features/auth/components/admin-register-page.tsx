import { useEffect } from 'react';
import { z } from 'zod';
import { ZAdminRegisterBody, type TAdminRegisterBody } from '../../../../shared/api/auth.js';
import { useNavigate } from 'react-router';
import { Link } from '../../../components/router-link';
import { ADMIN_PASSWORD_MIN_LENGTH } from '../../../../shared/constants.js';
import { ADMIN_EXISTS_REDIRECT_MS, ADMIN_REGISTERED_REDIRECT_MS } from '../timings';
import { FORM_MESSAGES } from '../../../lib/app-texts';
import { STAFF_ACCOUNT_MESSAGES } from '../../../../shared/texts/staff-accounts.js';
import { Alert } from '../../../components/alert';
import { FormField } from '../../../components/form-field';
import { ApiError, errorMessage, isApiErrorCode } from '../../../lib/api-client';
import { startStaffSession } from '../../../lib/staff-session';
import { useDelayedAction } from '../../../lib/use-delayed-action';
import { filled, firstProblem, textFields, useStaffForm } from '../../../lib/use-staff-form';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminRegister } from '../api/admin-register';
import { useAdminStatus } from '../api/admin-status';
import { AUTH_TEXTS, AUTH_FIELD_LABELS, AUTH_MESSAGES } from '../texts';

const EMPTY = { name: '', email: '', password: '', confirmPassword: '', setupCode: '' };
type Fields = typeof EMPTY;

/**
 * The rules in order: all fields (the setup code too when the server asks for one), match, length; then the
 * request body's own rules.
 */
const adminRegisterSchema = (setupCodeRequired: boolean) =>
  z
    .object(textFields('name', 'email', 'password', 'confirmPassword', 'setupCode'))
    .refine(
      (fields) =>
        filled(fields.name) &&
        filled(fields.email) &&
        fields.password !== '' &&
        fields.confirmPassword !== '' &&
        (!setupCodeRequired || filled(fields.setupCode)),
      { error: FORM_MESSAGES.fillAllFields, path: ['name'], abort: true },
    )
    .refine((fields) => fields.password === fields.confirmPassword, {
      error: AUTH_MESSAGES.validation.passwordsDoNotMatch,
      path: ['confirmPassword'],
      abort: true,
    })
    .refine((fields) => fields.password.length >= ADMIN_PASSWORD_MIN_LENGTH, {
      error: STAFF_ACCOUNT_MESSAGES.adminPasswordTooShort,
      path: ['password'],
      abort: true,
    })
    .transform(({ name, email, password, setupCode }): TAdminRegisterBody => ({
      name,
      email,
      password,
      ...(setupCodeRequired ? { setupCode } : {}),
    }))
    .pipe(ZAdminRegisterBody);

const SCHEMAS = { withSetupCode: adminRegisterSchema(true), withoutSetupCode: adminRegisterSchema(false) };
const schemaFor = (setupCodeRequired: boolean) =>
  setupCodeRequired ? SCHEMAS.withSetupCode : SCHEMAS.withoutSetupCode;

export function validateAdminRegister(
  fields: Omit<Fields, 'setupCode'> & { setupCode?: string },
  setupCodeRequired = false,
): string | null {
  return firstProblem(schemaFor(setupCodeRequired), { setupCode: '', ...fields });
}

/** A refused setup code is said as the server says it; a wrong code is no sign that an administrator exists. */
const isSetupCodeRefusal = (error: unknown): error is ApiError =>
  isApiErrorCode(error, 'SETUP_CODE_REJECTED', 'GENERATED_SETUP_CODE_REJECTED');

const isAdminAlreadyThere = (error: unknown) => isApiErrorCode(error, 'ADMIN_ALREADY_EXISTS');

/** A refusal because an administrator exists, and a server failure, get their own texts. */
export function registerErrorMessage(error: unknown): string {
  if (isSetupCodeRefusal(error)) return error.serverMessage ?? AUTH_MESSAGES.register.failed;
  if (isAdminAlreadyThere(error)) return AUTH_MESSAGES.register.alreadyExists;
  if (error instanceof ApiError && error.status >= 500) return AUTH_MESSAGES.register.serverError;
  return errorMessage(error, AUTH_MESSAGES.register.failed);
}

export function AdminRegisterPage() {
  useDocumentTitle(AUTH_TEXTS.adminRegister.title);
  const navigate = useNavigate();
  const status = useAdminStatus();
  const register = useAdminRegister();
  const later = useDelayedAction();

  // An admin already exists: say so and move to the login after 3 seconds.
  const adminExists = status.data?.adminExists === true;
  const setupCodeRequired = status.data?.setupCodeRequired === true;
  useEffect(() => {
    if (adminExists) later(() => void navigate('/admin/login', { replace: true }), ADMIN_EXISTS_REDIRECT_MS);
  }, [adminExists, later, navigate]);

  const { form, error, setError, success, saved, locked, submit } = useStaffForm({
    schema: schemaFor(setupCodeRequired),
    defaultValues: EMPTY,
    busy: register.isPending || adminExists,
    afterSaved: () => void navigate('/admin', { replace: true }),
    savedDelayMs: ADMIN_REGISTERED_REDIRECT_MS,
  });
  const field = form.register;

  const onSubmit = submit((body) =>
    register.mutate(body, {
      onSuccess: (reply) => {
        startStaffSession('admin', reply.token, reply.user);
        saved(AUTH_MESSAGES.register.success);
      },
      onError: (failure) => {
        setError(registerErrorMessage(failure));
        if (isAdminAlreadyThere(failure)) {
          later(() => void navigate('/admin/login', { replace: true }), ADMIN_EXISTS_REDIRECT_MS);
        }
      },
    }),
  );

  return (
    <section className="card auth-card">
      <header className="auth-card__header">
        <h1 className="auth-card__title">{AUTH_TEXTS.adminRegister.title}</h1>
      </header>
      <form className="form" onSubmit={onSubmit} noValidate>
        {adminExists ? <Alert kind="info">{AUTH_MESSAGES.register.alreadyExists}</Alert> : null}
        {error ? <Alert kind="error">{error}</Alert> : null}
        {success ? <Alert kind="success">{success}</Alert> : null}
        <FormField
          id="name"
          label={AUTH_FIELD_LABELS.name}
          autoComplete="name"
          {...field('name')}
          disabled={locked}
        />
        <FormField
          id="email"
          label={AUTH_FIELD_LABELS.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...field('email')}
          disabled={locked}
        />
        <FormField
          id="password"
          label={AUTH_FIELD_LABELS.password}
          hint={AUTH_FIELD_LABELS.passwordHint}
          type="password"
          autoComplete="new-password"
          {...field('password')}
          disabled={locked}
        />
        <FormField
          id="confirm-password"
          label={AUTH_FIELD_LABELS.confirmPassword}
          type="password"
          autoComplete="new-password"
          {...field('confirmPassword')}
          disabled={locked}
        />
        {setupCodeRequired ? (
          <FormField
            id="setup-code"
            label={AUTH_FIELD_LABELS.setupCode}
            hint={AUTH_FIELD_LABELS.setupCodeHint}
            type="password"
            autoComplete="off"
            {...field('setupCode')}
            disabled={locked}
          />
        ) : null}
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
