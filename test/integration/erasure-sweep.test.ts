import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/database.js';
import { ATTRIBUTION_API_PATHS } from '../../src/shared/api/attribution-paths.js';
import { MONEY_API_PATHS } from '../../src/shared/api/money-paths.js';
import { ORDER_API_PATHS } from '../../src/shared/api/order-paths.js';
import type { TCampaignMoney, TDeposit, TTurnIn } from '../../src/shared/api/money.js';
import { PAPER_ORDER_API_PATHS } from '../../src/shared/api/paper-order-paths.js';
import type { TPaperOrder, TPaperOrderBody } from '../../src/shared/api/paper-orders.js';
import { PRIVACY_API_PATHS } from '../../src/shared/api/privacy.js';
import { SHARE_LINK_API_PATHS } from '../../src/shared/api/share-link-paths.js';
import { TEAM_API_PATHS } from '../../src/shared/api/team-paths.js';
import type { TRosterSeller } from '../../src/shared/api/teams.js';
import {
  bearer,
  call,
  coordinatorToken,
  createCampaign,
  createCoordinator,
  createGroup,
  handOffBody,
  loginSeller,
  registerAdmin,
  type CampaignRow,
  type GroupRow,
  type SellerSession,
} from '../support/fixtures.js';
import { storeOrderFor, subscribeConfirmed } from '../support/mail-fixtures.js';
import { enterPaperOrder, ok, putProducts, sender } from '../support/money-fixtures.js';
import { cartAttributesOf, deliverWebhook, storeOrder } from '../support/store-webhooks.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * The erasure sweep. A seller with a name and an e-mail found nowhere else gets data in every table the portal can
 * put her in (roster, login, hand-offs, store orders with her name in their notes, a donation, a share link and
 * a share-link order, paper orders with their edit history, turn-ins corrected and voided, deposits, an attribution
 * repair, a parent's subscription and its message, a privacy request the store sent with her e-mail); an
 * administrator erases her; then every text, JSON and text-array column of every table of the migrated schema is
 * searched for her whole name, each part of it and her e-mail. A table or column added later that keeps her name fails here, by name, until the erasure covers it.
 */

const FULL_NAME = 'Zephyrine Quillfeather';
const EMAIL = 'zq.sweep@example.com';
const INITIALS = 'Z. Q.';
const SEARCHED = [FULL_NAME, ...FULL_NAME.split(' '), EMAIL];

/** The tables that must hold her before the erasure, so the sweep afterwards is not vacuous. */
const TABLES_HOLDING_HER = [
  'deposits',
  'mail_messages',
  'mail_subscriptions',
  'money_changes',
  'money_items',
  'order_attribution_changes',
  'orders',
  'paper_order_changes',
  'privacy_requests',
  'report_seller_days',
  'sellers',
  'turn_ins',
];

const PUBLIC_URL = 'https://portal.example.org';

let t: TestApp;
let adminToken: string;
let coordinator: string;
let group: GroupRow;
let campaign: CampaignRow;

const send = (token: string, method: 'GET' | 'POST' | 'PUT', path: string, payload?: unknown) =>
  sender(t)(token, method, path, payload);

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL } });
  adminToken = (await registerAdmin(t)).token;
  group = await createGroup(t, { name: 'Sweep Street PTA' });
  campaign = await createCampaign(t, group.id, { name: 'Sweep Sale', donationsEnabled: true });
  coordinator = await coordinatorToken(
    t,
    await createCoordinator(t, group.id, { name: 'Casey Coordinator' }),
  );
});
afterAll(async () => {
  await t.close();
});

interface Hit {
  place: string;
  term: string;
}

/** Every text-like column of every table the migrations made (drizzle's own bookkeeping left out). */
async function textColumns() {
  return queryRows<{ schema: string; table: string; column: string }>(
    t.app.ctx.db,
    sql`select c.table_schema as schema, c.table_name as "table", c.column_name as column
        from information_schema.columns c
        join information_schema.tables s
          on s.table_schema = c.table_schema and s.table_name = c.table_name and s.table_type = 'BASE TABLE'
        where c.table_schema not in ('pg_catalog', 'information_schema', 'drizzle')
          and c.table_schema not like 'pg\_%'
          and (c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb')
               or c.udt_name = 'citext'
               or (c.data_type = 'ARRAY'
                   and c.udt_name in ('_text', '_varchar', '_bpchar', '_json', '_jsonb', '_citext')))
        order by 1, 2, 3`,
  );
}

const quoted = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;
const containing = (term: string) => `%${term.replace(/[\\%_]/g, '\\$&')}%`;

