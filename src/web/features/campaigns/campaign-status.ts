import type { TCampaign } from '../../../shared/api/groups.js';
import { todayLocal } from '../../lib/calendar-date';
import type { DisplayStatus } from './texts';

type CampaignStatusInput = Pick<TCampaign, 'isActive' | 'isCurrentlyActive' | 'startDate'>;

/**
 * A campaign's status in tables: Inactive when switched off; Active when the server says it
 * runs today; otherwise Upcoming when it starts after today, else Ended. `today` is the reader's local date
 * ('YYYY-MM-DD'); dates of that form compare correctly as strings.
 */
export function campaignDisplayStatus(
  campaign: CampaignStatusInput,
  today: string = todayLocal(),
): DisplayStatus {
  if (!campaign.isActive) return 'inactive';
  if (campaign.isCurrentlyActive) return 'active';
  return campaign.startDate > today ? 'upcoming' : 'ended';
}
