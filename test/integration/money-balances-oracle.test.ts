import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/database.js';
import { MONEY_API_PATHS as P } from '../../src/shared/api/money-paths.js';
import type {
  TCampaignMoney,
  TDeposit,
  TMoneyOnHandReply,
  TMoneyTotals,
  TSellerBalance,
  TTurnIn,
  TTurnInBody,
} from '../../src/shared/api/money.js';
import { PAPER_ORDER_API_PATHS } from '../../src/shared/api/paper-order-paths.js';
import type { TPaperOrder, TPaperOrderBody } from '../../src/shared/api/paper-orders.js';
import { MONEY_API_MESSAGES } from '../../src/shared/texts/money.js';
import {
  coordinatorToken,
  createCampaign,
  createCoordinator,
  createGroup,
  expectFailure,
  registerAdmin,
  type CampaignRow,
  type GroupRow,
  type SellerSession,
} from '../support/fixtures.js';
import {
  dollars,
  enterPaperOrder,
  ok,
  putProducts,
  random,
  sellerOf,
  sender,
  steadyClock,
} from '../support/money-fixtures.js';
import { acceptedWebhook } from '../support/order-fixtures.js';
import { storeOrder } from '../support/store-webhooks.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Balances against two oracles over some 230 random paper orders (cash, check, unpaid; several sellers by id, by
 * name in any case, or by a name alone; some edited, some voided) and some 90 random turn-ins (some corrected,
 * some voided), with deposits made, reopened and confirmed along the way: one oracle recomputes every figure from
 * the raw rows, the other from what the test sent and the API answered. A second campaign of the group must not
 * leak into the first.
 */

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const keyOf = (name: string) => name.trim().toLowerCase();
const sum = <T>(list: T[], value: (entry: T) => number) =>
  list.reduce((total, entry) => total + value(entry), 0);

/** The public name as the share page prints it: the first word and the last word's initial. */
function publicNameOf(name: string) {
  const words = name.trim().split(/\s+/);
  return {
    firstName: words[0]!,
    lastInitial: words.length > 1 ? `${words.at(-1)![0]!.toUpperCase()}.` : '',
  };
}

interface Payment {
  kind: 'cash' | 'check';
  cents: number;
  number: string;
}

interface ModelOrder {
  id: string;
  orderNumber: string;
  sellerId: string | null;
  sellerName: string;
  totalCents: number;
  payment: Payment | null;
  voided: boolean;
  /** Voided while its payment was in a deposit: the payment stays received. */
  keptPayment: boolean;
}

interface ModelTurnIn {
  id: string;
  sellerId: string | null;
  sellerName: string;
  cashCents: number;
  checkCents: number;
  recordedAt: string;
  voided: boolean;
}

interface Model {
  campaign: CampaignRow;
  orders: ModelOrder[];
  turnIns: ModelTurnIn[];
  storeCents: number;
  deposits: Map<string, TDeposit>;
  /** The paper orders whose payment each deposit holds, by order number. */
  depositedOrders: Map<string, Set<string>>;
}

interface Received {
  key: string;
  name: string;
  sellerId: string | null;
  kind: 'cash' | 'check';
  cents: number;
}

