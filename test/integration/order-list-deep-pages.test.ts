import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellers, teams } from '../../src/server/db/schema.js';
import { API_BASE } from '../../src/shared/api/paths.js';
import { ORDER_API_PATHS } from '../../src/shared/api/order-paths.js';
import { ZOrderListReply, type TOrderListReply } from '../../src/shared/api/orders.js';
import { ORDER_STATUSES } from '../../src/shared/order-status.js';
import {
  bearer,
  call,
  createCampaign,
  createGroup,
  registerAdmin,
  type GroupRow,
  type OrderRow,
  type OrderValues,
} from '../support/fixtures.js';
import { insertOrders } from '../support/order-fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Deep pages of the order lists, every filter and both scopes, against the list worked out here from the orders
 * seeded: all orders newest first, the greater id first among orders of the same instant, filtered as docs/api.md
 * says. Orders share their instant a dozen at a time, so page boundaries fall inside ties.
 */
const TIME_ZONE = 'America/New_York';
const ORDERS = 420;
/** Smaller than the ties, so most page boundaries fall inside one. */
const PAGE = 11;

type Query = Record<string, string | number>;
type Scope = { kind: 'all' } | { kind: 'group'; group: GroupRow };

/** Around midnight in New York, over the day clocks move forward (8 March 2026): 30 instants. */
const INSTANTS = Array.from({ length: 10 }, (_, day) =>
  ['04:30', '05:00', '15:45'].map(
    (time) => new Date(`2026-03-${String(day + 3).padStart(2, '0')}T${time}:00Z`),
  ),
).flat();
const BUYERS = [
  ['Ava', 'Lopez', 'ava.lopez@example.com'],
  ['Noah', 'Avalon', 'noah@example.org'],
  ['Mia', 'Chen', 'mchen@example.net'],
  ['Liam', 'Stone', 'liam.stone@example.com'],
  ['Zoe', 'Park', 'zoe@lopez-family.example'],
] as const;
const SELLER_NAMES = ['Jamie Rivera', 'Alex Kim', 'Sam Rivers', 'Robin Chen'];

const calendarDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

