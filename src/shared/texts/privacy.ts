/** The answers of the personal data actions. */
export const PRIVACY_API_MESSAGES = {
  sellerNotFound: 'Seller not found',
  sellerErased: "The seller's personal data was erased",
  privacyRequestNotFound: 'Privacy request not found',
  privacyRequestCompleted: 'This privacy request was already marked as sent',
  privacyRequestSent: 'The privacy request was marked as sent',
} as const;
