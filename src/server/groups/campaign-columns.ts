import type { z } from 'zod';
import type { ZCampaignBody } from '../../shared/api/groups.js';
import type { campaigns } from '../db/schema.js';
import { donationProductKey } from '../lib/donation-product.js';
import { centsFromDollars, nullableConverted } from '../lib/money.js';

type CampaignInput = z.output<typeof ZCampaignBody>;

/**
 * A campaign row's columns from a request body (a group's first campaign or a campaign of its own): a goal or a
 * donation setting left out stays as stored (undefined columns are not written).
 */
export function campaignColumns({
  goalAmount,
  donationAmounts,
  donationMinimum,
  donationProduct,
  ...fields
}: CampaignInput): Omit<typeof campaigns.$inferInsert, 'groupId'> {
  return {
    ...fields,
    goalCents: nullableConverted(goalAmount, centsFromDollars),
    donationAmountsCents: donationAmounts?.map(centsFromDollars),
    donationMinimumCents: nullableConverted(donationMinimum, centsFromDollars),
    donationProduct: donationProduct === undefined ? undefined : donationProductKey(donationProduct),
  };
}
