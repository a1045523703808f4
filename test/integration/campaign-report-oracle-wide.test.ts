/**
 * Every number of the campaign report, the group dashboard and the sales overview against an independent
 * computation from the raw order and item rows, over a seeded random data set that spans the end of daylight
 * saving time in America/New_York, through inserts, updates, item changes, moves and deletes.
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '../../src/server/db/schema.js';
import { REPORT_API_PATHS } from '../../src/shared/api/report-paths.js';
import type {
  TCampaignReport,
  TCampaignSummary,
  TGroupDashboard,
  TProductTally,
  TReportCampaign,
  TReportGroup,
  TReportTotals,
  TSalesDay,
  TSalesOverview,
  TSellerRanking,
} from '../../src/shared/api/reports.js';
import { ORDER_STATUSES } from '../../src/shared/order-status.js';
import {
  bearer,
  call,
  createCampaign,
  createGroup,
  registerAdmin,
  type CampaignRow,
  type GroupRow,
  type OrderRow,
  type OrderValues,
} from '../support/fixtures.js';
import { insertItems, insertOrders } from '../support/order-fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const TIME_ZONE = 'America/New_York';
const NOW = new Date('2026-11-06T15:00:00Z');
const TODAY = '2026-11-06';
const SEED = 20_261_101;
const ORDER_COUNT = 320;

type ItemRow = typeof orderItems.$inferSelect;

/** mulberry32: a small seeded generator, so every run sees the same data. */
class Random {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let z = this.state;
    z = Math.imul(z ^ (z >>> 15), z | 1);
    z ^= z + Math.imul(z ^ (z >>> 7), z | 61);
    return ((z ^ (z >>> 14)) >>> 0) / 4_294_967_296;
  }
  int(below: number): number {
    return Math.floor(this.next() * below);
  }
  chance(probability: number): boolean {
    return this.next() < probability;
  }
  pick<T>(list: readonly T[]): T {
    return list[this.int(list.length)]!;
  }
  /** `count` distinct elements (all of them when fewer). */
  sample<T>(list: readonly T[], count: number): T[] {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = this.int(i + 1);
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, count);
  }
}

// ----- the independent computation -----

const localDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const localDay = (at: Date) => localDateFormat.format(at);

const DAY_MS = 86_400_000;
const shiftDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

function datesFromTo(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = shiftDate(date, 1)) dates.push(date);
  return dates;
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const dollars = (cents: number) => cents / 100;

interface Snapshot {
  orders: OrderRow[];
  items: ItemRow[];
  itemsOf: Map<string, ItemRow[]>;
}

const quantityOf = (snap: Snapshot, order: OrderRow) =>
  (snap.itemsOf.get(order.id) ?? []).reduce((sum, item) => sum + item.quantity, 0);

const countedIn = (snap: Snapshot, campaign: CampaignRow) =>
  snap.orders.filter(
    (order) =>
      order.groupId === campaign.groupId && order.campaignId === campaign.id && order.status !== 'cancelled',
  );

function series(dates: string[], counted: OrderRow[]): TSalesDay[] {
  const byDay = new Map<string, { orderCount: number; salesCents: number }>();
  for (const order of counted) {
    const day = localDay(order.storeCreatedAt);
    const tally = byDay.get(day) ?? { orderCount: 0, salesCents: 0 };
    tally.orderCount += 1;
    tally.salesCents += order.totalCents;
    byDay.set(day, tally);
  }
  return dates.map((date) => ({
    date,
    orderCount: byDay.get(date)?.orderCount ?? 0,
    sales: dollars(byDay.get(date)?.salesCents ?? 0),
  }));
}

