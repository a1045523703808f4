import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/database.js';
import { handOffToStore } from '../../src/server/store/handoff.js';
import type { TGroupStats } from '../../src/shared/api/groups.js';
import { ORDER_API_PATHS } from '../../src/shared/api/order-paths.js';
import type { TOrderListReply } from '../../src/shared/api/orders.js';
import { PAPER_ORDER_API_PATHS as PATHS } from '../../src/shared/api/paper-order-paths.js';
import type {
  TCampaignProduct,
  TPaperOrder,
  TPaperOrderBody,
  TSupplierOrder,
} from '../../src/shared/api/paper-orders.js';
import { API_PATHS } from '../../src/shared/api/paths.js';
import { REPORT_API_PATHS } from '../../src/shared/api/report-paths.js';
import type {
  TCampaignReport,
  TDistributionSheets,
  TGroupDashboard,
  TItemQuantity,
  TReportTotals,
  TSalesDay,
  TSellerRanking,
} from '../../src/shared/api/reports.js';
import {
  SHARE_LINK_API_PATHS,
  type TPublicShareLinkReply,
  type TSellerProgressReply,
  type TSellerShareLinkReply,
} from '../../src/shared/api/share-links.js';
import {
  SUPPLIER_ORDER_CSV_HEADERS,
  SUPPLIER_ORDER_TOTAL_LABEL,
} from '../../src/shared/texts/paper-orders.js';
import {
  bearer,
  call,
  coordinatorToken,
  createCampaign,
  createCoordinator,
  createGroup,
  loginSeller,
  registerAdmin,
  type CampaignRow,
  type GroupRow,
  type SellerSession,
} from '../support/fixtures.js';
import { acceptedWebhook, csvRecord, fetchCsv } from '../support/order-fixtures.js';
import { cartAttributesOf, storeOrder } from '../support/store-webhooks.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { readSellerName } from '../../src/server/lib/seller-name-parts.js';

/**
 * Paper orders mixed with store orders, entered, edited and voided, against every count, list, export and report
 * recomputed from the raw order rows. The report time zone is UTC (the default), so a day is the UTC date.
 */

