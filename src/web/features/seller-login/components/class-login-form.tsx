import { useState, type FormEvent } from 'react';
import type { TSellerLoginReply } from '../../../../shared/api/auth.js';
import { Alert } from '../../../components/alert';
import { FormField } from '../../../components/form-field';
import { LazyConnectivityDot as ConnectivityDot } from '../../health';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTexts } from '../../../lib/use-texts';
import { classLogin, type ClassGroup } from '../api/class-login';
import { CLASS_LOGIN_TEXTS } from '../class-login-texts';
import { SELLER_LOGIN_TEXTS } from '../texts';

interface ClassLoginFormProps {
  group: ClassGroup;
  /** What was typed as the name before the group was known: its first word is kept as the first name. */
  typedName: string;
  /** The signed-in seller: the login page goes on as after the other form. */
  onSignedIn: (reply: TSellerLoginReply) => void;
  /** Back to the form with the group code, to type another one. */
  onChangeCode: () => void;
}

type FormError = { key: 'fillAll' | 'failed' } | { text: string };

/**
 * The seller login of a group whose parents sign their children up: the group code, a first name and the class,
 * nothing more (no e-mail, no surname). The first name of a signed-up child of that class continues as that
 * child; any other waits, with its sales, for staff or a parent to join it to a child.
 */
export function ClassLoginForm({ group, typedName, onSignedIn, onChangeCode }: ClassLoginFormProps) {
  const L = useTexts(SELLER_LOGIN_TEXTS, (es) => es.sellerLogin);
  const T = useTexts(CLASS_LOGIN_TEXTS, (es) => es.classLogin);
  // Only the first word: a surname typed out of habit is never sent.
  const [firstName, setFirstName] = useState(() => typedName.trim().split(/\s+/)[0] ?? '');
  const [teamId, setTeamId] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<FormError | null>(null);
  useDocumentTitle(L.details.title);
  const hasTeams = group.teams.length > 0;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const name = firstName.trim();
    if (!name || (hasTeams && !teamId)) {
      setError({ key: 'fillAll' });
      return;
    }
    setError(null);
    setBusy(true);
    classLogin({ groupCode: group.groupCode, firstName: name, teamId: hasTeams ? teamId : null }).then(
      onSignedIn,
      (failure: unknown) => {
        setBusy(false);
        const text = errorMessage(failure, '');
        setError(text ? { text } : { key: 'failed' });
      },
    );
  };

  return (
    <section className="card auth-card">
      <header className="auth-card__header">
        <h1 className="auth-card__title">{L.details.title}</h1>
        <ConnectivityDot />
      </header>
      <p className="auth-card__note">{T.intro}</p>
      <form className="form" onSubmit={onSubmit} noValidate>
        {error ? <Alert kind="error">{'key' in error ? T[error.key] : error.text}</Alert> : null}
        <div className="class-login__code">
          <span className="field__label">{T.groupCode}</span>
          <span className="class-login__code-value">{group.groupCode.toUpperCase()}</span>
          <button type="button" className="btn btn--secondary btn--sm" onClick={onChangeCode} disabled={busy}>
            {T.change}
          </button>
        </div>
        <FormField
          id="class-login-first-name"
          label={T.firstName}
          autoComplete="off"
          autoFocus
          value={firstName}
          onChange={(event) => setFirstName(event.target.value)}
          disabled={busy}
        />
        {hasTeams ? (
          <div className="field">
            <label className="field__label" htmlFor="class-login-team">
              {T.team}
            </label>
            <select
              id="class-login-team"
              className="input select"
              value={teamId}
              onChange={(event) => setTeamId(event.target.value)}
              disabled={busy}
            >
              <option value="">{T.chooseTeam}</option>
              {group.teams.map((team) => (
                <option key={team._id} value={team._id}>
                  {team.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
          {busy ? T.busy : T.submit}
        </button>
      </form>
    </section>
  );
}
