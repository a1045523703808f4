import { createHmac, timingSafeEqual } from 'node:crypto';
import { canonicalBase64Bytes } from '../lib/canonical-base64.js';

/** base64 HMAC-SHA256 of the raw body, as the store signs its webhooks (and the demo store signs its own). */
export function signWebhookBody(secret: string, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(rawBody).digest('base64');
}

export function webhookSignatureValid(secret: string, rawBody: Buffer, header: string | undefined): boolean {
  if (!header) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  // Only the one spelling of the signature: decoding alone would accept others (no padding, unused bits set).
  const given = canonicalBase64Bytes(header);
  return given !== undefined && given.length === expected.length && timingSafeEqual(given, expected);
}

/** The header with which the built-in demo store marks its deliveries as demo orders (`DEMO_STORE=1`). */
export const DEMO_ORDER_HEADER = 'x-portal-demo-order';

/**
 * The key of that mark, derived from the server's own secret: a store holds the webhook secret but never this
 * one, so no store's delivery can pass itself off as a demo order (and so leave every total).
 */
export function demoOrderKey(serverSecret: string): string {
  return createHmac('sha256', serverSecret).update('demo store order mark').digest('base64url');
}
