import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { TSettlement } from '../../../../shared/api/money.js';
import { goalProgressOfAmounts } from '../../../../shared/goal-progress.js';
import { DownloadFailed } from '../../../components/download-button';
import {
  DocumentContext,
  DownloadAndPrint,
  DocumentTable,
  DocumentTotal,
  DocumentTotals,
} from '../../../components/printable-document/printable-document';
import { QueryContent } from '../../../components/query-content';
import { Link } from '../../../components/router-link';
import { TableWrap } from '../../../components/table-wrap';
import type { CampaignScreenProps } from '../../../lib/campaign-screen';
import { formatCurrency, formatDate, formatDateTime, formatPercent } from '../../../lib/format';
import { useDownloadSettlement, useSettlement } from '../api/money';
import { adminMoneyPaths, type MoneyPaths } from '../paths';
import { MONEY_TEXTS } from '../texts';
import { DepositStatus } from './deposits-page';
import { MoneyScreen } from './money-screen';
import '../money.css';

const T = MONEY_TEXTS.settlement;

/** /admin/groups/:groupId/campaigns/:campaignId/money/settlement */
export function AdminSettlementPage() {
  const { groupId = '', campaignId = '' } = useParams();
  return (
    <Settlement groupId={groupId} campaignId={campaignId} paths={adminMoneyPaths(groupId, campaignId)} />
  );
}

/**
 * The settlement with the supplier and the store, and the campaign's financial recap: printable, and as CSV. Donations
 * are the group's whole: never multiplied by the share, shown apart from the product sales and together with them.
 */
export function Settlement({ groupId, campaignId, paths }: CampaignScreenProps<MoneyPaths>) {
  const settlement = useSettlement(groupId, campaignId);
  const download = useDownloadSettlement(groupId, campaignId);
  return (
    <MoneyScreen
      groupId={groupId}
      campaignId={campaignId}
      paths={paths}
      current="settlement"
      title={T.title}
      fallbackTitle={T.heading}
      actions={<DownloadAndPrint download={download} texts={T} />}
    >
      <div className="stack">
        <DownloadFailed download={download} message={T.downloadFailed} />
        <QueryContent query={settlement} loadFailedMessage={T.loadFailed}>
          {(data) => <Recap settlement={data} groupEdit={paths.groupEdit} />}
        </QueryContent>
      </div>
    </MoneyScreen>
  );
}

/** The net in words: who owes whom. */
export function netText(net: number): string {
  if (net > 0) return T.netToGroup(formatCurrency(net));
  if (net < 0) return T.netFromGroup(formatCurrency(-net));
  return T.netEven;
}

const amountOrNotSet = (amount: number | null) => (amount === null ? T.notSet : formatCurrency(amount));

function Figures({ children }: { children: ReactNode }) {
  return <DocumentTotals className="recap__figures">{children}</DocumentTotals>;
}

function RecapSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card recap__section stack stack--tight" aria-labelledby={id}>
      <h2 className="section-title" id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Recap({ settlement, groupEdit }: { settlement: TSettlement; groupEdit?: string }) {
  const { group, campaign, money } = settlement;
  const share = group.profitSharePercent;
  const standing = settlement.deposits.filter((deposit) => deposit.status !== 'reopened');
  // What the goal counts: the product sales and the donations together.
  const salesAndDonations = sum([settlement.productSales, settlement.donations]);
  // Rounded down from whole cents, as the report, the share page and the seller page read it (99.6 % is 99 %).
  const goalPercent =
    settlement.goalProgress === null
      ? T.notSet
      : formatPercent(goalProgressOfAmounts(salesAndDonations, campaign.goal)?.percent ?? 0);
  return (
    <div className="recap stack">
      <div className="recap__header">
        <p className="recap__title">{T.recapTitle}</p>
        <DocumentContext className="recap__subtitle">
          {T.subtitle(group.name, group.code, campaign.name, formatDate(new Date().toISOString()))}
        </DocumentContext>
      </div>
      <RecapSection id="recap-settlement" title={T.settlement}>
        {share === null || settlement.net === null ? (
          <div className="alert alert--info recap__no-share" role="note">
            <strong>{T.noShare}</strong>
            <span className="alert__detail">{T.noShareAdmin}</span>
            {groupEdit ? (
              <span className="alert__detail no-print">
                <Link to={groupEdit}>{T.editGroup}</Link>
              </span>
            ) : null}
          </div>
        ) : (
          <Figures>
            <DocumentTotal label={T.profitShare} value={T.profitShareOf(formatPercent(share))} />
            <DocumentTotal
              label={T.groupOwesSupplier}
              hint={T.groupOwesSupplierHint}
              value={amountOrNotSet(settlement.groupOwesSupplier)}
            />
            <DocumentTotal
              label={T.storeOwesGroup}
              hint={T.storeOwesGroupHint(formatPercent(share))}
              value={amountOrNotSet(settlement.storeOwesGroup)}
            />
            <DocumentTotal label={T.net} value={netText(settlement.net)} grand />
          </Figures>
        )}
      </RecapSection>
      <div className="recap__columns">
        <RecapSection id="recap-totals" title={T.totals}>
          <Figures>
            <DocumentTotal label={T.goal} value={amountOrNotSet(campaign.goal)} />
            <DocumentTotal label={T.storeProductSales} value={formatCurrency(settlement.storeProductSales)} />
            <DocumentTotal label={T.paperProductSales} value={formatCurrency(settlement.paperProductSales)} />
            <DocumentTotal label={T.productSales} value={formatCurrency(settlement.productSales)} grand />
            <DocumentTotal label={T.storeDonations} value={formatCurrency(settlement.storeDonations)} />
            <DocumentTotal label={T.paperDonations} value={formatCurrency(settlement.paperDonations)} />
            <DocumentTotal
              label={T.donations}
              hint={T.donationsHint}
              value={formatCurrency(settlement.donations)}
              grand
            />
            <DocumentTotal
              label={T.productSalesAndDonations}
              value={formatCurrency(salesAndDonations)}
              grand
            />
            <DocumentTotal label={T.goalProgress} hint={T.goalProgressHint} value={goalPercent} />
            <DocumentTotal
              label={T.raised}
              hint={share === null ? undefined : T.raisedHint(formatPercent(share))}
              value={amountOrNotSet(settlement.raised)}
            />
          </Figures>
        </RecapSection>
        <RecapSection id="recap-money" title={T.money}>
          <Figures>
            <DocumentTotal
              label={T.paperOwed}
              hint={T.paperOwedHint(formatCurrency(money.paperSales), formatCurrency(money.paperDonations))}
              value={formatCurrency(sum([money.paperSales, money.paperDonations]))}
            />
            <DocumentTotal label={T.receivedCash} value={formatCurrency(money.receivedCash)} />
            <DocumentTotal label={T.receivedChecks} value={formatCurrency(money.receivedChecks)} />
            <DocumentTotal label={T.received} value={formatCurrency(money.received)} grand />
            <DocumentTotal label={T.deposited} value={formatCurrency(money.deposited)} />
            <DocumentTotal label={T.onHand} value={formatCurrency(money.onHand)} />
            <DocumentTotal label={T.outstanding} value={formatCurrency(money.outstanding)} />
            <DocumentTotal label={T.overpaid} value={formatCurrency(money.overpaid)} />
          </Figures>
        </RecapSection>
      </div>
      <RecapSection id="recap-deposits" title={T.deposits}>
        {settlement.deposits.length === 0 ? (
          <p className="money-intro">{T.noDeposits}</p>
        ) : (
          <TableWrap label={T.depositsLabel}>
            <DocumentTable
              className="recap__table"
              columns={[
                T.depositColumns.date,
                { label: T.depositColumns.cash, num: true },
                { label: T.depositColumns.checks, num: true },
                { label: T.depositColumns.total, num: true },
                T.depositColumns.status,
              ]}
              total={
                <tr>
                  <th scope="row">{T.depositsTotal}</th>
                  <td className="num">{formatCurrency(sum(standing.map((deposit) => deposit.cash)))}</td>
                  <td className="num">
                    {formatCurrency(sum(standing.map((deposit) => deposit.checkTotal)))}
                  </td>
                  <td className="num">{formatCurrency(money.deposited)}</td>
                  <td />
                </tr>
              }
            >
              {settlement.deposits.map((deposit) => (
                <tr key={deposit._id}>
                  <td>{formatDateTime(deposit.createdAt)}</td>
                  <td className="num">{formatCurrency(deposit.cash)}</td>
                  <td className="num">{formatCurrency(deposit.checkTotal)}</td>
                  <td className="num">{formatCurrency(deposit.total)}</td>
                  <td>
                    <DepositStatus status={deposit.status} />
                  </td>
                </tr>
              ))}
            </DocumentTable>
          </TableWrap>
        )}
      </RecapSection>
      <RecapSection id="recap-outstanding" title={T.outstandingBySeller}>
        {settlement.outstandingBySeller.length === 0 ? (
          <p className="money-intro">{T.noOutstanding}</p>
        ) : (
          <TableWrap label={T.outstandingLabel}>
            <DocumentTable
              className="recap__table"
              columns={[T.outstandingColumns.seller, { label: T.outstandingColumns.balance, num: true }]}
              total={
                <tr>
                  <th scope="row">{T.total}</th>
                  <td className="num">{formatCurrency(money.outstanding)}</td>
                </tr>
              }
            >
              {settlement.outstandingBySeller.map((seller, index) => (
                <tr key={`${index}:${seller.sellerName}`}>
                  <td>{seller.sellerName}</td>
                  <td className="num">{formatCurrency(seller.balance)}</td>
                </tr>
              ))}
            </DocumentTable>
          </TableWrap>
        )}
      </RecapSection>
    </div>
  );
}

/** Dollars added in cents, so that the total is exact. */
const sum = (amounts: number[]) =>
  amounts.reduce((total, amount) => total + Math.round(amount * 100), 0) / 100;