function totals(snap: Snapshot, counted: OrderRow[], campaign: CampaignRow, group: GroupRow): TReportTotals {
  const productSalesCents = counted.reduce((sum, order) => sum + order.totalProductCents, 0);
  const donationCents = counted.reduce((sum, order) => sum + order.donationCents, 0);
  const share = group.profitShareBasisPoints;
  const goal = campaign.goalCents;
  return {
    orderCount: counted.length,
    sellerCount: new Set(counted.map((order) => order.sellerName.trim().toLowerCase()).filter(Boolean)).size,
    itemCount: counted.reduce((sum, order) => sum + quantityOf(snap, order), 0),
    sales: dollars(counted.reduce((sum, order) => sum + order.totalCents, 0)),
    productSales: dollars(productSalesCents),
    donations: dollars(donationCents),
    productSalesAndDonations: dollars(productSalesCents + donationCents),
    raised: share === null ? null : dollars(Math.round((productSalesCents * share) / 10_000) + donationCents),
    goal: goal === null ? null : dollars(goal),
    goalProgress: goal === null ? null : (productSalesCents + donationCents) / goal,
  };
}

/**
 * Named sellers by product sales + donations (competition ranks; shipping is not counted), ties by the
 * lower-cased name; shown as their smallest spelling.
 */
function sellers(snap: Snapshot, counted: OrderRow[]): TSellerRanking[] {
  const byKey = new Map<
    string,
    {
      spellings: string[];
      orderCount: number;
      itemCount: number;
      salesCents: number;
      productSalesCents: number;
      donationCents: number;
    }
  >();
  for (const order of counted) {
    const name = order.sellerName.trim();
    const key = name.toLowerCase();
    if (key === '') continue;
    const seller = byKey.get(key) ?? {
      spellings: [],
      orderCount: 0,
      itemCount: 0,
      salesCents: 0,
      productSalesCents: 0,
      donationCents: 0,
    };
    seller.spellings.push(name);
    seller.orderCount += 1;
    seller.itemCount += quantityOf(snap, order);
    seller.salesCents += order.totalCents;
    seller.productSalesCents += order.totalProductCents;
    seller.donationCents += order.donationCents;
    byKey.set(key, seller);
  }
  const rankCents = (seller: { productSalesCents: number; donationCents: number }) =>
    seller.productSalesCents + seller.donationCents;
  const sorted = [...byKey].sort(
    ([keyA, a], [keyB, b]) => rankCents(b) - rankCents(a) || byCodeUnits(keyA, keyB),
  );
  let rank = 0;
  return sorted.map(([, seller], index) => {
    if (index === 0 || rankCents(seller) !== rankCents(sorted[index - 1]![1])) rank = index + 1;
    return {
      rank,
      name: [...seller.spellings].sort(byCodeUnits)[0]!,
      orderCount: seller.orderCount,
      itemCount: seller.itemCount,
      sales: dollars(seller.salesCents),
      productSales: dollars(seller.productSalesCents),
      donations: dollars(seller.donationCents),
    };
  });
}

/** Products by exact name: most sold first, ties by name in code-unit order (the server's `order by product_name` under the C collation). */
function products(snap: Snapshot, counted: OrderRow[]): TProductTally[] {
  const byName = new Map<string, { quantity: number; salesCents: number }>();
  for (const order of counted) {
    for (const item of snap.itemsOf.get(order.id) ?? []) {
      const product = byName.get(item.productName) ?? { quantity: 0, salesCents: 0 };
      product.quantity += item.quantity;
      product.salesCents += item.quantity * item.priceCents;
      byName.set(item.productName, product);
    }
  }
  return [...byName]
    .filter(([, product]) => product.quantity > 0)
    .sort(([nameA, a], [nameB, b]) => b.quantity - a.quantity || byCodeUnits(nameA, nameB))
    .map(([name, product]) => ({ name, quantity: product.quantity, sales: dollars(product.salesCents) }));
}

