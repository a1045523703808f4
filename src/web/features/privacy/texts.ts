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