const api = (path: string) => `/api${path}`;
const DAY_MS = 86_400_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const dollars = (cents: number) => Math.round(cents) / 100;
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
function datesFrom(from: string, to: string) {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

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

interface RawOrder {
  id: string;
  groupId: string | null;
  campaignId: string | null;
  status: string;
  sellerId: string | null;
  sellerName: string;
  totalCents: number;
  productCents: number;
  donationCents: number;
  /** The UTC instant as sortable text with microseconds, as the database orders it. */
  created: string;
  source: 'store' | 'paper';
  orderNumber: string;
  buyerFirstName: string;
  buyerLastName: string;
  buyerPhone: string;
  address1: string;
  isTest: boolean;
  deleted: boolean;
}

interface RawItem {
  orderId: string;
  productId: string | null;
  productName: string;
  priceCents: number;
  quantity: number;
  position: number;
}

describe('paper orders count everywhere a store order counts', () => {
  let t: TestApp;
  let skewMs = 0;
  let adminToken: string;
  let coordinator: string;
  let group: GroupRow;
  let otherGroup: GroupRow;
  let campaign: CampaignRow;
  let sideCampaign: CampaignRow;
  let otherCampaign: CampaignRow;
  let sellers: SellerSession[];
  let products: TCampaignProduct[];
  let sideProducts: TCampaignProduct[];
  let otherProducts: TCampaignProduct[];
  let shareToken: string;
  const paperOrders: TPaperOrder[] = [];
  const next = random(20260317);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const today = () => new Date(Date.now() + skewMs).toISOString().slice(0, 10);
  const START = new Date().toISOString().slice(0, 10);

  const get = async <T>(path: string, token = coordinator) => {
    const res = await call(t, { method: 'GET', url: api(path), headers: bearer(token) });
    expect(res.statusCode, res.payload).toBe(200);
    return res.json<{ data: T }>().data;
  };

  async function sellerOf(target: GroupRow, name: string) {
    const res = await loginSeller(t, {
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}@example.org`,
      groupCode: target.code,
    });
    expect(res.statusCode, res.payload).toBe(200);
    return res.json<SellerSession>();
  }

  async function putProducts(
    target: CampaignRow,
    list: { _id?: string; name: string; price: number | string }[],
  ) {
    const res = await call(t, {
      method: 'PUT',
      url: api(PATHS.campaignProducts(target.groupId, target.id)),
      headers: bearer(target.groupId === group.id ? coordinator : adminToken),
      payload: { products: list },
    });
    expect(res.statusCode, res.payload).toBe(200);
    return res.json<{ data: TCampaignProduct[] }>().data;
  }

  async function enter(target: CampaignRow, body: TPaperOrderBody) {
    const res = await call(t, {
      method: 'POST',
      url: api(PATHS.campaignPaperOrders(target.groupId, target.id)),
      headers: bearer(target.groupId === group.id ? coordinator : adminToken),
      payload: body,
    });
    expect(res.statusCode, res.payload).toBe(201);
    return res.json<{ data: TPaperOrder }>().data;
  }

  /** The seller a random form names: a seller picked by id, one typed in another case, or a name alone. */
  function formSeller(): Pick<TPaperOrderBody, 'sellerId' | 'sellerName'> {
    const choice = Math.floor(next() * 6);
    if (choice < 2) return { sellerId: pick(sellers).user.id };
    if (choice < 4) return { sellerName: `  ${pick(sellers).user.name.toUpperCase()} ` };
    return { sellerName: pick(['Eve Paper', 'eve paper ', 'Finn Forms']) };
  }

  function randomForm(list: TCampaignProduct[]): TPaperOrderBody {
    const chosen = [...list].sort(() => next() - 0.5).slice(0, 1 + Math.floor(next() * 3));
    const method = pick(['cash', 'cash', 'check', 'unpaid'] as const);
    const withAddress = next() < 0.4;
    return {
      ...formSeller(),
      buyerName: `${pick(['Pat', 'Kim', 'Lou', 'Mary Ann'])} ${pick(['Parent', 'Ray', 'Lee'])}`,
      buyerPhone: next() < 0.6 ? `555-01${String(Math.floor(next() * 100)).padStart(2, '0')}` : '',
      ...(withAddress
        ? { address: { address1: `${1 + Math.floor(next() * 90)} Elm St`, city: 'Austin' } }
        : {}),
      items: chosen.map((product) => ({ productId: product._id, quantity: 1 + Math.floor(next() * 5) })),
      payment:
        method === 'check'
          ? { method, checkNumber: String(1000 + Math.floor(next() * 9000)) }
          : next() < 0.3
            ? { method, amount: (Math.floor(next() * 5000) / 100).toFixed(2) }
            : { method },
    };
  }

  beforeAll(async () => {
    t = await createTestApp({
      env: { PUBLIC_URL: 'https://portal.example.org' },
      now: () => new Date(Date.now() + skewMs),
    });
    adminToken = (await registerAdmin(t)).token;
    group = await createGroup(t, { name: 'Lincoln Band', profitShareBasisPoints: 2500 });
    otherGroup = await createGroup(t, { name: 'Oak Scouts' });
    const window = { startDate: addDays(START, -10), endDate: addDays(START, 10) };
    campaign = await createCampaign(t, group.id, { name: 'Cookie Week', ...window, goalCents: 150_000 });
    sideCampaign = await createCampaign(t, group.id, { name: 'Wreath Drive', ...window });
    otherCampaign = await createCampaign(t, otherGroup.id, { name: 'Popcorn', ...window });
    coordinator = await coordinatorToken(t, await createCoordinator(t, group.id));
    sellers = [];
    for (const name of ['Ava Stone', 'Ben Ray', 'Cy Lee', 'Dee Park'])
      sellers.push(await sellerOf(group, name));
    const [ava, ben] = sellers;
    const scout = await sellerOf(otherGroup, 'Sam Scout');

    products = await putProducts(campaign, [
      { name: 'Cookie Dough', price: '18.00' },
      { name: 'Candle', price: '12.50' },
      { name: 'Wreath', price: 30 },
      { name: 'Popcorn', price: '8.25' },
    ]);
    sideProducts = await putProducts(sideCampaign, [{ name: 'Candle', price: 10 }]);
    otherProducts = await putProducts(otherCampaign, [{ name: 'Popcorn', price: 5 }]);

    // Store orders of the campaign (one of them cancelled), of the other campaign and of the other group.
    const attributes = (seller: string, target = campaign, targetGroup = group) => ({
      group_code: targetGroup.code,
      student_name: seller,
      campaign_id: target.id,
      campaign_name: target.name,
    });
    const at = (daysAgo: number) => `${addDays(START, -daysAgo)}T15:00:00Z`;
    const store = [
      storeOrder({
        attributes: attributes('Ava Stone'),
        createdAt: at(5),
        lines: [{ title: 'Cookie Dough', price: '15.00', quantity: 2 }],
      }),
      storeOrder({
        attributes: attributes('ben ray '),
        createdAt: at(4),
        lines: [
          { title: 'Gift Card', price: '25.00', quantity: 1 },
          { title: 'Candle', price: '12.50', quantity: 2 },
        ],
      }),
      storeOrder({
        attributes: attributes('Gus Online'),
        createdAt: at(3),
        shipping: { title: 'Free', price: '0.00' },
      }),
      storeOrder({
        attributes: attributes('Cy Lee'),
        createdAt: at(2),
        cancelledAt: at(2),
        lines: [{ title: 'Wreath', price: '30.00', quantity: 4 }],
      }),
      storeOrder({ attributes: attributes('Ava Stone', sideCampaign), createdAt: at(1) }),
      storeOrder({ attributes: attributes('Sam Scout', otherCampaign, otherGroup), createdAt: at(1) }),
    ];
    for (const order of store) expect(await acceptedWebhook(t, order)).toBe('created');
    // One through Ava's own hand-off: credited to her as a seller, not only by name.
    const handoff = await handOffToStore(t.app.ctx, {
      via: 'seller',
      seller: {
        id: ava!.user.id,
        ...readSellerName(ava!.user.name),
        email: ava!.user.email,
        groupId: group.id,
        groupName: group.name,
        groupCode: group.code,
        groupSignIn: 'students',
      },
      campaign: {
        id: campaign.id,
        name: campaign.name,
        donationsEnabled: campaign.donationsEnabled,
        donationProduct: campaign.donationProduct,
      },
    });
    const handedOff = storeOrder({
      attributes: cartAttributesOf(handoff.url),
      createdAt: at(1),
      lines: [{ title: 'Popcorn', price: '8.25', quantity: 3 }],
    });
    expect(await acceptedWebhook(t, handedOff)).toBe('created');

    // A paper order with a phone and no address, and one with both: the distribution sheets tell them apart.
    paperOrders.push(
      await enter(campaign, {
        sellerId: ben!.user.id,
        buyerName: 'Phone Only',
        buyerPhone: '555-0199',
        items: [{ productId: products[0]!._id, quantity: 1 }],
        payment: { method: 'cash' },
      }),
      await enter(campaign, {
        sellerId: ben!.user.id,
        buyerName: 'Has Address',
        buyerPhone: '555-0198',
        address: { address1: '9 Oak Ave', city: 'Austin' },
        items: [{ productId: products[1]!._id, quantity: 2 }],
        payment: { method: 'unpaid' },
      }),
    );
    for (let index = 0; index < 30; index++) {
      if (index === 15) {
        // Prices change half way: the forms already entered keep theirs.
        products = await putProducts(
          campaign,
          products.map((product) => ({
            _id: product._id,
            name: product.name,
            price: product.name === 'Candle' ? 14 : product.price,
          })),
        );
      }
      paperOrders.push(await enter(campaign, randomForm(products)));
    }
    for (let index = 0; index < 3; index++) await enter(sideCampaign, randomForm(sideProducts));
    await enter(otherCampaign, {
      sellerId: scout.user.id,
      buyerName: 'Scout Parent',
      items: [{ productId: otherProducts[0]!._id, quantity: 7 }],
      payment: { method: 'cash' },
    });

    const link = await call(t, {
      method: 'POST',
      url: api(SHARE_LINK_API_PATHS.sellerShareLink(campaign.id)),
      headers: bearer(ava!.token),
    });
    expect(link.statusCode, link.payload).toBe(200);
    shareToken = link.json<TSellerShareLinkReply>().data.token;
  });
  afterAll(async () => {
    await t.close();
  });

  async function raw() {
    const db = t.app.ctx.db;
    const orders = await queryRows<RawOrder>(
      db,
      sql`select id, group_id as "groupId", campaign_id as "campaignId", status, seller_id as "sellerId",
                 seller_name as "sellerName", total_cents::float8 as "totalCents",
                 total_product_cents::float8 as "productCents", donation_cents::float8 as "donationCents",
                 to_char(store_created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as created, source,
                 shopify_order_number as "orderNumber", buyer_first_name as "buyerFirstName",
                 buyer_last_name as "buyerLastName", buyer_phone as "buyerPhone", shipping_address1 as address1,
                 is_test as "isTest", deleted_at is not null as deleted
          from orders`,
    );
    const items = await queryRows<RawItem>(
      db,
      sql`select order_id as "orderId", product_id as "productId", product_name as "productName",
                 price_cents::float8 as "priceCents", quantity, position from order_items`,
    );
    return { orders, items };
  }
  type Raw = Awaited<ReturnType<typeof raw>>;

  const listed = (order: RawOrder) => !order.deleted && !order.isTest;
  const counted = (order: RawOrder) => listed(order) && order.status !== 'cancelled';
  const ofCampaign = (target: CampaignRow) => (order: RawOrder) =>
    counted(order) && order.groupId === target.groupId && order.campaignId === target.id;
  const dayOf = (order: RawOrder) => order.created.slice(0, 10);
  const itemsOf = (data: Raw, order: RawOrder) =>
    data.items.filter((item) => item.orderId === order.id).sort((a, b) => a.position - b.position);
  const sum = <T>(list: T[], value: (entry: T) => number) =>
    list.reduce((total, entry) => total + value(entry), 0);

  function sellerTallies(data: Raw, own: RawOrder[]) {
    const tallies = new Map<
      string,
      {
        names: string[];
        orders: number;
        items: number;
        cents: number;
        productCents: number;
        donationCents: number;
      }
    >();
    for (const order of own) {
      const name = order.sellerName.trim();
      const key = name.toLowerCase();
      const tally = tallies.get(key) ?? {
        names: [],
        orders: 0,
        items: 0,
        cents: 0,
        productCents: 0,
        donationCents: 0,
      };
      tally.names.push(name);
      tally.orders += 1;
      tally.items += sum(itemsOf(data, order), (item) => item.quantity);
      tally.cents += order.totalCents;
      tally.productCents += order.productCents;
      tally.donationCents += order.donationCents;
      tallies.set(key, tally);
    }
    return tallies;
  }

  /** What the leaderboard ranks by: product sales and donations (never shipping). */
  const rankCents = (tally: { productCents: number; donationCents: number }) =>
    tally.productCents + tally.donationCents;

  function ranking(tallies: ReturnType<typeof sellerTallies>): TSellerRanking[] {
    const named = [...tallies]
      .filter(([key]) => key !== '')
      .sort(([ka, a], [kb, b]) => rankCents(b) - rankCents(a) || byCodeUnits(ka, kb));
    return named.map(([, seller]) => ({
      rank: named.findIndex(([, other]) => rankCents(other) === rankCents(seller)) + 1,
      name: [...seller.names].sort(byCodeUnits)[0]!,
      orderCount: seller.orders,
      itemCount: seller.items,
      sales: dollars(seller.cents),
      productSales: dollars(seller.productCents),
      donations: dollars(seller.donationCents),
    }));
  }

  function totalsOf(target: CampaignRow, data: Raw): TReportTotals {
    const own = data.orders.filter(ofCampaign(target));
    const product = sum(own, (order) => order.productCents);
    const donations = sum(own, (order) => order.donationCents);
    const tallies = sellerTallies(data, own);
    return {
      orderCount: own.length,
      sellerCount: [...tallies.keys()].filter((key) => key !== '').length,
      itemCount: sum([...tallies.values()], (tally) => tally.items),
      sales: dollars(sum(own, (order) => order.totalCents)),
      productSales: dollars(product),
      donations: dollars(donations),
      productSalesAndDonations: dollars(product + donations),
      raised: dollars(Math.round((product * group.profitShareBasisPoints!) / 10_000) + donations),
      goal: target.goalCents === null ? null : dollars(target.goalCents),
      goalProgress: target.goalCents === null ? null : (product + donations) / target.goalCents,
    };
  }

  function series(dates: string[], own: RawOrder[]): TSalesDay[] {
    return dates.map((date) => {
      const day = own.filter((order) => dayOf(order) === date);
      return { date, orderCount: day.length, sales: dollars(sum(day, (order) => order.totalCents)) };
    });
  }

  function expectedReport(target: CampaignRow, data: Raw) {
    const own = data.orders.filter(ofCampaign(target));
    const days = own.map(dayOf).sort();
    const from = days[0] && days[0] < target.startDate ? days[0] : target.startDate;
    const to = days.at(-1) && days.at(-1)! > target.endDate ? days.at(-1)! : target.endDate;
    const tally = new Map<string, { quantity: number; cents: number }>();
    for (const order of own) {
      for (const item of itemsOf(data, order)) {
        const entry = tally.get(item.productName) ?? { quantity: 0, cents: 0 };
        entry.quantity += item.quantity;
        entry.cents += item.quantity * item.priceCents;
        tally.set(item.productName, entry);
      }
    }
    return {
      totals: totalsOf(target, data),
      daily: series(datesFrom(from, to), own),
      sellers: ranking(sellerTallies(data, own)),
      products: [...tally]
        .filter(([, entry]) => entry.quantity > 0)
        .sort(([na, a], [nb, b]) => b.quantity - a.quantity || byCodeUnits(na, nb))
        .map(([name, entry]) => ({ name, quantity: entry.quantity, sales: dollars(entry.cents) })),
    };
  }

  function expectedDistribution(target: CampaignRow, data: Raw) {
    const key = (order: RawOrder) => order.sellerName.trim().toLowerCase();
    const own = data.orders
      .filter(ofCampaign(target))
      .sort(
        (a, b) =>
          Number(key(a) === '') - Number(key(b) === '') ||
          byCodeUnits(key(a), key(b)) ||
          byCodeUnits(a.created, b.created) ||
          byCodeUnits(a.id, b.id),
      );
    const byName = (totals: Map<string, number>): TItemQuantity[] =>
      [...totals].sort(([a], [b]) => byCodeUnits(a, b)).map(([name, quantity]) => ({ name, quantity }));
    const add = (totals: Map<string, number>, name: string, quantity: number) =>
      totals.set(name, (totals.get(name) ?? 0) + quantity);
    const sheets: { key: string; name: string; orders: unknown[]; products: Map<string, number> }[] = [];
    const all = new Map<string, number>();
    for (const order of own) {
      if (sheets.at(-1)?.key !== key(order)) {
        sheets.push({ key: key(order), name: order.sellerName.trim(), orders: [], products: new Map() });
      }
      const sheet = sheets.at(-1)!;
      const items = itemsOf(data, order);
      for (const item of items) {
        add(sheet.products, item.productName, item.quantity);
        add(all, item.productName, item.quantity);
      }
      sheet.orders.push({
        _id: order.id,
        orderNumber: order.orderNumber,
        buyerName: `${order.buyerFirstName.trim()} ${order.buyerLastName.trim()}`.trim(),
        buyerPhone: order.address1 === '' ? order.buyerPhone : '',
        items: items.map((item) => ({ name: item.productName, quantity: item.quantity })),
        donation: dollars(order.donationCents),
      });
    }
    return {
      sellers: sheets.map((sheet) => ({
        name: sheet.name,
        // The group has no teams.
        team: null,
        orders: sheet.orders,
        products: byName(sheet.products),
      })),
      products: byName(all),
    };
  }

  function expectedSupplier(data: Raw, list: TCampaignProduct[]) {
    const paper = data.orders.filter((order) => ofCampaign(campaign)(order) && order.source === 'paper');
    const lines = data.items.filter((item) => paper.some((order) => order.id === item.orderId));
    const rows = list.map((product) => {
      const own = lines.filter((item) => item.productId === product._id);
      return {
        productId: product._id,
        name: product.name,
        sku: product.sku,
        price: product.price,
        quantity: sum(own, (item) => item.quantity),
        amount: dollars(sum(own, (item) => item.quantity * item.priceCents)),
      };
    });
    return {
      campaign: { _id: campaign.id, name: 'Cookie Week' },
      group: { _id: group.id, code: group.code, name: 'Lincoln Band' },
      products: rows,
      paperOrderCount: paper.length,
      totalQuantity: sum(rows, (row) => row.quantity),
      totalAmount: dollars(sum(lines, (item) => item.quantity * item.priceCents)),
    };
  }

  async function compareEverything(phase: string) {
    const data = await raw();
    const groupOrders = data.orders.filter((order) => order.groupId === group.id && listed(order));
    // Both kinds are present and both kinds count, or the comparisons below would prove little.
    const campaignOrders = data.orders.filter(ofCampaign(campaign));
    expect(campaignOrders.filter((order) => order.source === 'paper').length).toBeGreaterThan(20);
    expect(campaignOrders.filter((order) => order.source === 'store').length).toBe(4);

    // The group's order list: its total and rows for each source, with and without a status filter.
    for (const source of ['paper', 'store', undefined] as const) {
      for (const statuses of [undefined, 'cancelled', 'paid,pending', 'open']) {
        const query = new URLSearchParams({ limit: '100' });
        if (source) query.set('source', source);
        if (statuses) query.set('statuses', statuses);
        const res = await call(t, {
          method: 'GET',
          url: api(`${ORDER_API_PATHS.groupOrders(group.id)}?${query}`),
          headers: bearer(coordinator),
        });
        expect(res.statusCode, res.payload).toBe(200);
        const list = res.json<TOrderListReply>();
        const wanted = groupOrders.filter(
          (order) =>
            (!source || order.source === source) && (!statuses || statuses.split(',').includes(order.status)),
        );
        const label = { phase, source, statuses };
        expect({ ...label, total: list.total }).toEqual({ ...label, total: wanted.length });
        expect({ ...label, ids: list.data.map((item) => item._id).sort() }).toEqual({
          ...label,
          ids: wanted.map((order) => order.id).sort(),
        });
        for (const item of list.data) {
          const order = wanted.find((candidate) => candidate.id === item._id)!;
          expect(item).toMatchObject({
            source: order.source,
            status: order.status,
            studentName: order.sellerName,
            totalAmount: dollars(order.totalCents),
            donationAmount: dollars(order.donationCents),
          });
          if (order.source === 'paper') expect(item.shopifyOrderId).toBe('');
        }
      }
    }
    const adminPaper = await call(t, {
      method: 'GET',
      url: api(`${ORDER_API_PATHS.adminOrders}?groupCode=${group.code.toLowerCase()}&source=paper&limit=1`),
      headers: bearer(adminToken),
    });
    expect(adminPaper.json<TOrderListReply>().total).toBe(
      groupOrders.filter((order) => order.source === 'paper').length,
    );

    // The CSV export says where each order came from.
    const csv = await fetchCsv(t, api(ORDER_API_PATHS.groupOrdersExport(group.id)), coordinator);
    const exported = csv.rows.map((row) => csvRecord(csv.header, row));
    expect(exported.map((row) => [row['Order Number'], row.Source]).sort()).toEqual(
      groupOrders.map((order) => [order.orderNumber, order.source]).sort(),
    );
    const paperCsv = await fetchCsv(
      t,
      api(`${ORDER_API_PATHS.groupOrdersExport(group.id)}?source=paper`),
      coordinator,
    );
    expect(paperCsv.rows.map((row) => csvRecord(paperCsv.header, row).Source)).toEqual(
      groupOrders.filter((order) => order.source === 'paper').map(() => 'paper'),
    );

    // The group's totals.
    const groupCounted = groupOrders.filter(counted);
    expect({ phase, stats: await get<TGroupStats>(API_PATHS.groupStats(group.id)) }).toEqual({
      phase,
      stats: {
        userCount: new Set(groupCounted.map((order) => order.sellerName.trim().toLowerCase()).filter(Boolean))
          .size,
        orderCount: groupCounted.length,
        totalSales: dollars(sum(groupCounted, (order) => order.totalCents)),
      },
    });

    // The campaign reports: totals, goal, leaderboard, product tally and daily series.
    for (const target of [campaign, sideCampaign]) {
      const report = await get<TCampaignReport>(REPORT_API_PATHS.campaignReport(group.id, target.id));
      const { totals, daily, sellers: leaderboard, products: tally } = report;
      expect({ phase, campaign: target.name, totals, daily, sellers: leaderboard, products: tally }).toEqual({
        phase,
        campaign: target.name,
        ...expectedReport(target, data),
      });
    }

    // The dashboard: both campaigns are current.
    const dashboard = await get<TGroupDashboard>(REPORT_API_PATHS.groupDashboard(group.id));
    const last30 = datesFrom(addDays(today(), -29), today());
    expect(dashboard.campaigns.map((summary) => summary.campaign._id).sort()).toEqual(
      [campaign.id, sideCampaign.id].sort(),
    );
    for (const summary of dashboard.campaigns) {
      const target = summary.campaign._id === campaign.id ? campaign : sideCampaign;
      const expected = expectedReport(target, data);
      expect({ phase, totals: summary.totals, top: summary.topSellers, last30: summary.last30Days }).toEqual({
        phase,
        totals: expected.totals,
        top: expected.sellers.slice(0, 5),
        last30: series(last30, data.orders.filter(ofCampaign(target))),
      });
    }

    // The distribution sheets, a paper order without an address giving its phone.
    const sheets = await get<TDistributionSheets>(
      REPORT_API_PATHS.campaignDistribution(group.id, campaign.id),
    );
    expect({ phase, sellers: sheets.sellers, products: sheets.products }).toEqual({
      phase,
      ...expectedDistribution(campaign, data),
    });
    const sheetOrders = sheets.sellers.flatMap((seller) => seller.orders);
    expect(sheetOrders.find((order) => order._id === paperOrders[0]!._id)).toMatchObject({
      buyerName: 'Phone Only',
      buyerPhone: '555-0199',
    });
    expect(sheetOrders.find((order) => order._id === paperOrders[1]!._id)).toMatchObject({
      buyerName: 'Has Address',
      buyerPhone: '',
    });

    // Each seller's own progress counts the forms credited to them; the goal counts every counted order.
    const productSalesCents = sum(campaignOrders, (order) => order.productCents);
    const donationCents = sum(campaignOrders, (order) => order.donationCents);
    const goal = {
      goalAmount: 1500,
      productSales: dollars(productSalesCents),
      donations: dollars(donationCents),
      fraction: (productSalesCents + donationCents) / 150_000,
    };
    for (const seller of sellers) {
      const own = campaignOrders.filter((order) => order.sellerId === seller.user.id);
      const progress = await get<TSellerProgressReply['data']>(
        SHARE_LINK_API_PATHS.sellerProgress(campaign.id),
        seller.token,
      );
      expect({ phase, seller: seller.user.name, progress }).toMatchObject({
        phase,
        seller: seller.user.name,
        progress: {
          orderCount: own.length,
          sales: dollars(sum(own, (order) => order.totalCents)),
          donations: dollars(sum(own, (order) => order.donationCents)),
          shareLinkOrderCount: 0,
          goal,
        },
      });
    }
    expect(
      campaignOrders.filter((order) => order.sellerId === sellers[0]!.user.id && order.source === 'paper')
        .length,
    ).toBeGreaterThan(0);

    // The public share page's goal bar.
    const shared = await call(t, {
      method: 'GET',
      url: api(SHARE_LINK_API_PATHS.publicShareLink(shareToken)),
    });
    expect(shared.statusCode, shared.payload).toBe(200);
    expect({ phase, goal: shared.json<TPublicShareLinkReply>().data.goal }).toEqual({ phase, goal });

    // The supplier order: the campaign's counted paper orders only, by product.
    const list = await get<TCampaignProduct[]>(PATHS.campaignProducts(group.id, campaign.id));
    const supplier = await get<TSupplierOrder>(PATHS.supplierOrder(group.id, campaign.id));
    const expectedOrder = expectedSupplier(data, list);
    expect({ phase, supplier }).toEqual({ phase, supplier: expectedOrder });
    const supplierCsv = await fetchCsv(t, api(PATHS.supplierOrderExport(group.id, campaign.id)), coordinator);
    expect(supplierCsv.res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(supplierCsv.res.headers['content-disposition']).toBe(
      `attachment; filename="supplier-order_${group.code}_${today()}.csv"`,
    );
    expect(supplierCsv.header).toEqual([...SUPPLIER_ORDER_CSV_HEADERS]);
    expect(supplierCsv.rows).toEqual([
      ...expectedOrder.products.map((row) => [
        row.name,
        row.sku,
        row.price.toFixed(2),
        String(row.quantity),
        row.amount.toFixed(2),
      ]),
      [
        SUPPLIER_ORDER_TOTAL_LABEL,
        '',
        '',
        String(expectedOrder.totalQuantity),
        expectedOrder.totalAmount.toFixed(2),
      ],
    ]);
    return data;
  }

  it('after store orders and paper orders arrive', async () => {
    const data = await compareEverything('entered');
    // Entered at two prices: the supplier amounts follow what each form was priced at.
    const candle = products.find((product) => product.name === 'Candle')!;
    const prices = new Set(
      data.items.filter((item) => item.productId === candle._id).map((item) => item.priceCents),
    );
    expect(prices).toEqual(new Set([1250, 1400]));
  });

  it('after edits and voids', async () => {
    const editable = paperOrders.slice(2);
    const edited = editable.filter(() => next() < 0.2).slice(0, 5);
    const voided = editable
      .filter((order) => !edited.includes(order))
      .filter(() => next() < 0.2)
      .slice(0, 5);
    expect(edited.length).toBeGreaterThan(1);
    expect(voided.length).toBeGreaterThan(1);
    for (const order of edited) {
      const res = await call(t, {
        method: 'PUT',
        url: api(PATHS.paperOrder(group.id, order._id)),
        headers: bearer(adminToken),
        payload: {
          ...randomForm(products),
          formNumber: order.formNumber,
          reason: 'Checked against the form',
        },
      });
      expect(res.statusCode, res.payload).toBe(200);
    }
    // A voided order of Ava's, so her progress must drop it.
    const avaOrder = editable.find(
      (order) => order.sellerId === sellers[0]!.user.id && !edited.includes(order) && !voided.includes(order),
    );
    for (const order of [...voided, ...(avaOrder ? [avaOrder] : [])]) {
      const res = await call(t, {
        method: 'POST',
        url: api(PATHS.voidPaperOrder(group.id, order._id)),
        headers: bearer(coordinator),
        payload: { reason: 'The buyer cancelled' },
      });
      expect(res.statusCode, res.payload).toBe(200);
    }
    // The share page keeps a view for a minute: look again after it.
    skewMs += 120_000;
    const data = await compareEverything('edited and voided');
    const cancelledPaper = data.orders.filter(
      (order) => order.source === 'paper' && order.groupId === group.id && order.status === 'cancelled',
    );
    expect(cancelledPaper.length).toBe(voided.length + (avaOrder ? 1 : 0));
  });
});
