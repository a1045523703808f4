/**
 * Benchmarks against the performance budgets: order list, CSV export, webhook ingestion, seller login under load,
 * the seller login route's JavaScript size, the campaign report of 100,000 store and 20,000 paper orders, the
 * public share page, paper order entry and import, a campaign's money summary, hostile import files refused, and
 * the family page and parents' sign-in link requests. Prints a table and writes JSON to bench/results/<timestamp>.json.
 *
 *   npm run bench                          embedded database in a fresh temporary DATA_DIR, 100,000 orders
 *   npm run bench -- --orders 20000        embedded database with fewer orders
 *   npm run bench -- --data-dir DIR [--orders N]
 *                                          the embedded database kept in DIR (seeded only when --orders is given)
 *   DATABASE_URL=postgres://… npm run bench [-- --seed N]
 *                                          that database as it is (seeded only when --seed is given)
 *   npm run bench -- --only report,list    only those steps (list, export, webhooks, login, js, report, suggestions,
 *                                          peak, share, paper, money, team, mail, hostile, families)
 *
 * One file per benchmark in scripts/bench/, and what they share in scripts/bench/harness.ts.
 *
 * Everything runs on 127.0.0.1. On PostgreSQL the rows the bench itself creates (admin, group, sellers,
 * webhook orders) are deleted at the end.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app.js';
import { ConfigError, loadConfig } from '../src/server/config.js';
import { DataDirInUseError, openDatabase, queryRows, type Database } from '../src/server/db/database.js';
import { root } from './lib/build.mjs';
import { benchCampaignReport } from './bench/campaign-report.js';
import { benchExport } from './bench/export.js';
import { benchHostileImport } from './bench/hostile-import.js';
import {
  rows,
  details,
  usage,
  count,
  seed,
  adminToken,
  vacuumLikeAutovacuum,
  step,
  printTable,
} from './bench/harness.js';
import { benchJavaScript } from './bench/javascript.js';
import { benchLogin } from './bench/login.js';
import { benchOrderList } from './bench/order-list.js';
import { benchMoney } from './bench/money.js';
import { benchPaperOrders } from './bench/paper-orders.js';
import { benchPeakEvening } from './bench/peak-evening.js';
import { benchSharePage } from './bench/share-page.js';
import { benchTeamPage } from './bench/team-page.js';
import { benchSuggestions } from './bench/suggestions.js';
import { benchWebhooks } from './bench/webhooks.js';
import { benchMail } from './bench/mail.js';
import { benchFamilies } from './bench/families.js';

async function main() {
  const { values } = parseArgs({
    options: {
      orders: { type: 'string' },
      seed: { type: 'string' },
      only: { type: 'string' },
      'data-dir': { type: 'string' },
    },
    strict: true,
  });
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && values.orders !== undefined)
    usage('--orders is for the embedded database; use --seed N with DATABASE_URL');
  if (!databaseUrl && values.seed !== undefined)
    usage('--seed is for DATABASE_URL; use --orders N for the embedded database');

  // An embedded database kept between runs (--data-dir) is used as it is, like DATABASE_URL: seeded only when
  // --orders says so, cleaned of what the bench wrote, and never deleted.
  const keptDataDir = values['data-dir'] ? path.resolve(values['data-dir']) : undefined;
  if (keptDataDir && databaseUrl) usage('--data-dir is for the embedded database; not with DATABASE_URL');
  const dataDir = keptDataDir ?? mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  const persistent = Boolean(databaseUrl || keptDataDir);
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SHOPIFY_WEBHOOK_SECRET: randomBytes(16).toString('hex'),
    // The load runs on this machine: its X-Forwarded-For is believed, as a reverse proxy's would be (the share
    // page's load comes from many visitors); the other steps send none and count as 127.0.0.1.
    TRUST_PROXY: 'loopback',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const cleanup: (() => Promise<void>)[] = [];
  let app: FastifyInstance | undefined;
  let database: Database | undefined;
  const started = new Date();
  try {
    const config = loadConfig(env);
    const orders = databaseUrl
      ? count(values.seed, 'seed')
      : keptDataDir
        ? count(values.orders, 'orders')
        : (count(values.orders, 'orders') ?? 100_000);
    if (orders) seed(env, orders);
    try {
      database = await openDatabase({ target: databaseUrl ? { url: databaseUrl } : { dataDir } });
    } catch (error) {
      if (error instanceof DataDirInUseError) throw error;
      throw new Error(
        `Could not open the database (${databaseUrl ? 'DATABASE_URL' : dataDir}): ${(error as Error).message}`,
      );
    }
    const db = database;
    const [{ total } = { total: 0 }] = await queryRows<{ total: number }>(
      db.db,
      sql`select count(*)::int as total from orders`,
    );
    details.database = { kind: db.kind, orders: total };
    console.log(`Benchmarking on the ${db.kind} database with ${total.toLocaleString('en-US')} orders`);
    app = await buildApp({ config, database: db });
    await app.ready();
    const server = app;
    const token = await adminToken(server, db, cleanup);

    const steps: [string, string, () => Promise<void> | void][] = [
      ['list', 'order list', () => benchOrderList(server, db, token)],
      ['export', 'CSV export', () => benchExport(server, db, token)],
      ['webhooks', 'webhook ingestion', () => benchWebhooks(server, db, cleanup)],
      ['login', 'seller login', () => benchLogin(server, db, token, cleanup)],
      ['js', 'seller login route JS', benchJavaScript],
      ['report', 'campaign report', () => benchCampaignReport(server, db, token, cleanup)],
      ['suggestions', 'attribution suggestions', () => benchSuggestions(server, db, token, cleanup)],
      ['peak', 'peak evening', () => benchPeakEvening(server, db, token, cleanup)],
      ['share', 'public share page', () => benchSharePage(server, db, cleanup)],
      ['paper', 'paper orders', () => benchPaperOrders(server, db, token, cleanup)],
      ['money', 'money summary', () => benchMoney(server, db, token, cleanup)],
      ['team', 'class progress page', () => benchTeamPage(server, db, cleanup)],
      ['mail', 'e-mail updates', () => benchMail(server, db, cleanup)],
      ['hostile', 'hostile 8 MB import refused', () => benchHostileImport(server, db, token, cleanup)],
      ['families', 'families', () => benchFamilies(server, db, cleanup)],
    ];
    const only = values.only?.split(',');
    for (const [key, name, run] of steps) {
      if (only && !only.includes(key)) continue;
      await vacuumLikeAutovacuum(db);
      await step(name, run);
    }
  } finally {
    if (persistent && database) {
      for (const undo of cleanup.reverse())
        await undo().catch((error: Error) => console.error(`Cleanup: ${error.message}`));
    }
    if (app) await app.close();
    else if (database) await database.close();
    if (!keptDataDir) rmSync(dataDir, { recursive: true, force: true });
  }

  const db = details.database as { kind: string; orders: number } | undefined;
  printTable(`Results (${db?.kind ?? '?'} database, ${db?.orders.toLocaleString('en-US') ?? '?'} orders)`);
  const resultsDir = path.join(root, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${started.toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify({ startedAt: started.toISOString(), node: process.version, rows, details }, null, 2),
  );
  console.log(`\nWrote ${path.relative(root, file)}`);
  if (rows.some((row) => row.pass === false)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) console.error(error.message);
  else console.error('Benchmark failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
