import { forgetSharePage } from './public-page-cache.js';
import type { TCampaignShareLinksReply, TRevokeShareLinkReply } from '../../shared/api/share-links.js';
import { findCampaignOfGroup } from '../campaigns/queries.js';
import type { AppContext } from '../context.js';
import { fail } from '../errors.js';
import { findGroup } from '../groups/queries.js';
import { isId } from '../lib/ids.js';
import { dollarsFromCents } from '../lib/money.js';
import { findShareLinkOfCampaign, listCampaignShareLinkRows, revokeActiveShareLink } from './queries.js';
import { shareLinkUrl } from './seller-share-links.js';

const isoOf = (value: Date | string) => new Date(value).toISOString();

/** The group (404 when unknown) and its campaign (404 when unknown or another group's); the guard did the role. */
async function requireGroupCampaign(ctx: AppContext, groupId: string, campaignId: string) {
  const group = isId(groupId) ? await findGroup(ctx.db, groupId) : undefined;
  if (!group) throw fail('GROUP_NOT_FOUND');
  const campaign = isId(campaignId) ? await findCampaignOfGroup(ctx.db, groupId, campaignId) : undefined;
  if (!campaign) throw fail('CAMPAIGN_NOT_FOUND');
  return campaign;
}

export async function campaignShareLinks(
  ctx: AppContext,
  groupId: string,
  campaignId: string,
): Promise<TCampaignShareLinksReply['data']> {
  const campaign = await requireGroupCampaign(ctx, groupId, campaignId);
  const rows = await listCampaignShareLinkRows(ctx.db, groupId, campaign.id);
  return {
    campaign: { _id: campaign.id, name: campaign.name },
    sellers: rows.map((row) => ({
      sellerId: row.sellerId,
      sellerName: row.sellerName,
      link:
        row.linkId && row.token && row.linkCreatedAt
          ? {
              _id: row.linkId,
              token: row.token,
              url: shareLinkUrl(ctx, row.token),
              createdAt: isoOf(row.linkCreatedAt),
            }
          : null,
      shareLinkOrderCount: row.shareLinkOrderCount,
      shareLinkSales: dollarsFromCents(row.shareLinkSalesCents),
      sellerHandoffOrderCount: row.sellerHandoffOrderCount,
      sellerHandoffSales: dollarsFromCents(row.sellerHandoffSalesCents),
    })),
  };
}

/** Ends a link of the group's campaign; the seller's next visit to their page makes a new one. */
export async function revokeShareLink(
  ctx: AppContext,
  groupId: string,
  campaignId: string,
  linkId: string,
): Promise<TRevokeShareLinkReply['data']> {
  const campaign = await requireGroupCampaign(ctx, groupId, campaignId);
  if (!isId(linkId)) throw fail('SHARE_LINK_NOT_FOUND');
  const link = { linkId, groupId, campaignId: campaign.id };
  const revoked = await revokeActiveShareLink(ctx.db, link, ctx.now());
  if (revoked?.revokedAt) {
    forgetSharePage(ctx, revoked.token);
    return { _id: revoked.id, revokedAt: revoked.revokedAt.toISOString() };
  }
  const existing = await findShareLinkOfCampaign(ctx.db, link);
  throw fail(existing ? 'SHARE_LINK_ALREADY_REVOKED' : 'SHARE_LINK_NOT_FOUND');
}
