import type {
  TMailSubscription,
  TOutbox,
  TOutboxMessage,
  TOutboxMessageDetail,
  TStaffMailSettings,
} from '../../shared/api/mail.js';
import { MAIL_API_MESSAGES, MAIL_UPDATE_TEXTS } from '../../shared/texts/mail-updates.js';
import { groupFixture } from './admin-fixtures';
import { jsonResponse, mockFetch } from './helpers';

/** A confirmation kept in the outbox (no mail server). */
export const CONFIRMATION: TOutboxMessage = {
  _id: 'm1',
  kind: 'confirmation',
  to: 'parent@example.com',
  subject: 'Confirm updates about Ava’s sales',
  status: 'sent',
  delivery: 'outbox',
  attempts: 1,
  lastError: '',
  createdAt: '2026-11-25T09:00:00.000Z',
  sentAt: '2026-11-25T09:00:05.000Z',
  nextAttemptAt: null,
};

/** An order update the mail server refused once: queued again for a later attempt. */
export const RETRYING: TOutboxMessage = {
  _id: 'm2',
  kind: 'order-update',
  to: 'grandpa@example.net',
  subject: 'Ava’s fundraiser: 1 new order, $12.00',
  status: 'queued',
  delivery: null,
  attempts: 2,
  lastError: '451 4.3.0 Mailbox temporarily unavailable',
  createdAt: '2026-11-26T10:00:00.000Z',
  sentAt: null,
  nextAttemptAt: '2026-11-26T10:30:00.000Z',
};

/** A digest waiting for its first attempt. */
export const QUEUED: TOutboxMessage = {
  _id: 'm3',
  kind: 'daily-digest',
  to: 'casey@example.org',
  subject: 'Daily digest: Lincoln Band',
  status: 'queued',
  delivery: null,
  attempts: 0,
  lastError: '',
  createdAt: '2026-11-27T07:00:00.000Z',
  sentAt: null,
  nextAttemptAt: '2026-11-27T07:00:00.000Z',
};

/** A goal message that kept failing for a day. */
export const FAILED: TOutboxMessage = {
  _id: 'm4',
  kind: 'goal-reached',
  to: 'old@example.com',
  subject: 'Lincoln Band reached its goal!',
  status: 'failed',
  delivery: null,
  attempts: 12,
  lastError: '550 5.1.1 User unknown',
  createdAt: '2026-11-20T12:00:00.000Z',
  sentAt: null,
  nextAttemptAt: null,
};

export const CONFIRM_URL = 'http://localhost:3000/e/confirm/tok.en-1';

/** The confirmation as the detail screen receives it. */
export const CONFIRMATION_DETAIL: TOutboxMessageDetail = {
  ...CONFIRMATION,
  from: 'Fundraising Portal <no-reply@portal.example.org>',
  headers: [
    { name: 'Date', value: 'Wed, 25 Nov 2026 09:00:00 +0000' },
    { name: 'Message-ID', value: '<m1@portal.example.org>' },
    { name: 'Content-Type', value: 'multipart/alternative; boundary="b1"' },
  ],
  text: [
    MAIL_UPDATE_TEXTS.greeting,
    '',
    MAIL_UPDATE_TEXTS.confirmation.request('Ava', 'Spring Sale', 'Lincoln Band'),
    '',
    MAIL_UPDATE_TEXTS.confirmation.action,
    CONFIRM_URL,
    '',
    `${MAIL_UPDATE_TEXTS.confirmation.ignore} (See https://portal.example.org/help.)`,
    '<b>not html</b>',
  ].join('\n'),
  html: '<p>Hello,</p><script>alert(1)</script>',
};

export const SETTINGS: TStaffMailSettings = {
  dailyDigest: true,
  email: 'casey@example.org',
  digestHour: 7,
  timeZone: 'America/Chicago',
};

