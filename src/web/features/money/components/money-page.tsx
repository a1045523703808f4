import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import type { TCampaignMoney, TTurnIn } from '../../../../shared/api/money.js';
import { Alert } from '../../../components/alert';
import { QueryContent } from '../../../components/query-content';
import { StatCard } from '../../../components/stat-card';
import { formatCurrency, formatDateTime } from '../../../lib/format';
import { useGroupSellerNames } from '../../paper-orders';
import type { CampaignScreenProps } from '../../../lib/campaign-screen';
import { useCampaignMoney, useCorrectTurnIn, useRecordTurnIn, type TTurnInListed } from '../api/money';
import { adminMoneyPaths, type MoneyPaths } from '../paths';
import { blankTurnIn, fieldsOfTurnIn, sameName } from '../turn-in-fields';
import { MONEY_TEXTS } from '../texts';
import { MoneyScreen } from './money-screen';
import { SellerBalances } from './seller-balances';
import { TurnInForm } from './turn-in-form';
import { TurnInList } from './turn-in-list';
import { TurnInReceipt } from './turn-in-receipt';
import '../money.css';

const T = MONEY_TEXTS.money;

/** /admin/groups/:groupId/campaigns/:campaignId/money */
export function AdminMoneyPage() {
  const { groupId = '', campaignId = '' } = useParams();
  return <Money groupId={groupId} campaignId={campaignId} paths={adminMoneyPaths(groupId, campaignId)} />;
}

/** A campaign's money: the totals, every seller's balance, recording envelopes with their receipts, the turn-ins. */
export function Money(screen: CampaignScreenProps<MoneyPaths>) {
  const money = useCampaignMoney(screen.groupId, screen.campaignId);
  return (
    <MoneyScreen {...screen} current="money" title={T.title} fallbackTitle={T.heading}>
      <QueryContent query={money} loadFailedMessage={MONEY_TEXTS.loadFailed}>
        {(data) => <MoneyView groupId={screen.groupId} campaignId={screen.campaignId} money={data} />}
      </QueryContent>
    </MoneyScreen>
  );
}

function MoneyTotals({ money }: { money: TCampaignMoney }) {
  const { totals } = money;
  const C = T.cards;
  return (
    <section className="stack stack--tight" aria-labelledby="money-totals">
      <h2 className="visually-hidden" id="money-totals">
        {T.totals}
      </h2>
      <div className="stat-grid stat-grid--compact money-cards">
        <StatCard label={C.storeSales} value={formatCurrency(totals.storeSales)} hint={T.hints.storeSales} />
        <StatCard
          label={C.storeDonations}
          value={formatCurrency(totals.storeDonations)}
          hint={T.hints.storeDonations}
        />
        <StatCard label={C.paperSales} value={formatCurrency(totals.paperSales)} hint={T.hints.paperSales} />
        <StatCard
          label={C.paperDonations}
          value={formatCurrency(totals.paperDonations)}
          hint={T.hints.paperDonations}
        />
        <StatCard label={C.receivedCash} value={formatCurrency(totals.receivedCash)} />
        <StatCard label={C.receivedChecks} value={formatCurrency(totals.receivedChecks)} />
        <StatCard
          label={C.outstanding}
          value={formatCurrency(totals.outstanding)}
          hint={T.hints.outstanding}
        />
        <StatCard label={C.overpaid} value={formatCurrency(totals.overpaid)} hint={T.hints.overpaid} />
        <StatCard label={C.deposited} value={formatCurrency(totals.deposited)} />
        <StatCard label={C.onHand} value={formatCurrency(totals.onHand)} hint={T.hints.onHand} />
      </div>
    </section>
  );
}

/** What the turn-in section shows: the blank form, a correction's form, or the receipt of the last save. */
type TurnInPanel =
  | { kind: 'record'; version: number }
  | { kind: 'correct'; turnIn: TTurnInListed }
  | { kind: 'receipt'; turnIn: TTurnIn };

