import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { queryRows } from '../../src/server/db/database.js';
import { ATTRIBUTION_API_PATHS } from '../../src/shared/api/attribution-paths.js';
import type { TAttentionReply } from '../../src/shared/api/attribution.js';
import { MONEY_API_PATHS as P } from '../../src/shared/api/money-paths.js';
import type { TCampaignMoney, TTurnIn } from '../../src/shared/api/money.js';
import { ORDER_API_PATHS } from '../../src/shared/api/order-paths.js';
import type { TOrder } from '../../src/shared/api/orders.js';
import { PAPER_ORDER_API_PATHS as PO } from '../../src/shared/api/paper-order-paths.js';
import type { TPaperOrderImportResult } from '../../src/shared/api/paper-orders.js';
import { REPORT_API_PATHS } from '../../src/shared/api/report-paths.js';
import type { TCampaignReport } from '../../src/shared/api/reports.js';
import { STORE_API_ROUTES } from '../../src/shared/api/store-paths.js';
import type { TCreateShopUrlReply } from '../../src/shared/api/store.js';
import { MAX_MONEY_CENTS, MAX_STORE_MONEY_CENTS } from '../../src/shared/money.js';
import { API_ERROR_MESSAGES } from '../../src/shared/texts/api-errors.js';
import { ATTENTION_PROBLEM_LABELS } from '../../src/shared/texts/attribution.js';
import { MONEY_API_MESSAGES, MONEY_FIELD_MESSAGES } from '../../src/shared/texts/money.js';
import {
  PAPER_ORDER_API_MESSAGES,
  PAPER_ORDER_FIELD_MESSAGES,
  PAPER_ORDER_IMPORT_MESSAGES,
} from '../../src/shared/texts/paper-orders.js';
import {
  bearer,
  call,
  coordinatorToken,
  createCampaign,
  createCoordinator,
  createGroup,
  expectFailure,
  handOffBody,
  registerAdmin,
  type CampaignRow,
  type GroupRow,
  type Reply,
  type SellerSession,
} from '../support/fixtures.js';
import {
  enterPaperOrder,
  ok,
  putProducts,
  sellerOf,
  sender,
  steadyClock,
} from '../support/money-fixtures.js';
import { currentJournal, earlierDatabaseOpenedNow, migrationsUpTo } from '../support/earlier-database.js';
import { acceptedWebhook, orderRowsOf } from '../support/order-fixtures.js';
import { cartAttributesOf, deliverWebhook, storeOrder } from '../support/store-webhooks.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * One set of money limits wherever money enters (decision 23): the forms, the spreadsheet import, turn-ins,
 * deposits and the store's orders; the database's CHECK constraints; sums that stay exact.
 */

const INVALID = API_ERROR_MESSAGES.invalidRequest;
/** The donation of the incident: 2^53 − 1 cents, stored by an import while the form refused it. */
const HUGE = '90,071,992,547,409.91';
const JUST_ABOVE = '1,000,000.01';

let t: TestApp;
let adminToken: string;
let coordinator: string;
let group: GroupRow;
let ava: SellerSession;

const send = (token: string, method: InjectOptions['method'], path: string, payload?: unknown) =>
  sender(t)(token, method, path, payload);
const staff = (method: InjectOptions['method'], path: string, payload?: unknown) =>
  send(coordinator, method, path, payload);

beforeAll(async () => {
  t = await createTestApp({ now: steadyClock() });
  adminToken = (await registerAdmin(t)).token;
  group = await createGroup(t, { name: 'Maple Street PTA', profitShareBasisPoints: 4000 });
  await createCampaign(t, group.id, { name: 'Always On' });
  coordinator = await coordinatorToken(t, await createCoordinator(t, group.id));
  ava = await sellerOf(t, group, 'Ava Stone');
});
afterAll(async () => {
  await t.close();
});

/** A campaign that takes donations (on paper too), with one product, a Wreath at `price`. */
async function shop(name: string, price: number | string = 10) {
  const campaign = await createCampaign(t, group.id, { name, donationsEnabled: true });
  const [product] = await putProducts(t, coordinator, group.id, campaign.id, [{ name: 'Wreath', price }]);
  return { campaign, wreath: product!._id };
}

