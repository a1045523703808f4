import { APP_TEXTS } from '../lib/public-texts';

/** Shown while a lazily loaded screen arrives. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{APP_TEXTS.loading}</span>
    </div>
  );
}
