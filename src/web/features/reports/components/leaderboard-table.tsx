import type { TProductTally, TSellerRanking } from '../../../../shared/api/reports.js';
import type { TTeamRanking } from '../../../../shared/api/teams.js';
import { DataTable, type Column } from '../../../components/data-table';
import { formatCurrency } from '../../../lib/format';
import { participationPercent } from '../team-figures';
import { REPORT_TEXTS } from '../texts';

const C = REPORT_TEXTS.columns;

/**
 * Ranked by product sales + donations (the server's order): those two next to the name, so a phone sees them before
 * it scrolls; then the counts, and last what the buyers paid in all (shipping included).
 */
const SELLER_COLUMNS: Column<TSellerRanking>[] = [
  { key: 'rank', header: C.rank, className: 'num', cell: (seller) => seller.rank },
  { key: 'seller', header: C.seller, cellClassName: 'table__strong', cell: (seller) => seller.name },
  {
    key: 'productSales',
    header: C.productSales,
    className: 'num',
    cell: (seller) => formatCurrency(seller.productSales),
  },
  {
    key: 'donations',
    header: C.donations,
    className: 'num',
    cell: (seller) => formatCurrency(seller.donations),
  },
  { key: 'orders', header: C.orders, className: 'num', cell: (seller) => seller.orderCount },
  { key: 'items', header: C.items, className: 'num', cell: (seller) => seller.itemCount },
  { key: 'sales', header: C.sales, className: 'num', cell: (seller) => formatCurrency(seller.sales) },
];

/** The dashboard's short form: rank, name, product sales and donations. */
const SELLER_SUMMARY_KEYS = new Set(['rank', 'seller', 'productSales', 'donations']);
const SELLER_SUMMARY_COLUMNS = SELLER_COLUMNS.filter((column) => SELLER_SUMMARY_KEYS.has(column.key));

/** The sellers by product sales + donations; `compact` keeps the dashboard's four columns. */
export function LeaderboardTable({
  label,
  sellers,
  compact = false,
}: {
  label: string;
  sellers: TSellerRanking[];
  compact?: boolean;
}) {
  return (
    <DataTable
      label={label}
      columns={compact ? SELLER_SUMMARY_COLUMNS : SELLER_COLUMNS}
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

/** A team's participation as a percent with "n of m" beside it; a dash for the orders without a team. */
export function Participation({ team }: { team: TTeamRanking }) {
  if (team.participation === null) return <>{REPORT_TEXTS.noTeamSales}</>;
  return (
    <span className="team-participation">
      <span className="table__strong">
        {REPORT_TEXTS.participation(participationPercent(team.participation))}
      </span>
      <span className="team-participation__of">
        {REPORT_TEXTS.participationOf(team.sellersWithOrders, team.rosterSize)}
      </span>
    </span>
  );
}

/**
 * Ranked by product sales + donations (the server's order), those two first with participation beside them; the
 * leader last, as the narrowest screens can lose it.
 */
const TEAM_COLUMNS: Column<TTeamRanking>[] = [
  { key: 'rank', header: C.rank, className: 'num', cell: (team) => team.rank },
  { key: 'team', header: C.team, cellClassName: 'table__strong team-name', cell: (team) => team.name },
  {
    key: 'productSales',
    header: C.productSales,
    className: 'num',
    cell: (team) => formatCurrency(team.productSales),
  },
  { key: 'donations', header: C.donations, className: 'num', cell: (team) => formatCurrency(team.donations) },
  {
    key: 'participation',
    header: C.participation,
    className: 'num',
    cell: (team) => <Participation team={team} />,
  },
  { key: 'sales', header: C.sales, className: 'num', cell: (team) => formatCurrency(team.sales) },
  { key: 'orders', header: C.orders, className: 'num', cell: (team) => team.orderCount },
  { key: 'sellers', header: C.sellersWithOrders, className: 'num', cell: (team) => team.sellersWithOrders },
  {
    key: 'roster',
    header: C.roster,
    className: 'num',
    cell: (team) => (team._id === null ? REPORT_TEXTS.noTeamSales : team.rosterSize),
  },
  { key: 'leader', header: C.leader, cellClassName: 'team-name', cell: (team) => team.leaderName },
];

/** The dashboard's short form: rank, name, product sales, donations and participation. */
const TEAM_SUMMARY_KEYS = new Set(['rank', 'team', 'productSales', 'donations', 'participation']);

/** The campaign's team leaderboard, by product sales + donations; `compact` keeps the dashboard's five columns. */
export function TeamLeaderboardTable({
  label,
  teams,
  compact = false,
}: {
  label: string;
  teams: TTeamRanking[];
  compact?: boolean;
}) {
  return (
    <DataTable
      label={label}
      columns={compact ? TEAM_COLUMNS.filter((column) => TEAM_SUMMARY_KEYS.has(column.key)) : TEAM_COLUMNS}
      rows={teams}
      rowKey={(team) => team._id ?? 'no-team'}
    />
  );
}