function postImport(campaign: CampaignRow, csv: string, dryRun = false) {
  return call(t, {
    method: 'POST',
    url: `/api${PO.paperOrderImport(group.id, campaign.id)}${dryRun ? '?dryRun=true' : ''}`,
    headers: { ...bearer(coordinator), 'content-type': 'text/csv; charset=utf-8' },
    payload: csv,
  });
}

const HEADER = 'Form number,Seller,Buyer,Payment,Amount,Donation,Wreath';
const csvOf = (...rows: string[]) => [HEADER, ...rows].join('\r\n');

/** The committed import refused with these problems (row, column, message), and nothing written. */
function expectImportRefused(res: Reply, problems: { row: number; column: string; message: string }[]) {
  expectFailure(
    res,
    400,
    PAPER_ORDER_API_MESSAGES.importHasProblems(problems.length),
    problems.map(({ row, column, message }) => ({
      field: `rows.${row}.${column}`,
      code: 'FIELD_INVALID',
      message,
    })),
    'IMPORT_HAS_PROBLEMS',
  );
}

async function moneyOf(campaign: CampaignRow) {
  return ok<TCampaignMoney>(await staff('GET', P.campaignMoney(group.id, campaign.id)));
}

describe('paper orders: the form and the import refuse the same amounts with the same words', () => {
  it('refuses a donation of $90,071,992,547,409.91 on the form and in the import, and the balance of 10.00 stays 10.00', async () => {
    const { campaign, wreath } = await shop('Donation limits');
    const form = await staff('POST', PO.campaignPaperOrders(group.id, campaign.id), {
      sellerId: ava.user.id,
      buyerName: 'Pat Parent',
      items: [{ productId: wreath, quantity: 1 }],
      donation: HUGE,
      payment: { method: 'cash' },
    });
    expectFailure(form, 400, PAPER_ORDER_FIELD_MESSAGES.donation, [
      { field: 'donation', code: 'FIELD_INVALID', message: PAPER_ORDER_FIELD_MESSAGES.donation },
    ]);
    const formMessage = form.json<{ errors: { message: string }[] }>().errors[0]!.message;
    expect(formMessage).toBe('Donation must be an amount in dollars, like 25.00');

    const csv = csvOf(`F-1,Ava Stone,Pat Parent,cash,,"${HUGE}",1`, 'F-2,Ava Stone,Kim Parent,unpaid,,,1');
    expectImportRefused(await postImport(campaign, csv), [
      { row: 2, column: 'Donation', message: formMessage },
    ]);
    const preview = ok<TPaperOrderImportResult>(await postImport(campaign, csv, true));
    expect(preview.problems).toEqual([{ row: 2, column: 'Donation', message: formMessage }]);
    expect(PAPER_ORDER_IMPORT_MESSAGES.donation).toBe(PAPER_ORDER_FIELD_MESSAGES.donation);

    // The same file without the bad row: Ava owes the $10.00 Wreath, exactly.
    ok<TPaperOrderImportResult>(await postImport(campaign, csvOf('F-2,Ava Stone,Kim Parent,unpaid,,,1')));
    const money = await moneyOf(campaign);
    expect(money.sellers.map(({ owed, received, balance }) => ({ owed, received, balance }))).toEqual([
      { owed: 10, received: 0, balance: 10 },
    ]);
    expect(money.totals).toMatchObject({ paperSales: 10, paperDonations: 0, received: 0, outstanding: 10 });
  });

  it('refuses an amount paid above the limit on the form and in the import with the same words', async () => {
    const { campaign, wreath } = await shop('Amount limits');
    for (const amount of [HUGE, JUST_ABOVE]) {
      const form = await staff('POST', PO.campaignPaperOrders(group.id, campaign.id), {
        sellerId: ava.user.id,
        buyerName: 'Pat Parent',
        items: [{ productId: wreath, quantity: 1 }],
        payment: { method: 'cash', amount },
      });
      expectFailure(form, 400, PAPER_ORDER_FIELD_MESSAGES.amount, [
        { field: 'payment.amount', code: 'FIELD_INVALID', message: PAPER_ORDER_FIELD_MESSAGES.amount },
      ]);
      expectImportRefused(await postImport(campaign, csvOf(`F-1,Ava Stone,Pat Parent,cash,"${amount}",,1`)), [
        { row: 2, column: 'Amount', message: PAPER_ORDER_FIELD_MESSAGES.amount },
      ]);
      expectImportRefused(await postImport(campaign, csvOf(`F-1,Ava Stone,Pat Parent,cash,,"${amount}",1`)), [
        { row: 2, column: 'Donation', message: PAPER_ORDER_FIELD_MESSAGES.donation },
      ]);
    }
    expect(PAPER_ORDER_IMPORT_MESSAGES.amount).toBe(PAPER_ORDER_FIELD_MESSAGES.amount);
    // $1,000,000.00 itself is taken, on the form and in the import.
    const top = await shop('At the limit', '1,000,000.00');
    const atLimit = await enterPaperOrder(t, coordinator, group.id, top.campaign.id, {
      sellerId: ava.user.id,
      buyerName: 'Pat Parent',
      items: [{ productId: top.wreath, quantity: 1 }],
      payment: { method: 'check', checkNumber: '1001', amount: '1,000,000.00' },
    });
    expect(atLimit.payment.amount).toBe(1_000_000);
    const importedAtLimit = ok<TPaperOrderImportResult>(
      await postImport(top.campaign, csvOf('F-9,Ava Stone,Lee Parent,cash,"1,000,000.00",,1')),
    );
    expect(importedAtLimit.orders).toBe(1);
    expect((await moneyOf(top.campaign)).totals).toMatchObject({
      paperSales: 2_000_000,
      received: 2_000_000,
    });
  });

  it('refuses a form whose total is above the limit, on the form and in the import', async () => {
    const { campaign, wreath } = await shop('Total limits', '600,000.00');
    const form = await staff('POST', PO.campaignPaperOrders(group.id, campaign.id), {
      sellerId: ava.user.id,
      buyerName: 'Pat Parent',
      items: [{ productId: wreath, quantity: 2 }],
      payment: { method: 'unpaid' },
    });
    expectFailure(form, 400, INVALID, [
      { field: 'items', code: 'MONEY_OVER_LIMIT', message: MONEY_API_MESSAGES.overLimit },
    ]);
    expect(MONEY_API_MESSAGES.overLimit).toBe(
      'The total is above $1,000,000, the most one form, envelope or deposit may hold',
    );
    expectImportRefused(await postImport(campaign, csvOf('F-1,Ava Stone,Pat Parent,unpaid,,,2')), [
      { row: 2, column: '', message: MONEY_API_MESSAGES.overLimit },
    ]);
    expect((await moneyOf(campaign)).sellers).toEqual([]);
  });
});

