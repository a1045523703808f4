import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/page-header';
import { Link } from '../../../components/router-link';
import { REPORT_TEXTS } from '../../reports';
import { useCampaignInfo } from '../api/campaign-products';
import type { PaperOrderPaths } from '../paths';
import { PAPER_ORDER_TEXTS } from '../texts';

type PaperOrderScreenName = 'entry' | 'import' | 'products' | 'supplierOrder';
const SCREENS: PaperOrderScreenName[] = ['entry', 'import', 'products', 'supplierOrder'];

interface PaperOrderScreenProps {
  groupId: string;
  campaignId: string;
  paths: PaperOrderPaths;
  /** This screen: the header links to the campaign's other paper order screens. */
  current: PaperOrderScreenName;
  /** The heading once the campaign's name is known, and before. */
  title: (campaign: string) => string;
  fallbackTitle: string;
  /** Shown after the links, before them on a printout's missing header. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A paper order screen of one campaign: its heading with the campaign's name, the way back and to the others. */
export function PaperOrderScreen({
  groupId,
  campaignId,
  paths,
  current,
  title,
  fallbackTitle,
  actions,
  children,
}: PaperOrderScreenProps) {
  const campaign = useCampaignInfo(groupId, campaignId);
  return (
    <>
      <PageHeader
        title={campaign.data ? title(campaign.data.name) : fallbackTitle}
        actions={
          <>
            <Link to={paths.results} className="btn btn--ghost">
              {PAPER_ORDER_TEXTS.backToResults}
            </Link>
            {SCREENS.filter((screen) => screen !== current).map((screen) => (
              <Link key={screen} to={paths[screen]} className="btn btn--secondary">
                {REPORT_TEXTS.paperOrders[screen]}
              </Link>
            ))}
            {actions}
          </>
        }
      />
      {children}
    </>
  );
}