const reportCampaign = (campaign: CampaignRow): TReportCampaign => ({
  _id: campaign.id,
  groupId: campaign.groupId,
  name: campaign.name,
  startDate: campaign.startDate,
  endDate: campaign.endDate,
  isActive: campaign.isActive,
  isCurrentlyActive: campaign.isActive && campaign.startDate <= TODAY && TODAY <= campaign.endDate,
  goalAmount: campaign.goalCents === null ? null : dollars(campaign.goalCents),
});

const reportGroup = (group: GroupRow): TReportGroup => ({
  _id: group.id,
  code: group.code,
  name: group.name,
  profitSharePercent: group.profitShareBasisPoints === null ? null : group.profitShareBasisPoints / 100,
});

function expectedReport(snap: Snapshot, campaign: CampaignRow, group: GroupRow): TCampaignReport {
  const counted = countedIn(snap, campaign);
  const days = counted.map((order) => localDay(order.storeCreatedAt)).sort(byCodeUnits);
  const from = days.length && days[0]! < campaign.startDate ? days[0]! : campaign.startDate;
  const to = days.length && days.at(-1)! > campaign.endDate ? days.at(-1)! : campaign.endDate;
  return {
    campaign: reportCampaign(campaign),
    group: reportGroup(group),
    timeZone: TIME_ZONE,
    totals: totals(snap, counted, campaign, group),
    daily: series(datesFromTo(from, to), counted),
    sellers: sellers(snap, counted),
    products: products(snap, counted),
    // This file's groups have no teams: the team leaderboard is the teams oracle's (team-results-oracle).
    teams: [],
    team: null,
  };
}

const last30Days = () => datesFromTo(shiftDate(TODAY, -29), TODAY);

function expectedDashboard(snap: Snapshot, group: GroupRow, campaigns: CampaignRow[]): TGroupDashboard {
  const current = campaigns
    .filter(
      (campaign) =>
        campaign.groupId === group.id &&
        campaign.isActive &&
        campaign.startDate <= TODAY &&
        TODAY <= campaign.endDate,
    )
    .sort((a, b) => byCodeUnits(a.endDate, b.endDate) || byCodeUnits(a.name, b.name));
  return {
    group: reportGroup(group),
    campaigns: current.map((campaign): TCampaignSummary => {
      const counted = countedIn(snap, campaign);
      return {
        campaign: reportCampaign(campaign),
        totals: totals(snap, counted, campaign, group),
        last30Days: series(last30Days(), counted),
        topSellers: sellers(snap, counted).slice(0, 5),
        topTeams: [],
      };
    }),
  };
}

/** The overview counts every order with a group and a campaign (whichever they are) that is not cancelled. */
function expectedOverview(snap: Snapshot, groups: GroupRow[]): TSalesOverview {
  const counted = snap.orders.filter(
    (order) => order.groupId !== null && order.campaignId !== null && order.status !== 'cancelled',
  );
  const monthStart = `${TODAY.slice(0, 7)}-01`;
  const byGroup = new Map<string, { orderCount: number; salesCents: number }>();
  for (const order of counted) {
    const day = localDay(order.storeCreatedAt);
    if (day < monthStart || day > TODAY) continue;
    const tally = byGroup.get(order.groupId!) ?? { orderCount: 0, salesCents: 0 };
    tally.orderCount += 1;
    tally.salesCents += order.totalCents;
    byGroup.set(order.groupId!, tally);
  }
  const groupOf = (id: string) => groups.find((group) => group.id === id)!;
  const topGroups = [...byGroup]
    .map(([id, tally]) => ({ group: groupOf(id), ...tally }))
    .sort(
      (a, b) =>
        b.salesCents - a.salesCents ||
        byCodeUnits(a.group.name, b.group.name) ||
        byCodeUnits(a.group.id, b.group.id),
    )
    .slice(0, 5)
    .map(({ group, orderCount, salesCents }) => ({
      _id: group.id,
      code: group.code,
      name: group.name,
      orderCount,
      sales: dollars(salesCents),
    }));
  return {
    timeZone: TIME_ZONE,
    last30Days: series(last30Days(), counted),
    month: TODAY.slice(0, 7),
    topGroups,
  };
}

