import { createHmac, timingSafeEqual } from 'node:crypto';
import { canonicalBase64urlBytes } from '../lib/canonical-base64.js';

const SIGNATURE_BYTES = 16;

/**
 * What a link in a message does, as the token's first letter: confirm or stop a parent's subscription, or turn off
 * an administrator's or a coordinator's daily digest.
 */
const PURPOSE_LETTERS = {
  confirm: 'c',
  unsubscribe: 'u',
  'admin-digest': 'a',
  'coordinator-digest': 'k',
} as const;
export type MailLinkPurpose = keyof typeof PURPOSE_LETTERS;

const PURPOSE_OF_LETTER = Object.fromEntries(
  Object.entries(PURPOSE_LETTERS).map(([purpose, letter]) => [letter, purpose]),
) as Record<string, MailLinkPurpose>;

function signature(serverSecret: string, letter: string, id: string): Buffer {
  const key = createHmac('sha256', serverSecret).update('portal-mail-link-v1').digest();
  return createHmac('sha256', key).update(`${letter}:${id}`).digest().subarray(0, SIGNATURE_BYTES);
}

/** `{letter}{id without dashes}.{signature}`: a link that names what it acts on and cannot be forged. */
export function mailLinkToken(serverSecret: string, purpose: MailLinkPurpose, id: string): string {
  const letter = PURPOSE_LETTERS[purpose];
  return `${letter}${id.replaceAll('-', '')}.${signature(serverSecret, letter, id).toString('base64url')}`;
}

/** What a token is for and the id it names, or undefined when it is malformed or its signature does not match. */
export function readMailLinkToken(
  serverSecret: string,
  token: string,
): { purpose: MailLinkPurpose; id: string } | undefined {
  const match = /^([a-z])([0-9a-f]{32})\.([A-Za-z0-9_-]{22})$/.exec(token);
  const purpose = match && PURPOSE_OF_LETTER[match[1]!];
  if (!match || !purpose) return undefined;
  const hex = match[2]!;
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const given = canonicalBase64urlBytes(match[3]!);
  const expected = signature(serverSecret, match[1]!, id);
  return given !== undefined && given.length === expected.length && timingSafeEqual(given, expected)
    ? { purpose, id }
    : undefined;
}
