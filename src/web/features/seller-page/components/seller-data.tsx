import { useState, type ReactNode } from 'react';
import { Alert } from '../../../components/alert';
import { PageLoading } from '../../../components/page-loading';
import { Link } from '../../../components/router-link';
import { errorMessage } from '../../../lib/api-client';
import { readStoredObject } from '../../../lib/session';
import {
  useSellerProgress,
  useSellerShareLink,
  type SellerProgress,
  type SellerShareLink,
} from '../api/seller-share';
import { useSellerPageTexts } from '../use-seller-page-texts';

interface SellerDataProps {
  children: (progress: SellerProgress, link: SellerShareLink) => ReactNode;
}

/**
 * The campaign the seller chose at login (the one /shop hands off for), their progress and their link:
 * without a chosen campaign, a way back to the login; while loading, the spinner; a failure, with a retry.
 */
export function SellerData({ children }: SellerDataProps) {
  const T = useSellerPageTexts();
  // Read as the shop reads it (shop-session.ts): this tab's choice first, then the device's.
  const [campaignId] = useState(() => String(readStoredObject('campaign', ['session', 'local'])?.id ?? ''));
  const link = useSellerShareLink(campaignId);
  const progress = useSellerProgress(campaignId);

  if (!campaignId) {
    return (
      <section className="card auth-card">
        <h1 className="auth-card__title">{T.title}</h1>
        <Alert kind="info">{T.noCampaign}</Alert>
        <Link className="btn btn--primary btn--block" to="/">
          {T.backToLogin}
        </Link>
      </section>
    );
  }
  const failure = link.error ?? progress.error;
  if (failure) {
    return (
      <section className="card auth-card">
        <h1 className="auth-card__title">{T.title}</h1>
        <Alert kind="error">{errorMessage(failure, T.loadFailed)}</Alert>
        <button
          type="button"
          className="btn btn--primary btn--block"
          onClick={() => {
            if (link.isError) void link.refetch();
            if (progress.isError) void progress.refetch();
          }}
        >
          {T.retry}
        </button>
      </section>
    );
  }
  if (!link.data || !progress.data) return <PageLoading />;
  return children(progress.data, link.data);
}
