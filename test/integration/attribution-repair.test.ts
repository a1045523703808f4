import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderAttributionChanges, orders, sellers, storeHandoffs } from '../../src/server/db/schema.js';
import type {
  TAttentionReply,
  TAttributionHealth,
  TAttributionSuggestion,
} from '../../src/shared/api/attribution.js';
import type { TOrder } from '../../src/shared/api/orders.js';
import type { TCampaignReport } from '../../src/shared/api/reports.js';
import { API_ERROR_MESSAGES } from '../../src/shared/texts/api-errors.js';
import { ATTRIBUTION_API_MESSAGES } from '../../src/shared/texts/attribution.js';
import { ORDER_API_MESSAGES } from '../../src/shared/texts/orders.js';
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
  type OrderRow,
} from '../support/fixtures.js';
import { acceptedWebhook } from '../support/order-fixtures.js';
import { storeOrder } from '../support/store-webhooks.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const HOUR = 3600_000;
const ORDER_TIME = new Date('2026-11-20T18:00:00Z');
/** The portal's clock, an hour after the orders: the health's last 7 days always hold them, whatever the day the tests run. */
const NOW = new Date(ORDER_TIME.getTime() + 60 * 60_000);

describe('attribution repair', () => {
  let t: TestApp;
  let admin: string;
  let coordinator: string;
  let lions: GroupRow;
  let bears: GroupRow;
  let lionsFall: CampaignRow;
  let bearsFall: CampaignRow;
  let riley: { id: string; name: string; email: string };
  let quinn: { id: string; name: string; email: string };

  const get = <T>(url: string, token = admin) =>
    call(t, { method: 'GET', url: `/api${url}`, headers: bearer(token) }).then((res) => {
      expect(res.statusCode, `${url}: ${res.payload}`).toBe(200);
      return res.json<T>();
    });
  const suggestionsFor = (order: OrderRow) =>
    get<{ data: TAttributionSuggestion[] }>(`/admin/orders/${order.id}/suggestions`).then(
      (reply) => reply.data,
    );
  const repair = (orderId: string, body: Record<string, unknown>, token = admin) =>
    call(t, {
      method: 'PUT',
      url: `/api/admin/orders/${orderId}/attribution`,
      headers: bearer(token),
      payload: body,
    });
  const bulk = (body: Record<string, unknown>, token = admin) =>
    call(t, { method: 'POST', url: '/api/admin/orders/attribution', headers: bearer(token), payload: body });

  beforeAll(async () => {
    t = await createTestApp({ env: { PORTAL_TIMEZONE: 'America/Chicago' }, now: () => NOW });
    admin = (await registerAdmin(t, { name: 'Alex Admin' })).token;
    lions = await createGroup(t, { code: 'LIONS24', name: 'Lions Club' });
    bears = await createGroup(t, { code: 'BEARS9', name: 'Bears Band' });
    lionsFall = await createCampaign(t, lions.id, {
      name: 'Lions Fall',
      startDate: '2026-09-01',
      endDate: '2026-12-31',
    });
    await createCampaign(t, lions.id, {
      name: 'Lions Spring',
      startDate: '2026-03-01',
      endDate: '2026-05-31',
    });
    bearsFall = await createCampaign(t, bears.id, {
      name: 'Bears Fall',
      startDate: '2026-10-01',
      endDate: '2026-12-15',
    });
    coordinator = await coordinatorToken(t, await createCoordinator(t, lions.id));
    const [rileyRow, quinnRow] = await t.app.ctx.db
      .insert(sellers)
      .values([
        { groupId: lions.id, name: 'Riley Rivera', email: 'parent.rivera@example.com' },
        { groupId: bears.id, name: 'Quinn Park', email: 'quinn.park@example.org' },
      ])
      .returning();
    riley = rileyRow!;
    quinn = quinnRow!;
  });
  afterAll(async () => {
    await t.close();
  });

  describe('the queue', () => {
    it('lists unattributed, sellerless and unverified orders, newest first, with why; never test, deleted or repaired ones', async () => {
      const before = await get<TAttentionReply>('/admin/orders/attention');
      const at = (hours: number) => new Date(ORDER_TIME.getTime() - hours * HOUR);
      const noGroup = await insertOrder(t, { groupCode: 'NOPE', storeCreatedAt: at(1) });
      const noSeller = await insertOrder(t, {
        group: lions,
        campaign: lionsFall,
        attributionVerified: true,
        storeCreatedAt: at(2),
      });
      const unverified = await insertOrder(t, {
        group: lions,
        campaign: lionsFall,
        sellerId: riley.id,
        attributionVerified: false,
        storeCreatedAt: at(3),
      });
      await insertOrder(t, {
        group: lions,
        sellerId: riley.id,
        attributionVerified: true,
        storeCreatedAt: at(4),
      });
      await insertOrder(t, { isTest: true, storeCreatedAt: at(5) });
      await insertOrder(t, { deletedAt: new Date(), storeCreatedAt: at(6) });
      await insertOrder(t, { attributionSource: 'admin', storeCreatedAt: at(7) });

      const reply = await get<TAttentionReply>('/admin/orders/attention?limit=100');
      expect(reply.total).toBe(before.total + 3);
      const mine = reply.data.filter((order) => [noGroup.id, noSeller.id, unverified.id].includes(order._id));
      expect(mine.map((order) => [order._id, order.problems])).toEqual([
        [noGroup.id, ['unattributed']],
        [noSeller.id, ['unknownSeller']],
        [unverified.id, ['unverified']],
      ]);
      await t.app.ctx.db.delete(orders).where(eq(orders.id, noGroup.id));
      await t.app.ctx.db.delete(orders).where(eq(orders.id, noSeller.id));
      await t.app.ctx.db.delete(orders).where(eq(orders.id, unverified.id));
    });

    it('is for administrators only', async () => {
      const order = await insertOrder(t);
      const seller = await sellerToken(t, lions.code);
      for (const token of [coordinator, seller]) {
        expectFailure(
          await call(t, { method: 'GET', url: '/api/admin/orders/attention', headers: bearer(token) }),
          403,
          API_ERROR_MESSAGES.forbidden,
        );
        expectFailure(
          await call(t, {
            method: 'GET',
            url: `/api/admin/orders/${order.id}/suggestions`,
            headers: bearer(token),
          }),
          403,
          API_ERROR_MESSAGES.forbidden,
        );
        expectFailure(
          await repair(
            order.id,
            { groupId: lions.id, campaignId: lionsFall.id, sellerName: 'X', reason: 'r' },
            token,
          ),
          403,
          API_ERROR_MESSAGES.forbidden,
        );
        expectFailure(
          await bulk(
            {
              orderIds: [order.id],
              groupId: lions.id,
              campaignId: lionsFall.id,
              sellerName: 'X',
              reason: 'r',
            },
            token,
          ),
          403,
          API_ERROR_MESSAGES.forbidden,
        );
        expectFailure(
          await call(t, { method: 'GET', url: '/api/admin/attribution-health', headers: bearer(token) }),
          403,
          API_ERROR_MESSAGES.forbidden,
        );
      }
      const anonymous = await call(t, { method: 'GET', url: '/api/admin/orders/attention' });
      expect(anonymous.statusCode).toBe(401);
      expect(await t.app.ctx.db.select().from(orderAttributionChanges)).toEqual([]);
      await t.app.ctx.db.delete(orders).where(eq(orders.id, order.id));
    });
  });

  describe('suggestions', () => {
    it("ranks a portal hand-off by a seller with the buyer's e-mail first, with the reason", async () => {
      await t.app.ctx.db.insert(storeHandoffs).values([
        {
          sellerId: riley.id,
          groupId: lions.id,
          campaignId: lionsFall.id,
          createdAt: new Date(ORDER_TIME.getTime() - 95 * 60_000),
        },
        // Too long before the order to count.
        {
          sellerId: quinn.id,
          groupId: bears.id,
          campaignId: bearsFall.id,
          createdAt: new Date(ORDER_TIME.getTime() - 13 * HOUR),
        },
      ]);
      const order = await insertOrder(t, {
        buyerEmail: 'parent.rivera@example.com',
        storeCreatedAt: ORDER_TIME,
      });
      const [first, ...rest] = await suggestionsFor(order);
      expect(first).toEqual({
        groupId: lions.id,
        groupCode: 'LIONS24',
        groupName: 'Lions Club',
        campaignId: lionsFall.id,
        campaignName: 'Lions Fall',
        sellerId: riley.id,
        sellerName: 'Riley Rivera',
        confidence: 'high',
        reasons: [
          "Riley Rivera went to the store from the portal 2 hours before this order, with the buyer's e-mail",
        ],
      });
      expect(rest).toEqual([]);

      const stale = await insertOrder(t, {
        buyerEmail: 'quinn.park@example.org',
        storeCreatedAt: ORDER_TIME,
      });
      expect(await suggestionsFor(stale)).toEqual([]);
    });

    it("suggests the seller of the buyer's earlier credited order, in the group's campaign on the order's day", async () => {
      await insertOrder(t, {
        group: bears,
        campaign: bearsFall,
        sellerId: quinn.id,
        sellerName: 'Quinn Park',
        attributionVerified: true,
        buyerEmail: 'grandma.park@example.net',
        shopifyOrderNumber: '#2001',
        storeCreatedAt: new Date('2026-10-05T15:00:00Z'),
      });
      const order = await insertOrder(t, {
        buyerEmail: 'grandma.park@example.net',
        storeCreatedAt: ORDER_TIME,
      });
      expect(await suggestionsFor(order)).toEqual([
        {
          groupId: bears.id,
          groupCode: 'BEARS9',
          groupName: 'Bears Band',
          campaignId: bearsFall.id,
          campaignName: 'Bears Fall',
          sellerId: quinn.id,
          sellerName: 'Quinn Park',
          confidence: 'medium',
          reasons: ["The buyer's earlier order #2001 is credited to Quinn Park (BEARS9)"],
        },
      ]);
    });

    it('suggests a group whose code is one typo from the cart code, with its seller of that name', async () => {
      const order = await insertOrder(t, {
        groupCode: 'LINOS24',
        sellerName: 'riley rivera ',
        buyerEmail: 'someone@example.com',
        storeCreatedAt: ORDER_TIME,
      });
      expect(await suggestionsFor(order)).toEqual([
        expect.objectContaining({
          groupId: lions.id,
          campaignId: lionsFall.id,
          sellerId: riley.id,
          sellerName: 'Riley Rivera',
          confidence: 'medium',
          reasons: [
            "The cart's group code LINOS24 is one typo from LIONS24, which has a seller named Riley Rivera",
          ],
        }),
      ]);
      const far = await insertOrder(t, { groupCode: 'LNOS2', storeCreatedAt: ORDER_TIME });
      expect(await suggestionsFor(far)).toEqual([]);
    });

    it('suggests a seller named in the order note', async () => {
      const order = await insertOrder(t, {
        note: 'For Quinn Park from grandpa!',
        buyerEmail: 'grandpa@example.com',
        storeCreatedAt: ORDER_TIME,
      });
      expect(await suggestionsFor(order)).toEqual([
        expect.objectContaining({
          groupId: bears.id,
          campaignId: bearsFall.id,
          campaignName: 'Bears Fall',
          sellerId: quinn.id,
          confidence: 'low',
          reasons: ['The order note names Quinn Park, a seller of BEARS9'],
        }),
      ]);
    });

    it('leaves out a name more than 25 sellers share, and suggests the latest signed in of one 25 share', async () => {
      const sellersNamed = (name: string, count: number, tag: string) =>
        Array.from({ length: count }, (_, index) => ({
          groupId: index % 2 === 0 ? lions.id : bears.id,
          name,
          email: `${tag}.${index}@example.org`,
          lastLoginAt: new Date(ORDER_TIME.getTime() - (index + 1) * HOUR),
        }));
      await t.app.ctx.db.insert(sellers).values(sellersNamed('Sam Lee', 26, 'sam'));
      const joKims = await t.app.ctx.db
        .insert(sellers)
        .values(sellersNamed('Jo Kim', 25, 'jo'))
        .returning({ id: sellers.id });
      const order = await insertOrder(t, {
        note: 'For Sam Lee and Jo Kim',
        buyerEmail: 'aunt@example.com',
        storeCreatedAt: ORDER_TIME,
      });
      const suggestions = await suggestionsFor(order);
      expect(suggestions.map((suggestion) => suggestion.sellerId)).toEqual(
        joKims.slice(0, 5).map((seller) => seller.id),
      );
      expect(suggestions.map((suggestion) => suggestion.reasons)).toEqual(
        Array.from({ length: 5 }, (_, index) => [
          `The order note names Jo Kim, a seller of ${index % 2 === 0 ? 'LIONS24' : 'BEARS9'}`,
        ]),
      );
    });

    it('adds up the evidence of every rule for the same credit into one suggestion', async () => {
      const order = await insertOrder(t, {
        groupCode: 'LIONS42',
        sellerName: '',
        note: 'For Riley Rivera, with love',
        buyerEmail: 'parent.rivera@example.com',
        storeCreatedAt: new Date(ORDER_TIME.getTime() + 30 * 60_000),
      });
      const [first, ...rest] = await suggestionsFor(order);
      expect(first).toMatchObject({ sellerId: riley.id, campaignId: lionsFall.id, confidence: 'high' });
      expect(first!.reasons).toEqual([
        "Riley Rivera went to the store from the portal 2 hours before this order, with the buyer's e-mail",
        'The order note names Riley Rivera, a seller of LIONS24',
        "The cart's group code LIONS42 is one typo from LIONS24",
      ]);
      expect(rest).toEqual([]);
    });

    it('answers 404 for an unknown order', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
        expectFailure(
          await call(t, {
            method: 'GET',
            url: `/api/admin/orders/${id}/suggestions`,
            headers: bearer(admin),
          }),
          404,
          ORDER_API_MESSAGES.orderNotFound,
        );
      }
    });
  });

  describe('repair', () => {
    it('credits one order, records who, when, from, to and why, and shows it to the coordinator at once', async () => {
      const statsBefore = await get<{ data: { orderCount: number; totalSales: number } }>(
        `/groups/${lions.id}/stats`,
        coordinator,
      );
      const reportBefore = await get<{ data: TCampaignReport }>(
        `/groups/${lions.id}/campaigns/${lionsFall.id}/report`,
        coordinator,
      );
      const order = await insertOrder(t, {
        groupCode: 'LINOS24',
        sellerName: 'Riley',
        campaignName: 'Fall',
        totalProductCents: 4000,
        shippingCents: 500,
        storeCreatedAt: ORDER_TIME,
      });
      const res = await repair(order.id, {
        groupId: lions.id,
        campaignId: lionsFall.id,
        sellerId: riley.id,
        reason: 'Group code typo, confirmed with the coordinator',
      });
      expect(res.statusCode, res.payload).toBe(200);
      const repaired = res.json<{ data: TOrder }>().data;
      expect(repaired).toMatchObject({
        groupCode: 'LIONS24',
        groupName: 'Lions Club',
        campaignId: lionsFall.id,
        campaignName: 'Lions Fall',
        studentName: 'Riley Rivera',
        studentEmail: 'parent.rivera@example.com',
        isAttributed: true,
        attributionRepaired: true,
      });
      expect(repaired.attributionHistory).toEqual([
        {
          changedBy: 'admin',
          changedByName: 'Alex Admin',
          changedAt: expect.any(String),
          from: { groupCode: 'LINOS24', campaignName: 'Fall', sellerName: 'Riley' },
          to: { groupCode: 'LIONS24', campaignName: 'Lions Fall', sellerName: 'Riley Rivera' },
          reason: 'Group code typo, confirmed with the coordinator',
        },
      ]);

      const queue = await get<TAttentionReply>('/admin/orders/attention?limit=100');
      expect(queue.data.map((row) => row._id)).not.toContain(order.id);
      const list = await get<{ data: { _id: string }[] }>(
        `/groups/${lions.id}/orders?limit=100`,
        coordinator,
      );
      expect(list.data.map((row) => row._id)).toContain(order.id);
      const stats = await get<{ data: { orderCount: number; totalSales: number } }>(
        `/groups/${lions.id}/stats`,
        coordinator,
      );
      expect(stats.data.orderCount).toBe(statsBefore.data.orderCount + 1);
      expect(stats.data.totalSales).toBeCloseTo(statsBefore.data.totalSales + 45, 2);
      const report = await get<{ data: TCampaignReport }>(
        `/groups/${lions.id}/campaigns/${lionsFall.id}/report`,
        coordinator,
      );
      expect(report.data.totals.orderCount).toBe(reportBefore.data.totals.orderCount + 1);
      expect(report.data.sellers.find((seller) => seller.name === 'Riley Rivera')).toMatchObject({
        orderCount: 1,
        sales: 45,
      });
    });

    it('keeps a typed seller name, and a later store update never undoes the repair', async () => {
      const order = storeOrder({ attributes: { group_code: 'LOINS24', student_name: 'Sky' } });
      expect(await acceptedWebhook(t, order)).toBe('created');
      const [row] = await t.app.ctx.db
        .select()
        .from(orders)
        .where(eq(orders.shopifyOrderId, String(order.id)));
      const res = await repair(row!.id, {
        groupId: bears.id,
        campaignId: bearsFall.id,
        sellerName: '  Sky Summers ',
        reason: 'Buyer called',
      });
      expect(res.statusCode, res.payload).toBe(200);
      expect(res.json<{ data: TOrder }>().data).toMatchObject({
        studentName: 'Sky Summers',
        studentEmail: '',
      });

      const update = {
        ...order,
        updated_at: new Date(Date.now() + 60_000).toISOString(),
        financial_status: 'paid',
      };
      expect(await acceptedWebhook(t, update, { topic: 'orders/updated' })).toBe('updated');
      const detail = await get<{ data: TOrder }>(`/admin/orders/${row!.id}`);
      expect(detail.data).toMatchObject({
        groupCode: 'BEARS9',
        campaignName: 'Bears Fall',
        studentName: 'Sky Summers',
      });
      expect(detail.data.attributionHistory).toHaveLength(1);
    });

    it('records a store update that changes the cart attributes of an order nobody repaired', async () => {
      const order = storeOrder({ attributes: { group_code: 'NOPE1', student_name: 'Ari' } });
      expect(await acceptedWebhook(t, order)).toBe('created');
      const update = {
        ...storeOrder({ id: order.id, attributes: { group_code: 'lions24', student_name: 'Ari Quinn' } }),
        updated_at: new Date(Date.now() + 60_000).toISOString(),
      };
      expect(await acceptedWebhook(t, update, { topic: 'orders/updated' })).toBe('updated');
      const [row] = await t.app.ctx.db
        .select()
        .from(orders)
        .where(eq(orders.shopifyOrderId, String(order.id)));
      const detail = await get<{ data: TOrder }>(`/admin/orders/${row!.id}`);
      expect(detail.data.attributionHistory).toEqual([
        {
          changedBy: 'store',
          changedByName: 'Store',
          changedAt: expect.any(String),
          from: { groupCode: 'NOPE1', campaignName: '', sellerName: 'Ari' },
          to: { groupCode: 'LIONS24', campaignName: '', sellerName: 'Ari Quinn' },
          reason: 'The store sent new cart attributes',
        },
      ]);
    });

    it('refuses a campaign or seller of another group, a missing reason or seller, and an unknown order', async () => {
      const order = await insertOrder(t);
      const valid = { groupId: lions.id, campaignId: lionsFall.id, sellerId: riley.id, reason: 'Checked' };
      const cases: [Record<string, unknown>, string, string][] = [
        [{ ...valid, campaignId: bearsFall.id }, 'campaignId', ATTRIBUTION_API_MESSAGES.campaignNotInGroup],
        [{ ...valid, sellerId: quinn.id }, 'sellerId', ATTRIBUTION_API_MESSAGES.sellerNotInGroup],
        [
          { ...valid, groupId: '00000000-0000-4000-8000-000000000000' },
          'groupId',
          ATTRIBUTION_API_MESSAGES.groupNotFound,
        ],
      ];
      for (const [body, field, message] of cases) {
        expectFailure(await repair(order.id, body), 400, ATTRIBUTION_API_MESSAGES.invalidAttribution, [
          { field, message },
        ]);
      }
      expect((await repair(order.id, { ...valid, reason: '   ' })).statusCode).toBe(400);
      expect(
        (await repair(order.id, { groupId: lions.id, campaignId: lionsFall.id, reason: 'x' })).statusCode,
      ).toBe(400);
      expect((await repair(order.id, { ...valid, sellerId: undefined, sellerName: '' })).statusCode).toBe(
        400,
      );
      expectFailure(
        await repair('00000000-0000-4000-8000-000000000000', valid),
        404,
        ORDER_API_MESSAGES.orderNotFound,
      );
      const [unchanged] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, order.id));
      expect(unchanged).toMatchObject({ groupId: null, attributionSource: 'store' });
      expect(
        await t.app.ctx.db
          .select()
          .from(orderAttributionChanges)
          .where(eq(orderAttributionChanges.orderId, order.id)),
      ).toEqual([]);
    });
  });

  describe('bulk repair', () => {
    it('credits many orders at once, each with its audit row', async () => {
      const many = await Promise.all(
        Array.from({ length: 4 }, () => insertOrder(t, { storeCreatedAt: ORDER_TIME })),
      );
      const res = await bulk({
        orderIds: many.map((order) => order.id),
        groupId: lions.id,
        campaignId: lionsFall.id,
        sellerId: riley.id,
        reason: 'Riley handed out paper forms',
      });
      expect(res.statusCode, res.payload).toBe(200);
      expect(res.json()).toEqual({ success: true, data: { updated: 4 } });
      for (const order of many) {
        const detail = await get<{ data: TOrder }>(`/admin/orders/${order.id}`);
        expect(detail.data).toMatchObject({
          groupCode: 'LIONS24',
          studentName: 'Riley Rivera',
          attributionRepaired: true,
        });
        expect(detail.data.attributionHistory.map((change) => change.reason)).toEqual([
          'Riley handed out paper forms',
        ]);
      }
    });

    it('changes nothing when one id is unknown, and refuses more than 500 ids', async () => {
      const order = await insertOrder(t);
      const res = await bulk({
        orderIds: [order.id, '00000000-0000-4000-8000-000000000000'],
        groupId: lions.id,
        campaignId: lionsFall.id,
        sellerName: 'Riley',
        reason: 'x',
      });
      expectFailure(res, 404, ATTRIBUTION_API_MESSAGES.ordersNotFound(1));
      const [unchanged] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, order.id));
      expect(unchanged).toMatchObject({ groupId: null, attributionSource: 'store' });
      expect(
        await t.app.ctx.db
          .select()
          .from(orderAttributionChanges)
          .where(eq(orderAttributionChanges.orderId, order.id)),
      ).toEqual([]);

      const tooMany = Array.from(
        { length: 501 },
        (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      );
      const big = await bulk({
        orderIds: tooMany,
        groupId: lions.id,
        campaignId: lionsFall.id,
        sellerName: 'R',
        reason: 'x',
      });
      expect(big.statusCode).toBe(400);
      expect(JSON.stringify(big.json())).toContain('At most 500 orders at once');
    });
  });

  describe('health', () => {
    it('reports the last 7 and 30 days, the queue and reconciliation, and warns above 1% unattributed', async () => {
      const health = await get<{ data: TAttributionHealth }>('/admin/attribution-health');
      const queue = await get<TAttentionReply>('/admin/orders/attention');
      expect(health.data.attentionCount).toBe(queue.total);
      expect(health.data.reconciliationConfigured).toBe(false);
      expect(health.data.lastReconciliation).toBeNull();
      expect(health.data.windows.map((window) => window.days)).toEqual([7, 30]);
      const week = health.data.windows[0]!;
      const recent = await t.app.ctx.db.select().from(orders);
      const since = NOW.getTime() - 7 * 24 * HOUR;
      const inWeek = recent.filter(
        (order) => order.storeCreatedAt.getTime() >= since && !order.isTest && !order.deletedAt,
      );
      expect(week.ordersReceived).toBe(inWeek.length);
      expect(week.unattributedShare).toBeCloseTo(
        inWeek.filter((order) => order.groupId === null).length / inWeek.length,
        6,
      );
      expect(health.data.warnings).toContain('unattributedShare');
    });
  });
});
