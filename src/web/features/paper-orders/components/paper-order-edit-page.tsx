import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { PAPER_ORDER_API_MESSAGES } from '../../../../shared/texts/paper-orders.js';
import type { TCampaignProduct, TPaperOrder } from '../../../../shared/api/paper-orders.js';
import { Alert } from '../../../components/alert';
import { PageHeader } from '../../../components/page-header';
import { PageLoading } from '../../../components/page-loading';
import { QueryContent } from '../../../components/query-content';
import { Link } from '../../../components/router-link';
import { TableWrap } from '../../../components/table-wrap';
import { errorMessage, isApiErrorCode } from '../../../lib/api-client';
import { formatCurrency, formatDateTime } from '../../../lib/format';
import { useCampaignProducts } from '../api/campaign-products';
import { useEditPaperOrder, usePaperOrder, useVoidPaperOrder } from '../api/paper-orders';
import { fieldsOfOrder } from '../paper-order-fields';
import { adminPaperOrderPaths, type PaperOrderPaths } from '../paths';
import { PAPER_ORDER_TEXTS } from '../texts';
import { ReasonDialog } from './reason-dialog';
import { PaperOrderForm } from './paper-order-form';
import { paymentText } from './recent-paper-orders';
import '../paper-orders.css';

const T = PAPER_ORDER_TEXTS.edit;

/** /admin/groups/:groupId/paper-orders/:orderId/edit */
export function AdminPaperOrderEditPage() {
  const { groupId = '', orderId = '' } = useParams();
  return (
    <PaperOrderEdit
      groupId={groupId}
      orderId={orderId}
      pathsOf={(campaignId) => adminPaperOrderPaths(groupId, campaignId)}
    />
  );
}

interface PaperOrderEditProps {
  groupId: string;
  orderId: string;
  /** The paper order screens of the order's campaign. */
  pathsOf: (campaignId: string) => PaperOrderPaths;
}

/** One paper order: its form to correct (with a reason), Void, and the history of every change. */
export function PaperOrderEdit({ groupId, orderId, pathsOf }: PaperOrderEditProps) {
  const order = usePaperOrder(groupId, orderId);
  const [voiding, setVoiding] = useState(false);
  const loaded = order.data;
  const canChange = loaded !== undefined && loaded.voidedAt === null;

  return (
    <>
      <PageHeader
        title={loaded ? T.title(loaded.orderNumber) : T.heading}
        actions={
          loaded ? (
            <>
              <Link to={pathsOf(loaded.campaignId).entry} className="btn btn--ghost">
                {PAPER_ORDER_TEXTS.backToEntry}
              </Link>
              {canChange ? (
                <button type="button" className="btn btn--ghost-danger" onClick={() => setVoiding(true)}>
                  {T.void}
                </button>
              ) : null}
            </>
          ) : undefined
        }
      />
      {order.isPending ? (
        <PageLoading />
      ) : order.isError ? (
        isApiErrorCode(order.error, 'PAPER_ORDER_NOT_FOUND') ? (
          <p className="card empty-state">{PAPER_ORDER_API_MESSAGES.paperOrderNotFound}</p>
        ) : (
          <Alert kind="error">{errorMessage(order.error, T.loadFailed)}</Alert>
        )
      ) : (
        <OrderView groupId={groupId} order={order.data} />
      )}
      {canChange ? (
        <VoidDialog groupId={groupId} order={loaded} open={voiding} onClose={() => setVoiding(false)} />
      ) : null}
    </>
  );
}

function OrderView({ groupId, order }: { groupId: string; order: TPaperOrder }) {
  return (
    <div className="stack">
      <p className="paper-intro">
        {T.summary(order.campaignName, order.enteredByName, formatDateTime(order.createdAt))}
      </p>
      {order.voidedAt ? (
        <>
          <div className="alert alert--warning" role="note">
            <strong>{PAPER_ORDER_TEXTS.voided}</strong>
            <span className="alert__detail">{T.voidedNote(formatDateTime(order.voidedAt))}</span>
          </div>
          <OrderSummary order={order} />
        </>
      ) : (
        <EditForm groupId={groupId} order={order} />
      )}
      <OrderHistory order={order} />
    </div>
  );
}

/**
 * The products the form offers: those new forms offer, and any hidden one this order has. A line the order has
 * keeps the name and price it was written with, so the running total is what the order will say.
 */
function formProducts(products: TCampaignProduct[], order: TPaperOrder): TCampaignProduct[] {
  const lines = new Map(order.items.map((item) => [item.productId, item]));
  return products.flatMap((product) => {
    const line = lines.get(product._id);
    if (!line) return product.hidden ? [] : [product];
    return [{ ...product, name: line.productName, price: line.price }];
  });
}

