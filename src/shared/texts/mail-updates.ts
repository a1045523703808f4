/**
 * What families read about e-mail updates: the subscription form on the seller's page, the consent the server
 * keeps word for word, the messages themselves and the confirm and unsubscribe pages. First names only: never a
 * buyer, never the group code. Tests quote these, so keep them exact.
 */
const orders = (count: number) => (count === 1 ? '1 order' : `${count} orders`);

export const MAIL_UPDATE_TEXTS = {
  /** The consent checkbox's words: the server stores them as shown, with the seller's first name. */
  consent: (firstName: string) =>
    `I am ${firstName}’s parent or guardian, and I want e-mail updates about ${firstName}’s sales in this fundraiser. I can stop them at any time with one click.`,
  /** Kept as the consent of a parent's updates about a child added on the family page (on by default there). */
  familyConsent: (firstName: string) =>
    `E-mail updates about ${firstName}’s sales in this fundraiser, to the address I verified by signing in to the family page: on for each child I add, until I turn them off there or stop them with one click.`,
  form: {
    title: (firstName: string) => `Send me updates about ${firstName}’s sales`,
    intro:
      'A parent or guardian can get an e-mail when orders come in (at most one an hour), when the group reaches half and all of its goal, three days before the end, and a summary after it.',
    emailLabel: 'Parent or guardian e-mail',
    submit: 'Send me updates',
    busy: 'Sending...',
    consentRequired: 'Please tick the box to agree first.',
    sent: (email: string) =>
      `Check ${email}: we sent a link to confirm. Nothing else is sent until it is followed.`,
    already: (email: string) => `${email} already gets these updates.`,
  },
  greeting: 'Hello,',
  signature: (groupName: string) => `Thank you from ${groupName}`,
  footer: {
    why: (firstName: string, campaign: string) =>
      `You get this e-mail because you asked for updates about ${firstName}’s sales in ${campaign}.`,
    whyFamily: (firstName: string, campaign: string) =>
      `You get this e-mail because updates about ${firstName}’s sales in ${campaign} are on for you on your family page, where you can turn them off.`,
    stop: 'Stop these e-mails:',
  },
  sellerTotal: (firstName: string, count: number, amount: string) =>
    `${firstName} has ${orders(count)} so far, ${amount} in all.`,
  groupGoal: (raised: string, goal: string, percent: number) =>
    `The group has raised ${raised} of its ${goal} goal (${percent}%).`,
  groupRaised: (raised: string) => `The group has raised ${raised}.`,
  shareLink: (firstName: string) => `${firstName}’s page, to share with family and friends:`,
  confirmation: {
    subject: (firstName: string) => `Confirm updates about ${firstName}’s sales`,
    request: (firstName: string, campaign: string, groupName: string) =>
      `Someone asked for e-mail updates about ${firstName}’s sales in ${campaign} (${groupName}) to be sent to this address.`,
    action: 'To confirm, open this link:',
    ignore: 'If it was not you, ignore this e-mail: nothing more will be sent.',
  },
  orderUpdate: {
    newOrders: (count: number, amount: string) =>
      count === 1 ? `1 new order, ${amount}` : `${count} new orders, ${amount}`,
    subject: (firstName: string, newOrders: string) => `${firstName}’s fundraiser: ${newOrders}`,
    lead: (firstName: string, newOrders: string) => `Good news for ${firstName}: ${newOrders}.`,
  },
  goalHalf: {
    subject: (groupName: string) => `${groupName} is halfway to its goal`,
    lead: (groupName: string) => `${groupName} has raised half of its goal. Thank you for cheering them on!`,
  },
  goalReached: {
    subject: (groupName: string) => `${groupName} reached its goal!`,
    lead: (groupName: string) => `${groupName} has reached its goal. Thank you for your support!`,
  },
  campaignEnding: {
    subject: (campaign: string) => `${campaign} ends in 3 days`,
    lead: (campaign: string, endDate: string) =>
      `${campaign} ends on ${endDate}. There is still time to order!`,
  },
  campaignSummary: {
    subject: (campaign: string, firstName: string) => `${campaign} has ended: ${firstName}’s results`,
    lead: (campaign: string, endDate: string) =>
      `${campaign} ended on ${endDate}. Thank you for your support!`,
    seller: (firstName: string, count: number, amount: string) =>
      `${firstName} brought in ${orders(count)}, ${amount} in all.`,
    last: 'This is the last update about this fundraiser.',
  },
  pages: {
    skipLink: 'Skip to content',
    languageSwitch: 'Language',
    confirm: {
      title: 'Confirm e-mail updates',
      question: (firstName: string, email: string) =>
        `Send e-mail updates about ${firstName}’s sales to ${email}?`,
      button: 'Confirm',
      doneTitle: 'You are subscribed',
      done: (firstName: string) =>
        `You will get e-mail updates about ${firstName}’s sales. Each one has a link to stop them.`,
      invalid:
        'This confirmation link is not valid or has expired. Ask for updates again from the seller’s page.',
    },
    unsubscribe: {
      title: 'Stop e-mail updates',
      question: (email: string) => `Stop these e-mails to ${email}?`,
      button: 'Unsubscribe',
      doneTitle: 'You are unsubscribed',
      done: 'No more of these e-mails will be sent.',
      invalid: 'This link is not valid. No e-mail will be sent to you because of it.',
    },
    tooMany: (retryAfter: string) => `Too many requests. Please try again in ${retryAfter}.`,
    failed: 'Something went wrong. Please try again in a moment.',
  },
} as const;

/** The API's messages about e-mail updates (the first three reach families, in their language). */
export const MAIL_API_MESSAGES = {
  consentRequired: 'Please tick the box to agree to the e-mail updates.',
  campaignNotFound: 'That campaign is not one of your group’s campaigns.',
  campaignEnded: 'This campaign has ended: there are no more updates to send.',
  subscriptionNotFound: 'That e-mail subscription is not one of this group’s.',
  messageNotFound: 'That message is not in the outbox.',
} as const;
