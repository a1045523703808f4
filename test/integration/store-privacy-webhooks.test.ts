import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/database.js';
import { erasePersonalDataPastRetention } from '../../src/server/orders/personal-data-retention.js';
import { signWebhookBody } from '../../src/server/store/webhook-signature.js';
import { PRIVACY_REQUEST_API_PATHS, type TPrivacyRequests } from '../../src/shared/api/privacy.js';
import { REPORT_API_PATHS } from '../../src/shared/api/report-paths.js';
import { ORDER_API_MESSAGES } from '../../src/shared/texts/orders.js';
import { PRIVACY_API_MESSAGES } from '../../src/shared/texts/privacy.js';
import {
  call,
  coordinatorToken,
  createCampaign,
  createCoordinator,
  createGroup,
  expectFailure,
  failure,
  registerAdmin,
  type CampaignRow,
  type GroupRow,
  type Reply,
} from '../support/fixtures.js';
import type { Seat } from '../support/mail-fixtures.js';
import { enterPaperOrder, ok, putProducts, sellerOf, sender, UNKNOWN_ID } from '../support/money-fixtures.js';
import { WEBHOOK_URL } from '../support/order-fixtures.js';
import { storeOrder as storeOrderBody } from '../support/store-webhooks.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * The store's mandatory privacy webhooks, delivered as the store does (raw JSON, HMAC, topic, delivery id) to the
 * order webhook route: the buyer's personal data leaves the store orders and nothing counted moves; a data request
 * waits for an administrator, who sees what the portal holds and marks it sent.
 */

const ORDERED_AT = new Date('2026-03-10T15:00:00Z');
const SHOP = { shop_id: 954889, shop_domain: 'x.myshopify.com' };
const JOHN = { id: 191167, email: 'John@Example.com', phone: '555-625-1199' };
/** Beyond 2^53: read as its exact digits, never rounded onto its neighbour. */
const BIG_ID = '9007199254740993';
const BIG_NEIGHBOUR = '9007199254740992';

let t: TestApp;
let adminToken: string;
let coordinator: string;
let group: GroupRow;
let campaign: CampaignRow;
let seat: Seat;
let cookieDough: string;

const send = (token: string | undefined, method: 'GET' | 'POST' | 'PUT', path: string, payload?: unknown) =>
  sender(t)(token, method, path, payload);

/** A delivery as the store makes it: exactly these bytes, signed unless a signature is given. */
function deliver(
  topic: string,
  body: string,
  options: { webhookId?: string; signature?: string } = {},
): Promise<Reply> {
  return call(t, {
    method: 'POST',
    url: WEBHOOK_URL,
    headers: {
      'content-type': 'application/json',
      'x-shopify-topic': topic,
      'x-shopify-hmac-sha256': options.signature ?? signWebhookBody(t.config.shopify.webhookSecret, body),
      'x-shopify-webhook-id': options.webhookId ?? randomUUID(),
      'x-shopify-shop-domain': SHOP.shop_domain,
    },
    payload: body,
  });
}

/** JSON whose `"#digits"` strings are written as bare integers (ids beyond 2^53 as the store writes them). */
const rawJson = (value: unknown) => JSON.stringify(value).replace(/"#(\d+)"/g, '$1');

const buyerRedact = (orders: (number | string)[], buyer: object = JOHN) =>
  rawJson({ ...SHOP, customer: buyer, orders_to_redact: orders });

const dataRequest = (orders: (number | string)[], requestId = 9999, buyer: object = JOHN) =>
  rawJson({ ...SHOP, orders_requested: orders, customer: buyer, data_request: { id: requestId } });

function expectOutcome(res: Reply, outcome: string) {
  expect(res.statusCode, res.payload).toBe(200);
  expect(res.json()).toEqual({ success: true, data: { outcome } });
}

interface BuyerRow {
  storeId: string;
  source: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address1: string;
  address2: string;
  city: string;
  province: string;
  zip: string;
  country: string;
  note: string;
  search: string;
  totalCents: number;
  sellerName: string;
}

/** The buyer's fields of every order, by store order id (paper orders by their form number). */
async function buyers(): Promise<Record<string, BuyerRow>> {
  const rows = await queryRows<BuyerRow>(
    t.app.ctx.db,
    sql`select case when o.source = 'store' then o.shopify_order_id else p.form_number end as "storeId",
               o.source, o.buyer_first_name as "firstName", o.buyer_last_name as "lastName",
               o.buyer_email as email, o.buyer_phone as phone, o.shipping_address1 as address1,
               o.shipping_address2 as address2, o.shipping_city as city, o.shipping_province as province,
               o.shipping_zip as zip, o.shipping_country as country, o.note, o.buyer_search as search,
               o.total_cents::int as "totalCents", o.seller_name as "sellerName"
        from orders o left join paper_orders p on p.order_id = o.id
        order by o.store_created_at, o.id`,
  );
  return Object.fromEntries(rows.map((row) => [row.storeId, row]));
}

