import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title';
import { APP_TEXTS } from '../lib/public-texts';

export function NotFoundPage() {
  useDocumentTitle(APP_TEXTS.notFound.title);
  const navigate = useNavigate();
  return (
    <section className="card auth-card auth-card--center">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="auth-card__title">{APP_TEXTS.notFound.title}</h1>
      <p className="muted">{APP_TEXTS.notFound.body}</p>
      <button type="button" className="btn btn--primary" onClick={() => void navigate('/')}>
        {APP_TEXTS.notFound.goHome}
      </button>
    </section>
  );
}