describe('turn-ins and deposits', () => {
  it('refuses cash or a check above the limit, and an envelope whose total is above it', async () => {
    const { campaign } = await shop('Envelope limits');
    const path = P.campaignTurnIns(group.id, campaign.id);
    expectFailure(
      await staff('POST', path, { sellerId: ava.user.id, cash: JUST_ABOVE }),
      400,
      MONEY_FIELD_MESSAGES.cash,
      [{ field: 'cash', code: 'FIELD_INVALID', message: MONEY_FIELD_MESSAGES.cash }],
    );
    expectFailure(
      await staff('POST', path, { sellerId: ava.user.id, checks: [{ number: '7', amount: HUGE }] }),
      400,
      MONEY_FIELD_MESSAGES.checkAmount,
      [{ field: 'checks.0.amount', code: 'FIELD_INVALID', message: MONEY_FIELD_MESSAGES.checkAmount }],
    );
    expectFailure(
      await staff('POST', path, {
        sellerId: ava.user.id,
        cash: 600_000,
        checks: [{ number: '7', amount: 400_000.01 }],
      }),
      400,
      MONEY_API_MESSAGES.overLimit,
      [{ field: 'checks', code: 'MONEY_OVER_LIMIT', message: MONEY_API_MESSAGES.overLimit }],
    );
    const atLimit = ok<TTurnIn>(
      await staff('POST', path, {
        sellerId: ava.user.id,
        cash: 600_000,
        checks: [{ number: '7', amount: 400_000 }],
      }),
      201,
    );
    expect(atLimit.total).toBe(1_000_000);
  });

  it('refuses a deposit whose total is above the limit; each part of it can go in a deposit of its own', async () => {
    const { campaign } = await shop('Deposit limits');
    const path = P.campaignTurnIns(group.id, campaign.id);
    const first = ok<TTurnIn>(await staff('POST', path, { sellerId: ava.user.id, cash: 600_000 }), 201);
    const second = ok<TTurnIn>(await staff('POST', path, { sellerId: ava.user.id, cash: 400_000.01 }), 201);
    const deposits = P.campaignDeposits(group.id, campaign.id);
    expectFailure(await staff('POST', deposits, { all: true }), 400, INVALID, [
      { field: 'all', code: 'MONEY_OVER_LIMIT', message: MONEY_API_MESSAGES.overLimit },
    ]);
    const onHand = ok<{ items: { _id: string; amount: number }[] }>(
      await staff('GET', P.moneyOnHand(group.id, campaign.id)),
    );
    expect(onHand.items.map((item) => item.amount).sort()).toEqual([400_000.01, 600_000]);
    expectFailure(
      await staff('POST', deposits, { itemIds: onHand.items.map((item) => item._id) }),
      400,
      INVALID,
      [{ field: 'itemIds', code: 'MONEY_OVER_LIMIT', message: MONEY_API_MESSAGES.overLimit }],
    );
    for (const item of onHand.items) ok(await staff('POST', deposits, { itemIds: [item._id] }), 201);
    expect((await moneyOf(campaign)).totals).toMatchObject({
      received: 1_000_000.01,
      deposited: 1_000_000.01,
      onHand: 0,
    });
    expect([first.total, second.total]).toEqual([600_000, 400_000.01]);
  });
});

