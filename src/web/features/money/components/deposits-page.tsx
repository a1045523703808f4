import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { TDeposit, TMoneyItem } from '../../../../shared/api/money.js';
import { Alert } from '../../../components/alert';
import { Modal } from '../../../components/modal';
import { QueryContent } from '../../../components/query-content';
import { Link } from '../../../components/router-link';
import { TableWrap } from '../../../components/table-wrap';
import { QueryTableSection } from '../../../components/query-table-section';
import { TableHead } from '../../../components/table-head';
import { COMMON_TEXTS } from '../../../lib/app-texts';
import { errorMessage } from '../../../lib/api-client';
import { formatCurrency, formatDate, formatDateTime } from '../../../lib/format';
import { CheckedInput } from '../../paper-orders';
import {
  useConfirmDeposit,
  useDeposits,
  useMakeDeposit,
  useMoneyOnHand,
  useReopenDeposit,
  type TMoneyOnHand,
} from '../api/money';
import { adminMoneyPaths, type MoneyPaths } from '../paths';
import { MONEY_TEXTS } from '../texts';
import { MoneyScreen } from './money-screen';
import { ReasonDialog } from '../../paper-orders';
import '../money.css';

const T = MONEY_TEXTS.deposits;

/** /admin/groups/:groupId/campaigns/:campaignId/money/deposits */
export function AdminDepositsPage() {
  const { groupId = '', campaignId = '' } = useParams();
  return <Deposits groupId={groupId} campaignId={campaignId} paths={adminMoneyPaths(groupId, campaignId)} />;
}

interface DepositsProps {
  groupId: string;
  campaignId: string;
  paths: MoneyPaths;
}

/** Taking money to the bank: what is on hand to choose from, and the deposits made, reopened or confirmed. */
export function Deposits({ groupId, campaignId, paths }: DepositsProps) {
  const onHand = useMoneyOnHand(groupId, campaignId);
  return (
    <MoneyScreen
      groupId={groupId}
      campaignId={campaignId}
      paths={paths}
      current="deposits"
      title={T.title}
      fallbackTitle={T.heading}
    >
      <div className="stack money">
        <section className="card stack stack--tight" aria-labelledby="money-on-hand-title">
          <h2 className="section-title" id="money-on-hand-title">
            {T.onHand}
          </h2>
          <QueryContent query={onHand} loadFailedMessage={T.onHandLoadFailed}>
            {(data) =>
              data.items.length === 0 ? (
                <div className="empty-state stack stack--tight">
                  <p className="money-empty">{T.nothingOnHand}</p>
                  <p>{T.nothingOnHandHint}</p>
                </div>
              ) : (
                <OnHandChoice
                  key={data.items.map((item) => item._id).join()}
                  groupId={groupId}
                  campaignId={campaignId}
                  onHand={data}
                  slipPath={paths.deposit}
                />
              )
            }
          </QueryContent>
        </section>
        <DepositList groupId={groupId} campaignId={campaignId} slipPath={paths.deposit} />
      </div>
    </MoneyScreen>
  );
}

const cents = (dollars: number) => Math.round(dollars * 100);

/** The payments that a choice of checks and "all cash" make up. */
export function chosenItems(
  items: TMoneyItem[],
  allCash: boolean,
  checkIds: ReadonlySet<string>,
): TMoneyItem[] {
  return items.filter((item) => (item.kind === 'cash' ? allCash : checkIds.has(item._id)));
}

interface OnHandChoiceProps {
  groupId: string;
  campaignId: string;
  onHand: TMoneyOnHand;
  slipPath: (depositId: string) => string;
}

/**
 * The money on hand to choose from: all the cash at once (it is counted as one pile), each check by itself.
 * Either everything goes to the bank, or the payments ticked; the new deposit's slip opens next.
 */
