import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/database.js';
import { MONEY_API_PATHS as P } from '../../src/shared/api/money-paths.js';
import type {
  TCampaignMoney,
  TDeposit,
  TMoneyOnHandReply,
  TSellerBalance,
  TSettlement,
  TTurnIn,
  TTurnInBody,
} from '../../src/shared/api/money.js';
import { PAPER_ORDER_API_PATHS } from '../../src/shared/api/paper-order-paths.js';
import type { TPaperOrder, TPaperOrderBody } from '../../src/shared/api/paper-orders.js';
import { API_ERROR_MESSAGES } from '../../src/shared/texts/api-errors.js';
import { ATTRIBUTION_API_MESSAGES } from '../../src/shared/texts/attribution.js';
import { CAMPAIGN_API_MESSAGES } from '../../src/shared/texts/campaigns.js';
import { FIELD_MESSAGES } from '../../src/shared/texts/fields.js';
import { GROUP_API_MESSAGES } from '../../src/shared/texts/groups.js';
import { MONEY_API_MESSAGES, MONEY_FIELD_MESSAGES, SETTLEMENT_CSV } from '../../src/shared/texts/money.js';
import {
  coordinatorToken,
  createCampaign,
  createCoordinator,
  createGroup,
  expectFailure,
  registerAdmin,
  type CampaignRow,
  type GroupRow,
  type Reply,
  type SellerSession,
} from '../support/fixtures.js';
import {
  ISO_INSTANT,
  UNKNOWN_ID,
  api,
  enterPaperOrder,
  ok,
  putProducts,
  sellerOf,
  sender,
  steadyClock,
} from '../support/money-fixtures.js';
import { acceptedWebhook, fetchCsv } from '../support/order-fixtures.js';
import { storeOrder } from '../support/store-webhooks.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * A campaign's money through the API: envelopes turned in, corrected and voided; balances; deposits made,
 * reopened and confirmed; paper order payments in deposits; the settlement and its CSV; concurrency; access.
 */

const INVALID = API_ERROR_MESSAGES.invalidRequest;
const CASEY = 'Casey Coordinator';
const ALEX = 'Alex Admin';
const anInstant = expect.stringMatching(ISO_INSTANT);

let t: TestApp;
let adminToken: string;
let group: GroupRow;
let otherGroup: GroupRow;
let coordinator: string;
let coordinatorOfOther: string;
let ava: SellerSession;
let ben: SellerSession;
let olga: SellerSession;

const send = (token: string | undefined, method: InjectOptions['method'], path: string, payload?: unknown) =>
  sender(t)(token, method, path, payload);

beforeAll(async () => {
  t = await createTestApp({ now: steadyClock() });
  adminToken = (await registerAdmin(t, { name: ALEX })).token;
  group = await createGroup(t, { name: 'Maple Street PTA', profitShareBasisPoints: 4000 });
  otherGroup = await createGroup(t, { name: 'Oak Hill Band' });
  // The seller login needs a current campaign of the group.
  await createCampaign(t, group.id, { name: 'Always On' });
  await createCampaign(t, otherGroup.id, { name: 'Band Trip' });
  coordinator = await coordinatorToken(t, await createCoordinator(t, group.id, { name: CASEY }));
  coordinatorOfOther = await coordinatorToken(t, await createCoordinator(t, otherGroup.id));
  ava = await sellerOf(t, group, 'Ava Stone');
  ben = await sellerOf(t, group, 'Ben Ray');
  olga = await sellerOf(t, otherGroup, 'Olga Other');
});
afterAll(async () => {
  await t.close();
});

interface Shop {
  campaign: CampaignRow;
  cookie: string;
  candle: string;
  wreath: string;
}

/** A campaign with Cookie Dough at 18.00, Candle at `candle` (12.50) and Wreath at 30. */
async function shop(
  target = group,
  values: Parameters<typeof createCampaign>[2] = {},
  candle = '12.50',
): Promise<Shop> {
  const campaign = await createCampaign(t, target.id, { name: 'Spring Fundraiser', ...values });
  const token = target.id === group.id ? coordinator : coordinatorOfOther;
  const products = await putProducts(t, token, target.id, campaign.id, [
    { name: 'Cookie Dough', price: '18.00' },
    { name: 'Candle', price: candle },
    { name: 'Wreath', price: 30 },
  ]);
  const id = (name: string) => products.find((product) => product.name === name)!._id;
  return { campaign, cookie: id('Cookie Dough'), candle: id('Candle'), wreath: id('Wreath') };
}

function paperOrder(campaign: CampaignRow, body: TPaperOrderBody) {
  const token = campaign.groupId === group.id ? coordinator : coordinatorOfOther;
  return enterPaperOrder(t, token, campaign.groupId, campaign.id, body);
}

async function turnIn(campaign: CampaignRow, body: TTurnInBody, token = coordinator) {
  return ok<TTurnIn>(await send(token, 'POST', P.campaignTurnIns(campaign.groupId, campaign.id), body), 201);
}

async function turnInOf(id: string) {
  return ok<TTurnIn>(await send(coordinator, 'GET', P.turnIn(group.id, id)));
}

async function moneyOf(campaign: CampaignRow, token = coordinator) {
  return ok<TCampaignMoney>(await send(token, 'GET', P.campaignMoney(campaign.groupId, campaign.id)));
}

async function onHandOf(campaign: CampaignRow) {
  return ok<TMoneyOnHandReply['data']>(
    await send(coordinator, 'GET', P.moneyOnHand(campaign.groupId, campaign.id)),
  );
}

async function deposit(campaign: CampaignRow, body: Record<string, unknown>, token = coordinator) {
  return ok<TDeposit>(
    await send(token, 'POST', P.campaignDeposits(campaign.groupId, campaign.id), body),
    201,
  );
}

/** A seller's balance as the API shows it, from cents. */
function balance(
  seller: { id: string | null; name: string },
  publicName: [string, string],
  paperOrders: number,
  owedCents: number,
  receivedCents: number,
  lastTurnInAt: string | null,
): TSellerBalance {
  return {
    sellerId: seller.id,
    sellerName: seller.name,
    publicName: { firstName: publicName[0], lastInitial: publicName[1] },
    paperOrders,
    owed: owedCents / 100,
    received: receivedCents / 100,
    balance: (owedCents - receivedCents) / 100,
    lastTurnInAt,
  };
}

const AVA = () => ({ id: ava.user.id, name: 'Ava Stone' });
const BEN = () => ({ id: ben.user.id, name: 'Ben Ray' });

/** Checks of one turn-in share an instant, so the reply lists them in no fixed order: compare them by number. */
function byNumber<T extends { number: string }>(checks: T[]): T[] {
  return [...checks].sort((a, b) => (a.number < b.number ? -1 : a.number > b.number ? 1 : 0));
}
const sortedChecks = <T extends { checks: { number: string }[] }>(value: T): T => ({
  ...value,
  checks: byNumber(value.checks),
});

async function countRows(table: 'turn_ins' | 'money_items' | 'money_changes' | 'deposits' | 'orders') {
  const [row] = await queryRows<{ count: number }>(
    t.app.ctx.db,
    sql`select count(*)::int as count from ${sql.identifier(table)}`,
  );
  return row!.count;
}
const moneyRowCounts = () =>
  Promise.all(
    (['turn_ins', 'money_items', 'money_changes', 'deposits', 'orders'] as const).map((table) =>
      countRows(table),
    ),
  );

function expectCode(res: Reply, status: number, code: string, message: string) {
  expectFailure(res, status, message, undefined, code as never);
}

