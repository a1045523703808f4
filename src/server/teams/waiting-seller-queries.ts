import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/database.js';
import { countedOrder } from '../db/schema.js';
import { uuidArray } from '../db/sql-arrays.js';

/** A waiting seller's counted orders of every campaign and their sales with shipping, in cents. */
const WAITING_FIGURES = sql`count(o.id)::int as "orderCount", exact_cents(coalesce(sum(o.total_cents), 0)) as "salesCents"`;

export interface WaitingSellerRow {
  id: string;
  firstName: string;
  teamId: string | null;
  teamName: string | null;
  lastSignInAt: Date | string;
  orderCount: number;
  salesCents: number;
}

/** The group's waiting sellers with their class and figures. */
export function findWaitingSellersOfGroup(db: DbOrTx, groupId: string) {
  return queryRows<WaitingSellerRow>(
    db,
    sql`select s.id, s.first_name as "firstName", s.team_id as "teamId", t.name as "teamName",
               s.last_login_at as "lastSignInAt", ${WAITING_FIGURES}
        from sellers s
        left join teams t on t.id = s.team_id
        left join orders o on o.seller_id = s.id and ${countedOrder('o')}
        where s.group_id = ${groupId} and s.waiting
        group by s.id, t.name`,
  );
}

/** For each child, the waiting sellers of the child's group and class with their figures (first names compared apart). */
export function findWaitingSellersOfChildrenClasses(db: DbOrTx, childIds: string[]) {
  if (childIds.length === 0) return Promise.resolve([]);
  return queryRows<{
    childId: string;
    childFirstName: string;
    id: string;
    firstName: string;
    orderCount: number;
    salesCents: number;
  }>(
    db,
    sql`select c.id as "childId", c.first_name as "childFirstName", w.id, w.first_name as "firstName",
               ${WAITING_FIGURES}
        from sellers c
        join sellers w on w.group_id = c.group_id and w.waiting and w.team_id is not distinct from c.team_id
        left join orders o on o.seller_id = w.id and ${countedOrder('o')}
        where c.id = any(${uuidArray(childIds)})
        group by c.id, w.id
        order by w.created_at, w.id`,
  );
}

/** The group's waiting seller, locked until the join ends (a class login meanwhile waits, then makes a new one). */
export async function lockWaitingSeller(db: DbOrTx, groupId: string, sellerId: string) {
  const [row] = await queryRows<{ id: string; firstName: string; teamId: string | null }>(
    db,
    sql`select id, first_name as "firstName", team_id as "teamId" from sellers
        where id = ${sellerId} and group_id = ${groupId} and waiting
        for update`,
  );
  return row;
}

/** A seller of the group waiting sales may join: not itself waiting, never erased. */
export async function findJoinTarget(db: DbOrTx, groupId: string, sellerId: string) {
  const [row] = await queryRows<{ id: string; name: string; email: string; groupCode: string }>(
    db,
    sql`select s.id, s.name, s.email, g.code as "groupCode"
        from sellers s join groups g on g.id = s.group_id
        where s.id = ${sellerId} and s.group_id = ${groupId} and not s.waiting
          and not exists (select 1 from seller_erasures e where e.seller_id = s.id)
        for share of s`,
  );
  return row;
}

/** Who joins waiting sales, as the attribution history records them. */
export interface JoinedBy {
  kind: 'admin' | 'coordinator' | 'parent';
  id: string;
  name: string;
}

/** The reason every order moved by a join carries in the attribution history. */
export const JOIN_REASON = 'Joined to a child';

/**
 * Credits every order of the waiting seller to the target, each with its entry in the attribution history (who,
 * when, from, to, why). The order triggers move the counters and report tallies (and the target's team) in the
 * same transaction. Answers how many orders moved.
 */
export async function moveWaitingOrders(
  db: DbOrTx,
  move: { fromId: string; to: { id: string; name: string; email: string }; by: JoinedBy },
) {
  const adminId = move.by.kind === 'admin' ? move.by.id : null;
  const otherId = move.by.kind === 'admin' ? null : move.by.id;
  const [row] = await queryRows<{ moved: number }>(
    db,
    sql`with previous as (
          select id, group_code, campaign_name, seller_name, seller_id
          from orders where seller_id = ${move.fromId} order by id for update
        ), changed as (
          update orders o set seller_id = ${move.to.id}, seller_name = ${move.to.name},
            seller_email = ${move.to.email.toLowerCase()}, updated_at = now()
          from previous where o.id = previous.id
          returning o.id
        ), audit as (
          insert into order_attribution_changes
            (order_id, changed_by_kind, changed_by_admin_id, changed_by_id, changed_by_name, from_group_code,
             from_campaign_name, from_seller_name, from_seller_id, to_group_code, to_campaign_name,
             to_seller_name, to_seller_id, reason)
          select id, ${move.by.kind}, ${adminId}::uuid, ${otherId}::uuid, ${move.by.name}, group_code,
                 campaign_name, seller_name, seller_id, group_code, campaign_name, ${move.to.name},
                 ${move.to.id}::uuid, ${JOIN_REASON}
          from previous
        )
        select (select count(*) from changed)::int as moved`,
  );
  return row?.moved ?? 0;
}

/**
 * The waiting seller's hand-offs and share links go to the target, so an order still to come from one of its
 * carts or links is credited to the target too. Where the target already has an active link for a campaign, the
 * waiting seller's is revoked first (a seller has one active link per campaign).
 */
export async function moveWaitingHandoffsAndLinks(db: DbOrTx, fromId: string, toId: string) {
  await db.execute(sql`update store_handoffs set seller_id = ${toId} where seller_id = ${fromId}`);
  await db.execute(
    sql`update share_links l set revoked_at = now()
        where l.seller_id = ${fromId} and l.revoked_at is null
          and exists (select 1 from share_links t
                      where t.seller_id = ${toId} and t.campaign_id = l.campaign_id and t.revoked_at is null)`,
  );
  await db.execute(sql`update share_links set seller_id = ${toId} where seller_id = ${fromId}`);
}

/** The emptied waiting seller goes: its sessions end, and the next login in class under its name starts anew. */
export async function deleteWaitingSeller(db: DbOrTx, sellerId: string) {
  await db.execute(sql`delete from sellers where id = ${sellerId} and waiting`);
}