function OnHandChoice({ groupId, campaignId, onHand, slipPath }: OnHandChoiceProps) {
  const navigate = useNavigate();
  const deposit = useMakeDeposit(groupId, campaignId);
  const [allCash, setAllCash] = useState(false);
  const [checkIds, setCheckIds] = useState<ReadonlySet<string>>(new Set());
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const cashItems = onHand.items.filter((item) => item.kind === 'cash');
  const checks = onHand.items.filter((item) => item.kind === 'check');
  const chosen = useMemo(
    () => chosenItems(onHand.items, allCash, checkIds),
    [onHand.items, allCash, checkIds],
  );
  const chosenCents = chosen.reduce((sum, item) => sum + cents(item.amount), 0);

  const toggleCheck = (id: string, on: boolean) => {
    setProblem(null);
    setCheckIds((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };

  const send = (body: { all: true } | { itemIds: string[] }) => {
    if (deposit.isPending) return;
    deposit.mutate(
      { ...body, note: note.trim() },
      { onSuccess: (made) => void navigate(slipPath(made._id)) },
    );
  };

  const sendChosen = () => {
    if (chosen.length === 0) {
      setProblem(T.chooseFirst);
      return;
    }
    send({ itemIds: chosen.map((item) => item._id) });
  };

  const C = T.columns;
  return (
    <div className="stack stack--tight">
      <p className="money-onhand__summary">
        {T.onHandSummary(
          formatCurrency(onHand.cash),
          formatCurrency(onHand.checks),
          formatCurrency(onHand.total),
        )}
      </p>
      {deposit.isError ? <Alert kind="error">{errorMessage(deposit.error, T.depositFailed)}</Alert> : null}
      <div className="money-onhand__cash">
        {cashItems.length === 0 ? (
          <p className="field__hint">{T.noCash}</p>
        ) : (
          <>
            <label className="checkbox money-onhand__all-cash" htmlFor="deposit-all-cash">
              <input
                id="deposit-all-cash"
                type="checkbox"
                checked={allCash}
                aria-describedby="deposit-all-cash-hint"
                onChange={(event) => {
                  setProblem(null);
                  setAllCash(event.target.checked);
                }}
              />
              <span>{T.allCash(formatCurrency(onHand.cash))}</span>
            </label>
            <p className="field__hint money-onhand__cash-hint" id="deposit-all-cash-hint">
              {T.cashItems(cashItems.length)}
            </p>
          </>
        )}
      </div>
      {checks.length === 0 ? (
        <p className="field__hint">{T.noChecks}</p>
      ) : (
        <TableWrap label={T.checksLabel}>
          <table className="table money-onhand__checks">
            <TableHead
              columns={[
                { label: C.choose, className: 'money-onhand__choose' },
                C.number,
                C.payer,
                C.seller,
                C.from,
                { label: C.amount, num: true },
              ]}
            />
            <tbody>
              {checks.map((check) => (
                <tr key={check._id}>
                  <td className="money-onhand__choose">
                    <input
                      type="checkbox"
                      aria-label={T.chooseCheck(check.checkNumber, formatCurrency(check.amount))}
                      checked={checkIds.has(check._id)}
                      onChange={(event) => toggleCheck(check._id, event.target.checked)}
                    />
                  </td>
                  <td className="table__strong">{check.checkNumber}</td>
                  <td className="money-onhand__text">{check.payer || MONEY_TEXTS.none}</td>
                  <td className="money-onhand__text">{check.sellerName}</td>
                  <td className="money-onhand__text">
                    {check.source === 'paper-order' ? T.fromPaperOrder(check.orderNumber) : T.fromTurnIn}
                    <span className="table__sub">{formatDate(check.receivedAt)}</span>
                  </td>
                  <td className="num">{formatCurrency(check.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      <CheckedInput
        id="deposit-note"
        label={T.note}
        hint={T.noteHint}
        value={note}
        maxLength={500}
        autoComplete="off"
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="form-total-bar">
        <p className="money-onhand__chosen" role="status">
          {T.chosen(chosen.length, formatCurrency(chosenCents / 100))}
        </p>
        <div className="button-row">
          <button
            type="button"
            className="btn btn--secondary"
            disabled={deposit.isPending}
            aria-describedby={problem ? 'deposit-choose-error' : undefined}
            onClick={sendChosen}
          >
            {deposit.isPending ? T.depositing : T.depositChosen}
          </button>
          <button
            type="button"
            className="btn btn--primary"
            disabled={deposit.isPending}
            onClick={() => send({ all: true })}
          >
            {T.depositAll(formatCurrency(onHand.total))}
          </button>
        </div>
      </div>
      {problem ? (
        <p className="field__error" id="deposit-choose-error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

const STATUS_TONES: Record<TDeposit['status'], string> = {
  standing: 'info',
  confirmed: 'success',
  reopened: 'danger',
};

export function DepositStatus({ status }: { status: TDeposit['status'] }) {
  return <span className={`badge badge--${STATUS_TONES[status]} badge--raw`}>{T.status[status]}</span>;
}

/** The last change of the kind, for who made it and why. */
const lastChange = (deposit: TDeposit, action: 'reopened' | 'confirmed') =>
  [...deposit.changes].reverse().find((change) => change.action === action);

interface DepositListProps {
  groupId: string;
  campaignId: string;
  slipPath: (depositId: string) => string;
}

/** The campaign's deposits, newest first: each one's slip, and until the bank confirms it, Reopen or confirm. */
function DepositList({ groupId, campaignId, slipPath }: DepositListProps) {
  const deposits = useDeposits(groupId, campaignId);
  const reopen = useReopenDeposit(groupId);
  const confirm = useConfirmDeposit(groupId);
  const [reopening, setReopening] = useState<TDeposit | null>(null);
  const [confirming, setConfirming] = useState<TDeposit | null>(null);
  const C = T.listColumns;
  const describe = (deposit: TDeposit) =>
    [formatDate(deposit.createdAt), formatCurrency(deposit.total)] as const;

  const closeConfirm = () => {
    if (confirm.isPending) return;
    confirm.reset();
    setConfirming(null);
  };

  return (
    <QueryTableSection
      id="money-deposits-title"
      title={T.list}
      query={deposits}
      texts={T}
      after={
        <>
          <ReasonDialog
            open={reopening !== null}
            id="deposit-reopen"
            title={T.reopenTitle}
            message={reopening ? T.reopenMessage(...describe(reopening)) : ''}
            reasonLabel={T.reopenReason}
            confirmLabel={T.reopenConfirm}
            busyLabel={T.reopening}
            failedText={T.reopenFailed}
            busy={reopen.isPending}
            error={reopen.error}
            onConfirm={(reason) =>
              reopen.mutateAsync({ depositId: reopening?._id ?? '', reason }).then(() => setReopening(null))
            }
            onClose={() => {
              reopen.reset();
              setReopening(null);
            }}
          />
          <Modal
            open={confirming !== null}
            onOpenChange={(next) => {
              if (!next) closeConfirm();
            }}
            title={T.confirmTitle}
            description={confirming ? T.confirmMessage(...describe(confirming)) : ''}
            role="alertdialog"
          >
            {confirm.isError ? (
              <Alert kind="error">{errorMessage(confirm.error, T.confirmFailed)}</Alert>
            ) : null}
            <div className="form__actions">
              <button
                type="button"
                className="btn btn--secondary"
                onClick={closeConfirm}
                disabled={confirm.isPending}
              >
                {COMMON_TEXTS.cancel}
              </button>
              <button
                type="button"
                className="btn btn--primary"
                disabled={confirm.isPending}
                onClick={() =>
                  confirm.mutate(
                    { depositId: confirming?._id ?? '' },
                    { onSuccess: () => setConfirming(null) },
                  )
                }
              >
                {confirm.isPending ? T.confirming : T.confirmConfirm}
              </button>
            </div>
          </Modal>
        </>
      }
      className="money-deposits"
      columns={[
        C.date,
        { label: C.cash, num: true },
        { label: C.checks, num: true },
        { label: C.total, num: true },
        C.status,
        { label: C.actions, hidden: true },
      ]}
      row={(deposit) => {
        const reopened = deposit.status === 'reopened' ? lastChange(deposit, 'reopened') : undefined;
        const confirmed = deposit.status === 'confirmed' ? lastChange(deposit, 'confirmed') : undefined;
        const struck = deposit.status === 'reopened' ? 'money-struck' : undefined;
        return (
          <tr key={deposit._id}>
            <td className="money-deposits__when">
              <span className={struck}>{formatDateTime(deposit.createdAt)}</span>
              <span className="table__sub">{T.by(deposit.createdByName)}</span>
            </td>
            <td className="num">
              <span className={struck}>{formatCurrency(deposit.cash)}</span>
            </td>
            <td className="num">
              <span className={struck}>{formatCurrency(deposit.checkTotal)}</span>
              <span className="table__sub">{T.checkCount(deposit.checks.length)}</span>
            </td>
            <td className="num table__strong">
              <span className={struck}>{formatCurrency(deposit.total)}</span>
            </td>
            <td className="money-deposits__status">
              <DepositStatus status={deposit.status} />
              {reopened ? (
                <span className="table__sub">
                  {T.reopenedNote(
                    reopened.changedByName,
                    formatDateTime(reopened.changedAt),
                    reopened.reason || deposit.reopenReason,
                  )}
                </span>
              ) : null}
              {confirmed ? (
                <span className="table__sub">
                  {T.confirmedNote(confirmed.changedByName, formatDateTime(confirmed.changedAt))}
                </span>
              ) : null}
            </td>
            <td>
              <span className="table__actions money-deposits__actions">
                <Link
                  to={slipPath(deposit._id)}
                  className="btn btn--secondary btn--sm"
                  aria-label={T.slipOf(...describe(deposit))}
                >
                  {T.slip}
                </Link>
                {deposit.status === 'standing' ? (
                  <>
                    <button
                      type="button"
                      className="btn btn--secondary btn--sm"
                      aria-label={T.confirmOf(...describe(deposit))}
                      onClick={() => setConfirming(deposit)}
                    >
                      {T.confirm}
                    </button>
                    <button
                      type="button"
                      className="btn btn--ghost-danger btn--sm"
                      aria-label={T.reopenOf(...describe(deposit))}
                      onClick={() => setReopening(deposit)}
                    >
                      {T.reopen}
                    </button>
                  </>
                ) : null}
              </span>
            </td>
          </tr>
        );
      }}
    />
  );
}
