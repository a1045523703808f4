import type { AppContext } from '../context.js';
import type { MailTransport } from './mail-transport.js';
import {
  dueMessages,
  keepDueMessagesInOutbox,
  markMessageFailed,
  markMessageRetry,
  markMessageSent,
  type FullMessageRow,
} from './queries.js';

const MINUTE_MS = 60_000;
/** A message still failing a day after it was queued is given up and shown as failed. */
export const GIVE_UP_AFTER_MS = 24 * 60 * MINUTE_MS;
const BATCH = 100;
/** Messages in flight at once: as many as the transport keeps connections. */
const CONCURRENCY = 5;

/** The wait before the next try: a minute after the first failure, doubling, at most an hour. */
export function retryDelayMs(failures: number): number {
  return Math.min(60 * MINUTE_MS, MINUTE_MS * 2 ** Math.max(0, failures - 1));
}

/** What a mail server said, short enough to show: its response line when it gave one. */
function errorText(error: unknown): string {
  const { response, message } = (error ?? {}) as { response?: unknown; message?: unknown };
  const text = typeof response === 'string' && response ? response : String(message ?? error);
  return text.slice(0, 500);
}

export interface SendResult {
  sent: number;
  retrying: number;
  failed: number;
}

async function sendOne(
  ctx: AppContext,
  transport: Extract<MailTransport, { kind: 'smtp' }>,
  message: FullMessageRow,
  result: SendResult,
) {
  const now = ctx.now();
  try {
    await transport.send(message, now);
  } catch (error) {
    const failures = message.attempts + 1;
    if (now.getTime() - new Date(message.createdAt).getTime() >= GIVE_UP_AFTER_MS) {
      await markMessageFailed(ctx.db, message.id, now, errorText(error));
      result.failed += 1;
    } else {
      await markMessageRetry(
        ctx.db,
        message.id,
        new Date(now.getTime() + retryDelayMs(failures)),
        errorText(error),
      );
      result.retrying += 1;
    }
    return;
  }
  // Marked right after the server took it: only a crash between the two can repeat a message, with the same
  // Message-ID, which receiving systems treat as the same message.
  await markMessageSent(ctx.db, message.id, 'smtp', now);
  result.sent += 1;
}

/**
 * Delivers every due message: to the outbox at once when no mail server is configured, else through it, a few at a
 * time, each marked sent as soon as the server accepted it. A refusal or a lost connection waits longer before each
 * new try; after a day the message is failed. Must run under the mail lock (one sender across instances).
 */
export async function sendDueMail(ctx: AppContext, transport: MailTransport): Promise<SendResult> {
  const result: SendResult = { sent: 0, retrying: 0, failed: 0 };
  if (transport.kind === 'outbox') {
    result.sent = await keepDueMessagesInOutbox(ctx.db, ctx.now());
    return result;
  }
  for (;;) {
    const due = await dueMessages(ctx.db, ctx.now(), BATCH);
    let next = 0;
    const worker = async () => {
      while (next < due.length) await sendOne(ctx, transport, due[next++]!, result);
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, due.length) }, worker));
    if (due.length < BATCH) return result;
  }
}
