import { useMemo, useState } from 'react';
import type { TSellerBalance } from '../../../../shared/api/money.js';
import { TableWrap } from '../../../components/table-wrap';
import { formatCount, formatCurrency, formatDateTime } from '../../../lib/format';
import { MONEY_TEXTS } from '../texts';

const T = MONEY_TEXTS.sellers;

export type SellerColumn = keyof typeof T.columns;
type Direction = 'ascending' | 'descending';

interface Sort {
  column: SellerColumn;
  direction: Direction;
}

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true });

/** Each column's value to sort by; a seller who never turned anything in has no date and always comes last. */
const VALUES: Record<Exclude<SellerColumn, 'seller' | 'lastTurnIn'>, (seller: TSellerBalance) => number> = {
  paperOrders: (seller) => seller.paperOrders,
  owed: (seller) => seller.owed,
  received: (seller) => seller.received,
  balance: (seller) => seller.balance,
};

/** Names read best A to Z; amounts and dates are looked at largest or latest first. */
const FIRST_DIRECTION: Record<SellerColumn, Direction> = {
  seller: 'ascending',
  paperOrders: 'descending',
  owed: 'descending',
  received: 'descending',
  balance: 'descending',
  lastTurnIn: 'descending',
};

export function sortSellers(sellers: TSellerBalance[], { column, direction }: Sort): TSellerBalance[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...sellers].sort((a, b) => {
    let order: number;
    if (column === 'seller') {
      order = sign * byName(a.sellerName, b.sellerName);
    } else if (column === 'lastTurnIn') {
      if (a.lastTurnInAt === null || b.lastTurnInAt === null) {
        order = (a.lastTurnInAt === null ? 1 : 0) - (b.lastTurnInAt === null ? 1 : 0);
      } else {
        order = sign * (Date.parse(a.lastTurnInAt) - Date.parse(b.lastTurnInAt));
      }
    } else {
      order = sign * (VALUES[column](a) - VALUES[column](b));
    }
    // Equal values keep the sellers in name order, so the table never shuffles between clicks.
    return order || byName(a.sellerName, b.sellerName);
  });
}

const COLUMNS: { column: SellerColumn; numeric: boolean }[] = [
  { column: 'seller', numeric: false },
  { column: 'paperOrders', numeric: true },
  { column: 'owed', numeric: true },
  { column: 'received', numeric: true },
  { column: 'balance', numeric: true },
  { column: 'lastTurnIn', numeric: false },
];

/**
 * Every seller with paper orders or money received: owed, received, balance and last turn-in. A click on a
 * column's heading sorts by it; a second click turns the order round.
 */
export function SellerBalances({ sellers }: { sellers: TSellerBalance[] }) {
  const [sort, setSort] = useState<Sort>({ column: 'seller', direction: 'ascending' });
  const rows = useMemo(() => sortSellers(sellers, sort), [sellers, sort]);

  const sortBy = (column: SellerColumn) =>
    setSort((current) =>
      current.column === column
        ? { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : { column, direction: FIRST_DIRECTION[column] },
    );

  if (sellers.length === 0) return <p className="card empty-state">{T.empty}</p>;
  return (
    <TableWrap label={T.tableLabel}>
      <table className="table money-sellers">
        <thead>
          <tr>
            {COLUMNS.map(({ column, numeric }) => {
              const sorted = sort.column === column ? sort.direction : undefined;
              return (
                <th
                  key={column}
                  scope="col"
                  className={numeric ? 'num' : undefined}
                  aria-sort={sorted ?? 'none'}
                >
                  <button
                    type="button"
                    className="sort-button"
                    title={T.sortBy(T.columns[column])}
                    onClick={() => sortBy(column)}
                  >
                    {T.columns[column]}
                    <span className="sort-button__mark" aria-hidden="true">
                      {sorted === 'ascending' ? '▲' : sorted === 'descending' ? '▼' : '↕'}
                    </span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((seller) => (
            <tr key={`${seller.sellerId ?? ''}:${seller.sellerName}`}>
              <td className="table__strong money-sellers__name">{seller.sellerName}</td>
              <td className="num">{formatCount(seller.paperOrders)}</td>
              <td className="num">{formatCurrency(seller.owed)}</td>
              <td className="num">{formatCurrency(seller.received)}</td>
              <td
                className={`num money-balance${seller.balance > 0 ? ' money-balance--owing' : seller.balance < 0 ? ' money-balance--over' : ''}`}
              >
                {formatCurrency(seller.balance)}
              </td>
              <td className="money-sellers__date">
                {seller.lastTurnInAt ? formatDateTime(seller.lastTurnInAt) : MONEY_TEXTS.never}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
