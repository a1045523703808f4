import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TGroupStats } from '../../src/shared/api/groups.js';
import type { TAdminStats } from '../../src/shared/api/stats.js';
import { ORDER_STATUSES, type OrderStatus } from '../../src/shared/order-status.js';
import { GROUP_API_MESSAGES } from '../../src/shared/texts/groups.js';
import {
  bearer,
  call,
  createCampaign,
  createCoordinator,
  createGroup,
  expectFailure,
  insertOrder,
  registerAdmin,
  type GroupRow,
  type OrderRow,
  type Reply,
} from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

function asAdmin(t: TestApp, token: string) {
  return (method: InjectOptions['method'], url: string): Promise<Reply> =>
    call(t, { method, url, headers: bearer(token) });
}

describe('GET /api/groups/{id}/stats', () => {
  let t: TestApp;
  let admin: ReturnType<typeof asAdmin>;
  let group: GroupRow;
  let otherGroup: GroupRow;

  beforeAll(async () => {
    t = await createTestApp();
    admin = asAdmin(t, (await registerAdmin(t)).token);
    group = await createGroup(t, { code: 'STATS1' });
    otherGroup = await createGroup(t, { code: 'STATS2' });
  });
  afterAll(async () => {
    await t.close();
  });

  async function statsOf(groupId: string): Promise<TGroupStats> {
    const res = await admin('GET', `/api/groups/${groupId}/stats`);
    expect(res.statusCode, res.payload).toBe(200);
    const body = res.json<{ success: true; data: TGroupStats }>();
    expect(body.success).toBe(true);
    expect(Object.keys(body.data).sort()).toEqual(['orderCount', 'totalSales', 'userCount']);
    return body.data;
  }

  it('answers zeros for a group without orders', async () => {
    const empty = await createGroup(t);
    const res = await admin('GET', `/api/groups/${empty.id}/stats`);
    expect(res.statusCode, res.payload).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { userCount: 0, orderCount: 0, totalSales: 0 } });
  });

  it("counts the group's non-cancelled orders; ' Sam ' and 'sam' are one seller; 1999 + 2501 cents = 45", async () => {
    await insertOrder(t, { group, sellerName: ' Sam ', status: 'open', totalProductCents: 1999 });
    await insertOrder(t, { group, sellerName: 'sam', status: 'processing', totalProductCents: 2501 });
    // Cancelled: neither its amount, nor the order, nor its seller count.
    await insertOrder(t, {
      group,
      sellerName: 'Carl Cancelled',
      status: 'cancelled',
      totalProductCents: 10_000,
    });
    // Other groups' orders and unattributed orders do not count either.
    await insertOrder(t, { group: otherGroup, sellerName: 'Other Seller', totalProductCents: 7777 });
    await insertOrder(t, { sellerName: 'Sam', totalProductCents: 5000 });

    expect(await statsOf(group.id)).toEqual({ userCount: 1, orderCount: 2, totalSales: 45 });
    expect(await statsOf(otherGroup.id)).toEqual({ userCount: 1, orderCount: 1, totalSales: 77.77 });
  });

  it('keeps adding up: another case of the same seller and a new seller', async () => {
    await insertOrder(t, { group, sellerName: 'SAM', status: 'pending', totalProductCents: 1 });
    await insertOrder(t, { group, sellerName: 'Alex', status: 'shipped', totalProductCents: 10 });
    expect(await statsOf(group.id)).toEqual({ userCount: 2, orderCount: 4, totalSales: 45.11 });
  });

  it('counts every status except cancelled', async () => {
    const mixed = await createGroup(t);
    for (const [index, status] of ORDER_STATUSES.entries()) {
      await insertOrder(t, { group: mixed, sellerName: `Seller ${index}`, status, totalProductCents: 100 });
    }
    const counted = ORDER_STATUSES.filter((status: OrderStatus) => status !== 'cancelled').length;
    expect(ORDER_STATUSES).toContain('cancelled');
    expect(await statsOf(mixed.id)).toEqual({ userCount: counted, orderCount: counted, totalSales: counted });
  });

  it('sums cents exactly: 3 × 1 cent = 0.03, 10 × 10 cents = 1, large totals keep their cents', async () => {
    const pennies = await createGroup(t);
    for (let i = 0; i < 3; i += 1) await insertOrder(t, { group: pennies, totalProductCents: 1 });
    expect((await statsOf(pennies.id)).totalSales).toBe(0.03);

    const dimes = await createGroup(t);
    for (let i = 0; i < 10; i += 1) await insertOrder(t, { group: dimes, totalProductCents: 10 });
    expect((await statsOf(dimes.id)).totalSales).toBe(1);

    const large = await createGroup(t);
    await insertOrder(t, { group: large, totalProductCents: 123_456_789 });
    await insertOrder(t, { group: large, totalProductCents: 1 });
    expect((await statsOf(large.id)).totalSales).toBe(1_234_567.9);
  });

  it('sums the order total (products plus shipping)', async () => {
    const shipping = await createGroup(t);
    await insertOrder(t, { group: shipping, totalProductCents: 1000, shippingCents: 599 });
    expect((await statsOf(shipping.id)).totalSales).toBe(15.99);
  });

  it('answers 404 "Group not found" for an unknown or malformed id', async () => {
    for (const id of [randomUUID(), 'not-an-id']) {
      expectFailure(await admin('GET', `/api/groups/${id}/stats`), 404, GROUP_API_MESSAGES.groupNotFound);
    }
  });
});

