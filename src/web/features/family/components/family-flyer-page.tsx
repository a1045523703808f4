import { useLocation } from 'react-router';
import { Alert } from '../../../components/alert';
import { PageLoading } from '../../../components/page-loading';
import { Link } from '../../../components/router-link';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocale } from '../../../lib/use-texts';
import { useFamily } from '../api/family';
import { FlyerSheet, linkInLanguage, useSellerPageTexts } from '../../seller-page';
import { useFamilyTexts } from '../use-family-texts';
import { useCampaignDateRange } from './child-campaign';
import { CHILD_PARAM } from './family-children';

type Ready = Extract<ReturnType<typeof useFamily>['state'], { status: 'ready' }>['family'];

function ChildFlyer({ family, childId, campaignId }: { family: Ready; childId: string; campaignId: string }) {
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
      backTo={back}
      backLabel={T.flyerBack}
    />
  );
}

/** `/family/flyer?child=…&campaign=…`: the printable flyer of a child's share link, as the seller's own. */
export function FamilyFlyerPage({ token }: { token: string }) {
  const T = useFamilyTexts().family;
  useDocumentTitle(useSellerPageTexts().flyer.title);
  const locale = useLocale();
  const params = new URLSearchParams(useLocation().search);
  const { state, reload } = useFamily(token, locale);
  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'error') {
    return (
      <section className="card family-card">
        <Alert kind="error">{errorMessage(state.error, T.loadFailed)}</Alert>
        <button type="button" className="btn btn--secondary" onClick={reload}>
          {T.retry}
        </button>
      </section>
    );
  }
  return (
    <ChildFlyer
      family={state.family}
      childId={params.get(CHILD_PARAM) ?? ''}
      campaignId={params.get('campaign') ?? ''}
    />
  );
}
