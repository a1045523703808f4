import { and, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/database.js';
import { countedOrder, shareLinks } from '../db/schema.js';

export type ShareLinkRow = typeof shareLinks.$inferSelect;

export async function findActiveShareLink(db: DbOrTx, sellerId: string, campaignId: string) {
  const [row] = await db
    .select()
    .from(shareLinks)
    .where(
      and(
        eq(shareLinks.sellerId, sellerId),
        eq(shareLinks.campaignId, campaignId),
        isNull(shareLinks.revokedAt),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Inserts an active link unless one exists already (share_links_active_key) or the token is taken
 * (share_links_token_key); undefined in both cases, without an error, so concurrent first visits stay calm.
 */
export async function insertShareLinkIfNone(
  db: DbOrTx,
  values: { token: string; sellerId: string; groupId: string; campaignId: string },
) {
  const [row] = await db
    .insert(shareLinks)
    .values({
      token: values.token,
      sellerId: values.sellerId,
      groupId: values.groupId,
      campaignId: values.campaignId,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

export interface SellerCampaignTally {
  orderCount: number;
  salesCents: number;
  donationCents: number;
  shareLinkOrderCount: number;
}

/** The seller's counted orders in the campaign, and how many of them came through a share link. */
export async function sellerCampaignTally(
  db: DbOrTx,
  sellerId: string,
  groupId: string,
  campaignId: string,
): Promise<SellerCampaignTally> {
  const [row] = await queryRows<SellerCampaignTally>(
    db,
    sql`select count(*)::int as "orderCount",
               exact_cents(coalesce(sum(o.total_cents), 0)) as "salesCents",
               exact_cents(coalesce(sum(o.donation_cents), 0)) as "donationCents",
               count(*) filter (where h.source = 'share_link')::int as "shareLinkOrderCount"
        from orders o left join store_handoffs h on h.id = o.handoff_id
        where o.seller_id = ${sellerId} and o.group_id = ${groupId} and o.campaign_id = ${campaignId}
          and ${countedOrder('o')}`,
  );
  return row ?? { orderCount: 0, salesCents: 0, donationCents: 0, shareLinkOrderCount: 0 };
}

export async function findGroupNames(db: DbOrTx, groupId: string) {
  const [row] = await queryRows<{ name: string; organizationName: string }>(
    db,
    sql`select name, organization_name as "organizationName" from groups where id = ${groupId}`,
  );
  return row;
}

export interface CampaignShareLinkRow {
  sellerId: string;
  sellerName: string;
  linkId: string | null;
  token: string | null;
  linkCreatedAt: Date | string | null;
  shareLinkOrderCount: number;
  shareLinkSalesCents: number;
  sellerHandoffOrderCount: number;
  sellerHandoffSalesCents: number;
}

/**
 * The group's sellers with a link for the campaign (revoked ones too, so a seller does not vanish from the list the
 * moment their link is revoked) or a hand-off in it, by name, each with their active link and their counted orders
 * of the campaign split by where the hand-off came from.
 */
export function listCampaignShareLinkRows(db: DbOrTx, groupId: string, campaignId: string) {
  return queryRows<CampaignShareLinkRow>(
    db,
    sql`with sellers as (
          select p.id, p.name from sellers p
          where p.group_id = ${groupId}
            and (exists (select 1 from share_links l
                          where l.seller_id = p.id and l.campaign_id = ${campaignId})
                 or exists (select 1 from store_handoffs h
                             where h.seller_id = p.id and h.campaign_id = ${campaignId}))
        ), tallies as (
          select o.seller_id,
                 count(*) filter (where h.source = 'share_link')::int as share_count,
                 exact_cents(coalesce(sum(o.total_cents) filter (where h.source = 'share_link'), 0)) as share_cents,
                 count(*) filter (where h.source = 'seller')::int as seller_count,
                 exact_cents(coalesce(sum(o.total_cents) filter (where h.source = 'seller'), 0)) as seller_cents
          from orders o join store_handoffs h on h.id = o.handoff_id
          where o.group_id = ${groupId} and o.campaign_id = ${campaignId} and o.seller_id is not null
            and ${countedOrder('o')}
          group by o.seller_id
        )
        select s.id as "sellerId", s.name as "sellerName",
               l.id as "linkId", l.token, l.created_at as "linkCreatedAt",
               coalesce(t.share_count, 0) as "shareLinkOrderCount",
               coalesce(t.share_cents, 0) as "shareLinkSalesCents",
               coalesce(t.seller_count, 0) as "sellerHandoffOrderCount",
               coalesce(t.seller_cents, 0) as "sellerHandoffSalesCents"
        from sellers s
        left join share_links l
          on l.seller_id = s.id and l.campaign_id = ${campaignId} and l.revoked_at is null
        left join tallies t on t.seller_id = s.id
        order by lower(s.name), s.name, s.id`,
  );
}

/** Ends an active link of the group's campaign; undefined when there is none by that id. */
export async function revokeActiveShareLink(
  db: DbOrTx,
  link: { linkId: string; groupId: string; campaignId: string },
  at: Date,
) {
  const [row] = await db
    .update(shareLinks)
    .set({ revokedAt: at })
    .where(
      and(
        eq(shareLinks.id, link.linkId),
        eq(shareLinks.groupId, link.groupId),
        eq(shareLinks.campaignId, link.campaignId),
        isNull(shareLinks.revokedAt),
      ),
    )
    .returning({ id: shareLinks.id, token: shareLinks.token, revokedAt: shareLinks.revokedAt });
  return row;
}

export async function findShareLinkOfCampaign(
  db: DbOrTx,
  link: { linkId: string; groupId: string; campaignId: string },
) {
  const [row] = await db
    .select()
    .from(shareLinks)
    .where(
      and(
        eq(shareLinks.id, link.linkId),
        eq(shareLinks.groupId, link.groupId),
        eq(shareLinks.campaignId, link.campaignId),
      ),
    )
    .limit(1);
  return row;
}

/** Ends every active link of the seller (erasure); returns their tokens, whose cached pages must go too. */
export async function revokeSellerShareLinks(db: DbOrTx, sellerId: string, at: Date): Promise<string[]> {
  const rows = await db
    .update(shareLinks)
    .set({ revokedAt: at })
    .where(and(eq(shareLinks.sellerId, sellerId), isNull(shareLinks.revokedAt)))
    .returning({ token: shareLinks.token });
  return rows.map((row) => row.token);
}
