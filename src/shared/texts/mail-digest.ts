/** The staff's daily digest e-mail (English, as the staff screens are). Tests quote these, so keep them exact. */
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const MAIL_DIGEST_TEXTS = {
  coordinatorSubject: (groupName: string, date: string) => `Daily digest for ${groupName}: ${date}`,
  adminSubject: (date: string) => `Portal daily digest: ${date}`,
  greeting: (name: string) => `Hello ${name},`,
  lead: (date: string) => `Here is what happened on ${date}.`,
  noCampaign: 'No campaign is running.',
  campaign: (name: string) => name,
  campaignOfGroup: (name: string, groupName: string) => `${name} (${groupName})`,
  orders: (count: number, sales: string) => `Orders: ${plural(count, 'order', 'orders')}, ${sales} in sales.`,
  paperOrders: (count: number) => `Paper orders entered: ${count}.`,
  stillToTurnIn: (amount: string) => `Money still to turn in: ${amount}.`,
  shareLinks: (visits: number, orders: number) =>
    `Share links: ${plural(visits, 'visit', 'visits')} to the store, ${plural(orders, 'order', 'orders')}.`,
  moreCampaigns: (count: number) =>
    `…and ${plural(count, 'more campaign', 'more campaigns')} with fewer sales yesterday: see the dashboard.`,
  repairQueue: (count: number) =>
    count === 0
      ? 'Repair queue: no order needs an administrator.'
      : `Repair queue: ${plural(count, 'order needs', 'orders need')} an administrator.`,
  warnings: {
    unattributedShare:
      'Attribution warning: more than 1 % of the last 7 days’ orders arrived without a group.',
    reconciliationFailed: 'Attribution warning: the last order reconciliation failed.',
    reconciliationLate: 'Attribution warning: no order reconciliation has finished in the last hour.',
  },
  open: 'Open the portal:',
  why: 'You get this digest because it is on in your settings.',
  stop: 'Turn the daily digest off:',
} as const;
