import type { ReactNode } from 'react';
import type {
  TOrder,
  TOrderAttributionChange,
  TOrderShipping,
  TOrderStatusChange,
} from '../../../../shared/api/orders.js';
import { buyerName } from './orders-table';
import { StatusBadge } from './status-badge';
import { Link } from '../../../components/router-link';
import { SHARE_LINK_TEXTS } from '../../share-links';
import { FramedTable } from '../../../components/table-wrap';
import { formatCurrency, formatDateTime } from '../../../lib/format';
import { ORDER_TEXTS } from '../texts';

const T = ORDER_TEXTS.detail;

/** Price × quantity in whole cents, so 3 × $0.10 is $0.30. */
export function lineTotal(price: number, quantity: number): number {
  return Math.round(price * quantity * 100) / 100;
}

/** The address as printed on a label: street lines, "City, Province Zip", country. */
function addressLines(shipping: TOrderShipping): string[] {
  const region = [shipping.province, shipping.zip].filter(Boolean).join(' ');
  const locality = [shipping.city, region].filter(Boolean).join(', ');
  return [shipping.address1, shipping.address2, locality, shipping.country]
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Who made a status or attribution change: the store, or the administrator by name. */
function changedByLabel(change: TOrderStatusChange | TOrderAttributionChange): string {
  if (change.changedBy === 'store') return T.historyStore;
  return change.changedByName || T.historyAdmin;
}

interface OrderDetailsProps {
  order: TOrder;
  /** Administrators see whether the order is attributed and whether its attribution was verified. */
  showAttribution?: boolean;
  /** The status buttons (administrators), shown below the order's information. */
  statusControl?: ReactNode;
  /** Where a paper order is corrected or voided; none for a store order. */
  paperOrderPath?: string | null;
}

/** Everything about one order: who, what, where to, and how its status moved. */
export function OrderDetails({
  order,
  showAttribution = false,
  statusControl,
  paperOrderPath,
}: OrderDetailsProps) {
  const unattributed = showAttribution && !order.isAttributed;
  const unverified = showAttribution && order.isAttributed && !order.attributionVerified;
  const address = addressLines(order.shipping);
  const shippingPrice = order.shipping.price;
  const group = [order.groupCode, order.groupName].filter(Boolean).join(' — ');
  // An order credited by hand arrived without the portal's attributes: it came through no hand-off at all.
  const paper = order.source === 'paper';
  const showSource = !paper && (order.viaShareLink || (order.isAttributed && !order.attributionRepaired));

  return (
    <div className="stack">
      <section className="card" aria-labelledby="order-information-title">
        <h2 className="card__title" id="order-information-title">
          {T.information}
        </h2>
        <div className="stack stack--tight">
          {order.deletedAt ? (
            <div className="alert alert--warning" role="note">
              <strong>{T.deleted(formatDateTime(order.deletedAt))}</strong>
              <span className="alert__detail">{T.deletedNote}</span>
            </div>
          ) : null}
          {showAttribution && order.isTest ? (
            <div className="alert alert--info" role="note">
              <strong>{order.isDemo ? T.demo : T.test}</strong>
              <span className="alert__detail">{order.isDemo ? T.demoNote : T.testNote}</span>
            </div>
          ) : null}
          {unverified && !order.attributionRepaired ? (
            <div className="alert alert--warning" role="note">
              <strong>{T.unverified}</strong>
              <span className="alert__detail">{T.unverifiedNote}</span>
            </div>
          ) : null}
          <dl className="details">
            <dt>{T.orderNumber}</dt>
            <dd>{order.shopifyOrderNumber}</dd>
            <dt>{T.date}</dt>
            <dd>{formatDateTime(order.createdAt)}</dd>
            <dt>{T.group}</dt>
            <dd>
              <span className="inline-items">
                {group ? <span>{group}</span> : null}
                {unattributed ? (
                  <span className="badge badge--warning badge--raw">{T.unattributed}</span>
                ) : null}
                {!group && !unattributed ? T.notAvailable : null}
                {showAttribution && order.attributionRepaired ? (
                  <span className="badge badge--info badge--raw">{T.repaired}</span>
                ) : null}
              </span>
            </dd>
            <dt>{T.campaign}</dt>
            <dd>{order.campaignName || T.notAvailable}</dd>
            <dt>{T.seller}</dt>
            <dd>
              {order.studentName || T.notAvailable}
              {order.studentEmail ? <span className="details__sub">{order.studentEmail}</span> : null}
            </dd>
            {order.team ? (
              <>
                <dt>{T.team}</dt>
                <dd>{order.team.name}</dd>
              </>
            ) : null}
            {showSource ? (
              <>
                <dt>{SHARE_LINK_TEXTS.source}</dt>
                <dd>
                  {order.viaShareLink ? SHARE_LINK_TEXTS.sourceShareLink : SHARE_LINK_TEXTS.sourceSeller}
                </dd>
              </>
            ) : null}
            {paper ? (
              <>
                <dt>{T.source}</dt>
                <dd>
                  <span className="inline-items">
                    <span>{T.paperOrder}</span>
                    {paperOrderPath ? <Link to={paperOrderPath}>{T.editPaperOrder}</Link> : null}
                  </span>
                </dd>
              </>
            ) : null}
            <dt>{T.buyer}</dt>
            <dd>
              {buyerName(order) || T.notAvailable}
              {order.customerEmail ? <span className="details__sub">{order.customerEmail}</span> : null}
            </dd>
            {order.buyerPhone ? (
              <>
                <dt>{T.phone}</dt>
                <dd>{order.buyerPhone}</dd>
              </>
            ) : null}
            <dt>{T.status}</dt>
            <dd>
              <StatusBadge status={order.status} />
            </dd>
            {order.note ? (
              <>
                <dt>{T.note}</dt>
                <dd className="details__note">{order.note}</dd>
              </>
            ) : null}
          </dl>
        </div>
      </section>

      {statusControl}

      <section className="stack stack--tight">
        <h2 className="section-title" id="order-items-title">
          {T.items}
        </h2>
        <FramedTable
          label={T.items}
          columns={[
            T.product,
            { label: T.price, num: true },
            { label: T.quantity, num: true },
            { label: T.lineTotal, num: true },
          ]}
        >
          {order.items.length === 0 ? (
            <tr>
              <td colSpan={4} className="muted">
                {order.donationAmount > 0 ? T.donationOnly : T.noItems}
              </td>
            </tr>
          ) : (
            order.items.map((item, index) => (
              <tr key={`${index}-${item.productName}`}>
                <td className="table__wrap">{item.productName}</td>
                <td className="num">{formatCurrency(item.price)}</td>
                <td className="num">{item.quantity}</td>
                <td className="num">{formatCurrency(lineTotal(item.price, item.quantity))}</td>
              </tr>
            ))
          )}
        </FramedTable>
        <dl className="totals">
          <dt>{T.productTotal}</dt>
          <dd>{formatCurrency(order.totalProductAmount)}</dd>
          {order.donationAmount > 0 ? (
            <>
              <dt>{T.donation}</dt>
              <dd>{formatCurrency(order.donationAmount)}</dd>
            </>
          ) : null}
          <dt>{T.shipping}</dt>
          <dd>{formatCurrency(shippingPrice)}</dd>
          <dt className="totals__grand">{T.total}</dt>
          <dd className="totals__grand">{formatCurrency(order.totalAmount)}</dd>
        </dl>
        {order.donationReceiptUrl ? (
          // The receipt is a page of the server (printable, outside the app): a plain link, in a new tab.
          <div className="form__actions">
            <a
              className="btn btn--secondary btn--sm"
              href={order.donationReceiptUrl}
              target="_blank"
              rel="noopener"
              aria-describedby="order-donation-receipt-note"
            >
              {T.donationReceipt}
            </a>
            <span className="visually-hidden" id="order-donation-receipt-note">
              {T.donationReceiptNote}
            </span>
          </div>
        ) : null}
      </section>

      <section className="card" aria-labelledby="order-shipping-title">
        <h2 className="card__title" id="order-shipping-title">
          {T.shipping}
        </h2>
        <dl className="details">
          <dt>{T.shippingMethod}</dt>
          <dd>{order.shipping.method || T.notAvailable}</dd>
          <dt>{T.shippingPrice}</dt>
          <dd>{formatCurrency(shippingPrice)}</dd>
          <dt>{T.shippingAddress}</dt>
          <dd>
            {address.length === 0 ? (
              T.notAvailable
            ) : (
              <address className="address">
                {address.map((line, index) => (
                  <span key={index}>{line}</span>
                ))}
              </address>
            )}
          </dd>
        </dl>
      </section>

      <section className="stack stack--tight">
        <h2 className="section-title" id="order-history-title">
          {T.history}
        </h2>
        {order.statusHistory.length === 0 ? (
          <p className="card empty-state">{T.historyNone}</p>
        ) : (
          <FramedTable label={T.history} columns={[T.historyFrom, T.historyTo, T.historyBy, T.historyWhen]}>
            {order.statusHistory.map((change, index) => (
              <tr key={`${index}-${change.changedAt}`}>
                <td>{change.fromStatus ? <StatusBadge status={change.fromStatus} /> : T.noPreviousStatus}</td>
                <td>
                  <StatusBadge status={change.toStatus} />
                </td>
                <td>{changedByLabel(change)}</td>
                <td>{formatDateTime(change.changedAt)}</td>
              </tr>
            ))}
          </FramedTable>
        )}
      </section>

      {order.attributionHistory.length > 0 ? (
        <section className="stack stack--tight">
          <h2 className="section-title" id="order-attribution-history-title">
            {T.attributionHistory}
          </h2>
          <FramedTable
            label={T.attributionHistory}
            columns={[T.attributionFrom, T.attributionTo, T.attributionReason, T.historyBy, T.historyWhen]}
          >
            {order.attributionHistory.map((change, index) => (
              <tr key={`${index}-${change.changedAt}`}>
                <td className="table__wrap">
                  {T.creditLine(change.from.groupCode, change.from.campaignName, change.from.sellerName)}
                </td>
                <td className="table__wrap">
                  {T.creditLine(change.to.groupCode, change.to.campaignName, change.to.sellerName)}
                </td>
                <td className="table__wrap">{change.reason || T.attributionNone}</td>
                <td>{changedByLabel(change)}</td>
                <td>{formatDateTime(change.changedAt)}</td>
              </tr>
            ))}
          </FramedTable>
        </section>
      ) : null}
    </div>
  );
}
