import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../src/shared/api/paths.js';
import { ORDER_API_PATHS } from '../../src/shared/api/order-paths.js';
import { ZOrderReply, type TOrder, type TOrderStatusChange } from '../../src/shared/api/orders.js';
import { ADMIN_SETTABLE_STATUSES } from '../../src/shared/order-status.js';
import { ORDER_API_MESSAGES } from '../../src/shared/texts/orders.js';
import {
  bearer,
  call,
  coordinatorToken,
  createCampaign,
  createCoordinator,
  createGroup,
  expectFailure,
  failure,
  registerAdmin,
  type AdminSession,
  type GroupRow,
  type Reply,
} from '../support/fixtures.js';
import {
  acceptedWebhook,
  historyRowsOf,
  itemRowsOf,
  orderRowsOf,
  sendWebhook,
} from '../support/order-fixtures.js';
import { storeOrder, type StoreOrderOptions } from '../support/store-webhooks.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const ADMIN_NAME = 'Morgan Admin';

describe('order ingestion and status rules', () => {
  let t: TestApp;
  let admin: AdminSession;
  let group: GroupRow;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerAdmin(t, { name: ADMIN_NAME });
    group = await createGroup(t, { code: 'BEARS7' });
    await createCampaign(t, group.id);
  });
  afterAll(async () => {
    await t.close();
  });

  function asAdmin(method: InjectOptions['method'], url: string, payload?: unknown): Promise<Reply> {
    return call(t, {
      method,
      url: `${API_BASE}${url}`,
      headers: bearer(admin.token),
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  }

  async function onlyOrderId(storeId: number): Promise<string> {
    const rows = await orderRowsOf(t, storeId);
    expect(rows).toHaveLength(1);
    return rows[0]!.id;
  }

  async function detail(orderId: string): Promise<TOrder> {
    const res = await asAdmin('GET', ORDER_API_PATHS.adminOrder(orderId));
    expect(res.statusCode, res.payload).toBe(200);
    return ZOrderReply.parse(res.json()).data;
  }

  async function setStatus(orderId: string, status: unknown): Promise<Reply> {
    return asAdmin('PUT', ORDER_API_PATHS.adminOrder(orderId), { status });
  }

  const transitions = (history: TOrderStatusChange[]) =>
    history.map((change) => `${change.fromStatus ?? '∅'}→${change.toStatus} (${change.changedBy})`);

  /** A store order with the same id at a later moment of its life. */
  function laterVersion(options: StoreOrderOptions & { id: number; createdAt: string }) {
    return storeOrder({ attributes: { group_code: group.code, student_name: 'Jamie' }, ...options });
  }

  describe('idempotency', () => {
    it("processes the same delivery once: the second answers 'duplicate'", async () => {
      const order = storeOrder({ attributes: { group_code: group.code, student_name: 'Jamie' } });
      const webhookId = randomUUID();
      expect(await acceptedWebhook(t, order, { webhookId })).toBe('created');
      expect(await acceptedWebhook(t, order, { webhookId })).toBe('duplicate');
      // Even a retry under the same id carrying other data changes nothing.
      const changed = { ...order, total_price: '999.00', financial_status: 'pending' };
      expect(await acceptedWebhook(t, changed, { webhookId, topic: 'orders/updated' })).toBe('duplicate');

      const orderId = await onlyOrderId(order.id);
      expect(await historyRowsOf(t, orderId)).toHaveLength(1);
      expect(await itemRowsOf(t, orderId)).toHaveLength(1);
      const read = await detail(orderId);
      expect(read.totalAmount).toBe(Number(order.total_price));
      expect(read.status).toBe('open');
    });

    it('leaves exactly one order and one set of items after 20 concurrent copies of one delivery', async () => {
      const order = storeOrder({
        attributes: { group_code: group.code, student_name: 'Jamie' },
        lines: [
          { title: 'Cookie Dough Tub', price: '15.00', quantity: 2 },
          { title: 'Candle', price: '9.00', quantity: 1 },
        ],
      });
      const webhookId = randomUUID();
      const replies = await Promise.all(
        Array.from({ length: 20 }, () => sendWebhook(t, order, { webhookId })),
      );
      for (const res of replies) expect(res.statusCode, res.payload).toBe(200);
      const outcomes = replies.map((res) => res.json<{ data: { outcome: string } }>().data.outcome);
      expect(outcomes.filter((outcome) => outcome === 'created')).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(19);

      const orderId = await onlyOrderId(order.id);
      expect(await itemRowsOf(t, orderId)).toHaveLength(2);
      expect(await historyRowsOf(t, orderId)).toHaveLength(1);
    });

    it('leaves exactly one order after 20 concurrent DIFFERENT deliveries of the same order', async () => {
      const order = storeOrder({
        attributes: { group_code: group.code, student_name: 'Jamie' },
        lines: [
          { title: 'Cookie Dough Tub', price: '15.00', quantity: 2 },
          { title: 'Candle', price: '9.00', quantity: 1 },
        ],
      });
      const topics = ['orders/create', 'orders/updated', 'orders/paid'];
      const replies = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          sendWebhook(t, order, { webhookId: randomUUID(), topic: topics[index % topics.length] }),
        ),
      );
      for (const res of replies) expect(res.statusCode, res.payload).toBe(200);
      const outcomes = replies.map((res) => res.json<{ data: { outcome: string } }>().data.outcome);
      expect(outcomes.filter((outcome) => outcome === 'created')).toHaveLength(1);

      const orderId = await onlyOrderId(order.id);
      const items = await itemRowsOf(t, orderId);
      expect(items.map((item) => [item.productName, item.quantity]).sort()).toEqual([
        ['Candle', 1],
        ['Cookie Dough Tub', 2],
      ]);
      expect(await historyRowsOf(t, orderId)).toHaveLength(1);
    });

    it("keeps the newer data when orders/updated overtakes its orders/create ('stale' for the late create)", async () => {
      const id = storeOrder().id;
      const createdAt = '2026-03-01T10:00:00Z';
      const create = laterVersion({
        id,
        createdAt,
        updatedAt: '2026-03-01T10:00:00Z',
        financialStatus: 'pending',
        lines: [{ title: 'Cookie Dough Tub', price: '15.00', quantity: 2 }],
        email: 'old@example.com',
      });
      const update = laterVersion({
        id,
        createdAt,
        updatedAt: '2026-03-01T10:05:00Z',
        financialStatus: 'paid',
        lines: [{ title: 'Cookie Dough Tub', price: '15.00', quantity: 3 }],
        email: 'new@example.com',
      });
      expect(update.total_price).not.toBe(create.total_price);

      expect(await acceptedWebhook(t, update, { topic: 'orders/updated' })).toBe('created');
      expect(await acceptedWebhook(t, create, { topic: 'orders/create' })).toBe('stale');

      const orderId = await onlyOrderId(id);
      const read = await detail(orderId);
      expect(read.status).toBe('open');
      expect(read.totalAmount).toBe(Number(update.total_price));
      expect(read.customerEmail).toBe('new@example.com');
      expect(read.items).toEqual([{ productName: 'Cookie Dough Tub', price: 15, quantity: 3 }]);
      expect(transitions(read.statusHistory)).toEqual(['∅→open (store)']);
      expect(await itemRowsOf(t, orderId)).toHaveLength(1);
    });

    it('replaces the items on an update instead of adding to them', async () => {
      const id = storeOrder().id;
      const createdAt = '2026-03-02T10:00:00Z';
      const first = laterVersion({
        id,
        createdAt,
        lines: [
          { title: 'Cookie Dough Tub', price: '15.00', quantity: 2 },
          { title: 'Candle', price: '9.00', quantity: 1 },
        ],
      });
      const edited = laterVersion({
        id,
        createdAt,
        updatedAt: '2026-03-02T11:00:00Z',
        lines: [{ title: 'Wrapping Paper', price: '7.25', quantity: 4 }],
      });
      expect(await acceptedWebhook(t, first)).toBe('created');
      expect(await acceptedWebhook(t, edited, { topic: 'orders/updated' })).toBe('updated');
      // The same version again under a new delivery id: applied again, still one set of items.
      expect(await acceptedWebhook(t, edited, { topic: 'orders/updated' })).toBe('updated');

      const orderId = await onlyOrderId(id);
      expect((await detail(orderId)).items).toEqual([
        { productName: 'Wrapping Paper', price: 7.25, quantity: 4 },
      ]);
      expect(await itemRowsOf(t, orderId)).toHaveLength(1);
      expect(await historyRowsOf(t, orderId)).toHaveLength(1);
    });
  });

  describe('status rules', () => {
    it('moves pending → open when a paid update arrives, recording both store changes', async () => {
      const id = storeOrder().id;
      const createdAt = '2026-03-03T10:00:00Z';
      await acceptedWebhook(t, laterVersion({ id, createdAt, financialStatus: 'pending' }));
      const orderId = await onlyOrderId(id);
      expect((await detail(orderId)).status).toBe('pending');

      const paid = laterVersion({
        id,
        createdAt,
        updatedAt: '2026-03-03T10:01:00Z',
        financialStatus: 'paid',
      });
      expect(await acceptedWebhook(t, paid, { topic: 'orders/paid' })).toBe('updated');
      const read = await detail(orderId);
      expect(read.status).toBe('open');
      expect(read.financialStatus).toBe('paid');
      expect(transitions(read.statusHistory)).toEqual(['∅→pending (store)', 'pending→open (store)']);
    });

    it("keeps an admin's status through later store updates, except a cancellation, which is final", async () => {
      const id = storeOrder().id;
      const createdAt = '2026-03-04T10:00:00Z';
      const at = (minute: number) => `2026-03-04T10:${String(minute).padStart(2, '0')}:00Z`;
      await acceptedWebhook(t, laterVersion({ id, createdAt, financialStatus: 'pending' }));
      const orderId = await onlyOrderId(id);

      const res = await setStatus(orderId, 'processing');
      expect(res.statusCode, res.payload).toBe(200);
      const changed = ZOrderReply.parse(res.json());
      expect(changed.success).toBe(true);
      expect(changed.data._id).toBe(orderId);
      expect(changed.data.status).toBe('processing');
      expect(changed.data.statusHistory.at(-1)).toEqual({
        fromStatus: 'pending',
        toStatus: 'processing',
        changedBy: 'admin',
        changedByName: ADMIN_NAME,
        changedAt: expect.any(String),
      });

      // orders/paid and orders/fulfilled: the store's data is taken, the admin's status stays.
      const paid = laterVersion({
        id,
        createdAt,
        updatedAt: at(5),
        financialStatus: 'paid',
        lines: [{ title: 'Candle', price: '9.00', quantity: 5 }],
      });
      expect(await acceptedWebhook(t, paid, { topic: 'orders/paid' })).toBe('updated');
      let read = await detail(orderId);
      expect(read.status).toBe('processing');
      expect(read.financialStatus).toBe('paid');
      expect(read.totalAmount).toBe(Number(paid.total_price));
      const fulfilled = laterVersion({ id, createdAt, updatedAt: at(6), financialStatus: 'paid' });
      expect(await acceptedWebhook(t, fulfilled, { topic: 'orders/fulfilled' })).toBe('updated');
      expect((await detail(orderId)).status).toBe('processing');

      // A store cancellation overrides the admin's status.
      const cancelled = laterVersion({
        id,
        createdAt,
        updatedAt: at(7),
        cancelledAt: at(7),
        financialStatus: 'voided',
      });
      expect(await acceptedWebhook(t, cancelled, { topic: 'orders/cancelled' })).toBe('updated');
      expect((await detail(orderId)).status).toBe('cancelled');

      // Cancelled is final: the admin cannot move it, and a later store update does not revive it.
      expectFailure(await setStatus(orderId, 'open'), 409, ORDER_API_MESSAGES.cancelledIsFinal);
      const revived = laterVersion({
        id,
        createdAt,
        updatedAt: at(9),
        cancelledAt: null,
        financialStatus: 'paid',
      });
      expect(await acceptedWebhook(t, revived, { topic: 'orders/updated' })).toBe('updated');
      read = await detail(orderId);
      expect(read.status).toBe('cancelled');
      expect(transitions(read.statusHistory)).toEqual([
        '∅→pending (store)',
        'pending→processing (admin)',
        'processing→cancelled (store)',
      ]);
      const times = read.statusHistory.map((change) => change.changedAt);
      for (const time of times) expect(new Date(time).toISOString()).toBe(time);
      expect([...times].sort()).toEqual(times);
      expect(read.statusHistory.map((change) => change.changedByName)).toEqual([
        expect.any(String),
        ADMIN_NAME,
        expect.any(String),
      ]);
    });

    it('records every admin change in order: open → processing → shipped → open', async () => {
      const order = laterVersion({ id: storeOrder().id, createdAt: '2026-03-05T10:00:00Z' });
      await acceptedWebhook(t, order);
      const orderId = await onlyOrderId(order.id);
      for (const status of ['processing', 'shipped', 'open'] as const) {
        const res = await setStatus(orderId, status);
        expect(res.statusCode, res.payload).toBe(200);
        expect(res.json<{ data: TOrder }>().data.status).toBe(status);
      }
      const read = await detail(orderId);
      expect(transitions(read.statusHistory)).toEqual([
        '∅→open (store)',
        'open→processing (admin)',
        'processing→shipped (admin)',
        'shipped→open (admin)',
      ]);
      expect(read.statusHistory.slice(1).map((change) => change.changedByName)).toEqual([
        ADMIN_NAME,
        ADMIN_NAME,
        ADMIN_NAME,
      ]);
    });

    it('answers 400 "already <status>" for the current status, changing nothing', async () => {
      const order = laterVersion({ id: storeOrder().id, createdAt: '2026-03-06T10:00:00Z' });
      await acceptedWebhook(t, order);
      const orderId = await onlyOrderId(order.id);
      expectFailure(await setStatus(orderId, 'open'), 400, ORDER_API_MESSAGES.alreadyInStatus('open'));
      expect((await setStatus(orderId, 'shipped')).statusCode).toBe(200);
      expectFailure(await setStatus(orderId, 'shipped'), 400, ORDER_API_MESSAGES.alreadyInStatus('shipped'));
      expect(transitions((await detail(orderId)).statusHistory)).toEqual([
        '∅→open (store)',
        'open→shipped (admin)',
      ]);
    });

    it('refuses statuses an admin may not set (cancelled, pending, garbage, missing) with 400', async () => {
      const order = laterVersion({ id: storeOrder().id, createdAt: '2026-03-07T10:00:00Z' });
      await acceptedWebhook(t, order);
      const orderId = await onlyOrderId(order.id);
      const refused = [
        'cancelled',
        'pending',
        'paid',
        'fulfilled',
        'created',
        'garbage',
        '',
        ' open',
        null,
        3,
        ['open'],
      ];
      for (const status of refused) {
        const body = failure(await setStatus(orderId, status), 400);
        expect(
          body.errors?.map((error) => error.field),
          JSON.stringify(status),
        ).toEqual(['status']);
        for (const allowed of ADMIN_SETTABLE_STATUSES) expect(body.message).toContain(allowed);
      }
      failure(await asAdmin('PUT', ORDER_API_PATHS.adminOrder(orderId), {}), 400);
      const read = await detail(orderId);
      expect(read.status).toBe('open');
      expect(read.statusHistory).toHaveLength(1);
    });

    it('answers 404 "Order not found" to a status change of an unknown or malformed order id', async () => {
      for (const id of [randomUUID(), 'not-an-id', '1']) {
        expectFailure(await setStatus(id, 'processing'), 404, ORDER_API_MESSAGES.orderNotFound);
        expectFailure(
          await asAdmin('GET', ORDER_API_PATHS.adminOrder(id)),
          404,
          ORDER_API_MESSAGES.orderNotFound,
        );
      }
    });

    it('lets only administrators change a status (coordinator 403, no token 401)', async () => {
      const order = laterVersion({ id: storeOrder().id, createdAt: '2026-03-08T10:00:00Z' });
      await acceptedWebhook(t, order);
      const orderId = await onlyOrderId(order.id);
      const coordinator = await coordinatorToken(t, await createCoordinator(t, group.id));
      const url = `${API_BASE}${ORDER_API_PATHS.adminOrder(orderId)}`;
      const asCoordinator = await call(t, {
        method: 'PUT',
        url,
        headers: bearer(coordinator),
        payload: { status: 'processing' },
      });
      expect(asCoordinator.statusCode).toBe(403);
      const anonymous = await call(t, { method: 'PUT', url, payload: { status: 'processing' } });
      expect(anonymous.statusCode).toBe(401);
      expect((await detail(orderId)).status).toBe('open');
    });
  });
});
