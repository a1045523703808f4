import { createHmac, timingSafeEqual } from 'node:crypto';

/** The attributes whose values the portal signs, in the order they are signed. */
const SIGNED_ATTRIBUTE_NAMES = [
  'group_code',
  'student_name',
  'student_email',
  'group_name',
  'campaign_id',
  'campaign_name',
  'user_id',
  'portal_ref',
] as const;

export type SignedAttributes = Record<(typeof SIGNED_ATTRIBUTE_NAMES)[number], string>;

function signingKey(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('portal-attribution-v1').digest();
}

/**
 * HMAC of the attribute values the portal put on a cart. A buyer can edit cart attributes; an order whose
 * signature does not match is still attributed but marked unverified.
 */
export function signAttributes(serverSecret: string, attributes: SignedAttributes): string {
  const canonical = JSON.stringify(SIGNED_ATTRIBUTE_NAMES.map((name) => attributes[name]));
  return createHmac('sha256', signingKey(serverSecret)).update(canonical).digest('base64url');
}

export function attributesSignatureValid(
  serverSecret: string,
  attributes: SignedAttributes,
  signature: string,
) {
  if (!signature) return false;
  const expected = Buffer.from(signAttributes(serverSecret, attributes));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