describe('the database refuses out-of-range cents', () => {
  async function refusedBy(constraint: string, statement: ReturnType<typeof sql>) {
    const error = await queryRows(t.app.ctx.db, statement).then(
      () => undefined,
      (reason: unknown) =>
        reason as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } },
    );
    expect(error, constraint).toBeDefined();
    const pgError = error!.cause?.code ? error!.cause : error!;
    expect({ code: pgError.code, constraint: pgError.constraint }).toEqual({ code: '23514', constraint });
  }

  it('on every cents column people fill, at one cent above the limit', async () => {
    const { campaign, wreath } = await shop('Direct inserts');
    const turnIn = ok<TTurnIn>(
      await staff('POST', P.campaignTurnIns(group.id, campaign.id), { sellerId: ava.user.id, cash: 5 }),
      201,
    );
    const over = MAX_MONEY_CENTS + 1;
    await refusedBy(
      'money_items_amount_within_limit',
      sql`insert into money_items (group_id, campaign_id, seller_name, kind, amount_cents, turn_in_id)
          values (${group.id}, ${campaign.id}, 'Ava Stone', 'cash', ${over}, ${turnIn._id})`,
    );
    await refusedBy(
      'money_items_amount_within_limit',
      sql`insert into money_items (group_id, campaign_id, seller_name, kind, amount_cents, turn_in_id)
          values (${group.id}, ${campaign.id}, 'Ava Stone', 'cash', 9007199254740991, ${turnIn._id})`,
    );
    await refusedBy(
      'turn_ins_cash_within_limit',
      sql`update turn_ins set cash_cents = ${over} where id = ${turnIn._id}`,
    );
    await refusedBy(
      'deposits_total_within_limit',
      sql`insert into deposits (group_id, campaign_id, cash_cents, check_cents, created_by_kind, created_by_name)
          values (${group.id}, ${campaign.id}, ${MAX_MONEY_CENTS}, 1, 'coordinator', 'Casey')`,
    );
    await refusedBy(
      'campaign_products_price_range',
      sql`update campaign_products set price_cents = ${over} where id = ${wreath}`,
    );
    await refusedBy(
      'campaigns_donation_amounts_range',
      sql`update campaigns set donation_amounts_cents = ${`{500,${over}}`}::integer[] where id = ${campaign.id}`,
    );
    const order = await enterPaperOrder(t, coordinator, group.id, campaign.id, {
      sellerId: ava.user.id,
      buyerName: 'Pat Parent',
      items: [{ productId: wreath, quantity: 1 }],
      payment: { method: 'cash' },
    });
    await refusedBy(
      'orders_paper_total_within_limit',
      sql`update orders set donation_cents = ${over}, total_cents = ${over + 1000} where id = ${order._id}`,
    );
    await refusedBy(
      'paper_orders_payment_within_limit',
      sql`update paper_orders set payment_cents = ${over} where order_id = ${order._id}`,
    );
    await refusedBy(
      'order_items_price_within_store_limit',
      sql`update order_items set price_cents = ${MAX_STORE_MONEY_CENTS + 1} where order_id = ${order._id}`,
    );
    await refusedBy(
      'orders_amounts_within_store_limit',
      sql`update orders set shipping_cents = ${MAX_STORE_MONEY_CENTS + 1} where id = ${order._id}`,
    );
    // What was entered through the API is untouched.
    expect((await moneyOf(campaign)).totals).toMatchObject({ paperSales: 10, received: 15 });
  });

  it('reads a sum of cents only while it is exact', async () => {
    const [exact] = await queryRows<{ cents: number }>(
      t.app.ctx.db,
      sql`select exact_cents(9007199254740991::numeric) as cents`,
    );
    expect(exact!.cents).toBe(9007199254740991);
    const beyond = await queryRows(t.app.ctx.db, sql`select exact_cents(9007199254740993::numeric)`).then(
      () => 'read',
      () => 'refused',
    );
    expect(beyond).toBe('refused');
  });
});

