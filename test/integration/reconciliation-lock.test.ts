import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import type { AppContext } from '../../src/server/context.js';
import { loadConfig } from '../../src/server/config.js';
import { openDatabase } from '../../src/server/db/database.js';
import { reconciliationRuns } from '../../src/server/db/schema.js';
import { startReconciliationJob } from '../../src/server/reconciliation/reconciliation-job.js';
import { adminOrderNode, startFakeAdminApi, type FakeAdminApi } from '../support/fake-admin-api.js';
import { orderRowsOf } from '../support/order-fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** Each job ticks this often, and its windows are this long on the shared clock below. */
const INTERVAL_MS = 25;

/** A clock the test moves by hand: the window a run belongs to is read from it, never from the timers. */
function manualClock() {
  let now = Date.now();
  return { now: () => new Date(now), advance: (ms: number) => void (now += ms) };
}

function withStore(ctx: AppContext, api: FakeAdminApi): AppContext {
  return {
    ...ctx,
    config: {
      ...ctx.config,
      shopify: { ...ctx.config.shopify, storeDomain: 'test-shop.myshopify.com', adminToken: api.token },
    },
  };
}

function finishedLines() {
  const lines: string[] = [];
  const logger = {
    info: (_obj: Record<string, unknown>, msg: string) => void lines.push(msg),
    warn: (_obj: Record<string, unknown>, msg: string) => void lines.push(`warn: ${msg}`),
    error: (_obj: Record<string, unknown>, msg: string) => void lines.push(`error: ${msg}`),
  };
  return { lines, logger };
}

async function succeededRuns(ctx: AppContext): Promise<number> {
  const rows = await ctx.db
    .select({ id: reconciliationRuns.id })
    .from(reconciliationRuns)
    .where(eq(reconciliationRuns.succeeded, true));
  return rows.length;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Two jobs tick every 25 ms for a while on the contexts given (two instances, or one), the clock standing still:
 * exactly one run happens. Then the clock moves into the next window: exactly one more.
 */
async function expectOneRunPerWindow(
  contexts: [AppContext, AppContext],
  clock: ReturnType<typeof manualClock>,
  t: TestApp,
) {
  const node = adminOrderNode();
  const api = await startFakeAdminApi({ orders: [node], delayMs: 60 });
  const logs = [finishedLines(), finishedLines()];
  const stops = contexts.map((ctx, index) =>
    startReconciliationJob(withStore(ctx, api), {
      intervalMs: INTERVAL_MS,
      logger: logs[index]!.logger,
      endpoint: api.endpoint,
    }),
  );
  const allLines = () => logs.flatMap((log) => log.lines);
  try {
    await expect.poll(() => succeededRuns(contexts[0]), { timeout: 5_000 }).toBe(1);
    // Both jobs keep ticking for many intervals within the same window.
    await pause(20 * INTERVAL_MS);
    expect(await succeededRuns(contexts[1])).toBe(1);
    expect(api.requests.map((request) => request.answer)).toEqual(['orders']);
    expect(api.maxConcurrent).toBe(1);
    expect(allLines()).toEqual(['order reconciliation finished']);
    expect(await orderRowsOf(t, node.legacyResourceId!)).toHaveLength(1);

    clock.advance(INTERVAL_MS);
    await expect.poll(() => succeededRuns(contexts[0]), { timeout: 5_000 }).toBe(2);
    await pause(20 * INTERVAL_MS);
    expect(await succeededRuns(contexts[1])).toBe(2);
    expect(api.requests).toHaveLength(2);
    expect(api.maxConcurrent).toBe(1);
    expect(allLines()).toEqual(['order reconciliation finished', 'order reconciliation finished']);
    expect(await orderRowsOf(t, node.legacyResourceId!)).toHaveLength(1);
  } finally {
    await Promise.all(stops.map((stop) => stop()));
    await api.close();
  }
}

describe('reconciliation job: one run per window on one instance', () => {
  const clock = manualClock();
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(async () => {
    await t.close();
  });

  it('two jobs on the same database run once per window, never at the same time', async () => {
    await expectOneRunPerWindow([t.app.ctx, t.app.ctx], clock, t);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)(
  'reconciliation job across two app instances on one PostgreSQL database (needs TEST_DATABASE_URL: the embedded database belongs to one process, so only a PostgreSQL server can be shared)',
  () => {
    const clock = manualClock();
    const name = `portal_test_${randomBytes(6).toString('hex')}`;
    const dataDirs: string[] = [];
    let instances: TestApp[] = [];

    async function serverQuery(text: string) {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(text);
      } finally {
        await client.end();
      }
    }

    async function startInstance(): Promise<TestApp> {
      const url = new URL(serverUrl!);
      url.pathname = `/${name}`;
      const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
      dataDirs.push(dataDir);
      // No store settings: the job each app starts by itself stays idle; the test starts its own.
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        JWT_SECRET: randomBytes(32).toString('hex'),
        SHOPIFY_WEBHOOK_SECRET: randomBytes(16).toString('hex'),
        DATABASE_URL: url.toString(),
      });
      const database = await openDatabase({ target: { url: url.toString() } });
      const app = await buildApp({ config, database, now: clock.now });
      await app.ready();
      return { app, config, close: () => app.close() };
    }

    beforeAll(async () => {
      await serverQuery(`create database ${name}`);
      instances = [await startInstance(), await startInstance()];
    });
    afterAll(async () => {
      for (const instance of instances) await instance.close();
      await serverQuery(`drop database if exists ${name} with (force)`);
      for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
    });

    it('the two instances run once per window between them, never at the same time', async () => {
      const [first, second] = instances as [TestApp, TestApp];
      expect(first.app.ctx.database).not.toBe(second.app.ctx.database);
      await expectOneRunPerWindow([first.app.ctx, second.app.ctx], clock, first);
    });
  },
);
