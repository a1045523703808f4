import { useParams } from 'react-router';
import type { TSupplierOrder } from '../../../../shared/api/paper-orders.js';
import { Alert } from '../../../components/alert';
import { QueryContent } from '../../../components/query-content';
import { Link } from '../../../components/router-link';
import { TableWrap } from '../../../components/table-wrap';
import { errorMessage } from '../../../lib/api-client';
import { formatCount, formatCurrency } from '../../../lib/format';
import { useDownloadSupplierOrder, useSupplierOrder } from '../api/supplier-order';
import { adminPaperOrderPaths, type PaperOrderPaths } from '../paths';
import { PAPER_ORDER_TEXTS } from '../texts';
import { PaperOrderScreen } from './paper-order-screen';
import '../paper-orders.css';

const T = PAPER_ORDER_TEXTS.supplier;

/** /admin/groups/:groupId/campaigns/:campaignId/supplier-order */
export function AdminSupplierOrderPage() {
  const { groupId = '', campaignId = '' } = useParams();
  return (
    <SupplierOrder
      groupId={groupId}
      campaignId={campaignId}
      paths={adminPaperOrderPaths(groupId, campaignId)}
    />
  );
}

interface SupplierOrderProps {
  groupId: string;
  campaignId: string;
  paths: PaperOrderPaths;
}

/** What to order from the supplier for the campaign's paper orders: printable, and as CSV. */
export function SupplierOrder({ groupId, campaignId, paths }: SupplierOrderProps) {
  const order = useSupplierOrder(groupId, campaignId);
  const download = useDownloadSupplierOrder(groupId, campaignId);
  return (
    <PaperOrderScreen
      groupId={groupId}
      campaignId={campaignId}
      paths={paths}
      current="supplierOrder"
      title={T.title}
      fallbackTitle={T.heading}
      actions={
        <>
          <button
            type="button"
            className="btn btn--secondary"
            disabled={download.isPending}
            onClick={() => download.mutate()}
          >
            {download.isPending ? T.downloading : T.downloadCsv}
          </button>
          <button type="button" className="btn btn--primary" onClick={() => window.print()}>
            {T.print}
          </button>
        </>
      }
    >
      <div className="stack">
        {download.isError ? (
          <Alert kind="error">{errorMessage(download.error, T.downloadFailed)}</Alert>
        ) : null}
        <QueryContent query={order} loadFailedMessage={T.loadFailed}>
          {(data) =>
            data.products.length === 0 ? (
              <div className="card empty-state stack stack--tight paper-empty">
                <p>{T.empty}</p>
                <p>
                  <Link to={paths.products} className="btn btn--primary">
                    {PAPER_ORDER_TEXTS.entry.setUpProducts}
                  </Link>
                </p>
              </div>
            ) : (
              <SupplierOrderSheet order={data} />
            )
          }
        </QueryContent>
      </div>
    </PaperOrderScreen>
  );
}

function SupplierOrderSheet({ order }: { order: TSupplierOrder }) {
  const C = T.columns;
  return (
    <section className="card supplier-sheet stack stack--tight">
      <p className="supplier-sheet__campaign">
        {order.group.name} · {order.group.code} · {order.campaign.name}
      </p>
      <p className="paper-intro">{T.intro(order.paperOrderCount)}</p>
      <TableWrap label={T.tableLabel}>
        <table className="table supplier-sheet__table">
          <thead>
            <tr>
              <th scope="col">{C.product}</th>
              <th scope="col">{C.sku}</th>
              <th scope="col" className="num">
                {C.price}
              </th>
              <th scope="col" className="num">
                {C.quantity}
              </th>
              <th scope="col" className="num">
                {C.amount}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.products.map((product, index) => (
              <tr key={product.productId ?? `${index}:${product.name}`}>
                <td className="table__wrap">{product.name}</td>
                <td className="code">{product.sku}</td>
                <td className="num">{formatCurrency(product.price)}</td>
                <td className="num">{formatCount(product.quantity)}</td>
                <td className="num">{formatCurrency(product.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="supplier-sheet__total">
              <th scope="row">{T.total}</th>
              <td />
              <td />
              <td className="num">{formatCount(order.totalQuantity)}</td>
              <td className="num">{formatCurrency(order.totalAmount)}</td>
            </tr>
          </tfoot>
        </table>
      </TableWrap>
    </section>
  );
}