/** Each table.column holding any searched term, in any case, with the term. */
async function sweep(): Promise<Hit[]> {
  const columns = await textColumns();
  expect(columns.length).toBeGreaterThan(50);
  const tables = new Map<string, typeof columns>();
  for (const column of columns) {
    const key = `${column.schema}.${column.table}`;
    tables.set(key, [...(tables.get(key) ?? []), column]);
  }
  const hits: Hit[] = [];
  for (const [key, ofTable] of tables) {
    const counts = ofTable.flatMap((column) =>
      SEARCHED.map(
        (term) =>
          sql`count(*) filter (where ${sql.raw(quoted(column.column))}::text ilike ${containing(term)})::int`,
      ),
    );
    const [row] = await queryRows<{ counts: number[] }>(
      t.app.ctx.db,
      sql`select array[${sql.join(counts, sql`, `)}] as counts
          from ${sql.raw(`${quoted(ofTable[0]!.schema)}.${quoted(ofTable[0]!.table)}`)}`,
    );
    ofTable.forEach((column, c) =>
      SEARCHED.forEach((term, s) => {
        if (row!.counts[c * SEARCHED.length + s]! > 0)
          hits.push({ place: `${key.replace(/^public\./, '')}.${column.column}`, term });
      }),
    );
  }
  return hits;
}

async function seller(name: string, email: string): Promise<SellerSession> {
  const res = await loginSeller(t, { name, email, groupCode: group.code });
  expect(res.statusCode, res.payload).toBe(200);
  return res.json<SellerSession>();
}

async function ownCart(who: SellerSession) {
  const res = await call(t, {
    method: 'POST',
    url: '/api/shopify/create-shop-url',
    headers: bearer(who.token),
    payload: handOffBody(who, group, campaign),
  });
  expect(res.statusCode, res.payload).toBe(200);
  return cartAttributesOf(res.json<{ data: { url: string } }>().data.url);
}

async function deliver(order: Record<string, unknown>) {
  const res = await deliverWebhook(t.app, order);
  expect(res.statusCode, res.payload).toBe(200);
  const [row] = await queryRows<{ id: string; sellerName: string }>(
    t.app.ctx.db,
    sql`select id, seller_name as "sellerName" from orders where shopify_order_id = ${String(order.id)}`,
  );
  return row!;
}

const paperOrder = (body: TPaperOrderBody) => enterPaperOrder(t, coordinator, group.id, campaign.id, body);

const editPaperOrder = async (order: TPaperOrder, body: TPaperOrderBody & { reason: string }) =>
  ok<TPaperOrder>(
    await send(coordinator, 'PUT', PAPER_ORDER_API_PATHS.paperOrder(group.id, order._id), body),
  );

const turnIn = async (body: Record<string, unknown>) =>
  ok<TTurnIn>(
    await send(coordinator, 'POST', MONEY_API_PATHS.campaignTurnIns(group.id, campaign.id), body),
    201,
  );

async function orderDetail(orderId: string) {
  return ok<Record<string, unknown>>(await send(adminToken, 'GET', ORDER_API_PATHS.adminOrder(orderId)));
}

const money = async () =>
  ok<TCampaignMoney>(await send(coordinator, 'GET', MONEY_API_PATHS.campaignMoney(group.id, campaign.id)));