/** Everything counted: the campaign report, the distribution sheets' counts and the item lines. */
async function figures() {
  const report = ok<Record<string, unknown>>(
    await send(adminToken, 'GET', REPORT_API_PATHS.campaignReport(group.id, campaign.id)),
  );
  const sheets = ok<{ sellers: { orders: { orderNumber: string; items: unknown[]; donation: number }[] }[] }>(
    await send(adminToken, 'GET', REPORT_API_PATHS.campaignDistribution(group.id, campaign.id)),
  );
  const [items] = await queryRows<{ lines: number; quantity: number; cents: number }>(
    t.app.ctx.db,
    sql`select count(*)::int as lines, sum(quantity)::int as quantity, sum(price_cents * quantity)::int as cents
        from order_items`,
  );
  const [counts] = await queryRows<Record<string, number>>(
    t.app.ctx.db,
    sql`select count(*)::int as orders, sum(total_cents)::int as total, sum(total_product_cents)::int as products,
               sum(donation_cents)::int as donations, count(*) filter (where status = 'cancelled')::int as cancelled
        from orders`,
  );
  const sheetOrders = sheets.sellers.flatMap((seller) =>
    seller.orders.map(({ orderNumber, items: lines, donation }) => ({ orderNumber, lines, donation })),
  );
  return { report, sheetOrders, items, counts };
}

const EMPTY_BUYER = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address1: '',
  address2: '',
  city: '',
  province: '',
  zip: '',
  note: '',
  search: ' \n',
};

/** A store order credited to Ava, numbered by the last five digits of its id, delivered with its exact id. */
async function storeOrder(id: string, email: string, firstName: string, lastName: string) {
  const order = storeOrderBody({
    createdAt: ORDERED_AT.toISOString(),
    orderNumber: Number(id.slice(-5)),
    email,
    firstName,
    lastName,
    attributes: {
      group_code: group.code,
      student_name: seat.seller.user.name,
      student_email: seat.seller.user.email,
      group_name: group.name,
      campaign_id: campaign.id,
      campaign_name: campaign.name,
      user_id: seat.seller.user.id,
    },
  });
  const res = await deliver('orders/create', rawJson({ ...order, id: `#${id}` }));
  expect(res.statusCode, res.payload).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await registerAdmin(t)).token;
  group = await createGroup(t, { name: 'Privacy Park PTA' });
  campaign = await createCampaign(t, group.id, { name: 'Privacy Sale', donationsEnabled: true });
  coordinator = await coordinatorToken(t, await createCoordinator(t, group.id));
  seat = { seller: await sellerOf(t, group, 'Ava Seller'), group, campaign };
  const products = await putProducts(t, coordinator, group.id, campaign.id, [
    { name: 'Cookie Dough', price: '18.00' },
  ]);
  cookieDough = products[0]!._id;
});
afterAll(async () => {
  await t.close();
});

async function clearRequests() {
  await queryRows(t.app.ctx.db, sql`delete from privacy_requests returning id`);
}

