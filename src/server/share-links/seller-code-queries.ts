import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/database.js';

const LIVING = sql`not exists (select 1 from seller_erasures e where e.seller_id = s.id)`;

/** A code is free while no seller bears it and no seller had it before a replacement. */
const codeIsFree = (code: string) =>
  sql`not exists (select 1 from sellers o where o.seller_code = ${code})
      and not exists (select 1 from replaced_seller_codes r where r.code = ${code})`;

export interface SellerCodeRow {
  id: string;
  firstName: string;
  sellerCode: string | null;
}

/** Living sellers' first names and codes (null until made), of the ids given; erased and unknown ones left out. */
export function findSellerCodes(db: DbOrTx, sellerIds: string[], groupId?: string) {
  if (sellerIds.length === 0) return Promise.resolve([]);
  return queryRows<SellerCodeRow>(
    db,
    sql`select s.id, s.first_name as "firstName", s.seller_code as "sellerCode"
        from sellers s
        where s.id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(sellerIds)}::jsonb))
          and ${groupId === undefined ? sql`true` : sql`s.group_id = ${groupId}`} and ${LIVING}`,
  );
}

/**
 * Gives a living seller without a code this one, while it is free. Answers whether it was stored: false when the
 * seller has a code already (another request made it), is gone, or the code is taken. Two sellers drawing the same
 * code at once end in a unique violation, which the caller retries.
 */
export async function storeFirstSellerCode(db: DbOrTx, sellerId: string, code: string) {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update sellers s set seller_code = ${code}
        where s.id = ${sellerId} and s.seller_code is null and ${LIVING} and ${codeIsFree(code)}
        returning s.id`,
  );
  return rows.length === 1;
}

/**
 * In one statement: the living seller's current code (if any) is kept in `replaced_seller_codes` and the new one,
 * while free, takes its place. Answers whether the new code was stored; when it was taken, the old code is already
 * kept and the seller keeps it until a retry succeeds.
 */
export async function storeReplacementSellerCode(db: DbOrTx, sellerId: string, code: string, now: Date) {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`with current_code as (
          select s.id, s.seller_code from sellers s where s.id = ${sellerId} and ${LIVING} for update
        ), kept as (
          insert into replaced_seller_codes (code, seller_id, replaced_at)
          select seller_code, id, ${now.toISOString()}::timestamptz from current_code where seller_code is not null
          on conflict (code) do nothing
        )
        update sellers s set seller_code = ${code}
        from current_code c
        where s.id = c.id and ${codeIsFree(code)}
        returning s.id`,
  );
  return rows.length === 1;
}

/** The erasure: the seller's code and former codes stop existing. */
export async function forgetSellerCodes(db: DbOrTx, sellerId: string) {
  await db.execute(sql`update sellers set seller_code = null where id = ${sellerId}`);
  await db.execute(sql`delete from replaced_seller_codes where seller_id = ${sellerId}`);
}
