import type { ReactNode } from 'react';
import { ScreenLinksHeader } from '../../../components/screen-links-header';
import { REPORT_TEXTS } from '../../reports';
import type { CampaignScreenProps } from '../../../lib/campaign-screen';
import { useCampaignInfo } from '../api/campaign-products';
import type { PaperOrderPaths } from '../paths';
import { PAPER_ORDER_TEXTS } from '../texts';

type PaperOrderScreenName = 'entry' | 'import' | 'products' | 'supplierOrder';
const SCREENS: PaperOrderScreenName[] = ['entry', 'import', 'products', 'supplierOrder'];

interface PaperOrderScreenProps extends CampaignScreenProps<PaperOrderPaths> {
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
  current,
  title,
  fallbackTitle,
  actions,
  children,
  ...screen
}: PaperOrderScreenProps) {
  const { paths } = screen;
  const campaign = useCampaignInfo(screen.groupId, screen.campaignId);
  return (
    <>
      <ScreenLinksHeader
        title={campaign.data ? title(campaign.data.name) : fallbackTitle}
        back={{ to: paths.results, label: PAPER_ORDER_TEXTS.backToResults }}
        links={SCREENS.filter((screen) => screen !== current).map((screen) => ({
          to: paths[screen],
          label: REPORT_TEXTS.paperOrders[screen],
        }))}
        actions={actions}
      />
      {children}
    </>
  );
}
