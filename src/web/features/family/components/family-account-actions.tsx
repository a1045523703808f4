import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/alert';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormField } from '../../../components/form-field';
import { errorMessage, type ApiError } from '../../../lib/api-client';
import { useLocale } from '../../../lib/use-texts';
import { inviteParent, withdrawFamily } from '../api/family';
import { useFamilyTexts } from '../use-family-texts';

/** A second parent or guardian invited by e-mail: they sign in, agree to the notice and see the same children. */
export function InviteParent({ token }: { token: string }) {
  const T = useFamilyTexts().account;
  const language = useLocale();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState('');
  const [failure, setFailure] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setSent('');
    setFailure('');
    inviteParent(token, { email: email.trim() }, language).then(
      (message) => {
        setBusy(false);
        setEmail('');
        setSent(message);
      },
      (error: ApiError) => {
        setBusy(false);
        setFailure(error.errors?.[0]?.message ?? errorMessage(error, T.inviteFailed));
      },
    );
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-labelledby="family-invite-title">
      <h3 className="family-card__subheading" id="family-invite-title">
        {T.inviteTitle}
      </h3>
      <p className="family-card__muted">{T.inviteIntro}</p>
      {failure ? <Alert kind="error">{failure}</Alert> : null}
      <FormField
        id="family-invite-email"
        label={T.inviteEmail}
        type="email"
        autoComplete="off"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        aria-invalid={failure ? true : undefined}
      />
      <button type="submit" className="btn btn--secondary" disabled={busy || !email.trim()}>
        {busy ? T.inviteBusy : T.invite}
      </button>
      <div role="status" className={sent ? 'alert alert--success' : undefined}>
        {sent}
      </div>
    </form>
  );
}

/** The whole family leaves: every child removed (the sales stay counted), the consent withdrawn, signed out. */
export function WithdrawFamily({ token }: { token: string }) {
  const T = useFamilyTexts().account;
  const language = useLocale();
  const [state, setState] = useState<'asking' | 'busy' | null>(null);
  const [failure, setFailure] = useState('');

  const withdraw = () => {
    setState('busy');
    setFailure('');
    // Once withdrawn, this device is signed out and the sign-in form replaces the page.
    withdrawFamily(token, language).catch((error: unknown) => {
      setState(null);
      setFailure(errorMessage(error, T.withdrawFailed));
    });
  };

  return (
    <section className="family-withdraw" aria-labelledby="family-withdraw-title">
      <h3 className="family-card__subheading" id="family-withdraw-title">
        {T.withdrawTitle}
      </h3>
      <p className="family-card__muted">{T.withdrawIntro}</p>
      {failure ? <Alert kind="error">{failure}</Alert> : null}
      <button type="button" className="btn btn--ghost-danger" onClick={() => setState('asking')}>
        {T.withdraw}
      </button>
      <ConfirmDialog
        open={state !== null}
        title={T.withdrawConfirmTitle}
        message={T.withdrawConfirmMessage}
        confirmLabel={T.withdrawConfirm}
        busyLabel={T.withdrawBusy}
        cancelLabel={T.cancel}
        busy={state === 'busy'}
        onConfirm={withdraw}
        onCancel={() => setState(null)}
      />
    </section>
  );
}