describe('customers/redact', () => {
  it("erases the buyer's data on the listed orders and those bought with the e-mail; nothing counted moves", async () => {
    await clearRequests();
    await storeOrder('299938', 'john@example.com', 'John', 'Smith');
    await storeOrder('280263', 'JOHN@example.com', 'Johnny', 'Smith');
    await storeOrder('220458', 'gift@example.net', 'Jane', 'Doe');
    await storeOrder(BIG_ID, 'big@example.net', 'Bea', 'Big');
    await storeOrder(BIG_NEIGHBOUR, 'near@example.net', 'Ned', 'Near');
    await storeOrder('310001', 'keep@example.org', 'Kim', 'Keep');
    await queryRows(t.app.ctx.db, sql`update orders set note = 'Leave at the door' returning id`);
    await enterPaperOrder(t, coordinator, group.id, campaign.id, {
      sellerId: seat.seller.user.id,
      formNumber: 'P-1',
      buyerName: 'John Smith',
      buyerPhone: '555-625-1199',
      buyerEmail: 'john@example.com',
      address: { address1: '9 Elm St', address2: '', city: 'Austin', province: 'TX', zip: '78701' },
      items: [{ productId: cookieDough, quantity: 1 }],
      payment: { method: 'cash' },
    });
    const before = await buyers();
    const figuresBefore = await figures();
    expect(figuresBefore.counts).toMatchObject({ orders: 7 });
    expect(before['299938']).toMatchObject({ firstName: 'John', email: 'john@example.com', city: 'Austin' });

    const webhookId = randomUUID();
    expectOutcome(
      await deliver('customers/redact', buyerRedact(['#220458', `#${BIG_ID}`]), { webhookId }),
      'redacted',
    );

    const after = await buyers();
    for (const id of ['299938', '280263', '220458', BIG_ID]) {
      expect(after[id], id).toEqual({ ...before[id]!, ...EMPTY_BUYER });
      expect(after[id]!.country).toBe('United States');
    }
    for (const id of ['310001', BIG_NEIGHBOUR, 'P-1']) expect(after[id], id).toEqual(before[id]);
    expect(after['P-1']).toMatchObject({ source: 'paper', firstName: 'John', phone: '555-625-1199' });
    expect(await figures()).toEqual(figuresBefore);
    const sheetBuyers = ok<{ sellers: { orders: { orderNumber: string; buyerName: string }[] }[] }>(
      await send(adminToken, 'GET', REPORT_API_PATHS.campaignDistribution(group.id, campaign.id)),
    ).sellers.flatMap((seller) => seller.orders.map((order) => order.buyerName));
    expect(sheetBuyers.sort()).toEqual(['', '', '', '', 'John Smith', 'Kim Keep', 'Ned Near']);

    // The replay changes nothing: an order John placed since keeps his data, and the answer is the first one.
    await storeOrder('320002', 'john@example.com', 'John', 'Smith');
    const beforeReplay = await buyers();
    expectOutcome(
      await deliver('customers/redact', buyerRedact(['#220458', `#${BIG_ID}`]), { webhookId }),
      'redacted',
    );
    expect(await buyers()).toEqual(beforeReplay);
    expect(beforeReplay['320002']).toMatchObject({ firstName: 'John', email: 'john@example.com' });
  });

  it('a buyer without an e-mail is matched by the listed orders alone', async () => {
    await clearRequests();
    await storeOrder('410001', '', 'No', 'Mail');
    await storeOrder('410002', '', 'Other', 'Buyer');
    expectOutcome(
      await deliver('customers/redact', buyerRedact(['#410001'], { id: 5, email: null, phone: null })),
      'redacted',
    );
    const after = await buyers();
    expect(after['410001']).toMatchObject(EMPTY_BUYER);
    expect(after['410002']).toMatchObject({ firstName: 'Other', lastName: 'Buyer', city: 'Austin' });
  });
});

describe('shop/redact', () => {
  it('erases every store order and leaves paper orders as they were', async () => {
    await clearRequests();
    await storeOrder('510001', 'a@example.com', 'Ann', 'One');
    await storeOrder('510002', 'b@example.com', 'Ben', 'Two');
    await enterPaperOrder(t, coordinator, group.id, campaign.id, {
      sellerId: seat.seller.user.id,
      formNumber: 'P-2',
      buyerName: 'Paula Paper',
      buyerPhone: '555-000-1111',
      buyerEmail: 'paula@example.org',
      address: { address1: '1 Oak St', address2: 'Apt 2', city: 'Waco', province: 'TX', zip: '76701' },
      items: [{ productId: cookieDough, quantity: 2 }],
      payment: { method: 'cash' },
    });
    expectOutcome(await deliver('customers/data_request', dataRequest(['#510001'], 7001)), 'recorded');
    const before = await buyers();
    const figuresBefore = await figures();

    expectOutcome(await deliver('shop/redact', rawJson(SHOP)), 'redacted');

    const after = await buyers();
    expect(after['510001']).toEqual({ ...before['510001']!, ...EMPTY_BUYER });
    expect(after['510002']).toEqual({ ...before['510002']!, ...EMPTY_BUYER });
    expect(after['P-2']).toEqual(before['P-2']);
    expect(after['P-2']).toMatchObject({
      firstName: 'Paula',
      email: 'paula@example.org',
      phone: '555-000-1111',
    });
    expect(await figures()).toEqual(figuresBefore);
    const requests = await queryRows<{ email: string; phone: string; orders: string[] }>(
      t.app.ctx.db,
      sql`select buyer_email as email, buyer_phone as phone, orders_requested as orders from privacy_requests`,
    );
    expect(requests).toEqual([{ email: '', phone: '', orders: ['510001'] }]);
  });
});