describe('turn-ins', () => {
  it('records envelopes of cash and checks by seller id or name, each receipt with the seller’s balance after it', async () => {
    const { campaign, cookie, candle, wreath } = await shop();
    const danaOne = await sellerOf(t, group, 'Dana Twin');
    await sellerOf(t, group, 'Dana Twin');
    await paperOrder(campaign, {
      sellerId: ava.user.id,
      buyerName: 'Pat Parent',
      items: [{ productId: cookie, quantity: 2 }],
      payment: { method: 'cash' },
    });
    await paperOrder(campaign, {
      sellerName: ' ava STONE ',
      buyerName: 'Kim Ray',
      items: [{ productId: wreath, quantity: 1 }],
      payment: { method: 'unpaid' },
    });
    await paperOrder(campaign, {
      sellerName: 'Zoe Paper',
      buyerName: 'Lou Lee',
      items: [{ productId: candle, quantity: 2 }],
      payment: { method: 'check', amount: '10.00', checkNumber: 'C-77' },
    });

    // Ava owes 66.00 (36.00 paid in cash on her first form); the envelope's amounts come as text, number and "$1,250.00".
    const first = await turnIn(campaign, {
      sellerId: ava.user.id,
      cash: '25.00',
      checks: [
        { number: '102', amount: '$1,250.00' },
        { number: '101', amount: 25, payer: ' Pat Parent ' },
      ],
      note: 'Envelope 1',
    });
    expect(sortedChecks(first)).toEqual({
      _id: expect.any(String),
      campaignId: campaign.id,
      sellerId: ava.user.id,
      sellerName: 'Ava Stone',
      cash: 25,
      checks: [
        { _id: expect.any(String), number: '101', amount: 25, payer: 'Pat Parent', deposited: false },
        { _id: expect.any(String), number: '102', amount: 1250, payer: '', deposited: false },
      ],
      total: 1300,
      note: 'Envelope 1',
      recordedByName: CASEY,
      recordedAt: anInstant,
      replacesId: null,
      voidedAt: null,
      voidReason: '',
      deposited: false,
      changes: [{ action: 'recorded', changedByName: CASEY, changedAt: first.recordedAt, reason: '' }],
      sellerBalance: balance(AVA(), ['Ava', 'S.'], 2, 6600, 3600 + 130_000, first.recordedAt),
    });

    // A typed name is matched to the one seller of that name, trimmed and in any case.
    const second = await turnIn(campaign, { sellerName: '  AVA stone ', cash: 30 }, adminToken);
    expect(second).toMatchObject({
      sellerId: ava.user.id,
      sellerName: 'Ava Stone',
      cash: 30,
      checks: [],
      total: 30,
      note: '',
      recordedByName: ALEX,
      changes: [{ action: 'recorded', changedByName: ALEX, changedAt: second.recordedAt, reason: '' }],
      sellerBalance: balance(AVA(), ['Ava', 'S.'], 2, 6600, 3600 + 133_000, second.recordedAt),
    });
    expect(second.recordedAt > first.recordedAt).toBe(true);

    // A name that is no seller's stays as typed, and meets the paper orders written to that name.
    const zoe = await turnIn(campaign, { sellerName: ' zoe PAPER ', cash: '5' });
    expect(zoe).toMatchObject({ sellerId: null, sellerName: 'zoe PAPER', cash: 5, total: 5 });
    expect(zoe.sellerBalance).toEqual(
      balance({ id: null, name: 'Zoe Paper' }, ['Zoe', 'P.'], 1, 2500, 1000 + 500, zoe.recordedAt),
    );
    const quinn = await turnIn(campaign, {
      sellerName: 'Quinn New',
      checks: [{ number: '9', amount: '7.5' }],
    });
    expect(quinn).toMatchObject({ sellerId: null, sellerName: 'Quinn New', cash: 0, total: 7.5 });
    expect(quinn.sellerBalance).toEqual(
      balance({ id: null, name: 'Quinn New' }, ['Quinn', 'N.'], 0, 0, 750, quinn.recordedAt),
    );
    // Two sellers share a name: the typed name matches neither; picking one by id credits that one.
    const typedTwin = await turnIn(campaign, { sellerName: 'dana twin', cash: 1 });
    expect(typedTwin).toMatchObject({ sellerId: null, sellerName: 'dana twin' });
    const pickedTwin = await turnIn(campaign, { sellerId: danaOne.user.id, cash: 2 });
    expect(pickedTwin).toMatchObject({ sellerId: danaOne.user.id, sellerName: 'Dana Twin' });
    expect(pickedTwin.sellerBalance).toEqual(
      balance({ id: danaOne.user.id, name: 'Dana Twin' }, ['Dana', 'T.'], 0, 0, 300, pickedTwin.recordedAt),
    );

    // The list: newest first, without the receipt's balance; limit narrows it.
    const all = [pickedTwin, typedTwin, quinn, zoe, second, first];
    const listed = ok<TTurnIn[]>(await send(coordinator, 'GET', P.campaignTurnIns(group.id, campaign.id)));
    expect(listed.map(sortedChecks)).toEqual(
      all.map(({ sellerBalance: _balance, ...turnIn }) => sortedChecks(turnIn)),
    );
    const limited = ok<TTurnIn[]>(
      await send(coordinator, 'GET', `${P.campaignTurnIns(group.id, campaign.id)}?limit=2`),
    );
    expect(limited.map((turnIn) => turnIn._id)).toEqual([pickedTwin._id, typedTwin._id]);
    for (const limit of ['0', '1001', 'ten']) {
      const message = 'limit must be a whole number from 1 to 1000';
      expectFailure(
        await send(coordinator, 'GET', `${P.campaignTurnIns(group.id, campaign.id)}?limit=${limit}`),
        400,
        message,
        [{ field: 'limit', code: 'FIELD_INVALID', message }],
      );
    }

    // One turn-in read again carries the seller's balance as it is now.
    const { sellerBalance: _first, ...firstTurnIn } = first;
    expect(sortedChecks(await turnInOf(first._id))).toEqual({
      ...sortedChecks(firstTurnIn),
      sellerBalance: balance(AVA(), ['Ava', 'S.'], 2, 6600, 3600 + 133_000, second.recordedAt),
    });

    const money = await moneyOf(campaign);
    expect(money).toEqual({
      campaign: { _id: campaign.id, name: 'Spring Fundraiser' },
      group: { _id: group.id, name: 'Maple Street PTA', code: group.code },
      totals: {
        storeSales: 0,
        paperSales: 91,
        storeDonations: 0,
        paperDonations: 0,
        receivedCash: 99,
        receivedChecks: 1292.5,
        received: 1391.5,
        outstanding: 10,
        overpaid: 1310.5,
        deposited: 0,
        onHand: 1391.5,
      },
      sellers: [
        balance(AVA(), ['Ava', 'S.'], 2, 6600, 136_600, second.recordedAt),
        balance({ id: danaOne.user.id, name: 'Dana Twin' }, ['Dana', 'T.'], 0, 0, 300, pickedTwin.recordedAt),
        balance({ id: null, name: 'Quinn New' }, ['Quinn', 'N.'], 0, 0, 750, quinn.recordedAt),
        balance({ id: null, name: 'Zoe Paper' }, ['Zoe', 'P.'], 1, 2500, 1500, zoe.recordedAt),
      ],
    });
  });

  it('corrects a turn-in by a new one that replaces it and voids one with its reason, never silently', async () => {
    const { campaign, candle } = await shop();
    await paperOrder(campaign, {
      sellerId: ben.user.id,
      buyerName: 'Pat Parent',
      items: [{ productId: candle, quantity: 4 }],
      payment: { method: 'unpaid' },
    });
    const original = await turnIn(campaign, {
      sellerId: ben.user.id,
      cash: 20,
      checks: [{ number: '500', amount: '15', payer: 'Kim Ray' }],
    });
    expect(original.sellerBalance).toEqual(balance(BEN(), ['Ben', 'R.'], 1, 5000, 3500, original.recordedAt));

    const reason = 'The check is for 25, not 15';
    const corrected = ok<TTurnIn>(
      await send(adminToken, 'PUT', P.turnIn(group.id, original._id), {
        sellerId: ben.user.id,
        cash: '20.00',
        checks: [{ number: '500', amount: '25', payer: 'Kim Ray' }],
        note: 'Recounted',
        reason: `  ${reason} `,
      }),
      201,
    );
    expect(corrected).toEqual({
      _id: expect.any(String),
      campaignId: campaign.id,
      sellerId: ben.user.id,
      sellerName: 'Ben Ray',
      cash: 20,
      checks: [{ _id: expect.any(String), number: '500', amount: 25, payer: 'Kim Ray', deposited: false }],
      total: 45,
      note: 'Recounted',
      recordedByName: ALEX,
      recordedAt: anInstant,
      replacesId: original._id,
      voidedAt: null,
      voidReason: '',
      deposited: false,
      changes: [{ action: 'recorded', changedByName: ALEX, changedAt: corrected.recordedAt, reason }],
      sellerBalance: balance(BEN(), ['Ben', 'R.'], 1, 5000, 4500, corrected.recordedAt),
    });
    expect(corrected._id).not.toBe(original._id);
    expect(corrected.checks[0]!._id).not.toBe(original.checks[0]!._id);

    // The replaced turn-in is still there as it was, voided, with who corrected it and why.
    const { sellerBalance: _balance, ...originalTurnIn } = original;
    expect(await turnInOf(original._id)).toEqual({
      ...originalTurnIn,
      voidedAt: corrected.recordedAt,
      voidReason: reason,
      changes: [
        { action: 'recorded', changedByName: CASEY, changedAt: original.recordedAt, reason: '' },
        { action: 'corrected', changedByName: ALEX, changedAt: corrected.recordedAt, reason },
      ],
      sellerBalance: corrected.sellerBalance,
    });

    // A voided (replaced) turn-in can be neither corrected nor voided again.
    const before = await moneyRowCounts();
    const envelope = { sellerId: ben.user.id, cash: 1 };
    for (const res of [
      await send(coordinator, 'PUT', P.turnIn(group.id, original._id), { ...envelope, reason: 'Again' }),
      await send(coordinator, 'POST', P.voidTurnIn(group.id, original._id), { reason: 'Again' }),
    ]) {
      expectCode(res, 409, 'TURN_IN_VOIDED', MONEY_API_MESSAGES.turnInVoided);
    }
    expect(await moneyRowCounts()).toEqual(before);

    const voidReason = 'The envelope was Ava’s';
    const voided = ok<TTurnIn>(
      await send(coordinator, 'POST', P.voidTurnIn(group.id, corrected._id), { reason: voidReason }),
    );
    expect(voided).toEqual({
      ...corrected,
      voidedAt: anInstant,
      voidReason,
      changes: [
        corrected.changes[0],
        { action: 'voided', changedByName: CASEY, changedAt: voided.voidedAt, reason: voidReason },
      ],
      sellerBalance: balance(BEN(), ['Ben', 'R.'], 1, 5000, 0, null),
    });
    for (const res of [
      await send(coordinator, 'POST', P.voidTurnIn(group.id, corrected._id), { reason: 'Twice' }),
      await send(adminToken, 'PUT', P.turnIn(group.id, corrected._id), { ...envelope, reason: 'Twice' }),
    ]) {
      expectCode(res, 409, 'TURN_IN_VOIDED', MONEY_API_MESSAGES.turnInVoided);
    }

    // A correction may move the envelope to another seller: the receipt is then theirs.
    const misfiled = await turnIn(campaign, { sellerId: ben.user.id, cash: 10 });
    expect(misfiled.sellerBalance.received).toBe(10);
    const moved = ok<TTurnIn>(
      await send(coordinator, 'PUT', P.turnIn(group.id, misfiled._id), {
        sellerName: 'ava stone',
        cash: 10,
        reason: 'Wrong seller',
      }),
      201,
    );
    expect(moved).toMatchObject({ sellerId: ava.user.id, sellerName: 'Ava Stone', replacesId: misfiled._id });
    expect(moved.sellerBalance).toEqual(balance(AVA(), ['Ava', 'S.'], 0, 0, 1000, moved.recordedAt));

    const listed = ok<TTurnIn[]>(await send(coordinator, 'GET', P.campaignTurnIns(group.id, campaign.id)));
    expect(listed.map((turnIn) => [turnIn._id, turnIn.voidedAt === null])).toEqual([
      [moved._id, true],
      [misfiled._id, false],
      [corrected._id, false],
      [original._id, false],
    ]);
    expect(listed[1]!.changes.map((change) => [change.action, change.reason])).toEqual([
      ['recorded', ''],
      ['corrected', 'Wrong seller'],
    ]);
    expect((await moneyOf(campaign)).sellers).toEqual([
      balance(AVA(), ['Ava', 'S.'], 0, 0, 1000, moved.recordedAt),
      balance(BEN(), ['Ben', 'R.'], 1, 5000, 0, null),
    ]);
    const audit = await queryRows<{ action: string; count: number }>(
      t.app.ctx.db,
      sql`select action, count(*)::int as count from money_changes where campaign_id = ${campaign.id}
          group by action order by action`,
    );
    expect(audit).toEqual([
      { action: 'corrected', count: 2 },
      { action: 'recorded', count: 4 },
      { action: 'voided', count: 1 },
    ]);
  });
});