describe('balances against an oracle', () => {
  let t: TestApp;
  let coordinator: string;
  let adminToken: string;
  let group: GroupRow;
  let sellers: SellerSession[];
  let danaOne: SellerSession;
  const models: Model[] = [];
  const products: { id: string; cents: number }[][] = [];
  const next = random(20260512);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const chance = (p: number) => next() < p;
  const tally = {
    edited: 0,
    editRefused: 0,
    voided: 0,
    keptPayments: 0,
    corrected: 0,
    turnInVoided: 0,
    turnInRefused: 0,
  };

  const send = (token: string, method: InjectOptions['method'], path: string, payload?: unknown) =>
    sender(t)(token, method, path, payload);

  beforeAll(async () => {
    t = await createTestApp({ now: steadyClock() });
    adminToken = (await registerAdmin(t)).token;
    group = await createGroup(t, { name: 'Pine Ridge Boosters' });
    await createCampaign(t, group.id, { name: 'Always On' });
    coordinator = await coordinatorToken(
      t,
      await createCoordinator(t, group.id, { name: 'Casey Coordinator' }),
    );
    sellers = [];
    for (const name of ['Ava Stone', 'Ben Ray', 'Cy Lee', 'Dee Park', 'Zoë Ünal']) {
      sellers.push(await sellerOf(t, group, name));
    }
    // Two sellers of one name: a typed "Dana Twin" matches neither.
    danaOne = await sellerOf(t, group, 'Dana Twin');
    await sellerOf(t, group, 'Dana Twin');
    for (const name of ['Main Sale', 'Side Sale']) {
      const campaign = await createCampaign(t, group.id, { name });
      const list = await putProducts(t, coordinator, group.id, campaign.id, [
        { name: 'Cookie Dough', price: '18.00' },
        { name: 'Candle', price: '12.99' },
        { name: 'Wreath', price: 30 },
        { name: 'Popcorn', price: '7.25' },
        { name: 'Sticker', price: '0.75' },
      ]);
      products.push(list.map((product) => ({ id: product._id, cents: Math.round(product.price * 100) })));
      models.push({
        campaign,
        orders: [],
        turnIns: [],
        storeCents: 0,
        deposits: new Map(),
        depositedOrders: new Map(),
      });
    }
    // Online sales of the main campaign: two count, a cancelled one does not.
    const [main] = models;
    for (const [lines, cancelled] of [
      [[{ title: 'Cookie Dough', price: '15.00', quantity: 2 }], false],
      [[{ title: 'Candle', price: '12.99', quantity: 3 }], false],
      [[{ title: 'Wreath', price: '30.00', quantity: 5 }], true],
    ] as const) {
      const order = storeOrder({
        attributes: {
          group_code: group.code,
          student_name: 'Ava Stone',
          campaign_id: main!.campaign.id,
          campaign_name: main!.campaign.name,
        },
        lines: [...lines],
        cancelledAt: cancelled ? new Date().toISOString() : null,
      });
      expect(await acceptedWebhook(t, order)).toBe('created');
      if (!cancelled)
        main!.storeCents += sum([...lines], (line) => Math.round(Number(line.price) * 100) * line.quantity);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  // ----- random forms and envelopes -----

  const TYPED = [
    'Eve Paper',
    ' eve PAPER ',
    'Finn Forms',
    'Émile Ørsted',
    'émile ØRSTED',
    'dana twin',
    'Dana Twin',
  ];

  /** A seller picked by id, a seller's name typed in another case, or a name that is no single seller's. */
  function randomSeller(): { sellerId: string } | { sellerName: string } {
    const choice = next();
    if (choice < 0.35) return { sellerId: pick(sellers).user.id };
    if (choice < 0.4) return { sellerId: danaOne.user.id };
    if (choice < 0.65) {
      const name = pick(sellers).user.name;
      return { sellerName: `  ${chance(0.5) ? name.toUpperCase() : name.toLowerCase()} ` };
    }
    return { sellerName: pick(TYPED) };
  }

  const randomAmount = (max: number) => (1 + Math.floor(next() * max * 100)) / 100;

  function randomForm(index: number): { body: TPaperOrderBody; totalCents: number } {
    const list = products[index]!;
    const chosen = [...list].sort(() => next() - 0.5).slice(0, 1 + Math.floor(next() * 3));
    const items = chosen.map((product) => ({ productId: product.id, quantity: 1 + Math.floor(next() * 4) }));
    const totalCents = sum(items, (item) => item.quantity * list.find((p) => p.id === item.productId)!.cents);
    const method = pick(['cash', 'cash', 'check', 'check', 'unpaid'] as const);
    const amount = chance(0.3) ? pick([randomAmount(60).toFixed(2), randomAmount(40), '0.00']) : undefined;
    const checkNumber = `${1000 + Math.floor(next() * 9000)}`;
    return {
      body: {
        ...randomSeller(),
        buyerName: `${pick(['Pat', 'Kim', 'Lou', 'Mary Ann'])} ${pick(['Parent', 'Ray', 'Lee'])}`,
        items,
        payment: {
          method,
          ...(amount === undefined || method === 'unpaid' ? {} : { amount }),
          ...(method === 'check' ? { checkNumber } : {}),
        },
      },
      totalCents,
    };
  }

  /** What the form's payment brings in: nothing unpaid or at 0, else its kind, cents and check number. */
  function paymentOf(body: TPaperOrderBody, totalCents: number): Payment | null {
    if (body.payment.method === 'unpaid') return null;
    const amount = body.payment.amount;
    const cents = amount === undefined ? totalCents : Math.round(Number(amount) * 100);
    if (cents === 0) return null;
    return { kind: body.payment.method, cents, number: body.payment.checkNumber ?? '' };
  }

  function randomEnvelope(): { body: TTurnInBody; cashCents: number; checkCents: number } {
    const cash = chance(0.75) ? randomAmount(80) : 0;
    const checks = Array.from(
      { length: cash === 0 ? 1 + Math.floor(next() * 2) : Math.floor(next() * 3) },
      () => ({
        number: `${100 + Math.floor(next() * 900)}`,
        amount: randomAmount(50),
        payer: pick(['', 'Pat Parent', 'Kim Ray']),
      }),
    );
    const body: TTurnInBody = {
      ...(chance(0.15) ? { sellerName: pick(['Gus Online', 'Quinn New', ...TYPED]) } : randomSeller()),
      cash: chance(0.5) ? cash : cash.toFixed(2),
      checks: checks.map((check) =>
        chance(0.5) ? check : { ...check, amount: `$${check.amount.toFixed(2)}` },
      ),
    };
    return {
      body,
      cashCents: Math.round(cash * 100),
      checkCents: sum(checks, (check) => Math.round(check.amount * 100)),
    };
  }

  // ----- actions, each recorded in the model -----

  async function enter(model: Model) {
    const { body, totalCents } = randomForm(models.indexOf(model));
    const order = await enterPaperOrder(t, coordinator, group.id, model.campaign.id, body);
    expect(order.total * 100).toBeCloseTo(totalCents, 6);
    model.orders.push({
      id: order._id,
      orderNumber: order.orderNumber,
      sellerId: order.sellerId,
      sellerName: order.sellerName,
      totalCents,
      payment: paymentOf(body, totalCents),
      voided: false,
      keptPayment: false,
    });
  }

  async function record(model: Model) {
    const { body, cashCents, checkCents } = randomEnvelope();
    const turnIn = ok<TTurnIn>(
      await send(coordinator, 'POST', P.campaignTurnIns(group.id, model.campaign.id), body),
      201,
    );
    expect(Math.round(turnIn.total * 100)).toBe(cashCents + checkCents);
    model.turnIns.push({
      id: turnIn._id,
      sellerId: turnIn.sellerId,
      sellerName: turnIn.sellerName,
      cashCents,
      checkCents,
      recordedAt: turnIn.recordedAt,
      voided: false,
    });
    expectReceipt(model, turnIn);
  }

  /** The receipt's balance is the seller's row as the model has it right after the envelope. */
  function expectReceipt(model: Model, turnIn: TTurnIn) {
    const key = keyOf(turnIn.sellerName);
    const row = fromModel(model).sellers.find((seller) => keyOf(seller.sellerName) === key);
    expect({ key, balance: turnIn.sellerBalance }).toEqual({ key, balance: row });
  }

  async function onHandOf(model: Model) {
    return ok<TMoneyOnHandReply['data']>(
      await send(coordinator, 'GET', P.moneyOnHand(group.id, model.campaign.id)),
    );
  }

  /** Whether the order's payment is in a deposit, from the on-hand list: paid, and not listed there. */
  async function paymentDeposited(model: Model, order: ModelOrder) {
    if (!order.payment) return false;
    const onHand = await onHandOf(model);
    return !onHand.items.some((item) => item.orderNumber === order.orderNumber);
  }

  const samePayment = (a: Payment | null, b: Payment | null) =>
    a !== null && b !== null && a.kind === b.kind && a.cents === b.cents && a.number === b.number;

  async function editOrder(model: Model, order: ModelOrder) {
    const current = ok<TPaperOrder>(
      await send(coordinator, 'GET', PAPER_ORDER_API_PATHS.paperOrder(group.id, order.id)),
    );
    // Half the edits keep the items and the payment and move the order to another seller.
    const keep = chance(0.5);
    const fresh = randomForm(models.indexOf(model));
    const body: TPaperOrderBody = keep
      ? {
          ...randomSeller(),
          buyerName: current.buyerName,
          items: current.items.map((item) => ({ productId: item.productId!, quantity: item.quantity })),
          payment: {
            method: current.payment.method,
            amount: current.payment.amount,
            ...(current.payment.method === 'check' ? { checkNumber: current.payment.checkNumber } : {}),
          },
        }
      : fresh.body;
    const totalCents = keep ? order.totalCents : fresh.totalCents;
    const payment = paymentOf(body, totalCents);
    const refused = (await paymentDeposited(model, order)) && !samePayment(order.payment, payment);
    const res = await send(coordinator, 'PUT', PAPER_ORDER_API_PATHS.paperOrder(group.id, order.id), {
      ...body,
      reason: 'Checked against the form',
    });
    if (refused) {
      expectFailure(res, 409, MONEY_API_MESSAGES.paymentDeposited, undefined, 'PAYMENT_DEPOSITED');
      tally.editRefused += 1;
      return;
    }
    const edited = ok<TPaperOrder>(res);
    Object.assign(order, {
      sellerId: edited.sellerId,
      sellerName: edited.sellerName,
      totalCents,
      payment,
    });
    tally.edited += 1;
  }

  async function voidOrder(model: Model, order: ModelOrder) {
    const deposited = await paymentDeposited(model, order);
    ok(
      await send(coordinator, 'POST', PAPER_ORDER_API_PATHS.voidPaperOrder(group.id, order.id), {
        reason: 'The buyer cancelled',
      }),
    );
    order.voided = true;
    order.keptPayment = deposited;
    if (deposited) tally.keptPayments += 1;
    tally.voided += 1;
  }

  async function changeTurnIn(model: Model, turnIn: ModelTurnIn, action: 'correct' | 'void') {
    const deposited = ok<TTurnIn>(await send(coordinator, 'GET', P.turnIn(group.id, turnIn.id))).deposited;
    const envelope = randomEnvelope();
    const res =
      action === 'correct'
        ? await send(coordinator, 'PUT', P.turnIn(group.id, turnIn.id), {
            ...envelope.body,
            reason: 'Recounted',
          })
        : await send(coordinator, 'POST', P.voidTurnIn(group.id, turnIn.id), { reason: 'Counted twice' });
    if (deposited) {
      expectFailure(res, 409, MONEY_API_MESSAGES.turnInDeposited, undefined, 'TURN_IN_DEPOSITED');
      tally.turnInRefused += 1;
      return;
    }
    turnIn.voided = true;
    if (action === 'void') {
      ok(res);
      tally.turnInVoided += 1;
      return;
    }
    const corrected = ok<TTurnIn>(res, 201);
    expect(corrected.replacesId).toBe(turnIn.id);
    model.turnIns.push({
      id: corrected._id,
      sellerId: corrected.sellerId,
      sellerName: corrected.sellerName,
      cashCents: envelope.cashCents,
      checkCents: envelope.checkCents,
      recordedAt: corrected.recordedAt,
      voided: false,
    });
    expectReceipt(model, corrected);
    tally.corrected += 1;
  }

  async function depositSome(model: Model, share: number) {
    const onHand = await onHandOf(model);
    const chosen = onHand.items.filter(() => chance(share)).map((item) => item._id);
    const body = share >= 1 ? { all: true } : { itemIds: chosen };
    if (share < 1 && chosen.length === 0) return;
    const made = ok<TDeposit>(
      await send(coordinator, 'POST', P.campaignDeposits(group.id, model.campaign.id), body),
      201,
    );
    const wanted = share >= 1 ? onHand.items : onHand.items.filter((item) => chosen.includes(item._id));
    expect(Math.round(made.total * 100)).toBe(Math.round(sum(wanted, (item) => item.amount) * 100));
    model.deposits.set(made._id, made);
    model.depositedOrders.set(
      made._id,
      new Set(wanted.flatMap((item) => (item.orderNumber ? [item.orderNumber] : []))),
    );
    return made;
  }

  async function reopen(model: Model, deposit: TDeposit) {
    const reopened = ok<TDeposit>(
      await send(adminToken, 'POST', P.reopenDeposit(group.id, deposit._id), { reason: 'Bank refused' }),
    );
    model.deposits.set(deposit._id, reopened);
    // A voided order's banked payment is voided with its order once its deposit is reopened.
    const held = model.depositedOrders.get(deposit._id) ?? new Set<string>();
    for (const order of model.orders) {
      if (order.voided && order.keptPayment && held.has(order.orderNumber)) order.keptPayment = false;
    }
  }

  async function confirm(model: Model, deposit: TDeposit) {
    const confirmed = ok<TDeposit>(await send(coordinator, 'POST', P.confirmDeposit(group.id, deposit._id)));
    model.deposits.set(deposit._id, confirmed);
  }

  const live = <T extends { voided: boolean }>(list: T[]) => list.filter((entry) => !entry.voided);

  async function churn(
    model: Model,
    counts: { edits: number; voids: number; corrections: number; turnInVoids: number },
  ) {
    for (let index = 0; index < counts.edits; index++) await editOrder(model, pick(live(model.orders)));
    for (let index = 0; index < counts.voids; index++) await voidOrder(model, pick(live(model.orders)));
    // Most envelopes are deposited by now: the latest ones are picked more often, so that some changes go through.
    const someTurnIn = () => pick(chance(0.6) ? live(model.turnIns).slice(-12) : live(model.turnIns));
    for (let index = 0; index < counts.corrections; index++)
      await changeTurnIn(model, someTurnIn(), 'correct');
    for (let index = 0; index < counts.turnInVoids; index++) await changeTurnIn(model, someTurnIn(), 'void');
  }

  // ----- the oracles -----

  interface Expected {
    sellers: TSellerBalance[];
    totals: TMoneyTotals;
  }

  /** A counted paper order: what its seller owes (`cents`: products and donation), and the two apart. */
  interface PaperOwed {
    key: string;
    name: string;
    sellerId: string | null;
    cents: number;
    productCents: number;
    donationCents: number;
  }

  function figures(
    paper: PaperOwed[],
    received: Received[],
    lastTurnIns: Map<string, string>,
    store: { productCents: number; donationCents: number },
    depositedCents: number,
  ): Expected {
    const keys = [...new Set([...paper.map((row) => row.key), ...received.map((row) => row.key)])];
    const onlyId = (ids: (string | null)[]) => {
      const distinct = [...new Set(ids.filter((id): id is string => id !== null))];
      expect(distinct.length).toBeLessThanOrEqual(1);
      return distinct[0] ?? null;
    };
    const sellerRows = keys.map((key) => {
      const own = paper.filter((row) => row.key === key);
      const money = received.filter((row) => row.key === key);
      const names = (own.length > 0 ? own : money).map((row) => row.name).sort(byCodeUnits);
      const owedCents = sum(own, (row) => row.cents);
      const receivedCents = sum(money, (row) => row.cents);
      const name = names[0]!;
      return {
        sellerId: onlyId(own.map((row) => row.sellerId)) ?? onlyId(money.map((row) => row.sellerId)),
        sellerName: name,
        publicName: publicNameOf(name),
        paperOrders: own.length,
        owed: dollars(owedCents),
        received: dollars(receivedCents),
        balance: dollars(owedCents - receivedCents),
        lastTurnInAt: lastTurnIns.get(key) ?? null,
        cents: owedCents - receivedCents,
      };
    });
    sellerRows.sort(
      (a, b) =>
        byCodeUnits(a.sellerName.toLowerCase(), b.sellerName.toLowerCase()) ||
        byCodeUnits(a.sellerName, b.sellerName),
    );
    const cashCents = sum(
      received.filter((row) => row.kind === 'cash'),
      (row) => row.cents,
    );
    const checkCents = sum(
      received.filter((row) => row.kind === 'check'),
      (row) => row.cents,
    );
    return {
      sellers: sellerRows.map(({ cents: _cents, ...row }) => row),
      totals: {
        storeSales: dollars(store.productCents),
        paperSales: dollars(sum(paper, (row) => row.productCents)),
        storeDonations: dollars(store.donationCents),
        paperDonations: dollars(sum(paper, (row) => row.donationCents)),
        receivedCash: dollars(cashCents),
        receivedChecks: dollars(checkCents),
        received: dollars(cashCents + checkCents),
        outstanding: dollars(sum(sellerRows, (row) => Math.max(0, row.cents))),
        overpaid: dollars(sum(sellerRows, (row) => Math.max(0, -row.cents))),
        deposited: dollars(depositedCents),
        onHand: dollars(cashCents + checkCents - depositedCents),
      },
    };
  }

  /** Every figure from the raw rows: the campaign's orders, money items and turn-ins. */
  async function fromRows(model: Model): Promise<Expected> {
    const db = t.app.ctx.db;
    const campaignId = model.campaign.id;
    const orders = await queryRows<{
      source: string;
      sellerId: string | null;
      sellerName: string;
      productCents: number;
      donationCents: number;
      totalCents: number;
    }>(
      db,
      sql`select source, seller_id as "sellerId", seller_name as "sellerName",
                 total_product_cents::float8 as "productCents", donation_cents::float8 as "donationCents",
                 total_cents::float8 as "totalCents"
          from orders
          where campaign_id = ${campaignId} and group_id = ${group.id} and status <> 'cancelled'
            and not is_test and deleted_at is null`,
    );
    const items = await queryRows<{
      sellerId: string | null;
      sellerName: string;
      kind: 'cash' | 'check';
      cents: number;
      deposited: boolean;
    }>(
      db,
      sql`select seller_id as "sellerId", seller_name as "sellerName", kind, amount_cents::float8 as cents,
                 deposit_id is not null as deposited
          from money_items where campaign_id = ${campaignId} and voided_at is null`,
    );
    const turnIns = await queryRows<{ sellerName: string; at: string }>(
      db,
      sql`select seller_name as "sellerName",
                 to_char(recorded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
          from turn_ins where campaign_id = ${campaignId} and voided_at is null`,
    );
    const lastTurnIns = new Map<string, string>();
    for (const row of turnIns) {
      const key = keyOf(row.sellerName);
      if ((lastTurnIns.get(key) ?? '') < row.at) lastTurnIns.set(key, row.at);
    }
    const paper = orders.filter((row) => row.source === 'paper');
    for (const row of paper) expect(row.totalCents).toBe(row.productCents + row.donationCents);
    const store = orders.filter((row) => row.source === 'store');
    return figures(
      paper.map((row) => ({
        key: keyOf(row.sellerName),
        name: row.sellerName.trim(),
        sellerId: row.sellerId,
        cents: row.totalCents,
        productCents: row.productCents,
        donationCents: row.donationCents,
      })),
      items.map((row) => ({
        key: keyOf(row.sellerName),
        name: row.sellerName.trim(),
        sellerId: row.sellerId,
        kind: row.kind,
        cents: row.cents,
      })),
      lastTurnIns,
      {
        productCents: sum(store, (row) => row.productCents),
        donationCents: sum(store, (row) => row.donationCents),
      },
      sum(
        items.filter((row) => row.deposited),
        (row) => row.cents,
      ),
    );
  }

  /** Every figure from what was sent and answered. */
  function fromModel(model: Model): Expected {
    const counted = model.orders.filter((order) => !order.voided);
    const received: Received[] = [
      ...model.orders
        .filter((order) => order.payment && (!order.voided || order.keptPayment))
        .map((order) => ({
          key: keyOf(order.sellerName),
          name: order.sellerName,
          sellerId: order.sellerId,
          kind: order.payment!.kind,
          cents: order.payment!.cents,
        })),
      ...live(model.turnIns).flatMap((turnIn) =>
        (
          [
            ['cash', turnIn.cashCents],
            ['check', turnIn.checkCents],
          ] as const
        )
          .filter(([, cents]) => cents > 0)
          .map(([kind, cents]) => ({
            key: keyOf(turnIn.sellerName),
            name: turnIn.sellerName,
            sellerId: turnIn.sellerId,
            kind,
            cents,
          })),
      ),
    ];
    const lastTurnIns = new Map<string, string>();
    for (const turnIn of live(model.turnIns)) {
      const key = keyOf(turnIn.sellerName);
      if ((lastTurnIns.get(key) ?? '') < turnIn.recordedAt) lastTurnIns.set(key, turnIn.recordedAt);
    }
    const standing = [...model.deposits.values()].filter((deposit) => deposit.status !== 'reopened');
    return figures(
      counted.map((order) => ({
        key: keyOf(order.sellerName),
        name: order.sellerName,
        sellerId: order.sellerId,
        cents: order.totalCents,
        // The forms sent here carry no donation: what the seller owes is the products.
        productCents: order.totalCents,
        donationCents: 0,
      })),
      received,
      lastTurnIns,
      // Nor do the store orders: no line of them is a donation.
      { productCents: model.storeCents, donationCents: 0 },
      Math.round(sum(standing, (deposit) => deposit.total) * 100),
    );
  }

  async function compare(phase: string) {
    for (const model of models) {
      const label = { phase, campaign: model.campaign.name };
      const money = ok<TCampaignMoney>(
        await send(coordinator, 'GET', P.campaignMoney(group.id, model.campaign.id)),
      );
      const rows = await fromRows(model);
      expect({ ...label, ...rows }).toEqual({ ...label, ...fromModel(model) });
      expect({ ...label, sellers: money.sellers }).toEqual({ ...label, sellers: rows.sellers });
      expect({ ...label, totals: money.totals }).toEqual({ ...label, totals: rows.totals });
      // Each total is the sum of its rows.
      const cents = (value: number) => Math.round(value * 100);
      expect(cents(money.totals.paperSales) + cents(money.totals.paperDonations)).toBe(
        sum(money.sellers, (row) => cents(row.owed)),
      );
      expect(cents(money.totals.received)).toBe(sum(money.sellers, (row) => cents(row.received)));
      expect(cents(money.totals.received)).toBe(
        cents(money.totals.receivedCash) + cents(money.totals.receivedChecks),
      );
      expect(cents(money.totals.outstanding) - cents(money.totals.overpaid)).toBe(
        sum(money.sellers, (row) => cents(row.balance)),
      );
      expect(cents(money.totals.onHand)).toBe(cents(money.totals.received) - cents(money.totals.deposited));
      for (const row of money.sellers) expect(cents(row.balance)).toBe(cents(row.owed) - cents(row.received));
      const onHand = await onHandOf(model);
      expect(cents(onHand.total)).toBe(cents(money.totals.onHand));
      expect(cents(onHand.total)).toBe(sum(onHand.items, (item) => cents(item.amount)));
      expect(cents(onHand.cash) + cents(onHand.checks)).toBe(cents(onHand.total));
    }
  }

  it('agrees with both oracles through entries, deposits, edits, voids and corrections', async () => {
    const [main, side] = models as [Model, Model];
    for (let index = 0; index < 120; index++) {
      await enter(chance(0.9) ? main : side);
      if (index % 3 === 0) await record(chance(0.9) ? main : side);
    }
    await compare('entered');
    await churn(main, { edits: 10, voids: 5, corrections: 8, turnInVoids: 5 });
    await compare('changed on hand');
    const first = (await depositSome(main, 0.5))!;
    await depositSome(side, 1);
    for (let index = 0; index < 80; index++) {
      await enter(chance(0.9) ? main : side);
      if (index % 4 === 0) await record(chance(0.9) ? main : side);
    }
    const second = (await depositSome(main, 1))!;
    await compare('deposited');
    await churn(main, { edits: 12, voids: 10, corrections: 4, turnInVoids: 4 });
    await churn(side, { edits: 2, voids: 2, corrections: 1, turnInVoids: 1 });
    await compare('changed while deposited');
    await reopen(main, first);
    for (let index = 0; index < 30; index++) {
      await enter(main);
      if (index % 3 === 0) await record(main);
    }
    await churn(main, { edits: 12, voids: 10, corrections: 6, turnInVoids: 4 });
    await depositSome(main, 0.4);
    await confirm(main, second);
    await compare('reopened and changed again');

    // Enough of each kind happened for the comparisons to prove something.
    const paid = main.orders.filter((order) => order.payment);
    expect(main.orders.length).toBeGreaterThan(200);
    expect(paid.filter((order) => order.payment!.kind === 'cash').length).toBeGreaterThan(40);
    expect(paid.filter((order) => order.payment!.kind === 'check').length).toBeGreaterThan(40);
    expect(main.orders.filter((order) => !order.payment).length).toBeGreaterThan(30);
    expect(main.turnIns.length).toBeGreaterThan(60);
    for (const [name, count] of Object.entries(tally)) expect(count, name).toBeGreaterThan(0);
    const money = ok<TCampaignMoney>(
      await send(coordinator, 'GET', P.campaignMoney(group.id, main.campaign.id)),
    );
    const keys = money.sellers.map((row) => row.sellerName);
    expect(keys).toEqual(
      expect.arrayContaining(['Ava Stone', 'Dana Twin', 'Eve Paper', 'Émile Ørsted', 'Zoë Ünal']),
    );
    expect(money.totals.overpaid).toBeGreaterThan(0);
    expect(money.totals.outstanding).toBeGreaterThan(0);
  });
});
