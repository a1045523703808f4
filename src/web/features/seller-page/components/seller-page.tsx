import { Fragment } from 'react';
import { Link } from '../../../components/router-link';
import { formatCurrency, formatDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { SellerProgress } from '../api/seller-share';
import { SELLER_PAGE_TEXTS as T } from '../texts';
import { GoalProgress } from './goal-progress';
import { SellerData } from './seller-data';
import { ShareLinkPanel } from './share-link-panel';

export function campaignDates(campaign: SellerProgress['campaign']): string {
  return [formatDate(campaign.startDate), formatDate(campaign.endDate)]
    .filter(Boolean)
    .join(T.dateRangeSeparator);
}

function SellerOverview({ progress, url }: { progress: SellerProgress; url: string }) {
  const details: [string, string][] = [
    [T.details.group, progress.group.name],
    [T.details.organization, progress.group.organizationName],
    [T.details.campaign, progress.campaign.name],
    [T.details.dates, campaignDates(progress.campaign)],
  ];
  const stats: [string, string][] = [
    [T.progress.orders, progress.orderCount.toLocaleString('en-US')],
    [T.progress.sales, formatCurrency(progress.sales)],
    [T.progress.throughLink, progress.shareLinkOrderCount.toLocaleString('en-US')],
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
        <dl className="seller-stats">
          {stats.map(([label, value]) => (
            <div className="stat" key={label}>
              <dt className="stat__label">{label}</dt>
              <dd className="stat__value">{value}</dd>
            </div>
          ))}
        </dl>
        {progress.orderCount === 0 ? <p className="muted">{T.progress.none}</p> : null}
      </section>
      {progress.goal ? <GoalProgress goal={progress.goal} /> : null}
      <ShareLinkPanel url={url} />
      <Link className="btn btn--primary btn--block seller-shop" to="/shop">
        {T.shopNow}
      </Link>
    </div>
  );
}

/** /seller: the seller's progress this campaign, the group's goal and their share link with its QR code. */
export function SellerPage() {
  useDocumentTitle(T.title);
  return <SellerData>{(progress, link) => <SellerOverview progress={progress} url={link.url} />}</SellerData>;
}