export const AVA_PARENT: TMailSubscription = {
  _id: 'ms1',
  seller: { _id: 's1', name: 'Ava Stone' },
  campaign: { _id: 'c1', name: 'Spring Sale' },
  email: 'parent@example.com',
  status: 'confirmed',
  locale: 'en',
  consentText: MAIL_UPDATE_TEXTS.consent('Ava'),
  consentedAt: '2026-11-25T09:00:00.000Z',
  confirmedAt: '2026-11-25T09:10:00.000Z',
  unsubscribedAt: null,
};

export const BEN_ABUELA: TMailSubscription = {
  _id: 'ms2',
  seller: { _id: 's2', name: 'Ben Ray' },
  campaign: { _id: 'c1', name: 'Spring Sale' },
  email: 'abuela@example.com',
  status: 'pending',
  locale: 'es',
  consentText: 'Soy madre, padre o tutor de Ben…',
  consentedAt: '2026-11-26T18:30:00.000Z',
  confirmedAt: null,
  unsubscribedAt: null,
};

interface MailApiOptions {
  outbox?: TOutbox;
  subscriptions?: TMailSubscription[];
  settings?: TStaffMailSettings;
  /** Answers the .eml download. */
  raw?: () => Response;
}

const error = (status: number, code: string, message: string) =>
  jsonResponse(status, { success: false, code, message });
const ok = (data: unknown) => jsonResponse(200, { success: true, data });

/**
 * A stand-in for the e-mail routes of group g1 and the outbox, keeping the subscriptions and the digest setting
 * between calls as the server would.
 */
export function mailApi({
  outbox = { delivery: 'outbox', messages: [RETRYING, CONFIRMATION] },
  subscriptions = [AVA_PARENT, BEN_ABUELA],
  settings = SETTINGS,
  raw = () =>
    new Response('From: x\r\n\r\nHello', {
      status: 200,
      headers: {
        'Content-Type': 'message/rfc822',
        'Content-Disposition': 'attachment; filename="confirm-ava.eml"',
      },
    }),
}: MailApiOptions = {}) {
  let list = [...subscriptions];
  let setting = { ...settings };
  return mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/groups/g1' && method === 'GET') return ok(groupFixture());
    if (url === '/api/admin/outbox' && method === 'GET') return ok(outbox);
    if (url === '/api/admin/outbox/m1' && method === 'GET') return ok(CONFIRMATION_DETAIL);
    if (url === '/api/admin/outbox/m1/raw' && method === 'GET') return raw();
    if (url.startsWith('/api/admin/outbox/') && method === 'GET') {
      return error(404, 'MAIL_MESSAGE_NOT_FOUND', MAIL_API_MESSAGES.messageNotFound);
    }
    if (url === '/api/staff/mail-settings' && method === 'GET') return ok(setting);
    if (url === '/api/staff/mail-settings' && method === 'PUT') {
      const { dailyDigest } = JSON.parse(String(init?.body)) as { dailyDigest: boolean };
      setting = { ...setting, dailyDigest };
      return ok(setting);
    }
    if (url === '/api/groups/g1/mail-subscriptions' && method === 'GET') return ok({ subscriptions: list });
    const one = /^\/api\/groups\/g1\/mail-subscriptions\/([^/]+)$/.exec(url);
    if (one && method === 'DELETE') {
      if (!list.some((row) => row._id === one[1])) {
        return error(404, 'MAIL_SUBSCRIPTION_NOT_FOUND', MAIL_API_MESSAGES.subscriptionNotFound);
      }
      list = list.filter((row) => row._id !== one[1]);
      return ok({ _id: one[1] });
    }
    return error(404, 'NOT_FOUND', 'Not found');
  });
}

/** The calls a mocked fetch received with this method at exactly this URL. */
export function mailCalls(fetchMock: ReturnType<typeof mailApi>, method: string, url: string) {
  return fetchMock.mock.calls.filter(
    ([called, init]) => called === url && (init?.method ?? 'GET') === method,
  );
}
