import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONEY_API_PATHS as P } from '../../src/shared/api/money-paths.js';
import type { TCampaignMoney, TDeposit, TMoneyOnHandReply, TTurnIn } from '../../src/shared/api/money.js';
import { PAPER_ORDER_API_PATHS as PO } from '../../src/shared/api/paper-order-paths.js';
import type { TPaperOrder, TPaperOrderBody } from '../../src/shared/api/paper-orders.js';
import { MONEY_API_MESSAGES } from '../../src/shared/texts/money.js';
import {
  coordinatorToken,
  createCampaign,
  createCoordinator,
  createGroup,
  expectFailure,
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
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Every writer of a campaign's money takes the campaign's money lock (decision 23), so two writes of the same money
 * never interleave: after any pair of them, sent together or one after the other, the money received is the
 * payments of the counted paper orders plus the turn-ins, and no voided order has money received.
 */

const serverUrl = process.env.TEST_DATABASE_URL;

let t: TestApp;
let group: GroupRow;
let coordinator: string;
let ava: SellerSession;
let ben: SellerSession;

const send = (method: InjectOptions['method'], path: string, payload?: unknown) =>
  sender(t)(coordinator, method, path, payload);

beforeAll(async () => {
  t = await createTestApp({ now: steadyClock() });
  group = await createGroup(t, { name: 'Maple Street PTA' });
  await createCampaign(t, group.id, { name: 'Always On' });
  coordinator = await coordinatorToken(t, await createCoordinator(t, group.id));
  ava = await sellerOf(t, group, 'Ava Stone');
  ben = await sellerOf(t, group, 'Ben Ray');
});
afterAll(async () => {
  await t.close();
});

interface Shop {
  campaign: CampaignRow;
  wreath: string;
}

/** A campaign of its own with one product, a Wreath at 31.00: five of them are the $155 of a round. */
async function shop(name: string): Promise<Shop> {
  const campaign = await createCampaign(t, group.id, { name });
  const [wreath] = await putProducts(t, coordinator, group.id, campaign.id, [{ name: 'Wreath', price: 31 }]);
  return { campaign, wreath: wreath!._id };
}

const paidOrder = (wreath: string, quantity = 5): TPaperOrderBody => ({
  sellerId: ben.user.id,
  buyerName: 'Pat Parent',
  items: [{ productId: wreath, quantity }],
  payment: { method: 'cash' },
});

const enter = (shop: Shop, body = paidOrder(shop.wreath)) =>
  enterPaperOrder(t, coordinator, group.id, shop.campaign.id, body);

const turnIn = async (shop: Shop, cash: number) =>
  ok<TTurnIn>(
    await send('POST', P.campaignTurnIns(group.id, shop.campaign.id), { sellerId: ava.user.id, cash }),
    201,
  );

const depositAll = (shop: Shop) =>
  send('POST', P.campaignDeposits(group.id, shop.campaign.id), { all: true });
const reopen = (deposit: TDeposit) =>
  send('POST', P.reopenDeposit(group.id, deposit._id), { reason: 'Recount at the bank' });
const voidOrder = (order: TPaperOrder) =>
  send('POST', PO.voidPaperOrder(group.id, order._id), { reason: 'Entered twice' });
const voidTurnIn = (turnIn: TTurnIn) =>
  send('POST', P.voidTurnIn(group.id, turnIn._id), { reason: 'Counted twice' });
const editPayment = (order: TPaperOrder, wreath: string) =>
  send('PUT', PO.paperOrder(group.id, order._id), {
    ...paidOrder(wreath),
    payment: { method: 'cash', amount: 150 },
    reason: 'The form says 150',
  });

const cents = (dollars: number) => Math.round(dollars * 100);
const sumCents = (amounts: number[]) => amounts.reduce((sum, amount) => sum + cents(amount), 0);

/**
 * The money invariant, from what the API answers: received = the payments of the counted paper orders + the turn-ins
 * not voided; deposited = the standing and confirmed deposits; on hand = received − deposited, item by item; and
 * no voided order has money on hand.
 */
async function expectMoneyInvariant(shop: Shop, round: string) {
  const { campaign } = shop;
  const [orders, turnIns, deposits, money, onHand] = await Promise.all([
    send('GET', `${PO.campaignPaperOrders(group.id, campaign.id)}?limit=100`).then((res) =>
      ok<TPaperOrder[]>(res),
    ),
    send('GET', `${P.campaignTurnIns(group.id, campaign.id)}?limit=100`).then((res) => ok<TTurnIn[]>(res)),
    send('GET', P.campaignDeposits(group.id, campaign.id)).then((res) => ok<TDeposit[]>(res)),
    send('GET', P.campaignMoney(group.id, campaign.id)).then((res) => ok<TCampaignMoney>(res)),
    send('GET', P.moneyOnHand(group.id, campaign.id)).then((res) => ok<TMoneyOnHandReply['data']>(res)),
  ]);
  const counted = orders.filter((order) => order.voidedAt === null);
  const paperPayments = sumCents(
    counted.filter((order) => order.payment.method !== 'unpaid').map((order) => order.payment.amount),
  );
  const turnedIn = sumCents(
    turnIns.filter((turnIn) => turnIn.voidedAt === null).map((turnIn) => turnIn.total),
  );
  const deposited = sumCents(
    deposits.filter((deposit) => deposit.status !== 'reopened').map((deposit) => deposit.total),
  );
  expect({ round, received: cents(money.totals.received) }).toEqual({
    round,
    received: paperPayments + turnedIn,
  });
  expect({ round, deposited: cents(money.totals.deposited) }).toEqual({ round, deposited });
  expect({ round, onHand: sumCents(onHand.items.map((item) => item.amount)) }).toEqual({
    round,
    onHand: paperPayments + turnedIn - deposited,
  });
  const voidedNumbers = new Set(
    orders.filter((order) => order.voidedAt !== null).map((order) => order.orderNumber),
  );
  expect({
    round,
    voidedOrdersOnHand: onHand.items.filter((item) => voidedNumbers.has(item.orderNumber)),
  }).toEqual({ round, voidedOrdersOnHand: [] });
  // Every seller's balance is what they owe less what they turned in: the figures add up seller by seller too.
  const owed = sumCents(money.sellers.map((seller) => seller.owed));
  expect({ round, owed }).toEqual({ round, owed: sumCents(counted.map((order) => order.total)) });
}

/** Sends the two requests at once, or one after the other in the order given. */
/**
 * Both writes, sent together or one after the other; in turn, the first goes first in even rounds and second in odd
 * ones. The replies come back in the order the writes are named.
 */
async function pair(
  together: boolean,
  round: number,
  first: () => Promise<Reply>,
  second: () => Promise<Reply>,
): Promise<[Reply, Reply]> {
  if (together) return Promise.all([first(), second()]);
  if (round % 2 === 0) {
    const a = await first();
    return [a, await second()];
  }
  const b = await second();
  return [await first(), b];
}

function expectCode(res: Reply, status: number, code: string, message: string) {
  expectFailure(res, status, message, undefined, code as never);
}

/** Each pair of writers of the same money, run `rounds` times; `together` sends them at the same moment. */
function pairs(together: boolean, rounds: number) {
  it(`reopening a deposit and voiding its order (${rounds} rounds): the voided order’s cash is never received`, async () => {
    const store = await shop(`Reopen and void ${together ? 'together' : 'in turn'}`);
    await turnIn(store, 20);
    for (let round = 0; round < rounds; round++) {
      const order = await enter(store);
      const deposit = ok<TDeposit>(await depositAll(store), 201);
      const [reopened, voided] = await pair(
        together,
        round,
        () => reopen(deposit),
        () => voidOrder(order),
      );
      expect(
        [reopened.statusCode, voided.statusCode],
        `round ${round}: ${reopened.payload} ${voided.payload}`,
      ).toEqual([200, 200]);
      await expectMoneyInvariant(store, `reopen and void, round ${round}`);
    }
  });

  it(`making a deposit and voiding a turn-in in it (${rounds} rounds)`, async () => {
    const store = await shop(`Deposit and void a turn-in ${together ? 'together' : 'in turn'}`);
    for (let round = 0; round < rounds; round++) {
      await enter(store);
      const envelope = await turnIn(store, 7 + round);
      const [made, voided] = await pair(
        together,
        round,
        () => depositAll(store),
        () => voidTurnIn(envelope),
      );
      expect(made.statusCode, made.payload).toBe(201);
      if (voided.statusCode !== 200)
        expectCode(voided, 409, 'TURN_IN_DEPOSITED', MONEY_API_MESSAGES.turnInDeposited);
      await expectMoneyInvariant(store, `deposit and turn-in void, round ${round}`);
      const standing = ok<TDeposit>(made, 201);
      expect(ok<TDeposit>(await reopen(standing)).status).toBe('reopened');
    }
  });

  it(`making a deposit and editing the payment of an order in it (${rounds} rounds)`, async () => {
    const store = await shop(`Deposit and edit ${together ? 'together' : 'in turn'}`);
    for (let round = 0; round < rounds; round++) {
      const order = await enter(store);
      const [made, edited] = await pair(
        together,
        round,
        () => depositAll(store),
        () => editPayment(order, store.wreath),
      );
      expect(made.statusCode, made.payload).toBe(201);
      if (edited.statusCode !== 200)
        expectCode(edited, 409, 'PAYMENT_DEPOSITED', MONEY_API_MESSAGES.paymentDeposited);
      await expectMoneyInvariant(store, `deposit and edit, round ${round}`);
      expect(ok<TDeposit>(await reopen(ok<TDeposit>(made, 201))).status).toBe('reopened');
    }
  });

  it(`reopening a deposit and editing the payment of an order in it (${rounds} rounds)`, async () => {
    const store = await shop(`Reopen and edit ${together ? 'together' : 'in turn'}`);
    for (let round = 0; round < rounds; round++) {
      const order = await enter(store);
      const deposit = ok<TDeposit>(await depositAll(store), 201);
      const [reopened, edited] = await pair(
        together,
        round,
        () => reopen(deposit),
        () => editPayment(order, store.wreath),
      );
      expect(reopened.statusCode, reopened.payload).toBe(200);
      if (edited.statusCode !== 200)
        expectCode(edited, 409, 'PAYMENT_DEPOSITED', MONEY_API_MESSAGES.paymentDeposited);
      await expectMoneyInvariant(store, `reopen and edit, round ${round}`);
    }
  });
}

describe('money writers one after the other, in both orders (every database)', () => {
  pairs(false, 4);
});

describe.skipIf(!serverUrl)(
  'money writers sent together on PostgreSQL (needs TEST_DATABASE_URL: the embedded database has one connection, which runs one transaction at a time, so requests sent together cannot interleave there)',
  () => {
    pairs(true, 40);
  },
);
