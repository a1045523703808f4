import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_API_PATHS } from '../../src/shared/api/report-paths.js';
import type {
  TCampaignReport,
  TDistributionSheets,
  TGroupDashboard,
  TSalesOverview,
} from '../../src/shared/api/reports.js';
import { API_ERROR_MESSAGES } from '../../src/shared/texts/api-errors.js';
import { CAMPAIGN_API_MESSAGES } from '../../src/shared/texts/campaigns.js';
import { GROUP_API_MESSAGES } from '../../src/shared/texts/groups.js';
import {
  bearer,
  call,
  coordinatorToken,
  createCampaign,
  createCoordinator,
  createGroup,
  sellerToken,
  expectFailure,
  insertOrder,
  registerAdmin,
  type CampaignRow,
  type GroupRow,
  type OrderValues,
} from '../support/fixtures.js';
import { insertItems } from '../support/order-fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const NOW = new Date('2026-11-04T12:00:00Z');

interface ItemValues {
  productName: string;
  priceCents: number;
  quantity: number;
}

describe('fundraiser results', () => {
  let t: TestApp;
  let adminToken: string;
  let coordinatorOfGroup: string;
  let coordinatorOfOther: string;
  let group: GroupRow;
  let other: GroupRow;
  let campaign: CampaignRow;
  let secondCampaign: CampaignRow;
  let otherCampaign: CampaignRow;

  async function order(values: OrderValues, items: ItemValues[] = []) {
    const row = await insertOrder(t, {
      sellerEmail: 'seller@example.org',
      buyerEmail: 'buyer@example.org',
      ...values,
    });
    if (items.length) await insertItems(t, row.id, items);
    return row;
  }

  const get = async <T>(url: string, token = adminToken) => {
    const res = await call(t, { method: 'GET', url: `/api${url}`, headers: bearer(token) });
    expect(res.statusCode, res.payload).toBe(200);
    expect(res.payload).not.toContain('@');
    return res.json<{ success: true; data: T }>().data;
  };

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    adminToken = (await registerAdmin(t)).token;
    group = await createGroup(t, { name: 'Lincoln Band', code: 'BAND24', profitShareBasisPoints: 4000 });
    other = await createGroup(t, { name: 'Oak Scouts', code: 'OAK7' });
    campaign = await createCampaign(t, group.id, {
      name: 'Cookie Week',
      startDate: '2026-11-01',
      endDate: '2026-11-05',
      goalCents: 10_000,
    });
    secondCampaign = await createCampaign(t, group.id, {
      name: 'Winter Wrap',
      startDate: '2026-10-20',
      endDate: '2026-12-20',
    });
    otherCampaign = await createCampaign(t, other.id, {
      name: 'Popcorn',
      startDate: '2026-11-01',
      endDate: '2026-11-30',
    });
    coordinatorOfGroup = await coordinatorToken(t, await createCoordinator(t, group.id));
    coordinatorOfOther = await coordinatorToken(t, await createCoordinator(t, other.id));

    const counted = { group, campaign };
    await order(
      {
        ...counted,
        shopifyOrderNumber: '#1001',
        sellerName: 'Ava Stone',
        buyerFirstName: 'Pat',
        buyerLastName: 'Parent',
        totalProductCents: 3000,
        shippingCents: 500,
        storeCreatedAt: new Date('2026-11-01T10:00:00Z'),
      },
      [
        { productName: 'Cookie Dough', priceCents: 1000, quantity: 2 },
        { productName: 'Wrapping Paper', priceCents: 1000, quantity: 1 },
      ],
    );
    await order(
      {
        ...counted,
        shopifyOrderNumber: '#1002',
        sellerName: ' ava stone ',
        buyerFirstName: 'Gran',
        buyerLastName: 'Stone',
        totalProductCents: 2000,
        storeCreatedAt: new Date('2026-11-02T09:00:00Z'),
      },
      [{ productName: 'Cookie Dough', priceCents: 1000, quantity: 2 }],
    );
    await order(
      {
        ...counted,
        shopifyOrderNumber: '#1003',
        sellerName: 'Ben Ray',
        buyerFirstName: 'Kim',
        buyerLastName: 'Ray',
        totalProductCents: 5000,
        shippingCents: 500,
        storeCreatedAt: new Date('2026-11-02T15:00:00Z'),
      },
      [{ productName: 'Candle', priceCents: 1000, quantity: 5 }],
    );
    await order(
      {
        ...counted,
        shopifyOrderNumber: '#1004',
        sellerName: 'Cy Lee',
        buyerFirstName: 'Lou',
        buyerLastName: 'Lee',
        totalProductCents: 3000,
        storeCreatedAt: new Date('2026-11-07T08:00:00Z'),
      },
      [{ productName: 'Cookie Dough', priceCents: 1000, quantity: 3 }],
    );
    await order(
      {
        ...counted,
        shopifyOrderNumber: '#1005',
        sellerName: '',
        buyerFirstName: 'Walk',
        buyerLastName: 'In',
        totalProductCents: 1000,
        storeCreatedAt: new Date('2026-11-03T12:00:00Z'),
      },
      [{ productName: 'Wrapping Paper', priceCents: 1000, quantity: 1 }],
    );
    // Never counted: cancelled, unattributed.
    await order(
      {
        ...counted,
        sellerName: 'Dee Cancel',
        status: 'cancelled',
        totalProductCents: 9999,
        storeCreatedAt: new Date('2026-11-02T10:00:00Z'),
      },
      [{ productName: 'Candle', priceCents: 9999, quantity: 1 }],
    );
    await order(
      { sellerName: 'Ava Stone', totalProductCents: 7777, storeCreatedAt: new Date('2026-11-02T10:00:00Z') },
      [{ productName: 'Candle', priceCents: 7777, quantity: 1 }],
    );
    // Another campaign of the group, and another group.
    await order({
      group,
      campaign: secondCampaign,
      sellerName: 'Ava Stone',
      totalProductCents: 1000,
      storeCreatedAt: new Date('2026-11-02T11:00:00Z'),
    });
    await order({
      group: other,
      campaign: otherCampaign,
      sellerName: 'Zed',
      totalProductCents: 20_000,
      storeCreatedAt: new Date('2026-11-03T11:00:00Z'),
    });
  });

  afterAll(async () => {
    await t.close();
  });

  describe('GET /api/groups/{id}/campaigns/{campaignId}/report', () => {
    const expectedReport = () => ({
      campaign: {
        _id: campaign.id,
        groupId: group.id,
        name: 'Cookie Week',
        startDate: '2026-11-01',
        endDate: '2026-11-05',
        isActive: true,
        isCurrentlyActive: true,
        goalAmount: 100,
      },
      group: { _id: group.id, code: 'BAND24', name: 'Lincoln Band', profitSharePercent: 40 },
      timeZone: 'UTC',
      totals: {
        orderCount: 5,
        sellerCount: 3,
        itemCount: 14,
        sales: 150,
        productSales: 140,
        donations: 0,
        productSalesAndDonations: 140,
        raised: 56,
        goal: 100,
        goalProgress: 1.4,
      },
      daily: [
        { date: '2026-11-01', orderCount: 1, sales: 35 },
        { date: '2026-11-02', orderCount: 2, sales: 75 },
        { date: '2026-11-03', orderCount: 1, sales: 10 },
        { date: '2026-11-04', orderCount: 0, sales: 0 },
        { date: '2026-11-05', orderCount: 0, sales: 0 },
        { date: '2026-11-06', orderCount: 0, sales: 0 },
        { date: '2026-11-07', orderCount: 1, sales: 30 },
      ],
      sellers: [
        {
          rank: 1,
          name: 'Ava Stone',
          orderCount: 2,
          itemCount: 5,
          sales: 55,
          productSales: 50,
          donations: 0,
        },
        { rank: 1, name: 'Ben Ray', orderCount: 1, itemCount: 5, sales: 55, productSales: 50, donations: 0 },
        { rank: 3, name: 'Cy Lee', orderCount: 1, itemCount: 3, sales: 30, productSales: 30, donations: 0 },
      ],
      products: [
        { name: 'Cookie Dough', quantity: 7, sales: 70 },
        { name: 'Candle', quantity: 5, sales: 50 },
        { name: 'Wrapping Paper', quantity: 2, sales: 20 },
      ],
      // A group without teams: no leaderboard, no filter.
      teams: [],
      team: null,
    });

    it('answers every total, day, seller and product of the counted orders, for an administrator', async () => {
      const report = await get<TCampaignReport>(REPORT_API_PATHS.campaignReport(group.id, campaign.id));
      expect(report).toEqual(expectedReport());
    });

    it("answers the same to the group's coordinator", async () => {
      const report = await get<TCampaignReport>(
        REPORT_API_PATHS.campaignReport(group.id, campaign.id),
        coordinatorOfGroup,
      );
      expect(report).toEqual(expectedReport());
    });

    it('drops a cancelled order at once (and its day outside the campaign), and takes it back', async () => {
      const url = REPORT_API_PATHS.campaignReport(group.id, campaign.id);
      await t.app.ctx.db.execute(
        sql`update orders set status = 'cancelled' where shopify_order_number = '#1004'`,
      );
      const afterCancel = await get<TCampaignReport>(url);
      expect(afterCancel.totals).toMatchObject({ orderCount: 4, sellerCount: 2, sales: 120 });
      expect(afterCancel.daily.map((day) => day.date).at(-1)).toBe('2026-11-05');
      await t.app.ctx.db.execute(sql`update orders set status = 'open' where shopify_order_number = '#1004'`);
      expect((await get<TCampaignReport>(url)).totals.orderCount).toBe(5);
    });

    it('leaves raised and progress empty without a share and a goal', async () => {
      const report = await get<TCampaignReport>(REPORT_API_PATHS.campaignReport(other.id, otherCampaign.id));
      expect(report.totals).toEqual({
        orderCount: 1,
        sellerCount: 1,
        itemCount: 0,
        sales: 200,
        productSales: 200,
        donations: 0,
        productSalesAndDonations: 200,
        raised: null,
        goal: null,
        goalProgress: null,
      });
      expect(report.daily).toHaveLength(30);
    });

    it("refuses another group's coordinator and sellers with 403, and no token with 401", async () => {
      const url = `/api${REPORT_API_PATHS.campaignReport(group.id, campaign.id)}`;
      expectFailure(
        await call(t, { method: 'GET', url, headers: bearer(coordinatorOfOther) }),
        403,
        API_ERROR_MESSAGES.forbidden,
      );
      const seller = await sellerToken(t, group.code);
      expectFailure(
        await call(t, { method: 'GET', url, headers: bearer(seller) }),
        403,
        API_ERROR_MESSAGES.forbidden,
      );
      expect((await call(t, { method: 'GET', url })).statusCode).toBe(401);
    });

    it('answers 404 for an unknown campaign, a campaign of another group and an unknown group', async () => {
      const ask = (groupId: string, campaignId: string) =>
        call(t, {
          method: 'GET',
          url: `/api${REPORT_API_PATHS.campaignReport(groupId, campaignId)}`,
          headers: bearer(adminToken),
        });
      expectFailure(await ask(group.id, otherCampaign.id), 404, CAMPAIGN_API_MESSAGES.campaignNotFound);
      expectFailure(await ask(group.id, 'not-an-id'), 404, CAMPAIGN_API_MESSAGES.campaignNotFound);
      expectFailure(
        await ask(group.id, '00000000-0000-4000-8000-000000000000'),
        404,
        CAMPAIGN_API_MESSAGES.campaignNotFound,
      );
      expectFailure(
        await ask('00000000-0000-4000-8000-000000000000', campaign.id),
        404,
        GROUP_API_MESSAGES.groupNotFound,
      );
    });
  });

  describe('GET /api/groups/{id}/campaigns/{campaignId}/distribution', () => {
    it('gives one sheet per seller with their orders and products, unnamed orders last, then the products', async () => {
      const sheets = await get<TDistributionSheets>(
        REPORT_API_PATHS.campaignDistribution(group.id, campaign.id),
      );
      const sellers = sheets.sellers.map((seller) => ({
        ...seller,
        orders: seller.orders.map(({ _id, ...rest }) => {
          expect(_id).toEqual(expect.any(String));
          return rest;
        }),
      }));
      expect(sellers).toEqual([
        {
          name: 'Ava Stone',
          team: null,
          orders: [
            {
              orderNumber: '#1001',
              buyerName: 'Pat Parent',
              buyerPhone: '',
              items: [
                { name: 'Cookie Dough', quantity: 2 },
                { name: 'Wrapping Paper', quantity: 1 },
              ],
              donation: 0,
            },
            {
              orderNumber: '#1002',
              buyerName: 'Gran Stone',
              buyerPhone: '',
              items: [{ name: 'Cookie Dough', quantity: 2 }],
              donation: 0,
            },
          ],
          products: [
            { name: 'Cookie Dough', quantity: 4 },
            { name: 'Wrapping Paper', quantity: 1 },
          ],
        },
        {
          name: 'Ben Ray',
          team: null,
          orders: [
            {
              orderNumber: '#1003',
              buyerName: 'Kim Ray',
              buyerPhone: '',
              items: [{ name: 'Candle', quantity: 5 }],
              donation: 0,
            },
          ],
          products: [{ name: 'Candle', quantity: 5 }],
        },
        {
          name: 'Cy Lee',
          team: null,
          orders: [
            {
              orderNumber: '#1004',
              buyerName: 'Lou Lee',
              buyerPhone: '',
              items: [{ name: 'Cookie Dough', quantity: 3 }],
              donation: 0,
            },
          ],
          products: [{ name: 'Cookie Dough', quantity: 3 }],
        },
        {
          name: '',
          team: null,
          orders: [
            {
              orderNumber: '#1005',
              buyerName: 'Walk In',
              buyerPhone: '',
              items: [{ name: 'Wrapping Paper', quantity: 1 }],
              donation: 0,
            },
          ],
          products: [{ name: 'Wrapping Paper', quantity: 1 }],
        },
      ]);
      expect(sheets.products).toEqual([
        { name: 'Candle', quantity: 5 },
        { name: 'Cookie Dough', quantity: 7 },
        { name: 'Wrapping Paper', quantity: 2 },
      ]);
    });

    it("refuses another group's coordinator", async () => {
      const res = await call(t, {
        method: 'GET',
        url: `/api${REPORT_API_PATHS.campaignDistribution(group.id, campaign.id)}`,
        headers: bearer(coordinatorOfOther),
      });
      expectFailure(res, 403, API_ERROR_MESSAGES.forbidden);
    });
  });

  describe('GET /api/groups/{id}/dashboard', () => {
    it('summarises each current campaign: totals, the last 30 days and the top five sellers', async () => {
      const dashboard = await get<TGroupDashboard>(
        REPORT_API_PATHS.groupDashboard(group.id),
        coordinatorOfGroup,
      );
      expect(dashboard.group).toEqual({
        _id: group.id,
        code: 'BAND24',
        name: 'Lincoln Band',
        profitSharePercent: 40,
      });
      expect(dashboard.campaigns.map((summary) => summary.campaign.name)).toEqual([
        'Cookie Week',
        'Winter Wrap',
      ]);
      const [cookies, wrap] = dashboard.campaigns;
      expect(cookies!.totals).toMatchObject({ orderCount: 5, sales: 150, raised: 56, goalProgress: 1.4 });
      expect(cookies!.topSellers.map((seller) => [seller.rank, seller.name])).toEqual([
        [1, 'Ava Stone'],
        [1, 'Ben Ray'],
        [3, 'Cy Lee'],
      ]);
      expect(cookies!.last30Days).toHaveLength(30);
      expect(cookies!.last30Days[0]).toEqual({ date: '2026-10-06', orderCount: 0, sales: 0 });
      expect(cookies!.last30Days.slice(-4)).toEqual([
        { date: '2026-11-01', orderCount: 1, sales: 35 },
        { date: '2026-11-02', orderCount: 2, sales: 75 },
        { date: '2026-11-03', orderCount: 1, sales: 10 },
        { date: '2026-11-04', orderCount: 0, sales: 0 },
      ]);
      expect(wrap!.totals).toMatchObject({ orderCount: 1, sellerCount: 1, sales: 10, goal: null });
    });

    it('answers an empty list for a group without current campaigns', async () => {
      const quiet = await createGroup(t, { code: 'QUIET1' });
      const dashboard = await get<TGroupDashboard>(REPORT_API_PATHS.groupDashboard(quiet.id));
      expect(dashboard.campaigns).toEqual([]);
    });
  });

  describe('GET /api/admin/sales-overview', () => {
    it('adds up every group per day and ranks the groups of the month', async () => {
      const overview = await get<TSalesOverview>(REPORT_API_PATHS.adminSalesOverview);
      expect(overview.month).toBe('2026-11');
      expect(overview.last30Days.slice(-4)).toEqual([
        { date: '2026-11-01', orderCount: 1, sales: 35 },
        { date: '2026-11-02', orderCount: 3, sales: 85 },
        { date: '2026-11-03', orderCount: 2, sales: 210 },
        { date: '2026-11-04', orderCount: 0, sales: 0 },
      ]);
      expect(overview.topGroups).toEqual([
        { _id: other.id, code: 'OAK7', name: 'Oak Scouts', orderCount: 1, sales: 200 },
        { _id: group.id, code: 'BAND24', name: 'Lincoln Band', orderCount: 5, sales: 130 },
      ]);
    });

    it('is for administrators only', async () => {
      const res = await call(t, {
        method: 'GET',
        url: `/api${REPORT_API_PATHS.adminSalesOverview}`,
        headers: bearer(coordinatorOfGroup),
      });
      expectFailure(res, 403, API_ERROR_MESSAGES.forbidden);
    });
  });
});
