import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TGroupStats } from '../../src/shared/api/groups.js';
import { ORDER_EXPORT_COLUMNS } from '../../src/server/orders/order-export.js';
import { ZOrderListReply, ZOrderReply, type TOrderListItem } from '../../src/shared/api/orders.js';
import { API_BASE, API_PATHS } from '../../src/shared/api/paths.js';
import { ORDER_API_PATHS } from '../../src/shared/api/order-paths.js';
import type { TAdminStats } from '../../src/shared/api/stats.js';
import { GROUP_API_MESSAGES } from '../../src/shared/texts/groups.js';
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
  failure,
  registerAdmin,
  type GroupRow,
  type Reply,
} from '../support/fixtures.js';
import { acceptedWebhook, csvRecord, fetchCsv, orderRowsOf } from '../support/order-fixtures.js';
import { storeOrder } from '../support/store-webhooks.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const api = (path: string) => `${API_BASE}${path}`;

describe('who sees which orders', () => {
  let t: TestApp;
  let adminToken: string;
  let coordinator: string;
  let seller: string;
  let own: GroupRow;
  let other: GroupRow;
  /** Portal order ids by label. */
  const ids: Record<string, string> = {};

  async function ingest(label: string, attributes: Record<string, string>, createdAt: string) {
    const order = storeOrder({
      attributes,
      createdAt,
      lines: [{ title: 'Candle', price: '10.00', quantity: 1 }],
    });
    expect(await acceptedWebhook(t, order)).toBe('created');
    const [row] = await orderRowsOf(t, order.id);
    ids[label] = row!.id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    adminToken = (await registerAdmin(t)).token;
    own = await createGroup(t, { code: 'OWNGRP1' });
    other = await createGroup(t, { code: 'OTHER22' });
    const ownCampaign = await createCampaign(t, own.id);
    const otherCampaign = await createCampaign(t, other.id);
    coordinator = await coordinatorToken(t, await createCoordinator(t, own.id));
    seller = await sellerToken(t, own.code);

    await ingest(
      'own1',
      { group_code: 'owngrp1', student_name: 'Jamie', campaign_id: ownCampaign.id },
      '2026-03-01T10:00:00Z',
    );
    await ingest('own2', { group_code: 'OWNGRP1', student_name: 'Riley' }, '2026-03-02T10:00:00Z');
    await ingest(
      'other1',
      { group_code: 'OTHER22', student_name: 'Jamie', campaign_id: otherCampaign.id },
      '2026-03-03T10:00:00Z',
    );
    await ingest('plain', {}, '2026-03-04T10:00:00Z');
    await ingest('unknownCode', { group_code: 'NOSUCH1', student_name: 'Jamie' }, '2026-03-05T10:00:00Z');
  });
  afterAll(async () => {
    await t.close();
  });

  function get(url: string, token?: string): Promise<Reply> {
    return call(t, { method: 'GET', url: api(url), ...(token ? { headers: bearer(token) } : {}) });
  }

  async function listIds(url: string, token: string): Promise<string[]> {
    const res = await get(url, token);
    expect(res.statusCode, res.payload).toBe(200);
    return ZOrderListReply.parse(res.json()).data.map((order) => order._id);
  }

  describe('coordinators', () => {
    it("read their own group's list, detail and export", async () => {
      expect(await listIds(ORDER_API_PATHS.groupOrders(own.id), coordinator)).toEqual([ids.own2, ids.own1]);

      const detail = await get(ORDER_API_PATHS.groupOrder(own.id, ids.own1!), coordinator);
      expect(detail.statusCode, detail.payload).toBe(200);
      const order = ZOrderReply.parse(detail.json()).data;
      expect(order).toMatchObject({ _id: ids.own1, groupCode: 'OWNGRP1', studentName: 'Jamie' });

      const csv = await fetchCsv(t, api(ORDER_API_PATHS.groupOrdersExport(own.id)), coordinator);
      expect(csv.header).toEqual([...ORDER_EXPORT_COLUMNS]);
      expect(csv.rows.map((row) => csvRecord(csv.header, row)['Seller'])).toEqual(['Riley', 'Jamie']);
      expect(csv.rows.every((row) => csvRecord(csv.header, row)['Group Code'] === 'OWNGRP1')).toBe(true);
    });

    it('stay in their group whatever groupCode they pass', async () => {
      const url = `${ORDER_API_PATHS.groupOrders(own.id)}?groupCode=${other.code}`;
      expect(await listIds(url, coordinator)).toEqual([ids.own2, ids.own1]);
      const csv = await fetchCsv(
        t,
        api(`${ORDER_API_PATHS.groupOrdersExport(own.id)}?groupCode=${other.code}`),
        coordinator,
      );
      expect(csv.rows).toHaveLength(2);
    });

    it("get 403 for another group's list, detail, export and stats", async () => {
      for (const url of [
        ORDER_API_PATHS.groupOrders(other.id),
        ORDER_API_PATHS.groupOrder(other.id, ids.other1!),
        ORDER_API_PATHS.groupOrdersExport(other.id),
        API_PATHS.groupStats(other.id),
        ORDER_API_PATHS.groupOrders(randomUUID()),
        ORDER_API_PATHS.groupOrders('not-an-id'),
      ]) {
        const res = await get(url, coordinator);
        expect(res.statusCode, url).toBe(403);
        failure(res, 403);
      }
    });

    it("get 404 'Order not found' for another group's (or an unattributed) order under their own group", async () => {
      for (const orderId of [ids.other1!, ids.plain!, ids.unknownCode!, randomUUID(), 'not-an-id']) {
        expectFailure(
          await get(ORDER_API_PATHS.groupOrder(own.id, orderId), coordinator),
          404,
          ORDER_API_MESSAGES.orderNotFound,
        );
      }
    });

    it('get 403 for every administrator order route', async () => {
      for (const url of [
        ORDER_API_PATHS.adminOrders,
        ORDER_API_PATHS.adminOrdersExport,
        ORDER_API_PATHS.adminOrder(ids.own1!),
      ]) {
        failure(await get(url, coordinator), 403);
      }
    });
  });

  it('sellers get 403 and callers without a token 401 on every order route', async () => {
    const urls = [
      ORDER_API_PATHS.adminOrders,
      ORDER_API_PATHS.adminOrdersExport,
      ORDER_API_PATHS.adminOrder(ids.own1!),
      ORDER_API_PATHS.groupOrders(own.id),
      ORDER_API_PATHS.groupOrdersExport(own.id),
      ORDER_API_PATHS.groupOrder(own.id, ids.own1!),
    ];
    for (const url of urls) {
      failure(await get(url, seller), 403);
      failure(await get(url), 401);
    }
  });

  describe('administrators', () => {
    it("answer 404 'Group not found' for an unknown or malformed group id", async () => {
      for (const groupId of [randomUUID(), 'not-an-id']) {
        for (const url of [
          ORDER_API_PATHS.groupOrders(groupId),
          ORDER_API_PATHS.groupOrdersExport(groupId),
          ORDER_API_PATHS.groupOrder(groupId, ids.own1!),
        ]) {
          expectFailure(await get(url, adminToken), 404, GROUP_API_MESSAGES.groupNotFound);
        }
      }
    });

    it("answer 404 'Order not found' for an order read under another group", async () => {
      expectFailure(
        await get(ORDER_API_PATHS.groupOrder(own.id, ids.other1!), adminToken),
        404,
        ORDER_API_MESSAGES.orderNotFound,
      );
      const res = await get(ORDER_API_PATHS.groupOrder(other.id, ids.other1!), adminToken);
      expect(res.statusCode, res.payload).toBe(200);
    });
  });

  describe('unattributed orders (no note attributes, or an unknown group code)', () => {
    it('are listed for administrators with isAttributed false', async () => {
      const res = await get(`${ORDER_API_PATHS.adminOrders}?limit=100`, adminToken);
      expect(res.statusCode, res.payload).toBe(200);
      const all = ZOrderListReply.parse(res.json()).data;
      const byId = new Map<string, TOrderListItem>(all.map((order) => [order._id, order]));
      expect(all.map((order) => order._id)).toEqual([
        ids.unknownCode,
        ids.plain,
        ids.other1,
        ids.own2,
        ids.own1,
      ]);
      expect(byId.get(ids.plain!)?.isAttributed).toBe(false);
      expect(byId.get(ids.unknownCode!)?.isAttributed).toBe(false);
      expect(byId.get(ids.own1!)?.isAttributed).toBe(true);
      expect(byId.get(ids.other1!)?.isAttributed).toBe(true);
      const detail = await get(ORDER_API_PATHS.adminOrder(ids.plain!), adminToken);
      expect(detail.statusCode, detail.payload).toBe(200);
      expect(ZOrderReply.parse(detail.json()).data.isAttributed).toBe(false);
    });

    it("never appear in a group's list, export or stats", async () => {
      const unattributed = [ids.plain!, ids.unknownCode!];
      for (const group of [own, other]) {
        const listed = await listIds(`${ORDER_API_PATHS.groupOrders(group.id)}?limit=100`, adminToken);
        expect(listed.length).toBeGreaterThan(0);
        for (const id of unattributed) expect(listed).not.toContain(id);
        const csv = await fetchCsv(t, api(ORDER_API_PATHS.groupOrdersExport(group.id)), adminToken);
        expect(csv.rows).toHaveLength(listed.length);
        expect(csv.rows.every((row) => csvRecord(csv.header, row)['Group Code'] === group.code)).toBe(true);
      }
      const stats = await get(API_PATHS.groupStats(own.id), adminToken);
      expect(stats.statusCode, stats.payload).toBe(200);
      // own1 and own2 only: two orders of 10.00 + 5.50 shipping, two sellers.
      expect(stats.json<{ data: TGroupStats }>().data).toEqual({
        userCount: 2,
        orderCount: 2,
        totalSales: 31,
      });
    });

    it('are counted in the administrator dashboard stats', async () => {
      const res = await get(API_PATHS.adminStats, adminToken);
      expect(res.statusCode, res.payload).toBe(200);
      const stats = res.json<{ data: TAdminStats }>().data;
      expect(stats.orderCount).toBe(5);
      expect(stats.openOrdersCount).toBe(5);
      expect(stats.totalSales).toBe(77.5);
      expect(stats.recentOrders.map((order) => order._id)).toContain(ids.plain);
      expect(stats.recentOrders.map((order) => order._id)).toContain(ids.unknownCode);
    });
  });
});
