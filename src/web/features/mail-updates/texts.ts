import type {
  TMailMessageKind,
  TMailMessageStatus,
  TMailSubscriptionStatus,
} from '../../../shared/api/mail.js';
import type { Locale } from '../../../shared/i18n/locale.js';

/**
 * Every text of the staff's e-mail screens: the administrators' outbox and one message of it, the daily digest
 * setting and a group's subscriptions. Browser tests quote these, so keep them exact.
 */
export const MAIL_UPDATES_TEXTS = {
  /** The link to a group's subscriptions (navigation and the group's page). */
  nav: 'E-mail updates',

  outbox: {
    nav: 'Outbox',
    title: 'Outbox',
    messagesTitle: 'Messages',
    delivery: {
      smtp: 'Messages are sent through the configured mail server.',
      outbox: 'No mail server is configured (SMTP_URL): messages are kept here instead of being sent.',
    },
    /** Under the table when it holds as many messages as the outbox lists. */
    limit: (count: number) => `The ${count.toLocaleString('en-US')} most recent messages are listed.`,
    tableLabel: 'Messages in the outbox',
    columns: {
      created: 'Created',
      to: 'To',
      subject: 'Subject',
      kind: 'Kind',
      status: 'Status',
      lastError: 'Last error',
    },
    /** A subject the message was written without. */
    noSubject: '(no subject)',
    noError: '—',
    empty: 'No messages yet.',
    loadFailed: 'Failed to load the outbox',
  },

  kinds: {
    confirmation: 'Confirmation',
    'order-update': 'Order update',
    'goal-half': 'Halfway to the goal',
    'goal-reached': 'Goal reached',
    'campaign-ending': 'Campaign ending',
    'campaign-summary': 'Campaign summary',
    'daily-digest': 'Daily digest',
    'family-sign-in': 'Family sign-in link',
  } satisfies Record<TMailMessageKind, string>,

  statuses: {
    queued: 'Queued',
    sent: 'Sent',
    failed: 'Failed',
  } satisfies Record<TMailMessageStatus, string>,
  /** A queued message that failed at least once and waits for its next attempt. */
  retrying: 'Retrying',
  nextAttempt: (when: string) => `Next attempt ${when}`,
  sentAt: (when: string) => `Sent ${when}`,
  attempts: (count: number) => (count === 1 ? '1 attempt' : `${count.toLocaleString('en-US')} attempts`),

  message: {
    title: 'Message',
    from: 'From',
    to: 'To',
    subject: 'Subject',
    date: 'Date',
    status: 'Status',
    kind: 'Kind',
    lastError: 'Last error',
    headersTitle: 'Other headers',
    noHeaders: 'None.',
    bodyTitle: 'Message text',
    emptyBody: 'This message has no plain-text part.',
    download: 'Download .eml',
    downloading: 'Downloading...',
    downloadFailed: 'The message could not be downloaded',
    /** The file name when the server names none. */
    fileName: (messageId: string) => `message-${messageId}.eml`,
    back: 'Back to outbox',
    loadFailed: 'Failed to load the message',
    /** When the server's refusal came without its message. */
    notFound: 'That message is not in the outbox.',
  },

  digest: {
    title: 'Daily digest',
    label: 'Send me a daily digest by e-mail',
    help: (email: string, hour: number, timeZone: string) =>
      `Sent to ${email} every day at ${hour}:00 (${timeZone}): yesterday’s orders and sales, paper orders, money still to turn in and share-link activity.`,
    adminHelp: ' Administrators’ digests also list the repair queue and attribution warnings.',
    saving: 'Saving...',
    saved: 'Saved',
    saveFailed: 'The setting could not be saved',
    loadFailed: 'Failed to load your digest setting',
  },

  subscriptions: {
    heading: 'E-mail updates',
    title: (group: string) => `${group} — e-mail updates`,
    backToGroup: 'Back to group',
    groupLoadFailed: 'Failed to load the group',
    intro:
      'Parents and guardians ask for these updates on their child’s page and confirm them by e-mail. Removing one stops it at once.',
    tableLabel: 'E-mail update subscriptions',
    columns: {
      seller: 'Seller',
      campaign: 'Campaign',
      email: 'E-mail',
      status: 'Status',
      language: 'Language',
      consent: 'Consent given',
      actions: 'Actions',
    },
    statuses: {
      pending: 'Waiting for confirmation',
      confirmed: 'Confirmed',
      unsubscribed: 'Unsubscribed',
    } satisfies Record<TMailSubscriptionStatus, string>,
    confirmedAt: (when: string) => `Confirmed ${when}`,
    unsubscribedAt: (when: string) => `Unsubscribed ${when}`,
    languages: { en: 'English', es: 'Español' } satisfies Record<Locale, string>,
    consentText: 'Consent text',
    empty: 'No parent has asked for e-mail updates yet.',
    loadFailed: 'Failed to load the e-mail updates',
    remove: 'Remove',
    removeOf: (email: string, seller: string) => `Remove the updates to ${email} about ${seller}`,
    removeDialog: {
      title: 'Remove this subscription?',
      message: (email: string, seller: string) => `${email} will get no more updates about ${seller}.`,
      confirm: 'Remove',
      busy: 'Removing...',
      failed: 'The subscription could not be removed',
      removed: (email: string, seller: string) => `The updates to ${email} about ${seller} were removed.`,
    },
  },
} as const;
