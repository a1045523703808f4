import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title';
import { NOT_FOUND_TEXTS } from './not-found-texts';
import { useTexts } from '../lib/use-texts';

export function NotFoundPage() {
  const T = useTexts(NOT_FOUND_TEXTS, (es) => es.notFound);
  useDocumentTitle(T.title);
  const navigate = useNavigate();
  return (
    <section className="card auth-card auth-card--center">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="auth-card__title">{T.title}</h1>
      <p className="muted">{T.body}</p>
      <button type="button" className="btn btn--primary" onClick={() => void navigate('/')}>
        {T.goHome}
      </button>
    </section>
  );
}