describe('store orders keep what the store charged', () => {
  async function handoffAttributes(campaign: CampaignRow) {
    const reply = ok<TCreateShopUrlReply['data']>(
      await send(ava.token, 'POST', STORE_API_ROUTES.createShopUrl, handOffBody(ava, group, campaign)),
    );
    return cartAttributesOf(reply.url);
  }

  it('an order with a line above the limit is kept as charged, waits in the repair queue and counts nowhere', async () => {
    const campaign = await createCampaign(t, group.id, { name: 'Store limits' });
    const attributes = await handoffAttributes(campaign);
    const within = storeOrder({ attributes, lines: [{ title: 'Wreath', price: '30.00', quantity: 2 }] });
    const above = storeOrder({
      attributes,
      lines: [
        { title: 'Wreath', price: '30.00', quantity: 1 },
        { title: 'Gold Wreath', price: '1000000.01', quantity: 1 },
      ],
    });
    expect(await acceptedWebhook(t, within)).toBe('created');
    expect(await acceptedWebhook(t, above)).toBe('created');

    const [row] = await orderRowsOf(t, above.id);
    const detail = ok<TOrder>(await send(adminToken, 'GET', ORDER_API_PATHS.adminOrder(row!.id)));
    expect({
      total: detail.totalAmount,
      products: detail.totalProductAmount,
      items: detail.items.map((item) => [item.productName, item.price, item.quantity]),
    }).toEqual({
      total: 1_000_035.51,
      products: 1_000_030.01,
      items: [
        ['Wreath', 30, 1],
        ['Gold Wreath', 1_000_000.01, 1],
      ],
    });
    expect({ groupId: row!.groupId, campaignId: row!.campaignId, sellerId: row!.sellerId }).toEqual({
      groupId: null,
      campaignId: null,
      sellerId: null,
    });

    const queue = ok<TAttentionReply['data']>(
      await send(adminToken, 'GET', ATTRIBUTION_API_PATHS.attentionOrders),
    );
    const queued = queue.find((order) => order._id === row!.id);
    expect(queued?.problems).toEqual(['amountOverLimit', 'unattributed']);
    expect(queued?.groupCode).toBe(group.code);
    expect(queued?.studentName).toBe('Ava Stone');
    expect(ATTENTION_PROBLEM_LABELS.amountOverLimit).toBe('Amount above $1,000,000');
    const [withinRow] = await orderRowsOf(t, within.id);
    expect(queue.some((order) => order._id === withinRow!.id)).toBe(false);

    const report = ok<TCampaignReport>(
      await staff('GET', REPORT_API_PATHS.campaignReport(group.id, campaign.id)),
    );
    expect(report.totals).toMatchObject({ orderCount: 1, sales: 65.5, productSales: 60, donations: 0 });

    // A later delivery of the same order stays out of the totals.
    expect(
      await acceptedWebhook(t, { ...above, updated_at: new Date(Date.now() + 60_000).toISOString() }),
    ).toBe('updated');
    const [updated] = await orderRowsOf(t, above.id);
    expect(updated!.groupId).toBeNull();
    const again = ok<TCampaignReport>(
      await staff('GET', REPORT_API_PATHS.campaignReport(group.id, campaign.id)),
    );
    expect(again.totals).toMatchObject({ orderCount: 1, sales: 65.5 });
  });

  it('a line marked as a donation above the limit waits in the queue too', async () => {
    const campaign = await createCampaign(t, group.id, { name: 'Store donation limits' });
    const order = storeOrder({ attributes: await handoffAttributes(campaign), lines: [] });
    order.line_items = [
      {
        title: 'Donation',
        price: '2000000.00',
        quantity: 1,
        properties: [{ name: '_donation', value: 'true' }],
      },
    ] as never;
    order.total_line_items_price = '2000000.00';
    order.subtotal_price = '2000000.00';
    order.total_price = '2000005.50';
    expect(await acceptedWebhook(t, order)).toBe('created');
    const [row] = await orderRowsOf(t, order.id);
    expect({ donation: row!.donationCents, total: row!.totalCents, groupId: row!.groupId }).toEqual({
      donation: 200_000_000,
      total: 200_000_550,
      groupId: null,
    });
    const report = ok<TCampaignReport>(
      await staff('GET', REPORT_API_PATHS.campaignReport(group.id, campaign.id)),
    );
    expect(report.totals).toMatchObject({ orderCount: 0, donations: 0 });
  });

  it('refuses a payload whose amounts are beyond what a store charges, and writes nothing', async () => {
    const order = storeOrder({ lines: [{ title: 'Wreath', price: '999999999999.99', quantity: 1_000_000 }] });
    const res = await deliverWebhook(t.app, order);
    expect(res.statusCode, res.payload).toBe(400);
    expect(res.json<{ code: string }>().code).toBe('WEBHOOK_PAYLOAD_INVALID');
    expect(await orderRowsOf(t, order.id)).toEqual([]);
  });
});

