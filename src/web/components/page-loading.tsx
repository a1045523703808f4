import { APP_TEXTS } from '../lib/public-texts';
import { useTexts } from '../lib/use-texts';

/** Shown while a lazily loaded screen arrives. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{useTexts(APP_TEXTS, (es) => es.app).loading}</span>
    </div>
  );
}
