import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/alert';
import { CheckboxField } from '../../../components/form-controls';
import { FormField } from '../../../components/form-field';
import { errorMessage } from '../../../lib/api-client';
import { useLocale } from '../../../lib/use-texts';
import { useMailSubscribe } from '../api/mail-subscription';
import { useSellerPageTexts } from '../use-seller-page-texts';

/**
 * What the form last said. The page's own messages are kept as what they are, not as text, so they follow a
 * switch of language; the server's message is shown as it came (in the language the form was sent in).
 */
type Outcome =
  | { kind: 'consent-required' }
  | { kind: 'confirmation-sent' | 'already-subscribed'; email: string }
  | { kind: 'failed'; text: string };

interface MailUpdatesPanelProps {
  campaignId: string;
  firstName: string;
}

/**
 * "Send me updates about Ava's sales": a parent or guardian leaves an e-mail address and ticks the consent; the
 * server sends a link to confirm. Nothing is sent without the box ticked.
 */
export function MailUpdatesPanel({ campaignId, firstName }: MailUpdatesPanelProps) {
  const ids = useId();
  const titleId = `${ids}-title`;
  const consentErrorId = `${ids}-consent-error`;
  const T = useSellerPageTexts().mail;
  const locale = useLocale();
  const subscribe = useMailSubscribe(campaignId);
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const consentBox = useRef<HTMLInputElement>(null);
  const busy = subscribe.isPending;
  const consentMissing = outcome?.kind === 'consent-required';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!consent) {
      setOutcome({ kind: 'consent-required' });
      consentBox.current?.focus();
      return;
    }
    setOutcome(null);
    const address = email.trim();
    subscribe.mutate(
      { email: address, consent: true, locale },
      {
        onSuccess: ({ status }) => {
          setOutcome({ kind: status, email: address });
          setEmail('');
          setConsent(false);
        },
        onError: (failure) => setOutcome({ kind: 'failed', text: errorMessage(failure, '') }),
      },
    );
  };

  let message = null;
  if (outcome?.kind === 'confirmation-sent') message = <Alert kind="success">{T.sent(outcome.email)}</Alert>;
  else if (outcome?.kind === 'already-subscribed') {
    message = <Alert kind="success">{T.already(outcome.email)}</Alert>;
  } else if (outcome?.kind === 'failed') message = <Alert kind="error">{outcome.text || T.failed}</Alert>;

  return (
    <section className="card seller-section" aria-labelledby={titleId}>
      <h2 className="section-title" id={titleId}>
        {T.title(firstName)}
      </h2>
      <p className="muted goal-text">{T.intro}</p>
      <form className="form mail-updates-form" onSubmit={onSubmit} noValidate>
        <FormField
          id={`${ids}-email`}
          label={T.emailLabel}
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={busy}
        />
        <div className="mail-updates-form__consent">
          <CheckboxField
            ref={consentBox}
            id={`${ids}-consent`}
            label={T.consent(firstName)}
            checked={consent}
            onChange={(event) => {
              setConsent(event.target.checked);
              if (consentMissing) setOutcome(null);
            }}
            disabled={busy}
            aria-invalid={consentMissing || undefined}
            aria-describedby={consentMissing ? consentErrorId : undefined}
          />
          {consentMissing ? (
            <p className="field__error" id={consentErrorId} role="alert">
              {T.consentRequired}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
          {busy ? T.busy : T.submit}
        </button>
        {message}
      </form>
    </section>
  );
}
