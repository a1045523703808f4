import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../../components/router-link';
import type {
  TDistributionSeller,
  TDistributionSheets,
  TItemQuantity,
} from '../../../../shared/api/reports.js';
import { PageHeader } from '../../../components/page-header';
import { QueryContent } from '../../../components/query-content';
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

export function DistributionSheets({
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

/** Orders drawn per frame: a few hundred rows keep each frame short however large the campaign. */
const ORDERS_PER_FRAME = 400;

/** How many sellers each successive frame shows, so that every frame draws about ORDERS_PER_FRAME orders. */
export function sheetBatches(sellers: TDistributionSeller[]): number[] {
  const ends: number[] = [];
  let orders = 0;
  sellers.forEach((seller, index) => {
    orders += seller.orders.length;
    if (orders >= ORDERS_PER_FRAME) {
      ends.push(index + 1);
      orders = 0;
    }
  });
  if (ends.at(-1) !== sellers.length) ends.push(sellers.length);
  return ends;
}

/**
 * The sheets appear a few hundred orders per frame, so that a campaign of thousands of orders never freezes
 * the page; Print waits until every sheet is there. Plain markup only (no state per order); each sheet starts a
 * printed page.
 */
function useProgressiveCount(sellers: TDistributionSeller[]) {
  const batches = useMemo(() => sheetBatches(sellers), [sellers]);
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (step >= batches.length - 1) return;
    const frame = requestAnimationFrame(() => setStep((current) => current + 1));
    return () => cancelAnimationFrame(frame);
  }, [step, batches.length]);
  const complete = step >= batches.length - 1;
  return {
    shown: batches[Math.min(step, batches.length - 1)] ?? 0,
    complete,
    showAll: () => setStep(batches.length - 1),
  };
}

export function SheetsView({ sheets, reportPath }: { sheets: TDistributionSheets; reportPath: string }) {
  const { shown, complete, showAll } = useProgressiveCount(sheets.sellers);
  const printWhenComplete = useRef(false);
  useEffect(() => {
    if (!complete || !printWhenComplete.current) return;
    printWhenComplete.current = false;
    window.print();
  }, [complete]);
  return (
    <>
      <PageHeader
        title={T.title(sheets.campaign.name)}
        actions={
          <>
            <Link to={reportPath} className="btn btn--ghost">
              {REPORT_TEXTS.backToReport}
            </Link>
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => {
                if (complete) {
                  window.print();
                } else {
                  printWhenComplete.current = true;
                  showAll();
                }
              }}
            >
              {T.print}
            </button>
          </>
        }
      />
      <p className="report__period no-print">{T.intro}</p>
      {sheets.sellers.length === 0 ? (
        <p className="card empty-state">{T.empty}</p>
      ) : (
        <div className="sheets" aria-busy={!complete}>
          {sheets.sellers.slice(0, shown).map((seller, index) => (
            <SellerSheet key={`${index}:${seller.name}`} seller={seller} campaign={sheets.campaign.name} />
          ))}
          {complete ? (
            <section className="card sheet" aria-labelledby="sheet-summary">
              <p className="sheet__campaign">
                {sheets.group.name} · {sheets.campaign.name}
              </p>
              <h2 className="sheet__title" id="sheet-summary">
                {T.summary}
              </h2>
              <ProductQuantities products={sheets.products} withReceived />
            </section>
          ) : null}
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
              <td>
                {order.buyerName || T.noBuyer}
                {order.buyerPhone ? <span className="table__sub">{order.buyerPhone}</span> : null}
              </td>
              <td className="table__wrap">
                {order.items.map((item) => T.item(item.quantity, item.name)).join('; ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3 className="sheet__subtitle">{T.sellerTotals}</h3>
      <ProductQuantities products={seller.products} />
    </section>
  );
}

/** Products and quantities; the campaign's summary adds a box to tick each product off as it comes in. */
function ProductQuantities({
  products,
  withReceived = false,
}: {
  products: TItemQuantity[];
  withReceived?: boolean;
}) {
  return (
    <table className="table sheet__table">
      <thead>
        <tr>
          <th scope="col">{REPORT_TEXTS.columns.product}</th>
          <th scope="col" className="num">
            {REPORT_TEXTS.columns.quantity}
          </th>
          {withReceived ? (
            <th scope="col" className="sheet__check">
              {T.received}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {products.map((product) => (
          <tr key={product.name}>
            <td>{product.name}</td>
            <td className="num">{product.quantity}</td>
            {withReceived ? (
              <td className="sheet__check">
                <input type="checkbox" aria-label={T.receivedOf(product.name)} />
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
