import { useState } from 'react';
import { Link } from '../../../components/router-link';
import type { TAttentionOrder } from '../../../../shared/api/attribution.js';
import { Alert } from '../../../components/alert';
import { Modal } from '../../../components/modal';
import { PageHeader } from '../../../components/page-header';
import { PageLoading } from '../../../components/page-loading';
import { Pagination } from '../../../components/pagination';
import { TableWrap } from '../../../components/table-wrap';
import { errorMessage } from '../../../lib/api-client';
import { formatCurrency, formatDateTime } from '../../../lib/format';
import { readPageParam } from '../../../lib/page-list';
import { useQueryParams } from '../../../lib/use-query-params';
import { useAttentionOrders } from '../api/attribution-queries';
import { ATTRIBUTION_MESSAGES, ATTRIBUTION_TEXTS } from '../texts';
import { choiceFromSuggestion, CreditForm, type CreditChoice } from './credit-form';
import { SuggestionList } from './suggestion-list';
import '../attribution.css';

const T = ATTRIBUTION_TEXTS;
const EMPTY_CHOICE: CreditChoice = { groupId: '', campaignId: '', seller: '', sellerName: '' };

const buyerOf = (order: TAttentionOrder) =>
  [order.customerFirstName, order.customerLastName].filter(Boolean).join(' ');

/** What the cart said about the order: the group code and seller it carried, and the buyer's note. */
function CartSaid({ order }: { order: TAttentionOrder }) {
  const lines = [
    order.groupCode ? T.cartGroup(order.groupCode) : null,
    order.studentName ? T.cartSeller(order.studentName) : null,
  ].filter((line): line is string => line !== null);
  return (
    <div className="stack stack--tight">
      {lines.length === 0 ? (
        <span className="muted">{T.cartNothing}</span>
      ) : (
        lines.map((line) => <span key={line}>{line}</span>)
      )}
      {order.note ? <span className="details__sub attention__note">{T.note(order.note)}</span> : null}
    </div>
  );
}

/** /admin/orders/attention: the orders that lost their seller, with suggestions and repair, one or many. */
export function AdminAttentionPage() {
  const [params] = useQueryParams();
  const page = readPageParam(params);
  const queue = useAttentionOrders(page);
  const [selected, setSelected] = useState<string[]>([]);
  const [crediting, setCrediting] = useState<{ orders: TAttentionOrder[] } | null>(null);
  const [choice, setChoice] = useState<CreditChoice>(EMPTY_CHOICE);
  const [done, setDone] = useState<number | null>(null);

  const open = (orders: TAttentionOrder[]) => {
    setChoice(EMPTY_CHOICE);
    setDone(null);
    setCrediting({ orders });
  };
  const finish = (count: number) => {
    setCrediting(null);
    setSelected([]);
    setDone(count);
  };
  const toggle = (orderId: string) =>
    setSelected((current) =>
      current.includes(orderId) ? current.filter((id) => id !== orderId) : [...current, orderId],
    );

  const rows = queue.data?.data ?? [];
  const pageIds = rows.map((order) => order._id);
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.includes(id));
  const selectedOrders = rows.filter((order) => selected.includes(order._id));
  const single = crediting?.orders.length === 1 ? crediting.orders[0] : undefined;

  return (
    <>
      <PageHeader
        title={T.pageTitle}
        actions={
          <Link className="btn btn--secondary" to="/admin/orders">
            {T.backToOrders}
          </Link>
        }
      />
      <div className="stack">
        <p className="muted">{T.intro}</p>
        {done !== null ? <Alert kind="success">{T.done(done)}</Alert> : null}
        {queue.isPending ? (
          <PageLoading />
        ) : queue.isError ? (
          <Alert kind="error">{errorMessage(queue.error, ATTRIBUTION_MESSAGES.loadFailed.queue)}</Alert>
        ) : rows.length === 0 ? (
          <p className="card empty-state">{T.empty}</p>
        ) : (
          <>
            <div className="attention__toolbar" aria-live="polite">
              <button
                type="button"
                className="btn btn--primary"
                disabled={selectedOrders.length === 0}
                onClick={() => open(selectedOrders)}
              >
                {T.creditSelected(selectedOrders.length)}
              </button>
              {selectedOrders.length > 0 ? (
                <button type="button" className="btn btn--ghost" onClick={() => setSelected([])}>
                  {T.clearSelection}
                </button>
              ) : null}
            </div>
            <TableWrap label={T.pageTitle}>
              <table className="table attention">
                <thead>
                  <tr>
                    <th scope="col">
                      <input
                        type="checkbox"
                        aria-label={T.selectPage}
                        checked={allOnPage}
                        onChange={() =>
                          setSelected((current) =>
                            allOnPage
                              ? current.filter((id) => !pageIds.includes(id))
                              : [...new Set([...current, ...pageIds])],
                          )
                        }
                      />
                    </th>
                    <th scope="col">{T.columns.order}</th>
                    <th scope="col">{T.columns.buyer}</th>
                    <th scope="col">{T.columns.cart}</th>
                    <th scope="col">{T.columns.problem}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((order) => (
                    <tr key={order._id}>
                      <td>
                        <input
                          type="checkbox"
                          aria-label={T.selectOrder(order.shopifyOrderNumber)}
                          checked={selected.includes(order._id)}
                          onChange={() => toggle(order._id)}
                        />
                      </td>
                      <td>
                        <Link className="table__strong" to={`/admin/orders/${encodeURIComponent(order._id)}`}>
                          {order.shopifyOrderNumber}
                        </Link>
                        <span className="details__sub">{formatDateTime(order.createdAt)}</span>
                        <span className="details__sub">{formatCurrency(order.totalAmount)}</span>
                        <button
                          type="button"
                          className="btn btn--secondary btn--sm attention__credit"
                          aria-label={T.creditOrder(order.shopifyOrderNumber)}
                          onClick={() => open([order])}
                        >
                          {T.credit}
                        </button>
                      </td>
                      <td className="table__wrap">
                        {buyerOf(order) || '—'}
                        {order.customerEmail ? (
                          <span className="details__sub">{order.customerEmail}</span>
                        ) : null}
                      </td>
                      <td className="table__wrap">
                        <CartSaid order={order} />
                      </td>
                      <td>
                        <span className="inline-items">
                          {order.problems.map((problem) => (
                            <span key={problem} className="badge badge--warning badge--raw">
                              {T.problems[problem]}
                            </span>
                          ))}
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
            <Pagination totalPages={queue.data.totalPages} />
          </>
        )}
      </div>

      <Modal
        open={crediting !== null}
        onOpenChange={(isOpen) => (isOpen ? undefined : setCrediting(null))}
        title={
          single
            ? T.form.titleOne(single.shopifyOrderNumber)
            : T.form.titleMany(crediting?.orders.length ?? 0)
        }
      >
        {crediting ? (
          <div className="stack">
            {single ? (
              <SuggestionList
                orderId={single._id}
                onUse={(suggestion) => setChoice(choiceFromSuggestion(suggestion))}
              />
            ) : null}
            <CreditForm
              orderIds={crediting.orders.map((order) => order._id)}
              choice={choice}
              onChoiceChange={setChoice}
              onDone={finish}
              onCancel={() => setCrediting(null)}
            />
          </div>
        ) : null}
      </Modal>
    </>
  );
}
