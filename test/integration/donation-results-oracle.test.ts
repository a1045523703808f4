import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARE_PAGE_CACHE_MS } from '../../src/server/share-links/public-page-cache.js';
import type { TCampaign } from '../../src/shared/api/groups.js';
import { MONEY_API_PATHS } from '../../src/shared/api/money-paths.js';
import type { TCampaignMoney, TMoneyTotals, TSettlement } from '../../src/shared/api/money.js';
import { ORDER_API_PATHS } from '../../src/shared/api/order-paths.js';
import { PAPER_ORDER_API_PATHS } from '../../src/shared/api/paper-order-paths.js';
import type {
  TCampaignProduct,
  TPaperOrder,
  TPaperOrderBody,
  TPaperOrderImportResult,
} from '../../src/shared/api/paper-orders.js';
import { API_PATHS } from '../../src/shared/api/paths.js';
import { REPORT_API_PATHS } from '../../src/shared/api/report-paths.js';
import type {
  TCampaignReport,
  TDistributionSheets,
  TGroupDashboard,
  TItemQuantity,
  TProductTally,
  TReportTotals,
  TSalesDay,
  TSellerRanking,
} from '../../src/shared/api/reports.js';
import {
  SHARE_LINK_API_PATHS,
  type TGoalProgress,
  type TPublicShareLink,
  type TSellerProgress,
  type TShareLink,
} from '../../src/shared/api/share-links.js';
import { STORE_API_ROUTES } from '../../src/shared/api/store-paths.js';
import type { TCreateShopUrlReply } from '../../src/shared/api/store.js';
import { TEAM_API_PATHS } from '../../src/shared/api/team-paths.js';
import type { TTeam, TTeamRanking } from '../../src/shared/api/teams.js';
import { SETTLEMENT_CSV } from '../../src/shared/texts/money.js';
import {
  bearer,
  call,
  coordinatorToken,
  createCampaign,
  createCoordinator,
  createGroup,
  handOffBody,
  registerAdmin,
  type CampaignRow,
  type GroupRow,
  type SellerSession,
} from '../support/fixtures.js';
import { api, dollars, ok, random, sellerOf, sender } from '../support/money-fixtures.js';
import { addDays, byCodeUnits, datesFrom, keyOf, naturally, sum } from '../support/oracle-helpers.js';
import { acceptedWebhook, csvRecord, fetchCsv } from '../support/order-fixtures.js';
import { cartAttributesOf, storeOrder } from '../support/store-webhooks.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Donations against an oracle. A group with a profit share of 33.33 % and three classes, eight sellers, and three
 * current campaigns with a goal each: one whose donation product is named by its `gid://` id, one by a handle, one
 * without donations. Some 40 store orders through the sellers' signed hand-offs and the signed webhook, with
 * random mixes of products, shipping and donation lines of every kind (the `_donation` property, the product id as
 * a number, as digits or as a gid, the handle in any case, and products whose `_donation` says no), then store
 * updates, cancellations and deletions; paper forms with and without a donation (by seller id, by name, by a name
 * nobody has), an edit, voids and an import. After each step every figure is worked out from what the test sent
 * and compared: the report (totals, days, sellers, products, teams), the dashboard, the distribution sheets, each
 * seller's progress, the share page's goal, the order export, the money and the settlement with its recap CSV.
 * The report time zone is UTC (the default).
 */

const NOW_MS = Date.parse('2026-10-15T16:00:00Z');
const TODAY = '2026-10-15';
const SHARE_BASIS_POINTS = 3333;
const NO_TEAM = 'No class / team';
const GIFT_ID = '8123456789012';
const GIFT_GID = `gid://shopify/Product/${GIFT_ID}`;

const cents = (price: string) => Math.round(Number(price) * 100);
const money = (amount: number) => (amount / 100).toFixed(2);
/** The group's share of `amount` cents, to the cent. */
const shareOf = (amount: number) => Math.round((amount * SHARE_BASIS_POINTS) / 10_000);

/** A store line as the webhook carries it, with what can make it a donation. */
interface Line {
  title: string;
  price: string;
  quantity: number;
  product_id?: number | string | null;
  handle?: string;
  properties?: { name: string; value: string }[];
}

/** The rules, from the line alone: `_donation` unless its value says no. */
const markedAsGift = (line: Line) =>
  (line.properties ?? []).some(
    (property) =>
      property.name === '_donation' &&
      !['', '0', 'false', 'no'].includes(property.value.trim().toLowerCase()),
  );
/** A product id's digits (a gid gives its number) or a handle in lower case. */
const productKey = (value: string | number | null | undefined) => {
  const text = value === null || value === undefined ? '' : String(value).trim();
  return /^gid:\/\/shopify\/Product\/(\d+)$/i.exec(text)?.[1] ?? text.toLowerCase();
};

interface ModelCampaign {
  row: CampaignRow;
  name: string;
  startDate: string;
  endDate: string;
  goalCents: number;
  /** The donation product as the rules compare it; '' for none. */
  key: string;
}

interface ModelSeller {
  id: string;
  name: string;
  teamId: string | null;
  session: SellerSession;
}

interface ModelItem {
  name: string;
  quantity: number;
  priceCents: number;
}

interface ModelOrder {
  /** `#1234` for the store, `P-000123` for a form. */
  number: string;
  campaign: ModelCampaign;
  sellerId: string | null;
  sellerName: string;
  teamId: string | null;
  cancelled: boolean;
  deleted: boolean;
  /** The UTC day it was placed or entered. */
  day: string;
  items: ModelItem[];
  productCents: number;
  donationCents: number;
  shippingCents: number;
  totalCents: number;
  store?: { payload: ReturnType<typeof storeOrder>; lines: Line[] };
  paper?: { id: string; payment: { kind: 'cash' | 'check'; cents: number } | null };
}

