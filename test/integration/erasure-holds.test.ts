import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ATTRIBUTION_API_PATHS } from '../../src/shared/api/attribution-paths.js';
import { ORDER_API_PATHS } from '../../src/shared/api/order-paths.js';
import { API_BASE } from '../../src/shared/api/paths.js';
import { PRIVACY_API_PATHS } from '../../src/shared/api/privacy.js';
import { REPORT_API_PATHS } from '../../src/shared/api/report-paths.js';
import { SHARE_LINK_API_PATHS } from '../../src/shared/api/share-link-paths.js';
import { queryRows } from '../../src/server/db/database.js';
import { orderAttributionChanges, orders } from '../../src/server/db/schema.js';
import { reconcileOrders } from '../../src/server/reconciliation/reconcile-orders.js';
import { adminOrderNode, startFakeAdminApi, type FakeAdminApi } from '../support/fake-admin-api.js';
import {
  bearer,
  call,
  createCampaign,
  createGroup,
  handOffBody,
  insertOrder,
  loginSeller,
  registerAdmin,
  type CampaignRow,
  type GroupRow,
  type SellerSession,
} from '../support/fixtures.js';
import { cartAttributesOf, deliverWebhook, storeOrder } from '../support/store-webhooks.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://portal.example.org' } });
  adminToken = (await registerAdmin(t)).token;
});
afterAll(async () => {
  await t.close();
});

const api = (path: string) => `${API_BASE}${path}`;

async function seller(group: GroupRow, name: string, email: string): Promise<SellerSession> {
  const res = await loginSeller(t, { name, email, groupCode: group.code });
  expect(res.statusCode, res.payload).toBe(200);
  return res.json<SellerSession>();
}

async function ownCart(who: SellerSession, group: GroupRow, campaign: CampaignRow) {
  const res = await call(t, {
    method: 'POST',
    url: '/api/shopify/create-shop-url',
    headers: bearer(who.token),
    payload: handOffBody(who, group, campaign),
  });
  expect(res.statusCode, res.payload).toBe(200);
  return cartAttributesOf(res.json<{ data: { url: string } }>().data.url);
}

async function shareLinkCart(who: SellerSession, campaign: CampaignRow) {
  const link = await call(t, {
    method: 'POST',
    url: api(SHARE_LINK_API_PATHS.sellerShareLink(campaign.id)),
    headers: bearer(who.token),
  });
  expect(link.statusCode, link.payload).toBe(200);
  const token = link.json<{ data: { token: string } }>().data.token;
  const res = await call(t, { method: 'POST', url: `/api/share/${token}/shop-url` });
  expect(res.statusCode, res.payload).toBe(200);
  return cartAttributesOf(res.json<{ data: { url: string } }>().data.url);
}

async function deliver(order: ReturnType<typeof storeOrder>, topic = 'orders/create') {
  const res = await deliverWebhook(t.app, order, { topic });
  expect(res.statusCode, res.payload).toBe(200);
  const [row] = await t.app.ctx.db
    .select()
    .from(orders)
    .where(eq(orders.shopifyOrderId, String(order.id)));
  return row!;
}

async function erase(sellerId: string) {
  const res = await call(t, {
    method: 'POST',
    url: api(PRIVACY_API_PATHS.sellerErasure(sellerId)),
    headers: bearer(adminToken),
  });
  expect(res.statusCode, res.payload).toBe(200);
}

async function credit(orderId: string, body: Record<string, unknown>) {
  const res = await call(t, {
    method: 'PUT',
    url: api(ATTRIBUTION_API_PATHS.orderAttribution(orderId)),
    headers: bearer(adminToken),
    payload: body,
  });
  expect(res.statusCode, res.payload).toBe(200);
}

async function orderDetail(orderId: string) {
  const res = await call(t, {
    method: 'GET',
    url: api(ORDER_API_PATHS.adminOrder(orderId)),
    headers: bearer(adminToken),
  });
  expect(res.statusCode, res.payload).toBe(200);
  return res.json<{
    data: {
      studentName: string;
      attributionHistory: { from: { sellerName: string }; to: { sellerName: string }; reason: string }[];
    };
  }>().data;
}

