import type { TSellerLoginReply } from '../../shared/api/auth.js';
import { SELLER_TOKEN_TTL_S } from '../../shared/constants.js';
import { LOGIN_MESSAGES } from '../../shared/texts/login.js';
import { presentCampaign } from '../campaigns/present.js';
import { findCurrentCampaigns } from '../campaigns/queries.js';
import type { AppContext } from '../context.js';
import { badRequest, notFound } from '../errors.js';
import { findActiveGroupByCode, upsertSeller } from './queries.js';

/** Signs a seller in with the group code; the same e-mail in the same group is the same seller. */
export async function loginSeller(
  ctx: AppContext,
  input: { name: string; email: string; groupCode: string },
): Promise<Omit<TSellerLoginReply, 'success'>> {
  const group = await findActiveGroupByCode(ctx.db, input.groupCode);
  if (!group) throw notFound(LOGIN_MESSAGES.invalidGroupCode);

  const today = ctx.today();
  const current = await findCurrentCampaigns(ctx.db, group.id, today);
  if (current.length === 0) throw badRequest(LOGIN_MESSAGES.noCurrentCampaign);

  const seller = await upsertSeller(ctx.db, {
    groupId: group.id,
    name: input.name,
    email: input.email,
  });
  const token = await ctx.tokens.sign(
    { sub: seller.id, role: 'user', ver: 1, gid: group.id },
    SELLER_TOKEN_TTL_S,
  );
  return {
    token,
    user: { id: seller.id, name: seller.name, email: seller.email, groupCode: group.code },
    group: { _id: group.id, code: group.code, name: group.name, organizationName: group.organizationName },
    campaigns: current.map((row) => presentCampaign(row, today)),
  };
}
