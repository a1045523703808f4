import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/database.js';
import { ORDER_HOLDS_PERSONAL_DATA_SQL } from '../db/schema.js';

const holdsPersonalData = sql.raw(ORDER_HOLDS_PERSONAL_DATA_SQL.replace(/\b(\w+) <> ''/g, "o.$1 <> ''"));

/** What retention leaves of an order: names, amounts, items, statuses and dates, so no count, total or report moves. */
const ERASED_ORDER_COLUMNS = sql`buyer_email = '', seller_email = '', shipping_address1 = '',
  shipping_address2 = '', shipping_city = '', shipping_province = '', shipping_zip = '', note = '',
  buyer_phone = '', updated_at = now()`;

/** The first instant after `cutoff` in the portal's time zone: whatever is dated before it is past retention. */
const endOfCutoffDay = (cutoff: string, timeZone: string) =>
  sql`((${cutoff}::date + 1)::timestamp at time zone ${timeZone})`;

async function eraseOrders(db: DbOrTx, batch: ReturnType<typeof sql>): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`with batch as (${batch})
        update orders o set ${ERASED_ORDER_COLUMNS}
        from batch where o.id = batch.id
        returning o.id`,
  );
  return rows.length;
}

/**
 * One batch of orders of campaigns that ended on or before `cutoff` and still hold an e-mail, an address or a note.
 * Reads only such orders (`orders_personal_data_campaign_idx`, partial on them). Rows another transaction holds
 * are left for the next batch.
 */
export function eraseEndedCampaignOrders(db: DbOrTx, cutoff: string, batchSize: number) {
  return eraseOrders(
    db,
    sql`select o.id from orders o
        join campaigns c on c.id = o.campaign_id
        where c.end_date <= ${cutoff}::date and (${holdsPersonalData})
        limit ${batchSize}
        for update of o skip locked`,
  );
}

/**
 * One batch of orders credited to no campaign, dated (in the portal's time zone) on or before `cutoff`, that still
 * hold an e-mail, an address or a note: the same partial index holds them under a null campaign.
 */
export function eraseCampaignlessOrders(db: DbOrTx, cutoff: string, timeZone: string, batchSize: number) {
  return eraseOrders(
    db,
    sql`select o.id from orders o
        where o.campaign_id is null and o.store_created_at < ${endOfCutoffDay(cutoff, timeZone)}
          and (${holdsPersonalData})
        limit ${batchSize}
        for update of o skip locked`,
  );
}

/**
 * One batch of sellers whose e-mail is past retention: no campaign of their group ends after `cutoff` (none at
 * all counts too) and they last signed in on or before `cutoff`. A seller signs in only while a campaign of the
 * group runs, so for a group with campaigns the end of its last campaign decides; for a group without any, the
 * last sign-in. Reads only sellers that still have an e-mail (`sellers_group_email_name_key` is partial on
 * it), group by group.
 */
export async function eraseSellerEmails(db: DbOrTx, cutoff: string, timeZone: string, batchSize: number) {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`with batch as (
          select p.id from groups g
          join sellers p on p.group_id = g.id
          where p.email <> ''
            and p.last_login_at < ${endOfCutoffDay(cutoff, timeZone)}
            and not exists (select from campaigns c where c.group_id = g.id and c.end_date > ${cutoff}::date)
          limit ${batchSize}
          for update of p skip locked
        )
        update sellers p set email = ''
        from batch where p.id = batch.id
        returning p.id`,
  );
  return rows.length;
}

/**
 * Past retention: the subscriptions (addresses, consents, their messages) of campaigns that ended on or before the
 * cutoff date, and every other message written on or before it (staff digests).
 */
export async function eraseMailPastRetention(db: DbOrTx, cutoff: string, timeZone: string): Promise<number> {
  const subscriptions = await queryRows<{ id: string }>(
    db,
    sql`delete from mail_subscriptions s using campaigns c
        where c.id = s.campaign_id and c.end_date <= ${cutoff}::date
        returning s.id`,
  );
  await queryRows(
    db,
    sql`delete from mail_messages
        where subscription_id is null and (created_at at time zone ${timeZone})::date <= ${cutoff}::date
        returning 1`,
  );
  return subscriptions.length;
}

/**
 * Past retention: the privacy requests an administrator completed on or before the cutoff date (the buyer's
 * contact and the orders named). An open request stays until it is answered.
 */
export async function erasePrivacyRequestsPastRetention(
  db: DbOrTx,
  cutoff: string,
  timeZone: string,
): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`delete from privacy_requests
        where completed_at is not null and completed_at < ${endOfCutoffDay(cutoff, timeZone)}
        returning id`,
  );
  return rows.length;
}
