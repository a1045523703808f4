/**
 * What parents read when they sign in to a `families` group: the reply to a sign-in request, the sign-in message,
 * the notice they agree to (kept word for word with its version) and the refusals of the family routes. Tests
 * quote these, so keep them exact.
 */

/** What the notice is filled with: each one changed makes a new version of it. */
export interface NoticeFacts {
  groupName: string;
  /** `RETENTION_DAYS`; undefined when unset. */
  retentionDays: number | undefined;
  /** The store's host; undefined when orders are paid at the portal's demo store. */
  storeHost: string | undefined;
  /** The mail server's host; undefined when messages are kept in the portal's own outbox. */
  mailHost: string | undefined;
}

export const FAMILY_TEXTS = {
  signInLinkSent:
    'If this address can sign in to the group, a sign-in link is on its way. It works once, for 30 minutes.',
  signInMail: {
    subject: (groupName: string) => `Your sign-in link for ${groupName}`,
    greeting: 'Hello,',
    request: (groupName: string) =>
      `Someone asked to sign in to ${groupName}’s fundraiser as a parent or guardian with this address.`,
    action: 'To sign in, open this link. It works once, for 30 minutes:',
    ignore: 'If it was not you, ignore this e-mail: nobody can sign in without the link.',
  },
  invitationSent:
    'If this address can be invited, an invitation to sign in is on its way. Its link works once, for 3 days.',
  invitationMail: {
    subject: (groupName: string) => `You are invited to your family’s page at ${groupName}`,
    greeting: 'Hello,',
    invitation: (groupName: string) =>
      `A parent or guardian of your family invited this address to see your children’s fundraising at ${groupName}.`,
    action: 'To sign in, open this link. It works once, for 3 days:',
    ignore: 'If you do not know about it, ignore this e-mail: nobody can sign in without the link.',
  },
  notice: (facts: NoticeFacts) =>
    [
      `Notice to families of ${facts.groupName}`,
      `${facts.groupName} uses this portal for its fundraiser. Before you add a child, read what is kept and who sees it.`,
      'About a child: the first name, the last name (which only the group’s staff see) and the class. Buyers, the store and the public see only the first name and the initial of the last name.',
      'About you: this e-mail address, the language you chose, when and on which devices you signed in, and this agreement.',
      `Who sees it: the group’s staff (its coordinators and the portal’s administrators). Orders are paid at ${facts.storeHost ?? 'the portal’s demo store'}; e-mails are sent through ${facts.mailHost ?? 'the portal’s own outbox'}.`,
      `How long: ${facts.retentionDays === undefined ? 'as long as the group keeps its records' : `until ${facts.retentionDays} days after the end of the group’s last campaign`}.`,
      'How to withdraw: remove a child, or the whole family, on the family page at any time. The child’s name is then erased from the group’s records; the totals stay.',
      'By agreeing, you say that you are the parent or guardian of the children you add.',
    ].join('\n\n'),
} as const;

export const FAMILY_API_MESSAGES = {
  linkInvalid: 'This sign-in link has already been used or has expired. Ask for a new one.',
  sessionInvalid: 'You are signed out. Ask for a new sign-in link.',
  noticeChanged: 'The notice has changed since you read it. Read the current notice, then agree to it.',
  consentRequired: 'Read the notice and agree to it before you add a child.',
  classNotFound: 'Choose one of the group’s classes.',
  childNotFound: 'That child is not one of your family’s.',
  childTaken: 'Another child of the group already has this name in this class.',
} as const;