describe('deposits', () => {
  it('deposits chosen payments or everything on hand, reopens with a reason, confirms, and refuses the rest', async () => {
    const { campaign, cookie, candle, wreath } = await shop();
    const { campaign: elsewhere } = await shop(group, { name: 'Wreath Drive' });
    const cashOrder = await paperOrder(campaign, {
      sellerId: ava.user.id,
      buyerName: 'Pat Parent',
      items: [{ productId: cookie, quantity: 1 }],
      payment: { method: 'cash' },
    });
    const checkOrder = await paperOrder(campaign, {
      sellerId: ben.user.id,
      buyerName: 'Kim Ray',
      items: [{ productId: wreath, quantity: 1 }],
      payment: { method: 'check', checkNumber: 'C-1' },
    });
    await paperOrder(campaign, {
      sellerId: ben.user.id,
      buyerName: 'Lou Lee',
      items: [{ productId: candle, quantity: 1 }],
      payment: { method: 'unpaid' },
    });
    const avaEnvelope = await turnIn(campaign, {
      sellerId: ava.user.id,
      cash: 40,
      checks: [{ number: '201', amount: '12.50', payer: 'Lou Lee' }],
    });
    const benEnvelope = await turnIn(campaign, {
      sellerId: ben.user.id,
      checks: [{ number: '301', amount: 20 }],
    });
    const voidedEnvelope = await turnIn(campaign, { sellerId: ben.user.id, cash: 99 });
    await send(coordinator, 'POST', P.voidTurnIn(group.id, voidedEnvelope._id), { reason: 'Counted twice' });
    const otherEnvelope = await turnIn(elsewhere, { sellerId: ava.user.id, cash: 7 });

    const onHand = await onHandOf(campaign);
    const expectedItems = [
      {
        kind: 'cash',
        amount: 18,
        checkNumber: '',
        payer: 'Pat Parent',
        sellerName: 'Ava Stone',
        source: 'paper-order',
        orderNumber: cashOrder.orderNumber,
        receivedAt: cashOrder.createdAt,
      },
      {
        kind: 'check',
        amount: 30,
        checkNumber: 'C-1',
        payer: 'Kim Ray',
        sellerName: 'Ben Ray',
        source: 'paper-order',
        orderNumber: checkOrder.orderNumber,
        receivedAt: checkOrder.createdAt,
      },
      {
        kind: 'cash',
        amount: 40,
        checkNumber: '',
        payer: '',
        sellerName: 'Ava Stone',
        source: 'turn-in',
        orderNumber: '',
        receivedAt: avaEnvelope.recordedAt,
      },
      {
        kind: 'check',
        amount: 12.5,
        checkNumber: '201',
        payer: 'Lou Lee',
        sellerName: 'Ava Stone',
        source: 'turn-in',
        orderNumber: '',
        receivedAt: avaEnvelope.recordedAt,
      },
      {
        kind: 'check',
        amount: 20,
        checkNumber: '301',
        payer: '',
        sellerName: 'Ben Ray',
        source: 'turn-in',
        orderNumber: '',
        receivedAt: benEnvelope.recordedAt,
      },
    ];
    // Oldest first; the cash and check of one envelope share an instant.
    const byTimeAndKind = <T extends { receivedAt: string; kind: string }>(items: T[]) =>
      [...items].sort((a, b) => a.receivedAt.localeCompare(b.receivedAt) || a.kind.localeCompare(b.kind));
    expect(onHand.items.map((item) => item.receivedAt)).toEqual(
      [...onHand.items.map((item) => item.receivedAt)].sort(),
    );
    expect(byTimeAndKind(onHand.items)).toEqual(
      expectedItems.map((item) => ({ _id: expect.any(String), ...item })),
    );
    expect({ cash: onHand.cash, checks: onHand.checks, total: onHand.total }).toEqual({
      cash: 58,
      checks: 62.5,
      total: 120.5,
    });
    const itemId = (number: string, amount: number) =>
      onHand.items.find((item) => item.checkNumber === number && item.amount === amount)!._id;
    const paperCashId = itemId('', 18);
    const paperCheckId = itemId('C-1', 30);
    const envelopeCheckId = itemId('201', 12.5);
    expect((await moneyOf(campaign)).totals).toMatchObject({ received: 120.5, deposited: 0, onHand: 120.5 });

    // A chosen set: the slip lists each check with its number, payer and amount.
    const friday = await deposit(campaign, {
      itemIds: [paperCheckId, envelopeCheckId],
      note: ' Friday run ',
    });
    expect(friday).toEqual({
      _id: expect.any(String),
      campaignId: campaign.id,
      cash: 0,
      checkTotal: 42.5,
      checks: [
        { number: 'C-1', payer: 'Kim Ray', amount: 30 },
        { number: '201', payer: 'Lou Lee', amount: 12.5 },
      ],
      total: 42.5,
      note: 'Friday run',
      createdByName: CASEY,
      createdAt: anInstant,
      status: 'standing',
      confirmedAt: null,
      reopenedAt: null,
      reopenReason: '',
      changes: [{ action: 'deposited', changedByName: CASEY, changedAt: friday.createdAt, reason: '' }],
    });
    const afterFriday = await onHandOf(campaign);
    expect(byTimeAndKind(afterFriday.items).map((item) => [item.kind, item.amount])).toEqual([
      ['cash', 18],
      ['cash', 40],
      ['check', 20],
    ]);
    expect([afterFriday.cash, afterFriday.checks, afterFriday.total]).toEqual([58, 20, 78]);
    expect((await moneyOf(campaign)).totals).toMatchObject({ received: 120.5, deposited: 42.5, onHand: 78 });

    // Ava's envelope now has money in a deposit: it can be neither corrected nor voided.
    const avaNow = await turnInOf(avaEnvelope._id);
    expect(avaNow.deposited).toBe(true);
    expect(avaNow.checks.map((check) => check.deposited)).toEqual([true]);
    expect((await turnInOf(benEnvelope._id)).deposited).toBe(false);
    let before = await moneyRowCounts();
    for (const res of [
      await send(coordinator, 'PUT', P.turnIn(group.id, avaEnvelope._id), {
        sellerId: ava.user.id,
        cash: 41,
        reason: 'Recount',
      }),
      await send(adminToken, 'POST', P.voidTurnIn(group.id, avaEnvelope._id), { reason: 'Recount' }),
    ]) {
      expectCode(res, 409, 'TURN_IN_DEPOSITED', MONEY_API_MESSAGES.turnInDeposited);
    }

    // Payments that are not on hand are named by their place in the list, and nothing is deposited.
    const otherItem = (
      await queryRows<{ id: string }>(
        t.app.ctx.db,
        sql`select id from money_items where turn_in_id = ${otherEnvelope._id}`,
      )
    )[0]!.id;
    const voidedItem = (
      await queryRows<{ id: string }>(
        t.app.ctx.db,
        sql`select id from money_items where turn_in_id = ${voidedEnvelope._id}`,
      )
    )[0]!.id;
    const notOnHand = (index: number) => ({
      field: `itemIds.${index}`,
      code: 'MONEY_NOT_ON_HAND' as const,
      message: MONEY_API_MESSAGES.notOnHand,
    });
    expectFailure(
      await send(coordinator, 'POST', P.campaignDeposits(group.id, campaign.id), {
        itemIds: [paperCashId, paperCheckId, UNKNOWN_ID, 'nope', otherItem, voidedItem],
      }),
      400,
      INVALID,
      [notOnHand(1), notOnHand(2), notOnHand(3), notOnHand(4), notOnHand(5)],
      'INVALID_REQUEST',
    );
    expect(await moneyRowCounts()).toEqual(before);
    expect(await onHandOf(campaign)).toEqual(afterFriday);

    // Everything on hand.
    const saturday = await deposit(campaign, { all: true }, adminToken);
    expect(saturday).toMatchObject({
      cash: 58,
      checkTotal: 20,
      checks: [{ number: '301', payer: '', amount: 20 }],
      total: 78,
      note: '',
      createdByName: ALEX,
      status: 'standing',
      changes: [{ action: 'deposited', changedByName: ALEX, changedAt: saturday.createdAt, reason: '' }],
    });
    expect(await onHandOf(campaign)).toEqual({ cash: 0, checks: 0, total: 0, items: [] });
    expect((await moneyOf(campaign)).totals).toMatchObject({ received: 120.5, deposited: 120.5, onHand: 0 });
    before = await moneyRowCounts();
    expectCode(
      await send(coordinator, 'POST', P.campaignDeposits(group.id, campaign.id), { all: true }),
      400,
      'NOTHING_TO_DEPOSIT',
      MONEY_API_MESSAGES.nothingToDeposit,
    );
    expectFailure(
      await send(coordinator, 'POST', P.campaignDeposits(group.id, campaign.id), { itemIds: [paperCashId] }),
      400,
      INVALID,
      [notOnHand(0)],
      'INVALID_REQUEST',
    );
    expect(await moneyRowCounts()).toEqual(before);
    expect(
      ok<TDeposit[]>(await send(coordinator, 'GET', P.campaignDeposits(group.id, campaign.id))).map(
        (row) => row._id,
      ),
    ).toEqual([saturday._id, friday._id]);

    // Reopened with a reason: its money is back on hand; the deposit keeps what it held, for its slip.
    const bounced = 'Check C-1 bounced';
    const reopened = ok<TDeposit>(
      await send(adminToken, 'POST', P.reopenDeposit(group.id, friday._id), { reason: bounced }),
    );
    expect(reopened).toEqual({
      ...friday,
      status: 'reopened',
      reopenedAt: anInstant,
      reopenReason: bounced,
      changes: [
        friday.changes[0],
        { action: 'reopened', changedByName: ALEX, changedAt: reopened.reopenedAt, reason: bounced },
      ],
    });
    expect(ok<TDeposit>(await send(coordinator, 'GET', P.deposit(group.id, friday._id)))).toEqual(reopened);
    const back = await onHandOf(campaign);
    expect(back.items.map((item) => item._id).sort()).toEqual([paperCheckId, envelopeCheckId].sort());
    expect([back.cash, back.checks, back.total]).toEqual([0, 42.5, 42.5]);
    expect((await moneyOf(campaign)).totals).toMatchObject({ received: 120.5, deposited: 78, onHand: 42.5 });
    const avaAfterReopen = await turnInOf(avaEnvelope._id);
    expect([avaAfterReopen.deposited, avaAfterReopen.checks[0]!.deposited]).toEqual([true, false]);
    expectCode(
      await send(coordinator, 'POST', P.voidTurnIn(group.id, avaEnvelope._id), {
        reason: 'Still cash in one',
      }),
      409,
      'TURN_IN_DEPOSITED',
      MONEY_API_MESSAGES.turnInDeposited,
    );
    for (const res of [
      await send(coordinator, 'POST', P.reopenDeposit(group.id, friday._id), { reason: 'Again' }),
      await send(coordinator, 'POST', P.confirmDeposit(group.id, friday._id)),
    ]) {
      expectCode(res, 409, 'DEPOSIT_REOPENED', MONEY_API_MESSAGES.depositReopened);
    }

    // Confirmed by the bank: it can no longer be reopened.
    const confirmed = ok<TDeposit>(await send(coordinator, 'POST', P.confirmDeposit(group.id, saturday._id)));
    expect(confirmed).toEqual({
      ...saturday,
      status: 'confirmed',
      confirmedAt: anInstant,
      changes: [
        saturday.changes[0],
        { action: 'confirmed', changedByName: CASEY, changedAt: confirmed.confirmedAt, reason: '' },
      ],
    });
    for (const res of [
      await send(coordinator, 'POST', P.confirmDeposit(group.id, saturday._id)),
      await send(adminToken, 'POST', P.reopenDeposit(group.id, saturday._id), { reason: 'Oops' }),
    ]) {
      expectCode(res, 409, 'DEPOSIT_CONFIRMED', MONEY_API_MESSAGES.depositConfirmed);
    }

    // The reopened money goes into a new deposit.
    const monday = await deposit(campaign, { all: true });
    expect(monday).toMatchObject({
      cash: 0,
      checkTotal: 42.5,
      checks: [
        { number: 'C-1', payer: 'Kim Ray', amount: 30 },
        { number: '201', payer: 'Lou Lee', amount: 12.5 },
      ],
      total: 42.5,
      status: 'standing',
    });
    expect((await moneyOf(campaign)).totals).toMatchObject({ received: 120.5, deposited: 120.5, onHand: 0 });
    expect(
      ok<TDeposit[]>(await send(coordinator, 'GET', P.campaignDeposits(group.id, campaign.id))).map((row) => [
        row._id,
        row.status,
        row.total,
      ]),
    ).toEqual([
      [monday._id, 'standing', 42.5],
      [saturday._id, 'confirmed', 78],
      [friday._id, 'reopened', 42.5],
    ]);
  });

  it('refuses a paper order edit that changes a deposited payment; a voided order’s deposited payment stays received until the deposit is reopened', async () => {
    const { campaign, cookie, candle, wreath } = await shop();
    const form = (values: Partial<TPaperOrderBody>): TPaperOrderBody => ({
      sellerId: ava.user.id,
      buyerName: 'Pat Parent',
      items: [{ productId: cookie, quantity: 2 }],
      payment: { method: 'cash' },
      ...values,
    });
    const deposited = await paperOrder(campaign, form({}));
    const undeposited = await paperOrder(
      campaign,
      form({ buyerName: 'Kim Ray', items: [{ productId: candle, quantity: 2 }] }),
    );
    const benOrder = await paperOrder(
      campaign,
      form({
        sellerId: ben.user.id,
        buyerName: 'Lou Lee',
        items: [{ productId: wreath, quantity: 1 }],
        payment: { method: 'check', checkNumber: 'C-9' },
      }),
    );
    const items = (await onHandOf(campaign)).items;
    const itemOf = (order: TPaperOrder) => items.find((item) => item.orderNumber === order.orderNumber)!._id;
    const slip = await deposit(campaign, { itemIds: [itemOf(deposited), itemOf(benOrder)] });
    expect(slip).toMatchObject({ cash: 36, checkTotal: 30, total: 66 });

    const edit = (order: TPaperOrder, body: TPaperOrderBody & { reason: string }) =>
      send(coordinator, 'PUT', PAPER_ORDER_API_PATHS.paperOrder(group.id, order._id), body);
    const before = await moneyRowCounts();
    for (const changed of [
      form({ payment: { method: 'cash', amount: '30.00' } }),
      form({ payment: { method: 'unpaid' } }),
      form({ payment: { method: 'check', checkNumber: '77' } }),
      // Three tubs: the payment follows the order's total, so it changes too.
      form({ items: [{ productId: cookie, quantity: 3 }] }),
    ]) {
      expectCode(
        await edit(deposited, { ...changed, reason: 'Fix the payment' }),
        409,
        'PAYMENT_DEPOSITED',
        MONEY_API_MESSAGES.paymentDeposited,
      );
    }
    expect(await moneyRowCounts()).toEqual(before);
    expect(
      ok<TPaperOrder>(
        await send(coordinator, 'GET', PAPER_ORDER_API_PATHS.paperOrder(group.id, deposited._id)),
      ),
    ).toEqual(deposited);

    // The same payment may follow the order to another seller.
    const moved = ok<TPaperOrder>(
      await edit(deposited, { ...form({ sellerId: ben.user.id }), reason: 'Ben sold it' }),
    );
    expect(moved).toMatchObject({ sellerId: ben.user.id, sellerName: 'Ben Ray', payment: deposited.payment });
    expect((await moneyOf(campaign)).sellers).toEqual([
      balance(AVA(), ['Ava', 'S.'], 1, 2500, 2500, null),
      balance(BEN(), ['Ben', 'R.'], 2, 6600, 6600, null),
    ]);
    expect(ok<TDeposit>(await send(coordinator, 'GET', P.deposit(group.id, slip._id)))).toEqual(slip);

    // An undeposited payment is replaced by the new one.
    ok(
      await edit(undeposited, {
        ...form({ buyerName: 'Kim Ray', items: [{ productId: candle, quantity: 2 }] }),
        payment: { method: 'check', checkNumber: 'C-10' },
        reason: 'Paid by check',
      }),
    );
    const paymentsOf = (order: TPaperOrder) =>
      queryRows<{ kind: string; cents: number; voided: boolean; deposited: boolean; seller: string }>(
        t.app.ctx.db,
        sql`select kind, amount_cents::float8 as cents, voided_at is not null as voided,
                   deposit_id is not null as deposited, seller_name as seller
            from money_items where paper_order_id = ${order._id} order by received_at, voided_at nulls last`,
      );
    expect(await paymentsOf(undeposited)).toEqual([
      { kind: 'cash', cents: 2500, voided: true, deposited: false, seller: 'Ava Stone' },
      { kind: 'check', cents: 2500, voided: false, deposited: false, seller: 'Ava Stone' },
    ]);
    expect((await moneyOf(campaign)).totals).toMatchObject({
      receivedCash: 36,
      receivedChecks: 55,
      received: 91,
    });

    // Voided: a deposited payment was banked and stays received; an undeposited one is voided with its order.
    const voidOrder = (order: TPaperOrder) =>
      send(coordinator, 'POST', PAPER_ORDER_API_PATHS.voidPaperOrder(group.id, order._id), {
        reason: 'The buyer cancelled',
      });
    ok(await voidOrder(deposited));
    expect(await paymentsOf(deposited)).toEqual([
      { kind: 'cash', cents: 3600, voided: false, deposited: true, seller: 'Ben Ray' },
    ]);
    let money = await moneyOf(campaign);
    expect(money.sellers).toEqual([
      balance(AVA(), ['Ava', 'S.'], 1, 2500, 2500, null),
      balance(BEN(), ['Ben', 'R.'], 1, 3000, 6600, null),
    ]);
    expect(money.totals).toEqual({
      storeSales: 0,
      paperSales: 55,
      storeDonations: 0,
      paperDonations: 0,
      receivedCash: 36,
      receivedChecks: 55,
      received: 91,
      outstanding: 0,
      overpaid: 36,
      deposited: 66,
      onHand: 25,
    });
    ok(await voidOrder(undeposited));
    expect((await paymentsOf(undeposited)).map((payment) => payment.voided)).toEqual([true, true]);
    money = await moneyOf(campaign);
    expect(money.sellers).toEqual([balance(BEN(), ['Ben', 'R.'], 1, 3000, 6600, null)]);
    expect(money.totals).toEqual({
      storeSales: 0,
      paperSales: 30,
      storeDonations: 0,
      paperDonations: 0,
      receivedCash: 36,
      receivedChecks: 30,
      received: 66,
      outstanding: 0,
      overpaid: 36,
      deposited: 66,
      onHand: 0,
    });

    // Reopened, the banked payment of the voided order is no longer banked: it is voided with its order, and only
    // the payment of the order that counts goes back on hand.
    ok(await send(coordinator, 'POST', P.reopenDeposit(group.id, slip._id), { reason: 'Wrong account' }));
    expect(await paymentsOf(deposited)).toEqual([
      { kind: 'cash', cents: 3600, voided: true, deposited: false, seller: 'Ben Ray' },
    ]);
    const back = await onHandOf(campaign);
    expect(back.items.map((item) => [item.orderNumber, item.kind, item.amount])).toEqual([
      [benOrder.orderNumber, 'check', 30],
    ]);
    expect((await moneyOf(campaign)).totals).toMatchObject({
      received: 30,
      deposited: 0,
      onHand: 30,
      outstanding: 0,
      overpaid: 0,
    });
  });
});

