/**
 * The bytes a base64url text spells, only when it is their one spelling: without padding, and with the low bits of
 * its last character clear. Decoding ignores those bits (and padding, and stray characters), so several texts give
 * the same bytes; a signed token compared by its bytes would open under each of them.
 */
export function canonicalBase64urlBytes(text: string): Buffer | undefined {
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text ? bytes : undefined;
}

/** The same for standard base64, as a store writes its signatures: with its padding, and nothing else. */
export function canonicalBase64Bytes(text: string): Buffer | undefined {
  const bytes = Buffer.from(text, 'base64');
  return bytes.toString('base64') === text ? bytes : undefined;
}
