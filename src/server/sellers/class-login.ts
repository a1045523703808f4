import type { TSellerLoginReply, TSignInOptions } from '../../shared/api/auth.js';
import type { AppContext } from '../context.js';
import { fail } from '../errors.js';
import { firstNameKey, spacedFirstName } from '../lib/first-name-key.js';
import { publicSellerLabel, publicSellerName } from '../share-links/public-seller-name.js';
import {
  findConsentedChildrenOfClass,
  findSignInGroup,
  findWaitingSellersOfClass,
  touchSellerSignIn,
  upsertWaitingSeller,
  type ClassSignedInRow,
} from './queries.js';
import { sellerSession, sortedTeamChoices } from './seller-login.js';

/**
 * How the group's sellers sign in. Only a `families` group's classes are answered: a `students` group's login
 * shows no class list, so nothing more about it is told than the login itself tells.
 */
export async function signInOptions(ctx: AppContext, groupCode: string): Promise<TSignInOptions> {
  const [group] = await findSignInGroup(ctx.db, groupCode, ctx.today());
  if (!group) throw fail('GROUP_CODE_INVALID');
  if (group.sellerSignIn !== 'families') return { sellerSignIn: 'students', teams: [] };
  return { sellerSignIn: 'families', teams: await sortedTeamChoices(ctx, group) };
}

/**
 * A child's login in class in a `families` group: the group code, a first name and the class, nothing else. A
 * first name (`firstNameKey`) that is exactly one consented child's of the class signs in as that child;
 * otherwise (no such child, or two) the class's waiting seller of that first name, made on first use, whose sales
 * wait until staff or a parent joins them to a child.
 */
export async function loginInClass(
  ctx: AppContext,
  input: { groupCode: string; firstName: string; teamId?: string | null },
): Promise<Omit<TSellerLoginReply, 'success'>> {
  const rows = await findSignInGroup(ctx.db, input.groupCode, ctx.today());
  const group = rows[0];
  if (!group) throw fail('GROUP_CODE_INVALID');
  if (group.sellerSignIn !== 'families') throw fail('SELLER_SIGN_IN_BY_NAME');
  if (group.campaignId === null) throw fail('NO_CURRENT_CAMPAIGN');
  const teams = await sortedTeamChoices(ctx, group);
  const teamId = input.teamId ?? null;
  const classKnown = teamId === null ? teams.length === 0 : teams.some((team) => team._id === teamId);
  if (!classKnown) throw fail('FAMILY_CLASS_NOT_FOUND');

  const seller = await classSeller(ctx, group.groupId, teamId, spacedFirstName(input.firstName));
  return sellerSession(
    ctx,
    rows,
    // The child at a shared screen sees only the public name; a seller of a `families` group has no e-mail.
    { ...seller, sellerName: publicSellerLabel(publicSellerName(seller)), sellerEmail: '' },
    teams,
  );
}

async function classSeller(
  ctx: AppContext,
  groupId: string,
  teamId: string | null,
  firstName: string,
): Promise<ClassSignedInRow> {
  const key = firstNameKey(firstName);
  const children = await findConsentedChildrenOfClass(ctx.db, groupId, teamId);
  const matching = children.filter((child) => firstNameKey(child.firstName) === key);
  if (matching.length === 1) {
    const child = await touchSellerSignIn(ctx.db, matching[0]!.id);
    if (child) return child;
  }
  // The waiting seller already made under this name as first typed, so "Zoé" and "Zoe" add to the same sales.
  const waiting = await findWaitingSellersOfClass(ctx.db, groupId, teamId);
  const same = waiting.find((candidate) => firstNameKey(candidate.firstName) === key);
  return upsertWaitingSeller(ctx.db, { groupId, teamId, firstName: same?.firstName ?? firstName });
}
