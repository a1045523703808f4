import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../src/server/auth/passwords.js';
import { addOneMonth } from '../../src/server/lib/calendar.js';
import { campaigns, coordinators, groups } from '../../src/server/db/schema.js';

interface CampaignSeed {
  name: string;
  startDate?: string;
  endDate?: string;
  isActive?: boolean;
}

/** A group with its campaigns, written straight to the portal's database. */
export async function seedGroup(
  app: FastifyInstance,
  group: {
    code: string;
    name: string;
    organizationName: string;
    isActive?: boolean;
    campaigns: CampaignSeed[];
  },
) {
  const today = app.ctx.today();
  const [row] = await app.ctx.db
    .insert(groups)
    .values({
      code: group.code,
      name: group.name,
      organizationName: group.organizationName,
      isActive: group.isActive ?? true,
    })
    .returning();
  const campaignRows = await app.ctx.db
    .insert(campaigns)
    .values(
      group.campaigns.map((campaign) => ({
        groupId: row!.id,
        name: campaign.name,
        startDate: campaign.startDate ?? today,
        endDate: campaign.endDate ?? addOneMonth(today),
        isActive: campaign.isActive ?? true,
      })),
    )
    .returning();
  return { group: row!, campaigns: campaignRows };
}

export async function seedCoordinator(
  app: FastifyInstance,
  coordinator: { name: string; email: string; password: string; groupId: string },
) {
  const [row] = await app.ctx.db
    .insert(coordinators)
    .values({
      name: coordinator.name,
      email: coordinator.email,
      groupId: coordinator.groupId,
      passwordHash: await hashPassword(coordinator.password),
    })
    .returning();
  return row!;
}
