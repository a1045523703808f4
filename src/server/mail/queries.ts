import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/database.js';
import type { SellerNameParts } from '../lib/seller-name-parts.js';
import { countedOrder } from '../db/schema.js';
import type { QueuedMail } from './mail-content.js';

const iso = (date: Date) => date.toISOString();

// ---------------------------------------------------------------- subscriptions

export interface SubscriptionRow {
  id: string;
  groupId: string;
  sellerId: string;
  campaignId: string;
  /** The parent whose family page made it (its switch per child), or null for a request from the seller's page. */
  parentId: string | null;
  email: string;
  locale: 'en' | 'es';
  status: 'pending' | 'confirmed' | 'unsubscribed';
  consentText: string;
  consentedAt: Date | string;
  confirmedAt: Date | string | null;
  unsubscribedAt: Date | string | null;
}

const SUBSCRIPTION_COLUMNS = sql`s.id, s.group_id as "groupId", s.seller_id as "sellerId",
  s.campaign_id as "campaignId", s.parent_id as "parentId", s.email, s.locale, s.status, s.consent_text as "consentText",
  s.consented_at as "consentedAt", s.confirmed_at as "confirmedAt", s.unsubscribed_at as "unsubscribedAt"`;

/**
 * A new request, or a pending or stopped one asked for again: pending with the new consent. A confirmed
 * subscription is left as it is (nothing returned).
 */
export async function upsertPendingSubscription(
  db: DbOrTx,
  values: {
    groupId: string;
    sellerId: string;
    campaignId: string;
    email: string;
    locale: string;
    consentText: string;
    now: Date;
  },
): Promise<{ id: string } | undefined> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into mail_subscriptions as s
          (group_id, seller_id, campaign_id, email, locale, status, consent_text, consented_at)
        values (${values.groupId}, ${values.sellerId}, ${values.campaignId}, ${values.email}, ${values.locale},
                'pending', ${values.consentText}, ${iso(values.now)})
        on conflict (seller_id, campaign_id, lower(email)) do update
          set status = 'pending', locale = excluded.locale, consent_text = excluded.consent_text,
              consented_at = excluded.consented_at, confirmed_at = null, unsubscribed_at = null
          where s.status <> 'confirmed'
        returning s.id`,
  );
  return row;
}

/** The seller's name parts, which messages to families name the seller by (`publicSellerName`). */
const SELLER_NAME_PARTS = sql`se.first_name as "firstName", se.last_name as "lastName"`;

/** A subscription with what its pages and messages name: the seller, the campaign and the group. */
export interface SubscriptionWithNames extends SubscriptionRow, SellerNameParts {
  sellerName: string;
  campaignName: string;
  campaignEndDate: string;
  campaignGoalCents: number | null;
  groupName: string;
}

export async function findSubscriptionWithNames(
  db: DbOrTx,
  id: string,
): Promise<SubscriptionWithNames | undefined> {
  const [row] = await queryRows<SubscriptionWithNames>(
    db,
    sql`select ${SUBSCRIPTION_COLUMNS}, se.name as "sellerName", ${SELLER_NAME_PARTS}, c.name as "campaignName",
               c.end_date::text as "campaignEndDate", c.goal_cents::float8 as "campaignGoalCents", g.name as "groupName"
        from mail_subscriptions s
        join sellers se on se.id = s.seller_id
        join campaigns c on c.id = s.campaign_id
        join groups g on g.id = s.group_id
        where s.id = ${id}`,
  );
  return row;
}

/**
 * The highest goal milestone (0, 50 or 100) the campaign has passed: counted as told when a subscription starts,
 * so the parent hears of the next one only.
 */
export const passedMilestoneOf = (campaignId: SQL) => sql`coalesce((
  select case
    when c.goal_cents is null or c.goal_cents <= 0 then 0
    when r.raised >= c.goal_cents then 100
    when r.raised * 2 >= c.goal_cents then 50
    else 0 end
  from campaigns c
  cross join lateral (
    select coalesce(sum(d.product_sales_cents + d.donation_cents), 0) as raised
    from report_seller_days d where d.group_id = c.group_id and d.campaign_id = c.id
  ) r
  where c.id = ${campaignId}), 0)`;

/** Confirms a pending subscription by its link. */
export async function confirmPendingSubscription(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update mail_subscriptions s
        set status = 'confirmed', confirmed_at = ${iso(now)}, confirmed_via = 'link',
            milestone_sent = ${passedMilestoneOf(sql`s.campaign_id`)}
        where s.id = ${id} and s.status = 'pending'
        returning s.id`,
  );
  return rows.length > 0;
}

