import { createHmac, timingSafeEqual } from 'node:crypto';
import { canonicalBase64urlBytes } from '../lib/canonical-base64.js';

const SIGNATURE_BYTES = 16;

function signature(serverSecret: string, orderId: string): Buffer {
  const key = createHmac('sha256', serverSecret).update('portal-donation-receipt-v1').digest();
  return createHmac('sha256', key).update(orderId).digest().subarray(0, SIGNATURE_BYTES);
}

/** `{order id without dashes}.{signature}`: a receipt link that names its order and cannot be forged. */
export function donationReceiptToken(serverSecret: string, orderId: string): string {
  return `${orderId.replaceAll('-', '')}.${signature(serverSecret, orderId).toString('base64url')}`;
}

/** The order a receipt token names, or undefined when the token is malformed or its signature does not match. */
export function orderIdOfReceiptToken(serverSecret: string, token: string): string | undefined {
  const match = /^([0-9a-f]{32})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return undefined;
  const hex = match[1]!;
  const orderId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const given = canonicalBase64urlBytes(match[2]!);
  const expected = signature(serverSecret, orderId);
  return given !== undefined && given.length === expected.length && timingSafeEqual(given, expected)
    ? orderId
    : undefined;
}
