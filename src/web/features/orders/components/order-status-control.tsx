import type { TOrder } from '../../../../shared/api/orders.js';
import { ORDER_STATUS_CONFIRMATION_MS } from '../timings';
import { ADMIN_SETTABLE_STATUSES, type AdminSettableStatus } from '../../../../shared/order-status.js';
import { Alert } from '../../../components/alert';
import { errorMessage } from '../../../lib/api-client';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { ORDER_TEXTS, ORDER_MESSAGES } from '../texts';

/**
 * Open, Processing, Shipped: the current status's button is disabled, and all of them for
 * a cancelled order. A change is confirmed for 3 seconds; a failure shows the server's message, else the
 * default, until the next try.
 */
export function OrderStatusControl({ order }: { order: TOrder }) {
  const update = useUpdateOrderStatus();
  const confirmation = useTimedMessage();
  const cancelled = order.status === 'cancelled';

  const choose = (status: AdminSettableStatus) => {
    confirmation.clear();
    update.mutate(
      { orderId: order._id, status },
      {
        onSuccess: () =>
          confirmation.show('success', ORDER_MESSAGES.statusUpdated(status), ORDER_STATUS_CONFIRMATION_MS),
      },
    );
  };

  return (
    <section className="card" aria-labelledby="order-status-title">
      <h2 className="card__title" id="order-status-title">
        {ORDER_TEXTS.detail.updateStatus}
      </h2>
      <div className="stack stack--tight">
        <div className="button-row" role="group" aria-labelledby="order-status-title">
          {ADMIN_SETTABLE_STATUSES.map((status) => {
            const current = status === order.status;
            return (
              <button
                key={status}
                type="button"
                className={`btn ${current ? 'btn--primary' : 'btn--secondary'}`}
                aria-pressed={current}
                disabled={cancelled || current || update.isPending}
                onClick={() => choose(status)}
              >
                {ORDER_TEXTS.statusLabels[status]}
              </button>
            );
          })}
        </div>
        {confirmation.message ? <Alert kind="success">{confirmation.message.text}</Alert> : null}
        {update.isError ? (
          <Alert kind="error">{errorMessage(update.error, ORDER_MESSAGES.statusUpdateFailed)}</Alert>
        ) : null}
      </div>
    </section>
  );
}