describe('erasing a seller reaches every table', () => {
  it('leaves her name and e-mail in no column of any table, and her balance in one row', async () => {
    // The roster names her and a classmate; her first login claims her entry.
    const roster = await call(t, {
      method: 'POST',
      url: `/api${TEAM_API_PATHS.rosterImport(group.id, false)}`,
      headers: { ...bearer(coordinator), 'content-type': 'text/csv; charset=utf-8' },
      payload: `Seller,Team\n${FULL_NAME},Room 7\nOrla Brightwater,Room 7\n`,
    });
    expect(roster.statusCode, roster.payload).toBe(200);
    const zq = await seller(FULL_NAME, EMAIL);
    const orla = await seller('Orla Brightwater', 'brightwater.family@example.org');
    expect(zq.user.name).toBe(FULL_NAME);
    const rosterEntry = async () =>
      ok<TRosterSeller[]>(await send(coordinator, 'GET', TEAM_API_PATHS.groupRoster(group.id))).find(
        (entry) => entry._id === zq.user.id,
      );
    expect(await rosterEntry()).toMatchObject({ name: FULL_NAME, onRoster: true, hasLoggedIn: true });

    // Store orders through her own cart: a buyer's note names her, a relative buys with her family's address,
    // and a donation.
    const cart = await ownCart(zq);
    const noted = await deliver({
      ...storeOrder({ attributes: cart, firstName: 'Hollis', lastName: 'Grange', email: EMAIL }),
      note: `Happy to help Zephyrine! Receipt to ${EMAIL} please`,
    });
    expect(noted.sellerName).toBe(FULL_NAME);
    await storeOrderFor(t, { seller: zq, group, campaign }, new Date(), {
      attributes: cart,
      donationCents: 1000,
    });

    // A buyer's order through her share link.
    const link = ok<{ token: string }>(
      await send(zq.token, 'POST', SHARE_LINK_API_PATHS.sellerShareLink(campaign.id)),
    );
    const shared = await call(t, { method: 'POST', url: `/api/share/${link.token}/shop-url` });
    expect(shared.statusCode, shared.payload).toBe(200);
    await deliver(
      storeOrder({ attributes: cartAttributesOf(shared.json<{ data: { url: string } }>().data.url) }),
    );

    // An order that came without attributes, credited to her in a repair; another still waiting, naming her.
    const loose = await deliver({ ...storeOrder(), note: `For ${FULL_NAME} in Room 7` });
    const repaired = await call(t, {
      method: 'PUT',
      url: `/api${ATTRIBUTION_API_PATHS.orderAttribution(loose.id)}`,
      headers: bearer(adminToken),
      payload: {
        groupId: group.id,
        campaignId: campaign.id,
        sellerId: zq.user.id,
        reason: `The note names ${FULL_NAME}`,
      },
    });
    expect(repaired.statusCode, repaired.payload).toBe(200);
    await deliver({ ...storeOrder(), note: `for ${FULL_NAME.toLowerCase()} (${EMAIL})` });

    // Paper orders: hers by id and by typed name, one moved to her and one moved away from her.
    const products = await putProducts(t, coordinator, group.id, campaign.id, [
      { name: 'Cookie Dough', price: '18.00' },
      { name: 'Candle', price: '12.50' },
      { name: 'Wreath', price: '30.00' },
    ]);
    const product = (name: string) => products.find((p) => p.name === name)!._id;
    await paperOrder({
      sellerId: zq.user.id,
      buyerName: 'Hollis Grange',
      items: [{ productId: product('Cookie Dough'), quantity: 1 }],
      payment: { method: 'check', amount: '18.00', checkNumber: '1001' },
    });
    await paperOrder({
      sellerName: ' zephyrine quillfeather ',
      buyerName: 'Wren Alder',
      items: [{ productId: product('Candle'), quantity: 2 }],
      payment: { method: 'unpaid' },
    });
    const movedToHer = await paperOrder({
      sellerId: orla.user.id,
      buyerName: 'Ida Fenn',
      items: [{ productId: product('Wreath'), quantity: 1 }],
      payment: { method: 'cash' },
    });
    await editPaperOrder(movedToHer, {
      sellerId: zq.user.id,
      buyerName: 'Ida Fenn',
      items: [{ productId: product('Wreath'), quantity: 1 }],
      payment: { method: 'cash' },
      reason: `The form says ${FULL_NAME}`,
    });
    const movedAway = await paperOrder({
      sellerId: zq.user.id,
      buyerName: 'Ned Moss',
      items: [{ productId: product('Cookie Dough'), quantity: 1 }],
      payment: { method: 'unpaid' },
    });
    const movedAwayEdited = await editPaperOrder(movedAway, {
      sellerId: orla.user.id,
      buyerName: 'Ned Moss',
      items: [{ productId: product('Cookie Dough'), quantity: 1 }],
      payment: { method: 'unpaid' },
      reason: 'Orla sold this one',
    });
    expect(movedAwayEdited.changes.at(-1)!.changes).toContainEqual({
      field: 'seller',
      from: FULL_NAME,
      to: 'Orla Brightwater',
    });

    // Envelopes: hers (corrected, naming her in the note and the reason), one typed by name and voided, Orla's.
    const envelope = await turnIn({
      sellerId: zq.user.id,
      cash: '10.00',
      checks: [{ number: '2002', amount: '5.00', payer: 'Hollis Grange' }],
      note: `${FULL_NAME}'s envelope, questions to ${EMAIL}`,
    });
    const corrected = ok<TTurnIn>(
      await send(coordinator, 'PUT', MONEY_API_PATHS.turnIn(group.id, envelope._id), {
        sellerId: zq.user.id,
        cash: '12.00',
        checks: [{ number: '2002', amount: '5.00', payer: 'Hollis Grange' }],
        note: 'Recounted',
        reason: "Recounted Zephyrine's cash",
      }),
      201,
    );
    const typed = await turnIn({ sellerName: FULL_NAME, cash: '3.00' });
    expect(typed.sellerId).toBe(zq.user.id);
    ok(
      await send(coordinator, 'POST', MONEY_API_PATHS.voidTurnIn(group.id, typed._id), {
        reason: `Counted twice for ${FULL_NAME}`,
      }),
    );
    await turnIn({ sellerId: orla.user.id, cash: '7.00' });

    // A deposit naming her, reopened with a reason naming her, and deposited again.
    const first = ok<TDeposit>(
      await send(coordinator, 'POST', MONEY_API_PATHS.campaignDeposits(group.id, campaign.id), {
        all: true,
        note: `Includes ${FULL_NAME}'s envelope`,
      }),
      201,
    );
    ok(
      await send(coordinator, 'POST', MONEY_API_PATHS.reopenDeposit(group.id, first._id), {
        reason: `${FULL_NAME}'s check was left out`,
      }),
    );
    ok(
      await send(coordinator, 'POST', MONEY_API_PATHS.campaignDeposits(group.id, campaign.id), { all: true }),
      201,
    );

    // A parent's subscription, with its consent and confirmation message.
    await subscribeConfirmed(t, zq, campaign.id, 'grange.family@example.net');

    // The store's privacy request from the buyer who used her e-mail.
    const request = await deliverWebhook(
      t.app,
      {
        shop_id: 954889,
        shop_domain: 'x.myshopify.com',
        orders_requested: [],
        customer: { id: 191167, email: EMAIL, phone: '555-625-1199' },
        data_request: { id: 9999 },
      },
      { topic: 'customers/data_request' },
    );
    expect(request.statusCode, request.payload).toBe(200);

    const before = await sweep();
    const tablesHoldingHer = [...new Set(before.map((hit) => hit.place.split('.')[0]!))];
    expect(tablesHoldingHer).toEqual(expect.arrayContaining(TABLES_HOLDING_HER));
    // Her balance before: $73.00 owed on three paper orders, $65.00 received ($18 + $30 with them, $17 turned in).
    const herRows = (await money()).sellers.filter((row) => row.sellerId === zq.user.id);
    expect(herRows.reduce((sum, row) => sum + row.owed - row.received, 0)).toBe(8);

    const erased = await call(t, {
      method: 'POST',
      url: `/api${PRIVACY_API_PATHS.sellerErasure(zq.user.id)}`,
      headers: bearer(adminToken),
    });
    expect(erased.statusCode, erased.payload).toBe(200);

    expect(await rosterEntry()).toBeUndefined();
    const after = await sweep();
    expect(after.map((hit) => `${hit.place} holds "${hit.term}"`)).toEqual([]);

    // The money summary: her paper orders, payments and envelopes fall together into one row under the initials.
    const summary = await money();
    expect(
      summary.sellers.map(({ sellerId, sellerName, paperOrders, owed, received, balance }) => ({
        sellerId,
        sellerName,
        paperOrders,
        owed,
        received,
        balance,
      })),
    ).toEqual([
      {
        sellerId: orla.user.id,
        sellerName: 'Orla Brightwater',
        paperOrders: 1,
        owed: 18,
        received: 7,
        balance: 11,
      },
      { sellerId: zq.user.id, sellerName: INITIALS, paperOrders: 3, owed: 73, received: 65, balance: 8 },
    ]);

    // The turn-in detail answers the initials, with the one balance, and nothing of hers.
    const detail = await send(coordinator, 'GET', MONEY_API_PATHS.turnIn(group.id, corrected._id));
    expect(ok<TTurnIn>(detail)).toMatchObject({
      sellerId: zq.user.id,
      sellerName: INITIALS,
      sellerBalance: { sellerName: INITIALS, owed: 73, received: 65, balance: 8 },
    });
    expect(detail.payload).not.toMatch(/zephyrine|quillfeather|zq\.sweep/i);

    const original = ok<TTurnIn>(
      await send(coordinator, 'GET', MONEY_API_PATHS.turnIn(group.id, envelope._id)),
    );
    expect(original.note).toBe(`${INITIALS}'s envelope, questions to `);
    expect(ok<TTurnIn>(detail).changes.map((change) => change.reason)).toEqual(["Recounted Z.'s cash"]);

    // The paper order moved away from her keeps its history, with her initials and the reason as written.
    const history = ok<TPaperOrder>(
      await send(coordinator, 'GET', PAPER_ORDER_API_PATHS.paperOrder(group.id, movedAway._id)),
    );
    expect(history.changes.at(-1)).toMatchObject({
      reason: 'Orla sold this one',
      changes: [{ field: 'seller', from: INITIALS, to: 'Orla Brightwater' }],
    });

    // Her orders: the note loses her name and e-mail, the buyer keeps their name and loses only her e-mail.
    expect(await orderDetail(noted.id)).toMatchObject({
      studentName: INITIALS,
      studentEmail: '',
      customerFirstName: 'Hollis',
      customerLastName: 'Grange',
      customerEmail: '',
      note: 'Happy to help Z.! Receipt to  please',
    });
    expect(await orderDetail(loose.id)).toMatchObject({
      studentName: INITIALS,
      note: `For ${INITIALS} in Room 7`,
      attributionHistory: [{ to: { sellerName: INITIALS }, reason: `The note names ${INITIALS}` }],
    });
  });
});
