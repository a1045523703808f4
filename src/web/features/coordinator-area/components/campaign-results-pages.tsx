import { useParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { CampaignReport } from '../../reports';
import { DistributionSheets } from '../../reports';
import { REPORT_TEXTS } from '../../reports';
import { CampaignShareLinks } from '../../share-links';
import { SHARE_LINK_TEXTS } from '../../share-links';
import { ownGroup } from '../own-group';

/** /coordinator/campaigns/:campaignId: the results of a campaign of the coordinator's group. */
export function CoordinatorCampaignReportPage() {
  const { campaignId = '' } = useParams();
  const group = ownGroup();
  if (!group) return <Alert kind="error">{REPORT_TEXTS.loadFailed}</Alert>;
  return (
    <CampaignReport
      groupId={group._id}
      campaignId={campaignId}
      paths={{
        back: '/coordinator/campaigns',
        backLabel: REPORT_TEXTS.backToCampaigns,
        distribution: `/coordinator/campaigns/${campaignId}/distribution`,
        shareLinks: `/coordinator/campaigns/${campaignId}/share-links`,
      }}
    />
  );
}

/** /coordinator/campaigns/:campaignId/distribution */
export function CoordinatorDistributionPage() {
  const { campaignId = '' } = useParams();
  const group = ownGroup();
  if (!group) return <Alert kind="error">{REPORT_TEXTS.distribution.loadFailed}</Alert>;
  return (
    <DistributionSheets
      groupId={group._id}
      campaignId={campaignId}
      reportPath={`/coordinator/campaigns/${campaignId}`}
    />
  );
}

/** /coordinator/campaigns/:campaignId/share-links: the sellers' share links of a campaign of the group. */
export function CoordinatorShareLinksPage() {
  const { campaignId = '' } = useParams();
  const group = ownGroup();
  if (!group) return <Alert kind="error">{SHARE_LINK_TEXTS.loadFailed}</Alert>;
  return (
    <CampaignShareLinks
      groupId={group._id}
      campaignId={campaignId}
      reportPath={`/coordinator/campaigns/${campaignId}`}
    />
  );
}
