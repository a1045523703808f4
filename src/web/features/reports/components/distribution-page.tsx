import { Link, useParams } from 'react-router';
import type { TDistributionSeller, TDistributionSheets } from '../../../../shared/api/reports.js';
import { Alert } from '../../../components/alert';
import { PageHeader } from '../../../components/page-header';
import { QueryContent } from '../../../components/query-content';
import { ownGroup } from '../../coordinator-area/own-group';
import { useDistributionSheets } from '../api/get-distribution-sheets';
import { REPORT_TEXTS } from '../texts';
import '../reports.css';

const T = REPORT_TEXTS.distribution;

/** /admin/groups/:groupId/campaigns/:campaignId/distribution */
export function AdminDistributionPage() {
  const { groupId = '', campaignId = '' } = useParams();
  return (
    <DistributionSheets
      groupId={groupId}
      campaignId={campaignId}
      reportPath={`/admin/groups/${groupId}/campaigns/${campaignId}`}
    />
  );
}

/** /coordinator/campaigns/:campaignId/distribution */
export function CoordinatorDistributionPage() {
  const { campaignId = '' } = useParams();
  const group = ownGroup();
  if (!group) return <Alert kind="error">{T.loadFailed}</Alert>;
  return (
    <DistributionSheets
      groupId={group._id}
      campaignId={campaignId}
      reportPath={`/coordinator/campaigns/${campaignId}`}
    />
  );
}

function DistributionSheets({
  groupId,
  campaignId,
  reportPath,
}: {
  groupId: string;
  campaignId: string;
  reportPath: string;
}) {
  const sheets = useDistributionSheets(groupId, campaignId);
  return (
    <QueryContent query={sheets} loadFailedMessage={T.loadFailed}>
      {(data) => <SheetsView sheets={data} reportPath={reportPath} />}
    </QueryContent>
  );
}

/**
 * Plain markup only (no component state per order), so that thousands of orders render and print at once;
 * each sheet starts a printed page.
 */
export function SheetsView({ sheets, reportPath }: { sheets: TDistributionSheets; reportPath: string }) {
  return (
    <>
      <PageHeader
        title={T.title(sheets.campaign.name)}
        actions={
          <>
            <Link to={reportPath} className="btn btn--ghost">
              {REPORT_TEXTS.backToReport}
            </Link>
            <button type="button" className="btn btn--primary" onClick={() => window.print()}>
              {T.print}
            </button>
          </>
        }
      />
      <p className="report__period no-print">{T.intro}</p>
      {sheets.sellers.length === 0 ? (
        <p className="card empty-state">{T.empty}</p>
      ) : (
        <div className="sheets">
          {sheets.sellers.map((seller, index) => (
            <SellerSheet key={`${index}:${seller.name}`} seller={seller} campaign={sheets.campaign.name} />
          ))}
          <section className="card sheet" aria-labelledby="sheet-summary">
            <p className="sheet__campaign">
              {sheets.group.name} · {sheets.campaign.name}
            </p>
            <h2 className="sheet__title" id="sheet-summary">
              {T.summary}
            </h2>
            <table className="table sheet__table">
              <thead>
                <tr>
                  <th scope="col">{REPORT_TEXTS.columns.product}</th>
                  <th scope="col" className="num">
                    {REPORT_TEXTS.columns.quantity}
                  </th>
                  <th scope="col" className="sheet__check">
                    {T.received}
                  </th>
                </tr>
              </thead>
              <tbody>
                {sheets.products.map((product) => (
                  <tr key={product.name}>
                    <td>{product.name}</td>
                    <td className="num">{product.quantity}</td>
                    <td className="sheet__check">
                      <input type="checkbox" aria-label={T.receivedOf(product.name)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </div>
      )}
    </>
  );
}

function SellerSheet({ seller, campaign }: { seller: TDistributionSeller; campaign: string }) {
  return (
    <section className="card sheet" aria-label={T.seller(seller.name)}>
      <p className="sheet__campaign">{campaign}</p>
      <h2 className="sheet__title">
        {T.seller(seller.name)} <span className="sheet__count">{T.orderCount(seller.orders.length)}</span>
      </h2>
      <table className="table sheet__table">
        <thead>
          <tr>
            <th scope="col">{T.order}</th>
            <th scope="col">{T.buyer}</th>
            <th scope="col">{T.items}</th>
          </tr>
        </thead>
        <tbody>
          {seller.orders.map((order) => (
            <tr key={order._id}>
              <td className="table__strong">{order.orderNumber}</td>
              <td>{order.buyerName || T.noBuyer}</td>
              <td className="table__wrap">
                {order.items.map((item) => T.item(item.quantity, item.name)).join('; ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3 className="sheet__subtitle">{T.sellerTotals}</h3>
      <table className="table sheet__table sheet__table--totals">
        <thead>
          <tr>
            <th scope="col">{REPORT_TEXTS.columns.product}</th>
            <th scope="col" className="num">
              {REPORT_TEXTS.columns.quantity}
            </th>
          </tr>
        </thead>
        <tbody>
          {seller.products.map((product) => (
            <tr key={product.name}>
              <td>{product.name}</td>
              <td className="num">{product.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
