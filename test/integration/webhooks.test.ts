import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signWebhookBody } from '../../src/server/store/webhook-signature.js';
import { API_BASE } from '../../src/shared/api/paths.js';
import { ORDER_API_PATHS } from '../../src/shared/api/order-paths.js';
import { ZOrderReply, type TOrder } from '../../src/shared/api/orders.js';
import { ORDER_API_MESSAGES } from '../../src/shared/texts/orders.js';
import {
  bearer,
  call,
  createCampaign,
  createGroup,
  expectFailure,
  failure,
  registerAdmin,
  type CampaignRow,
  type GroupRow,
  type Reply,
} from '../support/fixtures.js';
import {
  WEBHOOK_URL,
  acceptedWebhook,
  orderRowsOf,
  orderTableCounts,
  sendWebhook,
} from '../support/order-fixtures.js';
import { storeOrder } from '../support/store-webhooks.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const TOPICS = ['orders/create', 'orders/updated', 'orders/paid', 'orders/cancelled', 'orders/fulfilled'];
const EMPTY = { orders: 0, items: 0, history: 0, deliveries: 0 };

/** A raw POST to the webhook endpoint: exactly these bytes and these headers. */
function postRaw(t: TestApp, body: string | Buffer, headers: Record<string, string>): Promise<Reply> {
  return call(t, {
    method: 'POST',
    url: WEBHOOK_URL,
    headers: { 'content-type': 'application/json', ...headers },
    payload: body,
  });
}

function storeHeaders(t: TestApp, body: string | Buffer, topic = 'orders/create') {
  return {
    'x-shopify-topic': topic,
    'x-shopify-hmac-sha256': signWebhookBody(t.config.shopify.webhookSecret, body),
    'x-shopify-webhook-id': randomUUID(),
    'x-shopify-shop-domain': 'demo-store.local',
  };
}

describe('POST /api/shopify/webhooks: signature', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    // Every case here starts from, and must leave, empty order tables.
    expect(await orderTableCounts(t)).toEqual(EMPTY);
  });

  async function expectRefusedAndNothingStored(res: Reply) {
    expectFailure(res, 401, ORDER_API_MESSAGES.webhookSignatureInvalid);
    expect(await orderTableCounts(t)).toEqual(EMPTY);
  }

  it('refuses a delivery without the HMAC header', async () => {
    const body = JSON.stringify(storeOrder());
    const { 'x-shopify-hmac-sha256': _signature, ...headers } = storeHeaders(t, body);
    await expectRefusedAndNothingStored(await postRaw(t, body, headers));
  });

  it('refuses an empty HMAC header', async () => {
    await expectRefusedAndNothingStored(await sendWebhook(t, storeOrder(), { signature: '' }));
  });

  it('refuses a wrong HMAC: random bytes of the right length, garbage, and the right digest in hex', async () => {
    const order = storeOrder();
    const body = JSON.stringify(order);
    const hex = createHmac('sha256', t.config.shopify.webhookSecret).update(body).digest('hex');
    for (const signature of [randomBytes(32).toString('base64'), 'not-a-signature', hex]) {
      await expectRefusedAndNothingStored(await sendWebhook(t, order, { signature }));
    }
  });

  it('refuses a body signed with another secret', async () => {
    await expectRefusedAndNothingStored(
      await sendWebhook(t, storeOrder(), { secret: `${t.config.shopify.webhookSecret}x` }),
    );
    await expectRefusedAndNothingStored(await sendWebhook(t, storeOrder(), { secret: 'another-secret' }));
  });

  it('refuses a body changed after signing (one digit of the total, or a byte appended)', async () => {
    const order = storeOrder({ lines: [{ title: 'Candle', price: '10.00', quantity: 1 }] });
    const signed = JSON.stringify(order);
    const headers = storeHeaders(t, signed);
    const changed = signed.replace(`"total_price":"${order.total_price}"`, '"total_price":"0.01"');
    expect(changed).not.toBe(signed);
    await expectRefusedAndNothingStored(await postRaw(t, changed, headers));
    await expectRefusedAndNothingStored(await postRaw(t, `${signed} `, headers));
  });

  it('checks the signature before the topic: an unknown topic with a bad signature is 401 too', async () => {
    await expectRefusedAndNothingStored(
      await sendWebhook(t, storeOrder(), { topic: 'products/create', signature: 'bad' }),
    );
  });

  it('accepts the HMAC of the raw bytes exactly as sent (whitespace and \\u escapes not normalised)', async () => {
    const order = storeOrder({ firstName: 'Zoë' });
    const body = Buffer.from(JSON.stringify(order, null, 2).replace('Zoë', 'Zo\\u00eb'), 'utf8');
    const res = await postRaw(t, body, storeHeaders(t, body));
    expect(res.statusCode, res.payload).toBe(200);
    const [row] = await orderRowsOf(t, order.id);
    expect(row?.buyerFirstName).toBe('Zoë');
    // Leave the tables empty for the next case.
    await t.app.ctx.db.execute(sql`delete from webhook_deliveries`);
    await t.app.ctx.db.execute(sql`delete from orders`);
  });
});