function EditForm({ groupId, order }: { groupId: string; order: TPaperOrder }) {
  const products = useCampaignProducts(groupId, order.campaignId);
  const edit = useEditPaperOrder(groupId, order._id);
  // The form starts from the order as first loaded; a save keeps what was typed.
  const [initial] = useState(() => fieldsOfOrder(order));
  const offered = useMemo(() => formProducts(products.data ?? [], order), [products.data, order]);
  return (
    <QueryContent query={products} loadFailedMessage={PAPER_ORDER_TEXTS.products.loadFailed}>
      {() => (
        <PaperOrderForm
          mode="edit"
          products={offered}
          initial={initial}
          sellerNames={[]}
          onSave={(body) =>
            edit.mutateAsync({
              ...body,
              // The form does not show these: the seller record stays while the name does, and the address stays.
              ...(order.sellerId && body.sellerName === order.sellerName ? { sellerId: order.sellerId } : {}),
              address: order.address,
              reason: body.reason ?? '',
            })
          }
          savedText={() => T.saved}
        />
      )}
    </QueryContent>
  );
}

/** A voided order as it was: it can no longer be changed. */
function OrderSummary({ order }: { order: TPaperOrder }) {
  const none = (value: string) => value || T.none;
  return (
    <section className="card" aria-labelledby="paper-order-details">
      <h2 className="card__title" id="paper-order-details">
        {T.details}
      </h2>
      <dl className="details">
        <dt>{T.seller}</dt>
        <dd>{none(order.sellerName)}</dd>
        <dt>{T.formNumber}</dt>
        <dd>{none(order.formNumber)}</dd>
        <dt>{T.buyer}</dt>
        <dd>{none(order.buyerName)}</dd>
        <dt>{T.phone}</dt>
        <dd>{none(order.buyerPhone)}</dd>
        <dt>{T.email}</dt>
        <dd>{none(order.buyerEmail)}</dd>
        <dt>{T.itemsLabel}</dt>
        <dd>{none(PAPER_ORDER_TEXTS.items(order.items))}</dd>
        {order.donation > 0 ? (
          <>
            <dt>{T.donation}</dt>
            <dd>{formatCurrency(order.donation)}</dd>
          </>
        ) : null}
        <dt>{T.total}</dt>
        <dd>{formatCurrency(order.total)}</dd>
        <dt>{T.payment}</dt>
        <dd>{paymentText(order)}</dd>
      </dl>
    </section>
  );
}

const fieldName = (field: string) => T.fields[field] ?? field;

function OrderHistory({ order }: { order: TPaperOrder }) {
  const C = T.historyColumns;
  return (
    <section className="stack stack--tight">
      <h2 className="section-title" id="paper-order-history">
        {T.history}
      </h2>
      <TableWrap label={T.history}>
        <table className="table paper-history">
          <thead>
            <tr>
              <th scope="col">{C.when}</th>
              <th scope="col">{C.who}</th>
              <th scope="col">{C.action}</th>
              <th scope="col">{C.reason}</th>
              <th scope="col">{C.changes}</th>
            </tr>
          </thead>
          <tbody>
            {order.changes.map((change, index) => (
              <tr key={`${index}-${change.changedAt}`}>
                <td className="paper-history__when">{formatDateTime(change.changedAt)}</td>
                <td className="paper-history__text">{change.changedByName}</td>
                <td>{T.actions[change.action]}</td>
                <td className="paper-history__text">{change.reason || T.none}</td>
                <td className="paper-history__changes-cell">
                  {change.changes.length === 0 ? (
                    T.none
                  ) : (
                    <ul className="paper-history__changes">
                      {change.changes.map((difference) => (
                        <li key={difference.field}>
                          {T.change(fieldName(difference.field), difference.from, difference.to)}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
    </section>
  );
}

interface VoidDialogProps {
  groupId: string;
  order: TPaperOrder;
  open: boolean;
  onClose: () => void;
}

/** Void, with the reason it needs; the order then counts nowhere. */
function VoidDialog({ groupId, order, open, onClose }: VoidDialogProps) {
  const voidOrder = useVoidPaperOrder(groupId, order._id);
  return (
    <ReasonDialog
      open={open}
      id="paper-order-void"
      title={T.voidTitle}
      message={T.voidMessage(order.orderNumber)}
      reasonLabel={T.voidReason}
      confirmLabel={T.voidConfirm}
      busyLabel={T.voiding}
      failedText={T.voidFailed}
      busy={voidOrder.isPending}
      error={voidOrder.error}
      onConfirm={(reason) => voidOrder.mutateAsync(reason).then(onClose)}
      onClose={() => {
        voidOrder.reset();
        onClose();
      }}
    />
  );
}