describe('settlement', () => {
  async function storeSale(
    target: GroupRow,
    campaign: CampaignRow,
    lines: { title: string; price: string; quantity: number }[],
    cancelledAt: string | null = null,
  ) {
    const order = storeOrder({
      attributes: {
        group_code: target.code,
        student_name: 'Ava Stone',
        campaign_id: campaign.id,
        campaign_name: campaign.name,
      },
      lines,
      shipping: { title: 'Standard', price: '5.50' },
      cancelledAt,
    });
    expect(await acceptedWebhook(t, order)).toBe('created');
  }

  it('settles with the group’s profit share: supplier, store and net, money, deposits and who still owes, as JSON and CSV', async () => {
    const { campaign, cookie, candle, wreath } = await shop(
      group,
      { name: 'Cookie Week', goalCents: 50_000 },
      '12.99',
    );
    const { campaign: elsewhere, cookie: elsewhereCookie } = await shop(group, { name: 'Wreath Drive' });
    // Online: 30.00 and 37.99 of products (shipping apart); a cancelled order and another campaign's do not count.
    await storeSale(group, campaign, [{ title: 'Cookie Dough', price: '15.00', quantity: 2 }]);
    await storeSale(group, campaign, [
      { title: 'Gift Card', price: '25.00', quantity: 1 },
      { title: 'Candle', price: '12.99', quantity: 1 },
    ]);
    await storeSale(
      group,
      campaign,
      [{ title: 'Wreath', price: '30.00', quantity: 4 }],
      new Date().toISOString(),
    );
    await storeSale(group, elsewhere, [{ title: 'Wreath', price: '30.00', quantity: 1 }]);
    // On paper: 54.00 + 12.99 + 30.00 = 96.99.
    const avaOrder = await paperOrder(campaign, {
      sellerId: ava.user.id,
      buyerName: 'Pat Parent',
      items: [{ productId: cookie, quantity: 3 }],
      payment: { method: 'cash' },
    });
    await paperOrder(campaign, {
      sellerId: ben.user.id,
      buyerName: 'Kim Ray',
      items: [{ productId: candle, quantity: 1 }],
      payment: { method: 'unpaid' },
    });
    await paperOrder(campaign, {
      sellerName: 'Zoe Paper',
      buyerName: 'Lou Lee',
      items: [{ productId: wreath, quantity: 1 }],
      payment: { method: 'check', amount: 20, checkNumber: 'C-5' },
    });
    await paperOrder(elsewhere, {
      sellerId: ben.user.id,
      buyerName: 'Kim Ray',
      items: [{ productId: elsewhereCookie, quantity: 5 }],
      payment: { method: 'unpaid' },
    });
    await turnIn(campaign, { sellerId: ben.user.id, cash: '12.99' });
    await turnIn(campaign, { sellerName: 'Zoe Paper', cash: 3 });
    await turnIn(campaign, { sellerName: 'Quinn New', cash: 2 });
    const avaItem = (await onHandOf(campaign)).items.find(
      (item) => item.orderNumber === avaOrder.orderNumber,
    )!;
    const slip = await deposit(campaign, { itemIds: [avaItem._id] });

    const settlement = ok<TSettlement>(
      await send(coordinator, 'GET', P.campaignSettlement(group.id, campaign.id)),
    );
    expect(settlement).toEqual({
      campaign: { _id: campaign.id, name: 'Cookie Week', goal: 500 },
      group: { _id: group.id, name: 'Maple Street PTA', code: group.code, profitSharePercent: 40 },
      productSales: 164.98,
      storeProductSales: 67.99,
      paperProductSales: 96.99,
      donations: 0,
      storeDonations: 0,
      paperDonations: 0,
      goalProgress: 16_498 / 50_000,
      // 40 % of 164.98 is 65.992; of 96.99, 38.796; of 67.99, 27.196: each rounded to the cent.
      raised: 65.99,
      groupOwesSupplier: 58.19,
      storeOwesGroup: 27.2,
      net: -30.99,
      money: {
        storeSales: 67.99,
        paperSales: 96.99,
        storeDonations: 0,
        paperDonations: 0,
        receivedCash: 71.99,
        receivedChecks: 20,
        received: 91.99,
        outstanding: 7,
        overpaid: 2,
        deposited: 54,
        onHand: 37.99,
      },
      deposits: [
        { _id: slip._id, createdAt: slip.createdAt, cash: 54, checkTotal: 0, total: 54, status: 'standing' },
      ],
      outstandingBySeller: [{ sellerName: 'Zoe Paper', balance: 7 }],
    });
    expect(settlement.money).toEqual((await moneyOf(campaign)).totals);

    const csv = await fetchCsv(t, api(P.campaignSettlementExport(group.id, campaign.id)), coordinator);
    const today = new Date().toISOString().slice(0, 10);
    expect(csv.res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.res.headers['content-disposition']).toBe(
      `attachment; filename="recap_${group.code}_${today}.csv"`,
    );
    expect(csv.header).toEqual(['Section', 'Item', 'Amount']);
    expect(csv.rows).toEqual([
      ['Totals', 'Goal', '500.00'],
      ['Totals', 'Product sales', '164.98'],
      ['Totals', 'Online product sales', '67.99'],
      ['Totals', 'Paper product sales', '96.99'],
      ['Totals', 'Donations (kept whole)', '0.00'],
      ['Totals', 'Online donations', '0.00'],
      ['Totals', 'Paper donations', '0.00'],
      ['Totals', 'Raised for the group (product sales × share + donations)', '65.99'],
      ['Settlement', 'Profit share (%)', '40'],
      ['Settlement', 'Owed to the supplier for paper orders', '58.19'],
      ['Settlement', 'Owed by the store for online orders', '27.20'],
      ['Settlement', 'Net to the group', '-30.99'],
      ['Money', 'Paper orders owed', '96.99'],
      ['Money', 'Cash received', '71.99'],
      ['Money', 'Checks received', '20.00'],
      ['Money', 'Deposited', '54.00'],
      ['Money', 'On hand', '37.99'],
      ['Money', 'Still to turn in', '7.00'],
      ['Deposit', `${slip.createdAt.slice(0, 10)} (standing)`, '54.00'],
      ['Outstanding', 'Zoe Paper', '7.00'],
    ]);
    // The labels are the shared texts'.
    expect(csv.rows.map((row) => row[1]).slice(0, 18)).toEqual(Object.values(SETTLEMENT_CSV.items));
    // The negative net is an amount, not a formula the spreadsheet would run.
    expect(csv.text).toContain('"Net to the group",-30.99\r\n');
  });

  it('leaves the settlement figures empty without a profit share', async () => {
    const { campaign, cookie } = await shop(otherGroup, { name: 'Band Trip Sale' });
    await storeSale(otherGroup, campaign, [{ title: 'Popcorn', price: '8.25', quantity: 2 }]);
    await paperOrder(campaign, {
      sellerId: olga.user.id,
      buyerName: 'Pat Parent',
      items: [{ productId: cookie, quantity: 2 }],
      payment: { method: 'cash', amount: '20.00' },
    });
    const settlement = ok<TSettlement>(
      await send(coordinatorOfOther, 'GET', P.campaignSettlement(otherGroup.id, campaign.id)),
    );
    expect(settlement).toEqual({
      campaign: { _id: campaign.id, name: 'Band Trip Sale', goal: null },
      group: { _id: otherGroup.id, name: 'Oak Hill Band', code: otherGroup.code, profitSharePercent: null },
      productSales: 52.5,
      storeProductSales: 16.5,
      paperProductSales: 36,
      donations: 0,
      storeDonations: 0,
      paperDonations: 0,
      goalProgress: null,
      raised: null,
      groupOwesSupplier: null,
      storeOwesGroup: null,
      net: null,
      money: {
        storeSales: 16.5,
        paperSales: 36,
        storeDonations: 0,
        paperDonations: 0,
        receivedCash: 20,
        receivedChecks: 0,
        received: 20,
        outstanding: 16,
        overpaid: 0,
        deposited: 0,
        onHand: 20,
      },
      deposits: [],
      outstandingBySeller: [{ sellerName: 'Olga Other', balance: 16 }],
    });
    const csv = await fetchCsv(
      t,
      api(P.campaignSettlementExport(otherGroup.id, campaign.id)),
      coordinatorOfOther,
    );
    expect(csv.rows).toEqual([
      ['Totals', 'Goal', ''],
      ['Totals', 'Product sales', '52.50'],
      ['Totals', 'Online product sales', '16.50'],
      ['Totals', 'Paper product sales', '36.00'],
      ['Totals', 'Donations (kept whole)', '0.00'],
      ['Totals', 'Online donations', '0.00'],
      ['Totals', 'Paper donations', '0.00'],
      ['Totals', 'Raised for the group (product sales × share + donations)', ''],
      ['Settlement', 'Profit share (%)', ''],
      ['Settlement', 'Owed to the supplier for paper orders', ''],
      ['Settlement', 'Owed by the store for online orders', ''],
      ['Settlement', 'Net to the group', ''],
      ['Money', 'Paper orders owed', '36.00'],
      ['Money', 'Cash received', '20.00'],
      ['Money', 'Checks received', '0.00'],
      ['Money', 'Deposited', '0.00'],
      ['Money', 'On hand', '20.00'],
      ['Money', 'Still to turn in', '16.00'],
      ['Outstanding', 'Olga Other', '16.00'],
    ]);
  });
});

