import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/database.js';
import { foldOrderCounts, startOrderCountFolding } from '../../src/server/orders/order-counts.js';
import { API_BASE } from '../../src/shared/api/paths.js';
import { ORDER_API_PATHS } from '../../src/shared/api/order-paths.js';
import { REPORT_API_PATHS } from '../../src/shared/api/report-paths.js';
import {
  bearer,
  call,
  createCampaign,
  createGroup,
  registerAdmin,
  type AdminSession,
  type CampaignRow,
  type GroupRow,
} from '../support/fixtures.js';
import { acceptedWebhook } from '../support/order-fixtures.js';
import { storeOrder } from '../support/store-webhooks.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * The order counters are split into slots so that concurrent deliveries of the same day and group do not queue
 * on one row, and folded back into one row per key. These tests hold the totals to exact counts while many
 * deliveries of one group and day arrive at once, while folds run among them, and after status changes that
 * take an order out of one slot and put it into another.
 */
describe('order counters under concurrent writers', () => {
  let t: TestApp;
  let admin: AdminSession;
  let group: GroupRow;
  let campaign: CampaignRow;
  let nextId = 8_100_000_000_000;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerAdmin(t);
    group = await createGroup(t, { code: 'SLOTS1' });
    campaign = await createCampaign(t, group.id, { name: 'Evening Rush' });
  });
  afterAll(async () => {
    await t.close();
  });

  function orderToday(seller: number, extra: Partial<Parameters<typeof storeOrder>[0]> = {}) {
    return storeOrder({
      id: nextId++,
      attributes: {
        group_code: group.code,
        campaign_id: campaign.id,
        campaign_name: campaign.name,
        student_name: `Seller ${seller % 7}`,
      },
      ...extra,
    });
  }

  async function listTotal(query: string): Promise<number> {
    const res = await call(t, {
      method: 'GET',
      url: `${API_BASE}${ORDER_API_PATHS.adminOrders}${query}`,
      headers: bearer(admin.token),
    });
    expect(res.statusCode, res.payload).toBe(200);
    return res.json<{ total: number }>().total;
  }

  async function groupTotal(): Promise<number> {
    const res = await call(t, {
      method: 'GET',
      url: `${API_BASE}${ORDER_API_PATHS.groupOrders(group.id)}`,
      headers: bearer(admin.token),
    });
    expect(res.statusCode, res.payload).toBe(200);
    return res.json<{ total: number }>().total;
  }

  async function reportOrderCount(): Promise<number> {
    const res = await call(t, {
      method: 'GET',
      url: `${API_BASE}${REPORT_API_PATHS.campaignReport(group.id, campaign.id)}`,
      headers: bearer(admin.token),
    });
    expect(res.statusCode, res.payload).toBe(200);
    return res.json<{ data: { totals: { orderCount: number } } }>().data.totals.orderCount;
  }

  async function counterRows() {
    return queryRows<{ slot: number; count: number }>(
      t.app.ctx.db,
      sql`select slot, count::int as count from order_counts where scope = ${`g:${group.id}`}`,
    );
  }

  it('counts all 50 of 50 concurrent deliveries of the same day and group', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, index) => acceptedWebhook(t, orderToday(index))),
    );
    expect(outcomes.filter((outcome) => outcome === 'created')).toHaveLength(50);

    expect(await listTotal('')).toBe(50);
    expect(await listTotal(`?groupCode=${group.code.toLowerCase()}`)).toBe(50);
    expect(await listTotal('?statuses=open')).toBe(50);
    expect(await groupTotal()).toBe(50);
    expect(await reportOrderCount()).toBe(50);
    const rows = await counterRows();
    expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(50);
  });

  it('folds every slot into one row per key and keeps the totals', async () => {
    expect(await foldOrderCounts(t.app.ctx.db)).toBeGreaterThan(0);
    expect(await counterRows()).toEqual([{ slot: 0, count: 50 }]);
    expect(await listTotal('')).toBe(50);
    expect(await groupTotal()).toBe(50);
    expect(await foldOrderCounts(t.app.ctx.db)).toBe(0);
  });

  it('stays exact when folds run among 50 more concurrent deliveries', async () => {
    const deliveries = Array.from({ length: 50 }, (_, index) => acceptedWebhook(t, orderToday(index)));
    const folds = Array.from({ length: 10 }, () => foldOrderCounts(t.app.ctx.db));
    await Promise.all([...deliveries, ...folds]);

    expect(await listTotal('')).toBe(100);
    expect(await groupTotal()).toBe(100);
    expect(await reportOrderCount()).toBe(100);
    await foldOrderCounts(t.app.ctx.db);
    expect(await counterRows()).toEqual([{ slot: 0, count: 100 }]);
  });

  it('folds on its own while the server runs (the once-a-minute job, here every 20 ms)', async () => {
    await Promise.all(Array.from({ length: 10 }, (_, index) => acceptedWebhook(t, orderToday(index))));
    const warnings: string[] = [];
    const stop = startOrderCountFolding(t.app.ctx.database, { warn: (_obj, msg) => warnings.push(msg) }, 20);
    try {
      await expect.poll(counterRows, { timeout: 5_000, interval: 50 }).toEqual([{ slot: 0, count: 110 }]);
    } finally {
      await stop();
    }
    expect(warnings).toEqual([]);
    expect(await listTotal('')).toBe(110);
  });

  it('moves cancelled orders between statuses exactly, across folded and unfolded rows', async () => {
    const cancelled = Array.from({ length: 20 }, (_, index) => orderToday(index));
    await Promise.all(cancelled.map((order) => acceptedWebhook(t, order)));
    await foldOrderCounts(t.app.ctx.db);
    const updates = cancelled.map((order) =>
      acceptedWebhook(
        t,
        {
          ...order,
          cancelled_at: new Date().toISOString(),
          updated_at: new Date(Date.now() + 60_000).toISOString(),
        },
        { topic: 'orders/cancelled' },
      ),
    );
    await Promise.all([...updates, foldOrderCounts(t.app.ctx.db)]);

    expect(await listTotal('')).toBe(130);
    expect(await listTotal('?statuses=cancelled')).toBe(20);
    expect(await listTotal('?statuses=open')).toBe(110);
    expect(await reportOrderCount()).toBe(110);
    await foldOrderCounts(t.app.ctx.db);
    const statuses = await queryRows<{ status: string; slot: number; count: number }>(
      t.app.ctx.db,
      sql`select status, slot, count::int as count from order_counts
          where scope = ${`g:${group.id}`} order by status`,
    );
    expect(statuses).toEqual([
      { status: 'cancelled', slot: 0, count: 20 },
      { status: 'open', slot: 0, count: 110 },
    ]);
  });
});
