import type { TSellerLoginReply } from '../../shared/api/auth.js';
import { SELLER_TOKEN_TTL_S } from '../../shared/constants.js';
import { compareTeamNames } from '../../shared/team-names.js';
import { presentCampaign } from '../campaigns/present.js';
import type { AppContext } from '../context.js';
import { fail } from '../errors.js';
import { readSellerName } from '../lib/seller-name-parts.js';
import {
  groupTeamChoices,
  signInRosterSeller,
  signInSeller,
  type SignInGroupRow,
  type SignedInSellerRow,
} from './queries.js';

/** Signs a seller in with the group code; the same e-mail and name in the same group are the same seller. */
export async function loginSeller(
  ctx: AppContext,
  input: { name: string; email: string; groupCode: string },
): Promise<Omit<TSellerLoginReply, 'success'>> {
  const today = ctx.today();
  const { firstName, lastName } = readSellerName(input.name);
  const rows = await signInSeller(ctx.database, { ...input, firstName, lastName, today });
  const group = rows[0];
  if (!group) throw fail('GROUP_CODE_INVALID');
  // The statement wrote no seller for a `families` group: its children give no e-mail or surname.
  if (group.sellerSignIn === 'families') throw fail('SELLER_SIGN_IN_BY_CLASS');
  // Without a current campaign the statement wrote no seller.
  if (group.campaignId === null) throw fail('NO_CURRENT_CAMPAIGN');
  const signedIn = group.hasRoster
    ? await signInRosterSeller(ctx.db, {
        groupId: group.groupId,
        name: input.name,
        firstName,
        lastName,
        email: input.email,
      })
    : {
        sellerId: group.sellerId!,
        sellerName: group.sellerName!,
        sellerEmail: group.sellerEmail!,
        sellerTokenVersion: group.sellerTokenVersion!,
        sellerTeamId: group.sellerTeamId,
      };
  return sellerSession(ctx, rows, signedIn);
}

/** The group's teams to choose from, in name order; none are read when it has none. */
export async function sortedTeamChoices(ctx: AppContext, group: SignInGroupRow) {
  return group.teamCount > 0
    ? (await groupTeamChoices(ctx.db, group.groupId)).sort((a, b) => compareTeamNames(a.name, b.name))
    : [];
}

/**
 * The signed-in seller's token and what a login answers: the seller as `user` (under `name`, which a login in
 * class makes the public name), the group, its teams and its current campaigns (`rows`, one per campaign).
 */
export async function sellerSession(
  ctx: AppContext,
  rows: SignInGroupRow[],
  signedIn: SignedInSellerRow,
  teams?: { _id: string; name: string }[],
): Promise<Omit<TSellerLoginReply, 'success'>> {
  const group = rows[0]!;
  const seller = { id: signedIn.sellerId, name: signedIn.sellerName, email: signedIn.sellerEmail };
  const choices = teams ?? (await sortedTeamChoices(ctx, group));
  const team = choices.find((candidate) => candidate._id === signedIn.sellerTeamId) ?? null;

  const token = await ctx.tokens.sign(
    { sub: seller.id, role: 'user', ver: signedIn.sellerTokenVersion, gid: group.groupId },
    SELLER_TOKEN_TTL_S,
  );
  return {
    token,
    user: {
      ...seller,
      groupCode: group.groupCode,
      team,
    },
    teams: choices,
    group: {
      _id: group.groupId,
      code: group.groupCode,
      name: group.groupName,
      organizationName: group.organizationName,
    },
    campaigns: rows.map((row) =>
      presentCampaign(
        {
          id: row.campaignId!,
          groupId: row.groupId,
          name: row.campaignName!,
          description: row.description!,
          startDate: row.startDate!,
          endDate: row.endDate!,
          isActive: row.isActive!,
          goalCents: row.goalCents,
          donationsEnabled: row.donationsEnabled!,
          donationAmountsCents: row.donationAmountsCents!,
          donationMinimumCents: row.donationMinimumCents,
          donationProduct: row.donationProduct!,
          createdAt: new Date(row.createdAtMs!),
        },
        ctx.today(),
      ),
    ),
  };
}
