import type { ReactNode } from 'react';
import { PrintableDocument } from '../../../components/printable-document/printable-document';
import { ScreenLinksHeader } from '../../../components/screen-links-header';
import type { CampaignScreenProps } from '../../../lib/campaign-screen';
import { useCampaignMoney } from '../api/money';
import type { MoneyPaths } from '../paths';
import { MONEY_TEXTS } from '../texts';

export type MoneyScreenName = 'money' | 'stillToTurnIn' | 'deposits' | 'settlement';
const SCREENS: MoneyScreenName[] = ['money', 'stillToTurnIn', 'deposits', 'settlement'];

interface MoneyScreenProps extends CampaignScreenProps<MoneyPaths> {
  /** This screen: the header links to the campaign's other money screens. */
  current: MoneyScreenName | null;
  /** The heading once the campaign's name is known, and before. */
  title: (campaign: string) => string;
  fallbackTitle: string;
  /** The tab title, when it should differ from the heading. */
  documentTitle?: (campaign: string) => string;
  /** Shown after the links; like them, left out of a printout. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A money screen of one campaign: its heading with the campaign's name, the way back and to the others. */
export function MoneyScreen({
  current,
  title,
  fallbackTitle,
  documentTitle,
  actions,
  children,
  ...screen
}: MoneyScreenProps) {
  const { paths } = screen;
  const money = useCampaignMoney(screen.groupId, screen.campaignId);
  const campaign = money.data?.campaign.name;
  return (
    <>
      <ScreenLinksHeader
        title={campaign ? title(campaign) : fallbackTitle}
        documentTitle={campaign && documentTitle ? documentTitle(campaign) : undefined}
        back={{ to: paths.results, label: MONEY_TEXTS.backToResults }}
        links={SCREENS.filter((screen) => screen !== current).map((screen) => ({
          to: paths[screen],
          label: MONEY_TEXTS.screens[screen],
        }))}
        actions={actions}
      />
      <PrintableDocument className="money-screen">{children}</PrintableDocument>
    </>
  );
}
