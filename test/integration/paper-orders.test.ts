import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/database.js';
import { orders } from '../../src/server/db/schema.js';
import { PRODUCTS } from '../../src/server/demo-store/catalog.js';
import { erasePersonalDataPastRetention } from '../../src/server/orders/personal-data-retention.js';
import { ATTRIBUTION_API_PATHS } from '../../src/shared/api/attribution-paths.js';
import { ORDER_API_PATHS } from '../../src/shared/api/order-paths.js';
import type { TOrderListReply, TOrderReply } from '../../src/shared/api/orders.js';
import { PAPER_ORDER_API_PATHS as PATHS } from '../../src/shared/api/paper-order-paths.js';
import {
  PAPER_ORDER_TEMPLATE_COLUMNS,
  type TCampaignProduct,
  type TCampaignProductsBody,
  type TPaperOrder,
  type TPaperOrderBody,
  type TPaperOrderListReply,
  type TProductSuggestionsReply,
  type TSupplierOrderReply,
} from '../../src/shared/api/paper-orders.js';
import { API_PATHS } from '../../src/shared/api/paths.js';
import { REPORT_API_PATHS } from '../../src/shared/api/report-paths.js';
import type { TCampaignReport, TGroupDashboard } from '../../src/shared/api/reports.js';
import { SHARE_LINK_API_PATHS, type TSellerProgressReply } from '../../src/shared/api/share-links.js';
import type { TGroupStats } from '../../src/shared/api/groups.js';
import { API_ERROR_MESSAGES } from '../../src/shared/texts/api-errors.js';
import { ATTRIBUTION_API_MESSAGES } from '../../src/shared/texts/attribution.js';
import { CAMPAIGN_API_MESSAGES } from '../../src/shared/texts/campaigns.js';
import { GROUP_API_MESSAGES } from '../../src/shared/texts/groups.js';
import { ORDER_API_MESSAGES } from '../../src/shared/texts/orders.js';
import { PAPER_ORDER_API_MESSAGES, PAPER_ORDER_FIELD_MESSAGES } from '../../src/shared/texts/paper-orders.js';
import {
  bearer,
  call,
  coordinatorToken,
  createCampaign,
  createCoordinator,
  createGroup,
  expectFailure,
  insertOrder,
  loginSeller,
  registerAdmin,
  unique,
  type CampaignRow,
  type GroupRow,
  type Reply,
  type SellerSession,
} from '../support/fixtures.js';
import { parseCsv } from '../support/csv.js';
import { acceptedWebhook } from '../support/order-fixtures.js';
import { storeOrder } from '../support/store-webhooks.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const api = (path: string) => `/api${path}`;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const INVALID = API_ERROR_MESSAGES.invalidRequest;
const ISO_INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

let t: TestApp;
let adminToken: string;
let group: GroupRow;
let otherGroup: GroupRow;
let coordinator: string;
let coordinatorOfOther: string;
let ava: SellerSession;
let ben: SellerSession;
let olga: SellerSession;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await registerAdmin(t, { name: 'Alex Admin' })).token;
  group = await createGroup(t, { name: 'Maple Street PTA' });
  otherGroup = await createGroup(t, { name: 'Oak Hill Band' });
  await createCampaign(t, otherGroup.id, { name: 'Band Trip' });
  coordinator = await coordinatorToken(
    t,
    await createCoordinator(t, group.id, { name: 'Casey Coordinator' }),
  );
  coordinatorOfOther = await coordinatorToken(t, await createCoordinator(t, otherGroup.id));
  // The seller login needs a current campaign of the group.
  await createCampaign(t, group.id, { name: 'Always On' });
  ava = await sellerOf(group, 'Ava Marie Smith');
  ben = await sellerOf(group, 'Ben Ray');
  olga = await sellerOf(otherGroup, 'Olga Other');
});
afterAll(async () => {
  await t.close();
});

async function sellerOf(target: GroupRow, name: string) {
  const res = await loginSeller(t, {
    name,
    email: `${unique('seller')}@example.org`,
    groupCode: target.code,
  });
  expect(res.statusCode, res.payload).toBe(200);
  return res.json<SellerSession>();
}

