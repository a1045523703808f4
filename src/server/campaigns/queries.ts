import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.js';
import { campaigns } from '../db/schema.js';

/** Active campaigns of a group whose dates include `today`, soonest ending first. */
export function findCurrentCampaigns(db: DbOrTx, groupId: string, today: string) {
  return db
    .select()
    .from(campaigns)
    .where(
      and(
        eq(campaigns.groupId, groupId),
        eq(campaigns.isActive, true),
        lte(campaigns.startDate, today),
        gte(campaigns.endDate, today),
      ),
    )
    .orderBy(asc(campaigns.endDate), asc(campaigns.name));
}
