export { useDeleteCampaign } from './api/delete-campaign';
export { useCampaigns } from './api/list-campaigns';
export { campaignDisplayStatus } from './campaign-status';
export { CampaignDatesRow } from './components/campaign-dates-row';
export { CampaignGoalField } from './components/campaign-goal-field';
export { CAMPAIGN_MESSAGES, DISPLAY_STATUS_LABELS } from './texts';
export type { DisplayStatus } from './texts';
