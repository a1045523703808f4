import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/database.js';
import { countedOrder } from '../db/schema.js';
import type { StaffMember } from '../auth/principal.js';

/** Balances group sellers as the results do: by trimmed name, in any case. */
const sellerKey = (column: SQL) => sql`lower(btrim(${column}))`;

export interface TurnInWrite {
  groupId: string;
  campaignId: string;
  sellerId: string | null;
  sellerName: string;
  cashCents: number;
  checks: { number: string; amountCents: number; payer: string }[];
  note: string;
  replacesId: string | null;
}

/** Writes a turn-in, its cash and each check as money received, and its audit entry, in one statement. */
export async function insertTurnIn(
  db: DbOrTx,
  turnIn: TurnInWrite,
  staff: StaffMember,
  at: Date,
  action: 'recorded' | 'corrected',
  reason: string,
) {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`with t as (
          insert into turn_ins (group_id, campaign_id, seller_id, seller_name, cash_cents, note, recorded_by_kind,
            recorded_by_id, recorded_by_name, recorded_at, replaces_id)
          values (${turnIn.groupId}, ${turnIn.campaignId}, ${turnIn.sellerId}, ${turnIn.sellerName}, ${turnIn.cashCents},
            ${turnIn.note}, ${staff.kind}, ${staff.id}, ${staff.name}, ${at}, ${turnIn.replacesId})
          returning id
        ), cash as (
          insert into money_items (group_id, campaign_id, seller_id, seller_name, kind, amount_cents, turn_in_id, received_at)
          select ${turnIn.groupId}, ${turnIn.campaignId}, ${turnIn.sellerId}, ${turnIn.sellerName}, 'cash',
                 ${turnIn.cashCents}, t.id, ${at}
          from t where ${turnIn.cashCents} > 0
        ), checks as (
          insert into money_items (group_id, campaign_id, seller_id, seller_name, kind, amount_cents, check_number,
            payer_name, turn_in_id, received_at)
          select ${turnIn.groupId}, ${turnIn.campaignId}, ${turnIn.sellerId}, ${turnIn.sellerName}, 'check',
                 c.amount_cents, c.number, c.payer, t.id, ${at}
          from t cross join jsonb_to_recordset(${JSON.stringify(
            turnIn.checks.map((check) => ({
              number: check.number,
              amount_cents: check.amountCents,
              payer: check.payer,
            })),
          )}::jsonb) as c(number text, amount_cents bigint, payer text)
        ), audit as (
          insert into money_changes (group_id, campaign_id, subject, subject_id, action, changed_by_kind, changed_by_id,
            changed_by_name, reason, changed_at)
          select ${turnIn.groupId}, ${turnIn.campaignId}, 'turn_in', t.id, ${action}, ${staff.kind}, ${staff.id},
                 ${staff.name}, ${reason}, ${at}
          from t
        )
        select id from t`,
  );
  return row!.id;
}

export interface TurnInRow {
  id: string;
  groupId: string;
  campaignId: string;
  sellerId: string | null;
  sellerName: string;
  cashCents: number;
  note: string;
  recordedByName: string;
  recordedAt: Date | string;
  replacesId: string | null;
  voidedAt: Date | string | null;
  voidReason: string;
  checks: { id: string; number: string; amountCents: number; payer: string; deposited: boolean }[];
  deposited: boolean;
  changes: { action: string; changedByName: string; changedAt: string; reason: string }[];
}

const TURN_IN_COLUMNS = sql`t.id, t.group_id as "groupId", t.campaign_id as "campaignId", t.seller_id as "sellerId",
  t.seller_name as "sellerName", t.cash_cents::float8 as "cashCents", t.note, t.recorded_by_name as "recordedByName",
  t.recorded_at as "recordedAt", t.replaces_id as "replacesId", t.voided_at as "voidedAt", t.void_reason as "voidReason",
  coalesce((select jsonb_agg(jsonb_build_object('id', m.id, 'number', m.check_number, 'amountCents', m.amount_cents,
              'payer', m.payer_name, 'deposited', m.deposit_id is not null) order by m.received_at, m.check_number, m.id)
            from money_items m where m.turn_in_id = t.id and m.kind = 'check'), '[]'::jsonb) as checks,
  exists (select 1 from money_items m where m.turn_in_id = t.id and m.deposit_id is not null) as deposited,
  coalesce((select jsonb_agg(jsonb_build_object('action', c.action, 'changedByName', c.changed_by_name,
              'changedAt', c.changed_at, 'reason', c.reason) order by c.changed_at, c.id)
            from money_changes c where c.subject_id = t.id), '[]'::jsonb) as changes`;