function send(token: string | undefined, method: InjectOptions['method'], path: string, payload?: unknown) {
  return call(t, {
    method,
    url: api(path),
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

async function ok<T>(res: Reply, status = 200): Promise<T> {
  expect(res.statusCode, res.payload).toBe(status);
  return res.json<{ success: true; data: T }>().data;
}

async function putProducts(campaign: CampaignRow, products: TCampaignProductsBody['products']) {
  return ok<TCampaignProduct[]>(
    await send(coordinator, 'PUT', PATHS.campaignProducts(campaign.groupId, campaign.id), { products }),
  );
}

async function productsOf(campaign: CampaignRow, token = coordinator) {
  return ok<TCampaignProduct[]>(
    await send(token, 'GET', PATHS.campaignProducts(campaign.groupId, campaign.id)),
  );
}

/** A campaign of the group with its products, by name. */
async function campaignWithProducts(
  target: GroupRow,
  values: Parameters<typeof createCampaign>[2] = {},
  products: TCampaignProductsBody['products'] = [
    { name: 'Cookie Dough', price: '18.00', sku: 'FR-COOKIE-3LB' },
    { name: 'Candle', price: '12.50' },
    { name: 'Wreath', price: 30 },
  ],
) {
  const campaign = await createCampaign(t, target.id, values);
  const token = target.id === group.id ? coordinator : coordinatorOfOther;
  const list = await ok<TCampaignProduct[]>(
    await send(token, 'PUT', PATHS.campaignProducts(target.id, campaign.id), { products }),
  );
  return { campaign, ids: Object.fromEntries(list.map((product) => [product.name, product._id])) };
}

function postOrder(campaign: CampaignRow, body: unknown, token = coordinator) {
  return send(token, 'POST', PATHS.campaignPaperOrders(campaign.groupId, campaign.id), body);
}

async function createOrder(campaign: CampaignRow, body: TPaperOrderBody, token = coordinator) {
  return ok<TPaperOrder>(await postOrder(campaign, body, token), 201);
}

async function countRows(table: 'orders' | 'paper_orders' | 'order_items' | 'paper_order_changes') {
  const [row] = await queryRows<{ count: number }>(
    t.app.ctx.db,
    sql`select count(*)::int as count from ${sql.identifier(table)}`,
  );
  return row!.count;
}

/** A GET of a CSV route that must succeed: its reply and its rows after the byte-order mark. */
async function getCsv(path: string, token = coordinator) {
  const res = await t.app.inject({ method: 'GET', url: api(path), headers: bearer(token) });
  expect(res.statusCode, res.payload).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  const text = res.rawPayload.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return { res, rows: parseCsv(text.slice(1)) };
}

describe('campaign products', () => {
  let campaign: CampaignRow;
  let secondCampaign: CampaignRow;

  beforeAll(async () => {
    campaign = await createCampaign(t, group.id, { name: 'Product Drive' });
    secondCampaign = await createCampaign(t, group.id, { name: 'Second Drive' });
  });

  it('starts empty; PUT replaces the list in the order given, prices as text or number, SKU optional', async () => {
    expect(await productsOf(campaign)).toEqual([]);
    const first = await putProducts(campaign, [
      { name: 'Cookie Dough', price: '18.00', sku: 'FR-COOKIE-3LB' },
      { name: 'Candle', price: 12.5 },
      { name: ' Wreath ', price: '$30' },
    ]);
    const product = (name: string, price: number, sku = '') => ({
      _id: expect.any(String),
      name,
      price,
      sku,
      hidden: false,
      orderLineCount: 0,
    });
    expect(first).toEqual([
      product('Cookie Dough', 18, 'FR-COOKIE-3LB'),
      product('Candle', 12.5),
      product('Wreath', 30),
    ]);
    const [cookie, candle, wreath] = first.map((entry) => entry._id);

    // Reordered, two names swapped, a price changed, the SKU dropped, one product added.
    const second = await putProducts(campaign, [
      { _id: wreath, name: 'Wreath', price: '32.5' },
      { _id: cookie, name: 'Candle', price: '18.00' },
      { _id: candle, name: 'Cookie Dough', price: 12.5, sku: 'C-1' },
      { name: 'Popcorn', price: '8.25' },
    ]);
    expect(second).toEqual([
      { ...product('Wreath', 32.5), _id: wreath },
      { ...product('Candle', 18), _id: cookie },
      { ...product('Cookie Dough', 12.5, 'C-1'), _id: candle },
      product('Popcorn', 8.25),
    ]);
    expect(await productsOf(campaign)).toEqual(second);
    expect(await productsOf(campaign, adminToken)).toEqual(second);

    // Left out and unused: removed.
    const third = await putProducts(campaign, [{ _id: candle, name: 'Cookie Dough', price: 12.5 }]);
    expect(third).toEqual([{ ...product('Cookie Dough', 12.5), _id: candle }]);
    expect(await putProducts(campaign, [])).toEqual([]);
  });

  it('refuses two names equal but for case and spaces, and ids that are not the campaign’s; nothing changes', async () => {
    const [foreign] = await putProducts(secondCampaign, [{ name: 'Elsewhere', price: 1 }]);
    const kept = await putProducts(campaign, [
      { name: 'Cookie Dough', price: 18 },
      { name: 'Candle', price: 12.5 },
    ]);
    const put = (products: unknown) =>
      send(coordinator, 'PUT', PATHS.campaignProducts(group.id, campaign.id), { products });

    expectFailure(
      await put([
        { _id: kept[0]!._id, name: 'Cookie Dough', price: 18 },
        { name: '  cookie DOUGH ', price: 2 },
      ]),
      400,
      INVALID,
      [
        {
          field: 'products.1.name',
          code: 'PRODUCT_NAME_TWICE',
          message: PAPER_ORDER_API_MESSAGES.productNameTwice,
        },
      ],
      'INVALID_REQUEST',
    );
    for (const id of [UNKNOWN_ID, foreign!._id, 'not-an-id']) {
      expectFailure(
        await put([
          { _id: kept[0]!._id, name: 'Cookie Dough', price: 18 },
          { _id: id, name: 'Candle', price: 12.5 },
        ]),
        400,
        INVALID,
        [
          {
            field: 'products.1._id',
            code: 'PRODUCT_NOT_IN_CAMPAIGN',
            message: PAPER_ORDER_API_MESSAGES.productNotInCampaign,
          },
        ],
        'INVALID_REQUEST',
      );
    }
    for (const price of ['abc', -1, '1000000.01', 12.345, '']) {
      expectFailure(
        await put([{ name: 'Cookie Dough', price }]),
        400,
        PAPER_ORDER_FIELD_MESSAGES.price,
        [{ field: 'products.0.price', code: 'FIELD_INVALID', message: PAPER_ORDER_FIELD_MESSAGES.price }],
        'INVALID_REQUEST',
      );
    }
    expectFailure(
      await put([{ name: '   ', price: 1 }]),
      400,
      'Product name is required',
      [{ field: 'products.0.name', code: 'FIELD_REQUIRED', message: 'Product name is required' }],
      'INVALID_REQUEST',
    );
    expect(await productsOf(campaign)).toEqual(kept);
    expect(await productsOf(secondCampaign)).toEqual([foreign]);
  });

  it('refuses to remove a product order lines use (409 PRODUCT_IN_USE naming it); hiding it works', async () => {
    const [cookie, candle] = await putProducts(campaign, [
      { name: 'Cookie Dough', price: 18 },
      { name: 'Candle', price: 12.5 },
    ]);
    const order = await createOrder(campaign, {
      sellerName: 'Ava Marie Smith',
      buyerName: 'Pat Parent',
      items: [{ productId: candle!._id, quantity: 2 }],
      payment: { method: 'cash' },
    });
    const listed = await productsOf(campaign);
    expect(listed.map((product) => [product.name, product.orderLineCount])).toEqual([
      ['Cookie Dough', 0],
      ['Candle', 1],
    ]);

    const res = await send(coordinator, 'PUT', PATHS.campaignProducts(group.id, campaign.id), {
      products: [{ _id: cookie!._id, name: 'Cookie Dough', price: 18 }],
    });
    expectFailure(res, 409, PAPER_ORDER_API_MESSAGES.productInUse('Candle'), undefined, 'PRODUCT_IN_USE');
    expect(res.json<{ params: unknown }>().params).toEqual({ name: 'Candle' });
    expect(res.json<{ message: string }>().message).toBe(
      '"Candle" is on paper orders and cannot be removed; hide it instead so new forms no longer offer it',
    );
    expect(await productsOf(campaign)).toEqual(listed);

    const hidden = await putProducts(campaign, [
      { _id: cookie!._id, name: 'Cookie Dough', price: 18 },
      { _id: candle!._id, name: 'Candle', price: 12.5, hidden: true },
    ]);
    expect(hidden[1]).toEqual({ ...listed[1], hidden: true });
    // The template no longer offers it; the order keeps it.
    const template = await getCsv(PATHS.paperOrderTemplate(group.id, campaign.id));
    expect(template.rows).toEqual([[...PAPER_ORDER_TEMPLATE_COLUMNS, 'Cookie Dough']]);
    const again = await ok<TPaperOrder>(
      await send(coordinator, 'GET', PATHS.paperOrder(group.id, order._id)),
    );
    expect(again.items).toEqual([
      { productId: candle!._id, productName: 'Candle', price: 12.5, quantity: 2 },
    ]);
  });

  it('suggests the products of the campaign’s store orders, most ordered first, and the demo catalogue', async () => {
    const attributes = {
      group_code: group.code,
      student_name: 'Ava Marie Smith',
      campaign_id: secondCampaign.id,
      campaign_name: secondCampaign.name,
    };
    const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    await acceptedWebhook(
      t,
      storeOrder({
        attributes,
        createdAt: day(3),
        lines: [{ title: 'Cookie Dough Tub', price: '15.00', quantity: 2 }],
      }),
    );
    await acceptedWebhook(
      t,
      storeOrder({
        attributes,
        createdAt: day(2),
        lines: [
          { title: 'Gift Wrap', price: '8.00', quantity: 5 },
          { title: 'Cookie Dough Tub', price: '16.00', quantity: 1 },
        ],
      }),
    );
    // A cancelled order, another campaign's and an unattributed one suggest nothing.
    await acceptedWebhook(
      t,
      storeOrder({
        attributes,
        createdAt: day(1),
        cancelledAt: day(1),
        lines: [{ title: 'Cancelled Thing', price: '1.00', quantity: 9 }],
      }),
    );
    await acceptedWebhook(
      t,
      storeOrder({
        attributes: { ...attributes, campaign_id: campaign.id, campaign_name: campaign.name },
        lines: [{ title: 'Other Campaign Thing', price: '2.00', quantity: 9 }],
      }),
    );
    await acceptedWebhook(
      t,
      storeOrder({ lines: [{ title: 'Nobody’s Thing', price: '3.00', quantity: 9 }] }),
    );

    const suggestions = await ok<TProductSuggestionsReply['data']>(
      await send(coordinator, 'GET', PATHS.campaignProductSuggestions(group.id, secondCampaign.id)),
    );
    expect(suggestions.storeOrders).toEqual([
      { name: 'Gift Wrap', price: 8, sku: '' },
      // The latest price it sold at.
      { name: 'Cookie Dough Tub', price: 16, sku: '' },
    ]);
    expect(t.app.ctx.config.demoStore).not.toBe('off');
    expect(suggestions.catalogue.length).toBeGreaterThan(0);
    expect(suggestions.catalogue).toEqual(
      PRODUCTS.map((product) => ({ name: product.title, price: product.priceCents / 100, sku: product.sku })),
    );

    // Paper orders are not store orders: a product only they have is not suggested.
    const [paperOnly] = await putProducts(secondCampaign, [{ name: 'Paper Only', price: 4 }]);
    await createOrder(secondCampaign, {
      sellerId: ben.user.id,
      buyerName: 'Kim Ray',
      items: [{ productId: paperOnly!._id, quantity: 20 }],
      payment: { method: 'unpaid' },
    });
    const after = await ok<TProductSuggestionsReply['data']>(
      await send(adminToken, 'GET', PATHS.campaignProductSuggestions(group.id, secondCampaign.id)),
    );
    expect(after.storeOrders).toEqual(suggestions.storeOrders);
  });
});

describe('entering a paper order', () => {
  let campaign: CampaignRow;
  let ids: Record<string, string>;

  beforeAll(async () => {
    ({ campaign, ids } = await campaignWithProducts(group, { name: 'Spring Cookie Dough' }));
  });

  it('for a seller of the group: 201 with a P- number, the totals, cash paid in full by default', async () => {
    const res = await postOrder(campaign, {
      sellerId: ava.user.id,
      formNumber: ' A-17 ',
      buyerName: '  Mary  Ann   Lee ',
      buyerPhone: ' 555-0100 ',
      buyerEmail: 'Mary.Lee@Example.ORG',
      address: { address1: '12 Elm Street', city: 'Springfield', province: 'IL', zip: '62701' },
      items: [
        { productId: ids['Cookie Dough']!, quantity: 2 },
        { productId: ids.Candle!, quantity: 1 },
      ],
      payment: { method: 'cash' },
    });
    const order = await ok<TPaperOrder>(res, 201);
    expect(order).toEqual({
      _id: expect.any(String),
      orderNumber: expect.stringMatching(/^P-\d{6}$/),
      source: 'paper',
      formNumber: 'A-17',
      groupId: group.id,
      campaignId: campaign.id,
      campaignName: 'Spring Cookie Dough',
      sellerId: ava.user.id,
      sellerName: 'Ava Marie Smith',
      buyerName: 'Mary Ann Lee',
      buyerPhone: '555-0100',
      buyerEmail: 'mary.lee@example.org',
      address: { address1: '12 Elm Street', address2: '', city: 'Springfield', province: 'IL', zip: '62701' },
      items: [
        { productId: ids['Cookie Dough'], productName: 'Cookie Dough', price: 18, quantity: 2 },
        { productId: ids.Candle, productName: 'Candle', price: 12.5, quantity: 1 },
      ],
      productTotal: 48.5,
      donation: 0,
      total: 48.5,
      payment: { method: 'cash', amount: 48.5, checkNumber: '' },
      status: 'paid',
      voidedAt: null,
      enteredByName: 'Casey Coordinator',
      createdAt: expect.stringMatching(ISO_INSTANT),
      changes: [
        {
          action: 'created',
          changedByName: 'Casey Coordinator',
          changedAt: expect.stringMatching(ISO_INSTANT),
          reason: '',
          changes: [],
        },
      ],
    });
    expect(
      await ok<TPaperOrder>(await send(adminToken, 'GET', PATHS.paperOrder(group.id, order._id))),
    ).toEqual(order);

    // Stored as an order of the group like a store order, its store id the portal's own.
    const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({
      source: 'paper',
      shopifyOrderId: `paper:${order.orderNumber}`,
      shopifyOrderNumber: order.orderNumber,
      groupId: group.id,
      groupCode: group.code,
      sellerId: ava.user.id,
      buyerFirstName: 'Mary Ann',
      buyerLastName: 'Lee',
      totalProductCents: 4850,
      shippingCents: 0,
      totalCents: 4850,
      receivedVia: 'entry',
      isTest: false,
    });
    const detail = await ok<TOrderReply['data']>(
      await send(coordinator, 'GET', ORDER_API_PATHS.groupOrder(group.id, order._id)),
    );
    expect(detail).toMatchObject({
      source: 'paper',
      shopifyOrderId: '',
      shopifyOrderNumber: order.orderNumber,
      buyerPhone: '555-0100',
      groupId: group.id,
      studentName: 'Ava Marie Smith',
      totalAmount: 48.5,
    });
  });

  it('matches a typed name to the one seller of that name (trimmed, any case) and keeps the seller’s spelling', async () => {
    const order = await createOrder(campaign, {
      sellerName: '  ava MARIE smith ',
      buyerName: 'Gran',
      items: [{ productId: ids.Wreath!, quantity: 1 }],
      payment: { method: 'cash' },
    });
    expect(order).toMatchObject({ sellerId: ava.user.id, sellerName: 'Ava Marie Smith', buyerName: 'Gran' });
  });

  it('keeps a typed name that matches no seller, or two sellers, as typed (trimmed) without a seller', async () => {
    const newcomer = await createOrder(campaign, {
      sellerName: '  Zoe Newcomer ',
      buyerName: 'Pat Parent',
      items: [{ productId: ids.Candle!, quantity: 3 }],
      payment: { method: 'cash' },
    });
    expect(newcomer).toMatchObject({ sellerId: null, sellerName: 'Zoe Newcomer', total: 37.5 });

    await sellerOf(group, 'Twin Name');
    await sellerOf(group, 'twin name');
    const twin = await createOrder(campaign, {
      sellerName: 'TWIN NAME',
      buyerName: 'Pat Parent',
      items: [{ productId: ids.Candle!, quantity: 1 }],
      payment: { method: 'cash' },
    });
    expect(twin).toMatchObject({ sellerId: null, sellerName: 'TWIN NAME' });
  });

  it('records a check with its number and amount as written, and an unpaid form as 0 and pending', async () => {
    const check = await createOrder(campaign, {
      sellerId: ben.user.id,
      buyerName: 'Kim Ray',
      items: [{ productId: ids.Wreath!, quantity: 2 }],
      payment: { method: 'check', amount: '$50.00', checkNumber: ' 1234 ' },
    });
    expect(check).toMatchObject({
      total: 60,
      payment: { method: 'check', amount: 50, checkNumber: '1234' },
      status: 'paid',
    });
    const fullCheck = await createOrder(campaign, {
      sellerId: ben.user.id,
      buyerName: 'Kim Ray',
      items: [{ productId: ids.Wreath!, quantity: 1 }],
      payment: { method: 'check', checkNumber: '77' },
    });
    expect(fullCheck.payment).toEqual({ method: 'check', amount: 30, checkNumber: '77' });
    const cashNumber = await createOrder(campaign, {
      sellerId: ben.user.id,
      buyerName: 'Kim Ray',
      items: [{ productId: ids.Wreath!, quantity: 1 }],
      payment: { method: 'cash', amount: 12, checkNumber: '99' },
    });
    // A check number means nothing on cash.
    expect(cashNumber.payment).toEqual({ method: 'cash', amount: 12, checkNumber: '' });
    const unpaid = await createOrder(campaign, {
      sellerId: ben.user.id,
      buyerName: 'Lou Lee',
      items: [{ productId: ids['Cookie Dough']!, quantity: 1 }],
      payment: { method: 'unpaid', amount: '18.00' },
    });
    expect(unpaid).toMatchObject({
      total: 18,
      payment: { method: 'unpaid', amount: 0, checkNumber: '' },
      status: 'pending',
    });
  });

  it('numbers orders in sequence and lists the latest, newest first', async () => {
    const { campaign: own, ids: ownIds } = await campaignWithProducts(group, { name: 'Listing Drive' });
    const made: TPaperOrder[] = [];
    for (const buyerName of ['First Buyer', 'Second Buyer', 'Third Buyer']) {
      made.push(
        await createOrder(own, {
          sellerName: 'Ben Ray',
          buyerName,
          items: [{ productId: ownIds.Candle!, quantity: 1 }],
          payment: { method: 'cash' },
        }),
      );
    }
    const numbers = made.map((order) => Number(order.orderNumber.slice(2)));
    expect(numbers[1]).toBeGreaterThan(numbers[0]!);
    expect(numbers[2]).toBeGreaterThan(numbers[1]!);

    const latest = await ok<TPaperOrderListReply['data']>(
      await send(coordinator, 'GET', `${PATHS.campaignPaperOrders(group.id, own.id)}?limit=2`),
    );
    expect(latest).toEqual([made[2], made[1]]);
    const all = await ok<TPaperOrderListReply['data']>(
      await send(adminToken, 'GET', PATHS.campaignPaperOrders(group.id, own.id)),
    );
    expect(all.map((order) => order.buyerName)).toEqual(['Third Buyer', 'Second Buyer', 'First Buyer']);
    for (const limit of ['0', '101', 'x']) {
      const res = await send(
        coordinator,
        'GET',
        `${PATHS.campaignPaperOrders(group.id, own.id)}?limit=${limit}`,
      );
      expectFailure(res, 400, 'limit must be a whole number from 1 to 100', [
        { field: 'limit', code: 'FIELD_INVALID', message: 'limit must be a whole number from 1 to 100' },
      ]);
    }
  });
});

describe('refusals', () => {
  let campaign: CampaignRow;
  let ids: Record<string, string>;
  let otherCampaign: { campaign: CampaignRow; ids: Record<string, string> };
  let valid: () => Record<string, unknown> & { payment: Record<string, unknown> };

  beforeAll(async () => {
    ({ campaign, ids } = await campaignWithProducts(group, { name: 'Refusal Drive' }));
    otherCampaign = await campaignWithProducts(group, { name: 'Neighbour Drive' });
    valid = () => ({
      sellerId: ava.user.id,
      buyerName: 'Pat Parent',
      items: [{ productId: ids['Cookie Dough']!, quantity: 1 }],
      payment: { method: 'cash' },
    });
  });

  it('answers 400 naming the field for each broken rule of the form, and writes nothing', async () => {
    const before = await countRows('orders');
    const schemaCases: [string, Record<string, unknown>, string, string, string][] = [];
    const add = (name: string, body: Record<string, unknown>, field: string, code: string, message: string) =>
      schemaCases.push([name, body, field, code, message]);
    const { buyerName: _buyer, ...noBuyer } = valid();
    add('no buyer name', noBuyer, 'buyerName', 'FIELD_REQUIRED', 'Buyer name is required');
    add(
      'a blank buyer name',
      { ...valid(), buyerName: '   ' },
      'buyerName',
      'FIELD_REQUIRED',
      'Buyer name is required',
    );
    const { sellerId: _seller, ...noSeller } = valid();
    add('no seller', noSeller, 'sellerName', 'SELLER_REQUIRED', PAPER_ORDER_FIELD_MESSAGES.sellerRequired);
    add(
      'a blank seller name',
      { ...noSeller, sellerName: '   ' },
      'sellerName',
      'SELLER_REQUIRED',
      PAPER_ORDER_FIELD_MESSAGES.sellerRequired,
    );
    for (const quantity of [0, 1000, 1.5, '3', null]) {
      add(
        `quantity ${JSON.stringify(quantity)}`,
        { ...valid(), items: [{ productId: ids.Candle, quantity }] },
        'items.0.quantity',
        quantity === null ? 'FIELD_REQUIRED' : 'FIELD_INVALID',
        PAPER_ORDER_FIELD_MESSAGES.quantity,
      );
    }
    for (const amount of ['abc', -1, '12.345', '1000000.01']) {
      add(
        `amount ${JSON.stringify(amount)}`,
        { ...valid(), payment: { method: 'cash', amount } },
        'payment.amount',
        'FIELD_INVALID',
        PAPER_ORDER_FIELD_MESSAGES.amount,
      );
    }
    add(
      'a check without its number',
      { ...valid(), payment: { method: 'check', amount: 18 } },
      'payment.checkNumber',
      'FIELD_REQUIRED',
      PAPER_ORDER_FIELD_MESSAGES.checkNumberRequired,
    );
    add(
      'a check with a blank number',
      { ...valid(), payment: { method: 'check', checkNumber: '  ' } },
      'payment.checkNumber',
      'FIELD_REQUIRED',
      PAPER_ORDER_FIELD_MESSAGES.checkNumberRequired,
    );
    add(
      'an unknown payment method',
      { ...valid(), payment: { method: 'card' } },
      'payment.method',
      'FIELD_INVALID',
      PAPER_ORDER_FIELD_MESSAGES.paymentMethod,
    );
    add(
      'no items',
      { ...valid(), items: [] },
      'items',
      'FIELD_INVALID',
      PAPER_ORDER_FIELD_MESSAGES.itemsRequired,
    );
    add(
      'an e-mail that is not one',
      { ...valid(), buyerEmail: 'not-an-email' },
      'buyerEmail',
      'FIELD_INVALID_EMAIL',
      'Buyer e-mail must be an e-mail address',
    );
    for (const [name, body, field, code, message] of schemaCases) {
      const res = await postOrder(campaign, body);
      expect(res.statusCode, name).toBe(400);
      expectFailure(res, 400, message, [{ field, code: code as never, message }], 'INVALID_REQUEST');
    }

    // What only the database can tell: the seller's group and the product's campaign.
    const domainCases: [
      string,
      Record<string, unknown>,
      { field: string; code: string; message: string }[],
    ][] = [
      [
        'a seller of another group',
        { ...valid(), sellerId: olga.user.id },
        [
          {
            field: 'sellerId',
            code: 'SELLER_NOT_IN_GROUP',
            message: ATTRIBUTION_API_MESSAGES.sellerNotInGroup,
          },
        ],
      ],
      [
        'an unknown seller id',
        { ...valid(), sellerId: 'not-an-id' },
        [
          {
            field: 'sellerId',
            code: 'SELLER_NOT_IN_GROUP',
            message: ATTRIBUTION_API_MESSAGES.sellerNotInGroup,
          },
        ],
      ],
      [
        'a product of another campaign',
        { ...valid(), items: [{ productId: otherCampaign.ids.Candle, quantity: 1 }] },
        [
          {
            field: 'items.0.productId',
            code: 'PRODUCT_NOT_IN_CAMPAIGN',
            message: PAPER_ORDER_API_MESSAGES.productNotInCampaign,
          },
        ],
      ],
      [
        'an unknown product id',
        { ...valid(), items: [{ productId: 'nope', quantity: 1 }] },
        [
          {
            field: 'items.0.productId',
            code: 'PRODUCT_NOT_IN_CAMPAIGN',
            message: PAPER_ORDER_API_MESSAGES.productNotInCampaign,
          },
        ],
      ],
      [
        'the same product twice',
        {
          ...valid(),
          items: [
            { productId: ids.Candle, quantity: 1 },
            { productId: ids.Wreath, quantity: 1 },
            { productId: ids.Candle, quantity: 2 },
          ],
        },
        [
          {
            field: 'items.2.productId',
            code: 'PRODUCT_LISTED_TWICE',
            message: PAPER_ORDER_API_MESSAGES.productListedTwice,
          },
        ],
      ],
      [
        'a seller of another group and a product of another campaign',
        {
          ...valid(),
          sellerId: olga.user.id,
          items: [
            { productId: ids.Candle, quantity: 1 },
            { productId: otherCampaign.ids.Wreath, quantity: 1 },
          ],
        },
        [
          {
            field: 'sellerId',
            code: 'SELLER_NOT_IN_GROUP',
            message: ATTRIBUTION_API_MESSAGES.sellerNotInGroup,
          },
          {
            field: 'items.1.productId',
            code: 'PRODUCT_NOT_IN_CAMPAIGN',
            message: PAPER_ORDER_API_MESSAGES.productNotInCampaign,
          },
        ],
      ],
    ];
    for (const [name, body, errors] of domainCases) {
      const res = await postOrder(campaign, body);
      expect(res.statusCode, name).toBe(400);
      expectFailure(res, 400, INVALID, errors as never, 'INVALID_REQUEST');
    }
    expect(await countRows('orders')).toBe(before);
  });

  it('refuses a form number the campaign already has (409 FORM_NUMBER_TAKEN), in any case', async () => {
    await createOrder(campaign, { ...valid(), formNumber: 'F-100' } as TPaperOrderBody);
    const before = await countRows('orders');
    for (const formNumber of ['F-100', ' f-100 ']) {
      const res = await postOrder(campaign, { ...valid(), formNumber });
      expectFailure(
        res,
        409,
        PAPER_ORDER_API_MESSAGES.formNumberTaken(formNumber.trim()),
        undefined,
        'FORM_NUMBER_TAKEN',
      );
      expect(res.json<{ params: unknown }>().params).toEqual({ formNumber: formNumber.trim() });
    }
    expect(await countRows('orders')).toBe(before);
    // Another campaign may have the same form number, and forms without a number are never the same form.
    await createOrder(otherCampaign.campaign, {
      ...valid(),
      items: [{ productId: otherCampaign.ids.Candle!, quantity: 1 }],
      formNumber: 'F-100',
    } as TPaperOrderBody);
    await createOrder(campaign, { ...valid(), formNumber: '' } as TPaperOrderBody);
    await createOrder(campaign, valid() as TPaperOrderBody);
    expect(await countRows('orders')).toBe(before + 3);
  });

  it('answers 404 for an unknown group, a campaign that is not the group’s and an unknown paper order', async () => {
    const body = valid();
    const cases: [string, string, string][] = [
      [UNKNOWN_ID, campaign.id, GROUP_API_MESSAGES.groupNotFound],
      ['not-an-id', campaign.id, GROUP_API_MESSAGES.groupNotFound],
      [group.id, UNKNOWN_ID, CAMPAIGN_API_MESSAGES.campaignNotFound],
      [group.id, 'not-an-id', CAMPAIGN_API_MESSAGES.campaignNotFound],
      [otherGroup.id, campaign.id, CAMPAIGN_API_MESSAGES.campaignNotFound],
    ];
    for (const [groupId, campaignId, message] of cases) {
      const code = message === GROUP_API_MESSAGES.groupNotFound ? 'GROUP_NOT_FOUND' : 'CAMPAIGN_NOT_FOUND';
      for (const [method, path, payload] of [
        ['POST', PATHS.campaignPaperOrders(groupId, campaignId), body],
        ['GET', PATHS.campaignPaperOrders(groupId, campaignId), undefined],
        ['GET', PATHS.campaignProducts(groupId, campaignId), undefined],
        ['PUT', PATHS.campaignProducts(groupId, campaignId), { products: [] }],
        ['GET', PATHS.campaignProductSuggestions(groupId, campaignId), undefined],
        ['GET', PATHS.paperOrderTemplate(groupId, campaignId), undefined],
        ['GET', PATHS.supplierOrder(groupId, campaignId), undefined],
        ['GET', PATHS.supplierOrderExport(groupId, campaignId), undefined],
      ] as const) {
        expectFailure(await send(adminToken, method, path, payload), 404, message, undefined, code);
      }
      const imported = await call(t, {
        method: 'POST',
        url: api(PATHS.paperOrderImport(groupId, campaignId)),
        headers: { ...bearer(adminToken), 'content-type': 'text/csv' },
        payload: 'Form number,Seller,Buyer,Payment\r\n',
      });
      expectFailure(imported, 404, message, undefined, code);
    }

    const order = await createOrder(campaign, valid() as TPaperOrderBody);
    const storeRow = await insertOrder(t, { group, campaign });
    const edit = { ...valid(), reason: 'Typo' };
    for (const [groupId, orderId] of [
      [group.id, UNKNOWN_ID],
      [group.id, 'not-an-id'],
      // A store order is not a paper order.
      [group.id, storeRow.id],
      // Nor is another group's address the way to this group's order, even for an administrator.
      [otherGroup.id, order._id],
    ]) {
      for (const [method, path, payload] of [
        ['GET', PATHS.paperOrder(groupId!, orderId!), undefined],
        ['PUT', PATHS.paperOrder(groupId!, orderId!), edit],
        ['POST', PATHS.voidPaperOrder(groupId!, orderId!), { reason: 'Duplicate' }],
      ] as const) {
        expectFailure(
          await send(adminToken, method, path, payload),
          404,
          PAPER_ORDER_API_MESSAGES.paperOrderNotFound,
          undefined,
          'PAPER_ORDER_NOT_FOUND',
        );
      }
    }
    expectFailure(
      await send(adminToken, 'GET', PATHS.paperOrder('not-an-id', order._id)),
      404,
      GROUP_API_MESSAGES.groupNotFound,
      undefined,
      'GROUP_NOT_FOUND',
    );
  });
});

describe('who may use the paper order routes', () => {
  let campaign: CampaignRow;
  let ids: Record<string, string>;
  let order: TPaperOrder;

  beforeAll(async () => {
    ({ campaign, ids } = await campaignWithProducts(group, { name: 'Guarded Drive' }));
    order = await createOrder(campaign, {
      sellerId: ava.user.id,
      buyerName: 'Pat Parent',
      items: [{ productId: ids.Candle!, quantity: 1 }],
      payment: { method: 'cash' },
    });
  });

  const csvFile = () =>
    `Form number,Seller,Buyer,Payment,Candle\r\n${unique('form')},Ben Ray,Kim Ray,cash,1\r\n`;

  /** Every route with a request that would succeed for the group's staff. */
  function routes() {
    const formBody = {
      sellerId: ava.user.id,
      buyerName: 'Pat Parent',
      items: [{ productId: ids.Candle!, quantity: 1 }],
      payment: { method: 'cash' },
    };
    const products = [
      { _id: ids['Cookie Dough'], name: 'Cookie Dough', price: 18 },
      { _id: ids.Candle, name: 'Candle', price: 12.5 },
      { _id: ids.Wreath, name: 'Wreath', price: 30 },
    ];
    return [
      { name: 'products', method: 'GET', path: PATHS.campaignProducts(group.id, campaign.id), status: 200 },
      {
        name: 'products (replace)',
        method: 'PUT',
        path: PATHS.campaignProducts(group.id, campaign.id),
        payload: { products },
        status: 200,
      },
      {
        name: 'suggestions',
        method: 'GET',
        path: PATHS.campaignProductSuggestions(group.id, campaign.id),
        status: 200,
      },
      { name: 'list', method: 'GET', path: PATHS.campaignPaperOrders(group.id, campaign.id), status: 200 },
      {
        name: 'create',
        method: 'POST',
        path: PATHS.campaignPaperOrders(group.id, campaign.id),
        payload: formBody,
        status: 201,
      },
      { name: 'template', method: 'GET', path: PATHS.paperOrderTemplate(group.id, campaign.id), status: 200 },
      {
        name: 'import',
        method: 'POST',
        path: PATHS.paperOrderImport(group.id, campaign.id),
        csv: csvFile(),
        status: 200,
      },
      { name: 'one order', method: 'GET', path: PATHS.paperOrder(group.id, order._id), status: 200 },
      {
        name: 'edit',
        method: 'PUT',
        path: PATHS.paperOrder(group.id, order._id),
        payload: { ...formBody, reason: 'Checked the form' },
        status: 200,
      },
      {
        name: 'supplier order',
        method: 'GET',
        path: PATHS.supplierOrder(group.id, campaign.id),
        status: 200,
      },
      {
        name: 'supplier order CSV',
        method: 'GET',
        path: PATHS.supplierOrderExport(group.id, campaign.id),
        status: 200,
      },
    ] as {
      name: string;
      method: 'GET' | 'PUT' | 'POST';
      path: string;
      payload?: unknown;
      csv?: string;
      status: number;
    }[];
  }

  function request(
    route: ReturnType<typeof routes>[number],
    token: string | undefined,
    inject: (options: InjectOptions) => Promise<Reply> = (options) => call(t, options),
  ) {
    const headers: Record<string, string> = token ? bearer(token) : {};
    if (route.csv !== undefined) headers['content-type'] = 'text/csv';
    return inject({
      method: route.method,
      url: api(route.path),
      headers,
      ...(route.payload !== undefined ? { payload: route.payload as InjectOptions['payload'] } : {}),
      ...(route.csv !== undefined ? { payload: route.csv } : {}),
    });
  }

  it('refuses another group’s coordinator and sellers (403) and requests without a token (401), writing nothing', async () => {
    const seller = ava.token;
    const before = await Promise.all([countRows('orders'), countRows('paper_order_changes')]);
    const productsBefore = await productsOf(campaign);
    const voidRoute = {
      name: 'void',
      method: 'POST' as const,
      path: PATHS.voidPaperOrder(group.id, order._id),
      payload: { reason: 'Duplicate' },
      status: 200,
    };
    for (const route of [...routes(), voidRoute]) {
      for (const token of [coordinatorOfOther, seller, olga.token]) {
        const res = await request(route, token);
        expect(res.statusCode, `${route.name}: ${res.payload}`).toBe(403);
        expectFailure(res, 403, API_ERROR_MESSAGES.forbidden, undefined, 'FORBIDDEN');
      }
      const res = await request(route, undefined);
      expect(res.statusCode, route.name).toBe(401);
      expectFailure(
        res,
        401,
        API_ERROR_MESSAGES.authenticationRequired,
        undefined,
        'AUTHENTICATION_REQUIRED',
      );
    }
    expect(await Promise.all([countRows('orders'), countRows('paper_order_changes')])).toEqual(before);
    expect(await productsOf(campaign)).toEqual(productsBefore);
    expect(
      (await ok<TPaperOrder>(await send(adminToken, 'GET', PATHS.paperOrder(group.id, order._id)))).voidedAt,
    ).toBeNull();
  });

  it('lets the group’s coordinator and any administrator use every route', async () => {
    const inject = (options: InjectOptions) => t.app.inject(options);
    for (const token of [coordinator, adminToken]) {
      for (const route of routes()) {
        const res = await request(route, token, inject);
        expect(res.statusCode, `${route.name}: ${res.payload}`).toBe(route.status);
      }
    }
    const other = await campaignWithProducts(otherGroup, { name: 'Band Candles' });
    // The other group's coordinator for their own group, an administrator for it too.
    for (const token of [coordinatorOfOther, adminToken]) {
      const created = await postOrder(
        other.campaign,
        {
          sellerId: olga.user.id,
          buyerName: 'Band Parent',
          items: [{ productId: other.ids.Candle, quantity: 1 }],
          payment: { method: 'cash' },
        },
        token,
      );
      expect((await ok<TPaperOrder>(created, 201)).enteredByName).toBe(
        token === adminToken ? 'Alex Admin' : 'Casey Coordinator',
      );
    }
    const voided = await send(adminToken, 'POST', PATHS.voidPaperOrder(group.id, order._id), {
      reason: 'Entered twice',
    });
    expect((await ok<TPaperOrder>(voided)).status).toBe('cancelled');
  });
});

describe('editing and voiding, with the audit trail', () => {
  let campaign: CampaignRow;
  let ids: Record<string, string>;

  beforeAll(async () => {
    ({ campaign, ids } = await campaignWithProducts(group, { name: 'Audit Drive' }));
  });

  const form = (overrides: Partial<TPaperOrderBody> = {}): TPaperOrderBody => ({
    sellerId: ava.user.id,
    formNumber: 'E-1',
    buyerName: 'Pat Parent',
    buyerPhone: '555-0100',
    items: [{ productId: ids['Cookie Dough']!, quantity: 2 }],
    payment: { method: 'cash' },
    ...overrides,
  });

  it('edits with a reason: who, why and each field from → to, after the creation', async () => {
    const created = await createOrder(campaign, form());
    const url = PATHS.paperOrder(group.id, created._id);

    for (const reason of [undefined, '', '   ']) {
      const res = await send(coordinator, 'PUT', url, {
        ...form(),
        ...(reason === undefined ? {} : { reason }),
      });
      expectFailure(
        res,
        400,
        PAPER_ORDER_FIELD_MESSAGES.reasonRequired,
        [{ field: 'reason', code: 'FIELD_REQUIRED', message: PAPER_ORDER_FIELD_MESSAGES.reasonRequired }],
        'INVALID_REQUEST',
      );
    }

    const edited = await ok<TPaperOrder>(
      await send(adminToken, 'PUT', url, {
        ...form({
          sellerName: 'Zoe Newcomer',
          buyerPhone: '555-0199',
          items: [
            { productId: ids['Cookie Dough']!, quantity: 3 },
            { productId: ids.Wreath!, quantity: 1 },
          ],
          payment: { method: 'check', checkNumber: '881' },
        }),
        sellerId: undefined,
        reason: 'The buyer called to add a wreath',
      }),
    );
    expect(edited).toMatchObject({
      _id: created._id,
      orderNumber: created.orderNumber,
      createdAt: created.createdAt,
      enteredByName: 'Casey Coordinator',
      sellerId: null,
      sellerName: 'Zoe Newcomer',
      buyerPhone: '555-0199',
      productTotal: 84,
      donation: 0,
      total: 84,
      payment: { method: 'check', amount: 84, checkNumber: '881' },
      status: 'paid',
      voidedAt: null,
    });
    expect(edited.changes).toEqual([
      created.changes[0],
      {
        action: 'edited',
        changedByName: 'Alex Admin',
        changedAt: expect.stringMatching(ISO_INSTANT),
        reason: 'The buyer called to add a wreath',
        changes: [
          { field: 'seller', from: 'Ava Marie Smith', to: 'Zoe Newcomer' },
          { field: 'buyerPhone', from: '555-0100', to: '555-0199' },
          { field: 'items', from: '2 × Cookie Dough', to: '3 × Cookie Dough, 1 × Wreath' },
          { field: 'payment', from: 'cash 36.00', to: 'check 84.00 881' },
        ],
      },
    ]);
    expect(edited.changes[1]!.changedAt >= edited.changes[0]!.changedAt).toBe(true);
    expect(await ok<TPaperOrder>(await send(coordinator, 'GET', url))).toEqual(edited);
    const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, created._id));
    expect(row).toMatchObject({ totalProductCents: 8400, totalCents: 8400, sellerId: null, status: 'paid' });

    // Unpaid now: pending; and back to the seller, by typed name.
    const unpaid = await ok<TPaperOrder>(
      await send(coordinator, 'PUT', url, {
        ...form({ sellerName: 'ben ray', sellerId: undefined, payment: { method: 'unpaid' } }),
        formNumber: 'E-1b',
        reason: 'Not paid after all',
      }),
    );
    expect(unpaid).toMatchObject({
      sellerId: ben.user.id,
      sellerName: 'Ben Ray',
      status: 'pending',
      total: 36,
    });
    expect(unpaid.changes.map((change) => [change.action, change.changedByName])).toEqual([
      ['created', 'Casey Coordinator'],
      ['edited', 'Alex Admin'],
      ['edited', 'Casey Coordinator'],
    ]);
    expect(unpaid.changes[2]!.changes).toEqual([
      { field: 'formNumber', from: 'E-1', to: 'E-1b' },
      { field: 'seller', from: 'Zoe Newcomer', to: 'Ben Ray' },
      { field: 'buyerPhone', from: '555-0199', to: '555-0100' },
      { field: 'items', from: '3 × Cookie Dough, 1 × Wreath', to: '2 × Cookie Dough' },
      { field: 'payment', from: 'check 84.00 881', to: 'unpaid 0.00' },
    ]);

    // Another form's number is refused on an edit too; an edit that changes nothing still records its reason.
    await createOrder(campaign, form({ formNumber: 'E-2' }));
    expectFailure(
      await send(coordinator, 'PUT', url, { ...form({ formNumber: 'e-2' }), reason: 'Wrong number' }),
      409,
      PAPER_ORDER_API_MESSAGES.formNumberTaken('e-2'),
      undefined,
      'FORM_NUMBER_TAKEN',
    );
    const same = await ok<TPaperOrder>(
      await send(coordinator, 'PUT', url, {
        ...form({ sellerId: ben.user.id, formNumber: 'E-1b', payment: { method: 'unpaid' } }),
        reason: 'Checked again',
      }),
    );
    expect(same.changes.at(-1)).toMatchObject({ action: 'edited', reason: 'Checked again', changes: [] });
    expect(same.changes).toHaveLength(4);
  });

  it('voids with a reason: cancelled, voidedAt set, then neither edited nor voided again (409)', async () => {
    const created = await createOrder(campaign, form({ formNumber: 'V-1' }));
    const voidUrl = PATHS.voidPaperOrder(group.id, created._id);
    for (const payload of [{}, { reason: '  ' }]) {
      expectFailure(
        await send(coordinator, 'POST', voidUrl, payload),
        400,
        PAPER_ORDER_FIELD_MESSAGES.reasonRequired,
        [{ field: 'reason', code: 'FIELD_REQUIRED', message: PAPER_ORDER_FIELD_MESSAGES.reasonRequired }],
        'INVALID_REQUEST',
      );
    }
    const voided = await ok<TPaperOrder>(
      await send(coordinator, 'POST', voidUrl, { reason: 'Entered twice' }),
    );
    expect(voided).toMatchObject({ status: 'cancelled', voidedAt: expect.stringMatching(ISO_INSTANT) });
    expect(voided.changes).toEqual([
      created.changes[0],
      {
        action: 'voided',
        changedByName: 'Casey Coordinator',
        changedAt: voided.voidedAt,
        reason: 'Entered twice',
        changes: [],
      },
    ]);

    const changesBefore = await countRows('paper_order_changes');
    expectFailure(
      await send(adminToken, 'PUT', PATHS.paperOrder(group.id, created._id), { ...form(), reason: 'Fix' }),
      409,
      PAPER_ORDER_API_MESSAGES.paperOrderVoided,
      undefined,
      'PAPER_ORDER_VOIDED',
    );
    expectFailure(
      await send(adminToken, 'POST', voidUrl, { reason: 'Again' }),
      409,
      PAPER_ORDER_API_MESSAGES.paperOrderVoided,
      undefined,
      'PAPER_ORDER_VOIDED',
    );
    expect(await countRows('paper_order_changes')).toBe(changesBefore);
    expect(
      await ok<TPaperOrder>(await send(coordinator, 'GET', PATHS.paperOrder(group.id, created._id))),
    ).toEqual(voided);
  });

  it('drops a voided order from every count and keeps it on the staff’s order list', async () => {
    const voidGroup = await createGroup(t, { name: 'Cedar Scouts', profitShareBasisPoints: 5000 });
    const voidCoordinator = await coordinatorToken(t, await createCoordinator(t, voidGroup.id));
    const today = new Date().toISOString().slice(0, 10);
    const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const voidCampaign = await createCampaign(t, voidGroup.id, {
      name: 'Popcorn Days',
      startDate: dayOffset(-3),
      endDate: dayOffset(3),
      goalCents: 20_000,
    });
    const una = await sellerOf(voidGroup, 'Una Void');
    const [popcorn, tin] = await ok<TCampaignProduct[]>(
      await send(voidCoordinator, 'PUT', PATHS.campaignProducts(voidGroup.id, voidCampaign.id), {
        products: [
          { name: 'Popcorn', price: 10 },
          { name: 'Tin', price: 25 },
        ],
      }),
    );
    const enter = async (body: TPaperOrderBody) =>
      ok<TPaperOrder>(
        await send(voidCoordinator, 'POST', PATHS.campaignPaperOrders(voidGroup.id, voidCampaign.id), body),
        201,
      );
    const kept = await enter({
      sellerName: 'Walt Kept',
      buyerName: 'Ann Buyer',
      items: [{ productId: tin!._id, quantity: 2 }],
      payment: { method: 'cash' },
    });
    const doomed = await enter({
      sellerId: una.user.id,
      buyerName: 'Bob Buyer',
      items: [
        { productId: popcorn!._id, quantity: 3 },
        { productId: tin!._id, quantity: 1 },
      ],
      payment: { method: 'unpaid' },
    });

    const get = async <T>(path: string, token = voidCoordinator) => ok<T>(await send(token, 'GET', path));
    const snapshot = async () => ({
      report: await get<TCampaignReport>(REPORT_API_PATHS.campaignReport(voidGroup.id, voidCampaign.id)),
      dashboard: await get<TGroupDashboard>(REPORT_API_PATHS.groupDashboard(voidGroup.id)),
      stats: await get<TGroupStats>(API_PATHS.groupStats(voidGroup.id)),
      progress: await get<TSellerProgressReply['data']>(
        SHARE_LINK_API_PATHS.sellerProgress(voidCampaign.id),
        una.token,
      ),
      supplier: await get<TSupplierOrderReply['data']>(PATHS.supplierOrder(voidGroup.id, voidCampaign.id)),
    });

    const before = await snapshot();
    expect(before.report.totals).toEqual({
      orderCount: 2,
      sellerCount: 2,
      itemCount: 6,
      sales: 105,
      productSales: 105,
      donations: 0,
      productSalesAndDonations: 105,
      raised: 52.5,
      goal: 200,
      goalProgress: 0.525,
    });
    expect(before.report.sellers).toEqual([
      { rank: 1, name: 'Una Void', orderCount: 1, itemCount: 4, sales: 55, productSales: 55, donations: 0 },
      { rank: 2, name: 'Walt Kept', orderCount: 1, itemCount: 2, sales: 50, productSales: 50, donations: 0 },
    ]);
    expect(before.report.products).toEqual([
      { name: 'Popcorn', quantity: 3, sales: 30 },
      { name: 'Tin', quantity: 3, sales: 75 },
    ]);
    expect(before.report.daily.find((day) => day.date === today)).toEqual({
      date: today,
      orderCount: 2,
      sales: 105,
    });
    expect(before.dashboard.campaigns.map((summary) => summary.totals)).toEqual([before.report.totals]);
    expect(before.stats).toEqual({ userCount: 2, orderCount: 2, totalSales: 105 });
    expect(before.progress).toMatchObject({
      orderCount: 1,
      sales: 55,
      donations: 0,
      goal: { goalAmount: 200, productSales: 105, donations: 0, fraction: 0.525 },
    });
    expect(before.supplier).toMatchObject({ paperOrderCount: 2, totalQuantity: 6, totalAmount: 105 });
    expect(
      before.supplier.products.map((product) => [product.name, product.quantity, product.amount]),
    ).toEqual([
      ['Popcorn', 3, 30],
      ['Tin', 3, 75],
    ]);

    await ok(
      await send(voidCoordinator, 'POST', PATHS.voidPaperOrder(voidGroup.id, doomed._id), {
        reason: 'Refused',
      }),
    );

    const after = await snapshot();
    expect(after.report.totals).toEqual({
      orderCount: 1,
      sellerCount: 1,
      itemCount: 2,
      sales: 50,
      productSales: 50,
      donations: 0,
      productSalesAndDonations: 50,
      raised: 25,
      goal: 200,
      goalProgress: 0.25,
    });
    expect(after.report.sellers).toEqual([
      { rank: 1, name: 'Walt Kept', orderCount: 1, itemCount: 2, sales: 50, productSales: 50, donations: 0 },
    ]);
    expect(after.report.products).toEqual([{ name: 'Tin', quantity: 2, sales: 50 }]);
    expect(after.report.daily.find((day) => day.date === today)).toEqual({
      date: today,
      orderCount: 1,
      sales: 50,
    });
    expect(after.dashboard.campaigns.map((summary) => summary.totals)).toEqual([after.report.totals]);
    expect(after.dashboard.campaigns[0]!.topSellers).toEqual(after.report.sellers);
    expect(after.stats).toEqual({ userCount: 1, orderCount: 1, totalSales: 50 });
    expect(after.progress).toMatchObject({
      orderCount: 0,
      sales: 0,
      donations: 0,
      goal: { goalAmount: 200, productSales: 50, donations: 0, fraction: 0.25 },
    });
    expect(after.supplier).toMatchObject({ paperOrderCount: 1, totalQuantity: 2, totalAmount: 50 });
    expect(
      after.supplier.products.map((product) => [product.name, product.quantity, product.amount]),
    ).toEqual([
      ['Popcorn', 0, 0],
      ['Tin', 2, 50],
    ]);

    // Still on the group's order list, as cancelled.
    const list = await ok<TOrderListReply['data']>(
      await send(voidCoordinator, 'GET', `${ORDER_API_PATHS.groupOrders(voidGroup.id)}?source=paper`),
    );
    expect(list.map((item) => [item.shopifyOrderNumber, item.status, item.source])).toEqual([
      [doomed.orderNumber, 'cancelled', 'paper'],
      [kept.orderNumber, 'paid', 'paper'],
    ]);
    const latest = await get<TPaperOrder[]>(PATHS.campaignPaperOrders(voidGroup.id, voidCampaign.id));
    expect(latest.map((order) => [order._id, order.status])).toEqual([
      [doomed._id, 'cancelled'],
      [kept._id, 'paid'],
    ]);
  });
});

describe('personal data retention', () => {
  it('erases a paper order’s phone with its e-mail and address once its campaign is past retention', async () => {
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);
    const ended = await campaignWithProducts(group, {
      name: 'Long Gone',
      startDate: daysAgo(90),
      endDate: daysAgo(60),
    });
    const running = await campaignWithProducts(group, { name: 'Still Running' });
    const withEverything = await createOrder(ended.campaign, {
      sellerName: 'Ben Ray',
      buyerName: 'Pat Parent',
      buyerPhone: '555-0111',
      buyerEmail: 'pat@example.org',
      address: { address1: '1 Main St', city: 'Austin', zip: '78701' },
      items: [{ productId: ended.ids.Candle!, quantity: 1 }],
      payment: { method: 'cash' },
    });
    // A phone alone is personal data too: this order holds nothing else.
    const phoneOnly = await createOrder(ended.campaign, {
      sellerName: 'Ben Ray',
      buyerName: 'Kim Ray',
      buyerPhone: '555-0122',
      items: [{ productId: ended.ids.Wreath!, quantity: 1 }],
      payment: { method: 'cash' },
    });
    const current = await createOrder(running.campaign, {
      sellerName: 'Ben Ray',
      buyerName: 'Lou Lee',
      buyerPhone: '555-0133',
      items: [{ productId: running.ids.Wreath!, quantity: 1 }],
      payment: { method: 'cash' },
    });

    const result = await erasePersonalDataPastRetention(t.app.ctx.db, {
      retentionDays: 30,
      now,
      timeZone: 'UTC',
      batchSize: 1,
    });
    expect(result.orders).toBe(2);

    const stored = async (id: string) =>
      (await t.app.ctx.db.select().from(orders).where(eq(orders.id, id)))[0]!;
    expect(await stored(withEverything._id)).toMatchObject({
      buyerPhone: '',
      buyerEmail: '',
      shippingAddress1: '',
      shippingCity: '',
      shippingZip: '',
      buyerFirstName: 'Pat',
      buyerLastName: 'Parent',
      totalCents: 1250,
    });
    expect(await stored(phoneOnly._id)).toMatchObject({
      buyerPhone: '',
      buyerFirstName: 'Kim',
      totalCents: 3000,
    });
    expect(await stored(current._id)).toMatchObject({ buyerPhone: '555-0133' });
    const shown = await ok<TPaperOrder>(
      await send(coordinator, 'GET', PATHS.paperOrder(group.id, phoneOnly._id)),
    );
    expect(shown).toMatchObject({ buyerPhone: '', buyerName: 'Kim Ray', total: 30 });
    expect(shown.changes).toHaveLength(1);

    // Nothing is left to erase on the next run.
    expect(
      (await erasePersonalDataPastRetention(t.app.ctx.db, { retentionDays: 30, now, timeZone: 'UTC' }))
        .orders,
    ).toBe(0);
  });
});

