import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { staffMemberOf } from './guards.js';
import type { StaffMember } from './principal.js';

/** A request on one of the group's campaigns: the group and the campaign are the path's `:id` and `:campaignId`. */
type CampaignRequest<Body> = FastifyRequest & { params: { id: string; campaignId: string }; body: Body };

/**
 * Something a group's staff member makes in one of its campaigns (a turn-in, a deposit, a paper order), as the
 * reply's envelope holds it: the domain function gets the group and the campaign of the path, the body and who
 * sent it.
 */
export async function madeInCampaign<Body, Made>(
  ctx: AppContext,
  request: CampaignRequest<Body>,
  make: (
    ctx: AppContext,
    groupId: string,
    campaignId: string,
    body: Body,
    staff: StaffMember,
  ) => Promise<Made>,
) {
  const { id, campaignId } = request.params;
  return {
    success: true as const,
    data: await make(ctx, id, campaignId, request.body, staffMemberOf(request)),
  };
}