describe('refusals', () => {
  it('refuses a bad signature with 401 and changes nothing', async () => {
    await clearRequests();
    await storeOrder('610001', 'john@example.com', 'John', 'Smith');
    const before = await buyers();
    const bodies: [string, string][] = [
      ['customers/redact', buyerRedact(['#610001'])],
      ['shop/redact', rawJson(SHOP)],
      ['customers/data_request', dataRequest(['#610001'])],
    ];
    for (const [topic, body] of bodies) {
      for (const signature of ['', signWebhookBody('another-secret', body)]) {
        expectFailure(
          await deliver(topic, body, { signature }),
          401,
          ORDER_API_MESSAGES.webhookSignatureInvalid,
          undefined,
          'WEBHOOK_SIGNATURE_INVALID',
        );
      }
    }
    expect(await buyers()).toEqual(before);
    const [counts] = await queryRows<{ requests: number }>(
      t.app.ctx.db,
      sql`select count(*)::int as requests from privacy_requests`,
    );
    expect(counts).toEqual({ requests: 0 });
  });

  it('refuses a malformed body with 400 naming the fields, records nothing, and takes the delivery later', async () => {
    await clearRequests();
    await storeOrder('620001', 'john@example.com', 'John', 'Smith');
    const before = await buyers();
    const webhookId = randomUUID();
    const cases: [topic: string, body: string, fields: [string, string][]][] = [
      [
        'customers/redact',
        JSON.stringify({ ...SHOP, customer: { email: 42 } }),
        [
          ['customer.email', 'FIELD_NOT_TEXT'],
          ['orders_to_redact', 'FIELD_REQUIRED'],
        ],
      ],
      [
        'customers/redact',
        JSON.stringify({ shop_domain: 'x.myshopify.com', customer: JOHN, orders_to_redact: ['abc', -1] }),
        [
          ['shop_id', 'FIELD_INVALID'],
          ['orders_to_redact.0', 'FIELD_INVALID'],
          ['orders_to_redact.1', 'FIELD_INVALID'],
        ],
      ],
      [
        'shop/redact',
        JSON.stringify({}),
        [
          ['shop_id', 'FIELD_INVALID'],
          ['shop_domain', 'FIELD_REQUIRED'],
        ],
      ],
      [
        'customers/data_request',
        JSON.stringify({ ...SHOP, customer: JOHN, orders_requested: [1] }),
        [['data_request', 'FIELD_REQUIRED']],
      ],
    ];
    for (const [topic, body, fields] of cases) {
      const reply = failure(await deliver(topic, body, { webhookId }), 400);
      expect(reply.code, body).toBe('WEBHOOK_PAYLOAD_INVALID');
      expect(
        reply.errors?.map((error) => [error.field, error.code]),
        body,
      ).toEqual(fields);
    }
    for (const body of ['', 'not json', 'null', '[]']) {
      expect(failure(await deliver('shop/redact', body, { webhookId }), 400).code).toBe(
        'WEBHOOK_PAYLOAD_INVALID',
      );
    }
    expect(await buyers()).toEqual(before);

    // The refused deliveries were not recorded: the same delivery id with a good body is processed.
    expectOutcome(await deliver('customers/redact', buyerRedact([]), { webhookId }), 'redacted');
    expect((await buyers())['620001']).toMatchObject(EMPTY_BUYER);
  });
});

