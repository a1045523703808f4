/** The answers of the personal data actions. */
export const PRIVACY_API_MESSAGES = {
  sellerNotFound: 'Seller not found',
  sellerErased: "The seller's personal data was erased",
} as const;
