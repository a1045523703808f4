/**
 * Every order payload a Shopify-like store can send reaches the portal intact: 64-bit ids kept to the last digit,
 * draft and in-person orders without a buyer, any Unicode, test orders, deletions, edits, removed line items, and
 * JSON that is not an order refused without storing anything.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWebhookBody } from '../../src/server/store/webhook-signature.js';
import { ZGroupStatsReply, type TGroupStats } from '../../src/shared/api/groups.js';
import { ORDER_API_PATHS } from '../../src/shared/api/order-paths.js';
import {
  ZOrderListReply,
  ZOrderReply,
  type TOrder,
  type TOrderListReply,
} from '../../src/shared/api/orders.js';
import { API_BASE, API_PATHS } from '../../src/shared/api/paths.js';
import { REPORT_API_PATHS } from '../../src/shared/api/report-paths.js';
import { ZCampaignReportReply, type TCampaignReport } from '../../src/shared/api/reports.js';
import { ZAdminStatsReply, type TAdminStats } from '../../src/shared/api/stats.js';
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
  type CampaignRow,
  type GroupRow,
  type Reply,
} from '../support/fixtures.js';
import { WEBHOOK_URL, itemRowsOf, orderRowsOf, orderTableCounts } from '../support/order-fixtures.js';
import { storeOrder } from '../support/store-webhooks.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const NOW = new Date('2026-11-04T12:00:00Z');
/** Inside every campaign made here (2026-11-01 … 2026-11-30). */
const ORDERED_AT = '2026-11-03T15:00:00Z';
const EDITED_AT = '2026-11-03T16:00:00Z';

/**
 * JSON text in which each `"@int:<digits>"` string is written as the bare number <digits>, the way the store
 * writes its 64-bit ids: JSON.stringify alone cannot write an integer beyond 2^53 exactly.
 */
function rawJson(value: unknown): string {
  return JSON.stringify(value).replace(/"@int:(\d+)"/g, '$1');
}
const int = (digits: string) => `@int:${digits}`;

/** A line whose title test 4 sends as \u escapes: its JSON text is replaced in the body. */
const ESCAPED_LINE = { title: 'ESCAPED-TITLE-PLACEHOLDER', price: '1.00', quantity: 1 };

let nextBigId = 820_982_911_946_200_000n;
/** A fresh id beyond 2^53, as digits. */
function bigId(): string {
  nextBigId += 10n;
  return nextBigId.toString();
}

