import type { TProductTally, TSellerRanking } from '../../../../shared/api/reports.js';
import { DataTable, type Column } from '../../../components/data-table';
import { formatCurrency } from '../../../lib/format';
import { REPORT_TEXTS } from '../texts';

const C = REPORT_TEXTS.columns;

const SELLER_COLUMNS: Column<TSellerRanking>[] = [
  { key: 'rank', header: C.rank, className: 'num', cell: (seller) => seller.rank },
  { key: 'seller', header: C.seller, cellClassName: 'table__strong', cell: (seller) => seller.name },
  { key: 'orders', header: C.orders, className: 'num', cell: (seller) => seller.orderCount },
  { key: 'items', header: C.items, className: 'num', cell: (seller) => seller.itemCount },
  { key: 'sales', header: C.sales, className: 'num', cell: (seller) => formatCurrency(seller.sales) },
];

export function LeaderboardTable({ label, sellers }: { label: string; sellers: TSellerRanking[] }) {
  return (
    <DataTable
      label={label}
      columns={SELLER_COLUMNS}
      rows={sellers}
      rowKey={(seller) => `${seller.rank}:${seller.name}`}
      empty={<p className="empty-state">{REPORT_TEXTS.noSellers}</p>}
    />
  );
}

const PRODUCT_COLUMNS: Column<TProductTally>[] = [
  { key: 'product', header: C.product, cellClassName: 'table__strong', cell: (product) => product.name },
  { key: 'quantity', header: C.quantity, className: 'num', cell: (product) => product.quantity },
  { key: 'sales', header: C.sales, className: 'num', cell: (product) => formatCurrency(product.sales) },
];

export function ProductTallyTable({ products }: { products: TProductTally[] }) {
  return (
    <DataTable
      label={REPORT_TEXTS.products}
      columns={PRODUCT_COLUMNS}
      rows={products}
      rowKey={(product) => product.name}
      empty={<p className="empty-state">{REPORT_TEXTS.noProducts}</p>}
    />
  );
}