describe('deep pages of the order lists answer the rows of the offset, for every filter', () => {
  let t: TestApp;
  let token: string;
  let keya: GroupRow;
  let keyb: GroupRow;
  let teamIds: string[];
  /** Every order seeded, deleted and test orders included, as the database holds it. */
  let seeded: OrderRow[];

  beforeAll(async () => {
    t = await createTestApp({ env: { PORTAL_TIMEZONE: TIME_ZONE } });
    token = (await registerAdmin(t)).token;
    keya = await createGroup(t, { code: 'KEYA' });
    keyb = await createGroup(t, { code: 'KEYB' });
    const campaignA = await createCampaign(t, keya.id);
    const campaignB = await createCampaign(t, keyb.id);
    const teamRows = await t.app.ctx.db
      .insert(teams)
      .values([
        { groupId: keya.id, name: 'Room 4' },
        { groupId: keya.id, name: 'Room 7' },
      ])
      .returning();
    teamIds = teamRows.map((team) => team.id);
    // Sellers of KEYA in either team or none; an order takes its seller's team.
    const sellerRows = await t.app.ctx.db
      .insert(sellers)
      .values([
        { groupId: keya.id, name: SELLER_NAMES[0]!, email: 'jamie@example.com', teamId: teamIds[0] },
        { groupId: keya.id, name: SELLER_NAMES[1]!, email: 'alex@example.com', teamId: teamIds[1] },
        { groupId: keya.id, name: SELLER_NAMES[2]!, email: 'sam@example.com' },
      ])
      .returning();
    const rows: OrderValues[] = Array.from({ length: ORDERS }, (_, index) => {
      const buyer = BUYERS[index % BUYERS.length]!;
      const where = index % 9;
      const inKeya = where < 5;
      const seller = inKeya ? sellerRows[index % sellerRows.length] : undefined;
      return {
        ...(inKeya
          ? { group: keya, campaign: campaignA }
          : where < 8
            ? { group: keyb, campaign: campaignB }
            : {}),
        ...(seller ? { sellerId: seller.id } : {}),
        shopifyOrderNumber: `#K${String(index).padStart(3, '0')}`,
        sellerName: seller?.name ?? SELLER_NAMES[index % SELLER_NAMES.length]!,
        buyerFirstName: buyer[0],
        buyerLastName: buyer[1],
        buyerEmail: buyer[2],
        status: ORDER_STATUSES[index % ORDER_STATUSES.length]!,
        source: index % 4 === 0 ? 'paper' : 'store',
        isTest: index % 11 === 0,
        deletedAt: index % 13 === 0 ? new Date('2026-04-01T00:00:00Z') : null,
        // About 14 orders an instant, in an order unrelated to their ids or numbers.
        storeCreatedAt: INSTANTS[(index * 7) % INSTANTS.length]!,
      };
    });
    seeded = await insertOrders(t, rows);
    expect(new Set(seeded.map((order) => order.teamId)).size).toBe(3);
  });
  afterAll(async () => {
    await t.close();
  });

  function url(scope: Scope, query: Query): string {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const path =
      scope.kind === 'all' ? ORDER_API_PATHS.adminOrders : ORDER_API_PATHS.groupOrders(scope.group.id);
    return `${API_BASE}${path}?${search}`;
  }

  async function list(scope: Scope, query: Query): Promise<TOrderListReply> {
    const address = url(scope, query);
    const res = await call(t, { method: 'GET', url: address, headers: bearer(token) });
    expect(res.statusCode, `${address}: ${res.payload}`).toBe(200);
    return ZOrderListReply.parse(res.json());
  }

  /** The whole list, as docs/api.md describes it, worked out from the seeded rows. */
  function expectedList(scope: Scope, query: Query): string[] {
    const text = (key: string) =>
      query[key] === undefined ? undefined : String(query[key]).trim().toLowerCase();
    const statuses = text('statuses')?.split(',');
    const customerName = text('customerName');
    const studentName = text('studentName');
    const groupCode = text('groupCode');
    const day = (at: Date) => calendarDay.format(at);
    return seeded
      .filter(
        (order) =>
          order.deletedAt === null &&
          (scope.kind === 'all' || (order.groupId === scope.group.id && !order.isTest)) &&
          (scope.kind === 'group' ||
            groupCode === undefined ||
            order.groupCode.toLowerCase() === groupCode) &&
          (statuses === undefined || statuses.includes(order.status)) &&
          (query.startDate === undefined || day(order.storeCreatedAt) >= String(query.startDate)) &&
          (query.endDate === undefined || day(order.storeCreatedAt) <= String(query.endDate)) &&
          (customerName === undefined ||
            `${order.buyerFirstName} ${order.buyerLastName}`.toLowerCase().includes(customerName) ||
            order.buyerEmail.toLowerCase().includes(customerName)) &&
          (studentName === undefined || order.sellerName.toLowerCase().includes(studentName)) &&
          (query.source === undefined || order.source === query.source) &&
          (query.teamId === undefined || order.teamId === query.teamId),
      )
      .sort(
        (a, b) =>
          b.storeCreatedAt.getTime() - a.storeCreatedAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
      )
      .map((order) => order.shopifyOrderNumber);
  }

  const numbers = (reply: TOrderListReply) => reply.data.map((order) => order.shopifyOrderNumber);

  const all: Scope = { kind: 'all' };
  const cases: [string, () => Scope, () => Query][] = [
    ['every order', () => all, () => ({})],
    ['one status', () => all, () => ({ statuses: 'open' })],
    ['two statuses', () => all, () => ({ statuses: 'open,Processing' })],
    [
      'a date range across the clock change',
      () => all,
      () => ({ startDate: '2026-03-05', endDate: '2026-03-09' }),
    ],
    ['from a date', () => all, () => ({ startDate: '2026-03-08' })],
    ['up to a date', () => all, () => ({ endDate: '2026-03-07' })],
    ['a group code in another case', () => all, () => ({ groupCode: 'keya' })],
    ['a buyer name', () => all, () => ({ customerName: 'ava' })],
    ['a buyer e-mail', () => all, () => ({ customerName: 'LOPEZ' })],
    ['a seller name', () => all, () => ({ studentName: 'river' })],
    ['paper orders', () => all, () => ({ source: 'paper' })],
    ['store orders', () => all, () => ({ source: 'store' })],
    ['a team', () => all, () => ({ teamId: teamIds[0]! })],
    [
      'a group code, statuses, dates and the store',
      () => all,
      () => ({
        groupCode: 'KEYB',
        statuses: 'open,shipped,pending,paid',
        startDate: '2026-03-04',
        source: 'store',
      }),
    ],
    ['a group', () => ({ kind: 'group', group: keya }), () => ({})],
    ['another group', () => ({ kind: 'group', group: keyb }), () => ({})],
    [
      'a group and statuses',
      () => ({ kind: 'group', group: keya }),
      () => ({ statuses: 'pending,cancelled,open' }),
    ],
    ['a group and a team', () => ({ kind: 'group', group: keya }), () => ({ teamId: teamIds[1]! })],
    [
      'a group, a buyer and a date',
      () => ({ kind: 'group', group: keya }),
      () => ({ customerName: 'o', endDate: '2026-03-10' }),
    ],
    ['a group and paper orders', () => ({ kind: 'group', group: keya }), () => ({ source: 'paper' })],
    [
      'a group, a seller, store orders and dates',
      () => ({ kind: 'group', group: keya }),
      () => ({ studentName: 'a', source: 'store', startDate: '2026-03-04', endDate: '2026-03-11' }),
    ],
  ];

  for (const [name, scopeOf, queryOf] of cases) {
    it(`${name}: every page of ${PAGE}, first to last and last to first, then one past the end`, async () => {
      const scope = scopeOf();
      const query = queryOf();
      const expected = expectedList(scope, query);
      // A case that a bug in its seeding left small would page through nothing deep.
      expect(expected.length, name).toBeGreaterThan(3 * PAGE);
      const pages = Math.ceil(expected.length / PAGE);
      const order = [
        ...Array.from({ length: pages }, (_, at) => at + 1),
        ...Array.from({ length: pages }, (_, at) => pages - at),
      ];
      for (const page of order) {
        const reply = await list(scope, { ...query, page, limit: PAGE });
        expect(numbers(reply), `${name}, page ${page}`).toEqual(
          expected.slice((page - 1) * PAGE, page * PAGE),
        );
        expect(reply).toMatchObject({ currentPage: page, total: expected.length, totalPages: pages });
      }
      for (const page of [pages + 1, 1_000_000]) {
        expect(await list(scope, { ...query, page, limit: PAGE })).toEqual({
          success: true,
          data: [],
          currentPage: page,
          totalPages: pages,
          total: expected.length,
          totalIsEstimate: false,
        });
      }
    });
  }

  it('page 37 of 5 is orders 181 to 185 of the admin list, and page 37 of 3 of a group’s', async () => {
    const admin = expectedList(all, {});
    expect(admin.length).toBeGreaterThan(185);
    expect(numbers(await list(all, { page: 37, limit: 5 }))).toEqual(admin.slice(180, 185));
    const group: Scope = { kind: 'group', group: keya };
    const ofGroup = expectedList(group, {});
    expect(ofGroup.length).toBeGreaterThan(111);
    expect(numbers(await list(group, { page: 37, limit: 3 }))).toEqual(ofGroup.slice(108, 111));
  });

  it('limit 1 reaches the last order and nothing past it; limit 100 and the default of 20 page alike', async () => {
    for (const scope of [all, { kind: 'group', group: keyb } as Scope]) {
      const expected = expectedList(scope, {});
      const last = await list(scope, { page: expected.length, limit: 1 });
      expect(numbers(last)).toEqual(expected.slice(-1));
      expect(last).toMatchObject({ total: expected.length, totalPages: expected.length });
      expect(numbers(await list(scope, { page: expected.length - 1, limit: 1 }))).toEqual(
        expected.slice(-2, -1),
      );
      expect((await list(scope, { page: expected.length + 1, limit: 1 })).data).toEqual([]);
      const hundreds: string[] = [];
      for (let page = 1; page <= Math.ceil(expected.length / 100); page++) {
        const reply = await list(scope, { page, limit: 100 });
        expect(reply.data.length).toBe(Math.min(100, expected.length - (page - 1) * 100));
        hundreds.push(...numbers(reply));
      }
      expect(hundreds).toEqual(expected);
      const twenties: string[] = [];
      for (let page = 1; page <= Math.ceil(expected.length / 20); page++) {
        twenties.push(...numbers(await list(scope, page === 1 ? {} : { page })));
      }
      expect(twenties).toEqual(expected);
      expect((await list(scope, { page: 1_000_000, limit: 100 })).data).toEqual([]);
    }
  });
});
