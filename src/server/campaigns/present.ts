import type { TCampaign } from '../../shared/api/groups.js';
import type { campaigns } from '../db/schema.js';
import { dollarsFromCents } from '../lib/money.js';

type CampaignRow = typeof campaigns.$inferSelect;

function isCurrentlyActive(row: Pick<CampaignRow, 'isActive' | 'startDate' | 'endDate'>, today: string) {
  return row.isActive && row.startDate <= today && today <= row.endDate;
}

/** `updatedAt` is not shown, so a row read without it (as the seller's sign-in reads it) will do. */
export function presentCampaign(row: Omit<CampaignRow, 'updatedAt'>, today: string): TCampaign {
  return {
    _id: row.id,
    groupId: row.groupId,
    name: row.name,
    description: row.description,
    startDate: row.startDate,
    endDate: row.endDate,
    isActive: row.isActive,
    isCurrentlyActive: isCurrentlyActive(row, today),
    goalAmount: row.goalCents === null ? null : dollarsFromCents(row.goalCents),
    donationsEnabled: row.donationsEnabled,
    donationAmounts: row.donationAmountsCents.map(dollarsFromCents),
    donationMinimum: row.donationMinimumCents === null ? null : dollarsFromCents(row.donationMinimumCents),
    donationProduct: row.donationProduct,
    createdAt: row.createdAt.toISOString(),
  };
}