// ----- the data -----

const SELLERS = ['Ava Stone', 'Ben Ray', 'Cy Lee', 'Dana Fox', 'Eli Moss', 'Fay Wu', 'Gus Hale', 'Ivy Park'];
const PRODUCTS = [
  'Candle',
  'Cookie Dough',
  'apple Crisp',
  'Wrapping Paper',
  'Zesty Salsa',
  'Brownie Mix',
  'candle',
];
const PRICES = [500, 999, 1250, 1500];
const PRODUCT_CENTS = [500, 1000, 1500, 2000, 2500, 3000, 4000];
const SHIPPING_CENTS = [0, 0, 0, 500, 795];
/** Around local midnight before (EDT, UTC-4) and after (EST, UTC-5) 2026-11-01 02:00. */
const NEAR_MIDNIGHT = ['03:30', '04:30', '05:30', '06:30'];
const STATUSES = ORDER_STATUSES.filter((status) => status !== 'cancelled');

function sellerSpelling(random: Random): string {
  if (random.chance(0.08)) return '';
  if (random.chance(0.03)) return '   ';
  const base = random.pick(SELLERS);
  const style = random.int(4);
  const spelled =
    style === 0
      ? base
      : style === 1
        ? base.toUpperCase()
        : style === 2
          ? base.toLowerCase()
          : [...base].map((ch) => (random.chance(0.5) ? ch.toUpperCase() : ch.toLowerCase())).join('');
  return `${random.pick(['', '', ' ', '  '])}${spelled}${random.pick(['', '', ' ', '   '])}`;
}

function orderTime(random: Random): Date {
  const nearDst = random.chance(0.45);
  const date = nearDst ? shiftDate('2026-10-30', random.int(5)) : shiftDate('2026-10-18', random.int(27));
  const time = random.chance(0.6)
    ? `${random.pick(NEAR_MIDNIGHT)}:${String(random.int(60)).padStart(2, '0')}`
    : `${String(random.int(24)).padStart(2, '0')}:${String(random.int(60)).padStart(2, '0')}:00`;
  return new Date(`${date}T${time}Z`);
}

function randomItems(random: Random) {
  return Array.from({ length: random.int(4) }, () => ({
    productName: random.pick(PRODUCTS),
    priceCents: random.pick(PRICES),
    quantity: 1 + random.int(4),
  }));
}

