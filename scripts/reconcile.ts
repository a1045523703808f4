/**
 * One order reconciliation run against the store's Admin GraphQL API: every order updated
 * since the last sync goes through the same ingestion as the webhooks. Usage: npm run reconcile
 * Needs SHOPIFY_STORE_DOMAIN and SHOPIFY_ADMIN_TOKEN; uses the same database settings as the server.
 */
import { createTokenService } from '../src/server/lib/tokens.js';
import { ConfigError, databaseTargetOf, loadConfig } from '../src/server/config.js';
import { createContext } from '../src/server/context.js';
import { DataDirInUseError, openDatabase } from '../src/server/db/database.js';
import { adminGraphqlEndpoint } from '../src/server/reconciliation/admin-api-client.js';
import { reconcileOrders } from '../src/server/reconciliation/reconcile-orders.js';
import { withReconciliationLock } from '../src/server/reconciliation/reconciliation-job.js';
import {
  RECONCILIATION_MESSAGES,
  ReconciliationError,
  WARNING_EVENTS,
  type ReconciliationLog,
} from '../src/server/reconciliation/reconciliation-error.js';

const log: ReconciliationLog = (obj, msg) => {
  const { event, ...details } = obj;
  if (event === 'done') return;
  const line = `${msg} ${JSON.stringify(details)}`;
  if (WARNING_EVENTS.has(String(event))) console.warn(`warning: ${line}`);
  else console.log(line);
};

async function main() {
  const config = loadConfig();
  for (const warning of config.warnings) console.warn(`warning: ${warning}`);
  const { storeDomain, adminToken, apiVersion } = config.shopify;
  const missing = [
    ...(storeDomain ? [] : ['SHOPIFY_STORE_DOMAIN']),
    ...(adminToken ? [] : ['SHOPIFY_ADMIN_TOKEN']),
  ];
  if (!storeDomain || !adminToken) {
    console.error(`${RECONCILIATION_MESSAGES.missingSettings} (not set: ${missing.join(', ')}).`);
    process.exit(2);
  }

  const database = await openDatabase({
    target: databaseTargetOf(config),
  });
  const controller = new AbortController();
  const interrupt = () => {
    console.error('Stopping after the current order; the sync time will not move.');
    controller.abort();
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);

  try {
    const ctx = createContext(config, database, createTokenService(config.jwtSecret));
    const endpoint = adminGraphqlEndpoint(storeDomain, apiVersion);
    console.log(`Reconciling orders from ${endpoint}`);
    const started = Date.now();
    const run = await withReconciliationLock(ctx, () =>
      reconcileOrders(ctx, { endpoint, token: adminToken, log, signal: controller.signal }),
    );
    if (!run.acquired) throw new ReconciliationError(RECONCILIATION_MESSAGES.alreadyRunning);
    const summary = run.value;
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `Done in ${seconds} s: ${summary.pages} page(s), ${summary.seen} order(s) seen, ` +
        `${summary.created} created, ${summary.updated} updated, ${summary.stale} already newer, ` +
        `${summary.skipped} skipped.`,
    );
    console.log(JSON.stringify(summary));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirInUseError ||
    error instanceof ReconciliationError
  ) {
    console.error(error.message);
  } else {
    console.error('Reconciliation failed:', error);
  }
  process.exit(1);
});
