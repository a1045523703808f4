/**
 * Seller codes: a code for each seller that a buyer types at checkout, short enough to read aloud and hard to
 * guess. The canonical form is the prefix, a dash and four random characters: `AVA-K7Q3`.
 *
 * - The prefix is up to three letters of the seller's first name, folded to A–Z: accents are dropped ('Zoé' →
 *   'ZOE'), anything else that is not a letter A–Z is left out ('Mary-Jane' → 'MAR', 'Li' → 'LI'). A first name
 *   with no such letter (empty, or written in another script) gives `SELLER_CODE_FALLBACK_PREFIX` ('KID').
 * - The four characters come from `SELLER_CODE_ALPHABET`: digits and capitals without 0, O, 1, I and L, which are
 *   easily mistaken for one another when read aloud or written by hand (31 characters, 31⁴ ≈ 920,000 codes per
 *   prefix). The server draws them with a crypto-random source and keeps every code unique in the portal.
 *
 * Codes compare in `normalizeSellerCode`'s form: upper case, spaces and dashes ignored, so 'ava k7q3', 'AVAK7Q3' and
 * 'AVA-K7Q3' are the same code.
 */

/** The characters of a code's random part. */
export const SELLER_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** How many random characters follow the prefix. */
export const SELLER_CODE_RANDOM_LENGTH = 4;
/** The most letters of the first name a prefix takes. */
export const SELLER_CODE_PREFIX_LENGTH = 3;
/** The prefix of a seller whose first name has no letter A–Z. */
export const SELLER_CODE_FALLBACK_PREFIX = 'KID';

/** A canonical code: 1–3 capitals, a dash, four characters of the alphabet. */
export const SELLER_CODE_PATTERN = /^[A-Z]{1,3}-[2-9A-HJKMNP-Z]{4}$/;

/** The prefix of a first name's codes: up to three of its letters folded to A–Z, or the fallback. */
export function sellerCodePrefix(firstName: string): string {
  const letters = firstName
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
  return letters.slice(0, SELLER_CODE_PREFIX_LENGTH) || SELLER_CODE_FALLBACK_PREFIX;
}

/** A code made of a prefix and the random characters, in the canonical form. */
export function sellerCodeOf(prefix: string, random: string): string {
  return `${prefix}-${random}`;
}

/**
 * The canonical form ('AVA-K7Q3') of a code as someone typed it: upper case, spaces and dashes ignored. Null when
 * the text cannot be a code (too short or long, a character outside the alphabet in the random part).
 */
export function normalizeSellerCode(text: string): string | null {
  const compact = text.toUpperCase().replace(/[\s\-‐-―−]/g, '');
  const cut = compact.length - SELLER_CODE_RANDOM_LENGTH;
  if (cut < 1) return null;
  const code = sellerCodeOf(compact.slice(0, cut), compact.slice(cut));
  return SELLER_CODE_PATTERN.test(code) ? code : null;
}
