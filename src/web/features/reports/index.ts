export { CampaignReport } from './components/campaign-report-page';
export { CampaignSummaries } from './components/campaign-summaries';
export { DistributionSheets } from './components/distribution-page';
export { SalesOverview } from './components/sales-overview';
export { REPORT_TEXTS } from './texts';
export { reportKeys } from './api/report-keys';