describe('GET /api/admin/stats', () => {
  // 12:00 UTC on 10 March 2026 is 01:00 on 11 March in Auckland: "today" is 2026-03-11 there.
  const NOW = new Date('2026-03-10T12:00:00Z');
  let t: TestApp;
  let admin: ReturnType<typeof asAdmin>;

  beforeAll(async () => {
    t = await createTestApp({ env: { PORTAL_TIMEZONE: 'Pacific/Auckland' }, now: () => NOW });
    admin = asAdmin(t, (await registerAdmin(t)).token);
  });
  afterAll(async () => {
    await t.close();
  });

  async function stats(): Promise<TAdminStats> {
    const res = await admin('GET', '/api/admin/stats');
    expect(res.statusCode, res.payload).toBe(200);
    const body = res.json<{ success: true; data: TAdminStats }>();
    expect(body.success).toBe(true);
    return body.data;
  }

  it('answers zeros and no recent orders on an empty portal', async () => {
    const res = await admin('GET', '/api/admin/stats');
    expect(res.statusCode, res.payload).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        groupCount: 0,
        campaignCount: 0,
        coordinatorCount: 0,
        activeCampaigns: 0,
        orderCount: 0,
        totalSales: 0,
        openOrdersCount: 0,
        recentOrders: [],
      },
    });
  });

  describe('with groups, campaigns, coordinators and orders', () => {
    const inserted: OrderRow[] = [];
    let g1: GroupRow;
    let g2: GroupRow;

    beforeAll(async () => {
      g1 = await createGroup(t, { code: 'ADMST1' });
      g2 = await createGroup(t, { code: 'ADMST2' });
      await createGroup(t, { code: 'ADMST3' }); // no campaigns, no orders

      // Currently active on 2026-03-11 (Auckland): the first two only.
      await createCampaign(t, g1.id, { startDate: '2026-03-01', endDate: '2026-03-31' });
      await createCampaign(t, g1.id, { startDate: '2026-03-11', endDate: '2026-04-01' });
      await createCampaign(t, g1.id, { startDate: '2026-03-01', endDate: '2026-03-10' }); // ended yesterday
      await createCampaign(t, g2.id, { startDate: '2026-03-01', endDate: '2026-03-31', isActive: false });
      await createCampaign(t, g2.id, { startDate: '2026-03-12', endDate: '2026-03-31' }); // starts tomorrow

      await createCoordinator(t, g1.id);
      await createCoordinator(t, g2.id);

      const rows: [
        number: string,
        status: OrderStatus,
        group: GroupRow | undefined,
        cents: number,
        at: string,
      ][] = [
        ['#1001', 'open', g1, 1999, '2026-03-01T10:00:00Z'],
        ['#1002', 'open', g1, 2501, '2026-03-02T10:00:00Z'],
        ['#1003', 'cancelled', g1, 10_000, '2026-03-09T10:00:00Z'],
        ['#1004', 'processing', g2, 1050, '2026-02-01T00:00:00Z'],
        ['#1005', 'shipped', g2, 1, '2026-03-05T00:00:00Z'],
        ['#1006', 'open', undefined, 500, '2026-03-08T00:00:00Z'], // unattributed
        ['#1007', 'pending', g1, 300, '2026-01-01T00:00:00Z'],
        ['#1008', 'paid', g2, 200, '2026-01-02T00:00:00Z'],
        ['#1009', 'fulfilled', g1, 100, '2026-01-03T00:00:00Z'],
        ['#1010', 'created', g2, 50, '2026-01-04T00:00:00Z'],
        ['#1011', 'open', g2, 49, '2026-03-10T23:00:00Z'],
        ['#1012', 'open', g1, 1, '2025-12-31T00:00:00Z'],
      ];
      for (const [shopifyOrderNumber, status, group, cents, at] of rows) {
        inserted.push(
          await insertOrder(t, {
            ...(group ? { group } : {}),
            shopifyOrderNumber,
            status,
            sellerName: `Seller of ${shopifyOrderNumber}`,
            totalProductCents: cents,
            storeCreatedAt: new Date(at),
          }),
        );
      }
    });

    it('counts groups, campaigns, coordinators and currently active campaigns (today in PORTAL_TIMEZONE)', async () => {
      expect(await stats()).toMatchObject({
        groupCount: 3,
        campaignCount: 5,
        coordinatorCount: 2,
        activeCampaigns: 2,
      });
    });

    it('orderCount and totalSales cover non-cancelled orders, unattributed ones included; open orders apart', async () => {
      const data = await stats();
      expect(data.orderCount).toBe(11);
      // 1999 + 2501 + 1050 + 1 + 500 + 300 + 200 + 100 + 50 + 49 + 1 cents.
      expect(data.totalSales).toBe(67.51);
      expect(data.openOrdersCount).toBe(5);
    });

    it('recentOrders are the 10 newest by store date, newest first, with the dashboard fields', async () => {
      const { recentOrders } = await stats();
      const expected = [...inserted]
        .sort((a, b) => b.storeCreatedAt.getTime() - a.storeCreatedAt.getTime())
        .slice(0, 10)
        .map((row) => ({
          _id: row.id,
          shopifyOrderNumber: row.shopifyOrderNumber,
          groupCode: row.groupCode,
          studentName: row.sellerName,
          totalAmount: row.totalCents / 100,
          status: row.status,
          createdAt: row.storeCreatedAt.toISOString(),
        }));
      expect(recentOrders).toEqual(expected);
      expect(recentOrders.map((order) => order.shopifyOrderNumber)).toEqual([
        '#1011',
        '#1003',
        '#1006',
        '#1005',
        '#1002',
        '#1001',
        '#1004',
        '#1010',
        '#1009',
        '#1008',
      ]);
      expect(recentOrders.find((order) => order.shopifyOrderNumber === '#1006')).toMatchObject({
        groupCode: '',
        totalAmount: 5,
      });
      expect(recentOrders[0]).toMatchObject({ groupCode: 'ADMST2', totalAmount: 0.49, status: 'open' });
    });

    it('follows new data: a newer order enters the list and pushes the oldest of the ten out', async () => {
      const newest = await insertOrder(t, {
        group: g1,
        shopifyOrderNumber: '#2000',
        status: 'open',
        totalProductCents: 1234,
        storeCreatedAt: new Date('2026-03-11T00:00:00Z'),
      });
      const data = await stats();
      expect(data.recentOrders).toHaveLength(10);
      expect(data.recentOrders[0]?._id).toBe(newest.id);
      expect(data.recentOrders.map((order) => order.shopifyOrderNumber)).not.toContain('#1008');
      expect(data.orderCount).toBe(12);
      expect(data.totalSales).toBe(79.85);
      expect(data.openOrdersCount).toBe(6);
    });
  });
});
