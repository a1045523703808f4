import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { HandoffPurpose } from '../../../../shared/api/donation-paths.js';
import { Alert } from '../../../components/alert';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useShopHandOff } from '../api/create-shop-url';
import { ConfirmOrderModal } from './confirm-order-modal';
import { SellerLogout } from './seller-logout';
import { storeDeparture } from '../leave-for-store';
import { checkShopPrecondition } from '../shop-precondition';
import { readShopSession } from '../shop-session';
import './shop.css';
import { useShopTexts } from '../use-shop-texts';

function ProblemCard({ children, onBack }: { children: ReactNode; onBack: () => void }) {
  const { T, M } = useShopTexts();
  return (
    <section className="card auth-card">
      <h1 className="visually-hidden">{T.title}</h1>
      {children}
      <button type="button" className="btn btn--primary btn--block" onClick={onBack}>
        {M.backToLogin}
      </button>
      <SellerLogout />
    </section>
  );
}

/** `/shop?purpose=donate` (the seller page's "Give a donation") hands off to the store's donation form. */
function handOffPurpose(search: string): HandoffPurpose {
  return new URLSearchParams(search).get('purpose') === 'donate' ? 'donate' : 'shop';
}

/**
 * The store hand-off: checks the stored session,
 * asks the server for the store URL, then confirms the details before leaving for the store.
 */
export function ShopPage() {
  const { T, M } = useShopTexts();
  useDocumentTitle(T.title);
  const navigate = useNavigate();
  const purpose = handOffPurpose(useLocation().search);
  const [session] = useState(readShopSession);
  const reasons = checkShopPrecondition(session, M.precondition);
  const handOff = useShopHandOff(session, reasons.length === 0, purpose);
  const backToLogin = () => void navigate('/');

  if (reasons.length > 0) {
    return (
      <ProblemCard onBack={backToLogin}>
        <Alert kind="error">
          <p>{M.unableToProceed}</p>
          <ul className="shop-reasons">
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
          <p>{M.logInAgain}</p>
        </Alert>
      </ProblemCard>
    );
  }

  if (handOff.isError) {
    return (
      <ProblemCard onBack={backToLogin}>
        <Alert kind="error">{errorMessage(handOff.error, M.storeUrlFailed)}</Alert>
      </ProblemCard>
    );
  }

  if (handOff.data) {
    return (
      <ConfirmOrderModal
        session={session}
        url={handOff.data.url}
        mode={handOff.data.mode}
        purpose={purpose}
        onCancel={backToLogin}
        onContinue={(url) => storeDeparture.leave(url)}
      />
    );
  }

  return (
    <section className="card auth-card auth-card--center" aria-busy="true">
      <h1 className="auth-card__title">{M.preparing}</h1>
      <span className="spinner spinner--lg" aria-hidden="true" />
    </section>
  );
}
