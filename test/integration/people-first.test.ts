import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_API_PATHS } from '../../src/shared/api/order-paths.js';
import { API_BASE } from '../../src/shared/api/paths.js';
import {
  bearer,
  call,
  createCampaign,
  createGroup,
  insertOrder,
  registerAdmin,
} from '../support/fixtures.js';
import { deliverWebhook, storeOrder } from '../support/store-webhooks.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * People's requests come first: exports and new orders from the store wait (a little) while a person's request is
 * being answered. What must hold: the count of people waiting always returns to zero, and background work still
 * finishes, whole and correct, while people keep the server busy.
 */
describe('people first', () => {
  let t: TestApp;
  let adminToken: string;
  const exportUrl = `${API_BASE}${ORDER_API_PATHS.adminOrdersExport}`;

  beforeAll(async () => {
    t = await createTestApp();
    adminToken = (await registerAdmin(t)).token;
    const group = await createGroup(t, { code: 'FIRST1' });
    await createCampaign(t, group.id);
    for (let n = 0; n < 30; n++) await insertOrder(t, { groupId: group.id, groupCode: group.code });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts no one once every request is answered: lists, refusals, unknown paths, exports, deliveries', async () => {
    const people = t.app.ctx.people;
    await call(t, {
      method: 'GET',
      url: `${API_BASE}${ORDER_API_PATHS.adminOrders}`,
      headers: bearer(adminToken),
    });
    await call(t, { method: 'GET', url: `${API_BASE}${ORDER_API_PATHS.adminOrders}` });
    await call(t, { method: 'GET', url: `${API_BASE}/no-such-thing` });
    await t.app.inject({ method: 'GET', url: exportUrl, headers: bearer(adminToken) });
    await deliverWebhook(t.app, storeOrder({ id: 9_100_001 }));
    expect(people.now).toBe(0);

    // Over real HTTP too, where an answer ends when its connection says so.
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const replies = await Promise.all(
      Array.from({ length: 5 }, () =>
        fetch(`http://127.0.0.1:${port}${API_BASE}${ORDER_API_PATHS.adminOrders}`, {
          headers: bearer(adminToken),
        }),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200]);
    await Promise.all(replies.map((reply) => reply.text()));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(people.now).toBe(0);
  });

  it('finishes an export, byte for byte, and a store delivery while people keep the server busy', async () => {
    const alone = await t.app.inject({ method: 'GET', url: exportUrl, headers: bearer(adminToken) });
    expect(alone.statusCode).toBe(200);
    // The header, the 30 orders made above and the one delivered in the test before.
    expect(alone.payload.split('\r\n').filter(Boolean)).toHaveLength(32);

    t.app.ctx.people.enter();
    try {
      const busy = await t.app.inject({ method: 'GET', url: exportUrl, headers: bearer(adminToken) });
      expect(busy.statusCode).toBe(200);
      expect(busy.payload).toBe(alone.payload);
      const delivered = await deliverWebhook(t.app, storeOrder({ id: 9_100_002 }));
      expect(delivered.statusCode).toBe(200);
      expect(delivered.json()).toMatchObject({ success: true, data: { outcome: 'created' } });
    } finally {
      t.app.ctx.people.leave();
    }
  });
});
