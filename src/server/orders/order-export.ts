import { Readable, type Transform } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import type { TOrderFilters } from '../../shared/api/orders.js';
import type { AppContext } from '../context.js';
import { queryRows, type DbOrTx } from '../db/database.js';
import { withDatabasePriority } from '../db/database-priority.js';
import { CsvRowEnds } from '../lib/csv-row-ends.js';
import { GiveWayToPeople } from '../lib/people-waiting.js';
import { orderConditions, type OrderScope } from './queries.js';

/** Small enough that a chunk holds the embedded database for about 10 ms, which is what a person may wait behind it. */
const EXPORT_CHUNK_ROWS = 500;
const CSV_BOM = '\uFEFF';

/**
 * A text value as the export writes it: neutralised when a spreadsheet would run it (a leading =, +, -, @, tab
 * or carriage return gets a leading apostrophe). Text cells are always quoted.
 */
function neutralised(expression: SQL): SQL {
  return sql`case when left(${expression}, 1) in ('=', '+', '-', '@', chr(9), chr(13)) then '''' || ${expression} else ${expression} end`;
}

/** Dollars with two decimals from non-negative cents; needs neither quoting nor neutralising. */
const moneyCell = (cents: SQL) => sql`(${cents} / 100)::text || '.' || lpad((${cents} % 100)::text, 2, '0')`;

interface ExportColumn<Header extends string> {
  header: Header;
  /** The cell's value as the database computes it; dates are shown in the portal's time zone. */
  value: (timeZone: string) => SQL;
  /** Text cells are quoted (their quotes doubled); dates, statuses and amounts never need it. */
  quoted: boolean;
}

const column = <const Header extends string>(header: Header, value: (timeZone: string) => SQL) =>
  ({ header, value, quoted: false }) satisfies ExportColumn<Header>;
const textColumn = <const Header extends string>(header: Header, expression: SQL) =>
  ({ header, value: () => neutralised(expression), quoted: true }) satisfies ExportColumn<Header>;
const moneyColumn = <const Header extends string>(header: Header, cents: SQL) =>
  column(header, () => moneyCell(cents));

/** The CSV export's columns in order: the header line and every row's SQL are built from this one list. */
const ORDER_EXPORT: ExportColumn<string>[] = [
  textColumn('Order Number', sql`o.shopify_order_number`),
  column(
    'Date',
    (timeZone) => sql`to_char(o.store_created_at at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI')`,
  ),
  textColumn('Group Code', sql`o.group_code`),
  textColumn('Campaign', sql`o.campaign_name`),
  textColumn('Seller', sql`o.seller_name`),
  textColumn('Customer First Name', sql`o.buyer_first_name`),
  textColumn('Customer Last Name', sql`o.buyer_last_name`),
  textColumn('Customer Email', sql`o.buyer_email`),
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
  column('Source', () => sql`o.source`),
  textColumn(
    'Team',
    sql`case when o.team_id is null then '' else (select t.name from teams t where t.id = o.team_id) end`,
  ),
  // Part of Total, never of Product Total.
  moneyColumn('Donation', sql`o.donation_cents`),
];

/** The export's header names, in order. */
export const ORDER_EXPORT_COLUMNS = ORDER_EXPORT.map((exportColumn) => exportColumn.header);

const HEADER_LINE = `${CSV_BOM}${ORDER_EXPORT_COLUMNS.map((name) => `"${name}"`).join(',')}\r\n`;

const EXPORT_FROM = sql`from orders o
  left join lateral (
    select string_agg(i.quantity || ' x ' || i.product_name, '; ' order by i.position) as summary
    from order_items i where i.order_id = o.id
  ) line_items on true`;

/** `orders_<GROUPCODE or all>_<YYYY-MM-DD>.csv`, the date being today in the portal's time zone. */
export function exportFileName(ctx: AppContext, groupCode: string | undefined): string {
  const label = groupCode ? groupCode.replace(/[^A-Za-z0-9]/g, '').toUpperCase() || 'all' : 'all';
  return `orders_${label}_${ctx.today()}.csv`;
}