const ids = (list: string[]) =>
  sql.join(
    list.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

describe('campaign report against an independent computation from the order rows', () => {
  const random = new Random(SEED);
  let t: TestApp;
  let adminToken: string;
  let groups: GroupRow[];
  let campaigns: CampaignRow[];

  const exec = (statement: SQL) => t.app.ctx.db.execute(statement);

  const get = async <T>(url: string) => {
    const res = await call(t, { method: 'GET', url: `/api${url}`, headers: bearer(adminToken) });
    expect(res.statusCode, res.payload).toBe(200);
    return res.json<{ success: true; data: T }>().data;
  };

  async function snapshot(): Promise<Snapshot> {
    const orderRows = await t.app.ctx.db.select().from(orders);
    const items = await t.app.ctx.db.select().from(orderItems);
    const itemsOf = new Map<string, ItemRow[]>();
    for (const item of items) itemsOf.set(item.orderId, [...(itemsOf.get(item.orderId) ?? []), item]);
    return { orders: orderRows, items, itemsOf };
  }

  const groupOf = (campaign: CampaignRow) => groups.find((group) => group.id === campaign.groupId)!;

  /** Compares every report, dashboard and the overview; answers the rows they were computed from. */
  async function compareAll(phase: string): Promise<Snapshot> {
    const snap = await snapshot();
    for (const campaign of campaigns) {
      const report = await get<TCampaignReport>(
        REPORT_API_PATHS.campaignReport(campaign.groupId, campaign.id),
      );
      expect
        .soft(report, `${phase}: report of ${campaign.name}`)
        .toEqual(expectedReport(snap, campaign, groupOf(campaign)));
    }
    for (const group of groups) {
      const dashboard = await get<TGroupDashboard>(REPORT_API_PATHS.groupDashboard(group.id));
      expect
        .soft(dashboard, `${phase}: dashboard of ${group.name}`)
        .toEqual(expectedDashboard(snap, group, campaigns));
    }
    const overview = await get<TSalesOverview>(REPORT_API_PATHS.adminSalesOverview);
    expect.soft(overview, `${phase}: sales overview`).toEqual(expectedOverview(snap, groups));
    return snap;
  }

  const counted = (snap: Snapshot) =>
    snap.orders.filter((order) => order.groupId && order.campaignId && order.status !== 'cancelled');

  beforeAll(async () => {
    t = await createTestApp({ env: { PORTAL_TIMEZONE: TIME_ZONE }, now: () => NOW });
    adminToken = (await registerAdmin(t)).token;
    const band = await createGroup(t, {
      name: 'Lincoln Band',
      code: 'ORACLEA',
      profitShareBasisPoints: 3333,
    });
    const scouts = await createGroup(t, { name: 'Oak Scouts', code: 'ORACLEB' });
    const choir = await createGroup(t, { name: 'Elm Choir', code: 'ORACLEC', profitShareBasisPoints: 1250 });
    groups = [band, scouts, choir];
    campaigns = [
      await createCampaign(t, band.id, {
        name: 'Harvest Sale',
        startDate: '2026-10-25',
        endDate: '2026-11-08',
        goalCents: 123_457,
      }),
      await createCampaign(t, band.id, {
        name: 'Winter Wrap',
        startDate: '2026-11-01',
        endDate: '2026-12-20',
      }),
      await createCampaign(t, band.id, {
        name: 'Fall Fair',
        startDate: '2026-10-01',
        endDate: '2026-10-31',
        goalCents: 20_000,
      }),
      await createCampaign(t, scouts.id, {
        name: 'Popcorn',
        startDate: '2026-10-25',
        endDate: '2026-11-08',
        goalCents: 50_000,
      }),
      await createCampaign(t, scouts.id, {
        name: 'Candles',
        startDate: '2026-10-20',
        endDate: '2026-11-30',
        isActive: false,
        goalCents: 1,
      }),
      await createCampaign(t, choir.id, {
        name: 'Cookie Week',
        startDate: '2026-10-28',
        endDate: '2026-11-03',
        goalCents: 7_777,
      }),
    ];
  });

  afterAll(async () => {
    await t.close();
  });

  it('counts days in America/New_York on both sides of the end of daylight saving time', () => {
    expect(localDay(new Date('2026-10-31T03:30:00Z'))).toBe('2026-10-30');
    expect(localDay(new Date('2026-10-31T04:30:00Z'))).toBe('2026-10-31');
    expect(localDay(new Date('2026-11-02T04:30:00Z'))).toBe('2026-11-01');
    expect(localDay(new Date('2026-11-02T05:30:00Z'))).toBe('2026-11-02');
  });

  it('phase 1: inserted orders and items', async () => {
    const values: OrderValues[] = [];
    const itemLists: ReturnType<typeof randomItems>[] = [];
    for (let i = 0; i < ORDER_COUNT; i += 1) {
      const roll = random.next();
      // Mostly the DST campaign; some unattributed, some with a group but no campaign.
      const campaign =
        roll < 0.07
          ? undefined
          : roll < 0.1
            ? undefined
            : random.chance(0.4)
              ? campaigns[0]!
              : random.pick(campaigns);
      const group = roll < 0.07 ? undefined : roll < 0.1 ? random.pick(groups) : groupOf(campaign!);
      const totalProductCents = random.pick(PRODUCT_CENTS);
      values.push({
        ...(group ? { group } : {}),
        ...(campaign ? { campaign } : {}),
        sellerName: sellerSpelling(random),
        status: random.chance(0.15) ? 'cancelled' : random.pick(STATUSES),
        totalProductCents,
        shippingCents: random.pick(SHIPPING_CENTS),
        storeCreatedAt: orderTime(random),
      });
      itemLists.push(randomItems(random));
    }
    const rows = await insertOrders(t, values);
    for (const [index, row] of rows.entries()) {
      if (itemLists[index]!.length) await insertItems(t, row.id, itemLists[index]!);
    }
    const snap = await compareAll('inserts');
    expect(snap.orders).toHaveLength(ORDER_COUNT);
    expect(countedIn(snap, campaigns[0]!).length).toBeGreaterThan(80);
  });

  it('phase 2: cancellations, new dates, seller names and totals changed in SQL', async () => {
    const snap = await snapshot();
    const live = counted(snap).map((order) => order.id);
    const toCancel = random.sample(live, 30);
    for (const id of toCancel.slice(0, 10)) {
      await exec(sql`update orders set status = 'cancelled' where id = ${id}::uuid`);
    }
    await exec(sql`update orders set status = 'cancelled' where id in (${ids(toCancel.slice(10))})`);
    // A status change that keeps the order counted.
    for (const id of random.sample(live, 10)) {
      await exec(sql`update orders set status = ${random.pick(STATUSES)} where id = ${id}::uuid`);
    }

    const all = snap.orders.map((order) => order.id);
    const edgeDays = [
      '2026-09-15',
      '2026-10-24',
      '2026-10-25',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
      '2026-11-08',
      '2026-11-09',
      '2026-12-01',
    ];
    for (const id of random.sample(all, 45)) {
      const at = random.chance(0.3)
        ? // an hour either way from where it was: across local midnight for the orders near it
          new Date(
            snap.orders.find((order) => order.id === id)!.storeCreatedAt.getTime() +
              (random.chance(0.5) ? 1 : -1) * 3_600_000,
          )
        : new Date(`${random.pick(edgeDays)}T${random.pick(NEAR_MIDNIGHT)}:00Z`);
      await exec(
        sql`update orders set store_created_at = ${at.toISOString()}::timestamptz where id = ${id}::uuid`,
      );
    }

    for (const id of random.sample(all, 45)) {
      await exec(sql`update orders set seller_name = ${sellerSpelling(random)} where id = ${id}::uuid`);
    }
    // Only the surrounding spaces change: the tallies stay as they are.
    for (const id of random.sample(all, 10)) {
      await exec(sql`update orders set seller_name = '  ' || seller_name || ' ' where id = ${id}::uuid`);
    }
    await exec(
      sql`update orders set seller_name = upper(seller_name) where id in (${ids(random.sample(all, 20))})`,
    );

    for (const id of random.sample(all, 35)) {
      const product = random.pick(PRODUCT_CENTS) + random.int(3) * 5;
      const shipping = random.pick(SHIPPING_CENTS);
      await exec(
        sql`update orders set total_product_cents = ${product}, shipping_cents = ${shipping},
              total_cents = ${product + shipping} where id = ${id}::uuid`,
      );
    }
    // Several columns of one order at once.
    for (const id of random.sample(all, 10)) {
      await exec(
        sql`update orders set seller_name = ${sellerSpelling(random)}, total_cents = total_cents + 100,
              store_created_at = store_created_at + interval '1 day' where id = ${id}::uuid`,
      );
    }
    await compareAll('updates');
  });

  it('phase 3: items deleted, added and changed', async () => {
    const snap = await snapshot();
    const itemIds = snap.items.map((item) => item.id);
    const removed = random.sample(itemIds, 45);
    for (const id of removed.slice(0, 15)) await exec(sql`delete from order_items where id = ${id}::uuid`);
    await exec(sql`delete from order_items where id in (${ids(removed.slice(15))})`);

    for (const order of random.sample(snap.orders, 50)) {
      const positions = (snap.itemsOf.get(order.id) ?? []).map((item) => item.position);
      const next = positions.length ? Math.max(...positions) + 1 : 0;
      const added = randomItems(random);
      if (added.length === 0)
        added.push({ productName: random.pick(PRODUCTS), priceCents: 700, quantity: 2 });
      await t.app.ctx.db
        .insert(orderItems)
        .values(added.map((item, index) => ({ ...item, orderId: order.id, position: next + index })));
    }

    const kept = itemIds.filter((id) => !removed.includes(id));
    for (const id of random.sample(kept, 30)) {
      await exec(sql`update order_items set quantity = ${1 + random.int(6)} where id = ${id}::uuid`);
    }
    await exec(
      sql`update order_items set quantity = quantity + 1 where id in (${ids(random.sample(kept, 20))})`,
    );
    for (const id of random.sample(kept, 10)) {
      await exec(
        sql`update order_items set product_name = ${random.pick(PRODUCTS)}, price_cents = ${random.pick(PRICES)}
            where id = ${id}::uuid`,
      );
    }
    await compareAll('item changes');
  });

  it('phase 4: orders moved between campaigns and groups, and out of and into attribution', async () => {
    const snap = await snapshot();
    const [harvest, winter] = campaigns;
    const move = (id: string, campaign: CampaignRow) =>
      exec(
        sql`update orders set group_id = ${campaign.groupId}::uuid, campaign_id = ${campaign.id}::uuid,
              campaign_name = ${campaign.name} where id = ${id}::uuid`,
      );
    const ofHarvest = snap.orders
      .filter((order) => order.campaignId === harvest!.id)
      .map((order) => order.id);
    const toWinter = random.sample(ofHarvest, 25);
    for (const id of toWinter.slice(0, 10)) await move(id, winter!);
    await exec(
      sql`update orders set campaign_id = ${winter!.id}::uuid where id in (${ids(toWinter.slice(10))})`,
    );

    const attributed = snap.orders.filter(
      (order) => order.campaignId !== null && !toWinter.includes(order.id),
    );
    const shuffled = random.sample(attributed, attributed.length);
    for (const order of shuffled.slice(0, 20)) {
      await move(order.id, random.pick(campaigns.filter((campaign) => campaign.groupId !== order.groupId)));
    }
    // The group changes but not the campaign: no campaign report counts it any more, the overview still does.
    for (const order of shuffled.slice(20, 30)) {
      const other = random.pick(groups.filter((group) => group.id !== order.groupId));
      await exec(sql`update orders set group_id = ${other.id}::uuid where id = ${order.id}::uuid`);
    }
    for (const order of shuffled.slice(30, 50)) {
      await exec(
        sql`update orders set group_id = null, campaign_id = null, group_code = '', campaign_name = ''
            where id = ${order.id}::uuid`,
      );
    }
    const unattributed = snap.orders.filter((order) => order.campaignId === null);
    for (const order of random.sample(unattributed, 15)) await move(order.id, random.pick(campaigns));
    await compareAll('moves');
  });

  it('phase 5: orders deleted with their items', async () => {
    const snap = await snapshot();
    const doomed = random.sample(
      snap.orders.map((order) => order.id),
      50,
    );
    for (const id of doomed.slice(0, 20)) await exec(sql`delete from orders where id = ${id}::uuid`);
    await exec(sql`delete from orders where id in (${ids(doomed.slice(20))})`);
    const after = await compareAll('deletes');
    expect(after.orders).toHaveLength(snap.orders.length - 50);
    expect(after.items.every((item) => !doomed.includes(item.orderId))).toBe(true);
  });
});
