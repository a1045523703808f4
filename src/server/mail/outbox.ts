import type { TOutbox, TOutboxMessage, TOutboxMessageDetail } from '../../shared/api/mail.js';
import { OUTBOX_LIMIT } from '../../shared/api/mail-paths.js';
import type { AppContext } from '../context.js';
import { fail } from '../errors.js';
import { isId } from '../lib/ids.js';
import { rawMessage } from './mail-transport.js';
import { findMessage, listOutboxMessages, type MessageRow } from './queries.js';

const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function presentMessage(row: MessageRow): TOutboxMessage {
  return {
    _id: row.id,
    kind: row.kind as TOutboxMessage['kind'],
    to: row.toAddress,
    subject: row.subject,
    status: row.status,
    delivery: row.delivery,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: new Date(row.createdAt).toISOString(),
    sentAt: isoOrNull(row.sentAt),
    nextAttemptAt: row.status === 'queued' ? new Date(row.nextAttemptAt).toISOString() : null,
  };
}

export async function outbox(ctx: AppContext): Promise<TOutbox> {
  const rows = await listOutboxMessages(ctx.db, OUTBOX_LIMIT);
  return { delivery: ctx.config.mail.smtpUrl ? 'smtp' : 'outbox', messages: rows.map(presentMessage) };
}

async function requireMessage(ctx: AppContext, messageId: string) {
  const row = isId(messageId) ? await findMessage(ctx.db, messageId) : undefined;
  if (!row) throw fail('MAIL_MESSAGE_NOT_FOUND');
  return row;
}

export async function outboxMessage(ctx: AppContext, messageId: string): Promise<TOutboxMessageDetail> {
  const row = await requireMessage(ctx, messageId);
  return {
    ...presentMessage(row),
    from: row.fromAddress,
    headers: row.headers.map(([name, value]) => ({ name, value })),
    text: row.textBody,
    html: row.htmlBody,
  };
}

/** The message as an .eml file, dated when it was sent (or queued, while it waits). */
export async function outboxMessageFile(ctx: AppContext, messageId: string) {
  const row = await requireMessage(ctx, messageId);
  const body = await rawMessage(row, new Date(row.sentAt ?? row.createdAt));
  return { fileName: `message-${row.id}.eml`, body };
}