describe('concurrency', () => {
  it('records ten envelopes of one seller sent at once, and each balance counts them all', async () => {
    const { campaign, wreath } = await shop();
    await paperOrder(campaign, {
      sellerId: ben.user.id,
      buyerName: 'Pat Parent',
      items: [{ productId: wreath, quantity: 3 }],
      payment: { method: 'unpaid' },
    });
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        send(index % 2 ? adminToken : coordinator, 'POST', P.campaignTurnIns(group.id, campaign.id), {
          sellerId: ben.user.id,
          cash: index + 1,
          checks: [{ number: `C-${index}`, amount: '0.50' }],
        }),
      ),
    );
    const turnIns = replies.map((res) => ok<TTurnIn>(res, 201));
    expect(new Set(turnIns.map((turnIn) => turnIn._id)).size).toBe(10);
    // Each receipt counts its own envelope and those written before it; the balance afterwards counts all ten.
    for (const turnIn of turnIns) {
      expect(turnIn.sellerBalance.received).toBeGreaterThanOrEqual(turnIn.total);
      expect(turnIn.sellerBalance.received).toBeLessThanOrEqual(60);
    }
    const lastAt = [...turnIns.map((turnIn) => turnIn.recordedAt)].sort().at(-1)!;
    expect((await moneyOf(campaign)).sellers).toEqual([balance(BEN(), ['Ben', 'R.'], 1, 9000, 6000, lastAt)]);
    const listed = ok<TTurnIn[]>(await send(coordinator, 'GET', P.campaignTurnIns(group.id, campaign.id)));
    expect(listed.map((turnIn) => turnIn._id).sort()).toEqual(turnIns.map((turnIn) => turnIn._id).sort());
    expect((await onHandOf(campaign)).items).toHaveLength(20);
  });

  it('lets one of several corrections sent at once replace a turn-in, and one deposit of everything', async () => {
    const { campaign } = await shop();
    const original = await turnIn(campaign, { sellerId: ava.user.id, cash: 10 });
    const corrections = await Promise.all(
      [11, 12, 13].map((cash) =>
        send(coordinator, 'PUT', P.turnIn(group.id, original._id), {
          sellerId: ava.user.id,
          cash,
          reason: `Counted ${cash}`,
        }),
      ),
    );
    expect(corrections.map((res) => res.statusCode).sort()).toEqual([201, 409, 409]);
    for (const res of corrections.filter((reply) => reply.statusCode === 409)) {
      expectCode(res, 409, 'TURN_IN_VOIDED', MONEY_API_MESSAGES.turnInVoided);
    }
    const winner = ok<TTurnIn>(
      corrections.find((res) => res.statusCode === 201)!,
      201,
    );
    expect((await moneyOf(campaign)).sellers).toEqual([
      balance(AVA(), ['Ava', 'S.'], 0, 0, winner.cash * 100, winner.recordedAt),
    ]);

    await turnIn(campaign, { sellerId: ben.user.id, cash: 5, checks: [{ number: '1', amount: 6 }] });
    const deposits = await Promise.all(
      [1, 2, 3].map(() =>
        send(coordinator, 'POST', P.campaignDeposits(group.id, campaign.id), { all: true }),
      ),
    );
    expect(deposits.map((res) => res.statusCode).sort()).toEqual([201, 400, 400]);
    for (const res of deposits.filter((reply) => reply.statusCode === 400)) {
      expectCode(res, 400, 'NOTHING_TO_DEPOSIT', MONEY_API_MESSAGES.nothingToDeposit);
    }
    expect(
      ok<TDeposit>(
        deposits.find((res) => res.statusCode === 201)!,
        201,
      ).total,
    ).toBe(winner.cash + 11);
  });

  it('never voids a turn-in whose money went into a deposit at the same moment', async () => {
    const { campaign } = await shop();
    const outcomes: string[] = [];
    for (let round = 0; round < 4; round++) {
      const envelopes = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          turnIn(campaign, {
            sellerId: ben.user.id,
            cash: index + 1,
            checks: [{ number: `${round}-${index}`, amount: 2 }],
          }),
        ),
      );
      // The deposit is sent first and the voids one by one while it runs.
      const [made, ...voids] = await Promise.all([
        send(coordinator, 'POST', P.campaignDeposits(group.id, campaign.id), { all: true }),
        ...envelopes.map((envelope, index) =>
          new Promise((resolve) => setTimeout(resolve, index)).then(() =>
            send(coordinator, 'POST', P.voidTurnIn(group.id, envelope._id), { reason: 'Race' }),
          ),
        ),
      ]);
      for (const res of voids) {
        if (res.statusCode !== 200)
          expectCode(res, 409, 'TURN_IN_DEPOSITED', MONEY_API_MESSAGES.turnInDeposited);
      }
      outcomes.push([made!.statusCode, ...voids.map((res) => res.statusCode)].join(','));
      if (made!.statusCode !== 201)
        expectCode(made!, 400, 'NOTHING_TO_DEPOSIT', MONEY_API_MESSAGES.nothingToDeposit);
    }
    // No payment is both voided and in a deposit, and each deposit holds exactly the money still in it.
    const [broken] = await queryRows<{ count: number }>(
      t.app.ctx.db,
      sql`select count(*)::int as count from money_items
          where campaign_id = ${campaign.id} and voided_at is not null and deposit_id is not null`,
    );
    expect(broken!.count).toBe(0);
    const deposits = await queryRows<{ total: number; items: number }>(
      t.app.ctx.db,
      sql`select (d.cash_cents + d.check_cents)::float8 as total,
                 coalesce((select sum(m.amount_cents) from money_items m where m.deposit_id = d.id), 0)::float8 as items
          from deposits d where d.campaign_id = ${campaign.id}`,
    );
    for (const row of deposits) expect(row.items).toBe(row.total);
    const money = await moneyOf(campaign);
    expect(money.totals.deposited).toBe(deposits.reduce((sum, row) => sum + row.total, 0) / 100);
  });
});

