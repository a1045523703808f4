import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../src/shared/api/paths.js';
import { SHARE_LINK_API_PATHS } from '../../src/shared/api/share-link-paths.js';
import { orders } from '../../src/server/db/schema.js';
import {
  bearer,
  call,
  createCampaign,
  createGroup,
  loginSeller,
  type SellerSession,
} from '../support/fixtures.js';
import {
  SHARE_LINK_CART_ATTRIBUTES,
  cartAttributesOf,
  deliverWebhook,
  storeOrder,
} from '../support/store-webhooks.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const SELLER = { name: 'Zoë Marie Ångström', email: 'zoe.family@example.org' };
/** What must never reach a share-link buyer, the store or the cart: the login's e-mail, surname and group code. */
const SECRET_PARTS = /zoe\.family|Ångström|%C3%85ngstr|Marie|PINE31/i;

async function sellerWithShareLink(t: TestApp) {
  const group = await createGroup(t, { code: 'PINE31', name: 'Pine Room' });
  const campaign = await createCampaign(t, group.id, { name: 'Café & Crème' });
  const login = await loginSeller(t, { ...SELLER, groupCode: group.code });
  expect(login.statusCode, login.payload).toBe(200);
  const seller = login.json<SellerSession>();
  const link = await call(t, {
    method: 'POST',
    url: `${API_BASE}${SHARE_LINK_API_PATHS.sellerShareLink(campaign.id)}`,
    headers: bearer(seller.token),
  });
  expect(link.statusCode, link.payload).toBe(200);
  return { group, campaign, seller, token: link.json<{ data: { token: string } }>().data.token };
}

describe('a share-link hand-off to the real store by cart link', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SHOPIFY_STORE_DOMAIN: 'fundraiser-shop.myshopify.com' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('carries only the public name, group and campaign with the signed reference, and still credits the seller', async () => {
    const { seller, campaign, token } = await sellerWithShareLink(t);
    const res = await call(t, { method: 'POST', url: `/api/share/${token}/shop-url` });
    expect(res.statusCode, res.payload).toBe(200);
    const { url, mode } = res.json<{ data: { url: string; mode: string } }>().data;
    expect(mode).toBe('store');
    expect(url.startsWith('https://fundraiser-shop.myshopify.com/cart/update?')).toBe(true);
    expect(url).not.toMatch(SECRET_PARTS);
    expect(url).not.toContain(seller.user.id);
    const attributes = cartAttributesOf(url);
    expect(attributes).toMatchObject({
      student_name: 'Zoë Å.',
      group_name: 'Pine Room',
      campaign_name: 'Café & Crème',
      from_portal: 'true',
    });
    expect(Object.keys(attributes).sort()).toEqual(SHARE_LINK_CART_ATTRIBUTES);

    // The same form post on the share page redirects there.
    const form = await t.app.inject({
      method: 'POST',
      url: `/s/${token}/shop`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(form.statusCode, form.payload).toBe(303);
    expect(form.headers.location).not.toMatch(SECRET_PARTS);

    const order = storeOrder({ attributes });
    expect((await deliverWebhook(t.app, order)).statusCode).toBe(200);
    const [stored] = await t.app.ctx.db
      .select()
      .from(orders)
      .where(eq(orders.shopifyOrderId, String(order.id)));
    expect(stored).toMatchObject({
      sellerId: seller.user.id,
      groupCode: 'PINE31',
      campaignId: campaign.id,
      sellerName: SELLER.name,
      sellerEmail: SELLER.email,
      handoffId: attributes.portal_ref,
      attributionVerified: true,
    });
  });
});

describe('a share-link hand-off through the Storefront API', () => {
  let server: Server;
  let t: TestApp;
  const bodies: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk) => (text += chunk));
      request.on('end', () => {
        bodies.push(text);
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            data: {
              cartCreate: {
                cart: {
                  id: 'gid://shopify/Cart/1',
                  checkoutUrl: 'https://fundraiser-shop.myshopify.com/c/1?key=k',
                },
                userErrors: [],
              },
            },
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    t = await createTestApp({
      env: {
        SHOPIFY_STORE_DOMAIN: 'fundraiser-shop.myshopify.com',
        SHOPIFY_STOREFRONT_TOKEN: 'storefront-secret',
      },
    });
    t.app.ctx.storeEndpoints.storefront = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('makes a cart that nobody holding it can read a login from', async () => {
    const { seller, token } = await sellerWithShareLink(t);
    const res = await call(t, { method: 'POST', url: `/api/share/${token}/shop-url` });
    expect(res.statusCode, res.payload).toBe(200);
    expect(res.json<{ data: { url: string } }>().data.url).toBe(
      'https://fundraiser-shop.myshopify.com/c/1?key=k',
    );
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).not.toMatch(/zoe\.family|Ångström|\\u00c5ngstr|Marie|PINE31/i);
    expect(bodies[0]).not.toContain(seller.user.id);
    const keys = (
      JSON.parse(bodies[0]!) as { variables: { input: { attributes: { key: string }[] } } }
    ).variables.input.attributes.map((attribute) => attribute.key);
    expect(keys.sort()).toEqual(SHARE_LINK_CART_ATTRIBUTES);
  });
});
