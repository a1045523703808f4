import type { AppContext } from '../context.js';
import type { DbOrTx } from '../db/database.js';
import { calendarDateIn } from '../lib/calendar.js';
import { startPeriodicJob } from '../lib/periodic-job.js';
import {
  eraseCampaignlessOrders,
  eraseEndedCampaignOrders,
  eraseMailPastRetention,
  erasePrivacyRequestsPastRetention,
  eraseSellerEmails,
} from './retention-queries.js';

const DEFAULT_BATCH_SIZE = 500;
const HOUR_MS = 60 * 60_000;
/** The first run waits a little, so that it does not compete with the start-up of the server. */
const FIRST_RUN_DELAY_MS = 60_000;

/**
 * The last date past retention on `now`'s day (for a campaign's end, an order's date, a seller's last sign-in):
 * `retentionDays` + 1 days before.
 */
export function retentionCutoffDate(now: Date, timeZone: string, retentionDays: number): string {
  const [year, month, day] = calendarDateIn(timeZone, now).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day - retentionDays - 1)).toISOString().slice(0, 10);
}

/** Runs one kind of batch until a batch comes back short. */
async function untilDone(eraseBatch: () => Promise<number>, batchSize: number): Promise<number> {
  let erased = 0;
  for (;;) {
    const count = await eraseBatch();
    erased += count;
    if (count < batchSize) return erased;
  }
}

export interface RetentionOptions {
  retentionDays: number;
  now: Date;
  timeZone: string;
  batchSize?: number;
}

/** What one run erased: orders (e-mails, addresses, note) and sellers (e-mail). */
export interface RetentionResult {
  orders: number;
  sellers: number;
  /** Parents' e-mail subscriptions (with their consents and messages). */
  mailSubscriptions: number;
  /** The store's privacy requests completed that long before. */
  privacyRequests: number;
}

/**
 * Erases, batch after batch until none is left, what is past retention on `now`'s day (in the portal's time
 * zone): the buyers' e-mails and addresses, the seller's e-mail and the note of every order whose campaign ended
 * more than `retentionDays` days before, or, credited to no campaign, that was placed that long before; and the
 * e-mail of every seller whose group has no campaign ending later and who has not signed in since; the parents'
 * e-mail subscriptions of those campaigns (addresses, consents, messages) and older staff digests; and the store's
 * privacy requests an administrator completed that long before (an open one waits for its answer). Idempotent:
 * erased rows are not read again (see `retention-queries.ts`); an order that arrives or is re-sent later is
 * erased at the next run.
 */
export async function erasePersonalDataPastRetention(
  db: DbOrTx,
  options: RetentionOptions,
): Promise<RetentionResult> {
  const { timeZone } = options;
  const cutoff = retentionCutoffDate(options.now, timeZone, options.retentionDays);
  const size = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const orders =
    (await untilDone(() => eraseEndedCampaignOrders(db, cutoff, size), size)) +
    (await untilDone(() => eraseCampaignlessOrders(db, cutoff, timeZone, size), size));
  const sellers = await untilDone(() => eraseSellerEmails(db, cutoff, timeZone, size), size);
  const mailSubscriptions = await eraseMailPastRetention(db, cutoff, timeZone);
  const privacyRequests = await erasePrivacyRequestsPastRetention(db, cutoff, timeZone);
  return { orders, sellers, mailSubscriptions, privacyRequests };
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

  return startPeriodicJob({
    intervalMs: options.intervalMs ?? HOUR_MS,
    firstRunDelayMs: options.firstRunDelayMs ?? FIRST_RUN_DELAY_MS,
    run: async () => {
      const erased = await erasePersonalDataPastRetention(ctx.db, {
        retentionDays,
        now: ctx.now(),
        timeZone: ctx.config.portalTimezone,
        ...(options.batchSize ? { batchSize: options.batchSize } : {}),
      });
      if (Object.values(erased).some((count) => count > 0))
        logger.info({ event: 'retention-erased', ...erased }, 'personal data erased');
    },
    onFailure: (error) =>
      logger.warn(
        { event: 'retention-failed', err: (error as Error).message },
        'personal data retention failed',
      ),
  });
}
