import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type Mail from 'nodemailer/lib/mailer';
import type { FullMessageRow } from './queries.js';

/** Where due messages go: a real mail server (SMTP_URL), or nowhere further than the portal's outbox. */
export type MailTransport =
  | { kind: 'outbox'; close(): void }
  | { kind: 'smtp'; send(message: FullMessageRow, date: Date): Promise<void>; close(): void };

/** Connections kept open to the mail server: messages go out several at a time. */
export const SMTP_CONNECTIONS = 5;

/** The message as nodemailer writes it: the stored headers, bodies and Message-ID, dated when it is sent. */
export function mailOptions(message: FullMessageRow, date: Date): Mail.Options {
  const headers = message.headers.filter(([name]) => name.toLowerCase() !== 'message-id');
  const messageId = message.headers.find(([name]) => name.toLowerCase() === 'message-id')?.[1];
  return {
    from: message.fromAddress,
    to: message.toAddress,
    subject: message.subject,
    text: message.textBody,
    html: message.htmlBody,
    headers: headers.map(([key, value]) => ({ key, value })),
    ...(messageId ? { messageId } : {}),
    date,
  };
}

/** The message as an .eml file: the bytes a mail server receives for it. */
export async function rawMessage(message: FullMessageRow, date: Date): Promise<Buffer> {
  return new MailComposer(mailOptions(message, date)).compile().build();
}

export function createMailTransport(smtpUrl: string | undefined): MailTransport {
  if (!smtpUrl) return { kind: 'outbox', close: () => {} };
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: SMTP_CONNECTIONS,
    // A mail server that does not answer must not hold the sender (and its lock) for long.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    kind: 'smtp',
    async send(message, date) {
      await transporter.sendMail(mailOptions(message, date));
    },
    close: () => transporter.close(),
  };
}