/**
 * One chunk of the chunked export, newest first, after the keyset position of the previous chunk. The database
 * writes each whole line, so the server only passes text on.
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
        ${EXPORT_FROM}
        where ${where} ${position}
        order by o.store_created_at desc, o.id desc limit ${size}`,
  );
}

/** A whole CSV line of an order (without its row end), as the database builds it for the chunked export. */
function exportLine(timeZone: string): SQL {
  return sql.join(
    ORDER_EXPORT.map((exportColumn) => {
      const value = exportColumn.value(timeZone);
      return exportColumn.quoted ? sql`'"' || replace(${value}, '"', '""') || '"'` : value;
    }),
    sql` || ',' || `,
  );
}

/** Every line of the chunked export in one query: what the chunks add up to (the bench's reference). */
export function exportLinesQuery(where: SQL, timeZone: string): SQL {
  return sql`select ${exportLine(timeZone)} as line ${EXPORT_FROM} where ${where}
             order by o.store_created_at desc, o.id desc`;
}

/** The export where the database cannot COPY to the client (the embedded one): lines in keyset chunks. */
function chunkedExport(db: DbOrTx, where: SQL, timeZone: string): Readable {
  const line = exportLine(timeZone);
  async function* lines() {
    yield HEADER_LINE;
    let after: { createdAt: string; id: string } | undefined;
    for (;;) {
      const chunk = await withDatabasePriority('bulk', () =>
        exportChunk(db, where, line, after, EXPORT_CHUNK_ROWS),
      );
      if (chunk.length === 0) return;
      yield chunk.map((row) => row.line).join('\r\n') + '\r\n';
      const last = chunk[chunk.length - 1]!;
      after = { createdAt: last.createdAt, id: last.id };
      if (chunk.length < EXPORT_CHUNK_ROWS) return;
    }
  }
  return Readable.from(lines());
}

/**
 * The export's rows for PostgreSQL's COPY: one column per cell, text cells force-quoted, so that COPY writes the
 * chunked export's bytes but for LF row ends.
 */
export function exportCopyQuery(where: SQL, timeZone: string): { query: SQL; options: string } {
  const cells = sql.join(
    ORDER_EXPORT.map((exportColumn, at) => sql`${exportColumn.value(timeZone)} as ${sql.raw(`c${at}`)}`),
    sql`, `,
  );
  const forceQuote = ORDER_EXPORT.flatMap((exportColumn, at) => (exportColumn.quoted ? [`c${at}`] : []));
  return {
    query: sql`select ${cells} ${EXPORT_FROM} where ${where} order by o.store_created_at desc, o.id desc`,
    options: `format csv, force_quote (${forceQuote.join(', ')})`,
  };
}

/** `source` piped into `next`, an error of either ending both, and `next`'s close (a download cut short) `source`. */
function streamThrough<T extends Transform>(source: Readable, next: T): T {
  source.on('error', (error) => next.destroy(error));
  next.on('close', () => source.destroy());
  return source.pipe(next);
}

/**
 * The CSV export as a stream: the header line, then every matching order, newest first. On PostgreSQL the
 * database writes the CSV with COPY and the server passes its bytes on (with CRLF row ends); on the embedded
 * database the rows come in keyset chunks. Memory stays flat at any size either way.
 */
export function exportOrders(ctx: AppContext, scope: OrderScope, filters: TOrderFilters): Readable {
  const timeZone = ctx.config.portalTimezone;
  const where = orderConditions({ scope, filters, timeZone });
  const giveWay = new GiveWayToPeople(ctx.people);
  if (!ctx.database.copyOut) return streamThrough(chunkedExport(ctx.db, where, timeZone), giveWay);
  const { query, options } = exportCopyQuery(where, timeZone);
  const rows = ctx.database.copyOut(query, options);
  const output = new CsvRowEnds();
  output.push(HEADER_LINE);
  return streamThrough(streamThrough(rows, giveWay), output);
}