/** Stops a subscription at once: its orders not yet told and its messages still waiting are dropped with it. */
export async function unsubscribeSubscription(db: DbOrTx, id: string, now: Date): Promise<void> {
  await queryRows(
    db,
    sql`with stopped as (
          update mail_subscriptions set status = 'unsubscribed', unsubscribed_at = ${iso(now)}
          where id = ${id} and status <> 'unsubscribed' returning id
        ), events as (
          delete from mail_order_events where subscription_id in (select id from stopped) returning 1
        )
        delete from mail_messages
        where subscription_id = ${id} and status = 'queued' and kind <> 'confirmation'
        returning 1`,
  );
}

export interface GroupSubscriptionRow extends SubscriptionRow {
  sellerName: string;
  campaignName: string;
}

export function listGroupSubscriptions(db: DbOrTx, groupId: string) {
  return queryRows<GroupSubscriptionRow>(
    db,
    sql`select ${SUBSCRIPTION_COLUMNS}, se.name as "sellerName", c.name as "campaignName"
        from mail_subscriptions s
        join sellers se on se.id = s.seller_id
        join campaigns c on c.id = s.campaign_id
        where s.group_id = ${groupId}
        order by s.created_at desc, s.id desc`,
  );
}

/** Deletes one of the group's subscriptions with its waiting order events and messages (foreign keys cascade). */
export async function deleteGroupSubscription(db: DbOrTx, groupId: string, id: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`delete from mail_subscriptions where id = ${id} and group_id = ${groupId} returning id`,
  );
  return rows.length > 0;
}

/**
 * Locks a confirmed subscription for the transaction writing one of its messages; false when it is no longer
 * confirmed. Taken first, before its order events, in the order every other writer takes them (unsubscribing and
 * deleting lock the subscription, then its events), so they wait on each other instead of deadlocking. A new
 * order's event row only needs a key-share lock on the subscription, which this lock lets through.
 */