describe('donations against an oracle', () => {
  let t: TestApp;
  let clockMs = NOW_MS;
  let coordinator: string;
  let adminToken: string;
  let group: GroupRow;
  let fall: ModelCampaign;
  let book: ModelCampaign;
  let plain: ModelCampaign;
  let campaigns: ModelCampaign[];
  let fallProducts: TCampaignProduct[];
  const teams: { id: string; name: string; leaderName: string }[] = [];
  const sellers: ModelSeller[] = [];
  const orders: ModelOrder[] = [];
  /** Public share links: [seller, campaign, token]. */
  const links: [ModelSeller, ModelCampaign, string][] = [];
  const next = random(20261015);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const chance = (p: number) => next() < p;
  const shuffled = <T>(list: readonly T[]) => [...list].sort(() => next() - 0.5);
  /** Store updates come after every order was placed, each a second after the one before. */
  let updateMs = Date.parse(`${TODAY}T15:00:00Z`);

  const send = (token: string, method: InjectOptions['method'], path: string, payload?: unknown) =>
    sender(t)(token, method, path, payload);
  const get = async <T>(path: string) => ok<T>(await send(coordinator, 'GET', path));
  const teamById = (id: string) => teams.find((team) => team.id === id)!;

  // ----- what the test sends, and what it keeps of it -----

  const STORE_PRODUCTS: Line[] = [
    { title: 'Cookie Dough', price: '15.00', quantity: 1, product_id: 9001, handle: 'cookie-dough' },
    { title: 'Candle', price: '12.50', quantity: 1, product_id: 9002, handle: 'candle' },
    { title: 'Wreath', price: '30.00', quantity: 1, product_id: 9003, handle: 'wreath' },
    { title: 'Popcorn', price: '8.25', quantity: 1, product_id: '9004', handle: 'popcorn' },
  ];
  const GIFT_PRICES = ['5.00', '10.00', '20.00', '25.00', '3.50', '12.75', '0.60'];

  /** A line meant as a gift, by one of the ways a store can say so (whether it is one depends on the campaign). */
  function giftLine(): Line {
    const price = pick(GIFT_PRICES);
    const quantity = chance(0.25) ? 2 : 1;
    switch (pick(['property', 'id', 'digits', 'gid', 'handle'] as const)) {
      case 'property':
        return {
          title: 'Donation',
          price,
          quantity,
          product_id: 9500,
          properties: [{ name: '_donation', value: pick(['true', '1', 'yes', 'Gift']) }],
        };
      case 'id':
        return {
          title: 'Gift to the school',
          price,
          quantity,
          product_id: Number(GIFT_ID),
          handle: 'school-gift',
        };
      case 'digits':
        return { title: 'Gift to the school', price, quantity, product_id: GIFT_ID };
      case 'gid':
        return { title: 'Gift to the school', price, quantity, product_id: GIFT_GID };
      case 'handle':
        return {
          title: 'Round-up gift',
          price,
          quantity,
          product_id: 9600,
          handle: pick(['round-up-gift', 'Round-Up-Gift', 'ROUND-UP-GIFT']),
        };
    }
  }

  /** 0–3 products (some with a `_donation` that says no) and 0–2 gift lines in random places; never nothing. */
  function storeLines(): Line[] {
    const productCount = chance(0.2) ? 0 : 1 + Math.floor(next() * 3);
    const lines: Line[] = shuffled(STORE_PRODUCTS)
      .slice(0, productCount)
      .map((product) => ({
        ...product,
        quantity: 1 + Math.floor(next() * 3),
        ...(chance(0.2)
          ? { properties: [{ name: '_donation', value: pick(['', '0', 'false', 'No', 'FALSE']) }] }
          : {}),
      }));
    const giftCount = productCount === 0 ? 1 + Math.floor(next() * 2) : Math.floor(next() * 3);
    for (let index = 0; index < giftCount; index++) {
      lines.splice(Math.floor(next() * (lines.length + 1)), 0, giftLine());
    }
    return lines;
  }

  /** What the rules make of these lines in this campaign. */
  function storeFigures(campaign: ModelCampaign, lines: Line[], shippingCents: number) {
    const isGift = (line: Line) =>
      markedAsGift(line) ||
      (campaign.key !== '' &&
        (productKey(line.product_id) === campaign.key || (line.handle ?? '').toLowerCase() === campaign.key));
    const items = lines
      .filter((line) => !isGift(line))
      .map((line) => ({ name: line.title, quantity: line.quantity, priceCents: cents(line.price) }));
    const linesCents = sum(lines, (line) => cents(line.price) * line.quantity);
    const productCents = sum(items, (item) => item.priceCents * item.quantity);
    return {
      items,
      productCents,
      donationCents: linesCents - productCents,
      shippingCents,
      totalCents: linesCents + shippingCents,
    };
  }

  /** A store order of a seller: their hand-off through the API, the cart's attributes on the signed webhook. */
  async function storeSale(seller: ModelSeller, campaign: ModelCampaign, day: string) {
    const handoff = ok<TCreateShopUrlReply['data']>(
      await send(
        seller.session.token,
        'POST',
        STORE_API_ROUTES.createShopUrl,
        handOffBody(seller.session, group, campaign.row),
      ),
    );
    const lines = storeLines();
    const shipping = pick([
      { title: 'Standard', price: '5.50' },
      { title: 'Free', price: '0.00' },
      { title: 'Express', price: '12.25' },
    ]);
    const createdAt = `${day}T${String(8 + Math.floor(next() * 6)).padStart(2, '0')}:${String(Math.floor(next() * 60)).padStart(2, '0')}:00.000Z`;
    const payload = storeOrder({ attributes: cartAttributesOf(handoff.url), createdAt, lines, shipping });
    expect(payload.note_attributes.map((attribute) => attribute.name)).toContain('portal_sig');
    expect(await acceptedWebhook(t, payload)).toBe('created');
    orders.push({
      number: payload.name,
      campaign,
      sellerId: seller.id,
      sellerName: seller.name,
      teamId: seller.teamId,
      cancelled: false,
      deleted: false,
      day,
      store: { payload, lines },
      ...storeFigures(campaign, lines, cents(shipping.price)),
    });
  }

  /** The store's copy of an order after an edit: these lines, a later `updated_at`, the rest as it was. */
  async function storeUpdate(order: ModelOrder, lines: Line[], topic = 'orders/updated', cancel = false) {
    updateMs += 1000;
    const amounts = storeOrder({
      lines,
      shipping: { title: 'Standard', price: money(order.shippingCents) },
    });
    const payload = {
      ...order.store!.payload,
      line_items: amounts.line_items,
      total_line_items_price: amounts.total_line_items_price,
      subtotal_price: amounts.subtotal_price,
      total_price: amounts.total_price,
      updated_at: new Date(updateMs).toISOString(),
      ...(cancel ? { cancelled_at: new Date(updateMs).toISOString() } : {}),
    };
    expect(await acceptedWebhook(t, payload, { topic })).toBe('updated');
    order.store = { payload, lines };
    Object.assign(order, storeFigures(order.campaign, lines, order.shippingCents));
    if (cancel) order.cancelled = true;
  }

  const TYPED_NAMES = ['Walk-in Table', 'Grandma Bee'];
  const GIFTS_ON_PAPER: (number | string)[] = [5, '10', '12.50', '$20.00', 7.25, '3,50'];
  const giftCentsOf = (gift: number | string | undefined) =>
    gift === undefined
      ? 0
      : typeof gift === 'number'
        ? Math.round(gift * 100)
        : Math.round(Number(gift.replace('$', '').replace(',', '.')) * 100);

  /** The seller a form names and whom it credits: by id, by name in another case, or a name nobody has. */
  function formSeller(): {
    body: Pick<TPaperOrderBody, 'sellerId' | 'sellerName'>;
    seller?: ModelSeller;
    name: string;
  } {
    const choice = Math.floor(next() * 6);
    const seller = pick(sellers);
    if (choice < 3) return { body: { sellerId: seller.id }, seller, name: seller.name };
    if (choice < 5)
      return { body: { sellerName: `  ${seller.name.toUpperCase()} ` }, seller, name: seller.name };
    const typed = pick(TYPED_NAMES);
    return { body: { sellerName: ` ${typed}  ` }, name: typed };
  }

  /** A form's body: 0–2 products and maybe a gift (always one of the two), and how it was paid. */
  function formBody(sellerBody: Pick<TPaperOrderBody, 'sellerId' | 'sellerName'>) {
    const chosen = shuffled(fallProducts).slice(0, Math.floor(next() * 3));
    const lines = chosen.map((product) => ({ product, quantity: 1 + Math.floor(next() * 4) }));
    const gift = lines.length === 0 || chance(0.5) ? pick(GIFTS_ON_PAPER) : chance(0.3) ? 0 : undefined;
    const payment = pick([
      { method: 'cash' },
      { method: 'cash', amount: '10.00' },
      { method: 'check', checkNumber: `C-${Math.floor(next() * 9000) + 1000}` },
      { method: 'check', checkNumber: `C-${Math.floor(next() * 9000) + 1000}`, amount: 25 },
      { method: 'unpaid' },
    ] as const);
    const body = {
      ...sellerBody,
      buyerName: `${pick(['Pat', 'Kim', 'Lou'])} ${pick(['Parent', 'Lee'])}`,
      items: lines.map(({ product, quantity }) => ({ productId: product._id, quantity })),
      ...(gift === undefined ? {} : { donation: gift }),
      payment,
    } satisfies TPaperOrderBody;
    const items = lines.map(({ product, quantity }) => ({
      name: product.name,
      quantity,
      priceCents: Math.round(product.price * 100),
    }));
    const productCents = sum(items, (item) => item.priceCents * item.quantity);
    const donationCents = giftCentsOf(gift);
    const totalCents = productCents + donationCents;
    const paid =
      payment.method === 'unpaid'
        ? null
        : {
            kind: payment.method,
            cents: 'amount' in payment ? giftCentsOf(payment.amount) : totalCents,
          };
    return { body, figures: { items, productCents, donationCents, shippingCents: 0, totalCents }, paid };
  }

  async function paperSale() {
    const { body: sellerBody, seller, name } = formSeller();
    const { body, figures, paid } = formBody(sellerBody);
    const entered = ok<TPaperOrder>(
      await send(coordinator, 'POST', PAPER_ORDER_API_PATHS.campaignPaperOrders(group.id, fall.row.id), body),
      201,
    );
    expect(entered.sellerId).toBe(seller?.id ?? null);
    orders.push({
      number: entered.orderNumber,
      campaign: fall,
      sellerId: seller?.id ?? null,
      sellerName: name,
      teamId: seller?.teamId ?? null,
      cancelled: false,
      deleted: false,
      day: TODAY,
      paper: { id: entered._id, payment: paid },
      ...figures,
    });
  }

  // ----- the independent computation -----

  const countedIn = (campaign: ModelCampaign) =>
    orders.filter((order) => order.campaign === campaign && !order.cancelled && !order.deleted);
  const quantityOf = (order: ModelOrder) => sum(order.items, (item) => item.quantity);
  const namedKeys = (list: ModelOrder[]) =>
    new Set(list.map((order) => keyOf(order.sellerName)).filter((key) => key !== ''));
  /** What the leaderboards and the goal count: products and donations (never shipping). */
  const fundraisingCents = (list: ModelOrder[]) =>
    sum(list, (order) => order.productCents + order.donationCents);

  function expectedTotals(campaign: ModelCampaign, counted: ModelOrder[]): TReportTotals {
    const productCents = sum(counted, (order) => order.productCents);
    const donationCents = sum(counted, (order) => order.donationCents);
    return {
      orderCount: counted.length,
      sellerCount: namedKeys(counted).size,
      itemCount: sum(counted, quantityOf),
      sales: dollars(sum(counted, (order) => order.totalCents)),
      productSales: dollars(productCents),
      donations: dollars(donationCents),
      productSalesAndDonations: dollars(productCents + donationCents),
      // The share of the products, every donation whole.
      raised: dollars(shareOf(productCents) + donationCents),
      goal: dollars(campaign.goalCents),
      goalProgress: (productCents + donationCents) / campaign.goalCents,
    };
  }

  function expectedGoal(campaign: ModelCampaign): TGoalProgress {
    const counted = countedIn(campaign);
    const productCents = sum(counted, (order) => order.productCents);
    const donationCents = sum(counted, (order) => order.donationCents);
    return {
      goalAmount: dollars(campaign.goalCents),
      productSales: dollars(productCents),
      donations: dollars(donationCents),
      fraction: (productCents + donationCents) / campaign.goalCents,
    };
  }

  function expectedDays(counted: ModelOrder[], dates: string[]): TSalesDay[] {
    return dates.map((date) => {
      const own = counted.filter((order) => order.day === date);
      return { date, orderCount: own.length, sales: dollars(sum(own, (order) => order.totalCents)) };
    });
  }

  function expectedDaily(campaign: ModelCampaign, counted: ModelOrder[]): TSalesDay[] {
    const days = counted.map((order) => order.day).sort();
    const from = days[0] && days[0] < campaign.startDate ? days[0] : campaign.startDate;
    const to = days.at(-1) && days.at(-1)! > campaign.endDate ? days.at(-1)! : campaign.endDate;
    return expectedDays(counted, datesFrom(from, to));
  }

  /** Named sellers by products + donations; equal amounts share a rank and go by name. */
  function expectedSellers(counted: ModelOrder[]): TSellerRanking[] {
    const byKey = new Map<string, ModelOrder[]>();
    for (const order of counted) {
      const key = keyOf(order.sellerName);
      if (key !== '') byKey.set(key, [...(byKey.get(key) ?? []), order]);
    }
    const lines = [...byKey].map(([key, own]) => ({
      key,
      name: own.map((order) => order.sellerName.trim()).sort(byCodeUnits)[0]!,
      orderCount: own.length,
      itemCount: sum(own, quantityOf),
      salesCents: sum(own, (order) => order.totalCents),
      productCents: sum(own, (order) => order.productCents),
      donationCents: sum(own, (order) => order.donationCents),
      rankCents: fundraisingCents(own),
    }));
    lines.sort(
      (a, b) => b.rankCents - a.rankCents || byCodeUnits(a.key, b.key) || byCodeUnits(a.name, b.name),
    );
    return lines.map((line) => ({
      rank: lines.findIndex((other) => other.rankCents === line.rankCents) + 1,
      name: line.name,
      orderCount: line.orderCount,
      itemCount: line.itemCount,
      sales: dollars(line.salesCents),
      productSales: dollars(line.productCents),
      donations: dollars(line.donationCents),
    }));
  }

  /** Every class by products + donations (ties share a rank, by name), then the orders without a class. */
  function expectedTeams(campaign: ModelCampaign): TTeamRanking[] {
    const counted = countedIn(campaign);
    const lines = teams
      .map((team) => {
        const own = counted.filter((order) => order.teamId === team.id);
        const sellersWithOrders = namedKeys(own).size;
        const rosterSize = sellers.filter((seller) => seller.teamId === team.id).length;
        return {
          _id: team.id as string | null,
          name: team.name,
          leaderName: team.leaderName,
          orderCount: own.length,
          salesCents: sum(own, (order) => order.totalCents),
          productCents: sum(own, (order) => order.productCents),
          donationCents: sum(own, (order) => order.donationCents),
          rankCents: fundraisingCents(own),
          sellersWithOrders,
          rosterSize,
          participation: rosterSize === 0 ? null : Math.min(1, sellersWithOrders / rosterSize),
        };
      })
      .sort((a, b) => b.rankCents - a.rankCents || naturally(a.name, b.name));
    const ranked: TTeamRanking[] = lines.map(
      ({ salesCents, productCents, donationCents, rankCents, ...line }) => ({
        rank: lines.findIndex((other) => other.rankCents === rankCents) + 1,
        ...line,
        sales: dollars(salesCents),
        productSales: dollars(productCents),
        donations: dollars(donationCents),
      }),
    );
    const without = counted.filter((order) => order.teamId === null);
    if (without.length > 0) {
      ranked.push({
        rank: teams.length + 1,
        _id: null,
        name: NO_TEAM,
        leaderName: '',
        orderCount: without.length,
        sales: dollars(sum(without, (order) => order.totalCents)),
        productSales: dollars(sum(without, (order) => order.productCents)),
        donations: dollars(sum(without, (order) => order.donationCents)),
        sellersWithOrders: namedKeys(without).size,
        rosterSize: 0,
        participation: null,
      });
    }
    return ranked;
  }

  function expectedProducts(counted: ModelOrder[]): TProductTally[] {
    const byName = new Map<string, { quantity: number; cents: number }>();
    for (const item of counted.flatMap((order) => order.items)) {
      const product = byName.get(item.name) ?? { quantity: 0, cents: 0 };
      product.quantity += item.quantity;
      product.cents += item.quantity * item.priceCents;
      byName.set(item.name, product);
    }
    return [...byName]
      .sort(([nameA, a], [nameB, b]) => b.quantity - a.quantity || byCodeUnits(nameA, nameB))
      .map(([name, product]) => ({ name, quantity: product.quantity, sales: dollars(product.cents) }));
  }

  const quantities = (items: ModelItem[]): TItemQuantity[] => {
    const byName = new Map<string, number>();
    for (const item of items) byName.set(item.name, (byName.get(item.name) ?? 0) + item.quantity);
    return [...byName].sort(([a], [b]) => byCodeUnits(a, b)).map(([name, quantity]) => ({ name, quantity }));
  };
  const teamRef = (teamId: string | null) =>
    teamId === null ? null : { _id: teamId, name: teamById(teamId).name };

  /** Sheets per seller and class (unnamed last), each order with its items and its donation; then the covers. */
  function expectedDistribution(campaign: ModelCampaign) {
    const counted = countedIn(campaign);
    const sheetKey = (order: ModelOrder) => `${keyOf(order.sellerName)}\u0000${order.teamId ?? ''}`;
    const sheets = new Map<string, ModelOrder[]>();
    for (const order of counted) sheets.set(sheetKey(order), [...(sheets.get(sheetKey(order)) ?? []), order]);
    const sorted = [...sheets.values()].sort((a, b) => {
      const [x, y] = [a[0]!, b[0]!];
      return (
        Number(keyOf(x.sellerName) === '') - Number(keyOf(y.sellerName) === '') ||
        byCodeUnits(keyOf(x.sellerName), keyOf(y.sellerName)) ||
        Number(x.teamId === null) - Number(y.teamId === null) ||
        byCodeUnits(x.teamId ?? '', y.teamId ?? '')
      );
    });
    const coverIds = [...new Set(counted.map((order) => order.teamId))];
    return {
      sellers: sorted.map((own) => ({
        team: teamRef(own[0]!.teamId),
        orders: own
          .map((order) => ({
            orderNumber: order.number,
            items: order.items.map(({ name, quantity }) => ({ name, quantity })),
            donation: dollars(order.donationCents),
          }))
          .sort((a, b) => byCodeUnits(a.orderNumber, b.orderNumber)),
        products: quantities(own.flatMap((order) => order.items)),
      })),
      products: quantities(counted.flatMap((order) => order.items)),
      teams: coverIds
        .map((coverId) => ({
          _id: coverId,
          name: coverId === null ? NO_TEAM : teamById(coverId).name,
          products: quantities(
            counted.filter((order) => order.teamId === coverId).flatMap((order) => order.items),
          ),
        }))
        .sort((a, b) => (a._id === null ? 1 : b._id === null ? -1 : naturally(a.name, b.name))),
    };
  }

  const sheetsAsCompared = (sheets: TDistributionSheets) => ({
    sellers: sheets.sellers.map((seller) => ({
      team: seller.team,
      orders: seller.orders
        .map((order) => ({ orderNumber: order.orderNumber, items: order.items, donation: order.donation }))
        .sort((a, b) => byCodeUnits(a.orderNumber, b.orderNumber)),
      products: seller.products,
    })),
    products: sheets.products,
    teams: sheets.teams.map(({ _id, name, products }) => ({ _id, name, products })),
  });

  /** Sellers' balances: what their counted forms come to (donations included) against what they paid in. */
  function expectedBalances(campaign: ModelCampaign) {
    const rows = new Map<
      string,
      { names: string[]; ids: (string | null)[]; orders: number; owed: number; received: number }
    >();
    for (const order of orders.filter((entry) => entry.paper && entry.campaign === campaign)) {
      const key = keyOf(order.sellerName);
      const row = rows.get(key) ?? { names: [], ids: [], orders: 0, owed: 0, received: 0 };
      // A voided form's payment is voided with it (nothing here is deposited).
      if (!order.cancelled) {
        row.names.push(order.sellerName.trim());
        row.ids.push(order.sellerId);
        row.orders += 1;
        row.owed += order.totalCents;
        row.received += order.paper!.payment?.cents ?? 0;
        rows.set(key, row);
      }
    }
    return [...rows.values()]
      .map((row) => ({
        sellerId: row.ids.find((id) => id !== null) ?? null,
        sellerName: row.names.sort(byCodeUnits)[0]!,
        paperOrders: row.orders,
        owed: dollars(row.owed),
        received: dollars(row.received),
        balance: dollars(row.owed - row.received),
      }))
      .sort(
        (a, b) =>
          byCodeUnits(a.sellerName.toLowerCase(), b.sellerName.toLowerCase()) ||
          byCodeUnits(a.sellerName, b.sellerName),
      );
  }

  function expectedMoney(campaign: ModelCampaign): TMoneyTotals {
    const counted = countedIn(campaign);
    const store = counted.filter((order) => order.store);
    const paper = counted.filter((order) => order.paper);
    const received = (kind: 'cash' | 'check') =>
      sum(
        paper.filter((order) => order.paper!.payment?.kind === kind),
        (order) => order.paper!.payment!.cents,
      );
    const balances = expectedBalances(campaign);
    const receivedCents = received('cash') + received('check');
    return {
      storeSales: dollars(sum(store, (order) => order.productCents)),
      paperSales: dollars(sum(paper, (order) => order.productCents)),
      storeDonations: dollars(sum(store, (order) => order.donationCents)),
      paperDonations: dollars(sum(paper, (order) => order.donationCents)),
      receivedCash: dollars(received('cash')),
      receivedChecks: dollars(received('check')),
      received: dollars(receivedCents),
      outstanding: dollars(sum(balances, (row) => Math.max(0, Math.round(row.balance * 100)))),
      overpaid: dollars(sum(balances, (row) => Math.max(0, -Math.round(row.balance * 100)))),
      deposited: 0,
      onHand: dollars(receivedCents),
    };
  }

  function expectedSettlement(campaign: ModelCampaign) {
    const counted = countedIn(campaign);
    const of = (list: ModelOrder[], value: (order: ModelOrder) => number) => sum(list, value);
    const store = counted.filter((order) => order.store);
    const paper = counted.filter((order) => order.paper);
    const storeProduct = of(store, (order) => order.productCents);
    const paperProduct = of(paper, (order) => order.productCents);
    const storeGift = of(store, (order) => order.donationCents);
    const paperGift = of(paper, (order) => order.donationCents);
    // Paper donations are the group's: never owed to the supplier. Online ones come back whole from the store.
    const groupOwesSupplier = paperProduct - shareOf(paperProduct);
    const storeOwesGroup = shareOf(storeProduct) + storeGift;
    return {
      productSales: dollars(storeProduct + paperProduct),
      storeProductSales: dollars(storeProduct),
      paperProductSales: dollars(paperProduct),
      donations: dollars(storeGift + paperGift),
      storeDonations: dollars(storeGift),
      paperDonations: dollars(paperGift),
      goalProgress: (storeProduct + paperProduct + storeGift + paperGift) / campaign.goalCents,
      raised: dollars(shareOf(storeProduct + paperProduct) + storeGift + paperGift),
      groupOwesSupplier: dollars(groupOwesSupplier),
      storeOwesGroup: dollars(storeOwesGroup),
      net: dollars(storeOwesGroup - groupOwesSupplier),
      money: expectedMoney(campaign),
      outstandingBySeller: expectedBalances(campaign)
        .filter((row) => row.balance > 0)
        .map((row) => ({ sellerName: row.sellerName, balance: row.balance })),
      cents: { storeProduct, paperProduct, storeGift, paperGift, groupOwesSupplier, storeOwesGroup },
    };
  }

  function expectedRecapRows(campaign: ModelCampaign): string[][] {
    const settlement = expectedSettlement(campaign);
    const c = settlement.cents;
    const m = settlement.money;
    const { sections, items } = SETTLEMENT_CSV;
    const cell = (amount: number) => amount.toFixed(2);
    return [
      [sections.totals, items.goal, money(campaign.goalCents)],
      [sections.totals, items.productSales, money(c.storeProduct + c.paperProduct)],
      [sections.totals, items.storeProductSales, money(c.storeProduct)],
      [sections.totals, items.paperProductSales, money(c.paperProduct)],
      [sections.totals, items.donations, money(c.storeGift + c.paperGift)],
      [sections.totals, items.storeDonations, money(c.storeGift)],
      [sections.totals, items.paperDonations, money(c.paperGift)],
      [
        sections.totals,
        items.raised,
        money(shareOf(c.storeProduct + c.paperProduct) + c.storeGift + c.paperGift),
      ],
      [sections.settlement, items.profitShare, String(SHARE_BASIS_POINTS / 100)],
      [sections.settlement, items.groupOwesSupplier, money(c.groupOwesSupplier)],
      [sections.settlement, items.storeOwesGroup, money(c.storeOwesGroup)],
      [sections.settlement, items.net, money(c.storeOwesGroup - c.groupOwesSupplier)],
      [sections.money, items.paperOwed, money(c.paperProduct + c.paperGift)],
      [sections.money, items.receivedCash, cell(m.receivedCash)],
      [sections.money, items.receivedChecks, cell(m.receivedChecks)],
      [sections.money, items.deposited, '0.00'],
      [sections.money, items.onHand, cell(m.onHand)],
      [sections.money, items.outstanding, cell(m.outstanding)],
      ...settlement.outstandingBySeller.map((row) => [
        sections.outstanding,
        row.sellerName,
        cell(row.balance),
      ]),
    ];
  }

  /** The export's figures of every order the group's staff can list (deleted ones are gone). */
  function expectedExport() {
    return orders
      .filter((order) => !order.deleted)
      .map((order) => ({
        number: order.number,
        productTotal: money(order.productCents),
        shipping: money(order.shippingCents),
        total: money(order.totalCents),
        donation: money(order.donationCents),
        items: order.items.map((item) => `${item.quantity} x ${item.name}`).sort(),
      }))
      .sort((a, b) => byCodeUnits(a.number, b.number));
  }

  // ----- the comparison after each step -----

  async function compareEverything(step: string) {
    const dashboard = await get<TGroupDashboard>(REPORT_API_PATHS.groupDashboard(group.id));
    const recent = datesFrom(addDays(TODAY, -29), TODAY);
    expect(
      dashboard.campaigns
        .map((summary) => ({
          step,
          campaign: summary.campaign.name,
          totals: summary.totals,
          last30Days: summary.last30Days,
          topSellers: summary.topSellers,
          topTeams: summary.topTeams,
        }))
        .sort((a, b) => byCodeUnits(a.campaign, b.campaign)),
    ).toEqual(
      [...campaigns]
        .sort((a, b) => byCodeUnits(a.name, b.name))
        .map((campaign) => ({
          step,
          campaign: campaign.name,
          totals: expectedTotals(campaign, countedIn(campaign)),
          last30Days: expectedDays(countedIn(campaign), recent),
          topSellers: expectedSellers(countedIn(campaign)).slice(0, 5),
          topTeams: expectedTeams(campaign)
            .filter((line) => line._id !== null && line.orderCount > 0)
            .slice(0, 3),
        })),
    );

    for (const campaign of campaigns) {
      const counted = countedIn(campaign);
      const report = await get<TCampaignReport>(REPORT_API_PATHS.campaignReport(group.id, campaign.row.id));
      expect({
        step,
        campaign: campaign.name,
        totals: report.totals,
        daily: report.daily,
        sellers: report.sellers,
        products: report.products,
        teams: report.teams,
      }).toEqual({
        step,
        campaign: campaign.name,
        totals: expectedTotals(campaign, counted),
        daily: expectedDaily(campaign, counted),
        sellers: expectedSellers(counted),
        products: expectedProducts(counted),
        teams: expectedTeams(campaign),
      });

      const sheets = await get<TDistributionSheets>(
        REPORT_API_PATHS.campaignDistribution(group.id, campaign.row.id),
      );
      expect({ step, campaign: campaign.name, ...sheetsAsCompared(sheets) }).toEqual({
        step,
        campaign: campaign.name,
        ...expectedDistribution(campaign),
      });

      const moneyReply = await get<TCampaignMoney>(MONEY_API_PATHS.campaignMoney(group.id, campaign.row.id));
      expect({
        step,
        campaign: campaign.name,
        totals: moneyReply.totals,
        sellers: moneyReply.sellers.map(({ sellerId, sellerName, paperOrders, owed, received, balance }) => ({
          sellerId,
          sellerName,
          paperOrders,
          owed,
          received,
          balance,
        })),
      }).toEqual({
        step,
        campaign: campaign.name,
        totals: expectedMoney(campaign),
        sellers: expectedBalances(campaign),
      });

      const settlement = await get<TSettlement>(
        MONEY_API_PATHS.campaignSettlement(group.id, campaign.row.id),
      );
      const { cents: _cents, ...expectedFigures } = expectedSettlement(campaign);
      expect({
        step,
        campaign: campaign.name,
        productSales: settlement.productSales,
        storeProductSales: settlement.storeProductSales,
        paperProductSales: settlement.paperProductSales,
        donations: settlement.donations,
        storeDonations: settlement.storeDonations,
        paperDonations: settlement.paperDonations,
        goalProgress: settlement.goalProgress,
        raised: settlement.raised,
        groupOwesSupplier: settlement.groupOwesSupplier,
        storeOwesGroup: settlement.storeOwesGroup,
        net: settlement.net,
        money: settlement.money,
        outstandingBySeller: settlement.outstandingBySeller,
      }).toEqual({ step, campaign: campaign.name, ...expectedFigures });
      expect({ step, raised: settlement.raised }).toEqual({ step, raised: report.totals.raised });
    }

    // Each seller's progress and the share pages' goal.
    for (const seller of sellers) {
      for (const campaign of campaigns) {
        const own = countedIn(campaign).filter((order) => order.sellerId === seller.id);
        const progress = ok<TSellerProgress>(
          await send(seller.session.token, 'GET', SHARE_LINK_API_PATHS.sellerProgress(campaign.row.id)),
        );
        expect({
          step,
          seller: seller.name,
          campaign: campaign.name,
          orderCount: progress.orderCount,
          sales: progress.sales,
          donations: progress.donations,
          shareLinkOrderCount: progress.shareLinkOrderCount,
          goal: progress.goal,
        }).toEqual({
          step,
          seller: seller.name,
          campaign: campaign.name,
          orderCount: own.length,
          sales: dollars(sum(own, (order) => order.totalCents)),
          donations: dollars(sum(own, (order) => order.donationCents)),
          shareLinkOrderCount: 0,
          goal: expectedGoal(campaign),
        });
      }
    }
    // Each process keeps a share page's view a minute: a minute later it shows the new figures.
    clockMs += SHARE_PAGE_CACHE_MS;
    for (const [seller, campaign, token] of links) {
      const res = await call(t, { method: 'GET', url: api(SHARE_LINK_API_PATHS.publicShareLink(token)) });
      expect(res.statusCode, res.payload).toBe(200);
      expect({
        step,
        seller: seller.name,
        campaign: campaign.name,
        goal: res.json<{ data: TPublicShareLink }>().data.goal,
      }).toEqual({
        step,
        seller: seller.name,
        campaign: campaign.name,
        goal: expectedGoal(campaign),
      });
    }

    // The export: one row per listed order, the donation in its last column, apart from the product total.
    const csv = await fetchCsv(t, api(ORDER_API_PATHS.groupOrdersExport(group.id)), coordinator);
    expect(csv.header.at(-1)).toBe('Donation');
    expect({
      step,
      rows: csv.rows
        .map((row) => csvRecord(csv.header, row))
        .map((record) => ({
          number: record['Order Number']!,
          productTotal: record['Product Total'],
          shipping: record.Shipping,
          total: record.Total,
          donation: record.Donation,
          items: record.Items === '' ? [] : record.Items!.split('; ').sort(),
        }))
        .sort((a, b) => byCodeUnits(a.number, b.number)),
    }).toEqual({ step, rows: expectedExport() });

    // The recap of the campaign with paper orders: every line worked out again.
    const recap = await fetchCsv(
      t,
      api(MONEY_API_PATHS.campaignSettlementExport(group.id, fall.row.id)),
      coordinator,
    );
    expect(recap.header).toEqual(['Section', 'Item', 'Amount']);
    expect({ step, rows: recap.rows }).toEqual({ step, rows: expectedRecapRows(fall) });
  }

  // ----- the steps -----

  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date((clockMs += 1)) });
    adminToken = (await registerAdmin(t)).token;
    group = await createGroup(t, { name: 'Cedar Ridge PTA', profitShareBasisPoints: SHARE_BASIS_POINTS });
    coordinator = await coordinatorToken(t, await createCoordinator(t, group.id));

    /** A campaign with a goal, its donation settings set by an administrator through the API. */
    async function campaign(
      name: string,
      startDate: string,
      endDate: string,
      goalCents: number,
      settings: Record<string, unknown>,
    ): Promise<ModelCampaign> {
      const row = await createCampaign(t, group.id, { name, startDate, endDate, goalCents });
      const stored = ok<TCampaign>(
        await send(adminToken, 'PUT', API_PATHS.groupCampaign(group.id, row.id), {
          name,
          startDate,
          endDate,
          ...settings,
        }),
      );
      expect(stored.goalAmount).toBe(dollars(goalCents));
      return { row, name, startDate, endDate, goalCents, key: stored.donationProduct };
    }
    fall = await campaign('Fall Fair', '2026-10-01', '2026-10-31', 250_000, {
      donationsEnabled: true,
      donationAmounts: [25, 10, 50],
      donationProduct: GIFT_GID,
    });
    book = await campaign('Book Fair', '2026-10-10', '2026-10-20', 60_000, {
      donationsEnabled: true,
      donationProduct: 'Round-Up-Gift',
    });
    plain = await campaign('Wreath Sale', '2026-10-05', '2026-10-25', 40_000, {});
    // The keys the rules compare lines with: a gid's number, a handle in lower case, none.
    expect([fall.key, book.key, plain.key]).toEqual([GIFT_ID, 'round-up-gift', '']);
    campaigns = [fall, book, plain];

    const made = ok<TTeam[]>(
      await send(coordinator, 'PUT', TEAM_API_PATHS.groupTeams(group.id), {
        teams: [
          { name: 'Room 12', leaderName: 'Mr. Ito' },
          { name: 'Room 2', leaderName: 'Ms. Diaz' },
          { name: 'Den 4', leaderName: 'Akela Ray' },
        ],
      }),
    );
    teams.push(...made.map((team) => ({ id: team._id, name: team.name, leaderName: team.leaderName })));
    const teamNamed = (name: string) => teams.find((team) => team.name === name)!.id;
    for (const [name, team] of [
      ['Ava Stone', 'Room 2'],
      ['Ben Ray', 'Room 2'],
      ['Cy Lee', 'Room 12'],
      ['Dee Park', 'Room 12'],
      ['Eli Moss', 'Den 4'],
      ['Fay Vale', 'Den 4'],
      ['Gus Quinn', null],
      ['Hana Reyes', null],
    ] as const) {
      const session = await sellerOf(t, group, name);
      if (team) {
        ok(
          await send(coordinator, 'PUT', TEAM_API_PATHS.sellerTeam(group.id, session.user.id), {
            teamId: teamNamed(team),
          }),
        );
      }
      sellers.push({ id: session.user.id, name, teamId: team ? teamNamed(team) : null, session });
    }
    for (const [seller, campaign] of [
      [sellers[0]!, fall],
      [sellers[4]!, fall],
      [sellers[2]!, book],
      [sellers[6]!, plain],
    ] as const) {
      const link = ok<TShareLink>(
        await send(seller.session.token, 'POST', SHARE_LINK_API_PATHS.sellerShareLink(campaign.row.id)),
      );
      links.push([seller, campaign, link.token]);
    }

    fallProducts = ok<TCampaignProduct[]>(
      await send(coordinator, 'PUT', PAPER_ORDER_API_PATHS.campaignProducts(group.id, fall.row.id), {
        products: [
          { name: 'Cookie Dough', price: '15.00' },
          { name: 'Candle', price: '11.75' },
          { name: 'Gift Wrap', price: '4.50' },
        ],
      }),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  const dayIn = (campaign: ModelCampaign) => {
    const from = campaign.startDate;
    const span = datesFrom(from, TODAY).length;
    return addDays(from, Math.floor(next() * span));
  };

  it('step 1: nothing sold yet: every figure is zero', async () => {
    // The recap names the donations as the treasurer reads them.
    expect(Object.values(SETTLEMENT_CSV.items)).toEqual(
      expect.arrayContaining(['Donations (kept whole)', 'Online donations', 'Paper donations']),
    );
    await compareEverything('empty');
  });

  it('step 2: 40 store orders with products, shipping and donations of every kind', async () => {
    for (let index = 0; index < 40; index++) {
      const campaign = pick([fall, fall, fall, fall, book, book, book, plain, plain, plain]);
      await storeSale(pick(sellers), campaign, dayIn(campaign));
    }
    const store = orders.filter((order) => order.store);
    // The draw covers what the rules tell apart.
    expect(
      store.filter((order) => order.donationCents > 0 && order.productCents === 0).length,
    ).toBeGreaterThan(0);
    expect(store.filter((order) => order.donationCents > 0 && order.productCents > 0).length).toBeGreaterThan(
      0,
    );
    expect(store.filter((order) => order.donationCents === 0).length).toBeGreaterThan(0);
    for (const campaign of campaigns) {
      expect(sum(countedIn(campaign), (order) => order.donationCents)).toBeGreaterThan(0);
    }
    // A gift line by id in the handle's campaign, or by handle in the id's, is a product there.
    expect(
      orders.some(
        (order) => order.campaign !== fall && order.items.some((item) => item.name === 'Gift to the school'),
      ),
    ).toBe(true);
    await compareEverything('store orders');
  });

  it('step 3: paper forms with and without a donation, by id, by name and by a name nobody has', async () => {
    for (let index = 0; index < 15; index++) await paperSale();
    const paper = orders.filter((order) => order.paper);
    expect(paper.filter((order) => order.productCents === 0).length).toBeGreaterThan(0);
    expect(paper.filter((order) => order.donationCents > 0 && order.productCents > 0).length).toBeGreaterThan(
      0,
    );
    expect(paper.filter((order) => order.sellerId === null).length).toBeGreaterThan(0);
    await compareEverything('paper orders');
  });

  it('step 4: store updates move donations in and out of orders; the store cancels and deletes some', async () => {
    const store = shuffled(orders.filter((order) => order.store && !order.cancelled));
    for (const [index, order] of store.slice(0, 8).entries()) {
      const lines = order.store!.lines;
      const kind = index % 4;
      if (kind === 0) {
        // A gift added.
        await storeUpdate(order, [
          ...lines,
          {
            title: 'Donation',
            price: '15.00',
            quantity: 1,
            properties: [{ name: '_donation', value: 'true' }],
          },
        ]);
      } else if (kind === 1) {
        // Every gift-looking line removed (a product stays when nothing else would).
        const kept = lines.filter(
          (line) =>
            line.title !== 'Donation' &&
            line.title !== 'Gift to the school' &&
            line.title !== 'Round-up gift',
        );
        await storeUpdate(order, kept.length > 0 ? kept : [{ ...STORE_PRODUCTS[0]!, quantity: 2 }]);
      } else if (kind === 2) {
        // Quantities doubled.
        await storeUpdate(
          order,
          lines.map((line) => ({ ...line, quantity: line.quantity * 2 })),
        );
      } else {
        await storeUpdate(order, storeLines());
      }
    }
    await compareEverything('store updates');

    const withGifts = shuffled(
      orders.filter((order) => order.store && !order.cancelled && order.donationCents > 0),
    );
    const others = shuffled(
      orders.filter((order) => order.store && !order.cancelled && order.donationCents === 0),
    );
    for (const order of [...withGifts.slice(0, 3), ...others.slice(0, 2)]) {
      await storeUpdate(order, order.store!.lines, 'orders/cancelled', true);
    }
    const giftOnly = orders.find((order) => order.store && !order.cancelled && order.productCents === 0);
    for (const order of [giftOnly, withGifts[5], others[4]].filter((entry) => entry !== undefined)) {
      expect(await acceptedWebhook(t, { id: order.store!.payload.id }, { topic: 'orders/delete' })).toBe(
        'deleted',
      );
      order.deleted = true;
    }
    await compareEverything('cancelled and deleted');
  });

  it('step 5: a form edited, two voided, three imported with donations', async () => {
    const paper = orders.filter((order) => order.paper && !order.cancelled);
    const [edited, ...rest] = shuffled(paper.filter((order) => order.sellerId !== null));
    const voided = [
      rest.find((order) => order.donationCents > 0) ?? rest[0]!,
      paper.find((order) => order.sellerId === null) ?? rest[1]!,
    ];
    // The edit: other products and a bigger gift, paid in cash in full.
    const seller = sellers.find((entry) => entry.id === edited!.sellerId)!;
    const { body, figures } = formBody({ sellerId: seller.id });
    const gift = '18.40';
    const reply = ok<TPaperOrder>(
      await send(coordinator, 'PUT', PAPER_ORDER_API_PATHS.paperOrder(group.id, edited!.paper!.id), {
        ...body,
        donation: gift,
        payment: { method: 'cash' },
        reason: 'The family gave more',
      }),
    );
    expect(reply.changes.at(-1)!.changes.map((change) => change.field)).toContain('donation');
    const totalCents = figures.productCents + 1840;
    Object.assign(edited!, { ...figures, donationCents: 1840, totalCents });
    edited!.paper!.payment = { kind: 'cash', cents: totalCents };
    for (const order of voided) {
      ok(
        await send(coordinator, 'POST', PAPER_ORDER_API_PATHS.voidPaperOrder(group.id, order.paper!.id), {
          reason: 'Family cancelled',
        }),
      );
      order.cancelled = true;
    }

    const cy = sellers.find((entry) => entry.name === 'Cy Lee')!;
    const fay = sellers.find((entry) => entry.name === 'Fay Vale')!;
    const price = (name: string) =>
      Math.round(fallProducts.find((product) => product.name === name)!.price * 100);
    const csv = [
      'Form number,Seller,Buyer,Payment,Amount,Check number,Donation,Cookie Dough,Candle,Gift Wrap',
      'IMP-1,cy lee,Pat Parent,cash,,,15,1,,',
      'IMP-2,grandma bee,Kim Ray,unpaid,,,$8.00,,,',
      'IMP-3,Fay Vale,Lou Lee,check,,C-77,,,2,1',
    ].join('\r\n');
    const imported = ok<TPaperOrderImportResult>(
      await call(t, {
        method: 'POST',
        url: api(PAPER_ORDER_API_PATHS.paperOrderImport(group.id, fall.row.id)),
        headers: { ...bearer(coordinator), 'content-type': 'text/csv; charset=utf-8' },
        payload: csv,
      }),
    );
    const importedForms = [
      {
        form: 'IMP-1',
        seller: cy,
        name: 'Cy Lee',
        items: [{ name: 'Cookie Dough', quantity: 1 }],
        gift: 1500,
        paid: 'cash' as const,
      },
      { form: 'IMP-2', seller: undefined, name: 'grandma bee', items: [], gift: 800, paid: null },
      {
        form: 'IMP-3',
        seller: fay,
        name: 'Fay Vale',
        items: [
          { name: 'Candle', quantity: 2 },
          { name: 'Gift Wrap', quantity: 1 },
        ],
        gift: 0,
        paid: 'check' as const,
      },
    ].map((form) => {
      const items = form.items.map((item) => ({ ...item, priceCents: price(item.name) }));
      const productCents = sum(items, (item) => item.priceCents * item.quantity);
      return { ...form, items, productCents, totalCents: productCents + form.gift };
    });
    expect(imported).toMatchObject({
      committed: true,
      orders: 3,
      alreadyImported: 0,
      total: dollars(sum(importedForms, (form) => form.productCents)),
      donations: dollars(sum(importedForms, (form) => form.gift)),
      problems: [],
    });
    const listed = await get<TPaperOrder[]>(
      `${PAPER_ORDER_API_PATHS.campaignPaperOrders(group.id, fall.row.id)}?limit=100`,
    );
    for (const form of importedForms) {
      const entered = listed.find((entry) => entry.formNumber === form.form)!;
      orders.push({
        number: entered.orderNumber,
        campaign: fall,
        sellerId: form.seller?.id ?? null,
        sellerName: form.name,
        teamId: form.seller?.teamId ?? null,
        cancelled: false,
        deleted: false,
        day: TODAY,
        items: form.items,
        productCents: form.productCents,
        donationCents: form.gift,
        shippingCents: 0,
        totalCents: form.totalCents,
        paper: {
          id: entered._id,
          payment: form.paid === null ? null : { kind: form.paid, cents: form.totalCents },
        },
      });
    }
    await compareEverything('edited, voided and imported');
  });

  it('step 6: more orders of every kind after all that', async () => {
    for (let index = 0; index < 6; index++) {
      const campaign = pick(campaigns);
      await storeSale(pick(sellers), campaign, dayIn(campaign));
    }
    for (let index = 0; index < 3; index++) await paperSale();
    await compareEverything('more orders');
  });
});
