import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_MESSAGES } from '../../src/shared/texts/api-errors.js';
import { STORE_API_MESSAGES } from '../../src/shared/texts/store.js';
import { storeHandoffs } from '../../src/server/db/schema.js';
import { attributesSignatureValid } from '../../src/server/orders/attribution-signature.js';
import {
  bearer,
  call,
  createCampaign,
  createCoordinator,
  createGroup,
  coordinatorToken,
  loginSeller,
  handOffBody,
  registerAdmin,
  type SellerSession,
  type CampaignRow,
  type GroupRow,
} from '../support/fixtures.js';
import { cartAttributesOf, deliverWebhook, storeOrder } from '../support/store-webhooks.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const URL_PATH = '/api/shopify/create-shop-url';

type Seller = SellerSession;

async function sellerOf(t: TestApp, groupCode: string, name = 'Sam Seller & Co', email = 'sam@example.org') {
  const res = await loginSeller(t, { name, email, groupCode });
  expect(res.statusCode, res.payload).toBe(200);
  return res.json<Seller>();
}

describe('POST /api/shopify/create-shop-url with the demo store', () => {
  let t: TestApp;
  let group: GroupRow;
  let other: GroupRow;
  let campaign: CampaignRow;
  let seller: Seller;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://portal.example.org' } });
    group = await createGroup(t, { code: 'HANDOFF1', name: 'Hand-off Class' });
    other = await createGroup(t, { code: 'OTHER22', name: 'Other Class' });
    campaign = await createCampaign(t, group.id, { name: 'Spring "Bulbs" & Seeds' });
    await createCampaign(t, other.id, { name: 'Elsewhere' });
    seller = await sellerOf(t, group.code);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a demo-store cart link carrying the attributes from its own records, signed', async () => {
    const res = await call(t, {
      method: 'POST',
      url: URL_PATH,
      headers: bearer(seller.token),
      payload: handOffBody(seller, group, campaign),
    });
    expect(res.statusCode, res.payload).toBe(200);
    const { url, mode, handoffId } = res.json<{ data: { url: string; mode: string; handoffId: string } }>()
      .data;
    expect(mode).toBe('demo');
    expect(url.startsWith('https://portal.example.org/demo-store/cart/update?')).toBe(true);
    expect(new URL(url).searchParams.get('return_to')).toBe('/demo-store/');
    expect(url).toContain('attributes%5Bcampaign_name%5D=Spring%20%22Bulbs%22%20%26%20Seeds');

    const attributes = cartAttributesOf(url);
    expect(attributes).toMatchObject({
      group_code: 'HANDOFF1',
      student_name: 'Sam Seller & Co',
      student_email: 'sam@example.org',
      group_name: 'Hand-off Class',
      campaign_id: campaign.id,
      campaign_name: 'Spring "Bulbs" & Seeds',
      user_id: seller.user.id,
      from_portal: 'true',
      portal_ref: handoffId,
    });
    const [recorded] = await t.app.ctx.db.select().from(storeHandoffs).where(eq(storeHandoffs.id, handoffId));
    expect(recorded).toMatchObject({
      sellerId: seller.user.id,
      groupId: group.id,
      campaignId: campaign.id,
    });
    expect(
      attributesSignatureValid(
        t.config.jwtSecret,
        {
          group_code: attributes.group_code!,
          student_name: attributes.student_name!,
          student_email: attributes.student_email!,
          group_name: attributes.group_name!,
          campaign_id: attributes.campaign_id!,
          campaign_name: attributes.campaign_name!,
          user_id: attributes.user_id!,
          portal_ref: attributes.portal_ref!,
        },
        attributes.portal_sig!,
      ),
    ).toBe(true);
  });

  it('never takes the seller name or group name from the body', async () => {
    const res = await call(t, {
      method: 'POST',
      url: URL_PATH,
      headers: bearer(seller.token),
      payload: handOffBody(seller, group, campaign, {
        student_name: 'Someone Else',
        group_name: 'Fake Group',
      }),
    });
    expect(res.statusCode).toBe(200);
    const attributes = cartAttributesOf(res.json<{ data: { url: string } }>().data.url);
    expect(attributes.student_name).toBe('Sam Seller & Co');
    expect(attributes.group_name).toBe('Hand-off Class');
  });

  it('refuses another group, another seller, or a campaign that is not current for this group', async () => {
    const elsewhere = (await createCampaign(t, other.id, { name: 'Other current' })).id;
    const ended = (await createCampaign(t, group.id, { startDate: '2001-01-01', endDate: '2001-02-01' })).id;
    const cases: [Record<string, unknown>, number, string][] = [
      [handOffBody(seller, group, campaign, { group_code: 'OTHER22' }), 403, STORE_API_MESSAGES.wrongGroup],
      [handOffBody(seller, group, campaign, { user_id: other.id }), 403, STORE_API_MESSAGES.wrongGroup],
      [
        handOffBody(seller, group, campaign, { campaign_id: elsewhere }),
        400,
        STORE_API_MESSAGES.campaignNotCurrent,
      ],
      [
        handOffBody(seller, group, campaign, { campaign_id: ended }),
        400,
        STORE_API_MESSAGES.campaignNotCurrent,
      ],
      [
        handOffBody(seller, group, campaign, { campaign_id: 'not-an-id' }),
        400,
        STORE_API_MESSAGES.campaignNotCurrent,
      ],
    ];
    for (const [payload, status, message] of cases) {
      const res = await call(t, { method: 'POST', url: URL_PATH, headers: bearer(seller.token), payload });
      expect(res.statusCode, res.payload).toBe(status);
      expect(res.json<{ message: string }>().message).toBe(message);
    }
    const wrongUserData = handOffBody(seller, group, campaign);
    wrongUserData.userData.groupCode = 'OTHER22';
    const res = await call(t, {
      method: 'POST',
      url: URL_PATH,
      headers: bearer(seller.token),
      payload: wrongUserData,
    });
    expect(res.statusCode).toBe(403);
  });

  it('is for sellers only, checked before the body', async () => {
    const admin = await registerAdmin(t);
    const coordinator = await createCoordinator(t, group.id);
    expect((await call(t, { method: 'POST', url: URL_PATH, payload: {} })).statusCode).toBe(401);
    for (const token of [admin.token, await coordinatorToken(t, coordinator)]) {
      const res = await call(t, {
        method: 'POST',
        url: URL_PATH,
        headers: bearer(token),
        payload: { bad: 1 },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json<{ message: string }>().message).toBe(API_ERROR_MESSAGES.forbidden);
    }
    const invalid = await call(t, {
      method: 'POST',
      url: URL_PATH,
      headers: bearer(seller.token),
      payload: {},
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('marks an order verified when its attributes are the signed ones, unverified when edited', async () => {
    const res = await call(t, {
      method: 'POST',
      url: URL_PATH,
      headers: bearer(seller.token),
      payload: handOffBody(seller, group, campaign),
    });
    const attributes = cartAttributesOf(res.json<{ data: { url: string } }>().data.url);
    const admin = await call(t, {
      method: 'POST',
      url: '/api/auth/admin',
      payload: { email: 'admin@example.org', password: 'admin-password-1' },
    });
    const adminToken = admin.json<{ token: string }>().token;

    const genuine = storeOrder({ attributes });
    expect((await deliverWebhook(t.app, genuine)).statusCode).toBe(200);
    const edited = storeOrder({ attributes: { ...attributes, student_name: 'Sneaky Edit' } });
    expect((await deliverWebhook(t.app, edited)).statusCode).toBe(200);
    const unsigned = storeOrder({ attributes: { ...attributes, portal_sig: '' } });
    expect((await deliverWebhook(t.app, unsigned)).statusCode).toBe(200);

    const list = await call(t, { method: 'GET', url: '/api/admin/orders', headers: bearer(adminToken) });
    const byId = new Map(
      list
        .json<{
          data: {
            shopifyOrderId: string;
            attributionVerified: boolean;
            isAttributed: boolean;
            studentName: string;
          }[];
        }>()
        .data.map((order) => [order.shopifyOrderId, order]),
    );
    expect(byId.get(String(genuine.id))).toMatchObject({ attributionVerified: true, isAttributed: true });
    expect(byId.get(String(edited.id))).toMatchObject({
      attributionVerified: false,
      isAttributed: true,
      studentName: 'Sneaky Edit',
    });
    expect(byId.get(String(unsigned.id))).toMatchObject({ attributionVerified: false, isAttributed: true });
  });
});

describe('POST /api/shopify/create-shop-url with a real store', () => {
  it('answers the store cart-update link with every value URL-encoded', async () => {
    const t = await createTestApp({ env: { SHOPIFY_STORE_DOMAIN: 'fundraiser-shop.myshopify.com' } });
    try {
      const group = await createGroup(t, { code: 'REAL1', name: 'Real Store Group' });
      const campaign = await createCampaign(t, group.id, { name: 'Café & Crème' });
      const seller = await sellerOf(t, group.code, 'Zoë Ångström');
      const res = await call(t, {
        method: 'POST',
        url: URL_PATH,
        headers: bearer(seller.token),
        payload: handOffBody(seller, group, campaign),
      });
      expect(res.statusCode, res.payload).toBe(200);
      const { url, mode } = res.json<{ data: { url: string; mode: string } }>().data;
      expect(mode).toBe('store');
      expect(
        url.startsWith('https://fundraiser-shop.myshopify.com/cart/update?attributes%5Bgroup_code%5D=REAL1&'),
      ).toBe(true);
      expect(url).toContain('attributes%5Bstudent_name%5D=Zo%C3%AB%20%C3%85ngstr%C3%B6m');
      expect(url).toContain('attributes%5Bcampaign_name%5D=Caf%C3%A9%20%26%20Cr%C3%A8me');
      expect(url.endsWith('&return_to=%2Fcollections%2Fall')).toBe(true);
      expect(cartAttributesOf(url).student_name).toBe('Zoë Ångström');
    } finally {
      await t.close();
    }
  });
});

describe('POST /api/shopify/create-shop-url with the Storefront API', () => {
  let server: Server;
  let endpoint: string;
  let received: { url: string; headers: IncomingMessage['headers']; body: Record<string, unknown> }[];
  let answer: (body: Record<string, unknown>) => { status: number; json: unknown };
  let t: TestApp;
  let seller: Seller;
  let group: GroupRow;
  let campaign: CampaignRow;

  beforeAll(async () => {
    server = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk) => (text += chunk));
      request.on('end', () => {
        const body = JSON.parse(text || '{}') as Record<string, unknown>;
        received.push({ url: request.url ?? '', headers: request.headers, body });
        const { status, json } = answer(body);
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/2025-07/graphql.json`;
    t = await createTestApp({
      env: {
        SHOPIFY_STORE_DOMAIN: 'fundraiser-shop.myshopify.com',
        SHOPIFY_STOREFRONT_TOKEN: 'storefront-secret',
      },
    });
    t.app.ctx.storeEndpoints.storefront = endpoint;
    group = await createGroup(t, { code: 'CART1', name: 'Cart Group' });
    campaign = await createCampaign(t, group.id, { name: 'Cart Campaign' });
    seller = await sellerOf(t, group.code, 'Casey Cart', 'casey@example.org');
  });
  afterEach(() => {
    received = [];
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  const request = () =>
    call(t, {
      method: 'POST',
      url: URL_PATH,
      headers: bearer(seller.token),
      payload: handOffBody(seller, group, campaign),
    });

  it("makes the cart with the attributes, never the seller's e-mail as the buyer's, and answers its checkoutUrl as returned", async () => {
    received = [];
    const checkoutUrl = 'https://fundraiser-shop.myshopify.com/cart/c/Z2NwLXVz?key=abc123&x=1';
    answer = () => ({
      status: 200,
      json: { data: { cartCreate: { cart: { id: 'gid://shopify/Cart/1', checkoutUrl }, userErrors: [] } } },
    });
    const res = await request();
    expect(res.statusCode, res.payload).toBe(200);
    expect(res.json<{ data: { url: string; mode: string } }>().data).toMatchObject({
      url: checkoutUrl,
      mode: 'store',
    });

    expect(received).toHaveLength(1);
    const [sent] = received;
    expect(sent!.url).toBe('/api/2025-07/graphql.json');
    expect(sent!.headers['shopify-storefront-private-token']).toBe('storefront-secret');
    expect(String(sent!.body.query)).toContain('cartCreate');
    const input = (
      sent!.body.variables as {
        input: { attributes: { key: string; value: string }[] };
      }
    ).input;
    // The seller is not the buyer: the cart carries no buyer identity, and the seller's e-mail only as the
    // seller_email attribute.
    expect(Object.keys(input)).toEqual(['attributes']);
    expect(JSON.stringify(sent!.body).match(/casey@example\.org/g)).toHaveLength(1);
    const sentAttributes = Object.fromEntries(input.attributes.map((a) => [a.key, a.value]));
    expect(sentAttributes).toMatchObject({
      group_code: 'CART1',
      student_name: 'Casey Cart',
      campaign_name: 'Cart Campaign',
      from_portal: 'true',
    });
    expect(sentAttributes.portal_sig).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  });

  it('gives the seller a clear message when the store refuses the cart or fails', async () => {
    answer = () => ({
      status: 200,
      json: { data: { cartCreate: { cart: null, userErrors: [{ message: 'nope' }] } } },
    });
    let res = await request();
    expect(res.statusCode).toBe(502);
    expect(res.json<{ message: string }>().message).toBe(STORE_API_MESSAGES.storeRefused);

    answer = () => ({ status: 500, json: { errors: [{ message: 'boom' }] } });
    res = await request();
    expect(res.statusCode).toBe(502);
    expect(res.json<{ message: string }>().message).toBe(STORE_API_MESSAGES.storeUnavailable);

    t.app.ctx.storeEndpoints.storefront = 'http://127.0.0.1:9/api/2025-07/graphql.json';
    try {
      res = await request();
      expect(res.statusCode).toBe(502);
      expect(res.json<{ message: string }>().message).toBe(STORE_API_MESSAGES.storeUnavailable);
    } finally {
      t.app.ctx.storeEndpoints.storefront = endpoint;
    }
  });
});
