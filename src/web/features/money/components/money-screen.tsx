import type { ReactNode } from 'react';
import { PrintableDocument } from '../../../components/printable-document/printable-document';
import { ScreenLinksHeader } from '../../../components/screen-links-header';
import { useCampaignMoney } from '../api/money';
import type { MoneyPaths } from '../paths';
import { MONEY_TEXTS } from '../texts';

export type MoneyScreenName = 'money' | 'stillToTurnIn' | 'deposits' | 'settlement';
const SCREENS: MoneyScreenName[] = ['money', 'stillToTurnIn', 'deposits', 'settlement'];

interface MoneyScreenProps {
  groupId: string;
  campaignId: string;
  paths: MoneyPaths;
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
  groupId,
  campaignId,
  paths,
  current,
  title,
  fallbackTitle,
  documentTitle,
  actions,
  children,
}: MoneyScreenProps) {
  const money = useCampaignMoney(groupId, campaignId);
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
