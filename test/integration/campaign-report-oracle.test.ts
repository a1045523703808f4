import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_API_PATHS } from '../../src/shared/api/report-paths.js';
import type {
  TCampaignReport,
  TGroupDashboard,
  TReportTotals,
  TSalesDay,
  TSalesOverview,
  TSellerRanking,
} from '../../src/shared/api/reports.js';
import { queryRows } from '../../src/server/db/database.js';
import { useReportTimeZone } from '../../src/server/reports/queries.js';
import {
  bearer,
  call,
  createCampaign,
  createGroup,
  insertOrder,
  registerAdmin,
  type CampaignRow,
  type GroupRow,
} from '../support/fixtures.js';
import { insertItems } from '../support/order-fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Every number of the campaign report, the group dashboard and the sales overview against a computation from
 * the raw orders and items, in New York time across the end of daylight saving time (2026-11-01), after each
 * kind of change the tallies must follow.
 */
const ZONE = 'America/New_York';
const NOW = new Date('2026-11-06T15:00:00Z');
const TODAY = '2026-11-06';

/** A small deterministic generator (mulberry32), so that a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const localDay = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
const DAY_MS = 86_400_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
function datesFrom(from: string, to: string) {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}
const dollars = (cents: number) => Math.round(cents) / 100;
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

interface RawOrder {
  id: string;
  groupId: string | null;
  campaignId: string | null;
  status: string;
  sellerName: string;
  totalCents: number;
  productCents: number;
  donationCents: number;
  createdAt: Date;
}
interface RawItem {
  orderId: string;
  productName: string;
  priceCents: number;
  quantity: number;
}

describe('campaign results equal a computation from the orders (New York time, across a DST change)', () => {
  let t: TestApp;
  let token: string;
  const groups: GroupRow[] = [];
  const campaigns: CampaignRow[] = [];
  const next = random(20261101);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;

  const NAMES = [
    'Ava Stone',
    'ava stone',
    ' Ava Stone ',
    'Ben Ray',
    'BEN RAY',
    'Cy Lee',
    'Dee Park',
    '',
    '  ',
  ];
  const PRODUCTS: [string, number][] = [
    ['Cookie Dough', 1500],
    ['Candle', 1200],
    ['Wreath', 3000],
    ['=Popcorn', 800],
  ];
  /** Instants near New York midnight on both sides of the change (EDT -4 until Nov 1, EST -5 after). */
  function instant() {
    const day = addDays('2026-10-23', Math.floor(next() * 18));
    const hour = pick(['03:30', '04:30', '05:30', '15:00', '23:59']);
    return new Date(`${day}T${hour}:00Z`);
  }

  async function raw() {
    const db = t.app.ctx.db;
    const orders = await queryRows<RawOrder>(
      db,
      sql`select id, group_id as "groupId", campaign_id as "campaignId", status, seller_name as "sellerName",
                 total_cents::float8 as "totalCents", total_product_cents::float8 as "productCents",
                 donation_cents::float8 as "donationCents", store_created_at as "createdAt" from orders`,
    );
    const items = await queryRows<RawItem>(
      db,
      sql`select order_id as "orderId", product_name as "productName", price_cents::float8 as "priceCents",
                 quantity from order_items`,
    );
    return { orders: orders.map((o) => ({ ...o, createdAt: new Date(o.createdAt) })), items };
  }

  type Raw = Awaited<ReturnType<typeof raw>>;
  const counted = (order: RawOrder, campaign: CampaignRow) =>
    order.groupId === campaign.groupId && order.campaignId === campaign.id && order.status !== 'cancelled';

  function sellersOf(orders: RawOrder[], items: RawItem[]) {
    const sellers = new Map<
      string,
      { names: string[]; orders: number; items: number; cents: number; product: number; donations: number }
    >();
    for (const order of orders) {
      const name = order.sellerName.trim();
      const key = name.toLowerCase();
      const seller = sellers.get(key) ?? {
        names: [],
        orders: 0,
        items: 0,
        cents: 0,
        product: 0,
        donations: 0,
      };
      seller.names.push(name);
      seller.orders += 1;
      seller.items += items
        .filter((item) => item.orderId === order.id)
        .reduce((sum, item) => sum + item.quantity, 0);
      seller.cents += order.totalCents;
      seller.product += order.productCents;
      seller.donations += order.donationCents;
      sellers.set(key, seller);
    }
    return sellers;
  }

  /** What the leaderboard ranks by: product sales and donations (never shipping). */
  const rankCents = (seller: { product: number; donations: number }) => seller.product + seller.donations;

  function ranking(sellers: ReturnType<typeof sellersOf>): TSellerRanking[] {
    const named = [...sellers]
      .filter(([key]) => key !== '')
      .sort(([ka, a], [kb, b]) => rankCents(b) - rankCents(a) || byCodeUnits(ka, kb));
    return named.map(([, seller]) => ({
      rank: named.findIndex(([, other]) => rankCents(other) === rankCents(seller)) + 1,
      name: [...seller.names].sort(byCodeUnits)[0]!,
      orderCount: seller.orders,
      itemCount: seller.items,
      sales: dollars(seller.cents),
      productSales: dollars(seller.product),
      donations: dollars(seller.donations),
    }));
  }

  function totalsOf(
    campaign: CampaignRow,
    group: GroupRow,
    orders: RawOrder[],
    items: RawItem[],
  ): TReportTotals {
    const product = orders.reduce((sum, order) => sum + order.productCents, 0);
    const donations = orders.reduce((sum, order) => sum + order.donationCents, 0);
    const sellers = sellersOf(orders, items);
    return {
      orderCount: orders.length,
      sellerCount: [...sellers.keys()].filter((key) => key !== '').length,
      itemCount: [...sellers.values()].reduce((sum, seller) => sum + seller.items, 0),
      sales: dollars(orders.reduce((sum, order) => sum + order.totalCents, 0)),
      productSales: dollars(product),
      donations: dollars(donations),
      productSalesAndDonations: dollars(product + donations),
      raised:
        group.profitShareBasisPoints === null
          ? null
          : dollars(Math.round((product * group.profitShareBasisPoints) / 10_000) + donations),
      goal: campaign.goalCents === null ? null : dollars(campaign.goalCents),
      goalProgress: campaign.goalCents === null ? null : (product + donations) / campaign.goalCents,
    };
  }

  function series(dates: string[], orders: RawOrder[]): TSalesDay[] {
    return dates.map((date) => {
      const own = orders.filter((order) => localDay(order.createdAt) === date);
      return {
        date,
        orderCount: own.length,
        sales: dollars(own.reduce((sum, order) => sum + order.totalCents, 0)),
      };
    });
  }

  function expectedReport(campaign: CampaignRow, { orders, items }: Raw) {
    const group = groups.find((g) => g.id === campaign.groupId)!;
    const own = orders.filter((order) => counted(order, campaign));
    const days = own.map((order) => localDay(order.createdAt)).sort();
    const from = days[0] && days[0] < campaign.startDate ? days[0] : campaign.startDate;
    const to = days.at(-1) && days.at(-1)! > campaign.endDate ? days.at(-1)! : campaign.endDate;
    const products = new Map<string, { quantity: number; cents: number }>();
    for (const item of items.filter((item) => own.some((order) => order.id === item.orderId))) {
      const product = products.get(item.productName) ?? { quantity: 0, cents: 0 };
      product.quantity += item.quantity;
      product.cents += item.quantity * item.priceCents;
      products.set(item.productName, product);
    }
    return {
      totals: totalsOf(campaign, group, own, items),
      daily: series(datesFrom(from, to), own),
      sellers: ranking(sellersOf(own, items)),
      products: [...products]
        .filter(([, product]) => product.quantity > 0)
        .sort(([na, a], [nb, b]) => b.quantity - a.quantity || byCodeUnits(na, nb))
        .map(([name, product]) => ({ name, quantity: product.quantity, sales: dollars(product.cents) })),
    };
  }

  async function get<T>(url: string) {
    const res = await call(t, { method: 'GET', url: `/api${url}`, headers: bearer(token) });
    expect(res.statusCode, res.payload).toBe(200);
    return res.json<{ data: T }>().data;
  }

  async function compareEverything(phase: string) {
    const data = await raw();
    for (const campaign of campaigns) {
      const report = await get<TCampaignReport>(
        REPORT_API_PATHS.campaignReport(campaign.groupId, campaign.id),
      );
      const { totals, daily, sellers, products } = report;
      expect({ phase, campaign: campaign.name, totals, daily, sellers, products }).toEqual({
        phase,
        campaign: campaign.name,
        ...expectedReport(campaign, data),
      });
    }

    const last30 = datesFrom(addDays(TODAY, -29), TODAY);
    const dashboard = await get<TGroupDashboard>(REPORT_API_PATHS.groupDashboard(groups[0]!.id));
    const current = campaigns.filter(
      (c) => c.groupId === groups[0]!.id && c.startDate <= TODAY && TODAY <= c.endDate,
    );
    expect(dashboard.campaigns.map((summary) => summary.campaign._id).sort()).toEqual(
      current.map((c) => c.id).sort(),
    );
    for (const summary of dashboard.campaigns) {
      const campaign = campaigns.find((c) => c.id === summary.campaign._id)!;
      const expected = expectedReport(campaign, data);
      expect({ phase, totals: summary.totals, topSellers: summary.topSellers }).toEqual({
        phase,
        totals: expected.totals,
        topSellers: expected.sellers.slice(0, 5),
      });
      const own = data.orders.filter((order) => counted(order, campaign));
      expect({ phase, last30: summary.last30Days }).toEqual({ phase, last30: series(last30, own) });
    }

    const overview = await get<TSalesOverview>(REPORT_API_PATHS.adminSalesOverview);
    const inCampaigns = data.orders.filter(
      (order) =>
        order.status !== 'cancelled' &&
        campaigns.some((campaign) => campaign.id === order.campaignId && campaign.groupId === order.groupId),
    );
    expect({ phase, last30: overview.last30Days }).toEqual({ phase, last30: series(last30, inCampaigns) });
    const month = inCampaigns.filter((order) => {
      const day = localDay(order.createdAt);
      return day >= '2026-11-01' && day <= TODAY;
    });
    const topGroups = groups
      .map((group) => {
        const own = month.filter((order) => order.groupId === group.id);
        return {
          _id: group.id,
          code: group.code,
          name: group.name,
          orderCount: own.length,
          sales: dollars(own.reduce((sum, order) => sum + order.totalCents, 0)),
        };
      })
      .filter((group) => group.orderCount > 0)
      .sort((a, b) => b.sales - a.sales || byCodeUnits(a.name, b.name) || byCodeUnits(a._id, b._id))
      .slice(0, 5);
    expect({ phase, topGroups: overview.topGroups }).toEqual({ phase, topGroups });
  }

  beforeAll(async () => {
    t = await createTestApp({ env: { PORTAL_TIMEZONE: ZONE }, now: () => NOW });
    token = (await registerAdmin(t)).token;
    groups.push(await createGroup(t, { name: 'Lincoln Band', profitShareBasisPoints: 3750 }));
    groups.push(await createGroup(t, { name: 'Oak Scouts', profitShareBasisPoints: null }));
    groups.push(await createGroup(t, { name: 'Pine Choir', profitShareBasisPoints: 10_000 }));
    const spans: [number, string, string, string, number | null][] = [
      [0, 'Cookie Week', '2026-10-25', '2026-11-08', 123_456],
      [0, 'Wreath Drive', '2026-10-28', '2026-11-03', null],
      [1, 'Popcorn', '2026-10-20', '2026-11-30', 50_000],
      [2, 'Candles', '2026-11-01', '2026-11-01', 1],
    ];
    for (const [group, name, startDate, endDate, goalCents] of spans) {
      campaigns.push(await createCampaign(t, groups[group]!.id, { name, startDate, endDate, goalCents }));
    }

    for (let index = 0; index < 240; index++) {
      const campaign = pick(campaigns);
      const attributed = next() > 0.08;
      const lines = Array.from({ length: Math.floor(next() * 4) }, () => pick(PRODUCTS));
      const productCents = lines.reduce((sum, [, price]) => sum + price, 0);
      const order = await insertOrder(t, {
        ...(attributed ? { group: groups.find((g) => g.id === campaign.groupId)!, campaign } : {}),
        sellerName: pick(NAMES),
        status: next() < 0.15 ? 'cancelled' : pick(['open', 'pending', 'processing', 'shipped'] as const),
        totalProductCents: productCents,
        shippingCents: pick([0, 500, 650]),
        storeCreatedAt: instant(),
      });
      if (lines.length) {
        await insertItems(
          t,
          order.id,
          lines.map(([productName, priceCents]) => ({
            productName,
            priceCents,
            quantity: 1 + Math.floor(next() * 3),
          })),
        );
      }
    }
    // Orders written together with their items in one statement, as the seed script writes them.
    const [first] = campaigns;
    await t.app.ctx.db.execute(sql`
      with made as (
        insert into orders (shopify_order_id, shopify_order_number, group_id, group_code, campaign_id, seller_name,
                            status, total_product_cents, total_cents, store_created_at, store_updated_at)
        select 'bulk-' || i, '#B' || i, ${first!.groupId}::uuid, 'BULK', ${first!.id}::uuid, 'Bulk Seller ' || (i % 3),
               'open', 2700, 2700, timestamptz '2026-11-01 03:30:00+00' + i * interval '1 hour', now()
        from generate_series(1, 30) as i
        returning id
      )
      insert into order_items (order_id, position, product_name, price_cents, quantity)
      select made.id, p, (array['Cookie Dough', 'Candle'])[p + 1], (array[1500, 1200])[p + 1], 1
      from made cross join generate_series(0, 1) as p`);
  });
  afterAll(async () => {
    await t.close();
  });

  it('after the orders arrive', async () => {
    await compareEverything('inserts');
  });

  it('after cancellations, re-dating, renamed sellers and changed totals', async () => {
    const db = t.app.ctx.db;
    const { orders } = await raw();
    for (const order of orders.filter(() => next() < 0.35)) {
      const change = pick(['cancel', 'redate', 'rename', 'total'] as const);
      if (change === 'cancel')
        await db.execute(sql`update orders set status = 'cancelled' where id = ${order.id}`);
      if (change === 'redate') {
        await db.execute(
          sql`update orders set store_created_at = ${instant().toISOString()} where id = ${order.id}`,
        );
      }
      if (change === 'rename') {
        await db.execute(sql`update orders set seller_name = ${pick(NAMES)} where id = ${order.id}`);
      }
      if (change === 'total') {
        await db.execute(
          sql`update orders set total_product_cents = total_product_cents + 100, total_cents = total_cents + 100
              where id = ${order.id}`,
        );
      }
    }
    await compareEverything('updates');
  });

  it('after items are removed, added and changed', async () => {
    const db = t.app.ctx.db;
    const { orders, items } = await raw();
    for (const item of items.filter(() => next() < 0.2)) {
      await db.execute(
        sql`delete from order_items where order_id = ${item.orderId} and product_name = ${item.productName}`,
      );
    }
    await db.execute(sql`update order_items set quantity = quantity + 2 where quantity = 1`);
    for (const order of orders.filter(() => next() < 0.2)) {
      const [name, price] = pick(PRODUCTS);
      await db.execute(
        sql`insert into order_items (order_id, position, product_name, price_cents, quantity)
            values (${order.id}, 50 + (select count(*) from order_items where order_id = ${order.id})::int, ${name}, ${price}, 4)`,
      );
    }
    await compareEverything('items');
  });

  it('after orders move between campaigns and groups, lose their attribution, and are deleted', async () => {
    const db = t.app.ctx.db;
    const { orders } = await raw();
    for (const order of orders.filter(() => next() < 0.3)) {
      const move = pick(['campaign', 'unattribute', 'delete'] as const);
      if (move === 'campaign') {
        const target = pick(campaigns);
        await db.execute(
          sql`update orders set campaign_id = ${target.id}, group_id = ${target.groupId} where id = ${order.id}`,
        );
      }
      if (move === 'unattribute') {
        await db.execute(sql`update orders set campaign_id = null, group_id = null where id = ${order.id}`);
      }
      if (move === 'delete') await db.execute(sql`delete from orders where id = ${order.id}`);
    }
    await db.execute(
      sql`delete from orders where id in (select id from orders where status = 'cancelled' limit 5)`,
    );
    await compareEverything('moves and deletes');
  });

  it('after the tallies are rebuilt for another zone and back', async () => {
    await useReportTimeZone(t.app.ctx.db, 'Asia/Kolkata');
    await useReportTimeZone(t.app.ctx.db, ZONE);
    await compareEverything('rebuilt');
  });
});
