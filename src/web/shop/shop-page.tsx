import { CUSTOMER_TEXTS, STAFF_TEXTS } from '../../shared/web-texts.js';
import { useDocumentTitle } from '../lib/use-document-title';

/** The store hand-off (spec section 2, "Shop redirect screen"); for now only its first state. */
export function ShopPage() {
  useDocumentTitle(STAFF_TEXTS.pages.shop);
  return (
    <section className="card auth-card auth-card--center" aria-busy="true">
      <h1 className="auth-card__title">{CUSTOMER_TEXTS.shop.preparing}</h1>
      <span className="spinner spinner--lg" aria-hidden="true" />
    </section>
  );
}
