import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/alert';
import { Link } from '../../../components/router-link';
import { errorMessage, isApiErrorCode, type ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocale } from '../../../lib/use-texts';
import { signInWithLink } from '../api/family';
import { deviceLabel, storeFamilyToken } from '../family-session';
import { useFamilyTexts } from '../use-family-texts';

/**
 * `/family/sign-in?token=…`, the page a sign-in link opens. It signs in only at the button: mail scanners open
 * every link in a message, and would otherwise spend it.
 */
export function LinkSignInPage() {
  const T = useFamilyTexts().link;
  const language = useLocale();
  const navigate = useNavigate();
  // Read from the location rather than with useSearchParams, which would add to the login route's download.
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ text: string; spent: boolean } | null>(null);
  useDocumentTitle(T.title);

  const signIn = () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    signInWithLink({ token, deviceLabel: deviceLabel(navigator.userAgent) }, language).then(
      (session) => {
        storeFamilyToken(session.token);
        void navigate('/family', { replace: true });
      },
      (error: ApiError) => {
        setBusy(false);
        setFailure({
          text: errorMessage(error, T.failed),
          spent: isApiErrorCode(error, 'FAMILY_LINK_INVALID'),
        });
      },
    );
  };

  const askAgain = (
    <p>
      <Link to="/family">{T.askAgain}</Link>
    </p>
  );

  return (
    <section className="card auth-card family-card">
      <header className="auth-card__header">
        <h1 className="auth-card__title">{T.title}</h1>
      </header>
      {!token ? (
        <>
          <Alert kind="error">{T.incomplete}</Alert>
          {askAgain}
        </>
      ) : failure?.spent ? (
        <>
          <Alert kind="error">{failure.text}</Alert>
          {askAgain}
        </>
      ) : (
        <>
          <p className="auth-card__note">{T.intro}</p>
          {failure ? <Alert kind="error">{failure.text}</Alert> : null}
          <button type="button" className="btn btn--primary btn--block" onClick={signIn} disabled={busy}>
            {busy ? T.busy : T.submit}
          </button>
        </>
      )}
    </section>
  );
}
