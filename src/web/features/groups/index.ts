export { GROUP_MESSAGES, GROUP_TEXTS } from './texts';
export { campaignScheduleColumns } from './campaign-schedule-columns';
