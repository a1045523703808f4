import type { TCampaign } from '../../../shared/api/groups.js';
import type { Column } from '../../components/data-table';
import { COMMON_TEXTS } from '../../lib/app-texts';
import { formatCurrency, formatDate } from '../../lib/format';
import { campaignDisplayStatus } from '../campaigns';
import { StatusBadge } from '../orders';
import { GROUP_TEXTS } from './texts';

const T = GROUP_TEXTS.details;

/** The columns every table of a group's campaigns shows, staff's and the coordinator's: dates, goal, status. */
export function campaignScheduleColumns(today: string): Column<TCampaign>[] {
  return [
    { key: 'start', header: T.startDate, cell: (campaign) => formatDate(campaign.startDate) },
    { key: 'end', header: T.endDate, cell: (campaign) => formatDate(campaign.endDate) },
    {
      key: 'goal',
      header: T.goal,
      className: 'num',
      cell: (campaign) =>
        campaign.goalAmount === null ? COMMON_TEXTS.notAvailable : formatCurrency(campaign.goalAmount),
    },
    {
      key: 'status',
      header: T.status,
      cell: (campaign) => <StatusBadge status={campaignDisplayStatus(campaign, today)} />,
    },
  ];
}
