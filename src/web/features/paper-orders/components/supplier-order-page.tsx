import { useParams } from 'react-router';
import type { TSupplierOrder } from '../../../../shared/api/paper-orders.js';
import { DownloadFailed } from '../../../components/download-button';
import {
  DocumentContext,
  DownloadAndPrint,
  DocumentTable,
  PrintableDocument,
} from '../../../components/printable-document/printable-document';
import { QueryContent } from '../../../components/query-content';
import { Link } from '../../../components/router-link';
import { TableWrap } from '../../../components/table-wrap';
import type { CampaignScreenProps } from '../../../lib/campaign-screen';
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

/** What to order from the supplier for the campaign's paper orders: printable, and as CSV. */
export function SupplierOrder({ groupId, campaignId, paths }: CampaignScreenProps<PaperOrderPaths>) {
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
      actions={<DownloadAndPrint download={download} texts={T} />}
    >
      <PrintableDocument className="stack">
        <DownloadFailed download={download} message={T.downloadFailed} />
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
      </PrintableDocument>
    </PaperOrderScreen>
  );
}

function SupplierOrderSheet({ order }: { order: TSupplierOrder }) {
  const C = T.columns;
  return (
    <section className="card supplier-sheet stack stack--tight">
      <DocumentContext>
        {order.group.name} · {order.group.code} · {order.campaign.name}
      </DocumentContext>
      <p className="paper-intro">{T.intro(order.paperOrderCount)}</p>
      <TableWrap label={T.tableLabel}>
        <DocumentTable
          className="supplier-sheet__table"
          columns={[
            C.product,
            C.sku,
            { label: C.price, num: true },
            { label: C.quantity, num: true },
            { label: C.amount, num: true },
          ]}
          total={
            <tr className="supplier-sheet__total">
              <th scope="row">{T.total}</th>
              <td />
              <td />
              <td className="num">{formatCount(order.totalQuantity)}</td>
              <td className="num">{formatCurrency(order.totalAmount)}</td>
            </tr>
          }
        >
          {order.products.map((product, index) => (
            <tr key={product.productId ?? `${index}:${product.name}`}>
              <td className="table__wrap">{product.name}</td>
              <td className="code">{product.sku}</td>
              <td className="num">{formatCurrency(product.price)}</td>
              <td className="num">{formatCount(product.quantity)}</td>
              <td className="num">{formatCurrency(product.amount)}</td>
            </tr>
          ))}
        </DocumentTable>
      </TableWrap>
    </section>
  );
}
