import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type DbOrTx } from '../db/database.js';

/** The hidden form field that names one checkout. */
export const CHECKOUT_TOKEN_FIELD = 'checkout_token';
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{22,64}$/;
const KEY_PREFIX = 'demo-store:checkout:';
/** Long past any double click, retry or cart cookie (one hour): older reservations are dropped. */
const KEEP_RESERVATIONS = '1 day';

export const newCheckoutToken = () => randomBytes(16).toString('base64url');

/** The form's checkout token; a missing or malformed one gives a fresh token (that checkout is not deduplicated). */
export function checkoutTokenOf(form: URLSearchParams): { token: string; sent: boolean } {
  const sent = form.get(CHECKOUT_TOKEN_FIELD) ?? '';
  return TOKEN_SHAPE.test(sent) ? { token: sent, sent: true } : { token: newCheckoutToken(), sent: false };
}

const ZReservation = z.object({
  // Not `.int()`, which stops at 2^53: a clock far in the future gives larger ids, refused later by the portal.
  id: z.number().positive(),
  orderNumber: z.number().int().positive(),
  createdAt: z.string(),
});
/** What a checkout placed, or is placing: the same order id, number and time for every copy of the checkout. */
export type CheckoutReservation = z.infer<typeof ZReservation>;

function parsed(value: string | undefined): CheckoutReservation | undefined {
  if (value === undefined) return undefined;
  const reservation = ZReservation.safeParse(JSON.parse(value));
  if (!reservation.success) throw new Error('a demo store checkout reservation is not readable');
  return reservation.data;
}

export async function findCheckout(db: DbOrTx, token: string): Promise<CheckoutReservation | undefined> {
  const [row] = await queryRows<{ value: string }>(
    db,
    sql`select value from sync_state where key = ${KEY_PREFIX + token}`,
  );
  return parsed(row?.value);
}

/**
 * The order this checkout places. The first copy of a checkout takes a fresh reservation; any other copy, even
 * a concurrent one, gets that same reservation, so every copy delivers the same order and the portal keeps one.
 */
export async function reserveCheckout(
  db: DbOrTx,
  token: string,
  fresh: () => Promise<CheckoutReservation>,
): Promise<CheckoutReservation> {
  const existing = await findCheckout(db, token);
  if (existing) return existing;
  const candidate = await fresh();
  await db.execute(
    sql`delete from sync_state
        where key like ${`${KEY_PREFIX}%`} and updated_at < now() - ${KEEP_RESERVATIONS}::interval`,
  );
  // A concurrent copy may have reserved first: its reservation wins, this candidate (and its number) is dropped.
  const [row] = await queryRows<{ value: string }>(
    db,
    sql`insert into sync_state (key, value) values (${KEY_PREFIX + token}, ${JSON.stringify(candidate)})
        on conflict (key) do update set value = sync_state.value
        returning value`,
  );
  return parsed(row?.value) ?? candidate;
}
