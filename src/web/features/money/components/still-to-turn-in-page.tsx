import { useParams } from 'react-router';
import type { TCampaignMoney, TSellerBalance } from '../../../../shared/api/money.js';
import { DocumentContext, PrintButton } from '../../../components/printable-document/printable-document';
import { QueryContent } from '../../../components/query-content';
import { formatCurrency, formatDate } from '../../../lib/format';
import type { CampaignScreenProps } from '../../../lib/campaign-screen';
import { useCampaignMoney } from '../api/money';
import { adminMoneyPaths, type MoneyPaths } from '../paths';
import { MONEY_TEXTS } from '../texts';
import { MoneyScreen } from './money-screen';
import '../money.css';

const T = MONEY_TEXTS.stillToTurnIn;

/** /admin/groups/:groupId/campaigns/:campaignId/money/still-to-turn-in */
export function AdminStillToTurnInPage() {
  const { groupId = '', campaignId = '' } = useParams();
  return (
    <StillToTurnIn groupId={groupId} campaignId={campaignId} paths={adminMoneyPaths(groupId, campaignId)} />
  );
}

/** "Ava S.": a classroom door shows first names and last initials, never a whole name. */
const doorName = ({ publicName }: TSellerBalance) =>
  [publicName.firstName, publicName.lastInitial].filter(Boolean).join(' ');

const byDoorName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true });

/** The sellers with a positive balance, by the name the door shows, with nothing else about them. */
export function stillToTurnIn(sellers: TSellerBalance[]): { name: string; balance: number }[] {
  return sellers
    .filter((seller) => seller.balance > 0)
    .map((seller) => ({ name: doorName(seller), balance: seller.balance }))
    .sort(byDoorName);
}

/**
 * How large the printed list's type can be and still fit one page: fewer names, larger type and fewer columns
 * (see money.css; a list longer than 160 names takes more than one page).
 */
function density(rows: number): 'large' | 'medium' | 'small' | 'tiny' {
  if (rows <= 12) return 'large';
  if (rows <= 40) return 'medium';
  if (rows <= 90) return 'small';
  return 'tiny';
}

/** One printable page of the sellers who still owe, for a classroom door: first name, last initial, balance. */
export function StillToTurnIn(screen: CampaignScreenProps<MoneyPaths>) {
  const money = useCampaignMoney(screen.groupId, screen.campaignId);
  return (
    <MoneyScreen
      {...screen}
      current="stillToTurnIn"
      title={() => T.title}
      fallbackTitle={T.title}
      documentTitle={T.documentTitle}
      actions={<PrintButton label={T.print} />}
    >
      <QueryContent query={money} loadFailedMessage={MONEY_TEXTS.loadFailed}>
        {(data) => <DoorList money={data} />}
      </QueryContent>
    </MoneyScreen>
  );
}

function DoorList({ money }: { money: TCampaignMoney }) {
  const rows = stillToTurnIn(money.sellers);
  return (
    <section className={`card door door--${density(rows.length)}`} aria-labelledby="door-subtitle">
      <DocumentContext className="door__subtitle" id="door-subtitle">
        {T.subtitle(money.group.name, money.campaign.name, formatDate(new Date().toISOString()))}
      </DocumentContext>
      <p className="money-intro no-print">{T.intro}</p>
      {rows.length === 0 ? (
        <p className="door__empty">{T.empty}</p>
      ) : (
        <ul className="door__list" aria-label={T.listLabel}>
          {rows.map((row, index) => (
            <li key={`${index}:${row.name}`} className="door__row">
              <span className="door__name">{row.name}</span>
              <span className="door__amount">{formatCurrency(row.balance)}</span>
            </li>
          ))}
        </ul>
      )}
      {rows.length > 0 ? <p className="door__footer">{T.footer}</p> : null}
    </section>
  );
}
