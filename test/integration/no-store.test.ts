import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../src/shared/api/paths.js';
import { ORDER_API_PATHS } from '../../src/shared/api/order-paths.js';
import {
  bearer,
  call,
  coordinatorToken,
  createCampaign,
  createCoordinator,
  createGroup,
  insertOrder,
  loginSeller,
  registerAdmin,
  type GroupRow,
  type OrderRow,
} from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe('API replies are never stored by a browser or proxy cache', () => {
  let t: TestApp;
  let adminToken: string;
  let group: GroupRow;
  let order: OrderRow;

  beforeAll(async () => {
    t = await createTestApp();
    adminToken = (await registerAdmin(t)).token;
    group = await createGroup(t);
    const campaign = await createCampaign(t, group.id);
    order = await insertOrder(t, {
      group,
      campaign,
      buyerFirstName: 'Avalina',
      buyerLastName: 'Quenby',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const cacheControlOf = async (url: string, token: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(res.statusCode, res.payload.slice(0, 300)).toBe(200);
    return res.headers['cache-control'];
  };

  it("on the administrator's order list, order detail and export", async () => {
    expect(
      await cacheControlOf(`${API_BASE}${ORDER_API_PATHS.adminOrders}?customerName=Avalina`, adminToken),
    ).toBe('no-store');
    expect(await cacheControlOf(`${API_BASE}${ORDER_API_PATHS.adminOrder(order.id)}`, adminToken)).toBe(
      'no-store',
    );
    expect(await cacheControlOf(`${API_BASE}${ORDER_API_PATHS.adminOrdersExport}`, adminToken)).toBe(
      'no-store',
    );
  });

  it("on a coordinator's group orders and order detail", async () => {
    const token = await coordinatorToken(t, await createCoordinator(t, group.id));
    expect(await cacheControlOf(`${API_BASE}${ORDER_API_PATHS.groupOrders(group.id)}`, token)).toBe(
      'no-store',
    );
    expect(await cacheControlOf(`${API_BASE}${ORDER_API_PATHS.groupOrder(group.id, order.id)}`, token)).toBe(
      'no-store',
    );
  });

  it("on the seller login's reply, which holds the seller's name, e-mail and token", async () => {
    const res = await loginSeller(t, {
      name: 'Leopold Tarrant',
      email: 'leo@example.org',
      groupCode: group.code,
    });
    expect(res.statusCode, res.payload).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('on error replies and on the health check', async () => {
    const refused = await call(t, { method: 'GET', url: `${API_BASE}${ORDER_API_PATHS.adminOrders}` });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const unknown = await call(t, { method: 'GET', url: `${API_BASE}/no-such-route?customerName=Avalina` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-store');
    const health = await call(t, { method: 'GET', url: `${API_BASE}/health` });
    expect(health.headers['cache-control']).toBe('no-store');
  });

  it('on every spelling of an API address that reaches its handler, and no other spelling reaches one', async () => {
    const coordinator = await coordinatorToken(t, await createCoordinator(t, group.id));
    const spellings: [string, string][] = [
      [`/%61pi${ORDER_API_PATHS.adminOrders}?customerName=Avalina`, adminToken],
      [`/%61%70%69${ORDER_API_PATHS.adminOrders}?customerName=Avalina`, adminToken],
      [`${API_BASE}/%61dmin/orders?customerName=Avalina`, adminToken],
      [`/%61pi${ORDER_API_PATHS.adminOrder(order.id)}`, adminToken],
      [`/%61pi${ORDER_API_PATHS.groupOrders(group.id)}`, coordinator],
      [`/%61pi${ORDER_API_PATHS.groupOrder(group.id, order.id)}`, coordinator],
    ];
    for (const [url, token] of spellings) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(res.statusCode, url).toBe(200);
      expect(res.payload, url).toContain('Quenby');
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    // Spellings the router does not match reach no handler: the API's 404, or the web app's page where a build
    // is served, never the orders.
    const misses = ['/API', '/Api', `${API_BASE}/`, '/api%2F', '//api'].map(
      (prefix) => `${prefix}${ORDER_API_PATHS.adminOrders}?customerName=Avalina`,
    );
    for (const url of misses) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(adminToken) });
      const page = res.statusCode === 200 && String(res.headers['content-type']).startsWith('text/html');
      expect(res.statusCode === 404 || page, `${url}: ${res.statusCode}`).toBe(true);
      expect(res.payload, url).not.toContain('Quenby');
    }
  });

  it('but not on the public API documentation, however it is spelled', async () => {
    for (const url of [`${API_BASE}/docs/json`, '/%61pi/docs/json']) {
      const docs = await t.app.inject({ method: 'GET', url });
      expect(docs.statusCode, url).toBe(200);
      expect(docs.headers['cache-control'], url).toBeUndefined();
    }
  });
});
