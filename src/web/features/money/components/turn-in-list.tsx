import { useState } from 'react';
import { QueryTableSection } from '../../../components/query-table-section';
import { formatCurrency, formatDateTime } from '../../../lib/format';
import { useTurnIns, useVoidTurnIn, type TTurnInListed } from '../api/money';
import { MONEY_TEXTS } from '../texts';
import { ReasonDialog } from '../../paper-orders';

const T = MONEY_TEXTS.turnIns;

/** How a turn-in ended, with who ended it, when and why; null while it counts. */
function endOf(turnIn: TTurnInListed) {
  if (turnIn.voidedAt === null) return null;
  const change = [...turnIn.changes].reverse().find((c) => c.action === 'voided' || c.action === 'corrected');
  const corrected = change?.action === 'corrected';
  const who = change?.changedByName ?? '';
  const when = formatDateTime(change?.changedAt ?? turnIn.voidedAt);
  const reason = change?.reason || turnIn.voidReason;
  return {
    label: corrected ? T.corrected : T.voided,
    note: corrected ? T.correctedNote(who, when, reason) : T.voidedNote(who, when, reason),
  };
}

interface TurnInListProps {
  groupId: string;
  campaignId: string;
  /** Opens the turn-in form on this turn-in, for its correction. */
  onCorrect: (turnIn: TTurnInListed) => void;
}

/**
 * The campaign's turn-ins, newest first. Voided and corrected ones stay, struck through, with who changed them and
 * why; a turn-in whose money is in a deposit can be neither corrected nor voided.
 */
export function TurnInList({ groupId, campaignId, onCorrect }: TurnInListProps) {
  const turnIns = useTurnIns(groupId, campaignId);
  const voidTurnIn = useVoidTurnIn(groupId);
  const [voiding, setVoiding] = useState<TTurnInListed | null>(null);
  const C = T.columns;

  return (
    <QueryTableSection
      id="money-turn-ins-title"
      title={T.title}
      query={turnIns}
      texts={T}
      after={
        <ReasonDialog
          open={voiding !== null}
          id="turn-in-void"
          title={T.voidTitle}
          message={
            voiding
              ? T.voidMessage(
                  voiding.sellerName,
                  formatCurrency(voiding.total),
                  formatDateTime(voiding.recordedAt),
                )
              : ''
          }
          reasonLabel={T.voidReason}
          confirmLabel={T.voidConfirm}
          busyLabel={T.voiding}
          failedText={T.voidFailed}
          busy={voidTurnIn.isPending}
          error={voidTurnIn.error}
          onConfirm={(reason) =>
            voidTurnIn.mutateAsync({ turnInId: voiding?._id ?? '', reason }).then(() => setVoiding(null))
          }
          onClose={() => {
            voidTurnIn.reset();
            setVoiding(null);
          }}
        />
      }
      className="money-turn-ins"
      columns={[
        C.when,
        C.seller,
        { label: C.cash, num: true },
        C.checks,
        { label: C.total, num: true },
        { label: C.actions, hidden: true },
      ]}
      row={(turnIn) => {
        const ended = endOf(turnIn);
        const when = formatDateTime(turnIn.recordedAt);
        const struck = ended ? 'money-struck' : undefined;
        return (
          <tr key={turnIn._id} className={ended ? 'money-turn-ins__ended' : undefined}>
            <td className="money-turn-ins__when">
              <span className={struck}>{when}</span>
              <span className="table__sub">{T.by(turnIn.recordedByName)}</span>
            </td>
            <td className="money-turn-ins__text">
              <span className={struck}>{turnIn.sellerName}</span>
              <span className="inline-items money-turn-ins__badges">
                {ended ? <span className="badge badge--danger badge--raw">{ended.label}</span> : null}
                {turnIn.replacesId ? (
                  <span className="badge badge--info badge--raw">{T.correction}</span>
                ) : null}
                {turnIn.deposited && !ended ? (
                  <span className="badge badge--success badge--raw">{T.deposited}</span>
                ) : null}
              </span>
              {ended ? <span className="table__sub money-turn-ins__why">{ended.note}</span> : null}
              {turnIn.note ? <span className="table__sub">{turnIn.note}</span> : null}
            </td>
            <td className="num">
              <span className={struck}>{formatCurrency(turnIn.cash)}</span>
            </td>
            <td className="money-turn-ins__text">
              <span className={struck}>
                {turnIn.checks.length === 0
                  ? T.noChecks
                  : turnIn.checks
                      .map((check) => T.check(check.number, formatCurrency(check.amount)))
                      .join(', ')}
              </span>
            </td>
            <td className="num table__strong">
              <span className={struck}>{formatCurrency(turnIn.total)}</span>
            </td>
            <td>
              {ended ? null : turnIn.deposited ? (
                <span className="table__sub money-turn-ins__locked">{T.depositedHint}</span>
              ) : (
                <span className="table__actions">
                  <button
                    type="button"
                    className="btn btn--secondary btn--sm"
                    aria-label={T.correctOf(turnIn.sellerName, when)}
                    onClick={() => onCorrect(turnIn)}
                  >
                    {T.correct}
                  </button>
                  <button
                    type="button"
                    className="btn btn--ghost-danger btn--sm"
                    aria-label={T.voidOf(turnIn.sellerName, when)}
                    onClick={() => setVoiding(turnIn)}
                  >
                    {T.void}
                  </button>
                </span>
              )}
            </td>
          </tr>
        );
      }}
    />
  );
}
