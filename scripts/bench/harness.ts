import { SHARE_TOKEN_ALPHABET, SHARE_TOKEN_LENGTH } from '../../src/shared/api/share-link-paths.js';
/**
 * What every benchmark uses: the results table and its budgets, timing and percentiles, the app over real
 * HTTP, the load generator in a child process and the machine's CPU time.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../src/server/auth/passwords.js';
import { queryRows, type Database } from '../../src/server/db/database.js';
import { admins } from '../../src/server/db/schema.js';
import { root } from '../lib/build.mjs';
import type { LoadSpec, LoadStream, StreamResult } from '../lib/http-load.js';

export const EXPORT_ROWS = 100_000;

export const BUDGET = {
  listP95Ms: 30,
  listOverDirect: 1.5,
  exportRatio: 0.5,
  webhooksPerS: { postgres: 1000, embedded: 500 },
  loginP95Ms: { postgres: 30, embedded: 60 },
  jsKb: 80,
  reportP95Ms: { postgres: 100, embedded: 250 },
  suggestionsP95Ms: 50,
  sharePagePerS: 2000,
  paperOrderP95Ms: 50,
  paperImportSeconds: { embedded: 5 },
  hostileImportSeconds: 1,
  hostileImportRssMb: 100,
  moneyP95Ms: { postgres: 100, embedded: 250 },
  familyPageP95Ms: { postgres: 25, embedded: 50 },
  signInLinksPerS: 200,
};

interface Row {
  metric: string;
  value: number | null;
  unit: string;
  budget: string;
  pass: boolean | null;
  note?: string;
}

export const rows: Row[] = [];

export const details: Record<string, unknown> = {};

export function record(row: Row) {
  rows.push(row);
  const value = row.value === null ? 'n/a' : `${round(row.value)} ${row.unit}`;
  const verdict = row.pass === null ? '' : row.pass ? 'pass' : 'FAIL';
  console.log(`  ${row.metric}: ${value} ${verdict}${row.note ? ` (${row.note})` : ''}`);
}

export function round(value: number) {
  return value >= 100 ? Math.round(value) : Math.round(value * 100) / 100;
}

export function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function usage(message: string): never {
  console.error(
    `${message}\nUsage: npm run bench [-- --orders N] | DATABASE_URL=postgres://… npm run bench [-- --seed N]`,
  );
  process.exit(2);
}

export function count(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) > 20_000_000) usage(`--${name} must be a whole number`);
  return Number(value);
}

export function isoDay(date: Date) {
  return date.toISOString().slice(0, 10);
}

/** Runs the seed script as a child process (it refuses while another process holds an embedded DATA_DIR). */
export function seed(env: NodeJS.ProcessEnv, orders: number) {
  const groups = Math.max(1, Math.min(50, Math.ceil(orders / 5_000)));
  console.log(`Seeding ${orders.toLocaleString('en-US')} orders in ${groups} groups...`);
  const result = spawnSync(
    'npx',
    ['tsx', 'scripts/seed.ts', '--groups', String(groups), '--orders', String(orders)],
    {
      cwd: root,
      // The bench's server runs as in production; the seed refuses production, and its data is made up anyway.
      env: { ...env, NODE_ENV: 'development' },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  if (result.status !== 0) throw new Error('Seeding failed; see the output above.');
}

export async function adminToken(app: FastifyInstance, database: Database, cleanup: (() => Promise<void>)[]) {
  const email = `bench-admin-${randomBytes(4).toString('hex')}@example.org`;
  const password = `bench-${randomBytes(12).toString('hex')}`;
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/admin/register',
    payload: { name: 'Bench Admin', email, password },
  });
  if (registered.statusCode !== 201 && registered.statusCode !== 403) {
    throw new Error(`Admin registration answered ${registered.statusCode}: ${registered.payload}`);
  }
  if (registered.statusCode === 403) {
    // An administrator exists already, or registering asks for a setup code: a throwaway one is made directly.
    await database.db
      .insert(admins)
      .values({ name: 'Bench Admin', email, passwordHash: await hashPassword(password) });
  }
  cleanup.push(async () => {
    await database.db.execute(sql`delete from admins where email = ${email}`);
  });
  if (registered.statusCode === 201) return registered.json<{ token: string }>().token;
  const login = await app.inject({ method: 'POST', url: '/api/auth/admin', payload: { email, password } });
  if (login.statusCode !== 200) throw new Error(`Admin login answered ${login.statusCode}: ${login.payload}`);
  return login.json<{ token: string }>().token;
}

