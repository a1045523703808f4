import { randomBytes } from 'node:crypto';
import {
  SELLER_CODE_ALPHABET,
  SELLER_CODE_RANDOM_LENGTH,
  sellerCodeOf,
  sellerCodePrefix,
} from '../../shared/seller-codes.js';
import type { AppContext } from '../context.js';
import type { DbOrTx } from '../db/database.js';
import { fail, isUniqueViolation } from '../errors.js';
import { isId } from '../lib/ids.js';
import {
  findSellerCodes,
  storeFirstSellerCode,
  storeReplacementSellerCode,
  type SellerCodeRow,
} from './seller-code-queries.js';

/**
 * Each seller's code (src/shared/seller-codes.ts): made on first use, when the seller's page, the family page or a
 * share link is read, so every code a buyer could be told exists. Unique in the portal, the same across campaigns;
 * staff may replace it, and the former code is kept apart (it only suggests the seller, never credits them).
 */

/** Bytes at or above this are thrown away, so every character is equally likely (248 = 8 × 31). */
const UNBIASED_BYTE_LIMIT = 256 - (256 % SELLER_CODE_ALPHABET.length);

/** The random part of a code: four characters of the alphabet from the system's secure random source. */
export function newSellerCodeRandom(): string {
  let random = '';
  while (random.length < SELLER_CODE_RANDOM_LENGTH) {
    for (const byte of randomBytes(2 * SELLER_CODE_RANDOM_LENGTH)) {
      if (byte >= UNBIASED_BYTE_LIMIT) continue;
      random += SELLER_CODE_ALPHABET[byte % SELLER_CODE_ALPHABET.length];
      if (random.length === SELLER_CODE_RANDOM_LENGTH) break;
    }
  }
  return random;
}

/** Draws a code's random part; tests hand in their own to force a collision. */
export type SellerCodeDraw = () => string;

/**
 * A taken code is about one in 900,000 per seller of the same prefix: a few dozen tries make running out
 * practically impossible before a prefix holds hundreds of thousands of sellers.
 */
const CODE_ATTEMPTS = 40;

/** Tries `store` with fresh codes until one is stored; a unique violation (a concurrent equal code) is a miss. */
async function storeSomeCode(
  prefix: string,
  draw: SellerCodeDraw,
  store: (code: string) => Promise<boolean>,
  settled: () => Promise<string | null | undefined>,
): Promise<string> {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const code = sellerCodeOf(prefix, draw());
    try {
      if (await store(code)) return code;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    const done = await settled();
    if (done) return done;
  }
  // Unreachable in practice (see CODE_ATTEMPTS): an internal error rather than a code of the API.
  throw new Error(`no free seller code of prefix ${prefix} after ${CODE_ATTEMPTS} tries`);
}

async function makeFirstCode(db: DbOrTx, row: SellerCodeRow, draw: SellerCodeDraw) {
  return storeSomeCode(
    sellerCodePrefix(row.firstName),
    draw,
    (code) => storeFirstSellerCode(db, row.id, code),
    // Nothing stored: another request made the seller's code (read it), or the code was taken (draw again).
    async () => {
      const [now] = await findSellerCodes(db, [row.id]);
      if (!now) throw fail('SELLER_NOT_FOUND');
      return now.sellerCode;
    },
  );
}

/**
 * The codes of living sellers, made for those without one: one read for all of them, and a write only for each
 * seller's first time. Erased and unknown sellers are left out of the answer. Runs outside a transaction, so a
 * unique violation can be retried.
 */
export async function ensureSellerCodes(
  db: DbOrTx,
  sellerIds: string[],
  draw: SellerCodeDraw = newSellerCodeRandom,
): Promise<Map<string, string>> {
  const rows = await findSellerCodes(db, sellerIds);
  const codes = new Map<string, string>();
  for (const row of rows) codes.set(row.id, row.sellerCode ?? (await makeFirstCode(db, row, draw)));
  return codes;
}

/** The seller's code, made and stored on first use; an erased or unknown seller is not found. */
export async function ensureSellerCode(
  db: DbOrTx,
  sellerId: string,
  draw: SellerCodeDraw = newSellerCodeRandom,
): Promise<string> {
  const code = (await ensureSellerCodes(db, [sellerId], draw)).get(sellerId);
  if (code === undefined) throw fail('SELLER_NOT_FOUND');
  return code;
}

/**
 * Staff replace a living seller's code of the group (a leaked code): the former one is kept in
 * `replaced_seller_codes` and never handed out again, and a new one is made. Another group's, erased or unknown
 * sellers are not found.
 */
export async function replaceSellerCode(
  ctx: AppContext,
  groupId: string,
  sellerId: string,
  draw: SellerCodeDraw = newSellerCodeRandom,
): Promise<{ sellerCode: string }> {
  const [row] = isId(sellerId) ? await findSellerCodes(ctx.db, [sellerId], groupId) : [];
  if (!row) throw fail('SELLER_NOT_FOUND');
  const sellerCode = await storeSomeCode(
    sellerCodePrefix(row.firstName),
    draw,
    (code) => storeReplacementSellerCode(ctx.db, row.id, code, ctx.now()),
    async () => {
      const [now] = await findSellerCodes(ctx.db, [row.id]);
      if (!now) throw fail('SELLER_NOT_FOUND');
      return undefined;
    },
  );
  return { sellerCode };
}