describe("customers/data_request and the administrators' requests", () => {
  const list = async (token = adminToken) =>
    ok<TPrivacyRequests>(await send(token, 'GET', PRIVACY_REQUEST_API_PATHS.privacyRequests()));

  it('records the request once, lists what the portal holds, and completes it with "Mark as sent"', async () => {
    await clearRequests();
    await storeOrder('710000', 'john@example.com', 'John', 'Smith');
    await storeOrder('710001', 'JOHN@EXAMPLE.COM', 'John', 'Smith');
    await storeOrder('710002', 'someone@example.org', 'Sue', 'One');
    expect(await list()).toEqual({ requests: [] });

    const webhookId = randomUUID();
    expectOutcome(
      await deliver('customers/data_request', dataRequest(['#710000']), { webhookId }),
      'recorded',
    );
    expectOutcome(
      await deliver('customers/data_request', dataRequest(['#710000']), { webhookId }),
      'recorded',
    );
    // The store's same request in another delivery is the same request.
    expectOutcome(await deliver('customers/data_request', dataRequest(['#710000'])), 'recorded');

    const { requests } = await list();
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request).toMatchObject({
      storeRequestId: '9999',
      buyerEmail: 'John@Example.com',
      buyerPhone: '555-625-1199',
      ordersRequested: ['710000'],
    });
    expect(request!.orders.map((order) => order.storeOrderId)).toEqual(['710000', '710001']);
    expect(request!.orders[0]).toEqual({
      _id: expect.any(String),
      orderNumber: '10000',
      storeOrderId: '710000',
      orderDate: ORDERED_AT.toISOString(),
      groupCode: group.code,
      groupName: 'Privacy Park PTA',
      buyerFirstName: 'John',
      buyerLastName: 'Smith',
      buyerEmail: 'john@example.com',
      buyerPhone: '',
      shippingAddress1: '1 Main St',
      shippingAddress2: '',
      shippingCity: 'Austin',
      shippingProvince: 'Texas',
      shippingZip: '78701',
      shippingCountry: 'United States',
      note: '',
    });

    // Coordinators are refused both endpoints.
    for (const [method, path] of [
      ['GET', PRIVACY_REQUEST_API_PATHS.privacyRequests()],
      ['POST', PRIVACY_REQUEST_API_PATHS.privacyRequestSent(request!._id)],
    ] as const) {
      expect(failure(await send(coordinator, method, path), 403).code).toBe('FORBIDDEN');
      expect(failure(await send(undefined, method, path), 401).code).toBe('AUTHENTICATION_REQUIRED');
    }

    const sent = await send(adminToken, 'POST', PRIVACY_REQUEST_API_PATHS.privacyRequestSent(request!._id));
    expect(sent.json<{ message: string }>().message).toBe(PRIVACY_API_MESSAGES.privacyRequestSent);
    const completed = ok<{ _id: string; completedAt: string; completedBy: string }>(sent);
    expect(completed).toEqual({
      _id: request!._id,
      completedAt: expect.any(String),
      completedBy: 'Alex Admin',
    });
    const [row] = await queryRows<{ completedAt: Date; completedByName: string }>(
      t.app.ctx.db,
      sql`select completed_at as "completedAt", completed_by_name as "completedByName" from privacy_requests`,
    );
    expect(row!.completedByName).toBe('Alex Admin');
    expect(new Date(row!.completedAt).toISOString()).toBe(completed.completedAt);
    expect(await list()).toEqual({ requests: [] });

    expectFailure(
      await send(adminToken, 'POST', PRIVACY_REQUEST_API_PATHS.privacyRequestSent(request!._id)),
      409,
      PRIVACY_API_MESSAGES.privacyRequestCompleted,
      undefined,
      'PRIVACY_REQUEST_COMPLETED',
    );
    for (const id of [UNKNOWN_ID, 'not-an-id']) {
      expectFailure(
        await send(adminToken, 'POST', PRIVACY_REQUEST_API_PATHS.privacyRequestSent(id)),
        404,
        PRIVACY_API_MESSAGES.privacyRequestNotFound,
        undefined,
        'PRIVACY_REQUEST_NOT_FOUND',
      );
    }
  });

  it('a later customers/redact empties what the open request shows and removes the contact', async () => {
    await clearRequests();
    await storeOrder('720001', 'john@example.com', 'John', 'Smith');
    expectOutcome(await deliver('customers/data_request', dataRequest(['#720001'], 8001)), 'recorded');
    expectOutcome(await deliver('customers/redact', buyerRedact(['#720001'])), 'redacted');
    const [request] = (await list()).requests;
    expect(request).toMatchObject({ buyerEmail: '', buyerPhone: '', ordersRequested: ['720001'] });
    expect(request!.orders).toEqual([
      expect.objectContaining({
        storeOrderId: '720001',
        buyerFirstName: '',
        buyerEmail: '',
        shippingCity: '',
      }),
    ]);
  });

  it('retention removes a request completed past retention and keeps an open one', async () => {
    await clearRequests();
    expectOutcome(await deliver('customers/data_request', dataRequest([], 9001)), 'recorded');
    expectOutcome(await deliver('customers/data_request', dataRequest([], 9002)), 'recorded');
    const [first] = (await list()).requests;
    ok(await send(adminToken, 'POST', PRIVACY_REQUEST_API_PATHS.privacyRequestSent(first!._id)));
    const retention = (now: Date) =>
      erasePersonalDataPastRetention(t.app.ctx.db, { retentionDays: 30, now, timeZone: 'UTC' });

    expect(await retention(new Date(Date.now() + 5 * 86_400_000))).toMatchObject({ privacyRequests: 0 });
    expect(await retention(new Date(Date.now() + 40 * 86_400_000))).toMatchObject({ privacyRequests: 1 });
    const rows = await queryRows<{ storeRequestId: string }>(
      t.app.ctx.db,
      sql`select store_request_id as "storeRequestId" from privacy_requests`,
    );
    expect(rows).toEqual([{ storeRequestId: '9002' }]);
  });
});
