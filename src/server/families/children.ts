import type { z } from 'zod';
import type { TFamilyChildDetails, ZFamilyChildBody, ZFamilyChildEditBody } from '../../shared/api/family.js';
import { compareTeamNames } from '../../shared/team-names.js';
import type { AppContext } from '../context.js';
import { fail, isUniqueViolation } from '../errors.js';
import { isId } from '../lib/ids.js';
import { publicSellerLabel, publicSellerName } from '../share-links/public-seller-name.js';
import type { FamilySession } from './family-guard.js';
import { currentNotice } from './notice.js';
import { dollarsFromCents } from '../lib/money.js';
import { ensureFamilyEmailUpdates } from '../mail/family-subscriptions.js';
import { shareLinkUrl } from '../share-links/seller-share-links.js';
import { dropEmptyTallyRowsOfName } from '../sellers/erasure-queries.js';
import { ensureSellerCodes } from '../share-links/seller-codes.js';
import { lockGroup, setSellersTeam } from '../teams/queries.js';
import {
  childCampaignFigures,
  ensureFamilyOfParent,
  findChildOfParent,
  findConsent,
  findUnclaimedRosterChild,
  insertChildSeller,
  insertFamilyChild,
  listFamilyChildren,
  listGroupTeams,
  renameChildOnOrders,
  renameChildSeller,
} from './queries.js';

type ChildInput = z.output<typeof ZFamilyChildBody>;
type ChildEdit = z.output<typeof ZFamilyChildEditBody>;

/** Whether a class is one a child of the group can be in: one of its classes, or none when it has none. */
const classOfGroup = (teams: { id: string }[], teamId: string | null) =>
  teamId === null ? teams.length === 0 : isId(teamId) && teams.some((team) => team.id === teamId);

/** The group's classes, in the order people read them. */
export async function groupTeams(ctx: AppContext, groupId: string) {
  const rows = await listGroupTeams(ctx.db, groupId);
  return rows
    .map((row) => ({ _id: row.id, name: row.name }))
    .sort((a, b) => compareTeamNames(a.name, b.name));
}

/** The family's children as listed, before their figures are read. */
export type FamilyChildRow = Awaited<ReturnType<typeof listFamilyChildren>>[number];

/** The family's children (none before the parent has a family). */
export const familyChildRows = (ctx: AppContext, familyId: string | null): Promise<FamilyChildRow[]> =>
  familyId ? listFamilyChildren(ctx.db, familyId) : Promise.resolve([]);

/** The children of a family as the family page shows them, with their figures in each of the campaigns. */
export async function familyChildrenOf(ctx: AppContext, rows: FamilyChildRow[], campaignIds: string[]) {
  const ids = rows.map((row) => row.id);
  // The children's codes beside their figures: one read for all of them (a child's first one is made then).
  const [figures, codes] = await Promise.all([
    childCampaignFigures(ctx.db, ids, campaignIds),
    ensureSellerCodes(ctx.db, ids),
  ]);
  const figuresOf = (sellerId: string, campaignId: string) =>
    figures.find((row) => row.sellerId === sellerId && row.campaignId === campaignId);
  return rows.map((row) => ({
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    publicName: publicSellerLabel(publicSellerName(row)),
    team: row.teamId ? { _id: row.teamId, name: row.teamName! } : null,
    sellerCode: codes.get(row.id) ?? '',
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
  const classKnown = classOfGroup(teams, teamId);
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

/**
 * The parent corrects a child's first or last name or class, under a standing consent to the current notice as
 * for adding one. A new class moves the child's orders of campaigns that have not ended with it, as staff moving a
 * seller do; a new name goes onto the child's orders, so the reports show the name as corrected.
 */
export async function editChild(
  ctx: AppContext,
  family: FamilySession,
  childId: string,
  edit: ChildEdit,
): Promise<TFamilyChildDetails> {
  const notice = await currentNotice(ctx, { id: family.groupId, name: family.groupName }, family.language);
  try {
    return await ctx.db.transaction(async (tx) => {
      // The group is the lock of its classes and roster, as when staff move a seller.
      await lockGroup(tx, family.groupId);
      const teams = await listGroupTeams(tx, family.groupId);
      const consent = await findConsent(tx, family.parentId, notice.id);
      if (!consent) throw fail('FAMILY_CONSENT_REQUIRED');
      const child = isId(childId) ? await findChildOfParent(tx, family.parentId, childId) : undefined;
      if (!child) throw fail('FAMILY_CHILD_NOT_FOUND');
      const teamId = edit.teamId === undefined ? child.teamId : edit.teamId;
      if (teamId !== child.teamId && !classOfGroup(teams, teamId)) throw fail('FAMILY_CLASS_NOT_FOUND');
      const firstName = edit.firstName ?? child.firstName;
      const lastName = edit.lastName ?? child.lastName;
      if (firstName !== child.firstName || lastName !== child.lastName) {
        const name = await renameChildSeller(tx, { sellerId: child.id, firstName, lastName });
        await renameChildOnOrders(tx, child.id, name);
        await dropEmptyTallyRowsOfName(tx, { groupId: family.groupId, name: child.name });
      }
      if (teamId !== child.teamId) await setSellersTeam(tx, [child.id], teamId, ctx.today());
      const team = teams.find((row) => row.id === teamId);
      return {
        _id: child.id,
        firstName,
        lastName,
        publicName: publicSellerLabel(publicSellerName({ firstName, lastName })),
        team: team ? { _id: team.id, name: team.name } : null,
      };
    });
  } catch (error) {
    // A unique key of the group's sellers (a name, a name in a class) another seller holds already.
    if (isUniqueViolation(error)) throw fail('FAMILY_CHILD_TAKEN');
    throw error;
  }
}