describe('a database upgraded with amounts stored beyond the limits before they existed', () => {
  const IDS = {
    group: '11111111-1111-4111-8111-111111111111',
    campaign: '33333333-3333-4333-8333-333333333333',
    order: '44444444-4444-4444-8444-444444444444',
  };
  // The incident's paper order: a $10.00 Wreath and a donation of 2^53 − 1 cents, paid in cash, as an import stored it.
  const OLD_ROWS = `
    insert into groups (id, name, code, organization_name) values
      ('${IDS.group}', 'Oak Hill Band', 'OAKBAND', 'Oak Hill School');
    insert into campaigns (id, group_id, name, start_date, end_date, donations_enabled) values
      ('${IDS.campaign}', '${IDS.group}', 'Band Trip', '2000-01-01', '2999-12-31', true);
    insert into orders (id, shopify_order_id, shopify_order_number, group_id, group_code, campaign_id, campaign_name,
        seller_name, status, status_source, attribution_verified, total_product_cents, total_cents, donation_cents,
        store_created_at, store_updated_at, received_via, source) values
      ('${IDS.order}', 'paper:P-000001', 'P-000001', '${IDS.group}', 'OAKBAND', '${IDS.campaign}', 'Band Trip',
        'Ava Stone', 'paid', 'admin', true, 1000, 9007199254741991, 9007199254740991, now(), now(), 'import', 'paper');
    insert into order_items (order_id, position, product_name, price_cents, quantity) values
      ('${IDS.order}', 0, 'Wreath', 1000, 1);
    insert into paper_orders (order_id, campaign_id, form_number, payment_method, payment_cents, entered_by_kind,
        entered_by_name) values
      ('${IDS.order}', '${IDS.campaign}', 'F-1', 'cash', 9007199254741991, 'admin', 'Alex Admin');
    insert into money_items (group_id, campaign_id, seller_name, kind, amount_cents, paper_order_id) values
      ('${IDS.group}', '${IDS.campaign}', 'Ava Stone', 'cash', 9007199254741991, '${IDS.order}');
  `;
  let dir: string;
  let upgraded: TestApp;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'portal-money-limits-'));
    const { entries } = currentJournal();
    const before = entries[entries.findIndex((entry) => entry.tag === '0023_money_limits') - 1]!.tag;
    const { database, drop } = await earlierDatabaseOpenedNow(dir, migrationsUpTo(dir, before), OLD_ROWS);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: path.join(dir, 'portal'),
      JWT_SECRET: randomBytes(32).toString('hex'),
    });
    const app = await buildApp({ config, database });
    await app.ready();
    upgraded = {
      app,
      config,
      async close() {
        await app.close();
        await drop();
      },
    };
  });
  afterAll(async () => {
    await upgraded?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const unvalidated = async () =>
    (
      await queryRows<{ name: string }>(
        upgraded.app.ctx.db,
        sql`select conname as name from pg_constraint
            where not convalidated and contype = 'c' order by conname`,
      )
    ).map((row) => row.name);

  it('starts with those rows as they were, the constraints they break left unvalidated and still enforced', async () => {
    expect(await unvalidated()).toEqual([
      'money_items_amount_within_limit',
      'orders_amounts_within_store_limit',
      'orders_paper_total_within_limit',
      'paper_orders_payment_within_limit',
    ]);
    const [row] = await queryRows<{ amount: string }>(
      upgraded.app.ctx.db,
      sql`select amount_cents::text as amount from money_items where paper_order_id = ${IDS.order}`,
    );
    expect(row!.amount).toBe('9007199254741991');
    const refused = await queryRows(
      upgraded.app.ctx.db,
      sql`insert into money_items (group_id, campaign_id, seller_name, kind, amount_cents, paper_order_id)
          values (${IDS.group}, ${IDS.campaign}, 'Ava Stone', 'cash', ${MAX_MONEY_CENTS + 1}, ${IDS.order})`,
    ).then(
      () => 'written',
      () => 'refused',
    );
    expect(refused).toBe('refused');
  });

  it('lets staff void such an order through the API, after which every constraint validates', async () => {
    const admin = (await registerAdmin(upgraded)).token;
    const voided = ok<{ voidedAt: string | null; status: string }>(
      await sender(upgraded)(admin, 'POST', PO.voidPaperOrder(IDS.group, IDS.order), {
        reason: 'Typed wrong',
      }),
    );
    expect(voided.status).toBe('cancelled');
    const money = ok<TCampaignMoney>(
      await sender(upgraded)(admin, 'GET', P.campaignMoney(IDS.group, IDS.campaign)),
    );
    expect(money.totals).toMatchObject({ paperSales: 0, paperDonations: 0, received: 0, onHand: 0 });
    for (const name of await unvalidated()) {
      const [table] = await queryRows<{ name: string }>(
        upgraded.app.ctx.db,
        sql`select conrelid::regclass::text as name from pg_constraint where conname = ${name}`,
      );
      await upgraded.app.ctx.db.execute(
        sql`alter table ${sql.identifier(table!.name)} validate constraint ${sql.identifier(name)}`,
      );
    }
    expect(await unvalidated()).toEqual([]);
  });
});