describe('access', () => {
  let campaign: CampaignRow;
  let otherCampaign: CampaignRow;
  let turnInId: string;
  let depositId: string;
  let otherTurnInId: string;
  let otherDepositId: string;

  beforeAll(async () => {
    ({ campaign } = await shop());
    ({ campaign: otherCampaign } = await shop(otherGroup, { name: 'Band Trip Sale' }));
    await turnIn(campaign, { sellerId: ava.user.id, cash: 5 });
    depositId = (await deposit(campaign, { all: true }))._id;
    turnInId = (await turnIn(campaign, { sellerId: ben.user.id, cash: 6 }))._id;
    otherTurnInId = (await turnIn(otherCampaign, { sellerId: olga.user.id, cash: 7 }, coordinatorOfOther))
      ._id;
    otherDepositId = (await deposit(otherCampaign, { all: true }, coordinatorOfOther))._id;
  });

  const envelope = () => ({ sellerName: 'Zed Door', cash: 1 });
  const campaignRoutes = (groupId: string, campaignId: string) =>
    [
      ['POST', P.campaignTurnIns(groupId, campaignId), envelope()],
      ['GET', P.campaignTurnIns(groupId, campaignId)],
      ['GET', P.campaignMoney(groupId, campaignId)],
      ['GET', P.moneyOnHand(groupId, campaignId)],
      ['POST', P.campaignDeposits(groupId, campaignId), { all: true }],
      ['GET', P.campaignDeposits(groupId, campaignId)],
      ['GET', P.campaignSettlement(groupId, campaignId)],
      ['GET', P.campaignSettlementExport(groupId, campaignId)],
    ] as const;
  const turnInRoutes = (groupId: string, id: string) =>
    [
      ['GET', P.turnIn(groupId, id)],
      ['PUT', P.turnIn(groupId, id), { ...envelope(), reason: 'Recount' }],
      ['POST', P.voidTurnIn(groupId, id), { reason: 'Duplicate' }],
    ] as const;
  const depositRoutes = (groupId: string, id: string) =>
    [
      ['GET', P.deposit(groupId, id)],
      ['POST', P.reopenDeposit(groupId, id), { reason: 'Wrong slip' }],
      ['POST', P.confirmDeposit(groupId, id)],
    ] as const;
  type Route = readonly [InjectOptions['method'], string, unknown?];
  const request = (token: string | undefined, [method, path, payload]: Route) =>
    send(token, method, path, payload);

  it('refuses another group’s coordinator and sellers (403) and requests without a token (401) on every route', async () => {
    const before = await moneyRowCounts();
    const routes: Route[] = [
      ...campaignRoutes(group.id, campaign.id),
      ...turnInRoutes(group.id, turnInId),
      ...depositRoutes(group.id, depositId),
    ];
    expect(routes).toHaveLength(14);
    for (const route of routes) {
      for (const token of [coordinatorOfOther, ava.token, olga.token]) {
        const res = await request(token, route);
        expect(res.statusCode, `${route[0]} ${route[1]}: ${res.payload}`).toBe(403);
        expectCode(res, 403, 'FORBIDDEN', API_ERROR_MESSAGES.forbidden);
      }
      const res = await request(undefined, route);
      expect(res.statusCode, `${route[0]} ${route[1]}`).toBe(401);
      expectCode(res, 401, 'AUTHENTICATION_REQUIRED', API_ERROR_MESSAGES.authenticationRequired);
    }
    expect(await moneyRowCounts()).toEqual(before);
    expect((await turnInOf(turnInId)).voidedAt).toBeNull();
    expect(ok<TDeposit>(await send(adminToken, 'GET', P.deposit(group.id, depositId))).status).toBe(
      'standing',
    );
  });

  it('answers the group’s coordinator on every route', async () => {
    const created = ok<TTurnIn>(await request(coordinator, campaignRoutes(group.id, campaign.id)[0]), 201);
    for (const route of campaignRoutes(group.id, campaign.id).slice(1)) {
      if (route[0] === 'POST') continue;
      if (route[1].endsWith('/export')) {
        await fetchCsv(t, api(route[1]), coordinator);
        continue;
      }
      ok(await request(coordinator, route));
    }
    ok(await request(coordinator, turnInRoutes(group.id, created._id)[0]));
    const replacement = ok<TTurnIn>(await request(coordinator, turnInRoutes(group.id, created._id)[1]), 201);
    ok(await request(coordinator, turnInRoutes(group.id, replacement._id)[2]));
    const made = ok<TDeposit>(await request(coordinator, campaignRoutes(group.id, campaign.id)[4]), 201);
    expect(made.total).toBe(6);
    ok(await request(coordinator, depositRoutes(group.id, made._id)[0]));
    ok(await request(coordinator, depositRoutes(group.id, made._id)[1]));
    ok(await request(coordinator, depositRoutes(group.id, depositId)[2]));
  });

  it('answers 404 for an unknown group, campaign, turn-in or deposit, and for another group’s', async () => {
    const before = await moneyRowCounts();
    const campaignCases: [string, string, string, string][] = [
      [group.id, UNKNOWN_ID, 'CAMPAIGN_NOT_FOUND', CAMPAIGN_API_MESSAGES.campaignNotFound],
      [group.id, 'not-an-id', 'CAMPAIGN_NOT_FOUND', CAMPAIGN_API_MESSAGES.campaignNotFound],
      [group.id, otherCampaign.id, 'CAMPAIGN_NOT_FOUND', CAMPAIGN_API_MESSAGES.campaignNotFound],
      [UNKNOWN_ID, campaign.id, 'GROUP_NOT_FOUND', GROUP_API_MESSAGES.groupNotFound],
      ['not-an-id', campaign.id, 'GROUP_NOT_FOUND', GROUP_API_MESSAGES.groupNotFound],
    ];
    for (const [groupId, campaignId, code, message] of campaignCases) {
      for (const route of campaignRoutes(groupId, campaignId)) {
        const res = await request(adminToken, route);
        expect(res.statusCode, `${route[0]} ${route[1]}: ${res.payload}`).toBe(404);
        expectCode(res, 404, code, message);
      }
    }
    for (const route of campaignRoutes(otherGroup.id, campaign.id)) {
      expectCode(
        await request(coordinatorOfOther, route),
        404,
        'CAMPAIGN_NOT_FOUND',
        CAMPAIGN_API_MESSAGES.campaignNotFound,
      );
    }

    const itemCases = (ownId: string, foreignId: string) =>
      [
        [adminToken, group.id, UNKNOWN_ID],
        [adminToken, group.id, 'nope'],
        [adminToken, group.id, foreignId],
        [adminToken, UNKNOWN_ID, ownId],
        [coordinatorOfOther, otherGroup.id, ownId],
      ] as const;
    for (const [token, groupId, id] of itemCases(turnInId, otherTurnInId)) {
      for (const route of turnInRoutes(groupId, id)) {
        expectCode(await request(token, route), 404, 'TURN_IN_NOT_FOUND', MONEY_API_MESSAGES.turnInNotFound);
      }
    }
    for (const [token, groupId, id] of itemCases(depositId, otherDepositId)) {
      for (const route of depositRoutes(groupId, id)) {
        expectCode(await request(token, route), 404, 'DEPOSIT_NOT_FOUND', MONEY_API_MESSAGES.depositNotFound);
      }
    }
    for (const route of [...turnInRoutes('not-an-id', turnInId), ...depositRoutes('not-an-id', depositId)]) {
      expectCode(await request(adminToken, route), 404, 'GROUP_NOT_FOUND', GROUP_API_MESSAGES.groupNotFound);
    }
    expect(await moneyRowCounts()).toEqual(before);
    expect((await turnInOf(turnInId)).voidedAt).toBeNull();
  });
});

