import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { Link } from '../../../components/router-link';
import type { TOrder } from '../../../../shared/api/orders.js';
import { ORDER_API_MESSAGES } from '../../../../shared/texts/orders.js';
import { Alert } from '../../../components/alert';
import type { OrderListLinkState } from './orders-table';
import { PageHeader } from '../../../components/page-header';
import { PageLoading } from '../../../components/page-loading';
import type { ApiError } from '../../../lib/api-client';
import { errorMessage, isApiErrorCode } from '../../../lib/api-client';
import { OrderDetails } from './order-details';
import { ORDER_TEXTS, ORDER_MESSAGES } from '../texts';

function listSearchOf(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('listSearch' in state)) return '';
  const search = (state as OrderListLinkState).listSearch;
  return typeof search === 'string' && search.startsWith('?') ? search : '';
}

interface OrderDetailScreenProps {
  order: UseQueryResult<TOrder, ApiError>;
  /** The list this order belongs to: /admin/orders or /coordinator/orders. */
  listPath: string;
  showAttribution?: boolean;
  /** Builds the status buttons (administrators only). */
  statusControl?: (order: TOrder) => ReactNode;
  /** Where a paper order of this area is corrected or voided. */
  paperOrderPath?: (order: TOrder) => string | null;
}

/** An order detail screen: its heading with the way back, then loading, not found, failure or the order. */
export function OrderDetailScreen({
  order,
  listPath,
  showAttribution,
  statusControl,
  paperOrderPath,
}: OrderDetailScreenProps) {
  const location = useLocation();
  // Back to the list page the order was opened from, filters included.
  const backTo = `${listPath}${listSearchOf(location.state)}`;

  const header = (
    <PageHeader
      title={ORDER_TEXTS.pages.orderDetails}
      documentTitle={
        order.data
          ? `${ORDER_TEXTS.detail.title(order.data.shopifyOrderNumber)} · ${ORDER_TEXTS.pages.orderDetails}`
          : undefined
      }
      actions={
        <Link to={backTo} className="btn btn--secondary">
          {ORDER_TEXTS.detail.backToOrders}
        </Link>
      }
    />
  );

  let body: ReactNode;
  if (order.isPending) body = <PageLoading />;
  else if (order.isError) {
    body = isApiErrorCode(order.error, 'ORDER_NOT_FOUND') ? (
      <p className="card empty-state">{ORDER_API_MESSAGES.orderNotFound}</p>
    ) : (
      <Alert kind="error">{errorMessage(order.error, ORDER_MESSAGES.loadFailed.orderDetails)}</Alert>
    );
  } else {
    body = (
      <OrderDetails
        order={order.data}
        showAttribution={showAttribution}
        statusControl={statusControl?.(order.data)}
        paperOrderPath={order.data.source === 'paper' ? paperOrderPath?.(order.data) : null}
      />
    );
  }

  return (
    <>
      {header}
      {body}
    </>
  );
}