/** How long `run` takes, `count` times in a row (each after an untimed `before`), shortest first. */
export async function timedSorted(count: number, run: () => Promise<unknown>, before?: () => void) {
  const times: number[] = [];
  for (let index = 0; index < count; index++) {
    before?.();
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

/** The app listening on 127.0.0.1 (once), for the steps whose load comes over real HTTP. */
export async function listening(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** CPU time of the whole machine (all cores), from /proc/stat; 0 where there is none. */
function machineCpuMs(): number {
  try {
    const fields = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    // user, nice, system, irq, softirq, steal (not idle or iowait), in clock ticks of 10 ms.
    return [0, 1, 2, 5, 6, 7].reduce((sum, at) => sum + (fields[at] ?? 0), 0) * 10;
  } catch {
    return 0;
  }
}

/**
 * Where the CPU time of the last load went: this process (the server), the load generator while it sent (and
 * before, starting and making its requests), everything else (the database).
 */
export let lastLoadCpu:
  { serverMs: number; loadMs: number; loadStartMs: number; otherMs: number } | undefined;

/** The last load's CPU time per request, in ms (`otherMs` is the database). */
export function cpuPerRequest(requests: number) {
  return (
    lastLoadCpu &&
    Object.fromEntries(Object.entries(lastLoadCpu).map(([key, ms]) => [key, round(ms / requests)]))
  );
}

/** Runs the streams at once from a child process (scripts/lib/http-load.ts) and returns a result per stream. */
export async function runLoad(url: string, streams: LoadStream[]): Promise<StreamResult[]> {
  const serverBefore = process.cpuUsage();
  const machineBefore = machineCpuMs();
  const specFile = path.join(mkdtempSync(path.join(tmpdir(), 'portal-load-')), 'spec.json');
  writeFileSync(specFile, JSON.stringify({ url, streams } satisfies LoadSpec));
  const longest = Math.max(...streams.map((stream) => stream.durationS ?? 60));
  try {
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/lib/http-load.ts', specFile], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let out = '';
      child.stdout.on('data', (data: Buffer) => (out += data.toString()));
      const timer = setTimeout(() => child.kill(), (longest + 120) * 1000);
      child.on('error', reject);
      child.on('close', (status) => {
        clearTimeout(timer);
        if (status === 0) resolve(out);
        else reject(new Error(`The load generator exited with ${status}`));
      });
    });
    const { results, cpuMs, runCpuMs } = JSON.parse(output) as {
      results: StreamResult[];
      cpuMs: number;
      runCpuMs: number;
    };
    const server = process.cpuUsage(serverBefore);
    const serverMs = (server.user + server.system) / 1000;
    lastLoadCpu = {
      serverMs,
      loadMs: runCpuMs,
      loadStartMs: cpuMs - runCpuMs,
      otherMs: machineCpuMs() - machineBefore - serverMs - cpuMs,
    };
    return results;
  } finally {
    rmSync(path.dirname(specFile), { recursive: true, force: true });
  }
}

export function non2xx(result: StreamResult) {
  return Object.entries(result.statuses)
    .filter(([status]) => !status.startsWith('2'))
    .reduce((sum, [, n]) => sum + n, 0);
}

/** A group with a current campaign whose orders the bench's deliveries credit; removed with its orders after. */
/** A token of the public pages' shape (the bench writes its links straight into the database). */
export function benchToken(): string {
  return Array.from(
    randomBytes(SHARE_TOKEN_LENGTH),
    (byte) => SHARE_TOKEN_ALPHABET[byte % SHARE_TOKEN_ALPHABET.length],
  ).join('');
}

/** Public pages are opened by this many families at once, from this many addresses through the trusted proxy. */
export const PUBLIC_PAGE_LOAD = { connections: 50, seconds: 10, visitors: 5_000 };

/**
 * A public page (a share link's, a class's) under a newsletter's load, recorded against the share page's budget:
 * requests per second and that none failed. `label` names it in the table ("share page /s/{token}").
 */
export async function measurePublicPage(
  app: FastifyInstance,
  label: string,
  path: string,
  detailsKey: string,
) {
  const url = await listening(app);
  const [result] = await runLoad(url, [
    {
      name: label,
      kind: 'get',
      connections: PUBLIC_PAGE_LOAD.connections,
      durationS: PUBLIC_PAGE_LOAD.seconds,
      get: { paths: [path], forwardedFor: PUBLIC_PAGE_LOAD.visitors },
    },
  ]);
  details[detailsKey] = { result, cpu: lastLoadCpu };
  record({
    metric: label,
    value: result!.perS,
    unit: '/s',
    budget: `≥ ${BUDGET.sharePagePerS.toLocaleString('en-US')}/s`,
    pass: result!.perS >= BUDGET.sharePagePerS,
    note: `p50 ${round(result!.p50)} ms, p95 ${round(result!.p95)} ms, ${result!.requests} requests`,
  });
  const failures = non2xx(result!) + result!.errors;
  record({
    metric: `${label.split(' /')[0]} non-2xx/errors`,
    value: failures,
    unit: '',
    budget: '0',
    pass: failures === 0,
    note: JSON.stringify(result!.statuses),
  });
}

export async function webhookTarget(database: Database, cleanup: (() => Promise<void>)[]) {
  const code = `BW${randomBytes(3).toString('hex').toUpperCase()}`;
  const [group] = await queryRows<{ id: string }>(
    database.db,
    sql`insert into groups (name, code, organization_name) values ('Bench Webhook Group', ${code}, 'Bench School')
        returning id`,
  );
  const [campaign] = await queryRows<{ id: string }>(
    database.db,
    sql`insert into campaigns (group_id, name, start_date, end_date)
        values (${group!.id}, 'Bench Evening', current_date - 1, current_date + 1) returning id`,
  );
  cleanup.push(async () => {
    await database.db.execute(
      sql`delete from webhook_deliveries where shopify_order_id in
            (select shopify_order_id from orders where group_id = ${group!.id})`,
    );
    await database.db.execute(sql`delete from orders where group_id = ${group!.id}`);
    await database.db.execute(sql`delete from campaigns where group_id = ${group!.id}`);
    await database.db.execute(sql`delete from groups where id = ${group!.id}`);
  });
  let nextBase = 7_000_000_000_000 + Math.floor(Math.random() * 1_000_000) * 100_000;
  return {
    groupId: group!.id,
    campaignId: campaign!.id,
    /** Delivery settings for `count` new orders (order ids never reused within a run). */
    deliveries(secret: string, count: number) {
      const idBase = nextBase;
      nextBase += count + 1_000;
      return { secret, groupCode: code, campaignId: campaign!.id, campaignName: 'Bench Evening', idBase };
    },
  };
}

/** A group for seller logins (its first campaign is current); removed with the sellers the logins made. */
export async function loginGroup(
  app: FastifyInstance,
  database: Database,
  token: string,
  cleanup: (() => Promise<void>)[],
): Promise<string> {
  const code = `BENCH${randomBytes(4).toString('hex').toUpperCase()}`;
  const created = await app.inject({
    method: 'POST',
    url: '/api/groups',
    headers: { authorization: `Bearer ${token}` },
    payload: { name: 'Bench Group', code, organizationName: 'Bench School' },
  });
  if (created.statusCode !== 201)
    throw new Error(`Group creation answered ${created.statusCode}: ${created.payload}`);
  const groupId = created.json<{ data: { _id: string } }>().data._id;
  cleanup.push(async () => {
    // The bench group has no orders, so its campaigns and sellers go with it (the API refuses groups with orders).
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`delete from sellers where group_id = ${groupId}`);
      await tx.execute(sql`delete from campaigns where group_id = ${groupId}`);
      await tx.execute(sql`delete from groups where id = ${groupId}`);
    });
  });
  return code;
}