/** Every row of the tables that keep a seller's name, as text. */
async function storedText(): Promise<string> {
  const [row] = await queryRows<{ text: string }>(
    t.app.ctx.db,
    sql`select concat_ws(' ',
          (select string_agg(o::text, ' ') from orders o),
          (select string_agg(h::text, ' ') from order_attribution_changes h),
          (select string_agg(r::text, ' ') from report_seller_days r),
          (select string_agg(p::text, ' ') from sellers p),
          (select string_agg(e::text, ' ') from seller_erasures e)) as text`,
  );
  return row!.text;
}

describe('an erased seller stays erased', () => {
  let fake: FakeAdminApi | undefined;
  afterEach(async () => {
    await fake?.close();
    fake = undefined;
  });

  it('store updates, reconciliation, and new orders from carts made before the erasure all keep the initials', async () => {
    const group = await createGroup(t, { code: 'ELM21', name: 'Elm Room' });
    const campaign = await createCampaign(t, group.id, { name: 'Fall Wreaths' });
    const ava = await seller(group, 'Ava Marie Lopez', 'ava.family@example.org');
    const own = await ownCart(ava, group, campaign);
    const shared = await shareLinkCart(ava, campaign);
    const created = new Date(Date.now() - 3_600_000).toISOString();

    const before = storeOrder({ attributes: own, createdAt: created });
    expect(await deliver(before)).toMatchObject({
      sellerName: 'Ava Marie Lopez',
      attributionVerified: true,
    });

    await erase(ava.user.id);

    // The store's next update of the order made before the erasure.
    const updated = await deliver(
      { ...before, updated_at: new Date(Date.now() - 60_000).toISOString() },
      'orders/updated',
    );
    expect(updated).toMatchObject({
      sellerId: ava.user.id,
      sellerName: 'A. M. L.',
      sellerEmail: '',
      attributionVerified: true,
    });
    expect((await orderDetail(updated.id)).attributionHistory).toEqual([]);

    // New orders from the seller's old cart and from a buyer's old share-link cart.
    const fromOldCart = await deliver(storeOrder({ attributes: own }));
    expect(fromOldCart).toMatchObject({
      sellerId: ava.user.id,
      campaignId: campaign.id,
      sellerName: 'A. M. L.',
      sellerEmail: '',
      attributionVerified: true,
    });
    const fromOldShareCart = await deliver(storeOrder({ attributes: shared }));
    expect(fromOldShareCart).toMatchObject({
      sellerId: ava.user.id,
      sellerName: 'A. M. L.',
      sellerEmail: '',
      attributionVerified: true,
    });

    // A reconciliation run that brings the first order again, changed.
    fake = await startFakeAdminApi({
      orders: [
        adminOrderNode({
          id: before.id,
          createdAt: created,
          updatedAt: new Date().toISOString(),
          attributes: own,
          lines: [{ title: 'Cookie Dough Tub', price: '15.00', quantity: 3 }],
        }),
      ],
    });
    const summary = await reconcileOrders(t.app.ctx, {
      endpoint: fake.endpoint,
      token: fake.token,
      sleep: async () => {},
    });
    expect(summary).toMatchObject({ updated: 1 });
    const [reconciled] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, updated.id));
    expect(reconciled).toMatchObject({ sellerName: 'A. M. L.', sellerEmail: '', totalProductCents: 4500 });

    const report = await call(t, {
      method: 'GET',
      url: api(REPORT_API_PATHS.campaignReport(group.id, campaign.id)),
      headers: bearer(adminToken),
    });
    expect(report.statusCode, report.payload).toBe(200);
    expect(report.payload).toContain('A. M. L.');
    expect(report.payload).not.toMatch(/Ava|Lopez|ava\.family/);
    expect(await storedText()).not.toMatch(/Ava Marie|Lopez|ava\.family/);
  });

  it('erases a name typed in a repair, drops the emptied tally rows, and leaves a namesake alone', async () => {
    const group = await createGroup(t, { code: 'OAK77', name: 'Oak Room' });
    const campaign = await createCampaign(t, group.id, { name: 'Spring Bulbs' });
    const leo = await seller(group, 'Leo Park', 'leo.family@example.org');
    const mia = await seller(group, 'Mia Chen', 'mia.family@example.org');
    const namesake = await seller(group, 'Mia Chen', 'chen.household@example.org');

    // Leo: one order credited by his name typed in a repair, one through his own cart.
    const loose = await insertOrder(t, { sellerName: '', totalProductCents: 1200 });
    await credit(loose.id, {
      groupId: group.id,
      campaignId: campaign.id,
      sellerName: ' leo park ',
      reason: 'Paper slip said Leo',
    });
    await deliver(storeOrder({ attributes: await ownCart(leo, group, campaign) }));

    // The two Mia Chens: one order each; the namesake's is moved to Mia by id and back, so both appear in history.
    const miaOrder = await deliver(storeOrder({ attributes: await ownCart(mia, group, campaign) }));
    const namesakeOrder = await deliver(storeOrder({ attributes: await ownCart(namesake, group, campaign) }));
    await credit(namesakeOrder.id, {
      groupId: group.id,
      campaignId: campaign.id,
      sellerId: mia.user.id,
      reason: 'Wrong Mia',
    });
    await credit(namesakeOrder.id, {
      groupId: group.id,
      campaignId: campaign.id,
      sellerId: namesake.user.id,
      reason: 'Right Mia after all',
    });
    const namesakeHistory = await t.app.ctx.db
      .select()
      .from(orderAttributionChanges)
      .where(eq(orderAttributionChanges.orderId, namesakeOrder.id));

    await erase(leo.user.id);
    await erase(mia.user.id);

    const typed = await orderDetail(loose.id);
    expect(typed.studentName).toBe('L. P.');
    // The reason typed in the repair named him too: his first name standing alone there becomes its initial.
    expect(typed.attributionHistory).toMatchObject([
      { from: { sellerName: '' }, to: { sellerName: 'L. P.' }, reason: 'Paper slip said L.' },
    ]);

    // The namesake keeps their name on their order; in its history only the erased Mia's side became initials.
    const [namesakeRow] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, namesakeOrder.id));
    expect(namesakeRow).toMatchObject({
      sellerName: 'Mia Chen',
      sellerEmail: 'chen.household@example.org',
    });
    const after = await orderDetail(namesakeOrder.id);
    expect(after.attributionHistory.map((entry) => [entry.from.sellerName, entry.to.sellerName])).toEqual([
      ['Mia Chen', 'M. C.'],
      ['M. C.', 'Mia Chen'],
    ]);
    expect(namesakeHistory).toHaveLength(2);
    const [miaRow] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, miaOrder.id));
    expect(miaRow).toMatchObject({ sellerName: 'M. C.', sellerEmail: '' });

    // The tallies: the initials carry the erased sellers' counts, and no row keeps Leo's name.
    const tallies = await queryRows<{ seller_name: string; order_count: number }>(
      t.app.ctx.db,
      sql`select seller_name, sum(order_count)::int as order_count from report_seller_days
          where group_id = ${group.id} group by seller_name order by seller_name`,
    );
    expect(tallies).toEqual([
      { seller_name: 'L. P.', order_count: 2 },
      { seller_name: 'M. C.', order_count: 1 },
      { seller_name: 'Mia Chen', order_count: 1 },
    ]);
    expect(await storedText()).not.toMatch(/leo park|leo\.family|mia\.family/i);

    // Crediting an order to the erased seller afterwards writes the initials, never the old name.
    const later = await insertOrder(t, { sellerName: '', totalProductCents: 800 });
    await credit(later.id, {
      groupId: group.id,
      campaignId: campaign.id,
      sellerId: leo.user.id,
      reason: 'Found in the cash box',
    });
    expect((await orderDetail(later.id)).studentName).toBe('L. P.');
    expect(await storedText()).not.toMatch(/leo park|leo\.family/i);
  });
});
