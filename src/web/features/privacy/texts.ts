/** The sellers of a group as an administrator sees them, and erasing a seller's personal data. */
export const PRIVACY_TEXTS = {
  sellers: 'Sellers',
  name: 'Name',
  email: 'E-mail',
  noSellers: 'No seller has logged in to this group yet.',
  loadFailed: 'Failed to load the sellers',
  erase: 'Erase personal data',
  eraseSeller: (name: string) => `Erase personal data of ${name}`,
  erased: 'Personal data erased',
  confirmTitle: "Erase this seller's personal data?",
  confirmMessage: (name: string, email: string) =>
    `${name}'s name will be replaced by initials and the e-mail ${email} removed, on the seller and on every order credited to them. Totals and reports keep their amounts. This cannot be undone.`,
  erasing: 'Erasing…',
  failed: "The seller's personal data could not be erased",
} as const;

/** The administrators' screen of the store's privacy requests. */
export const PRIVACY_REQUEST_TEXTS = {
  title: 'Privacy requests',
  intro:
    'Buyers who asked the store what the portal holds about them. Send the store what each request lists, then mark it as sent.',
  empty: 'No privacy request is waiting.',
  loadFailed: 'Failed to load the privacy requests',
  requestTitle: (storeRequestId: string) => `Request ${storeRequestId}`,
  received: 'Received',
  buyerEmail: 'Buyer e-mail',
  buyerPhone: 'Buyer phone',
  ordersRequested: 'Orders named',
  none: '—',
  heldTitle: 'What the portal holds',
  heldLabel: (storeRequestId: string) => `Orders held for request ${storeRequestId}`,
  noOrders: 'The portal holds no store order of this buyer.',
  columns: {
    order: 'Order',
    date: 'Date',
    group: 'Group',
    buyer: 'Buyer',
    email: 'E-mail',
    phone: 'Phone',
    address: 'Shipping address',
    note: 'Note',
  },
  markSent: 'Mark as sent',
  markSentOf: (storeRequestId: string) => `Mark request ${storeRequestId} as sent`,
  marking: 'Marking…',
  markFailed: 'The request could not be marked as sent',
} as const;
