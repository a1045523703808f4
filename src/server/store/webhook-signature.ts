import { createHmac, timingSafeEqual } from 'node:crypto';

/** base64 HMAC-SHA256 of the raw body, as the store signs its webhooks (and the demo store signs its own). */
export function signWebhookBody(secret: string, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(rawBody).digest('base64');
}

export function webhookSignatureValid(secret: string, rawBody: Buffer, header: string | undefined): boolean {
  if (!header) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  const given = Buffer.from(header, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