describe('POST /api/shopify/webhooks: every order payload the store can send', () => {
  let t: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    adminToken = (await registerAdmin(t)).token;
  });
  afterAll(async () => {
    await t.close();
  });

  // ----- delivering -----

  /** Posts exactly these bytes, signed as the store signs them. */
  function deliver(body: string, topic = 'orders/create', webhookId: string = randomUUID()): Promise<Reply> {
    return call(t, {
      method: 'POST',
      url: WEBHOOK_URL,
      headers: {
        'content-type': 'application/json',
        'x-shopify-topic': topic,
        'x-shopify-hmac-sha256': signWebhookBody(t.config.shopify.webhookSecret, body),
        'x-shopify-webhook-id': webhookId,
        'x-shopify-shop-domain': 'demo-store.local',
      },
      payload: body,
    });
  }

  function expectOutcome(res: Reply, outcome: string): void {
    expect(res.statusCode, res.payload).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { outcome } });
  }

  // ----- reading back -----

  async function getJson(url: string, token: string): Promise<unknown> {
    const res = await call(t, { method: 'GET', url: `${API_BASE}${url}`, headers: bearer(token) });
    expect(res.statusCode, res.payload).toBe(200);
    return res.json();
  }

  /** The one order stored under this store id, its portal id. */
  async function portalIdOf(storeId: string): Promise<string> {
    const rows = await orderRowsOf(t, storeId);
    expect(rows, `orders with store id ${storeId}`).toHaveLength(1);
    return rows[0]!.id;
  }

  async function adminOrder(orderId: string): Promise<TOrder> {
    return ZOrderReply.parse(await getJson(ORDER_API_PATHS.adminOrder(orderId), adminToken)).data;
  }

  async function adminOrders(groupCode: string): Promise<TOrderListReply> {
    const url = `${ORDER_API_PATHS.adminOrders}?groupCode=${encodeURIComponent(groupCode)}&limit=100`;
    return ZOrderListReply.parse(await getJson(url, adminToken));
  }

  async function groupOrders(groupId: string, token: string): Promise<TOrderListReply> {
    return ZOrderListReply.parse(await getJson(`${ORDER_API_PATHS.groupOrders(groupId)}?limit=100`, token));
  }

  async function adminStats(): Promise<TAdminStats> {
    return ZAdminStatsReply.parse(await getJson(API_PATHS.adminStats, adminToken)).data;
  }

  async function groupStats(groupId: string, token: string): Promise<TGroupStats> {
    return ZGroupStatsReply.parse(await getJson(API_PATHS.groupStats(groupId), token)).data;
  }

  async function report(fundraiser: Fundraiser): Promise<TCampaignReport> {
    const url = REPORT_API_PATHS.campaignReport(fundraiser.group.id, fundraiser.campaign.id);
    return ZCampaignReportReply.parse(await getJson(url, fundraiser.coordinator)).data;
  }

  function groupOrder(fundraiser: Fundraiser, orderId: string): Promise<Reply> {
    return call(t, {
      method: 'GET',
      url: `${API_BASE}${ORDER_API_PATHS.groupOrder(fundraiser.group.id, orderId)}`,
      headers: bearer(fundraiser.coordinator),
    });
  }

  // ----- a group with a campaign and a coordinator, and carts attributed to them -----

  interface Fundraiser {
    group: GroupRow;
    campaign: CampaignRow;
    coordinator: string;
    /** The portal's note attributes of a cart sold by Ava Stone for this campaign. */
    attributes: Record<string, string>;
  }

  async function fundraiser(code: string): Promise<Fundraiser> {
    const group = await createGroup(t, { code, name: `${code} Club` });
    const campaign = await createCampaign(t, group.id, {
      name: `${code} Drive`,
      startDate: '2026-11-01',
      endDate: '2026-11-30',
    });
    const coordinator = await coordinatorToken(t, await createCoordinator(t, group.id));
    const attributes = {
      group_code: code,
      student_name: 'Ava Stone',
      campaign_id: campaign.id,
      campaign_name: campaign.name,
    };
    return { group, campaign, coordinator, attributes };
  }

  const noReportTotals = {
    orderCount: 0,
    sellerCount: 0,
    itemCount: 0,
    sales: 0,
    productSales: 0,
    donations: 0,
    productSalesAndDonations: 0,
    raised: null,
    goal: null,
    goalProgress: null,
  };

  // ----- 1 -----

  it("stores the store's own sample order (cancelled, voided, 64-bit ids, fields the portal ignores) exactly", async () => {
    const lions = await fundraiser('SAMPLE1');
    // Written the way the store writes it: bare 64-bit numbers, nested objects and arrays the portal does not
    // read, floats, negative numbers, nulls, and a note whose digits are inside a string with escaped quotes.
    const body = `{
  "id": 820982911946154508,
  "admin_graphql_api_id": "gid://shopify/Order/820982911946154508",
  "app_id": 580111,
  "browser_ip": "203.0.113.7",
  "buyer_accepts_marketing": true,
  "cancel_reason": "customer",
  "cancelled_at": "2026-11-03T11:00:00-05:00",
  "cart_token": null,
  "checkout_id": 901414060,
  "checkout_token": "bd5a8aa1ecd019dd3520ff791ee3a24c",
  "client_details": { "accept_language": "en-US", "browser_height": 1080, "browser_ip": "203.0.113.7", "browser_width": 1920, "session_hash": null, "user_agent": "Mozilla/5.0" },
  "closed_at": null,
  "confirmation_number": "ZH4E7D1RW",
  "confirmed": true,
  "contact_email": "Jon@Example.com",
  "created_at": "2026-11-03T10:15:22-05:00",
  "currency": "USD",
  "current_subtotal_price": "0.00",
  "current_subtotal_price_set": { "shop_money": { "amount": "0.00", "currency_code": "USD" }, "presentment_money": { "amount": "0.00", "currency_code": "USD" } },
  "current_total_discounts": "0.00",
  "current_total_price": "0.00",
  "current_total_tax": "0.00",
  "customer_locale": "en",
  "device_id": null,
  "discount_codes": [ { "code": "FALL10", "amount": "3.60", "type": "percentage" } ],
  "email": "Jon@Example.com",
  "estimated_taxes": false,
  "financial_status": "voided",
  "fulfillment_status": null,
  "landing_site": null,
  "location_id": null,
  "merchant_of_record_app_id": null,
  "name": "#9999",
  "note": "Gift wrap \\"12345678901234567890\\" please",
  "note_attributes": [
    { "name": "group_code", "value": "SAMPLE1" },
    { "name": "student_name", "value": "Ava Stone" },
    { "name": "campaign_id", "value": "${lions.campaign.id}" },
    { "name": "campaign_name", "value": "SAMPLE1 Drive" }
  ],
  "number": 234,
  "order_number": 1234,
  "order_status_url": "https://demo-store.local/548380009/orders/123456abcd/authenticate?key=abcdefg",
  "original_total_duties_set": null,
  "payment_gateway_names": [ "visa", "bogus" ],
  "phone": null,
  "po_number": null,
  "presentment_currency": "USD",
  "processed_at": "2026-11-03T10:15:22-05:00",
  "reference": null,
  "referring_site": null,
  "source_identifier": null,
  "source_name": "web",
  "source_url": null,
  "subtotal_price": "32.40",
  "subtotal_price_set": { "shop_money": { "amount": "32.40", "currency_code": "USD" }, "presentment_money": { "amount": "32.40", "currency_code": "USD" } },
  "tags": "tag1, tag2",
  "tax_exempt": false,
  "tax_lines": [ { "price": "2.11", "rate": 0.065, "title": "State Tax", "price_set": { "shop_money": { "amount": "2.11", "currency_code": "USD" } }, "channel_liable": false } ],
  "taxes_included": false,
  "test": false,
  "token": "99999999999999999999",
  "total_discounts": "3.60",
  "total_line_items_price": "36.00",
  "total_outstanding": "0.00",
  "total_price": "44.51",
  "total_price_set": { "shop_money": { "amount": "44.51", "currency_code": "USD" }, "presentment_money": { "amount": "44.51", "currency_code": "USD" } },
  "total_shipping_price_set": { "shop_money": { "amount": "10.00", "currency_code": "USD" } },
  "total_tax": "2.11",
  "total_tip_received": "0.00",
  "total_weight": 1300,
  "updated_at": "2026-11-03T11:00:00-05:00",
  "user_id": null,
  "billing_address": { "first_name": "Bob", "last_name": "Biller", "address1": "123 Billing Street", "address2": null, "city": "Billtown", "province": "Kentucky", "zip": "K2P0B0", "country": "United States", "latitude": null, "longitude": null },
  "customer": {
    "id": 115310627314723954,
    "email": "john@example.com",
    "first_name": "John",
    "last_name": "Smith",
    "state": "disabled",
    "note": null,
    "verified_email": true,
    "tags": "",
    "currency": "USD",
    "tax_exemptions": [],
    "admin_graphql_api_id": "gid://shopify/Customer/115310627314723954",
    "default_address": { "id": 715243470612851245, "customer_id": 115310627314723954, "first_name": null, "last_name": null, "address1": "123 Elm St.", "city": "Ottawa", "province": "Ontario", "country": "Canada", "zip": "K2H7A8", "default": true }
  },
  "discount_applications": [ { "target_type": "line_item", "type": "discount_code", "value": "10.0", "value_type": "percentage", "allocation_method": "across", "target_selection": "all", "code": "FALL10" } ],
  "fulfillments": [],
  "line_items": [
    {
      "id": 866550311766439020,
      "admin_graphql_api_id": "gid://shopify/LineItem/866550311766439020",
      "current_quantity": 2,
      "fulfillable_quantity": 2,
      "fulfillment_service": "manual",
      "fulfillment_status": null,
      "gift_card": false,
      "grams": 567,
      "name": "IPod Nano - 8GB - Pink",
      "price": "12.00",
      "price_set": { "shop_money": { "amount": "12.00", "currency_code": "USD" }, "presentment_money": { "amount": "12.00", "currency_code": "USD" } },
      "product_exists": true,
      "product_id": 632910392,
      "properties": [ { "name": "Engraving", "value": "To Sam" } ],
      "quantity": 2,
      "requires_shipping": true,
      "sku": "IPOD2008PINK",
      "taxable": true,
      "title": "IPod Nano - 8GB",
      "total_discount": "0.00",
      "variant_id": 808950810,
      "variant_title": "Pink",
      "vendor": null,
      "tax_lines": [ { "channel_liable": false, "price": "1.56", "rate": 0.065, "title": "State Tax" } ],
      "duties": [],
      "discount_allocations": [ { "amount": "2.40", "discount_application_index": 0 } ]
    },
    {
      "id": 141249953214522974,
      "admin_graphql_api_id": "gid://shopify/LineItem/141249953214522974",
      "current_quantity": 1,
      "grams": -0,
      "name": "Cookie Dough Tub",
      "price": "12.00",
      "product_id": null,
      "properties": [],
      "quantity": 1,
      "title": "🍪 Cookie Dough Tub",
      "variant_id": null,
      "tax_lines": [],
      "discount_allocations": [ { "amount": "1.20", "discount_application_index": 0 } ]
    }
  ],
  "payment_terms": null,
  "refunds": [],
  "shipping_address": { "first_name": "Steve", "last_name": "Shipper", "address1": "123 Shipping Street", "address2": null, "city": "Shippington", "province": "Kentucky", "zip": "40003", "country": "United States", "country_code": "US", "latitude": 45.41634, "longitude": -75.6868e0 },
  "shipping_lines": [
    { "id": 271878346596884015, "carrier_identifier": null, "code": "Standard", "discounted_price": "10.00", "price": "10.00", "price_set": { "shop_money": { "amount": "10.00", "currency_code": "USD" } }, "source": "shopify", "title": "Standard", "tax_lines": [], "discount_allocations": [] }
  ]
}`;
    expectOutcome(await deliver(body, 'orders/cancelled'), 'created');

    const [row] = await orderRowsOf(t, '820982911946154508');
    expect(row).toMatchObject({
      shopifyOrderId: '820982911946154508',
      totalProductCents: 3600,
      shippingCents: 1000,
      totalCents: 4451,
      isTest: false,
      deletedAt: null,
      storeCancelledAt: new Date('2026-11-03T16:00:00.000Z'),
    });
    const res = await call(t, {
      method: 'GET',
      url: `${API_BASE}${ORDER_API_PATHS.adminOrder(row!.id)}`,
      headers: bearer(adminToken),
    });
    expect(res.statusCode, res.payload).toBe(200);
    expect(res.json<{ data: unknown }>().data).toEqual({
      _id: row!.id,
      shopifyOrderId: '820982911946154508',
      shopifyOrderNumber: '#9999',
      groupCode: 'SAMPLE1',
      groupName: 'SAMPLE1 Club',
      campaignId: lions.campaign.id,
      campaignName: 'SAMPLE1 Drive',
      studentName: 'Ava Stone',
      studentEmail: '',
      customerFirstName: 'John',
      customerLastName: 'Smith',
      customerEmail: 'jon@example.com',
      status: 'cancelled',
      financialStatus: 'voided',
      createdAt: '2026-11-03T15:15:22.000Z',
      totalProductAmount: 36,
      totalAmount: 44.51,
      donationAmount: 0,
      isAttributed: true,
      attributionVerified: false,
      isTest: false,
      isDemo: false,
      viaShareLink: false,
      attributionRepaired: false,
      source: 'store',
      team: null,
      buyerPhone: '',
      groupId: expect.any(String),
      donationReceiptUrl: null,
      note: 'Gift wrap "12345678901234567890" please',
      deletedAt: null,
      items: [
        { productName: 'IPod Nano - 8GB', price: 12, quantity: 2 },
        { productName: '🍪 Cookie Dough Tub', price: 12, quantity: 1 },
      ],
      shipping: {
        method: 'Standard',
        price: 10,
        address1: '123 Shipping Street',
        address2: '',
        city: 'Shippington',
        province: 'Kentucky',
        zip: '40003',
        country: 'United States',
      },
      statusHistory: [
        {
          fromStatus: null,
          toStatus: 'cancelled',
          changedBy: 'store',
          changedByName: 'Store',
          changedAt: expect.any(String),
        },
      ],
      attributionHistory: [],
    });

    const items = await itemRowsOf(t, row!.id);
    expect(
      items
        .sort((a, b) => a.position - b.position)
        .map((item) => [item.storeLineItemId, item.productName, item.quantity]),
    ).toEqual([
      ['866550311766439020', 'IPod Nano - 8GB', 2],
      ['141249953214522974', '🍪 Cookie Dough Tub', 1],
    ]);
    // A cancelled order counts nowhere.
    expect((await report(lions)).totals).toEqual(noReportTotals);
  });

  // ----- 2 -----

  it('keeps ids that differ only beyond 2^53 apart: two orders, exact ids, updates find the right one', async () => {
    // As JavaScript numbers both are 820982911946154600: parsed naively they would be one order.
    expect(Number('820982911946154600')).toBe(Number('820982911946154601'));
    const first = {
      ...storeOrder({ createdAt: ORDERED_AT, lines: [{ title: 'Mug', price: '8.00', quantity: 1 }] }),
      id: int('820982911946154600'),
      admin_graphql_api_id: 'gid://shopify/Order/820982911946154600',
      line_items: [{ id: int('820982911946154700'), title: 'Mug', price: '8.00', quantity: 1 }],
    };
    const second = {
      ...storeOrder({ createdAt: ORDERED_AT, lines: [{ title: 'Candle', price: '9.00', quantity: 1 }] }),
      id: int('820982911946154601'),
      line_items: [{ id: int('820982911946154701'), title: 'Candle', price: '9.00', quantity: 1 }],
    };
    const firstBody = rawJson(first);
    expect(firstBody).toContain('"id":820982911946154600,');
    expectOutcome(await deliver(firstBody), 'created');
    expectOutcome(await deliver(rawJson(second)), 'created');

    const firstId = await portalIdOf('820982911946154600');
    const secondId = await portalIdOf('820982911946154601');
    expect(firstId).not.toBe(secondId);
    expect((await adminOrder(firstId)).shopifyOrderId).toBe('820982911946154600');
    expect((await adminOrder(secondId)).shopifyOrderId).toBe('820982911946154601');
    expect((await itemRowsOf(t, firstId)).map((item) => item.storeLineItemId)).toEqual([
      '820982911946154700',
    ]);
    expect((await itemRowsOf(t, secondId)).map((item) => item.storeLineItemId)).toEqual([
      '820982911946154701',
    ]);

    // The second again, its id now in quotes, with a new total: the same order changes, the first does not.
    const update = rawJson({
      ...second,
      id: '820982911946154601',
      updated_at: EDITED_AT,
      line_items: [{ title: 'Candle', price: '9.00', quantity: 3, id: int('820982911946154701') }],
      total_line_items_price: '27.00',
      total_price: '32.50',
    });
    expectOutcome(await deliver(update, 'orders/updated'), 'updated');
    expect(await orderRowsOf(t, '820982911946154601')).toHaveLength(1);
    expect((await adminOrder(secondId)).totalAmount).toBe(32.5);
    expect((await adminOrder(secondId)).items).toEqual([{ productName: 'Candle', price: 9, quantity: 3 }]);
    expect((await adminOrder(firstId)).totalAmount).toBe(13.5);
    expect((await adminOrder(firstId)).items).toEqual([{ productName: 'Mug', price: 8, quantity: 1 }]);

    // admin_graphql_api_id wins over the numeric id when both are present.
    const third = {
      ...storeOrder({ createdAt: ORDERED_AT }),
      id: int('820982911946154610'),
      admin_graphql_api_id: 'gid://shopify/Order/820982911946154611',
    };
    expectOutcome(await deliver(rawJson(third)), 'created');
    expect(await orderRowsOf(t, '820982911946154610')).toEqual([]);
    const thirdId = await portalIdOf('820982911946154611');
    expect((await adminOrder(thirdId)).shopifyOrderId).toBe('820982911946154611');
  });

  // ----- 3 -----

  it('accepts a draft or in-person order without a buyer, addresses, e-mail or shipping', async () => {
    const storeId = bigId();
    const body = rawJson({
      id: int(storeId),
      admin_graphql_api_id: `gid://shopify/Order/${storeId}`,
      name: '#D12',
      order_number: 1012,
      source_name: 'pos',
      created_at: ORDERED_AT,
      updated_at: ORDERED_AT,
      cancelled_at: null,
      financial_status: 'paid',
      email: null,
      contact_email: null,
      phone: null,
      customer: null,
      billing_address: null,
      shipping_address: null,
      shipping_lines: [],
      note: null,
      note_attributes: [],
      line_items: [{ id: int(bigId()), title: 'Raffle Ticket', price: '5.00', quantity: 4 }],
      total_line_items_price: '20.00',
      subtotal_price: '20.00',
      total_price: '20.00',
    });
    expectOutcome(await deliver(body), 'created');
    const read = await adminOrder(await portalIdOf(storeId));
    expect(read).toMatchObject({
      shopifyOrderId: storeId,
      shopifyOrderNumber: '#D12',
      customerFirstName: '',
      customerLastName: '',
      customerEmail: '',
      status: 'open',
      note: '',
      totalProductAmount: 20,
      totalAmount: 20,
      isAttributed: false,
      items: [{ productName: 'Raffle Ticket', price: 5, quantity: 4 }],
      shipping: {
        method: '',
        price: 0,
        address1: '',
        address2: '',
        city: '',
        province: '',
        zip: '',
        country: '',
      },
    });

    // shipping_lines and note_attributes null, only a billing name: accepted, the buyer named from the bill.
    const walkInId = bigId();
    const walkIn = rawJson({
      id: int(walkInId),
      name: '#D13',
      created_at: ORDERED_AT,
      financial_status: 'pending',
      email: null,
      customer: null,
      billing_address: { first_name: 'Walk', last_name: 'In', address1: null },
      shipping_address: null,
      shipping_lines: null,
      note_attributes: null,
      line_items: [{ id: int(bigId()), title: 'Bake Sale Pie', price: '7.25', quantity: 1 }],
      total_price: '7.25',
    });
    expectOutcome(await deliver(walkIn), 'created');
    const walkInRead = await adminOrder(await portalIdOf(walkInId));
    expect(walkInRead).toMatchObject({
      customerFirstName: 'Walk',
      customerLastName: 'In',
      customerEmail: '',
      status: 'pending',
      totalProductAmount: 7.25,
      totalAmount: 7.25,
      items: [{ productName: 'Bake Sale Pie', price: 7.25, quantity: 1 }],
      shipping: { method: '', price: 0, address1: '', city: '', country: '' },
    });
  });

  // ----- 4 -----

  it('stores titles and names in any script exactly: emoji, CJK, Arabic, Hebrew, combining marks', async () => {
    const titles = [
      '🍪 Cookie Dough Tub 🍫',
      '抹茶クッキー（12枚入り）',
      'كعك بالتمر',
      'עוגיות שוקולד',
      'Cre\u0300me Bru\u0302le\u0301e', // decomposed: e + U+0301 …
      'Crème Brûlée', // … and precomposed: two different titles
      '👨‍👩‍👧 Family Pack 🇺🇸',
      'Z\u0351\u036b\u0343\u036a\u0302\u036b\u033d\u034f\u0334\u0319\u0324\u031ealgo',
      '𝕮𝖔𝖔𝖐𝖎𝖊 𝕭𝖔𝖝',
    ];
    const storeId = bigId();
    const order = {
      ...storeOrder({
        createdAt: ORDERED_AT,
        firstName: 'محمد',
        lastName: '山田',
        attributes: { student_name: 'Zoë Ŝtone 🎺' },
        lines: [...titles.map((title) => ({ title, price: '1.00', quantity: 1 })), ESCAPED_LINE],
        shipping: { title: 'Экспресс доставка', price: '4.00' },
      }),
      id: int(storeId),
    };
    order.shipping_address = { ...order.shipping_address, city: 'Zürich', province: '東京都' };
    // The last title travels as \u escapes (a surrogate pair among them), as some senders write JSON.
    const body = rawJson(order).replace(
      JSON.stringify(ESCAPED_LINE.title),
      '"\\ud83c\\udf6a \\u00e9clair \\u4e2d\\u6587"',
    );
    expect(body).toContain('\\ud83c\\udf6a');
    expectOutcome(await deliver(body), 'created');

    const orderId = await portalIdOf(storeId);
    const read = await adminOrder(orderId);
    const expected = [...titles, '🍪 éclair 中文'];
    expect(read.items.map((item) => item.productName)).toEqual(expected);
    expect(read.items[4]!.productName).not.toBe(read.items[5]!.productName);
    expect([...read.items[4]!.productName].length).toBe(15);
    expect(read.customerFirstName).toBe('محمد');
    expect(read.customerLastName).toBe('山田');
    expect(read.studentName).toBe('Zoë Ŝtone 🎺');
    expect(read.shipping).toMatchObject({ method: 'Экспресс доставка', city: 'Zürich', province: '東京都' });
    const rows = await itemRowsOf(t, orderId);
    expect(rows.sort((a, b) => a.position - b.position).map((item) => item.productName)).toEqual(expected);
  });

  // ----- 5 -----

  it('keeps test orders for administrators only: out of group lists, details, stats and reports', async () => {
    const club = await fundraiser('TESTORD5');
    const before = await adminStats();

    const realId = bigId();
    const real = {
      ...storeOrder({
        createdAt: ORDERED_AT,
        attributes: club.attributes,
        lines: [{ title: 'Cookie Dough Tub', price: '15.00', quantity: 1 }],
        shipping: { title: 'Standard', price: '5.00' },
      }),
      id: int(realId),
    };
    const testId = bigId();
    const test = {
      ...storeOrder({
        createdAt: ORDERED_AT,
        attributes: { ...club.attributes, student_name: 'Tess Tester' },
        lines: [{ title: 'Bogus Gateway Widget', price: '90.00', quantity: 2 }],
        shipping: { title: 'Standard', price: '10.00' },
      }),
      id: int(testId),
      test: true,
    };
    expectOutcome(await deliver(rawJson(real)), 'created');
    expectOutcome(await deliver(rawJson(test), 'orders/paid'), 'created');
    const realOrderId = await portalIdOf(realId);
    const testOrderId = await portalIdOf(testId);
    expect((await orderRowsOf(t, testId))[0]!.isTest).toBe(true);
    expect((await orderRowsOf(t, realId))[0]!.isTest).toBe(false);

    // Administrators see both, the test one marked.
    const adminList = await adminOrders('TESTORD5');
    expect(adminList.total).toBe(2);
    const byStoreId = [...adminList.data].sort((a, b) => a.shopifyOrderId.localeCompare(b.shopifyOrderId));
    expect(byStoreId.map((row) => [row.shopifyOrderId, row.isTest, row.totalAmount])).toEqual([
      [realId, false, 20],
      [testId, true, 190],
    ]);
    expect((await adminOrder(testOrderId)).isTest).toBe(true);
    expect((await adminOrder(realOrderId)).isTest).toBe(false);

    // The group sees only the real one.
    const list = await groupOrders(club.group.id, club.coordinator);
    expect(list.total).toBe(1);
    expect(list.totalPages).toBe(1);
    expect(list.data.map((row) => row._id)).toEqual([realOrderId]);
    expectFailure(await groupOrder(club, testOrderId), 404, ORDER_API_MESSAGES.orderNotFound);
    const realDetail = await groupOrder(club, realOrderId);
    expect(realDetail.statusCode, realDetail.payload).toBe(200);

    // Counted nowhere.
    expect(await groupStats(club.group.id, club.coordinator)).toEqual({
      userCount: 1,
      orderCount: 1,
      totalSales: 20,
    });
    const after = await adminStats();
    expect(after.orderCount).toBe(before.orderCount + 1);
    expect(after.openOrdersCount).toBe(before.openOrdersCount + 1);
    expect(Math.round(after.totalSales * 100)).toBe(Math.round(before.totalSales * 100) + 2000);
    expect(after.recentOrders.map((recent) => recent._id)).not.toContain(testOrderId);
    const results = await report(club);
    expect(results.totals).toEqual({
      ...noReportTotals,
      orderCount: 1,
      sellerCount: 1,
      itemCount: 1,
      sales: 20,
      productSales: 15,
      productSalesAndDonations: 15,
    });
    expect(results.sellers).toEqual([
      { rank: 1, name: 'Ava Stone', orderCount: 1, itemCount: 1, sales: 20, productSales: 15, donations: 0 },
    ]);
    expect(results.products).toEqual([{ name: 'Cookie Dough Tub', quantity: 1, sales: 15 }]);
    expect(results.daily.find((day) => day.date === '2026-11-03')).toEqual({
      date: '2026-11-03',
      orderCount: 1,
      sales: 20,
    });
  });

  // ----- 6 -----

  it('orders/delete takes an order out of every list, total, stat and report but keeps it for audit', async () => {
    const club = await fundraiser('DELETE6');
    const before = await adminStats();
    const keptId = bigId();
    const goneId = bigId();
    const kept = {
      ...storeOrder({
        createdAt: ORDERED_AT,
        attributes: club.attributes,
        lines: [{ title: 'Candle', price: '10.00', quantity: 1 }],
        shipping: { title: 'Standard', price: '2.00' },
      }),
      id: int(keptId),
    };
    const gone = {
      ...storeOrder({
        createdAt: ORDERED_AT,
        attributes: { ...club.attributes, student_name: 'Ben Gone' },
        lines: [{ title: 'Wrapping Paper', price: '7.00', quantity: 2 }],
        shipping: { title: 'Standard', price: '3.00' },
      }),
      id: int(goneId),
    };
    expectOutcome(await deliver(rawJson(kept)), 'created');
    expectOutcome(await deliver(rawJson(gone)), 'created');
    const keptOrderId = await portalIdOf(keptId);
    const goneOrderId = await portalIdOf(goneId);

    expect((await adminOrders('DELETE6')).total).toBe(2);
    expect((await groupOrders(club.group.id, club.coordinator)).total).toBe(2);
    expect(await groupStats(club.group.id, club.coordinator)).toEqual({
      userCount: 2,
      orderCount: 2,
      totalSales: 29,
    });
    expect((await report(club)).totals).toMatchObject({ orderCount: 2, itemCount: 3, sales: 29 });
    const withBoth = await adminStats();
    expect(withBoth.orderCount).toBe(before.orderCount + 2);

    // The store's delete body is only the id, a bare 64-bit number.
    const deletion = `{"id":${goneId}}`;
    const deliveryId = randomUUID();
    const sentAt = Date.now();
    expectOutcome(await deliver(deletion, 'orders/delete', deliveryId), 'deleted');

    const adminList = await adminOrders('DELETE6');
    expect(adminList.total).toBe(1);
    expect(adminList.data.map((row) => row._id)).toEqual([keptOrderId]);
    const list = await groupOrders(club.group.id, club.coordinator);
    expect(list.total).toBe(1);
    expect(list.data.map((row) => row._id)).toEqual([keptOrderId]);
    expect(await groupStats(club.group.id, club.coordinator)).toEqual({
      userCount: 1,
      orderCount: 1,
      totalSales: 12,
    });
    const after = await adminStats();
    expect(after.orderCount).toBe(withBoth.orderCount - 1);
    expect(after.openOrdersCount).toBe(withBoth.openOrdersCount - 1);
    expect(Math.round(after.totalSales * 100)).toBe(Math.round(withBoth.totalSales * 100) - 1700);
    expect(after.recentOrders.map((recent) => recent._id)).not.toContain(goneOrderId);
    const results = await report(club);
    expect(results.totals).toEqual({
      ...noReportTotals,
      orderCount: 1,
      sellerCount: 1,
      itemCount: 1,
      sales: 12,
      productSales: 10,
      productSalesAndDonations: 10,
    });
    expect(results.products).toEqual([{ name: 'Candle', quantity: 1, sales: 10 }]);

    // Kept for audit: administrators can still open it, with when it was deleted.
    const audit = await adminOrder(goneOrderId);
    expect(audit.shopifyOrderId).toBe(goneId);
    expect(typeof audit.deletedAt).toBe('string');
    expect(new Date(audit.deletedAt!).toISOString()).toBe(audit.deletedAt);
    expect(Math.abs(Date.parse(audit.deletedAt!) - sentAt)).toBeLessThan(60_000);
    expect(audit.items).toEqual([{ productName: 'Wrapping Paper', price: 7, quantity: 2 }]);
    expect((await adminOrder(keptOrderId)).deletedAt).toBeNull();
    expectFailure(await groupOrder(club, goneOrderId), 404, ORDER_API_MESSAGES.orderNotFound);

    // The same delivery again is a duplicate; a deletion of an order never seen changes nothing.
    expectOutcome(await deliver(deletion, 'orders/delete', deliveryId), 'duplicate');
    const counts = await orderTableCounts(t);
    const neverSeen = bigId();
    expectOutcome(await deliver(`{"id":${neverSeen}}`, 'orders/delete'), 'unknown');
    expect(await orderRowsOf(t, neverSeen)).toEqual([]);
    expect(await orderTableCounts(t)).toEqual({ ...counts, deliveries: counts.deliveries + 1 });
    expect((await adminOrders('DELETE6')).total).toBe(1);
    expect((await adminStats()).orderCount).toBe(after.orderCount);

    // A create that arrives after the deletion (a retried delivery) stores the order deleted, counted nowhere.
    const late = {
      ...storeOrder({ createdAt: ORDERED_AT, attributes: club.attributes }),
      id: int(neverSeen),
    };
    expectOutcome(await deliver(rawJson(late)), 'created');
    const lateOrder = await adminOrder(await portalIdOf(neverSeen));
    expect(typeof lateOrder.deletedAt).toBe('string');
    expect((await adminOrders('DELETE6')).total).toBe(1);
    expect((await groupOrders(club.group.id, club.coordinator)).total).toBe(1);
    expect((await report(club)).totals).toMatchObject({ orderCount: 1, sales: 12 });
    expect((await adminStats()).orderCount).toBe(after.orderCount);
  });

  // ----- 7 -----

  it("orders/edited: the store's edit-only body is ignored, a whole order body updates the order", async () => {
    const club = await fundraiser('EDITED7');
    const storeId = bigId();
    const cookieLine = bigId();
    const candleLine = bigId();
    const order = {
      ...storeOrder({
        createdAt: ORDERED_AT,
        attributes: club.attributes,
        lines: [],
        shipping: { title: 'Standard', price: '5.50' },
      }),
      id: int(storeId),
      line_items: [
        { id: int(cookieLine), title: 'Cookie Dough Tub', price: '15.00', quantity: 2 },
        { id: int(candleLine), title: 'Candle', price: '9.99', quantity: 1 },
      ],
      total_line_items_price: '39.99',
      subtotal_price: '39.99',
      total_price: '45.49',
    };
    expectOutcome(await deliver(rawJson(order)), 'created');
    const orderId = await portalIdOf(storeId);
    const original = await adminOrder(orderId);
    expect(original.items).toEqual([
      { productName: 'Cookie Dough Tub', price: 15, quantity: 2 },
      { productName: 'Candle', price: 9.99, quantity: 1 },
    ]);

    // What the store sends on orders/edited: the edit, not the order.
    const counts = await orderTableCounts(t);
    const editNotice = rawJson({
      order_edit: {
        id: 1,
        app_id: null,
        created_at: EDITED_AT,
        notify_customer: false,
        order_id: int(storeId),
        staff_note: '',
        user_id: null,
        line_items: {
          additions: [],
          removals: [
            { id: int(candleLine), delta: 1 },
            { id: int(cookieLine), delta: 1 },
          ],
        },
        discounts: { additions: [], removals: [] },
        shipping_lines: { additions: [], removals: [] },
      },
    });
    expectOutcome(await deliver(editNotice, 'orders/edited'), 'ignored');
    expect(await adminOrder(orderId)).toEqual(original);
    expect(await orderTableCounts(t)).toEqual(counts);
    // An edit of an order the portal never saw is ignored as well, and creates nothing.
    const unseen = bigId();
    expectOutcome(
      await deliver(rawJson({ order_edit: { id: 2, order_id: int(unseen) } }), 'orders/edited'),
      'ignored',
    );
    expect(await orderRowsOf(t, unseen)).toEqual([]);
    expect(await orderTableCounts(t)).toEqual(counts);

    // A whole order on orders/edited: the order as edited replaces the stored one.
    const edited = rawJson({
      ...order,
      updated_at: EDITED_AT,
      line_items: [
        { id: int(cookieLine), title: 'Cookie Dough Tub', price: '15.00', quantity: 2, current_quantity: 1 },
        { id: int(candleLine), title: 'Candle', price: '9.99', quantity: 1, current_quantity: 0 },
      ],
      total_line_items_price: '15.00',
      subtotal_price: '15.00',
      total_price: '20.50',
    });
    expectOutcome(await deliver(edited, 'orders/edited'), 'updated');
    expect(await orderRowsOf(t, storeId)).toHaveLength(1);
    const read = await adminOrder(orderId);
    expect(read.items).toEqual([{ productName: 'Cookie Dough Tub', price: 15, quantity: 1 }]);
    expect(read.totalAmount).toBe(20.5);
    expect((await itemRowsOf(t, orderId)).map((item) => item.storeLineItemId)).toEqual([cookieLine]);
    const results = await report(club);
    expect(results.totals).toMatchObject({ orderCount: 1, itemCount: 1, sales: 20.5 });
    expect(results.products).toEqual([{ name: 'Cookie Dough Tub', quantity: 1, sales: 15 }]);
  });

  // ----- 8 -----

  it('takes current_quantity over quantity and leaves out lines whose current_quantity is 0', async () => {
    const club = await fundraiser('QUANT8');
    const storeId = bigId();
    const lineIds = [bigId(), bigId(), bigId(), bigId(), bigId()];
    const order = {
      ...storeOrder({ createdAt: ORDERED_AT, attributes: club.attributes, lines: [] }),
      id: int(storeId),
      line_items: [
        { id: int(lineIds[0]!), title: 'Reduced', price: '4.00', quantity: 3, current_quantity: 1 },
        { id: int(lineIds[1]!), title: 'Removed', price: '6.00', quantity: 2, current_quantity: 0 },
        { id: int(lineIds[2]!), title: 'Untouched', price: '2.50', quantity: 2 },
        { id: int(lineIds[3]!), title: 'Null current', price: '1.00', quantity: 1, current_quantity: null },
        { id: int(lineIds[4]!), title: 'As text', price: '3.00', quantity: '5', current_quantity: '4' },
      ],
      total_line_items_price: '26.00',
      total_price: '31.50',
    };
    expectOutcome(await deliver(rawJson(order)), 'created');
    const orderId = await portalIdOf(storeId);
    expect((await adminOrder(orderId)).items).toEqual([
      { productName: 'Reduced', price: 4, quantity: 1 },
      { productName: 'Untouched', price: 2.5, quantity: 2 },
      { productName: 'Null current', price: 1, quantity: 1 },
      { productName: 'As text', price: 3, quantity: 4 },
    ]);
    const rows = (await itemRowsOf(t, orderId)).sort((a, b) => a.position - b.position);
    expect(rows.map((item) => [item.storeLineItemId, item.quantity])).toEqual([
      [lineIds[0], 1],
      [lineIds[2], 2],
      [lineIds[3], 1],
      [lineIds[4], 4],
    ]);
    const results = await report(club);
    expect(results.totals.itemCount).toBe(8);
    expect(results.products).toEqual([
      { name: 'As text', quantity: 4, sales: 12 },
      { name: 'Untouched', quantity: 2, sales: 5 },
      { name: 'Null current', quantity: 1, sales: 1 },
      { name: 'Reduced', quantity: 1, sales: 4 },
    ]);
  });

  // ----- 9 -----

  it('refuses JSON that is not an order with 400 and stores nothing, whatever the topic', async () => {
    expect(ORDER_API_MESSAGES.webhookPayloadInvalid).toBe('The webhook body is not a valid order');
    const notOrders = [
      '[]',
      'null',
      '"text"',
      '42',
      'true',
      '{}',
      '{"foo":1}',
      '{"id": 5}',
      `{"id": ${bigId()}}`,
      '{"order_edit": {"id": 1, "order_id": 5}}',
      '{"order_edit": null, "id": 5}',
    ];
    const cases: [topic: string, body: string][] = [
      ...notOrders.map((body) => ['orders/create', body] as [string, string]),
      ...notOrders.map((body) => ['orders/updated', body] as [string, string]),
      ...notOrders
        .filter((body) => !body.startsWith('{"order_edit": {'))
        .map((body) => ['orders/edited', body] as [string, string]),
      ...[
        '[]',
        'null',
        '"text"',
        '{}',
        '{"foo":1}',
        '{"id": "abc"}',
        '{"id": -5}',
        '{"id": 0}',
        '{"id": 1.5}',
      ].map((body) => ['orders/delete', body] as [string, string]),
    ];
    const before = await orderTableCounts(t);
    const deliveryId = randomUUID();
    for (const [topic, body] of cases) {
      const res = await deliver(body, topic, deliveryId);
      expect(failure(res, 400).message, `${topic} ${body}`).toBe('The webhook body is not a valid order');
      expect(await orderTableCounts(t), `${topic} ${body}`).toEqual(before);
    }
    expect(await orderRowsOf(t, '5')).toEqual([]);

    // The refused deliveries were not recorded: the same delivery id with a real order is processed.
    const storeId = bigId();
    const order = rawJson({ ...storeOrder({ createdAt: ORDERED_AT }), id: int(storeId) });
    expectOutcome(await deliver(order, 'orders/create', deliveryId), 'created');
    expect(await orderRowsOf(t, storeId)).toHaveLength(1);
    expect(await orderTableCounts(t)).toEqual({
      orders: before.orders + 1,
      items: before.items + 1,
      history: before.history + 1,
      deliveries: before.deliveries + 1,
    });
  });
});