describe('hidden products, kept prices, the entry date and repairs', () => {
  let campaign: CampaignRow;
  let ids: Record<string, string>;

  beforeAll(async () => {
    ({ campaign, ids } = await campaignWithProducts(group, { name: 'Hidden Drive' }));
  });

  const form = (overrides: Partial<TPaperOrderBody> = {}): TPaperOrderBody => ({
    sellerId: ava.user.id,
    buyerName: 'Pat Parent',
    items: [{ productId: ids['Candle']!, quantity: 2 }],
    payment: { method: 'cash' },
    ...overrides,
  });

  /** The campaign's list as it is, with one product's price or visibility changed. */
  async function changeProduct(name: string, change: { price?: number; hidden?: boolean }) {
    const list = await productsOf(campaign);
    await putProducts(
      campaign,
      list.map((product) => ({
        _id: product._id,
        name: product.name,
        price: product.price,
        sku: product.sku,
        hidden: product.hidden,
        ...(product.name === name ? change : {}),
      })),
    );
  }

  it('keeps the price a line was written at through an edit, and refuses a hidden product on a new form only', async () => {
    const created = await createOrder(campaign, form());
    expect(created.items).toEqual([
      { productId: ids['Candle'], productName: 'Candle', price: 12.5, quantity: 2 },
    ]);

    await changeProduct('Candle', { price: 15, hidden: true });
    const before = await countRows('orders');
    expectFailure(
      await postOrder(campaign, form()),
      400,
      INVALID,
      [
        {
          field: 'items.0.productId',
          code: 'PRODUCT_HIDDEN',
          message: PAPER_ORDER_API_MESSAGES.productHidden,
        },
      ],
      'INVALID_REQUEST',
    );
    expect(await countRows('orders')).toBe(before);

    const edited = await ok<TPaperOrder>(
      await send(coordinator, 'PUT', PATHS.paperOrder(group.id, created._id), {
        ...form({ buyerPhone: '555-0199' }),
        reason: 'Phone added',
      }),
    );
    expect(edited.items).toEqual([
      { productId: ids['Candle'], productName: 'Candle', price: 12.5, quantity: 2 },
    ]);
    expect(edited.total).toBe(25);
    expect(edited.changes.at(-1)?.changes).toEqual([{ field: 'buyerPhone', from: '', to: '555-0199' }]);

    // A product the order did not have takes its price of today.
    const grown = await ok<TPaperOrder>(
      await send(coordinator, 'PUT', PATHS.paperOrder(group.id, created._id), {
        ...form({
          items: [
            { productId: ids['Candle']!, quantity: 2 },
            { productId: ids['Wreath']!, quantity: 1 },
          ],
        }),
        reason: 'A wreath too',
      }),
    );
    expect(grown.total).toBe(55);
    await changeProduct('Candle', { price: 12.5, hidden: false });
  });

  it('dates a paper order by the portal’s clock when it is entered', async () => {
    const fixed = new Date('2026-03-10T15:00:00.000Z');
    const clocked = await createTestApp({ now: () => fixed });
    try {
      const admin = (await registerAdmin(clocked)).token;
      const target = await createGroup(clocked);
      const drive = await createCampaign(clocked, target.id);
      const products = await clocked.app.inject({
        method: 'PUT',
        url: api(PATHS.campaignProducts(target.id, drive.id)),
        headers: bearer(admin),
        payload: { products: [{ name: 'Popcorn', price: 10 }] },
      });
      const [popcorn] = products.json<{ data: TCampaignProduct[] }>().data;
      const res = await clocked.app.inject({
        method: 'POST',
        url: api(PATHS.campaignPaperOrders(target.id, drive.id)),
        headers: bearer(admin),
        payload: {
          sellerName: 'Ava',
          buyerName: 'Pat',
          items: [{ productId: popcorn!._id, quantity: 1 }],
          payment: { method: 'cash' },
        },
      });
      expect(res.statusCode, res.payload).toBe(201);
      const created = res.json<{ data: TPaperOrder }>().data;
      expect(created.createdAt).toBe(fixed.toISOString());
      expect(created.changes[0]?.changedAt).toBe(fixed.toISOString());
      const [row] = await clocked.app.ctx.db.select().from(orders).where(eq(orders.id, created._id));
      expect(row?.storeCreatedAt.toISOString()).toBe(fixed.toISOString());
    } finally {
      await clocked.close();
    }
  });

  it('leaves a paper order out of attribution repair: 404, nothing changed', async () => {
    const created = await createOrder(campaign, form({ sellerId: undefined, sellerName: 'Nobody Known' }));
    const res = await send(adminToken, 'PUT', ATTRIBUTION_API_PATHS.orderAttribution(created._id), {
      groupId: group.id,
      campaignId: campaign.id,
      sellerName: 'Someone Else',
      reason: 'Trying to move a paper order',
    });
    expectFailure(res, 404, ORDER_API_MESSAGES.orderNotFound, undefined, 'ORDER_NOT_FOUND');
    const unchanged = await ok<TPaperOrder>(
      await send(coordinator, 'GET', PATHS.paperOrder(group.id, created._id)),
    );
    expect(unchanged.sellerName).toBe('Nobody Known');
  });
});

