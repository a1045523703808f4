import type { z } from 'zod';
import type { ZFamilyChildBody } from '../../shared/api/family.js';
import { compareTeamNames } from '../../shared/team-names.js';
import type { AppContext } from '../context.js';
import { fail } from '../errors.js';
import { isId } from '../lib/ids.js';
import { publicSellerLabel, publicSellerName } from '../share-links/public-seller-name.js';
import type { FamilySession } from './family-guard.js';
import { currentNotice } from './notice.js';
import { dollarsFromCents } from '../lib/money.js';
import { ensureFamilyEmailUpdates } from '../mail/family-subscriptions.js';
import { shareLinkUrl } from '../share-links/seller-share-links.js';
import {
  childCampaignFigures,
  ensureFamilyOfParent,
  findConsent,
  findUnclaimedRosterChild,
  insertChildSeller,
  insertFamilyChild,
  listFamilyChildren,
  listGroupTeams,
} from './queries.js';

type ChildInput = z.output<typeof ZFamilyChildBody>;

/** The group's classes, in the order people read them. */
export async function groupTeams(ctx: AppContext, groupId: string) {
  const rows = await listGroupTeams(ctx.db, groupId);
  return rows
    .map((row) => ({ _id: row.id, name: row.name }))
    .sort((a, b) => compareTeamNames(a.name, b.name));
}

/** The children of a family as the family page shows them, with their figures in each of the campaigns. */
export async function familyChildrenOf(ctx: AppContext, familyId: string | null, campaignIds: string[]) {
  if (!familyId) return [];
  const rows = await listFamilyChildren(ctx.db, familyId);
  const figures = await childCampaignFigures(
    ctx.db,
    rows.map((row) => row.id),
    campaignIds,
  );
  const figuresOf = (sellerId: string, campaignId: string) =>
    figures.find((row) => row.sellerId === sellerId && row.campaignId === campaignId);
  return rows.map((row) => ({
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    publicName: publicSellerLabel(publicSellerName(row)),
    team: row.teamId ? { _id: row.teamId, name: row.teamName! } : null,
    campaigns: campaignIds.map((campaignId) => {
      const found = figuresOf(row.id, campaignId);
      return {
        campaignId,
        orderCount: found?.orderCount ?? 0,
        sales: dollarsFromCents(found?.salesCents ?? 0),
        donations: dollarsFromCents(found?.donationCents ?? 0),
        shareLinkUrl: found?.shareToken ? shareLinkUrl(ctx, found.shareToken) : null,
      };
    }),
  }));
}

/**
 * Adds a child under the parent's standing consent to the current notice: without one nothing is written. The
 * child is a seller of the group with no e-mail; a roster entry of the same first and last name and class that
 * nobody claimed becomes the child, keeping what the roster gave it.
 */
export async function addChild(ctx: AppContext, family: FamilySession, input: ChildInput) {
  const notice = await currentNotice(ctx, { id: family.groupId, name: family.groupName }, family.language);
  const teams = await listGroupTeams(ctx.db, family.groupId);
  const teamId = input.teamId ?? null;
  const classKnown =
    teamId === null ? teams.length === 0 : isId(teamId) && teams.some((team) => team.id === teamId);
  return ctx.db.transaction(async (tx) => {
    const consent = await findConsent(tx, family.parentId, notice.id);
    if (!consent) throw fail('FAMILY_CONSENT_REQUIRED');
    if (!classKnown) throw fail('FAMILY_CLASS_NOT_FOUND');
    const familyId = await ensureFamilyOfParent(tx, family);
    const child = { groupId: family.groupId, firstName: input.firstName, lastName: input.lastName, teamId };
    const roster = await findUnclaimedRosterChild(tx, child);
    const seller = roster ?? (await insertChildSeller(tx, child));
    await insertFamilyChild(tx, {
      familyId,
      sellerId: seller.id,
      consentId: consent.id,
      addedByParentId: family.parentId,
    });
    await ensureFamilyEmailUpdates(ctx, tx, familyId);
    return { _id: seller.id, claimedFromRoster: roster !== undefined };
  });
}
