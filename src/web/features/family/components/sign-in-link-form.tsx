import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert } from '../../../components/alert';
import { FormField } from '../../../components/form-field';
import { errorMessage, type ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocale } from '../../../lib/use-texts';
import { askSignInLink } from '../api/family';
import { useFamilyTexts } from '../use-family-texts';

type Field = 'groupCode' | 'email';

/** `/family` signed out: a parent asks for a sign-in link for a group code and an address. */
export function SignInLinkForm() {
  const T = useFamilyTexts().signIn;
  const language = useLocale();
  const [values, setValues] = useState<Record<Field, string>>({ groupCode: '', email: '' });
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState('');
  const [failure, setFailure] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  useDocumentTitle(T.title);

  const update = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setSent('');
    setFailure('');
    setFieldErrors({});
    askSignInLink({ groupCode: values.groupCode.trim(), email: values.email.trim(), language }).then(
      (message) => {
        setBusy(false);
        setSent(message);
      },
      (error: ApiError) => {
        setBusy(false);
        const errors: Partial<Record<Field, string>> = {};
        for (const { field, message } of error.errors ?? []) {
          if ((field === 'groupCode' || field === 'email') && !errors[field]) errors[field] = message;
        }
        setFieldErrors(errors);
        if (Object.keys(errors).length === 0) setFailure(errorMessage(error, T.failed));
      },
    );
  };

  const fieldError = (field: Field, id: string) =>
    fieldErrors[field] ? (
      <p className="field__error" id={`${id}-error`}>
        {fieldErrors[field]}
      </p>
    ) : null;

  return (
    <section className="card auth-card family-card">
      <header className="auth-card__header">
        <h1 className="auth-card__title">{T.title}</h1>
      </header>
      <p className="auth-card__note">{T.intro}</p>
      <form className="form" onSubmit={onSubmit} noValidate>
        {failure ? <Alert kind="error">{failure}</Alert> : null}
        <div>
          <FormField
            id="family-group-code"
            label={T.groupCode}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={values.groupCode}
            onChange={update('groupCode')}
            aria-invalid={fieldErrors.groupCode ? true : undefined}
            aria-describedby={fieldErrors.groupCode ? 'family-group-code-error' : undefined}
          />
          {fieldError('groupCode', 'family-group-code')}
        </div>
        <div>
          <FormField
            id="family-email"
            label={T.email}
            type="email"
            autoComplete="email"
            inputMode="email"
            value={values.email}
            onChange={update('email')}
            aria-invalid={fieldErrors.email ? true : undefined}
            aria-describedby={fieldErrors.email ? 'family-email-error' : undefined}
          />
          {fieldError('email', 'family-email')}
        </div>
        <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
          {busy ? T.busy : T.submit}
        </button>
        <div role="status" className={sent ? 'alert alert--success' : undefined}>
          {sent}
        </div>
      </form>
    </section>
  );
}