export async function findTurnIn(db: DbOrTx, groupId: string, turnInId: string, lock = false) {
  if (lock) {
    await db.execute(sql`select 1 from turn_ins where id = ${turnInId} for update`);
    // A deposit being made holds its payments: waiting for it here shows whether this money went in. Locked in the
    // deposit's order, so the two never wait on each other.
    await db.execute(
      sql`select 1 from money_items where turn_in_id = ${turnInId} order by received_at, kind, check_number, id for update`,
    );
  }
  const [row] = await queryRows<TurnInRow>(
    db,
    sql`select ${TURN_IN_COLUMNS} from turn_ins t where t.id = ${turnInId} and t.group_id = ${groupId}`,
  );
  return row;
}

export function findCampaignTurnIns(db: DbOrTx, groupId: string, campaignId: string, limit: number) {
  return queryRows<TurnInRow>(
    db,
    sql`select ${TURN_IN_COLUMNS} from turn_ins t
        where t.campaign_id = ${campaignId} and t.group_id = ${groupId}
        order by t.recorded_at desc, t.id desc
        limit ${limit}`,
  );
}

/** Voids a turn-in and the money it brought, with the audit entry (`voided`, or `corrected` by a new one). */
export async function voidTurnIn(
  db: DbOrTx,
  turnIn: { id: string; groupId: string; campaignId: string },
  staff: StaffMember,
  at: Date,
  action: 'voided' | 'corrected',
  reason: string,
) {
  await db.execute(
    sql`update turn_ins set voided_at = ${at}, voided_by_name = ${staff.name}, void_reason = ${reason}
        where id = ${turnIn.id}`,
  );
  await db.execute(
    sql`update money_items set voided_at = ${at} where turn_in_id = ${turnIn.id} and voided_at is null`,
  );
  await recordMoneyChange(db, { ...turnIn, subject: 'turn_in' }, staff, at, action, reason);
}

export function recordMoneyChange(
  db: DbOrTx,
  subject: { id: string; groupId: string; campaignId: string; subject: 'turn_in' | 'deposit' },
  staff: StaffMember,
  at: Date,
  action: string,
  reason: string,
) {
  return db.execute(
    sql`insert into money_changes (group_id, campaign_id, subject, subject_id, action, changed_by_kind, changed_by_id,
          changed_by_name, reason, changed_at)
        values (${subject.groupId}, ${subject.campaignId}, ${subject.subject}, ${subject.id}, ${action}, ${staff.kind},
          ${staff.id}, ${staff.name}, ${reason}, ${at})`,
  );
}

export interface SellerBalanceRow {
  key: string;
  sellerId: string | null;
  sellerName: string;
  paperOrders: number;
  owedCents: number;
  receivedCents: number;
  lastTurnInAt: Date | string | null;
}

// A seller's name is the first of its spellings in code-point order, as in the reports, whatever the collation.
const PAPER_SELLERS = (groupId: string, campaignId: string, only?: string) => sql`
  select ${sellerKey(sql`o.seller_name`)} as key, min(btrim(o.seller_name) collate "C") as name,
         (array_agg(o.seller_id) filter (where o.seller_id is not null))[1] as seller_id,
         count(*)::int as orders, sum(o.total_cents) as owed
  from orders o
  where o.campaign_id = ${campaignId} and o.group_id = ${groupId} and o.source = 'paper' and ${countedOrder('o')}
    ${only === undefined ? sql`` : sql`and ${sellerKey(sql`o.seller_name`)} = ${only}`}
  group by 1`;

const RECEIVED_SELLERS = (campaignId: string, only?: string) => sql`
  select ${sellerKey(sql`m.seller_name`)} as key, min(btrim(m.seller_name) collate "C") as name,
         (array_agg(m.seller_id) filter (where m.seller_id is not null))[1] as seller_id,
         sum(m.amount_cents) as received
  from money_items m
  where m.campaign_id = ${campaignId} and m.voided_at is null
    ${only === undefined ? sql`` : sql`and ${sellerKey(sql`m.seller_name`)} = ${only}`}
  group by 1`;

