import { randomUUID } from 'node:crypto';
import type { Locale } from '../../shared/i18n/locale.js';
import type { TMailMessageKind } from '../../shared/api/mail.js';
import { html } from '../server-pages/html.js';

/** A paragraph of a message; with `url`, the paragraph introduces a link written out in full below it. */
export interface MailBlock {
  text: string;
  url?: string;
}

/** What a message says, before it is written as plain text and HTML. */
export interface MailContent {
  subject: string;
  blocks: MailBlock[];
  /** Why the reader gets it and how to stop it: set apart below a rule. */
  footer: MailBlock[];
}

/** The plain-text and HTML bodies of a message: the same paragraphs, links written out in full in both. */
export function renderMailBodies(content: MailContent, locale: Locale): { text: string; html: string } {
  const textBlock = (block: MailBlock) => (block.url ? `${block.text}\n${block.url}` : block.text);
  const main = content.blocks.map(textBlock).join('\n\n');
  const text = content.footer.length
    ? `${main}\n\n-- \n${content.footer.map(textBlock).join('\n')}\n`
    : `${main}\n`;
  const htmlBlock = (block: MailBlock, style: string) =>
    block.url
      ? html`<p style="${style}">
          ${block.text}<br /><a href="${block.url}" style="color:#1d6b45">${block.url}</a>
        </p>`
      : html`<p style="${style}">${block.text}</p>`;
  const body = html`<!doctype html>
    <html lang="${locale}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${content.subject}</title>
      </head>
      <body
        style="margin:0;padding:16px;background:#ffffff;color:#1e2823;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5"
      >
        <div style="max-width:600px;margin:0 auto">
          ${content.blocks.map((block) => htmlBlock(block, 'margin:0 0 14px;white-space:pre-line'))}
          ${
            content.footer.length
              ? html`<hr style="border:0;border-top:1px solid #d8ded9;margin:24px 0 12px" />
                  ${content.footer.map((block) => htmlBlock(block, 'margin:0 0 8px;color:#5b6660;font-size:13px'))}`
              : ''
          }
        </div>
      </body>
    </html> `;
  return { text, html: body.text };
}

/** A message ready to queue: the idempotency key names the event it tells of, so it is never written twice. */
export interface QueuedMail {
  id: string;
  idempotencyKey: string;
  kind: TMailMessageKind;
  subscriptionId: string | null;
  staff: { kind: 'admin' | 'coordinator'; id: string } | null;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  headers: [string, string][];
}

interface MailToQueue {
  idempotencyKey: string;
  kind: TMailMessageKind;
  subscriptionId?: string;
  staff?: QueuedMail['staff'];
  to: string;
  locale: Locale;
  content: MailContent;
  /** The one-click unsubscribe address (RFC 8058): headers for mail clients, and the footer's link. */
  unsubscribeUrl: string | undefined;
}

/**
 * A message as it will be sent. Its Message-ID is made here from its own id, so the outbox shows it as sent and
 * a repeated delivery after a crash carries the same id (mail systems drop such duplicates).
 */
export function queuedMail(mail: MailToQueue, from: string, publicHost: string): QueuedMail {
  const id = randomUUID();
  const bodies = renderMailBodies(mail.content, mail.locale);
  const headers: [string, string][] = [['Message-ID', `<${id}@${publicHost}>`]];
  if (mail.unsubscribeUrl) {
    headers.push(['List-Unsubscribe', `<${mail.unsubscribeUrl}>`]);
    headers.push(['List-Unsubscribe-Post', 'List-Unsubscribe=One-Click']);
  }
  headers.push(['Content-Language', mail.locale]);
  return {
    id,
    idempotencyKey: mail.idempotencyKey,
    kind: mail.kind,
    subscriptionId: mail.subscriptionId ?? null,
    staff: mail.staff ?? null,
    to: mail.to,
    from,
    subject: mail.content.subject,
    text: bodies.text,
    html: bodies.html,
    headers,
  };
}
