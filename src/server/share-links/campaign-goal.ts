import { sql } from 'drizzle-orm';
import type { TGoalProgress } from '../../shared/api/share-links.js';
import { goalProgress } from '../../shared/goal-progress.js';
import { queryRows, type DbOrTx } from '../db/database.js';
import { dollarsFromCents } from '../lib/money.js';

/**
 * The group's progress toward a campaign's goal, from the report tallies (counted orders only, product sales plus
 * donations, as the campaign report measures it); null when the campaign has no goal.
 */
export async function campaignGoalProgress(
  db: DbOrTx,
  groupId: string,
  campaignId: string,
  goalCents: number | null,
): Promise<TGoalProgress | null> {
  if (goalCents === null || goalCents <= 0) return null;
  const [row] = await queryRows<{ productSalesCents: number | null; donationCents: number | null }>(
    db,
    sql`select exact_cents(sum(product_sales_cents)) as "productSalesCents", exact_cents(sum(donation_cents)) as "donationCents"
        from report_seller_days
        where group_id = ${groupId} and campaign_id = ${campaignId}`,
  );
  const productSalesCents = row?.productSalesCents ?? 0;
  const donationCents = row?.donationCents ?? 0;
  const progress = goalProgress(productSalesCents + donationCents, goalCents);
  return (
    progress && {
      goalAmount: dollarsFromCents(goalCents),
      productSales: dollarsFromCents(productSalesCents),
      donations: dollarsFromCents(donationCents),
      fraction: progress.fraction,
    }
  );
}
