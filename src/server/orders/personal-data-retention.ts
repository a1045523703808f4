import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { queryRows, type DbOrTx } from '../db/database.js';
import { ORDER_HOLDS_PERSONAL_DATA_SQL } from '../db/schema.js';
import { calendarDateIn } from '../lib/calendar.js';

const DEFAULT_BATCH_SIZE = 500;
const HOUR_MS = 60 * 60_000;
/** The first run waits a little, so that it does not compete with the start-up of the server. */
const FIRST_RUN_DELAY_MS = 60_000;

const holdsPersonalData = sql.raw(ORDER_HOLDS_PERSONAL_DATA_SQL.replace(/\b(\w+) <> ''/g, "o.$1 <> ''"));

/** The last campaign end date whose orders are past retention on `now`'s day: `retentionDays` + 1 days before. */
export function retentionCutoffDate(now: Date, timeZone: string, retentionDays: number): string {
  const [year, month, day] = calendarDateIn(timeZone, now).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day - retentionDays - 1)).toISOString().slice(0, 10);
}

/**
 * Erases one batch: the buyer's e-mail and address and the seller's e-mail on orders of campaigns that ended on
 * or before `cutoff`. Names, amounts, statuses and dates stay, so no count, total or report moves (the order
 * triggers ignore these columns). Rows another transaction holds are left for the next batch.
 */
async function eraseBatch(db: DbOrTx, cutoff: string, batchSize: number): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`with batch as (
          select o.id from orders o
          join campaigns c on c.id = o.campaign_id
          where c.end_date <= ${cutoff}::date and (${holdsPersonalData})
          limit ${batchSize}
          for update of o skip locked
        )
        update orders o set
          customer_email = '', student_email = '', shipping_address1 = '', shipping_address2 = '',
          shipping_city = '', shipping_province = '', shipping_zip = '', updated_at = now()
        from batch where o.id = batch.id
        returning o.id`,
  );
  return rows.length;
}

export interface RetentionOptions {
  retentionDays: number;
  now: Date;
  timeZone: string;
  batchSize?: number;
}

/**
 * Erases the personal data of every order whose campaign ended more than `retentionDays` days before `now` (in
 * the portal's time zone), batch after batch until none is left. Idempotent: erased orders are not read again
 * (see `orders_personal_data_campaign_idx`); an order that arrives or is re-sent later is erased at the next
 * run. Returns how many orders were erased.
 */
export async function erasePersonalDataPastRetention(db: DbOrTx, options: RetentionOptions): Promise<number> {
  const cutoff = retentionCutoffDate(options.now, options.timeZone, options.retentionDays);
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  let erased = 0;
  for (;;) {
    const count = await eraseBatch(db, cutoff, batchSize);
    erased += count;
    if (count < batchSize) return erased;
  }
}

interface RetentionJobLogger {
  info(obj: Record<string, unknown>, msg: string): void;
  warn(obj: Record<string, unknown>, msg: string): void;
}

interface RetentionJobOptions {
  intervalMs?: number;
  firstRunDelayMs?: number;
  batchSize?: number;
}

/**
 * Runs `erasePersonalDataPastRetention` every hour while `RETENTION_DAYS` is set (nothing otherwise); never two
 * runs at once, a failure logged and tried again at the next tick. Safe on several instances at once: each
 * batch skips the rows another one holds. Returns `stop()`, which ends the timer and waits for a run.
 */
export function startPersonalDataRetention(
  ctx: AppContext,
  logger: RetentionJobLogger,
  options: RetentionJobOptions = {},
): () => Promise<void> {
  const retentionDays = ctx.config.retentionDays;
  if (retentionDays === undefined) return async () => {};

  let running: Promise<unknown> | undefined;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = erasePersonalDataPastRetention(ctx.db, {
      retentionDays,
      now: ctx.now(),
      timeZone: ctx.config.portalTimezone,
      ...(options.batchSize ? { batchSize: options.batchSize } : {}),
    })
      .then((erased) => {
        if (erased > 0) logger.info({ event: 'retention-erased', orders: erased }, 'personal data erased');
      })
      .catch((error: Error) => {
        if (stopped) return;
        logger.warn({ event: 'retention-failed', err: error.message }, 'personal data retention failed');
      })
      .finally(() => (running = undefined));
  };

  const timer = setInterval(tick, options.intervalMs ?? HOUR_MS);
  timer.unref();
  const first = setTimeout(tick, options.firstRunDelayMs ?? FIRST_RUN_DELAY_MS);
  first.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    clearTimeout(first);
    await running;
  };
}
