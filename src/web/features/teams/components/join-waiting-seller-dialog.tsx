import { useRef, useState, type FormEvent } from 'react';
import type { TRosterSeller, TWaitingSeller } from '../../../../shared/api/teams.js';
import { Alert } from '../../../components/alert';
import { Modal } from '../../../components/modal';
import { errorMessage } from '../../../lib/api-client';
import { COMMON_TEXTS } from '../../../lib/app-texts';
import { formatCurrency } from '../../../lib/format';
import { CheckedField } from '../../paper-orders';
import { useJoinWaitingSeller } from '../api/join-waiting-seller';
import { TEAM_TEXTS } from '../texts';

const T = TEAM_TEXTS.joinDialog;

interface JoinWaitingSellerDialogProps {
  groupId: string;
  /** The waiting sales to join: the dialog is open while this is set. */
  waiting: TWaitingSeller | null;
  /** The group's sellers the sales may join (waiting ones left out), in name order. */
  sellers: TRosterSeller[];
  onClose: () => void;
  onJoined: (message: string) => void;
}

/**
 * Joining waiting sales to a child, confirmed: staff choose the seller (those of the same class first) and read
 * what moves before the join (POST /groups/{id}/waiting-sellers/{sellerId}/join).
 */
export function JoinWaitingSellerDialog({
  groupId,
  waiting,
  sellers,
  onClose,
  onJoined,
}: JoinWaitingSellerDialogProps) {
  const join = useJoinWaitingSeller(groupId);
  return (
    <Modal
      open={waiting !== null}
      onOpenChange={(open) => {
        if (!open && !join.isPending) onClose();
      }}
      title={waiting ? T.title(waiting.firstName) : ''}
      description={
        waiting
          ? T.what(waiting.orderCount, formatCurrency(waiting.sales), waiting.team?.name ?? null)
          : undefined
      }
    >
      {waiting ? (
        <JoinForm
          key={waiting._id}
          waiting={waiting}
          sellers={sellers}
          join={join}
          onClose={onClose}
          onJoined={onJoined}
        />
      ) : null}
    </Modal>
  );
}

interface JoinFormProps {
  waiting: TWaitingSeller;
  sellers: TRosterSeller[];
  join: ReturnType<typeof useJoinWaitingSeller>;
  onClose: () => void;
  onJoined: (message: string) => void;
}

function JoinForm({ waiting, sellers, join, onClose, onJoined }: JoinFormProps) {
  const [sellerId, setSellerId] = useState('');
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const select = useRef<HTMLSelectElement>(null);
  const classId = waiting.team?._id ?? null;
  const sameClass = sellers.filter((seller) => (seller.team?._id ?? null) === classId);
  const others = sellers.filter((seller) => (seller.team?._id ?? null) !== classId);
  const target = sellers.find((seller) => seller._id === sellerId);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (join.isPending) return;
    if (!target) {
      setMissing(true);
      select.current?.focus();
      return;
    }
    setFailure(null);
    join.mutate(
      { waitingSellerId: waiting._id, sellerId: target._id },
      {
        onSuccess: (joined) => onJoined(TEAM_TEXTS.waiting.joined(joined.movedOrderCount, target.name)),
        onError: (error) => setFailure(errorMessage(error, T.failed)),
      },
    );
  };

  const option = (seller: TRosterSeller) => (
    <option key={seller._id} value={seller._id}>
      {seller.team && seller.team._id !== classId ? `${seller.name} (${seller.team.name})` : seller.name}
    </option>
  );

  return (
    <form className="form" onSubmit={submit} noValidate>
      {failure ? <Alert kind="error">{failure}</Alert> : null}
      {sellers.length === 0 ? <p className="teams-small">{T.noTargets}</p> : null}
      <CheckedField
        id="join-waiting-target"
        label={T.target}
        error={missing ? T.chooseFirst : undefined}
        control={(props) => (
          <select
            {...props}
            ref={select}
            className="input select"
            required
            value={sellerId}
            disabled={join.isPending}
            onChange={(event) => {
              setSellerId(event.target.value);
              setMissing(false);
            }}
          >
            <option value="">{T.targetPlaceholder}</option>
            {sameClass.length > 0 ? (
              <optgroup label={waiting.team ? T.sameClass(waiting.team.name) : T.sameClassNone}>
                {sameClass.map(option)}
              </optgroup>
            ) : null}
            {others.length > 0 ? <optgroup label={T.others}>{others.map(option)}</optgroup> : null}
          </select>
        )}
      />
      <div className="form__actions">
        <button type="button" className="btn btn--secondary" onClick={onClose} disabled={join.isPending}>
          {COMMON_TEXTS.cancel}
        </button>
        <button type="submit" className="btn btn--primary" disabled={join.isPending}>
          {join.isPending ? T.busy : T.confirm}
        </button>
      </div>
    </form>
  );
}
