import { Fragment } from 'react';
import { Link } from '../../../components/router-link';
import { formatCount, formatCurrency, formatDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocale } from '../../../lib/use-texts';
import type { Locale } from '../../../../shared/i18n/locale.js';
import type { SellerProgress } from '../api/seller-share';
import { useSellerPageTexts } from '../use-seller-page-texts';
import { GoalProgress } from './goal-progress';
import { MailUpdatesPanel } from './mail-updates-panel';
import { SellerData } from './seller-data';
import { SellerCodeLine } from './seller-code-line';
import { SellerStats } from './seller-stats';
import { ShareLinkPanel } from './share-link-panel';
import { linkInLanguage } from '../link-in-language';

/** The campaign's first and last days in the language of the screen. */
export function useCampaignDates(campaign: SellerProgress['campaign']): string {
  const locale: Locale = useLocale();
  return [formatDate(campaign.startDate, locale), formatDate(campaign.endDate, locale)]
    .filter(Boolean)
    .join(useSellerPageTexts().dateRangeSeparator);
}

/** The shop hand-off for a donation: /shop asks the store's donation form for `purpose=donate`. */
const DONATE_PATH = '/shop?purpose=donate';

interface SellerOverviewProps {
  progress: SellerProgress;
  url: string;
}

/** a − b in dollars, worked out in whole cents. */
const dollarsLess = (a: number, b: number) => (Math.round(a * 100) - Math.round(b * 100)) / 100;

function SellerOverview({ progress, url }: SellerOverviewProps) {
  const T = useSellerPageTexts();
  const locale = useLocale();
  const takesDonations = progress.campaign.donationsEnabled;
  const dates = useCampaignDates(progress.campaign);
  const details: [string, string][] = [
    [T.details.group, progress.group.name],
    [T.details.organization, progress.group.organizationName],
    [T.details.campaign, progress.campaign.name],
    [T.details.dates, dates],
  ];
  const stats: [string, string][] = [
    [T.progress.orders, formatCount(progress.orderCount, locale)],
    // Sales here are what buyers paid for products and shipping; the donations, beside them, are not in them.
    [T.progress.sales, formatCurrency(dollarsLess(progress.sales, progress.donations), locale)],
    ...(progress.donations > 0
      ? [[T.progress.donations, formatCurrency(progress.donations, locale)] satisfies [string, string]]
      : []),
    [T.progress.throughLink, formatCount(progress.shareLinkOrderCount, locale)],
  ];
  return (
    <div className="seller-page stack">
      <header className="card seller-section seller-hero">
        <p className="seller-hero__eyebrow">{T.title}</p>
        <h1 className="seller-hero__title">{T.greeting(progress.seller.firstName)}</h1>
        <p className="muted">{T.intro}</p>
        <dl className="details">
          {details.map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
      </header>
      <section className="card seller-section" aria-labelledby="seller-progress-title">
        <h2 className="section-title" id="seller-progress-title">
          {T.progress.title}
        </h2>
        <SellerStats stats={stats} />
        {progress.orderCount === 0 ? <p className="muted">{T.progress.none}</p> : null}
      </section>
      {progress.goal ? <GoalProgress goal={progress.goal} /> : null}
      <ShareLinkPanel url={url} />
      <section className="card seller-section">
        <SellerCodeLine code={progress.sellerCode} />
      </section>
      <div className="seller-shop">
        <Link className="btn btn--primary btn--block" to="/shop">
          {T.shopNow}
        </Link>
        {takesDonations ? (
          <Link className="btn btn--secondary btn--block" to={DONATE_PATH}>
            {T.giveDonation}
          </Link>
        ) : null}
      </div>
      <MailUpdatesPanel campaignId={progress.campaign._id} firstName={progress.seller.firstName} />
    </div>
  );
}

/** /seller: the seller's progress this campaign, the group's goal and their share link with its QR code. */
export function SellerPage() {
  useDocumentTitle(useSellerPageTexts().title);
  const locale = useLocale();
  return (
    <SellerData>
      {(progress, link) => <SellerOverview progress={progress} url={linkInLanguage(link.url, locale)} />}
    </SellerData>
  );
}
