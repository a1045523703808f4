import type { TCustomerLoginReply } from '../../shared/api/auth.js';
import { CUSTOMER_TOKEN_TTL_S } from '../../shared/constants.js';
import { SERVER_MESSAGES } from '../../shared/server-messages.js';
import { presentCampaign } from '../campaigns/present.js';
import { findCurrentCampaigns } from '../campaigns/queries.js';
import type { AppContext } from '../context.js';
import { badRequest, notFound } from '../errors.js';
import { findActiveGroupByCode, upsertParticipant } from './queries.js';

export async function loginCustomer(
  ctx: AppContext,
  input: { name: string; email: string; groupCode: string },
): Promise<Omit<TCustomerLoginReply, 'success'>> {
  const group = await findActiveGroupByCode(ctx.db, input.groupCode);
  if (!group) throw notFound(SERVER_MESSAGES.invalidGroupCode);

  const today = ctx.today();
  const current = await findCurrentCampaigns(ctx.db, group.id, today);
  if (current.length === 0) throw badRequest(SERVER_MESSAGES.noCurrentCampaign);

  const participant = await upsertParticipant(ctx.db, {
    groupId: group.id,
    name: input.name,
    email: input.email,
  });
  const token = await ctx.tokens.sign(
    { sub: participant.id, role: 'user', ver: 1, gid: group.id },
    CUSTOMER_TOKEN_TTL_S,
  );
  return {
    token,
    user: { id: participant.id, name: participant.name, email: participant.email, groupCode: group.code },
    group: { _id: group.id, code: group.code, name: group.name, organizationName: group.organizationName },
    campaigns: current.map((row) => presentCampaign(row, today)),
  };
}
