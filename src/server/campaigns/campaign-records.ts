import type { z } from 'zod';
import type { TCampaign, ZCampaignBody } from '../../shared/api/groups.js';
import { CAMPAIGN_API_MESSAGES } from '../../shared/texts/campaigns.js';
import type { AppContext } from '../context.js';
import { fail, isForeignKeyViolation } from '../errors.js';
import { findGroup } from '../groups/queries.js';
import { isId } from '../lib/ids.js';
import { campaignColumns } from '../groups/campaign-columns.js';
import { presentCampaign } from './present.js';
import {
  campaignHasOrders,
  deleteCampaignAndHandoffs,
  findCampaignOfGroup,
  insertCampaign,
  listCampaignsOfGroup,
  updateCampaign as updateCampaignRow,
} from './queries.js';

type CampaignInput = z.output<typeof ZCampaignBody>;

async function requireGroup(ctx: AppContext, groupId: string) {
  const group = isId(groupId) ? await findGroup(ctx.db, groupId) : undefined;
  if (!group) throw fail('GROUP_NOT_FOUND');
  return group;
}

const campaignNotFound = () => fail('CAMPAIGN_NOT_FOUND');

const belowMinimum = (row: { donationAmountsCents: number[]; donationMinimumCents: number | null }) =>
  row.donationMinimumCents !== null &&
  row.donationAmountsCents.some((amount) => amount < row.donationMinimumCents!);

export async function listCampaigns(ctx: AppContext, groupId: string): Promise<TCampaign[]> {
  await requireGroup(ctx, groupId);
  const today = ctx.today();
  const rows = await listCampaignsOfGroup(ctx.db, groupId);
  return rows.map((row) => presentCampaign(row, today));
}

export async function getCampaign(ctx: AppContext, groupId: string, campaignId: string): Promise<TCampaign> {
  await requireGroup(ctx, groupId);
  const row = isId(campaignId) ? await findCampaignOfGroup(ctx.db, groupId, campaignId) : undefined;
  if (!row) throw campaignNotFound();
  return presentCampaign(row, ctx.today());
}

export async function createCampaign(
  ctx: AppContext,
  groupId: string,
  input: CampaignInput,
): Promise<TCampaign> {
  await requireGroup(ctx, groupId);
  const row = await insertCampaign(ctx.db, { ...campaignColumns(input), groupId });
  return presentCampaign(row, ctx.today());
}

export async function updateCampaign(
  ctx: AppContext,
  groupId: string,
  campaignId: string,
  input: CampaignInput,
): Promise<TCampaign> {
  await requireGroup(ctx, groupId);
  const row = isId(campaignId)
    ? await ctx.db.transaction(async (tx) => {
        const updated = await updateCampaignRow(tx, groupId, campaignId, campaignColumns(input));
        // A minimum sent alone is held to the amounts already stored (the body's own check sees only its fields).
        if (updated && belowMinimum(updated)) {
          throw fail('INVALID_REQUEST', undefined, [
            {
              field: 'donationAmounts',
              code: 'FIELD_INVALID',
              english: CAMPAIGN_API_MESSAGES.donationBelowMinimum,
            },
          ]);
        }
        return updated;
      })
    : undefined;
  if (!row) throw campaignNotFound();
  return presentCampaign(row, ctx.today());
}

/** A campaign that orders name stays for the record; it can be deactivated instead. */
export async function deleteCampaign(ctx: AppContext, groupId: string, campaignId: string): Promise<void> {
  await requireGroup(ctx, groupId);
  if (!isId(campaignId)) throw campaignNotFound();
  try {
    await ctx.db.transaction(async (tx) => {
      if (!(await findCampaignOfGroup(tx, groupId, campaignId))) throw campaignNotFound();
      if (await campaignHasOrders(tx, campaignId)) throw fail('CAMPAIGN_HAS_ORDERS');
      await deleteCampaignAndHandoffs(tx, groupId, campaignId);
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw fail('CAMPAIGN_HAS_ORDERS');
    throw error;
  }
}