/** A start date that leaves about EXPORT_ROWS of the newest orders (whole UTC days, so slightly fewer). */
export async function exportQuery(database: Database): Promise<Record<string, string>> {
  const [edge] = await queryRows<{ day: string }>(
    database.db,
    sql`select to_char((store_created_at at time zone 'UTC')::date + 1, 'YYYY-MM-DD') as day
        from orders order by store_created_at desc offset ${EXPORT_ROWS - 1} limit 1`,
  );
  return edge ? { startDate: edge.day } : {};
}

/**
 * Each step starts from tables as autovacuum keeps them: the embedded database has none, and a PostgreSQL server
 * may run without it (as the development machines do), where the bench's own writes and deletes would otherwise
 * slow every later step down.
 */
export async function vacuumLikeAutovacuum(database: Database) {
  if (database.kind === 'postgres') {
    const [setting] = await queryRows<{ autovacuum: string }>(database.db, sql`show autovacuum`);
    if (setting?.autovacuum === 'on') return;
  }
  await database.db.execute(
    sql`vacuum analyze orders, order_items, order_status_history, webhook_deliveries, order_counts,
          report_seller_days, report_product_days, sellers, groups, campaigns`,
  );
}

export async function step(name: string, run: () => Promise<void> | void) {
  try {
    await run();
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
    const message = `${error instanceof Error ? error.message : String(error)}${cause}`;
    console.error(`  ${name} failed: ${message}`);
    rows.push({ metric: name, value: null, unit: '', budget: '', pass: false, note: `error: ${message}` });
  }
}

export function printTable(title: string) {
  const table = rows.map((row) => [
    row.metric,
    row.value === null ? 'n/a' : `${round(row.value).toLocaleString('en-US')} ${row.unit}`.trim(),
    row.budget,
    row.pass === null ? '' : row.pass ? 'pass' : 'FAIL',
  ]);
  const head = ['metric', 'value', 'budget', 'result'];
  const widths = head.map((h, i) => Math.max(h.length, ...table.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(`\n${title}\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const r of table) console.log(line(r));
}
