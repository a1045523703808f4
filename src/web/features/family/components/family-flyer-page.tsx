import { useLocation } from 'react-router';
import { Alert } from '../../../components/alert';
import { Link } from '../../../components/router-link';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocale } from '../../../lib/use-texts';
import type { TFamily } from '../../../../shared/api/family.js';
import { FlyerSheet, linkInLanguage, useSellerPageTexts } from '../../seller-page';
import { useFamilyTexts } from '../use-family-texts';
import { useCampaignDateRange } from './child-campaign';
import { CHILD_PARAM } from './family-children';
import { FamilyData } from './family-data';

function ChildFlyer({
  family,
  childId,
  campaignId,
}: {
  family: TFamily;
  childId: string;
  campaignId: string;
}) {
  const T = useFamilyTexts().children;
  const locale = useLocale();
  const back = `/family?${CHILD_PARAM}=${encodeURIComponent(childId)}`;
  const child = family.children.find((entry) => entry._id === childId);
  const campaign = family.campaigns.find((entry) => entry._id === campaignId);
  const url = child?.campaigns.find((entry) => entry.campaignId === campaignId)?.shareLinkUrl;
  const dates = useCampaignDateRange(campaign ?? { startDate: '', endDate: '' });
  if (!child || !campaign || !url) {
    return (
      <section className="card family-card">
        <Alert kind="info">{T.flyerMissing}</Alert>
        <Link className="btn btn--secondary" to={back}>
          {T.flyerBack}
        </Link>
      </section>
    );
  }
  return (
    <FlyerSheet
      organizationName={family.group.organizationName}
      groupName={family.group.name}
      campaignName={campaign.name}
      dates={dates}
      name={child.publicName}
      url={linkInLanguage(url, locale)}
      sellerCode={child.sellerCode}
      backTo={back}
      backLabel={T.flyerBack}
    />
  );
}

/** `/family/flyer?child=…&campaign=…`: the printable flyer of a child's share link, as the seller's own. */
export function FamilyFlyerPage({ token }: { token: string }) {
  useDocumentTitle(useSellerPageTexts().flyer.title);
  const params = new URLSearchParams(useLocation().search);
  return (
    <FamilyData token={token}>
      {(family) => (
        <ChildFlyer
          family={family}
          childId={params.get(CHILD_PARAM) ?? ''}
          campaignId={params.get('campaign') ?? ''}
        />
      )}
    </FamilyData>
  );
}
