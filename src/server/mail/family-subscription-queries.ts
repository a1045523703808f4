import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/database.js';
import { uuidArray } from '../db/sql-arrays.js';
import type { SellerNameParts } from '../lib/seller-name-parts.js';
import { passedMilestoneOf } from './queries.js';

const iso = (date: Date) => date.toISOString();

/** A parent of a family and a child of it, in a campaign not yet ended, with no subscription for the address yet. */
export interface MissingFamilySubscription extends SellerNameParts {
  groupId: string;
  sellerId: string;
  campaignId: string;
  parentId: string;
  email: string;
  language: 'en' | 'es';
  /** The parent turned this child's updates off (or stopped them by a link): the new campaign's row starts off. */
  switchedOff: boolean;
}

/**
 * What the family's updates lack: for each parent who agreed to a notice and has not withdrawn, each child not
 * erased and each campaign of the group that has not ended (a campaign made after the child was added too).
 */
export function missingFamilySubscriptions(db: DbOrTx, familyId: string, today: string) {
  return queryRows<MissingFamilySubscription>(
    db,
    sql`select p.group_id as "groupId", fc.seller_id as "sellerId", c.id as "campaignId", p.id as "parentId",
               p.email, p.language, se.first_name as "firstName", se.last_name as "lastName",
               exists (select 1 from mail_subscriptions o
                       where o.parent_id = p.id and o.seller_id = fc.seller_id and o.status = 'unsubscribed')
                 as "switchedOff"
        from family_children fc
        join sellers se on se.id = fc.seller_id
        join parents p on p.family_id = fc.family_id
        join campaigns c on c.group_id = p.group_id and c.end_date >= ${today}::date
        where fc.family_id = ${familyId} and fc.withdrawn_at is null and p.withdrawn_at is null
          and exists (select 1 from consents k where k.parent_id = p.id and k.withdrawn_at is null)
          and not exists (select 1 from seller_erasures e where e.seller_id = fc.seller_id)
          and not exists (select 1 from mail_subscriptions s
                          where s.seller_id = fc.seller_id and s.campaign_id = c.id
                            and lower(s.email) = lower(p.email))
        order by fc.created_at, c.end_date, c.id`,
  );
}

/**
 * A parent's subscription, confirmed at once by their sign-in (or off, following the child's switch); goal
 * milestones already passed count as told. A row made meanwhile for the same address is left as it is.
 */
export async function insertFamilySubscription(
  db: DbOrTx,
  values: {
    groupId: string;
    sellerId: string;
    campaignId: string;
    parentId: string;
    email: string;
    locale: string;
    on: boolean;
    consentText: string;
    now: Date;
  },
) {
  const now = iso(values.now);
  await queryRows(
    db,
    sql`insert into mail_subscriptions as s
          (group_id, seller_id, campaign_id, parent_id, email, locale, status, consent_text, consented_at,
           confirmed_at, confirmed_via, unsubscribed_at, milestone_sent)
        values (${values.groupId}, ${values.sellerId}, ${values.campaignId}, ${values.parentId}, ${values.email},
                ${values.locale}, ${values.on ? 'confirmed' : 'unsubscribed'}, ${values.consentText}, ${now},
                ${now}, 'family_sign_in', ${values.on ? null : now},
                ${passedMilestoneOf(sql`${values.campaignId}::uuid`)})
        on conflict (seller_id, campaign_id, lower(email)) do nothing
        returning s.id`,
  );
}

/** The parents' subscriptions follow the language they last signed in with. */
export async function alignFamilySubscriptionLocales(db: DbOrTx, familyId: string) {
  await queryRows(
    db,
    sql`update mail_subscriptions s set locale = p.language
        from parents p
        where s.parent_id = p.id and p.family_id = ${familyId} and s.locale <> p.language
        returning s.id`,
  );
}

/** Which of these children the parent turned updates off for. */
export async function childrenWithUpdatesOff(db: DbOrTx, parentId: string, sellerIds: string[]) {
  if (sellerIds.length === 0) return new Set<string>();
  const rows = await queryRows<{ sellerId: string }>(
    db,
    sql`select distinct s.seller_id as "sellerId" from mail_subscriptions s
        where s.parent_id = ${parentId} and s.seller_id = any(${uuidArray(sellerIds)})
          and s.status = 'unsubscribed'`,
  );
  return new Set(rows.map((row) => row.sellerId));
}

/**
 * Stops the parent's updates about a child in every campaign, as a stop link does: the orders not yet told and the
 * messages still waiting go with them; the rows stay, as the switch's state and the consent's record.
 */
export async function stopParentUpdatesAboutChild(db: DbOrTx, parentId: string, sellerId: string, now: Date) {
  await queryRows(
    db,
    sql`with stopped as (
          update mail_subscriptions set status = 'unsubscribed', unsubscribed_at = ${iso(now)}
          where parent_id = ${parentId} and seller_id = ${sellerId} and status <> 'unsubscribed' returning id
        ), events as (
          delete from mail_order_events where subscription_id in (select id from stopped) returning 1
        )
        delete from mail_messages
        where subscription_id in (select id from stopped) and status = 'queued' and kind <> 'confirmation'
        returning 1`,
  );
}

/**
 * Turns the parent's updates about a child on again, confirmed by the sign-in. Milestones passed meanwhile count
 * as told, and a campaign that ended meanwhile sends neither its reminder nor its summary: nothing about the past.
 */
export async function resumeParentUpdatesAboutChild(
  db: DbOrTx,
  values: { parentId: string; sellerId: string; now: Date; today: string },
) {
  const now = iso(values.now);
  await queryRows(
    db,
    sql`update mail_subscriptions s
        set status = 'confirmed', confirmed_at = ${now}, confirmed_via = 'family_sign_in', unsubscribed_at = null,
            milestone_sent = greatest(s.milestone_sent, ${passedMilestoneOf(sql`s.campaign_id`)}),
            reminded_at = case when c.end_date < ${values.today}::date then coalesce(s.reminded_at, ${now})
                               else s.reminded_at end,
            summarized_at = case when c.end_date < ${values.today}::date then coalesce(s.summarized_at, ${now})
                                 else s.summarized_at end
        from campaigns c
        where c.id = s.campaign_id and s.parent_id = ${values.parentId} and s.seller_id = ${values.sellerId}
          and s.status = 'unsubscribed'
        returning s.id`,
  );
}
