import { Alert } from '../../../components/alert';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useAttributionHealth } from '../api/attribution-queries';
import { ATTRIBUTION_MESSAGES, ATTRIBUTION_TEXTS } from '../texts';
import { AttentionLink } from './attention-link';
import '../attribution.css';

const T = ATTRIBUTION_TEXTS.health;
const percent = (share: number) =>
  `${(share * 100).toLocaleString('en-US', { maximumFractionDigits: 1, minimumFractionDigits: share > 0 && share < 0.001 ? 2 : 0 })}%`;

/** How well orders keep their seller: received, unattributed, unverified and recovered, 7 and 30 days. */
export function AttributionHealthCard() {
  const health = useAttributionHealth();
  if (health.isPending) return null;
  if (health.isError) {
    return <Alert kind="error">{errorMessage(health.error, ATTRIBUTION_MESSAGES.loadFailed.health)}</Alert>;
  }
  const data = health.data;
  const warn = data.warnings.length > 0;
  const last = data.lastReconciliation;

  return (
    <section
      className={`card health${warn ? ' health--warning' : ''}`}
      aria-labelledby="attribution-health-title"
    >
      <div className="health__head">
        <h2 className="card__title" id="attribution-health-title">
          {T.title}
        </h2>
        <span className={`badge badge--raw ${warn ? 'badge--warning' : 'badge--success'}`}>
          {warn ? T.warning : T.healthy}
        </span>
      </div>
      {warn ? (
        <ul className="health__warnings">
          {data.warnings.map((warning) => (
            <li key={warning}>{T.warnings[warning]}</li>
          ))}
        </ul>
      ) : null}
      <div className="health__windows">
        {data.windows.map((window) => (
          <div key={window.days} className="stack stack--tight">
            <h3 className="health__window-title">{T.lastDays(window.days)}</h3>
            <dl className="details">
              <dt>{T.received}</dt>
              <dd>{window.ordersReceived.toLocaleString('en-US')}</dd>
              <dt>{T.unattributed}</dt>
              <dd>{percent(window.unattributedShare)}</dd>
              <dt>{T.unverified}</dt>
              <dd>{percent(window.unverifiedShare)}</dd>
              <dt>{T.recovered}</dt>
              <dd>{window.recoveredByReconciliation.toLocaleString('en-US')}</dd>
            </dl>
          </div>
        ))}
      </div>
      <p className="health__reconciliation">
        <strong>{T.reconciliation}:</strong>{' '}
        {!data.reconciliationConfigured
          ? T.reconciliationOff
          : last
            ? `${formatDateTime(last.finishedAt)} — ${last.succeeded ? T.succeeded : `${T.failed}: ${last.message}`} (${T.recoveredCount(last.recovered)})`
            : T.reconciliationNever}
      </p>
      <AttentionLink count={data.attentionCount} />
    </section>
  );
}