/** Every seller with counted paper orders or money received in the campaign, by name; or the one of `only` (a key). */
export function findSellerBalances(db: DbOrTx, groupId: string, campaignId: string, only?: string) {
  return queryRows<SellerBalanceRow>(
    db,
    sql`with paper as (${PAPER_SELLERS(groupId, campaignId, only)}),
        received as (${RECEIVED_SELLERS(campaignId, only)}),
        turned_in as (
          select ${sellerKey(sql`seller_name`)} as key, max(recorded_at) as last
          from turn_ins where campaign_id = ${campaignId} and voided_at is null
            ${only === undefined ? sql`` : sql`and ${sellerKey(sql`seller_name`)} = ${only}`}
          group by 1
        )
        select coalesce(p.key, r.key) as key, coalesce(p.seller_id, r.seller_id) as "sellerId",
               coalesce(p.name, r.name) as "sellerName", coalesce(p.orders, 0) as "paperOrders",
               exact_cents(coalesce(p.owed, 0)) as "owedCents", exact_cents(coalesce(r.received, 0)) as "receivedCents",
               t.last as "lastTurnInAt"
        from paper p
        full join received r on r.key = p.key
        left join turned_in t on t.key = coalesce(p.key, r.key)
        order by lower(coalesce(p.name, r.name)) collate "C", coalesce(p.name, r.name) collate "C"`,
  );
}

export const sellerKeyOf = (name: string) => name.trim().toLowerCase();

export interface MoneyTotalsRow {
  receivedCashCents: number;
  receivedCheckCents: number;
  depositedCents: number;
  paperProductCents: number;
  productCents: number;
  paperDonationCents: number;
  donationCents: number;
}

/**
 * The campaign's money received and deposited, its paper product sales and donations, and all its product sales
 * and donations (tallies).
 */
export async function findMoneyTotals(db: DbOrTx, groupId: string, campaignId: string) {
  const [row] = await queryRows<MoneyTotalsRow>(
    db,
    sql`select
          (select exact_cents(coalesce(sum(amount_cents) filter (where kind = 'cash'), 0)) from money_items
            where campaign_id = ${campaignId} and voided_at is null) as "receivedCashCents",
          (select exact_cents(coalesce(sum(amount_cents) filter (where kind = 'check'), 0)) from money_items
            where campaign_id = ${campaignId} and voided_at is null) as "receivedCheckCents",
          (select exact_cents(coalesce(sum(amount_cents), 0)) from money_items
            where campaign_id = ${campaignId} and voided_at is null and deposit_id is not null) as "depositedCents",
          paper."paperProductCents", paper."paperDonationCents", tallies."productCents", tallies."donationCents"
        from (select exact_cents(coalesce(sum(o.total_product_cents), 0)) as "paperProductCents",
                     exact_cents(coalesce(sum(o.donation_cents), 0)) as "paperDonationCents"
              from orders o
              where o.campaign_id = ${campaignId} and o.group_id = ${groupId} and o.source = 'paper'
                and ${countedOrder('o')}) paper,
             (select exact_cents(coalesce(sum(product_sales_cents), 0)) as "productCents",
                     exact_cents(coalesce(sum(donation_cents), 0)) as "donationCents"
              from report_seller_days
              where campaign_id = ${campaignId} and group_id = ${groupId}) tallies`,
  );
  return row!;
}

export interface MoneyItemRow {
  id: string;
  kind: 'cash' | 'check';
  amountCents: number;
  checkNumber: string;
  payerName: string;
  sellerName: string;
  orderNumber: string | null;
  receivedAt: Date | string;
}

/** The campaign's money received and not deposited, oldest first; `ids` narrows it to those (locked for a deposit). */
export function findMoneyOnHand(
  db: DbOrTx,
  campaignId: string,
  options: { ids?: string[]; lock?: boolean } = {},
) {
  return queryRows<MoneyItemRow>(
    db,
    sql`select m.id, m.kind, m.amount_cents::float8 as "amountCents", m.check_number as "checkNumber",
               m.payer_name as "payerName", m.seller_name as "sellerName", o.shopify_order_number as "orderNumber",
               m.received_at as "receivedAt"
        from money_items m left join orders o on o.id = m.paper_order_id
        where m.campaign_id = ${campaignId} and m.voided_at is null and m.deposit_id is null
          ${options.ids ? sql`and m.id::text in (select jsonb_array_elements_text(${JSON.stringify(options.ids)}::jsonb))` : sql``}
        order by m.received_at, m.kind, m.check_number, m.id
        ${options.lock ? sql`for update of m` : sql``}`,
  );
}

