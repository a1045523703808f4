import { useState } from 'react';
import { Alert } from '../../../components/alert';
import { errorMessage } from '../../../lib/api-client';
import { useLocale } from '../../../lib/use-texts';
import { switchEmailUpdates } from '../api/family';
import { useFamilyTexts } from '../use-family-texts';

interface ChildEmailUpdatesProps {
  token: string;
  childId: string;
  firstName: string;
  email: string;
  enabled: boolean;
}

/** The parent's e-mail updates about one child: on from the start (the sign-in verified the address), one switch. */
export function ChildEmailUpdates({ token, childId, firstName, email, enabled }: ChildEmailUpdatesProps) {
  const T = useFamilyTexts().children;
  const locale = useLocale();
  const [on, setOn] = useState(enabled);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const id = `family-updates-${childId}`;

  const toggle = () => {
    if (busy) return;
    const wanted = !on;
    setBusy(true);
    setFailure('');
    setOn(wanted);
    switchEmailUpdates(token, childId, wanted, locale).then(
      (saved) => {
        setBusy(false);
        setOn(saved);
      },
      (error: unknown) => {
        setBusy(false);
        setOn(!wanted);
        setFailure(errorMessage(error, T.updatesFailed));
      },
    );
  };

  return (
    <section className="card seller-section" aria-labelledby={`${id}-title`}>
      <h3 className="section-title" id={`${id}-title`}>
        {T.updatesTitle}
      </h3>
      <label className="family-switch" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={on}
          onChange={toggle}
          aria-describedby={`${id}-state`}
        />
        <span>{T.updatesLabel(firstName)}</span>
      </label>
      <p className="family-card__muted" id={`${id}-state`} aria-live="polite">
        {on ? T.updatesOn(email) : T.updatesOff}
      </p>
      {failure ? <Alert kind="error">{failure}</Alert> : null}
    </section>
  );
}