export async function lockConfirmedSubscription(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from mail_subscriptions where id = ${id} and status = 'confirmed' for no key update`,
  );
  return rows.length > 0;
}

// ---------------------------------------------------------------- what family messages say

/** A subscription's facts for a message: names, the seller's counted orders, the group's progress, the link. */
export interface FamilyFactsRow extends SellerNameParts {
  id: string;
  email: string;
  locale: 'en' | 'es';
  sellerName: string;
  campaignName: string;
  campaignEndDate: string;
  goalCents: number | null;
  groupName: string;
  sellerOrderCount: number;
  sellerSalesCents: number;
  groupRaisedCents: number;
  shareToken: string | null;
  /** Made by a parent's family page, where its switch is. */
  fromFamilyPage: boolean;
}

export async function familyFacts(db: DbOrTx, subscriptionId: string): Promise<FamilyFactsRow | undefined> {
  const [row] = await queryRows<FamilyFactsRow>(
    db,
    sql`select s.id, s.email, s.locale, se.name as "sellerName", ${SELLER_NAME_PARTS}, c.name as "campaignName",
               c.end_date::text as "campaignEndDate", c.goal_cents::float8 as "goalCents", g.name as "groupName",
               t.order_count as "sellerOrderCount", t.sales_cents as "sellerSalesCents",
               r.raised as "groupRaisedCents", l.token as "shareToken",
               s.parent_id is not null as "fromFamilyPage"
        from mail_subscriptions s
        join sellers se on se.id = s.seller_id
        join campaigns c on c.id = s.campaign_id
        join groups g on g.id = s.group_id
        cross join lateral (
          select count(*)::int as order_count,
                 exact_cents(coalesce(sum(o.total_product_cents + o.donation_cents), 0)) as sales_cents
          from orders o
          where o.seller_id = s.seller_id and o.campaign_id = s.campaign_id and ${countedOrder('o')}
        ) t
        cross join lateral (
          select exact_cents(coalesce(sum(d.product_sales_cents + d.donation_cents), 0)) as raised
          from report_seller_days d where d.group_id = s.group_id and d.campaign_id = s.campaign_id
        ) r
        left join lateral (
          select token from share_links sl
          where sl.seller_id = s.seller_id and sl.campaign_id = s.campaign_id and sl.revoked_at is null
          limit 1
        ) l on true
        where s.id = ${subscriptionId}`,
  );
  return row;
}

// ---------------------------------------------------------------- what is due

/**
 * Confirmed subscriptions with orders not yet told whose last update is an hour old (or none was sent). Not after
 * the campaign's summary, which says it is the last update (an order credited late is in no message).
 */
export function subscriptionsWithDueOrders(db: DbOrTx, now: Date, limit: number) {
  return queryRows<{ id: string }>(
    db,
    sql`select s.id from mail_subscriptions s
        where s.status = 'confirmed' and s.summarized_at is null
          and exists (select 1 from mail_order_events e where e.subscription_id = s.id)
          and (s.orders_sent_at is null or s.orders_sent_at <= ${iso(now)}::timestamptz - interval '1 hour')
        order by s.orders_sent_at nulls first
        limit ${limit}`,
  );
}

/** Takes the subscription's waiting orders: how many of them count now, and their product sales and donations. */
export async function takeOrderEvents(db: DbOrTx, subscriptionId: string) {
  const [row] = await queryRows<{ count: number; cents: number }>(
    db,
    sql`with taken as (
          delete from mail_order_events where subscription_id = ${subscriptionId} returning order_id
        )
        select count(o.id)::int as count,
               exact_cents(coalesce(sum(o.total_product_cents + o.donation_cents), 0)) as cents
        from taken t join orders o on o.id = t.order_id and ${countedOrder('o')}`,
  );
  return row ?? { count: 0, cents: 0 };
}

export async function markOrdersTold(db: DbOrTx, subscriptionId: string, now: Date) {
  await queryRows(
    db,
    sql`update mail_subscriptions set orders_sent_at = ${iso(now)} where id = ${subscriptionId} returning 1`,
  );
}

/**
 * Confirmed subscriptions whose group passed a goal milestone (50 or 100 %) they were not told of. Each campaign's
 * progress is summed once, however many parents follow it.
 */
export function subscriptionsWithDueMilestones(db: DbOrTx, limit: number) {
  return queryRows<{ id: string; milestone: 50 | 100 }>(
    db,
    sql`with waiting as (
          select s.id, s.group_id, s.campaign_id, s.milestone_sent from mail_subscriptions s
          where s.status = 'confirmed' and s.milestone_sent < 100 and s.summarized_at is null
        ), progress as (
          select c.id as campaign_id, c.group_id, c.goal_cents,
                 (select coalesce(sum(d.product_sales_cents + d.donation_cents), 0) from report_seller_days d
                  where d.group_id = c.group_id and d.campaign_id = c.id) as raised
          from campaigns c
          where c.goal_cents > 0 and c.id in (select campaign_id from waiting)
        )
        select w.id, case when p.raised >= p.goal_cents then 100 else 50 end as milestone
        from waiting w join progress p on p.campaign_id = w.campaign_id and p.group_id = w.group_id
        where p.raised * 2 >= p.goal_cents and (w.milestone_sent < 50 or p.raised >= p.goal_cents)
        limit ${limit}`,
  );
}

export async function markMilestoneTold(db: DbOrTx, subscriptionId: string, milestone: number) {
  await queryRows(
    db,
    sql`update mail_subscriptions set milestone_sent = ${milestone}
        where id = ${subscriptionId} and milestone_sent < ${milestone} returning 1`,
  );
}

/**
 * Confirmed subscriptions to remind: the campaign ends in 3 days (calendar dates in the portal's time zone). A day
 * on which no instance ran sends no reminder: a late one would say the wrong number of days.
 */
export function subscriptionsToRemind(db: DbOrTx, today: string, limit: number) {
  return queryRows<{ id: string }>(
    db,
    sql`select s.id from mail_subscriptions s join campaigns c on c.id = s.campaign_id
        where s.status = 'confirmed' and s.reminded_at is null
          and c.end_date - ${today}::date = 3
        limit ${limit}`,
  );
}

export async function markReminded(db: DbOrTx, subscriptionId: string, now: Date) {
  await queryRows(
    db,
    sql`update mail_subscriptions set reminded_at = ${iso(now)} where id = ${subscriptionId} returning 1`,
  );
}

/** Confirmed subscriptions whose campaign ended before today and that have not had their summary. */
export function subscriptionsToSummarize(db: DbOrTx, today: string, limit: number) {
  return queryRows<{ id: string }>(
    db,
    sql`select s.id from mail_subscriptions s join campaigns c on c.id = s.campaign_id
        where s.status = 'confirmed' and s.summarized_at is null and c.end_date < ${today}::date
        limit ${limit}`,
  );
}

export async function markSummarized(db: DbOrTx, subscriptionId: string, now: Date) {
  await queryRows(
    db,
    sql`update mail_subscriptions set summarized_at = ${iso(now)} where id = ${subscriptionId} returning 1`,
  );
}

// ---------------------------------------------------------------- messages

/** Queues a message unless one with its idempotency key exists; true when it was queued now. */
export async function insertMail(db: DbOrTx, mail: QueuedMail, now: Date): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`insert into mail_messages (id, idempotency_key, kind, subscription_id, staff_kind, staff_id, to_address,
          from_address, subject, text_body, html_body, headers, next_attempt_at, created_at)
        values (${mail.id}, ${mail.idempotencyKey}, ${mail.kind}, ${mail.subscriptionId}, ${mail.staff?.kind ?? null},
          ${mail.staff?.id ?? null}, ${mail.to}, ${mail.from}, ${mail.subject}, ${mail.text}, ${mail.html},
          ${JSON.stringify(mail.headers)}::jsonb, ${iso(now)}, ${iso(now)})
        on conflict (idempotency_key) do nothing
        returning id`,
  );
  return rows.length > 0;
}

export async function mailKeyExists(db: DbOrTx, idempotencyKey: string): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from mail_messages where idempotency_key = ${idempotencyKey}`,
  );
  return rows.length > 0;
}

