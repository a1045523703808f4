import type { AppContext } from '../context.js';
import type { AdvisoryLockResult } from '../db/database.js';
import { withJobLock } from '../db/job-lock.js';
import { startPeriodicJob } from '../lib/periodic-job.js';
import { composeDailyDigests } from './digests.js';
import { composeOrderUpdates, composeScheduledFamilyMessages } from './family-updates.js';
import { sendDueMail, type SendResult } from './mail-sender.js';
import { createMailTransport, type MailTransport } from './mail-transport.js';

/** The PostgreSQL advisory lock of the mail sender (reconciliation and the migrations take others). */
const MAIL_LOCK_KEY = 7_301_544_213;
const DEFAULT_INTERVAL_MS = 5_000;
/**
 * Milestones need the group's sales summed per campaign, and the calendar's messages change by the hour: the timer
 * asks for them once a minute, not at every pass.
 */
const SCHEDULED_EVERY_MS = 60_000;

export interface MailWorkResult extends SendResult {
  queued: number;
}

/** Runs `task` while no mail worker pass runs on this database, and none starts (any instance). */
export function withMailLock<T>(ctx: AppContext, task: () => Promise<T>): Promise<AdvisoryLockResult<T>> {
  return withJobLock(ctx.database, MAIL_LOCK_KEY, task);
}

/**
 * One pass of the mail worker, under the mail lock so that one instance at a time writes and sends: the grouped
 * order updates that are due are written and, when `scheduled` (the timer asks once a minute), the goal milestones,
 * reminders, summaries and staff digests too; then every due message is delivered. Not acquired: another instance
 * is doing it now.
 */
export function runMailWork(
  ctx: AppContext,
  transport: MailTransport,
  { scheduled = true }: { scheduled?: boolean } = {},
): Promise<AdvisoryLockResult<MailWorkResult>> {
  return withMailLock(ctx, async () => {
    const now = ctx.now();
    let queued = await composeOrderUpdates(ctx, now);
    if (scheduled) {
      queued += (await composeScheduledFamilyMessages(ctx, now)) + (await composeDailyDigests(ctx, now));
    }
    return { queued, ...(await sendDueMail(ctx, transport)) };
  });
}

interface MailJobLogger {
  info(obj: Record<string, unknown>, msg: string): void;
  warn(obj: Record<string, unknown>, msg: string): void;
  error(obj: Record<string, unknown>, msg: string): void;
}

/**
 * Runs the mail worker every few seconds on every instance; the lock lets one of them work at a time. Returns
 * `stop()`, which waits for a pass in progress and closes the mail server connections.
 */
export function startMailJob(
  ctx: AppContext,
  logger: MailJobLogger,
  options: { intervalMs?: number; transport?: MailTransport } = {},
): () => Promise<void> {
  const transport = options.transport ?? createMailTransport(ctx.config.mail.smtpUrl);
  let lastScheduled = Number.NEGATIVE_INFINITY;
  const stop = startPeriodicJob({
    intervalMs: options.intervalMs ?? DEFAULT_INTERVAL_MS,
    firstRunDelayMs: 1_000,
    run: async () => {
      const started = Date.now();
      const scheduled = started - lastScheduled >= SCHEDULED_EVERY_MS;
      const pass = await runMailWork(ctx, transport, { scheduled });
      if (!pass.acquired) return;
      if (scheduled) lastScheduled = started;
      const { sent, retrying, failed } = pass.value;
      const line = { event: 'mail', delivery: transport.kind, sent, retrying, failed };
      // A mail server that refuses or cannot be reached shows in the log, not only on the Outbox screen.
      if (retrying || failed) logger.warn(line, 'mail not delivered: retrying, or failed after a day');
      else if (sent) logger.info(line, 'mail delivered');
    },
    onFailure: (error) =>
      logger.error(
        { err: error instanceof Error ? { name: error.name, message: error.message } : String(error) },
        'the mail worker failed; it tries again at its next run',
      ),
  });
  return async () => {
    await stop();
    transport.close();
  };
}
