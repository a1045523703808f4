import { Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import type { TOrderFilters } from '../../shared/api/orders.js';
import type { AppContext } from '../context.js';
import { queryRows, type DbOrTx } from '../db/database.js';
import { orderConditions, type OrderScope } from './queries.js';

const EXPORT_CHUNK_ROWS = 5_000;
const CSV_BOM = '\uFEFF';

/**
 * A text cell of a CSV line built by the database: quoted, and neutralised when a spreadsheet would run it
 * (a leading =, +, -, @, tab or carriage return gets a leading apostrophe).
 */
function textCell(expression: SQL): SQL {
  return sql`'"' || replace(case when left(${expression}, 1) in ('=', '+', '-', '@', chr(9), chr(13)) then '''' || ${expression} else ${expression} end, '"', '""') || '"'`;
}

/** Dollars with two decimals from non-negative cents; needs neither quoting nor neutralising. */
const moneyCell = (cents: SQL) => sql`(${cents} / 100)::text || '.' || lpad((${cents} % 100)::text, 2, '0')`;

interface ExportColumn<Header extends string> {
  header: Header;
  /** The cell as the database writes it; dates are shown in the portal's time zone. */
  cell: (timeZone: string) => SQL;
}

const column = <const Header extends string>(header: Header, cell: (timeZone: string) => SQL) =>
  ({ header, cell }) satisfies ExportColumn<Header>;
const textColumn = <const Header extends string>(header: Header, expression: SQL) =>
  column(header, () => textCell(expression));
const moneyColumn = <const Header extends string>(header: Header, cents: SQL) =>
  column(header, () => moneyCell(cents));

/** The CSV export's columns in order: the header line and every row's SQL are built from this one list. */
const ORDER_EXPORT = [
  textColumn('Order Number', sql`o.shopify_order_number`),
  column(
    'Date',
    (timeZone) => sql`to_char(o.store_created_at at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI')`,
  ),
  textColumn('Group Code', sql`o.group_code`),
  textColumn('Campaign', sql`o.campaign_name`),
  textColumn('Seller', sql`o.student_name`),
  textColumn('Customer First Name', sql`o.customer_first_name`),
  textColumn('Customer Last Name', sql`o.customer_last_name`),
  textColumn('Customer Email', sql`o.customer_email`),
  column('Status', () => sql`o.status`),
  textColumn('Items', sql`coalesce(line_items.summary, '')`),
  moneyColumn('Product Total', sql`o.total_product_cents`),
  moneyColumn('Shipping', sql`o.shipping_cents`),
  moneyColumn('Total', sql`o.total_cents`),
  textColumn('Shipping Method', sql`o.shipping_method`),
  textColumn('Address 1', sql`o.shipping_address1`),
  textColumn('Address 2', sql`o.shipping_address2`),
  textColumn('City', sql`o.shipping_city`),
  textColumn('Province', sql`o.shipping_province`),
  textColumn('Zip', sql`o.shipping_zip`),
  textColumn('Country', sql`o.shipping_country`),
];

/** The export's header names, in order. */
export const ORDER_EXPORT_COLUMNS = ORDER_EXPORT.map((exportColumn) => exportColumn.header);

/**
 * One chunk of the CSV export, newest first, after the keyset position of the previous chunk. The database
 * writes each line, so the server only streams text and memory stays flat at any size.
 */
function exportChunk(
  db: DbOrTx,
  where: SQL,
  line: SQL,
  after: { createdAt: string; id: string } | undefined,
  size: number,
) {
  // The position is the timestamp's own text, so microseconds survive the round trip.
  const position = after
    ? sql`and (o.store_created_at, o.id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
    : sql``;
  return queryRows<{ line: string; id: string; createdAt: string }>(
    db,
    sql`select ${line} as line, o.id, o.store_created_at::text as "createdAt"
        from orders o
        left join lateral (
          select string_agg(i.quantity || ' x ' || i.product_name, '; ' order by i.position) as summary
          from order_items i where i.order_id = o.id
        ) line_items on true
        where ${where} ${position}
        order by o.store_created_at desc, o.id desc limit ${size}`,
  );
}

/** `orders_<GROUPCODE or all>_<YYYY-MM-DD>.csv`, the date being today in the portal's time zone. */
export function exportFileName(ctx: AppContext, groupCode: string | undefined): string {
  const label = groupCode ? groupCode.replace(/[^A-Za-z0-9]/g, '').toUpperCase() || 'all' : 'all';
  return `orders_${label}_${ctx.today()}.csv`;
}

/** The CSV export as a stream: header, then chunks the database writes, read one after the other. */
export function exportOrders(ctx: AppContext, scope: OrderScope, filters: TOrderFilters) {
  const timeZone = ctx.config.portalTimezone;
  const where = orderConditions({ scope, filters, timeZone });
  const line = sql.join(
    ORDER_EXPORT.map((column) => column.cell(timeZone)),
    sql` || ',' || `,
  );
  async function* lines() {
    yield `${CSV_BOM}${ORDER_EXPORT_COLUMNS.map((name) => `"${name}"`).join(',')}\r\n`;
    let after: { createdAt: string; id: string } | undefined;
    for (;;) {
      const chunk = await exportChunk(ctx.db, where, line, after, EXPORT_CHUNK_ROWS);
      if (chunk.length === 0) return;
      yield chunk.map((row) => row.line).join('\r\n') + '\r\n';
      const last = chunk[chunk.length - 1]!;
      after = { createdAt: last.createdAt, id: last.id };
      if (chunk.length < EXPORT_CHUNK_ROWS) return;
    }
  }
  return Readable.from(lines());
}
