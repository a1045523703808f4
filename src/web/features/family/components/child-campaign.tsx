import { useState } from 'react';
import type { HandoffPurpose } from '../../../../shared/api/donation-paths.js';
import type { TFamily } from '../../../../shared/api/family.js';
import { Alert } from '../../../components/alert';
import { errorMessage } from '../../../lib/api-client';
import { formatCount, formatCurrency, formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/use-texts';
import { storeDeparture } from '../../shop';
import { childShareLink, childShopUrl } from '../api/family';
import {
  GoalProgress,
  SellerCodeLine,
  SellerStats,
  ShareLinkPanel,
  linkInLanguage,
  useSellerPageTexts,
} from '../../seller-page';
import { useFamilyTexts } from '../use-family-texts';

type Child = TFamily['children'][number];
type Campaign = TFamily['campaigns'][number];

interface ChildCampaignProps {
  token: string;
  child: Child;
  campaign: Campaign;
  /** Reads the family page again, once the share link is made. */
  onChanged: () => void;
}

/** The campaign's first and last days in the language of the screen. */
export function useCampaignDateRange(campaign: Pick<Campaign, 'startDate' | 'endDate'>): string {
  const locale = useLocale();
  const separator = useSellerPageTexts().dateRangeSeparator;
  return [formatDate(campaign.startDate, locale), formatDate(campaign.endDate, locale)]
    .filter(Boolean)
    .join(separator);
}

/** The flyer of a child's share link in a campaign: the family page's own printable page. */
export const familyFlyerPath = (childId: string, campaignId: string) =>
  `/family/flyer?child=${encodeURIComponent(childId)}&campaign=${encodeURIComponent(campaignId)}`;

/** One running campaign as a parent follows a child in it: figures, the group's goal, shopping and sharing. */
export function ChildCampaign({ token, child, campaign, onChanged }: ChildCampaignProps) {
  const T = useFamilyTexts().children;
  const locale = useLocale();
  const dates = useCampaignDateRange(campaign);
  const [busy, setBusy] = useState<'share' | HandoffPurpose | null>(null);
  const [failure, setFailure] = useState('');
  const figures = child.campaigns.find((entry) => entry.campaignId === campaign._id);
  const orderCount = figures?.orderCount ?? 0;
  const stats: [string, string][] = [
    [T.orders, formatCount(orderCount, locale)],
    [T.sales, formatCurrency(figures?.sales ?? 0, locale)],
  ];
  if (campaign.donationsEnabled || (figures?.donations ?? 0) > 0) {
    stats.push([T.donations, formatCurrency(figures?.donations ?? 0, locale)]);
  }
  const titleId = `family-campaign-${campaign._id}`;

  const makeShareLink = () => {
    if (busy) return;
    setBusy('share');
    setFailure('');
    childShareLink(token, child._id, campaign._id, locale).then(
      () => {
        setBusy(null);
        onChanged();
      },
      (error: unknown) => {
        setBusy(null);
        setFailure(errorMessage(error, T.shareFailed));
      },
    );
  };

  const shop = (purpose: HandoffPurpose) => {
    if (busy) return;
    setBusy(purpose);
    setFailure('');
    childShopUrl(token, child._id, campaign._id, purpose, locale).then(
      (url) => storeDeparture.leave(url),
      (error: unknown) => {
        setBusy(null);
        setFailure(errorMessage(error, T.shopFailed));
      },
    );
  };

  return (
    <div className="family-campaign">
      <section className="card seller-section" aria-labelledby={titleId}>
        <h3 className="section-title" id={titleId}>
          {campaign.name}
        </h3>
        <p className="family-card__muted">{dates}</p>
        <SellerStats stats={stats} />
        {orderCount === 0 ? <p className="muted">{T.noOrders(child.firstName)}</p> : null}
        <SellerCodeLine code={child.sellerCode} />
        {failure ? <Alert kind="error">{failure}</Alert> : null}
        <div className="seller-shop">
          <button
            type="button"
            className="btn btn--primary btn--block"
            onClick={() => shop('shop')}
            disabled={busy !== null}
          >
            {busy === 'shop' ? T.leaving : T.shop(child.firstName)}
          </button>
          {campaign.donationsEnabled ? (
            <button
              type="button"
              className="btn btn--secondary btn--block"
              onClick={() => shop('donate')}
              disabled={busy !== null}
            >
              {busy === 'donate' ? T.leaving : T.donate}
            </button>
          ) : null}
        </div>
      </section>
      {campaign.goal ? <GoalProgress goal={campaign.goal} /> : null}
      {figures?.shareLinkUrl ? (
        <ShareLinkPanel
          url={linkInLanguage(figures.shareLinkUrl, locale)}
          title={T.shareTitle(child.firstName)}
          qrLabel={T.qrAlt(child.firstName)}
          flyerTo={familyFlyerPath(child._id, campaign._id)}
        />
      ) : (
        <section className="card seller-section">
          <p>{T.shareIntro}</p>
          <button
            type="button"
            className="btn btn--secondary btn--block"
            onClick={makeShareLink}
            disabled={busy !== null}
          >
            {busy === 'share' ? T.shareBusy : T.getShareLink(child.firstName)}
          </button>
        </section>
      )}
    </div>
  );
}