describe('POST /api/shopify/webhooks: topics and payloads', () => {
  let t: TestApp;
  let token: string;
  let group: GroupRow;
  let campaign: CampaignRow;
  let otherCampaign: CampaignRow;

  beforeAll(async () => {
    t = await createTestApp();
    token = (await registerAdmin(t)).token;
    group = await createGroup(t, { code: 'LIONS1', name: 'Lions Club' });
    campaign = await createCampaign(t, group.id, { name: 'Spring Cookie Drive' });
    const other = await createGroup(t, { code: 'TIGERS2' });
    otherCampaign = await createCampaign(t, other.id, { name: 'Tigers Sale' });
  });
  afterAll(async () => {
    await t.close();
  });

  /** The order as an administrator reads it, found by the store's id. */
  async function orderByStoreId(storeId: number | string): Promise<TOrder> {
    const rows = await orderRowsOf(t, storeId);
    expect(rows).toHaveLength(1);
    const res = await call(t, {
      method: 'GET',
      url: `${API_BASE}${ORDER_API_PATHS.adminOrder(rows[0]!.id)}`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.payload).toBe(200);
    return ZOrderReply.parse(res.json()).data;
  }

  describe('topics', () => {
    for (const topic of TOPICS) {
      it(`accepts ${topic} and has the order committed when it answers`, async () => {
        const order = storeOrder({
          cancelledAt: topic === 'orders/cancelled' ? '2026-03-02T10:00:00Z' : null,
        });
        const res = await sendWebhook(t, order, { topic });
        expect(res.statusCode, res.payload).toBe(200);
        expect(res.json()).toEqual({ success: true, data: { outcome: 'created' } });
        // Read right after the reply: the order is already there, with its items and history.
        const read = await orderByStoreId(order.id);
        expect(read.items).toHaveLength(1);
        expect(read.status).toBe(topic === 'orders/cancelled' ? 'cancelled' : 'open');
        expect(read.statusHistory).toHaveLength(1);
      });
    }

    it("answers 200 outcome 'ignored' to an unknown or missing topic and stores nothing", async () => {
      for (const topic of [
        'products/create',
        'customers/create',
        'ORDERS/CREATE',
        'orders/partially_fulfilled',
        '',
      ]) {
        const before = await orderTableCounts(t);
        const order = storeOrder();
        const res = await sendWebhook(t, order, { topic });
        expect(res.statusCode, `${topic}: ${res.payload}`).toBe(200);
        expect(res.json()).toEqual({ success: true, data: { outcome: 'ignored' } });
        expect(await orderTableCounts(t)).toEqual(before);
        expect(await orderRowsOf(t, order.id)).toEqual([]);
      }
    });
  });

  describe('invalid bodies: 400 "The webhook body is not a valid order", nothing stored', () => {
    async function expectInvalid(body: string) {
      const before = await orderTableCounts(t);
      const res = await postRaw(t, body, storeHeaders(t, body));
      const reply = failure(res, 400);
      expect(reply.message).toBe(ORDER_API_MESSAGES.webhookPayloadInvalid);
      expect(await orderTableCounts(t)).toEqual(before);
    }

    it('refuses a body that is not JSON (truncated, empty, text)', async () => {
      const whole = JSON.stringify(storeOrder());
      await expectInvalid(whole.slice(0, whole.length - 5));
      await expectInvalid('');
      await expectInvalid('order 1001 was paid');
    });

    it('refuses JSON that is not an order object', async () => {
      for (const body of ['null', '[]', '42', '"order"', '{}']) await expectInvalid(body);
    });

    it('refuses an order without a valid id', async () => {
      const { id: _id, ...withoutId } = storeOrder();
      await expectInvalid(JSON.stringify(withoutId));
      for (const id of [null, 0, -5, 1.5, 'abc', '', '12a', { value: 1 }]) {
        await expectInvalid(JSON.stringify({ ...storeOrder(), id }));
      }
    });

    it('refuses an order without a valid created_at', async () => {
      const { created_at: _createdAt, ...withoutDate } = storeOrder();
      await expectInvalid(JSON.stringify(withoutDate));
      for (const createdAt of [null, '', 'yesterday', '2026-13-45T99:00:00Z', 1_772_000_000]) {
        await expectInvalid(JSON.stringify({ ...storeOrder(), created_at: createdAt }));
      }
    });

    // Dates JavaScript parses but PostgreSQL cannot store: bad input, so 400, never a 500 the store retries.
    it('refuses created_at in year 0 with 400, not 500', async () => {
      await expectInvalid(JSON.stringify({ ...storeOrder(), created_at: '0000-01-01T00:00:00Z' }));
    });

    it('refuses created_at past year 9999 with 400, not 500', async () => {
      await expectInvalid(JSON.stringify({ ...storeOrder(), created_at: '9999-12-31T23:59:59-12:00' }));
    });

    it('refuses updated_at in year 0 with 400, not 500', async () => {
      await expectInvalid(JSON.stringify({ ...storeOrder(), updated_at: '0000-06-01T00:00:00Z' }));
    });
  });

  describe('mapping the store order to the portal order', () => {
    it('maps every field: number, date, buyer, attributes, items, shipping, totals', async () => {
      const order = {
        ...storeOrder({
          id: 5_512_345_678_901,
          orderNumber: 1042,
          createdAt: '2026-11-03T10:15:22-05:00',
          updatedAt: '2026-11-03T10:16:00-05:00',
          email: 'pat.lee@example.com',
          firstName: 'Pat',
          lastName: 'Lee',
          financialStatus: 'paid',
          attributes: {
            group_code: 'lions1', // any case: the group's own spelling is kept
            student_name: 'Jamie Rivera',
            student_email: 'jamie@example.org',
            group_name: 'Lions Club',
            campaign_id: campaign.id,
            campaign_name: 'Spring Cookie Drive',
            from_portal: 'true',
          },
          lines: [
            { title: 'Cookie Dough Tub', price: '15.00', quantity: 2 },
            { title: 'Candle', price: '9.99', quantity: 1 },
          ],
          shipping: { title: 'Standard', price: '6.50' },
        }),
        shipping_address: {
          address1: '1 Main St',
          address2: 'Apt 4',
          city: 'Austin',
          province: 'Texas',
          zip: '78701',
          country: 'United States',
        },
        total_line_items_price: '39.99',
        subtotal_price: '35.99',
        total_price: '49.48',
      };
      expect(await acceptedWebhook(t, order)).toBe('created');
      const read = await orderByStoreId(order.id);
      expect(read).toEqual({
        _id: expect.any(String),
        shopifyOrderId: '5512345678901',
        shopifyOrderNumber: '#1042',
        groupCode: 'LIONS1',
        groupName: 'Lions Club',
        campaignId: campaign.id,
        campaignName: 'Spring Cookie Drive',
        studentName: 'Jamie Rivera',
        studentEmail: 'jamie@example.org',
        customerFirstName: 'Pat',
        customerLastName: 'Lee',
        customerEmail: 'pat.lee@example.com',
        status: 'open',
        financialStatus: 'paid',
        createdAt: '2026-11-03T15:15:22.000Z',
        totalProductAmount: 39.99,
        totalAmount: 49.48,
        donationAmount: 0,
        isAttributed: true,
        attributionVerified: false, // no portal signature on this cart
        isTest: false,
        isDemo: false,
        viaShareLink: false,
        attributionRepaired: false,
        source: 'store',
        team: null,
        buyerPhone: '',
        groupId: expect.any(String),
        donationReceiptUrl: null,
        note: '',
        deletedAt: null,
        items: [
          { productName: 'Cookie Dough Tub', price: 15, quantity: 2 },
          { productName: 'Candle', price: 9.99, quantity: 1 },
        ],
        shipping: {
          method: 'Standard',
          price: 6.5,
          address1: '1 Main St',
          address2: 'Apt 4',
          city: 'Austin',
          province: 'Texas',
          zip: '78701',
          country: 'United States',
        },
        statusHistory: [
          {
            fromStatus: null,
            toStatus: 'open',
            changedBy: 'store',
            changedByName: expect.any(String),
            changedAt: expect.any(String),
          },
        ],
        attributionHistory: [],
      });
      expect(new Date(read.statusHistory[0]!.changedAt).toISOString()).toBe(read.statusHistory[0]!.changedAt);
      const [row] = await orderRowsOf(t, order.id);
      expect(row).toMatchObject({
        groupId: group.id,
        totalProductCents: 3999,
        shippingCents: 650,
        totalCents: 4948,
      });
    });

    it("uses the store's id given as a string, and order_number when name is missing", async () => {
      const base = storeOrder({ orderNumber: 2077 });
      const { name: _name, ...withoutName } = base;
      const order = { ...withoutName, id: String(base.id) };
      expect(await acceptedWebhook(t, order)).toBe('created');
      const read = await orderByStoreId(base.id);
      expect(read.shopifyOrderId).toBe(String(base.id));
      expect(read.shopifyOrderNumber).toBe('#2077');
    });

    it('sums money strings exactly in cents: 0.10 + 0.20 items, 0.10 + 0.20 shipping', async () => {
      const base = storeOrder({
        lines: [
          { title: 'Sticker', price: '0.10', quantity: 1 },
          { title: 'Pencil', price: '0.20', quantity: 1 },
        ],
      });
      const {
        total_line_items_price: _lines,
        subtotal_price: _subtotal,
        total_price: _total,
        ...withoutTotals
      } = base;
      const order = {
        ...withoutTotals,
        shipping_lines: [
          { title: 'Letter', price: '0.10' },
          { title: 'Handling', price: '0.20' },
        ],
      };
      expect(await acceptedWebhook(t, order)).toBe('created');
      const read = await orderByStoreId(base.id);
      expect(read.items.map((item) => item.price)).toEqual([0.1, 0.2]);
      expect(read.totalProductAmount).toBe(0.3);
      expect(read.shipping.price).toBe(0.3);
      expect(read.shipping.method).toBe('Letter');
      expect(read.totalAmount).toBe(0.6);
      const [row] = await orderRowsOf(t, base.id);
      expect(row).toMatchObject({ totalProductCents: 30, shippingCents: 30, totalCents: 60 });
    });

    it('takes total_line_items_price, else subtotal_price, for the product total; total_price for the total', async () => {
      const withSubtotalOnly = storeOrder({ lines: [{ title: 'Mug', price: '12.00', quantity: 1 }] });
      const { total_line_items_price: _lines, ...subtotalOnly } = withSubtotalOnly;
      await acceptedWebhook(t, { ...subtotalOnly, subtotal_price: '10.80', total_price: '1234.56' });
      const read = await orderByStoreId(withSubtotalOnly.id);
      expect(read.totalProductAmount).toBe(10.8);
      expect(read.totalAmount).toBe(1234.56);
      const [row] = await orderRowsOf(t, withSubtotalOnly.id);
      expect(row).toMatchObject({ totalProductCents: 1080, totalCents: 123_456 });

      const numbers = storeOrder();
      await acceptedWebhook(t, { ...numbers, total_line_items_price: 30.1, total_price: 35.6 });
      const [numberRow] = await orderRowsOf(t, numbers.id);
      expect(numberRow).toMatchObject({ totalProductCents: 3010, totalCents: 3560 });
    });

    it("keeps campaign_name but no campaignId when campaign_id names another group's campaign", async () => {
      const order = storeOrder({
        attributes: {
          group_code: 'LIONS1',
          student_name: 'Jamie Rivera',
          campaign_id: otherCampaign.id,
          campaign_name: 'Whatever The Cart Said',
        },
      });
      await acceptedWebhook(t, order);
      const read = await orderByStoreId(order.id);
      expect(read.groupCode).toBe('LIONS1');
      expect(read.isAttributed).toBe(true);
      expect(read.campaignId).toBeNull();
      expect(read.campaignName).toBe('Whatever The Cart Said');
    });

    it('leaves an order without note attributes, or with an unknown group code, unattributed', async () => {
      const plain = storeOrder();
      await acceptedWebhook(t, plain);
      const unknown = storeOrder({ attributes: { group_code: 'NOSUCH9', student_name: 'Jamie Rivera' } });
      await acceptedWebhook(t, unknown);
      for (const order of [plain, unknown]) {
        const read = await orderByStoreId(order.id);
        expect(read.isAttributed).toBe(false);
        expect(read.campaignId).toBeNull();
        const [row] = await orderRowsOf(t, order.id);
        expect(row?.groupId).toBeNull();
      }
    });

    it('maps financial_status: paid/authorized → open, others → pending; cancelled_at → cancelled', async () => {
      const cases: [financialStatus: string, cancelledAt: string | null, status: string][] = [
        ['paid', null, 'open'],
        ['PAID', null, 'open'],
        ['authorized', null, 'open'],
        ['pending', null, 'pending'],
        ['voided', null, 'pending'],
        ['expired', null, 'pending'],
        ['', null, 'pending'],
        ['paid', '2026-03-02T10:00:00Z', 'cancelled'],
        ['pending', '2026-03-02T10:00:00Z', 'cancelled'],
      ];
      for (const [financialStatus, cancelledAt, status] of cases) {
        const order = storeOrder({ financialStatus, cancelledAt });
        await acceptedWebhook(t, order);
        const read = await orderByStoreId(order.id);
        expect(read.status, `${financialStatus} / ${cancelledAt}`).toBe(status);
        expect(read.statusHistory.map((change) => [change.fromStatus, change.toStatus])).toEqual([
          [null, status],
        ]);
      }
    });
  });
});
