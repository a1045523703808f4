import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { syncState } from '../../src/server/db/schema.js';
import {
  ORDERS_SYNC_KEY,
  reconcileOrders,
  type ReconcileOptions,
  type ReconcileSummary,
} from '../../src/server/reconciliation/reconcile-orders.js';
import {
  RECONCILIATION_MESSAGES,
  ReconciliationError,
} from '../../src/server/reconciliation/reconciliation-error.js';
import { startReconciliationJob } from '../../src/server/reconciliation/reconciliation-job.js';
import type { AppContext } from '../../src/server/context.js';
import { API_BASE } from '../../src/shared/api/paths.js';
import { ORDER_API_PATHS } from '../../src/shared/api/order-paths.js';
import {
  ZOrderListReply,
  ZOrderReply,
  type TOrder,
  type TOrderListItem,
} from '../../src/shared/api/orders.js';
import { bearer, call, registerAdmin, unique } from '../support/fixtures.js';
import { itemRowsOf, orderRowsOf } from '../support/order-fixtures.js';
import { adminOrderNode, startFakeAdminApi, type FakeAdminApi } from '../support/fake-admin-api.js';
import { deliverWebhook, storeOrder } from '../support/store-webhooks.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const MINUTE = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();

describe('order reconciliation through the Admin GraphQL API', () => {
  let t: TestApp;
  let adminToken: string;
  let fake: FakeAdminApi | undefined;
  /** Every wait the run asked for, in ms. */
  let waits: number[];

  beforeAll(async () => {
    t = await createTestApp();
    adminToken = (await registerAdmin(t)).token;
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    waits = [];
    // Each case starts without a sync time, so its window is the last 60 days.
    await t.app.ctx.db.delete(syncState);
  });
  afterEach(async () => {
    await fake?.close();
    fake = undefined;
  });

  async function startFake(options: Parameters<typeof startFakeAdminApi>[0] = {}) {
    fake = await startFakeAdminApi(options);
    return fake;
  }

  /** A run against the fake whose sleep takes no time but lets the fake's bucket refill. */
  function reconcile(api: FakeAdminApi, options: Partial<ReconcileOptions> = {}): Promise<ReconcileSummary> {
    return reconcileOrders(t.app.ctx, {
      endpoint: api.endpoint,
      token: api.token,
      sleep: async (ms) => {
        waits.push(ms);
        api.advance(ms);
      },
      ...options,
    });
  }

  async function storedSyncTime(): Promise<string | undefined> {
    const [row] = await t.app.ctx.db
      .select({ value: syncState.value })
      .from(syncState)
      .where(eq(syncState.key, ORDERS_SYNC_KEY));
    return row?.value;
  }

  async function adminList(): Promise<TOrderListItem[]> {
    const res = await call(t, {
      method: 'GET',
      url: `${API_BASE}${ORDER_API_PATHS.adminOrders}?limit=100`,
      headers: bearer(adminToken),
    });
    expect(res.statusCode, res.payload).toBe(200);
    return ZOrderListReply.parse(res.json()).data;
  }

  async function adminOrder(storeId: string | number): Promise<TOrder> {
    const rows = await orderRowsOf(t, storeId);
    expect(rows).toHaveLength(1);
    const res = await call(t, {
      method: 'GET',
      url: `${API_BASE}${ORDER_API_PATHS.adminOrder(rows[0]!.id)}`,
      headers: bearer(adminToken),
    });
    expect(res.statusCode, res.payload).toBe(200);
    return ZOrderReply.parse(res.json()).data;
  }

  describe('paging', () => {
    it('follows the cursors across 4 pages and reaches every order, oldest update first', async () => {
      const nodes = Array.from({ length: 7 }, (_, index) =>
        adminOrderNode({ updatedAt: ago(70 - index * 5) }),
      );
      const api = await startFake({ orders: [...nodes].reverse() });

      const summary = await reconcile(api, { pageSize: 2 });

      expect(summary).toEqual({ pages: 4, seen: 7, created: 7, updated: 0, stale: 0, skipped: 0 });
      for (const node of nodes) expect(await orderRowsOf(t, node.legacyResourceId!)).toHaveLength(1);
      expect(api.requests.map((request) => request.answer)).toEqual(['orders', 'orders', 'orders', 'orders']);
      // Each request asks for the page after the previous one's end cursor, the first one from the start.
      expect(api.requests[0]!.variables.after).toBeNull();
      for (const request of api.requests.slice(1))
        expect(request.variables.after).toEqual(expect.any(String));
      expect(new Set(api.requests.map((request) => request.variables.after)).size).toBe(4);
      for (const request of api.requests) {
        expect(request.variables.first).toBe(2);
        expect(request.token).toBe(api.token);
        expect(request.contentType).toMatch(/^application\/json/);
        expect(request.query).toMatch(/sortKey:\s*UPDATED_AT/);
        expect(request.query).toMatch(/customAttributes\s*\{\s*key\s+value\s*\}/);
      }
    });

    it('maps the GraphQL order onto the same order a webhook makes (amounts, items, shipping, status)', async () => {
      const node = adminOrderNode({
        orderNumber: 4242,
        financialStatus: 'PARTIALLY_PAID',
        email: 'Buyer@Example.com',
        firstName: 'Robin',
        lastName: 'Hale',
        lines: [
          { title: 'Candle', price: '12.50', quantity: 2 },
          { title: 'Wrapping Paper Roll', price: '8.00', quantity: 1 },
        ],
        shipping: { title: 'Express', price: '9.90' },
      });
      const api = await startFake({ orders: [node] });
      expect((await reconcile(api)).created).toBe(1);

      const order = await adminOrder(node.legacyResourceId!);
      expect(order).toMatchObject({
        shopifyOrderId: node.legacyResourceId,
        shopifyOrderNumber: '#4242',
        customerFirstName: 'Robin',
        customerLastName: 'Hale',
        customerEmail: 'buyer@example.com',
        status: 'open',
        financialStatus: 'partially_paid',
        totalProductAmount: 33,
        totalAmount: 42.9,
        isAttributed: false,
        items: [
          { productName: 'Candle', price: 12.5, quantity: 2 },
          { productName: 'Wrapping Paper Roll', price: 8, quantity: 1 },
        ],
        shipping: {
          method: 'Express',
          price: 9.9,
          address1: '1 Main St',
          address2: '',
          city: 'Austin',
          province: 'Texas',
          zip: '78701',
          country: 'United States',
        },
      });
      expect(order.statusHistory).toHaveLength(1);
    });

    it('maps PENDING to pending and a cancelled order to cancelled', async () => {
      const pending = adminOrderNode({ financialStatus: 'PENDING' });
      const cancelled = adminOrderNode({ financialStatus: 'VOIDED', cancelledAt: ago(1) });
      const api = await startFake({ orders: [pending, cancelled] });
      await reconcile(api);
      expect((await adminOrder(pending.legacyResourceId!)).status).toBe('pending');
      expect((await adminOrder(cancelled.legacyResourceId!)).status).toBe('cancelled');
    });

    it('skips and counts an order that does not have the expected shape, and still finishes the run', async () => {
      const good = adminOrderNode();
      const broken = { ...adminOrderNode(), createdAt: '0001-01-01T00:00:00Z' };
      const noId = { ...adminOrderNode(), id: null, legacyResourceId: null };
      const api = await startFake({ orders: [good, broken, noId] });

      const summary = await reconcile(api);

      expect(summary).toEqual({ pages: 1, seen: 3, created: 1, updated: 0, stale: 0, skipped: 2 });
      expect(await orderRowsOf(t, good.legacyResourceId!)).toHaveLength(1);
      expect(await orderRowsOf(t, broken.legacyResourceId!)).toEqual([]);
      expect(await storedSyncTime()).toEqual(expect.any(String));
    });
  });

  describe('upserting through the one ingestion path', () => {
    it('creates an order no webhook delivered, visible in the admin order list', async () => {
      const node = adminOrderNode({ updatedAt: ago(30) });
      const api = await startFake({ orders: [node] });

      expect(await reconcile(api)).toMatchObject({ created: 1, updated: 0 });

      const listed = (await adminList()).find((order) => order.shopifyOrderId === node.legacyResourceId);
      expect(listed).toMatchObject({
        shopifyOrderNumber: node.name,
        totalAmount: 35.5,
        status: 'open',
        isAttributed: false,
      });
      // The run is recorded for the attribution health card, with the order it recovered.
      const health = await call(t, {
        method: 'GET',
        url: '/api/admin/attribution-health',
        headers: bearer(adminToken),
      });
      expect(health.json<{ data: { lastReconciliation: unknown } }>().data.lastReconciliation).toEqual({
        finishedAt: expect.any(String),
        succeeded: true,
        message: '',
        recovered: 1,
      });
    });

    it('does not duplicate an order a webhook delivered, and a newer store update updates it', async () => {
      const id = 7_800_000_000_001;
      const delivered = await deliverWebhook(
        t.app,
        storeOrder({ id, financialStatus: 'pending', createdAt: ago(60), updatedAt: ago(60) }),
      );
      expect(delivered.statusCode, delivered.payload).toBe(200);
      expect((await adminOrder(id)).status).toBe('pending');

      const api = await startFake({
        orders: [
          adminOrderNode({
            id,
            financialStatus: 'PAID',
            createdAt: ago(60),
            updatedAt: ago(20),
            lines: [{ title: 'Holiday Wreath', price: '35.00', quantity: 1 }],
          }),
        ],
      });
      expect(await reconcile(api)).toMatchObject({ seen: 1, created: 0, updated: 1, stale: 0 });

      const rows = await orderRowsOf(t, id);
      expect(rows).toHaveLength(1);
      const order = await adminOrder(id);
      expect(order.status).toBe('open');
      expect(order.financialStatus).toBe('paid');
      expect(order.items).toEqual([{ productName: 'Holiday Wreath', price: 35, quantity: 1 }]);
      expect(await itemRowsOf(t, rows[0]!.id)).toHaveLength(1);
      expect(order.statusHistory.map((change) => change.toStatus)).toEqual(['pending', 'open']);

      // Running again over the same data changes nothing and still leaves one order.
      await t.app.ctx.db.delete(syncState);
      await reconcile(api);
      expect(await orderRowsOf(t, id)).toHaveLength(1);
      expect((await adminOrder(id)).statusHistory).toHaveLength(2);
    });

    it('leaves an order alone when the webhook already brought a newer version (stale)', async () => {
      const id = 7_800_000_000_002;
      await deliverWebhook(
        t.app,
        storeOrder({ id, financialStatus: 'refunded', createdAt: ago(60), updatedAt: ago(5) }),
        { topic: 'orders/updated' },
      );
      const api = await startFake({
        orders: [adminOrderNode({ id, financialStatus: 'PENDING', createdAt: ago(60), updatedAt: ago(40) })],
      });
      expect(await reconcile(api)).toMatchObject({ seen: 1, created: 0, updated: 0, stale: 1 });
      expect((await adminOrder(id)).financialStatus).toBe('refunded');
    });

    it('attributes an order by its custom attributes to a group made with POST /api/groups', async () => {
      const code = unique('RC')
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, '')
        .slice(0, 20);
      const created = await call(t, {
        method: 'POST',
        url: '/api/groups',
        headers: bearer(adminToken),
        payload: { name: 'Reconciled Robotics', code, organizationName: 'Reconcile High School' },
      });
      expect(created.statusCode, created.payload).toBe(201);

      const node = adminOrderNode({
        attributes: {
          group_code: code.toLowerCase(),
          student_name: 'Riley Seller',
          student_email: 'riley@example.org',
          from_portal: 'true',
        },
      });
      const api = await startFake({ orders: [node] });
      await reconcile(api);

      const listed = (await adminList()).find((order) => order.shopifyOrderId === node.legacyResourceId);
      expect(listed).toMatchObject({
        groupCode: code,
        studentName: 'Riley Seller',
        isAttributed: true,
        // No portal signature on this cart: attributed, but marked unverified.
        attributionVerified: false,
      });
    });
  });

  describe('the cost-based throttle', () => {
    it('waits for the bucket before each page instead of being throttled (waits from restoreRate)', async () => {
      const api = await startFake({
        orders: Array.from({ length: 5 }, (_, index) => adminOrderNode({ updatedAt: ago(50 - index) })),
        bucket: { maximumAvailable: 100, currentlyAvailable: 100, restoreRate: 10 },
        pageCost: 52,
      });

      const summary = await reconcile(api, { pageSize: 2 });

      expect(summary).toMatchObject({ pages: 3, seen: 5, created: 5, skipped: 0 });
      // 100 − 52 = 48 left: (52 − 48) / 10 → 1 s; 48 + 10 − 52 = 6 left: (52 − 6) / 10 → 5 s; last page: none.
      expect(waits).toEqual([1000, 5000]);
      expect(api.requests.map((request) => request.answer)).toEqual(['orders', 'orders', 'orders']);
      for (const request of api.requests) expect(request.availableBefore).toBeGreaterThanOrEqual(52);
    });

    for (const status of [200, 429] as const) {
      it(`retries the same page after a THROTTLED answer (HTTP ${status}), waiting what the bucket needs`, async () => {
        const api = await startFake({
          orders: [adminOrderNode(), adminOrderNode()],
          bucket: { maximumAvailable: 100, currentlyAvailable: 20, restoreRate: 10 },
          pageCost: 52,
          throttledStatus: status,
        });

        const summary = await reconcile(api);

        expect(summary).toEqual({ pages: 1, seen: 2, created: 2, updated: 0, stale: 0, skipped: 0 });
        expect(api.requests.map((request) => [request.answer, request.status])).toEqual([
          ['throttled', status],
          ['orders', 200],
        ]);
        expect(api.requests[1]!.variables).toEqual(api.requests[0]!.variables);
        expect(waits).toEqual([4000]); // (52 − 20) / 10 → 4 s
      });
    }

    it('gives up after 5 throttled retries, with a clear error and no sync time stored', async () => {
      const api = await startFake({ orders: [adminOrderNode()] });
      api.throttleNext(100);
      await expect(reconcile(api)).rejects.toThrow(/kept throttling/);
      expect(api.requests).toHaveLength(6);
      expect(waits).toHaveLength(5);
      expect(await storedSyncTime()).toBeUndefined();
    });

    it('asks for smaller pages when a query exceeds the single-query cost limit', async () => {
      const nodes = Array.from({ length: 7 }, (_, index) => adminOrderNode({ updatedAt: ago(40 - index) }));
      const api = await startFake({
        orders: nodes,
        pageCost: (first) => 2 + first * 330,
        maxQueryCost: 1000,
        bucket: { maximumAvailable: 100_000, restoreRate: 1000 },
      });

      const summary = await reconcile(api, { pageSize: 100 });

      expect(api.requests[0]!.answer).toBe('max-cost');
      expect(api.requests.slice(1).every((request) => request.answer === 'orders')).toBe(true);
      expect(api.requests[1]!.variables.first).toBe(3);
      expect(summary).toMatchObject({ seen: 7, created: 7, pages: 3 });
    });
  });

  describe('the sync time and the overlapping window', () => {
    it('starts the first run 60 days back and the next from the stored sync time minus the overlap', async () => {
      const firstStart = new Date(Date.now() - 45 * MINUTE);
      const api = await startFake({ orders: [adminOrderNode({ updatedAt: ago(90) })] });

      await reconcile(api, { now: () => firstStart });
      const firstSince = new Date(firstStart.getTime() - 60 * 24 * 60 * MINUTE - 10 * MINUTE);
      expect(api.requests[0]!.variables.query).toBe(`updated_at:>='${firstSince.toISOString()}'`);
      expect(await storedSyncTime()).toBe(firstStart.toISOString());

      // Updated during or after the first run (but within its overlap): picked up by the second.
      const late = adminOrderNode({ updatedAt: new Date(firstStart.getTime() - 5 * MINUTE).toISOString() });
      api.orders.push(late);
      const secondStart = new Date();
      const summary = await reconcile(api, { now: () => secondStart });

      const expectedSince = new Date(firstStart.getTime() - 10 * MINUTE).toISOString();
      expect(api.requests.at(-1)!.variables.query).toBe(`updated_at:>='${expectedSince}'`);
      expect(summary).toMatchObject({ seen: 1, created: 1 });
      expect(await orderRowsOf(t, late.legacyResourceId!)).toHaveLength(1);
      expect(await storedSyncTime()).toBe(secondStart.toISOString());
    });

    it('uses the configured overlap and stores the time the run started, not when it ended', async () => {
      const started = new Date(Date.now() - 20 * MINUTE);
      await t.app.ctx.db.insert(syncState).values({ key: ORDERS_SYNC_KEY, value: started.toISOString() });
      const api = await startFake({ orders: [adminOrderNode({ updatedAt: ago(5) })] });
      let calls = 0;
      const runStart = new Date(Date.now() - MINUTE);
      await reconcile(api, {
        overlapMinutes: 3,
        now: () => (calls++ === 0 ? runStart : new Date()),
      });
      const since = new Date(started.getTime() - 3 * MINUTE).toISOString();
      expect(api.requests[0]!.variables.query).toBe(`updated_at:>='${since}'`);
      expect(await storedSyncTime()).toBe(runStart.toISOString());
    });
  });

  describe('failures', () => {
    it('fails at once on a refused token, with the clear message, storing no sync time and no order', async () => {
      const node = adminOrderNode();
      const api = await startFake({ orders: [node] });
      const run = reconcile(api, { token: 'shpat_wrong' });
      await expect(run).rejects.toThrow(ReconciliationError);
      await expect(run).rejects.toThrow(RECONCILIATION_MESSAGES.tokenRefused);
      expect(api.requests.map((request) => request.status)).toEqual([401]);
      expect(api.requests[0]!.token).toBe('shpat_wrong');
      expect(waits).toEqual([]);
      expect(await storedSyncTime()).toBeUndefined();
      expect(await orderRowsOf(t, node.legacyResourceId!)).toEqual([]);
      const health = await call(t, {
        method: 'GET',
        url: '/api/admin/attribution-health',
        headers: bearer(adminToken),
      });
      expect(health.json<{ data: { lastReconciliation: unknown } }>().data.lastReconciliation).toEqual({
        finishedAt: expect.any(String),
        succeeded: false,
        message: expect.stringContaining(RECONCILIATION_MESSAGES.tokenRefused),
        recovered: 0,
      });
    });

    it('retries server errors with backoff and finishes when the store recovers', async () => {
      const api = await startFake({ orders: [adminOrderNode()] });
      api.failNext(2, 502);
      expect(await reconcile(api)).toMatchObject({ pages: 1, created: 1 });
      expect(api.requests.map((request) => request.status)).toEqual([502, 502, 200]);
      expect(waits).toEqual([1000, 2000]);
    });

    it('fails the run after 3 retries of a failing store, storing no sync time', async () => {
      const api = await startFake({ orders: [adminOrderNode()] });
      api.failNext(10, 503);
      await expect(reconcile(api)).rejects.toThrow(/failed 4 times in a row \(HTTP 503\)/);
      expect(api.requests).toHaveLength(4);
      expect(waits).toEqual([1000, 2000, 4000]);
      expect(await storedSyncTime()).toBeUndefined();
    });

    it('fails the run with a clear error when the store cannot be reached', async () => {
      // A port that was free a moment ago: nothing listens there.
      const port = await new Promise<number>((resolve) => {
        const probe = createServer().listen(0, '127.0.0.1', () => {
          const { port: free } = probe.address() as AddressInfo;
          probe.close(() => resolve(free));
        });
      });
      const run = reconcileOrders(t.app.ctx, {
        endpoint: `http://127.0.0.1:${port}/admin/api/2025-07/graphql.json`,
        token: 'x',
        sleep: async (ms) => void waits.push(ms),
      });
      await expect(run).rejects.toThrow(/could not be reached/);
      expect(waits).toHaveLength(3);
      expect(await storedSyncTime()).toBeUndefined();
    });

    it('a wrong API path (404) fails with a hint about the domain and version', async () => {
      const api = await startFake({ apiVersion: '2025-07' });
      const run = reconcile(api, { endpoint: api.endpoint.replace('2025-07', '2019-01') });
      await expect(run).rejects.toThrow(/HTTP 404.*SHOPIFY_STORE_DOMAIN and SHOPIFY_API_VERSION/);
    });
  });

  describe('startReconciliationJob', () => {
    function contextWithStore(values: { storeDomain?: string; adminToken?: string }): AppContext {
      const { ctx } = t.app;
      return { ...ctx, config: { ...ctx.config, shopify: { ...ctx.config.shopify, ...values } } };
    }

    function recordingLogger() {
      const lines: { level: string; obj: Record<string, unknown>; msg: string }[] = [];
      const at = (level: string) => (obj: Record<string, unknown>, msg: string) =>
        lines.push({ level, obj, msg });
      return { lines, logger: { info: at('info'), warn: at('warn'), error: at('error') } };
    }

    it('does nothing without an Admin API token or store domain', async () => {
      const api = await startFake();
      const { lines, logger } = recordingLogger();
      const stop = startReconciliationJob(contextWithStore({ storeDomain: 'shop.myshopify.com' }), {
        intervalMs: 5,
        logger,
        endpoint: api.endpoint,
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      await stop();
      expect(api.requests).toEqual([]);
      expect(lines).toEqual([]);
    });

    it('takes the app logger, as the app wires it (a stop that closes the app does not wait)', async () => {
      const stop = startReconciliationJob(t.app.ctx, { logger: t.app.log });
      await stop();
    });

    it('runs on the configured store URL every interval, never two runs at once, and stops cleanly', async () => {
      const api = await startFake({ orders: [adminOrderNode()], delayMs: 40 });
      const { lines, logger } = recordingLogger();
      const urls: string[] = [];
      const ctx = contextWithStore({ storeDomain: 'test-shop.myshopify.com', adminToken: api.token });
      const stop = startReconciliationJob(ctx, {
        intervalMs: 10,
        logger,
        fetch: (url, init) => {
          urls.push(String(url));
          return fetch(api.endpoint, init);
        },
      });
      await expect
        .poll(() => lines.filter((line) => line.msg.includes('finished')).length)
        .toBeGreaterThan(1);
      await stop();
      // Counted where requests start: one aborted by stop() may still reach the fake server a moment later.
      const after = urls.length;
      await new Promise((resolve) => setTimeout(resolve, 50));

      expect(urls.length).toBe(after);
      expect(api.maxConcurrent).toBe(1);
      expect(new Set(urls)).toEqual(
        new Set([`https://test-shop.myshopify.com/admin/api/${t.config.shopify.apiVersion}/graphql.json`]),
      );
      // No failed request retried, no run failed.
      expect(lines.filter((line) => line.level !== 'info')).toEqual([]);
    });

    it('logs a failed run instead of throwing, and keeps going', async () => {
      const api = await startFake();
      const { lines, logger } = recordingLogger();
      const stop = startReconciliationJob(
        contextWithStore({ storeDomain: 'test-shop.myshopify.com', adminToken: 'shpat_wrong' }),
        { intervalMs: 10, logger, endpoint: api.endpoint },
      );
      await expect.poll(() => lines.filter((line) => line.level === 'error').length).toBeGreaterThan(1);
      await stop();
      const error = lines.find((line) => line.level === 'error')!;
      expect(JSON.stringify(error.obj)).toContain(RECONCILIATION_MESSAGES.tokenRefused);
      expect(await storedSyncTime()).toBeUndefined();
    });
  });
});