describe('the group’s seller names', () => {
  it('lists each name of the group once, in name order, to the group’s staff only', async () => {
    // A sibling who shares a name with another seller record (another e-mail) is one choice on the form.
    await loginSeller(t, {
      name: ' ben ray ',
      email: `${unique('twin')}@example.org`,
      groupCode: group.code,
    });
    const names = await ok<{ _id: string; name: string }[]>(
      await send(coordinator, 'GET', PATHS.groupSellerNames(group.id)),
    );
    // "Twin Name" and "twin name" (two sellers, entered earlier in this file) are one choice too.
    expect(names.map((seller) => seller.name)).toEqual(['Ava Marie Smith', 'Ben Ray', 'Twin Name']);
    expect(names[0]?._id).toBe(ava.user.id);
    expect(await ok(await send(adminToken, 'GET', PATHS.groupSellerNames(otherGroup.id)))).toEqual([
      { _id: olga.user.id, name: 'Olga Other' },
    ]);
    expectFailure(
      await send(coordinatorOfOther, 'GET', PATHS.groupSellerNames(group.id)),
      403,
      API_ERROR_MESSAGES.forbidden,
      undefined,
      'FORBIDDEN',
    );
    expectFailure(
      await send(ava.token, 'GET', PATHS.groupSellerNames(group.id)),
      403,
      API_ERROR_MESSAGES.forbidden,
      undefined,
      'FORBIDDEN',
    );
    expectFailure(
      await send(adminToken, 'GET', PATHS.groupSellerNames(UNKNOWN_ID)),
      404,
      GROUP_API_MESSAGES.groupNotFound,
      undefined,
      'GROUP_NOT_FOUND',
    );
  });
});
