import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../src/server/auth/passwords.js';
import { addOneMonth } from '../../src/server/lib/calendar.js';
import { campaigns, coordinators, groups, orders } from '../../src/server/db/schema.js';

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

/** An order as the store would have delivered it, written straight to the database. */
export async function seedOrder(
  app: FastifyInstance,
  order: {
    number: string;
    group?: { id: string; code: string };
    campaignId?: string;
    /** The seller's record: the order then counts for the seller's class or team. */
    sellerId?: string;
    sellerName: string;
    totalCents: number;
    status?: 'open' | 'pending' | 'processing' | 'shipped' | 'cancelled';
    createdAt?: Date;
  },
) {
  const createdAt = order.createdAt ?? new Date();
  const [row] = await app.ctx.db
    .insert(orders)
    .values({
      shopifyOrderId: `gid-${order.number}`,
      shopifyOrderNumber: order.number,
      groupId: order.group?.id ?? null,
      groupCode: order.group?.code ?? '',
      campaignId: order.campaignId ?? null,
      sellerId: order.sellerId ?? null,
      sellerName: order.sellerName,
      status: order.status ?? 'open',
      totalProductCents: order.totalCents,
      totalCents: order.totalCents,
      storeCreatedAt: createdAt,
      storeUpdatedAt: createdAt,
    })
    .returning();
  return row!;
}