describe('validation', () => {
  it('refuses envelopes that are not valid, naming the field, and writes nothing', async () => {
    const { campaign } = await shop();
    const url = P.campaignTurnIns(group.id, campaign.id);
    const valid = { sellerId: ava.user.id, cash: '10.00', checks: [{ number: '1', amount: 5 }] };
    const before = await moneyRowCounts();
    const schemaCases: [Record<string, unknown>, string, string, string][] = [];
    const add = (body: Record<string, unknown>, field: string, code: string, message: string) =>
      schemaCases.push([body, field, code, message]);
    for (const cash of [-5, '-5', 'abc', '12.345', '1,000,000.01', 1_000_000.01, true, null, '']) {
      add({ ...valid, cash }, 'cash', 'FIELD_INVALID', MONEY_FIELD_MESSAGES.cash);
    }
    add(
      { ...valid, checks: [{ amount: 5 }] },
      'checks.0.number',
      'FIELD_REQUIRED',
      MONEY_FIELD_MESSAGES.checkNumber,
    );
    add(
      { ...valid, checks: [{ number: '   ', amount: 5 }] },
      'checks.0.number',
      'FIELD_REQUIRED',
      MONEY_FIELD_MESSAGES.checkNumber,
    );
    add(
      { ...valid, checks: [{ number: 'a\u0000b', amount: 5 }] },
      'checks.0.number',
      'FIELD_NOT_ALLOWED_CHARACTER',
      FIELD_MESSAGES.notAllowedCharacter('Check number'),
    );
    add(
      { ...valid, checks: [{ number: '9'.repeat(41), amount: 5 }] },
      'checks.0.number',
      'FIELD_TOO_LONG',
      FIELD_MESSAGES.tooLong('Check number', 40),
    );
    for (const amount of [0, '0.00', 'abc', -1, '1.001', null]) {
      add(
        { ...valid, checks: [{ number: '7', amount }] },
        'checks.0.amount',
        'FIELD_INVALID',
        MONEY_FIELD_MESSAGES.checkAmount,
      );
    }
    add(
      {
        ...valid,
        checks: [
          { number: '7', amount: 5 },
          { number: '8', amount: 0 },
        ],
      },
      'checks.1.amount',
      'FIELD_INVALID',
      MONEY_FIELD_MESSAGES.checkAmount,
    );
    const { sellerId: _seller, ...noSeller } = valid;
    add(noSeller, 'sellerName', 'SELLER_REQUIRED', ATTRIBUTION_API_MESSAGES.sellerRequired);
    add(
      { ...noSeller, sellerName: '   ' },
      'sellerName',
      'SELLER_REQUIRED',
      ATTRIBUTION_API_MESSAGES.sellerRequired,
    );
    for (const empty of [{}, { cash: 0 }, { cash: '0.00', checks: [] }]) {
      add({ sellerId: ava.user.id, ...empty }, 'cash', 'ENVELOPE_EMPTY', MONEY_API_MESSAGES.envelopeEmpty);
    }
    add({ ...valid, note: 'x'.repeat(501) }, 'note', 'FIELD_TOO_LONG', FIELD_MESSAGES.tooLong('Note', 500));
    for (const [body, field, code, message] of schemaCases) {
      const res = await send(coordinator, 'POST', url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expectFailure(res, 400, message, [{ field, code: code as never, message }], 'INVALID_REQUEST');
    }

    // What only the database can tell: whether the seller is the group's.
    for (const sellerId of [olga.user.id, UNKNOWN_ID, 'not-an-id']) {
      expectFailure(
        await send(coordinator, 'POST', url, { ...valid, sellerId }),
        400,
        INVALID,
        [
          {
            field: 'sellerId',
            code: 'SELLER_NOT_IN_GROUP',
            message: ATTRIBUTION_API_MESSAGES.sellerNotInGroup,
          },
        ],
        'INVALID_REQUEST',
      );
    }
    expect(await moneyRowCounts()).toEqual(before);
  });

  it('requires a reason to correct, void or reopen, and a choice to deposit; a refused correction changes nothing', async () => {
    const { campaign } = await shop();
    const envelope = await turnIn(campaign, { sellerId: ava.user.id, cash: 10 });
    const slip = await deposit(campaign, { all: true });
    const other = await turnIn(campaign, { sellerId: ava.user.id, cash: 4 });
    const before = await moneyRowCounts();
    const reasonRequired = FIELD_MESSAGES.required('Reason');
    const reasonError = (code: 'FIELD_REQUIRED' | 'FIELD_NOT_TEXT', message = reasonRequired) => [
      { field: 'reason', code, message },
    ];
    const body = { sellerId: ava.user.id, cash: 5 };
    for (const [path, method, payload] of [
      [P.turnIn(group.id, other._id), 'PUT', body],
      [P.turnIn(group.id, other._id), 'PUT', { ...body, reason: '   ' }],
      [P.voidTurnIn(group.id, other._id), 'POST', {}],
      [P.voidTurnIn(group.id, other._id), 'POST', { reason: '' }],
      [P.reopenDeposit(group.id, slip._id), 'POST', {}],
      [P.reopenDeposit(group.id, slip._id), 'POST', { reason: ' \t ' }],
    ] as const) {
      expectFailure(
        await send(coordinator, method, path, payload),
        400,
        reasonRequired,
        reasonError('FIELD_REQUIRED'),
        'INVALID_REQUEST',
      );
    }
    expectFailure(
      await send(coordinator, 'POST', P.voidTurnIn(group.id, other._id), { reason: 12 }),
      400,
      FIELD_MESSAGES.notText('Reason'),
      reasonError('FIELD_NOT_TEXT', FIELD_MESSAGES.notText('Reason')),
      'INVALID_REQUEST',
    );
    // A correction to another group's seller or to an empty envelope leaves the turn-in as it was.
    expectFailure(
      await send(coordinator, 'PUT', P.turnIn(group.id, other._id), {
        sellerId: olga.user.id,
        cash: 5,
        reason: 'Olga’s',
      }),
      400,
      INVALID,
      [
        {
          field: 'sellerId',
          code: 'SELLER_NOT_IN_GROUP',
          message: ATTRIBUTION_API_MESSAGES.sellerNotInGroup,
        },
      ],
      'INVALID_REQUEST',
    );
    expectFailure(
      await send(coordinator, 'PUT', P.turnIn(group.id, other._id), {
        sellerId: ava.user.id,
        reason: 'Empty',
      }),
      400,
      MONEY_API_MESSAGES.envelopeEmpty,
      [{ field: 'cash', code: 'ENVELOPE_EMPTY', message: MONEY_API_MESSAGES.envelopeEmpty }],
      'INVALID_REQUEST',
    );
    const choice = [
      { field: 'itemIds', code: 'FIELD_INVALID' as const, message: MONEY_FIELD_MESSAGES.depositChoice },
    ];
    for (const payload of [{}, { all: false }, { itemIds: [] }, { all: true, itemIds: [UNKNOWN_ID] }]) {
      expectFailure(
        await send(coordinator, 'POST', P.campaignDeposits(group.id, campaign.id), payload),
        400,
        MONEY_FIELD_MESSAGES.depositChoice,
        choice,
        'INVALID_REQUEST',
      );
    }
    expect(await moneyRowCounts()).toEqual(before);
    const { sellerBalance: _other, ...unchanged } = other;
    expect(await turnInOf(other._id)).toMatchObject({ ...unchanged, voidedAt: null });
    expect((await turnInOf(envelope._id)).deposited).toBe(true);
    expect(ok<TDeposit>(await send(coordinator, 'GET', P.deposit(group.id, slip._id)))).toEqual(slip);
  });
});

describe('settlement dates in PORTAL_TIMEZONE', () => {
  it('dates each deposit of the CSV by the portal’s calendar, as its file name', async () => {
    // 03:30 UTC on 10 March is still the evening of 9 March in Chicago.
    let instant = Date.parse('2026-03-10T03:30:00.000Z');
    const app = await createTestApp({
      env: { PORTAL_TIMEZONE: 'America/Chicago' },
      now: () => new Date((instant += 1)),
    });
    try {
      const token = (await registerAdmin(app)).token;
      const target = await createGroup(app, { name: 'Night Owls', profitShareBasisPoints: 1000 });
      const campaign = await createCampaign(app, target.id, { name: 'Late Sale' });
      const [product] = await putProducts(app, token, target.id, campaign.id, [
        { name: 'Candle', price: 10 },
      ]);
      await enterPaperOrder(app, token, target.id, campaign.id, {
        sellerName: 'Nell Night',
        buyerName: 'Pat Parent',
        items: [{ productId: product!._id, quantity: 2 }],
        payment: { method: 'cash' },
      });
      const made = ok<TDeposit>(
        await sender(app)(token, 'POST', P.campaignDeposits(target.id, campaign.id), { all: true }),
        201,
      );
      expect(made.createdAt.slice(0, 10)).toBe('2026-03-10');
      const csv = await fetchCsv(app, api(P.campaignSettlementExport(target.id, campaign.id)), token);
      expect(csv.res.headers['content-disposition']).toBe(
        `attachment; filename="recap_${target.code}_2026-03-09.csv"`,
      );
      expect(csv.rows.filter((row) => row[0] === 'Deposit')).toEqual([
        ['Deposit', '2026-03-09 (standing)', '20.00'],
      ]);
    } finally {
      await app.close();
    }
  });
});