export async function insertDeposit(
  db: DbOrTx,
  deposit: {
    groupId: string;
    campaignId: string;
    itemIds: string[];
    cashCents: number;
    checkCents: number;
    checks: { number: string; payer: string; amountCents: number }[];
    note: string;
  },
  staff: StaffMember,
  at: Date,
) {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`with d as (
          insert into deposits (group_id, campaign_id, cash_cents, check_cents, checks, note, created_by_kind,
            created_by_id, created_by_name, created_at)
          values (${deposit.groupId}, ${deposit.campaignId}, ${deposit.cashCents}, ${deposit.checkCents},
            ${JSON.stringify(deposit.checks)}::jsonb, ${deposit.note}, ${staff.kind}, ${staff.id}, ${staff.name}, ${at})
          returning id
        ), items as (
          update money_items m set deposit_id = d.id
          from d
          where m.id::text in (select jsonb_array_elements_text(${JSON.stringify(deposit.itemIds)}::jsonb))
        ), audit as (
          insert into money_changes (group_id, campaign_id, subject, subject_id, action, changed_by_kind, changed_by_id,
            changed_by_name, changed_at)
          select ${deposit.groupId}, ${deposit.campaignId}, 'deposit', d.id, 'deposited', ${staff.kind}, ${staff.id},
                 ${staff.name}, ${at}
          from d
        )
        select id from d`,
  );
  return row!.id;
}

export interface DepositRow {
  id: string;
  groupId: string;
  campaignId: string;
  cashCents: number;
  checkCents: number;
  checks: { number: string; payer: string; amountCents: number }[];
  note: string;
  createdByName: string;
  createdAt: Date | string;
  confirmedAt: Date | string | null;
  reopenedAt: Date | string | null;
  reopenReason: string;
  changes: { action: string; changedByName: string; changedAt: string; reason: string }[];
}

const DEPOSIT_COLUMNS = sql`d.id, d.group_id as "groupId", d.campaign_id as "campaignId",
  d.cash_cents::float8 as "cashCents", d.check_cents::float8 as "checkCents", d.checks, d.note,
  d.created_by_name as "createdByName", d.created_at as "createdAt", d.confirmed_at as "confirmedAt",
  d.reopened_at as "reopenedAt", d.reopen_reason as "reopenReason",
  coalesce((select jsonb_agg(jsonb_build_object('action', c.action, 'changedByName', c.changed_by_name,
              'changedAt', c.changed_at, 'reason', c.reason) order by c.changed_at, c.id)
            from money_changes c where c.subject_id = d.id), '[]'::jsonb) as changes`;

export async function findDeposit(db: DbOrTx, groupId: string, depositId: string, lock = false) {
  if (lock) await db.execute(sql`select 1 from deposits where id = ${depositId} for update`);
  const [row] = await queryRows<DepositRow>(
    db,
    sql`select ${DEPOSIT_COLUMNS} from deposits d where d.id = ${depositId} and d.group_id = ${groupId}`,
  );
  return row;
}

export function findCampaignDeposits(db: DbOrTx, groupId: string, campaignId: string) {
  return queryRows<DepositRow>(
    db,
    sql`select ${DEPOSIT_COLUMNS} from deposits d
        where d.campaign_id = ${campaignId} and d.group_id = ${groupId}
        order by d.created_at desc, d.id desc`,
  );
}

/**
 * Its money goes back on hand; the deposit keeps what it held, for its slip and the recap.
 */
export async function reopenDeposit(
  db: DbOrTx,
  deposit: DepositRow,
  staff: StaffMember,
  at: Date,
  reason: string,
) {
  await db.execute(
    sql`update deposits set reopened_at = ${at}, reopened_by_name = ${staff.name}, reopen_reason = ${reason}
        where id = ${deposit.id}`,
  );
  // A payment of a paper order voided while its money was banked follows its order now that it is back on hand.
  await db.execute(
    sql`update money_items m set deposit_id = null,
          voided_at = case
            when m.voided_at is null
              and exists (select 1 from paper_orders p where p.order_id = m.paper_order_id and p.voided_at is not null)
            then ${at} else m.voided_at end
        where m.deposit_id = ${deposit.id}`,
  );
  await recordMoneyChange(db, { ...deposit, subject: 'deposit' }, staff, at, 'reopened', reason);
}

export async function confirmDeposit(db: DbOrTx, deposit: DepositRow, staff: StaffMember, at: Date) {
  await db.execute(
    sql`update deposits set confirmed_at = ${at}, confirmed_by_name = ${staff.name} where id = ${deposit.id}`,
  );
  await recordMoneyChange(db, { ...deposit, subject: 'deposit' }, staff, at, 'confirmed', '');
}