function MoneyView({
  groupId,
  campaignId,
  money,
}: {
  groupId: string;
  campaignId: string;
  money: TCampaignMoney;
}) {
  const record = useRecordTurnIn(groupId, campaignId);
  const correct = useCorrectTurnIn(groupId);
  const groupSellers = useGroupSellerNames(groupId);
  const [panel, setPanel] = useState<TurnInPanel>({ kind: 'record', version: 0 });
  const panelRef = useRef<HTMLElement | null>(null);
  const moveToPanel = useRef(false);
  // After a save, Correct or "Record another", the section comes to the top of the screen (below the navbar);
  // the form's seller field takes the focus, or the receipt's heading (the receipt focuses itself).
  useEffect(() => {
    if (!moveToPanel.current) return;
    moveToPanel.current = false;
    panelRef.current?.scrollIntoView?.({ block: 'start' });
    if (panel.kind !== 'receipt')
      document.getElementById('turn-in-sellerName')?.focus({ preventScroll: true });
  }, [panel]);

  const show = (next: TurnInPanel) => {
    moveToPanel.current = true;
    setPanel(next);
  };

  const another = () => show({ kind: 'record', version: panel.kind === 'record' ? panel.version + 1 : 0 });

  const sellers = money.sellers;
  // Sellers without a form or an envelope yet can turn one in too: the group's others follow those with a balance.
  const choices = [
    ...sellers,
    ...(groupSellers.data ?? [])
      .filter((seller) => !sellers.some((known) => sameName(known.sellerName, seller.name)))
      .map((seller) => ({ sellerId: seller._id, sellerName: seller.name })),
  ];
  const title =
    panel.kind === 'correct'
      ? MONEY_TEXTS.turnIn.correctTitle(panel.turnIn.sellerName, formatDateTime(panel.turnIn.recordedAt))
      : MONEY_TEXTS.turnIn.title;

  return (
    <div className="stack money">
      <p className="money-intro no-print">{T.intro}</p>
      <MoneyTotals money={money} />
      {panel.kind === 'receipt' ? (
        <div
          className="stack stack--tight money__turn-in"
          ref={(element) => {
            panelRef.current = element;
          }}
        >
          <Alert kind="success" className="no-print">
            {MONEY_TEXTS.receipt.saved(panel.turnIn.sellerName, formatCurrency(panel.turnIn.total))}
          </Alert>
          <TurnInReceipt
            turnIn={panel.turnIn}
            group={money.group.name}
            campaign={money.campaign.name}
            onAnother={another}
          />
        </div>
      ) : (
        <section
          className="card stack stack--tight money__turn-in"
          aria-labelledby="money-turn-in-title"
          ref={(element) => {
            panelRef.current = element;
          }}
        >
          <h2 className="section-title" id="money-turn-in-title">
            {title}
          </h2>
          {panel.kind === 'correct' ? (
            <TurnInForm
              key={`correct-${panel.turnIn._id}`}
              mode="correct"
              initial={fieldsOfTurnIn(panel.turnIn)}
              sellers={[...choices, { sellerId: panel.turnIn.sellerId, sellerName: panel.turnIn.sellerName }]}
              onSave={(body) =>
                correct.mutateAsync({
                  turnInId: panel.turnIn._id,
                  body: { ...body, reason: body.reason ?? '' },
                })
              }
              onSaved={(turnIn) => show({ kind: 'receipt', turnIn })}
              onCancel={another}
            />
          ) : (
            <>
              <p className="money-intro">{MONEY_TEXTS.turnIn.intro}</p>
              <TurnInForm
                key={`record-${panel.version}`}
                mode="record"
                initial={blankTurnIn()}
                sellers={choices}
                onSave={(body) => record.mutateAsync(body)}
                onSaved={(turnIn) => show({ kind: 'receipt', turnIn })}
              />
            </>
          )}
        </section>
      )}
      <section className="stack stack--tight money__sellers" aria-labelledby="money-sellers-title">
        <h2 className="section-title" id="money-sellers-title">
          {MONEY_TEXTS.sellers.title}
        </h2>
        <p className="money-intro">{MONEY_TEXTS.sellers.intro}</p>
        <SellerBalances sellers={sellers} />
      </section>
      <div className="money__turn-ins">
        <TurnInList
          groupId={groupId}
          campaignId={campaignId}
          onCorrect={(turnIn) => show({ kind: 'correct', turnIn })}
        />
      </div>
    </div>
  );
}
