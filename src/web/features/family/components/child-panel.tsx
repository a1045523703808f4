import { useState } from 'react';
import type { TFamily } from '../../../../shared/api/family.js';
import { Alert } from '../../../components/alert';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { formatCount, formatCurrency } from '../../../lib/format';
import { useLocale } from '../../../lib/use-texts';
import { joinWaitingSales, removeChild } from '../api/family';
import { useFamilyTexts } from '../use-family-texts';
import { ChildCampaign } from './child-campaign';
import { ChildEmailUpdates } from './child-email-updates';
import { ChildForm } from './child-form';

type Child = TFamily['children'][number];

interface ChildPanelProps {
  token: string;
  family: TFamily;
  child: Child;
  editing: boolean;
  onEdit: (editing: boolean) => void;
  /** A change made: its message, and the page read again. */
  onChanged: (message: string) => void;
  reload: () => void;
}

/** Sales a child made in class before a parent added them: the parent says whether they were this child's. */
function WaitingSales({
  token,
  child,
  onChanged,
}: {
  token: string;
  child: Child;
  onChanged: (message: string) => void;
}) {
  const T = useFamilyTexts().children;
  const locale = useLocale();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState('');

  const join = (waitingSellerId: string) => {
    if (busy) return;
    setBusy(waitingSellerId);
    setFailure('');
    joinWaitingSales(token, child._id, waitingSellerId, locale).then(
      (moved) => onChanged(T.waitingJoined(child.firstName, moved)),
      (error: unknown) => {
        setBusy(null);
        setFailure(errorMessage(error, T.waitingFailed));
      },
    );
  };

  return (
    <section className="card seller-section family-waiting" aria-labelledby={`family-waiting-${child._id}`}>
      <h3 className="section-title" id={`family-waiting-${child._id}`}>
        {T.waitingTitle}
      </h3>
      {child.waitingMatches.map((waiting) => (
        <div key={waiting._id} className="family-waiting__item">
          <p>
            {T.waitingSales(
              child.firstName,
              child.team?.name ?? '',
              formatCount(waiting.orderCount, locale),
              formatCurrency(waiting.sales, locale),
            )}
          </p>
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => join(waiting._id)}
            disabled={busy !== null}
          >
            {busy === waiting._id ? T.waitingBusy : T.waitingJoin(child.firstName)}
          </button>
        </div>
      ))}
      {failure ? <Alert kind="error">{failure}</Alert> : null}
    </section>
  );
}

/** The shown child: name and class (to correct or remove), each running campaign, waiting sales, e-mail updates. */
export function ChildPanel({ token, family, child, editing, onEdit, onChanged, reload }: ChildPanelProps) {
  const T = useFamilyTexts().children;
  const locale = useLocale();
  const [removing, setRemoving] = useState<'asking' | 'busy' | null>(null);
  const [failure, setFailure] = useState('');

  const remove = () => {
    setRemoving('busy');
    setFailure('');
    removeChild(token, child._id, locale).then(
      () => onChanged(T.removed(child.firstName)),
      (error: unknown) => {
        setRemoving(null);
        setFailure(errorMessage(error, T.removeFailed));
      },
    );
  };

  return (
    <div
      role="tabpanel"
      id="family-child-panel"
      aria-labelledby={`family-tab-${child._id}`}
      className="family-child"
    >
      {editing ? (
        <section className="card family-card">
          <ChildForm
            token={token}
            teams={family.teams}
            child={child}
            onSaved={(saved) => onChanged(T.saved(saved.firstName))}
            onCancel={() => onEdit(false)}
          />
        </section>
      ) : (
        <header className="family-child__header">
          <h2 className="family-child__name">
            {child.firstName} {child.lastName}
          </h2>
          {child.team ? <p className="family-card__muted">{T.inTeam(child.team.name)}</p> : null}
          <div className="family-card__actions">
            <button type="button" className="btn btn--secondary btn--sm" onClick={() => onEdit(true)}>
              {T.edit}
            </button>
            <button
              type="button"
              className="btn btn--ghost-danger btn--sm"
              onClick={() => setRemoving('asking')}
            >
              {T.remove}
            </button>
          </div>
          {failure ? <Alert kind="error">{failure}</Alert> : null}
        </header>
      )}
      {child.waitingMatches.length > 0 ? (
        <WaitingSales token={token} child={child} onChanged={onChanged} />
      ) : null}
      {family.campaigns.length === 0 ? (
        <p className="family-child__note">{T.noCampaign}</p>
      ) : (
        family.campaigns.map((campaign) => (
          <ChildCampaign
            key={campaign._id}
            token={token}
            child={child}
            campaign={campaign}
            onChanged={reload}
          />
        ))
      )}
      <ChildEmailUpdates
        token={token}
        childId={child._id}
        firstName={child.firstName}
        email={family.parent.email}
        enabled={child.emailUpdates}
      />
      <ConfirmDialog
        open={removing !== null}
        title={T.removeTitle(child.firstName)}
        message={T.removeMessage(child.firstName)}
        confirmLabel={T.removeConfirm(child.firstName)}
        busyLabel={T.removeBusy}
        cancelLabel={T.cancel}
        busy={removing === 'busy'}
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}