export interface MessageRow {
  id: string;
  kind: string;
  toAddress: string;
  fromAddress: string;
  subject: string;
  status: 'queued' | 'sent' | 'failed';
  delivery: 'smtp' | 'outbox' | null;
  attempts: number;
  lastError: string;
  createdAt: Date | string;
  sentAt: Date | string | null;
  nextAttemptAt: Date | string;
}

const MESSAGE_COLUMNS = sql`id, kind, to_address as "toAddress", from_address as "fromAddress", subject, status,
  delivery, attempts, last_error as "lastError", created_at as "createdAt", sent_at as "sentAt",
  next_attempt_at as "nextAttemptAt"`;

export interface FullMessageRow extends MessageRow {
  textBody: string;
  htmlBody: string;
  headers: [string, string][];
}

const FULL_MESSAGE_COLUMNS = sql`${MESSAGE_COLUMNS}, text_body as "textBody", html_body as "htmlBody", headers`;

/** Queued messages whose time has come, oldest first. */
export function dueMessages(db: DbOrTx, now: Date, limit: number) {
  return queryRows<FullMessageRow>(
    db,
    sql`select ${FULL_MESSAGE_COLUMNS} from mail_messages
        where status = 'queued' and next_attempt_at <= ${iso(now)}
        order by next_attempt_at, created_at
        limit ${limit}`,
  );
}

export async function markMessageSent(db: DbOrTx, id: string, delivery: 'smtp' | 'outbox', now: Date) {
  await queryRows(
    db,
    sql`update mail_messages set status = 'sent', delivery = ${delivery}, sent_at = ${iso(now)},
          attempts = attempts + 1, last_error = ''
        where id = ${id} and status = 'queued' returning 1`,
  );
}

/** Without a mail server, every due message is delivered to the outbox at once. */
export async function keepDueMessagesInOutbox(db: DbOrTx, now: Date): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update mail_messages set status = 'sent', delivery = 'outbox', sent_at = ${iso(now)}, attempts = attempts + 1
        where status = 'queued' and next_attempt_at <= ${iso(now)} returning id`,
  );
  return rows.length;
}

export async function markMessageRetry(db: DbOrTx, id: string, nextAttemptAt: Date, error: string) {
  await queryRows(
    db,
    sql`update mail_messages set attempts = attempts + 1, next_attempt_at = ${iso(nextAttemptAt)},
          last_error = ${error}
        where id = ${id} and status = 'queued' returning 1`,
  );
}

export async function markMessageFailed(db: DbOrTx, id: string, now: Date, error: string) {
  await queryRows(
    db,
    sql`update mail_messages set status = 'failed', attempts = attempts + 1, failed_at = ${iso(now)},
          last_error = ${error}
        where id = ${id} and status = 'queued' returning 1`,
  );
}

export function listOutboxMessages(db: DbOrTx, limit: number) {
  return queryRows<MessageRow>(
    db,
    sql`select ${MESSAGE_COLUMNS} from mail_messages order by created_at desc, id desc limit ${limit}`,
  );
}

export async function findMessage(db: DbOrTx, id: string): Promise<FullMessageRow | undefined> {
  const [row] = await queryRows<FullMessageRow>(
    db,
    sql`select ${FULL_MESSAGE_COLUMNS} from mail_messages where id = ${id}`,
  );
  return row;
}
