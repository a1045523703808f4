import { useParams } from 'react-router';
import { MONEY_API_MESSAGES } from '../../../../shared/texts/money.js';
import type { TCampaignMoney, TDeposit } from '../../../../shared/api/money.js';
import { Alert } from '../../../components/alert';
import { PageHeader } from '../../../components/page-header';
import { PageLoading } from '../../../components/page-loading';
import {
  DocumentTable,
  DocumentTotal,
  DocumentTotals,
  PrintableDocument,
  PrintButton,
} from '../../../components/printable-document/printable-document';
import { Link } from '../../../components/router-link';
import { errorMessage, isApiErrorCode } from '../../../lib/api-client';
import type { CampaignScreenProps } from '../../../lib/campaign-screen';
import { formatCurrency, formatDate, formatDateTime } from '../../../lib/format';
import { useCampaignMoney, useDeposit } from '../api/money';
import { adminMoneyPaths, type MoneyPaths } from '../paths';
import { MONEY_TEXTS } from '../texts';
import { DepositStatus } from './deposits-page';
import '../money.css';

const T = MONEY_TEXTS.slip;

/** /admin/groups/:groupId/campaigns/:campaignId/money/deposits/:depositId */
export function AdminDepositSlipPage() {
  const { groupId = '', campaignId = '', depositId = '' } = useParams();
  return (
    <DepositSlip
      groupId={groupId}
      campaignId={campaignId}
      depositId={depositId}
      paths={adminMoneyPaths(groupId, campaignId)}
    />
  );
}

interface DepositSlipProps extends CampaignScreenProps<MoneyPaths> {
  depositId: string;
}

/** The slip taken to the bank with a deposit: each check, the cash total, the checks total and the grand total. */
export function DepositSlip({ groupId, campaignId, depositId, paths }: DepositSlipProps) {
  const deposit = useDeposit(groupId, depositId);
  const money = useCampaignMoney(groupId, campaignId);
  const campaign = money.data?.campaign.name;
  const date = deposit.data ? formatDate(deposit.data.createdAt) : '';
  return (
    <>
      <PageHeader
        title={T.title}
        documentTitle={campaign && date ? T.documentTitle(campaign, date) : T.title}
        actions={
          <>
            <Link to={paths.deposits} className="btn btn--ghost">
              {T.backToDeposits}
            </Link>
            {deposit.data ? <PrintButton label={T.print} /> : null}
          </>
        }
      />
      <PrintableDocument className="money-screen">
        {deposit.isPending || money.isPending ? (
          <PageLoading />
        ) : deposit.isError ? (
          isApiErrorCode(deposit.error, 'DEPOSIT_NOT_FOUND') ? (
            <p className="card empty-state">{MONEY_API_MESSAGES.depositNotFound}</p>
          ) : (
            <Alert kind="error">{errorMessage(deposit.error, T.loadFailed)}</Alert>
          )
        ) : money.isError ? (
          <Alert kind="error">{errorMessage(money.error, MONEY_TEXTS.loadFailed)}</Alert>
        ) : (
          <Slip deposit={deposit.data} money={money.data} />
        )}
      </PrintableDocument>
    </>
  );
}

function Slip({ deposit, money }: { deposit: TDeposit; money: TCampaignMoney }) {
  const C = T.columns;
  const reopened = deposit.status === 'reopened';
  return (
    <section className="card slip stack stack--tight" aria-label={T.title}>
      {reopened ? (
        <div className="alert alert--warning" role="note">
          {T.reopened(formatDateTime(deposit.reopenedAt), deposit.reopenReason)}
        </div>
      ) : null}
      <dl className="details slip__details">
        <dt>{T.group}</dt>
        <dd>{T.groupOf(money.group.name, money.group.code)}</dd>
        <dt>{T.campaign}</dt>
        <dd>{money.campaign.name}</dd>
        <dt>{T.date}</dt>
        <dd>{formatDateTime(deposit.createdAt)}</dd>
        <dt>{T.madeBy}</dt>
        <dd>{deposit.createdByName}</dd>
        <dt>{T.status}</dt>
        <dd>
          <DepositStatus status={deposit.status} />
        </dd>
        {deposit.note ? (
          <>
            <dt>{T.note}</dt>
            <dd className="details__note">{deposit.note}</dd>
          </>
        ) : null}
      </dl>
      <h2 className="section-title slip__subtitle">{T.checks}</h2>
      {deposit.checks.length === 0 ? (
        <p className="slip__none">{T.noChecks}</p>
      ) : (
        <DocumentTable
          className="slip__table"
          aria-label={T.tableLabel}
          columns={[C.number, C.payer, { label: C.amount, num: true }]}
        >
          {deposit.checks.map((check, index) => (
            <tr key={`${index}:${check.number}`}>
              <td className="table__strong">{check.number}</td>
              <td className="slip__payer">{check.payer || MONEY_TEXTS.none}</td>
              <td className="num">{formatCurrency(check.amount)}</td>
            </tr>
          ))}
        </DocumentTable>
      )}
      <DocumentTotals className="slip__totals">
        <DocumentTotal label={T.cashTotal} value={formatCurrency(deposit.cash)} />
        <DocumentTotal
          label={T.checksTotal(deposit.checks.length)}
          value={formatCurrency(deposit.checkTotal)}
        />
        <DocumentTotal label={T.grandTotal} value={formatCurrency(deposit.total)} grand />
      </DocumentTotals>
    </section>
  );
}
