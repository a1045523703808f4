import { sql } from 'drizzle-orm';
import type { TAttributionHealth } from '../../shared/api/attribution.js';
import type { AppContext } from '../context.js';
import { queryRows } from '../db/database.js';
import { realOrder } from '../db/schema.js';
import { countAttentionOrders } from './queries.js';

const WINDOW_DAYS = [7, 30] as const;
/** Above this share of unattributed orders in the last 7 days, the card warns. */
const UNATTRIBUTED_WARNING_SHARE = 0.01;
const RECONCILIATION_LATE_MS = 60 * 60_000;

interface WindowRow {
  days: number;
  received: number;
  unattributed: number;
  unverified: number;
  recovered: number;
}

const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

/**
 * When the card warns: more than 1 % of the last 7 days' orders without a group, or, with the store's Admin API
 * configured, a failed last reconciliation or none finished in the last hour.
 */
export function attributionWarnings(facts: {
  weekReceived: number;
  weekUnattributed: number;
  reconciliationConfigured: boolean;
  lastRun: { finishedAt: Date; succeeded: boolean } | undefined;
  now: Date;
}): TAttributionHealth['warnings'] {
  const warnings: TAttributionHealth['warnings'] = [];
  if (share(facts.weekUnattributed, facts.weekReceived) > UNATTRIBUTED_WARNING_SHARE) {
    warnings.push('unattributedShare');
  }
  if (facts.reconciliationConfigured) {
    const { lastRun } = facts;
    if (lastRun && !lastRun.succeeded) warnings.push('reconciliationFailed');
    else if (!lastRun || facts.now.getTime() - lastRun.finishedAt.getTime() > RECONCILIATION_LATE_MS) {
      warnings.push('reconciliationLate');
    }
  }
  return warnings;
}

/** How well orders keep their attribution: the last 7 and 30 days, the repair queue and reconciliation. */
export async function attributionHealth(ctx: AppContext): Promise<TAttributionHealth> {
  const now = ctx.now();
  const [windows, lastRuns, attentionCount] = await Promise.all([
    queryRows<WindowRow>(
      ctx.db,
      sql`select w.days,
            count(o.id)::int as received,
            count(o.id) filter (where o.group_id is null)::int as unattributed,
            count(o.id) filter (where o.group_id is not null and not o.attribution_verified)::int as unverified,
            count(o.id) filter (where o.received_via = 'reconciliation')::int as recovered
          from unnest(${sql.raw(`array[${WINDOW_DAYS.join(',')}]`)}) as w(days)
          left join orders o
            on o.store_created_at >= ${now.toISOString()}::timestamptz - make_interval(days => w.days)
           and ${realOrder('o')}
          group by w.days
          order by w.days`,
    ),
    queryRows<{ finishedAt: Date | string; succeeded: boolean; message: string; recovered: number }>(
      ctx.db,
      sql`select finished_at as "finishedAt", succeeded, message, orders_recovered as recovered
          from reconciliation_runs order by finished_at desc limit 1`,
    ),
    countAttentionOrders(ctx.db),
  ]);

  const { storeDomain, adminToken } = ctx.config.shopify;
  const reconciliationConfigured = Boolean(storeDomain && adminToken);
  const last = lastRuns[0];
  const week = windows.find((window) => window.days === 7);
  const warnings = attributionWarnings({
    weekReceived: week?.received ?? 0,
    weekUnattributed: week?.unattributed ?? 0,
    reconciliationConfigured,
    lastRun: last ? { finishedAt: new Date(last.finishedAt), succeeded: last.succeeded } : undefined,
    now,
  });

  return {
    windows: windows.map((window) => ({
      days: window.days,
      ordersReceived: window.received,
      unattributedShare: share(window.unattributed, window.received),
      unverifiedShare: share(window.unverified, window.received),
      recoveredByReconciliation: window.recovered,
    })),
    attentionCount,
    reconciliationConfigured,
    lastReconciliation: last
      ? {
          finishedAt: new Date(last.finishedAt).toISOString(),
          succeeded: last.succeeded,
          message: last.message,
          recovered: last.recovered,
        }
      : null,
    warnings,
  };
}
