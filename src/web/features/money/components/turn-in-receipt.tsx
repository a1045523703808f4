import { Fragment, useEffect, useRef } from 'react';
import type { TTurnIn } from '../../../../shared/api/money.js';
import { DocumentContext, PrintButton } from '../../../components/printable-document/printable-document';
import { formatCurrency, formatDateTime } from '../../../lib/format';
import { MONEY_TEXTS } from '../texts';

const T = MONEY_TEXTS.receipt;

/** The balance in words: what is still to turn in, nothing, or what was turned in over. */
export function balanceText(balance: number): string {
  if (balance > 0) return T.balanceOwing(formatCurrency(balance));
  if (balance < 0) return T.balanceOver(formatCurrency(-balance));
  return T.balanceSettled;
}

interface TurnInReceiptProps {
  turnIn: TTurnIn;
  group: string;
  campaign: string;
  onAnother: () => void;
}

/**
 * The receipt put in the envelope handed back: what was received (cash, each check, the total) and the seller's
 * balance after it. It takes the focus when it appears, so the keyboard and screen readers land on it (the screen
 * brings it into view).
 */
export function TurnInReceipt({ turnIn, group, campaign, onAnother }: TurnInReceiptProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  const balance = turnIn.sellerBalance;
  const correction = turnIn.replacesId
    ? turnIn.changes.find((change) => change.action === 'recorded')
    : undefined;
  return (
    <section className="card receipt" aria-labelledby="receipt-title">
      <div className="receipt__header">
        <h2 className="receipt__title" id="receipt-title" tabIndex={-1} ref={heading}>
          {T.title}
        </h2>
        <DocumentContext>{T.heading(group, campaign)}</DocumentContext>
      </div>
      <dl className="receipt__lines">
        <dt>{T.seller}</dt>
        <dd className="receipt__seller">{turnIn.sellerName}</dd>
        <dt>{T.date}</dt>
        <dd>{formatDateTime(turnIn.recordedAt)}</dd>
        <dt>{T.recordedBy}</dt>
        <dd>{turnIn.recordedByName}</dd>
      </dl>
      <dl className="receipt__lines receipt__money">
        {turnIn.cash > 0 || turnIn.checks.length === 0 ? (
          <>
            <dt>{T.cash}</dt>
            <dd className="num">{formatCurrency(turnIn.cash)}</dd>
          </>
        ) : null}
        {turnIn.checks.map((check) => (
          <Fragment key={check._id}>
            <dt>{T.check(check.number, check.payer)}</dt>
            <dd className="num">{formatCurrency(check.amount)}</dd>
          </Fragment>
        ))}
        <dt className="receipt__total">{T.total}</dt>
        <dd className="num receipt__total">{formatCurrency(turnIn.total)}</dd>
      </dl>
      <dl className="receipt__lines receipt__money">
        <dt>{T.owed}</dt>
        <dd className="num">{formatCurrency(balance.owed)}</dd>
        <dt>{T.received}</dt>
        <dd className="num">{formatCurrency(balance.received)}</dd>
        <dt className="receipt__total">{T.balance}</dt>
        <dd className="num receipt__total">{formatCurrency(balance.balance)}</dd>
      </dl>
      <p className="receipt__balance">{balanceText(balance.balance)}</p>
      {turnIn.note ? (
        <p className="receipt__note">
          {T.note}: {turnIn.note}
        </p>
      ) : null}
      {correction?.reason ? <p className="receipt__note">{T.correction(correction.reason)}</p> : null}
      <p className="receipt__keep">{T.keep}</p>
      <div className="button-row no-print">
        <PrintButton label={T.print} />
        <button type="button" className="btn btn--secondary" onClick={onAnother}>
          {T.another}
        </button>
      </div>
    </section>
  );
}
