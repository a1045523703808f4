import { APP_TEXTS } from '../../shared/web-texts.js';

/** Shown while a lazily loaded screen arrives. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{APP_TEXTS.loading}</span>
    </div>
  );
}
