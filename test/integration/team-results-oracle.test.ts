import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handOffToStore } from '../../src/server/store/handoff.js';
import type { TSellerLoginReply } from '../../src/shared/api/auth.js';
import { ORDER_API_PATHS } from '../../src/shared/api/order-paths.js';
import type { TOrderListReply } from '../../src/shared/api/orders.js';
import { PAPER_ORDER_API_PATHS } from '../../src/shared/api/paper-order-paths.js';
import type { TCampaignProduct, TPaperOrder, TPaperOrderBody } from '../../src/shared/api/paper-orders.js';
import { PRIVACY_API_PATHS } from '../../src/shared/api/privacy.js';
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
import { SELLER_TEAM_PATH } from '../../src/shared/api/login-route-paths.js';
import { TEAM_API_PATHS } from '../../src/shared/api/team-paths.js';
import type { TRosterImportResult, TTeam, TTeamRanking } from '../../src/shared/api/teams.js';
import {
  bearer,
  call,
  coordinatorToken,
  createCampaign,
  createCoordinator,
  createGroup,
  expectFailure,
  registerAdmin,
  type CampaignRow,
  type GroupRow,
  type Reply,
} from '../support/fixtures.js';
import { api, dollars, random } from '../support/money-fixtures.js';
import { acceptedWebhook, csvRecord, fetchCsv } from '../support/order-fixtures.js';
import { addDays, byCodeUnits, datesFrom, keyOf, naturally, sum } from '../support/oracle-helpers.js';
import { cartAttributesOf, storeOrder } from '../support/store-webhooks.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { readSellerName } from '../../src/server/lib/seller-name-parts.js';

/**
 * The team results against an oracle: a group with four teams and 30 sellers (rostered ones that never log in,
 * rostered ones that do, sellers who chose their team, sellers without one), store orders through the signed
 * hand-off and webhook, paper orders by id, by name and by a name nobody has, in a current campaign, a second
 * current one and an ended one. After each step (orders, cancellations and voids, staff moving sellers and an
 * erasure, a merge) every team figure is compared with a computation from what the test itself sent: the
 * report's leaderboard, each team's filtered report, the dashboard's top teams, each team's order list and
 * export, and the distribution covers. The report time zone is UTC (the default).
 */

const NOW_MS = Date.parse('2026-10-15T16:00:00Z');
const TODAY = '2026-10-15';
const NO_TEAM = 'No class / team';
/** "Alice Marie Smith" → "A. M. S.", as an erasure leaves a name. */
const initialsOf = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .map((word) => `${word[0]!.toUpperCase()}.`)
    .join(' ');

interface ModelTeam {
  id: string;
  name: string;
  leaderName: string;
}

interface ModelSeller {
  id: string;
  name: string;
  teamId: string | null;
  /** Only sellers who logged in can sell in the store (their own hand-off). */
  login?: TSellerLoginReply;
  /** Never on an order: a rostered child who has not sold (one of them is erased). */
  quiet: boolean;
  erased: boolean;
}

interface ModelLine {
  name: string;
  quantity: number;
  priceCents: number;
}

interface ModelOrder {
  /** The number lists, exports and sheets show: `#1234` for the store, `P-000123` for a form. */
  number: string;
  campaign: CampaignRow;
  sellerId: string | null;
  sellerName: string;
  teamId: string | null;
  cancelled: boolean;
  totalCents: number;
  productCents: number;
  /** The part of the total given as a donation (none of the orders this test sends has one). */
  donationCents: number;
  lines: ModelLine[];
  /** The UTC calendar day it was placed (or entered). */
  day: string;
  store?: ReturnType<typeof storeOrder>;
  paper?: { id: string; body: TPaperOrderBody };
}

describe('team results against an oracle', () => {
  let t: TestApp;
  let clockMs = NOW_MS;
  let adminToken: string;
  let coordinator: string;
  let group: GroupRow;
  let fall: CampaignRow;
  let book: CampaignRow;
  let summer: CampaignRow;
  let products: TCampaignProduct[];
  const teams: ModelTeam[] = [];
  const sellers: ModelSeller[] = [];
  const orders: ModelOrder[] = [];
  const next = random(20261015);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const ended = (campaign: CampaignRow) => campaign.endDate < TODAY;
  const teamById = (id: string) => teams.find((team) => team.id === id)!;
  const teamNamed = (name: string) => teams.find((team) => team.name === name)!;

  const send = (token: string, method: InjectOptions['method'], path: string, payload?: unknown) =>
    call(t, {
      method,
      url: api(path),
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  function ok<T>(res: Reply, status = 200): T {
    expect(res.statusCode, res.payload).toBe(status);
    return res.json<{ data: T }>().data;
  }
  const get = async <T>(path: string) => ok<T>(await send(coordinator, 'GET', path));

  async function login(name: string, email: string) {
    const res = await call(t, {
      method: 'POST',
      url: '/api/auth/user',
      payload: { name, email, groupCode: group.code },
    });
    expect(res.statusCode, res.payload).toBe(200);
    return res.json<TSellerLoginReply>();
  }

  // ----- what the test sends, and what it keeps of it -----

  const STORE_PRODUCTS: [string, string][] = [
    ['Cookie Dough', '15.00'],
    ['Candle', '12.50'],
    ['Wreath', '30.00'],
    ['=Popcorn', '8.25'],
  ];

  /** A store order of a logged-in seller: their signed hand-off's cart, delivered by the signed webhook. */
  async function storeSale(seller: ModelSeller, campaign: CampaignRow, day: string) {
    const handoff = await handOffToStore(t.app.ctx, {
      via: 'seller',
      seller: {
        id: seller.id,
        ...readSellerName(seller.login!.user.name),
        email: seller.login!.user.email,
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
    const chosen = [...STORE_PRODUCTS].sort(() => next() - 0.5).slice(0, 1 + Math.floor(next() * 3));
    const lines = chosen.map(([title, price]) => ({ title, price, quantity: 1 + Math.floor(next() * 4) }));
    const shipping = pick([
      { title: 'Standard', price: '5.50' },
      { title: 'Free', price: '0.00' },
      { title: 'Express', price: '12.25' },
    ]);
    const createdAt = `${day}T${String(10 + Math.floor(next() * 5)).padStart(2, '0')}:${String(Math.floor(next() * 60)).padStart(2, '0')}:00.000Z`;
    const payload = storeOrder({ attributes: cartAttributesOf(handoff.url), createdAt, lines, shipping });
    expect(await acceptedWebhook(t, payload)).toBe('created');
    const modelLines = lines.map((line) => ({
      name: line.title,
      quantity: line.quantity,
      priceCents: Math.round(Number(line.price) * 100),
    }));
    const productCents = sum(modelLines, (line) => line.quantity * line.priceCents);
    orders.push({
      number: payload.name,
      campaign,
      sellerId: seller.id,
      sellerName: seller.login!.user.name,
      teamId: seller.teamId,
      cancelled: false,
      totalCents: productCents + Math.round(Number(shipping.price) * 100),
      productCents,
      donationCents: 0,
      lines: modelLines,
      day,
      store: payload,
    });
  }

  /** The seller a form names, and whom the portal will credit: by id, by name in another case, or nobody. */
  function formSeller(): {
    body: Pick<TPaperOrderBody, 'sellerId' | 'sellerName'>;
    seller?: ModelSeller;
    name: string;
  } {
    const choice = Math.floor(next() * 6);
    const known = sellers.filter((seller) => !seller.quiet && !seller.erased);
    if (choice < 3) {
      const seller = pick(known);
      return { body: { sellerId: seller.id }, seller, name: seller.name };
    }
    if (choice < 5) {
      const seller = pick(known);
      return { body: { sellerName: `  ${seller.name.toUpperCase()} ` }, seller, name: seller.name };
    }
    const typed = pick(['Walk-in Table', 'Grandma Bee']);
    return { body: { sellerName: ` ${typed}  ` }, name: typed };
  }

  function formLines() {
    const chosen = [...products].sort(() => next() - 0.5).slice(0, 1 + Math.floor(next() * 2));
    return chosen.map((product) => ({ product, quantity: 1 + Math.floor(next() * 5) }));
  }

  function paperBody(
    seller: Pick<TPaperOrderBody, 'sellerId' | 'sellerName'>,
    lines: ReturnType<typeof formLines>,
  ) {
    return {
      ...seller,
      buyerName: `${pick(['Pat', 'Kim', 'Lou'])} ${pick(['Parent', 'Lee'])}`,
      items: lines.map(({ product, quantity }) => ({ productId: product._id, quantity })),
      payment: { method: pick(['cash', 'unpaid'] as const) },
    } satisfies TPaperOrderBody;
  }

  function paperModel(lines: ReturnType<typeof formLines>, seller: ModelSeller | undefined, name: string) {
    const modelLines = lines.map(({ product, quantity }) => ({
      name: product.name,
      quantity,
      priceCents: Math.round(product.price * 100),
    }));
    const productCents = sum(modelLines, (line) => line.quantity * line.priceCents);
    return {
      sellerId: seller?.id ?? null,
      sellerName: name,
      teamId: seller?.teamId ?? null,
      totalCents: productCents,
      productCents,
      donationCents: 0,
      lines: modelLines,
    };
  }

  async function paperSale() {
    const { body: sellerBody, seller, name } = formSeller();
    const lines = formLines();
    const body = paperBody(sellerBody, lines);
    const entered = ok<TPaperOrder>(
      await send(coordinator, 'POST', PAPER_ORDER_API_PATHS.campaignPaperOrders(group.id, fall.id), body),
      201,
    );
    expect(entered.sellerId).toBe(seller?.id ?? null);
    orders.push({
      number: entered.orderNumber,
      campaign: fall,
      cancelled: false,
      day: entered.createdAt.slice(0, 10),
      paper: { id: entered._id, body },
      ...paperModel(lines, seller, name),
    });
  }

  // ----- the independent computation -----

  const countedIn = (campaign: CampaignRow) =>
    orders.filter((order) => order.campaign.id === campaign.id && !order.cancelled);
  const quantityOf = (order: ModelOrder) => sum(order.lines, (line) => line.quantity);
  const namedKeys = (list: ModelOrder[]) =>
    new Set(list.map((order) => keyOf(order.sellerName)).filter((key) => key !== ''));

  /** What the leaderboards rank by: product sales and donations (never shipping). */
  const rankCents = (amounts: { productCents: number; donationCents: number }) =>
    amounts.productCents + amounts.donationCents;

  function expectedTeams(campaign: CampaignRow): TTeamRanking[] {
    const counted = countedIn(campaign);
    const lines = teams
      .map((team) => {
        const own = counted.filter((order) => order.teamId === team.id);
        const sellersWithOrders = namedKeys(own).size;
        const rosterSize = sellers.filter((seller) => seller.teamId === team.id && !seller.erased).length;
        return {
          _id: team.id as string | null,
          name: team.name,
          leaderName: team.leaderName,
          orderCount: own.length,
          salesCents: sum(own, (order) => order.totalCents),
          productCents: sum(own, (order) => order.productCents),
          donationCents: sum(own, (order) => order.donationCents),
          sellersWithOrders,
          rosterSize,
          participation: rosterSize === 0 ? null : Math.min(1, sellersWithOrders / rosterSize),
        };
      })
      .sort((a, b) => rankCents(b) - rankCents(a) || naturally(a.name, b.name));
    const ranked: TTeamRanking[] = lines.map(({ salesCents, productCents, donationCents, ...line }) => ({
      rank: lines.findIndex((other) => rankCents(other) === productCents + donationCents) + 1,
      ...line,
      sales: dollars(salesCents),
      productSales: dollars(productCents),
      donations: dollars(donationCents),
    }));
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

  function expectedTotals(campaign: CampaignRow, counted: ModelOrder[]): TReportTotals {
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
      raised: dollars(Math.round((productCents * group.profitShareBasisPoints!) / 10_000) + donationCents),
      goal: dollars(campaign.goalCents!),
      goalProgress: (productCents + donationCents) / campaign.goalCents!,
    };
  }

  function expectedDaily(campaign: CampaignRow, counted: ModelOrder[]): TSalesDay[] {
    const days = counted.map((order) => order.day).sort();
    const from = days[0] && days[0] < campaign.startDate ? days[0] : campaign.startDate;
    const to = days.at(-1) && days.at(-1)! > campaign.endDate ? days.at(-1)! : campaign.endDate;
    return datesFrom(from, to).map((date) => {
      const own = counted.filter((order) => order.day === date);
      return { date, orderCount: own.length, sales: dollars(sum(own, (order) => order.totalCents)) };
    });
  }

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
    }));
    lines.sort(
      (a, b) => rankCents(b) - rankCents(a) || byCodeUnits(a.key, b.key) || byCodeUnits(a.name, b.name),
    );
    return lines.map(({ key: _key, salesCents, productCents, donationCents, ...line }) => ({
      rank: lines.findIndex((other) => rankCents(other) === productCents + donationCents) + 1,
      name: line.name,
      orderCount: line.orderCount,
      itemCount: line.itemCount,
      sales: dollars(salesCents),
      productSales: dollars(productCents),
      donations: dollars(donationCents),
    }));
  }

  function expectedProducts(counted: ModelOrder[]): TProductTally[] {
    const byName = new Map<string, { quantity: number; cents: number }>();
    for (const line of counted.flatMap((order) => order.lines)) {
      const product = byName.get(line.name) ?? { quantity: 0, cents: 0 };
      product.quantity += line.quantity;
      product.cents += line.quantity * line.priceCents;
      byName.set(line.name, product);
    }
    return [...byName]
      .sort(([nameA, a], [nameB, b]) => b.quantity - a.quantity || byCodeUnits(nameA, nameB))
      .map(([name, product]) => ({ name, quantity: product.quantity, sales: dollars(product.cents) }));
  }

  const quantities = (lines: ModelLine[]): TItemQuantity[] => {
    const byName = new Map<string, number>();
    for (const line of lines) byName.set(line.name, (byName.get(line.name) ?? 0) + line.quantity);
    return [...byName].sort(([a], [b]) => byCodeUnits(a, b)).map(([name, quantity]) => ({ name, quantity }));
  };
  const teamRef = (teamId: string | null) =>
    teamId === null ? null : { _id: teamId, name: teamById(teamId).name };

  /** Sheets per seller name and team (unnamed last, teams without one after the others), and the team covers. */
  function expectedDistribution(campaign: CampaignRow, teamId?: string) {
    const counted = countedIn(campaign).filter((order) => teamId === undefined || order.teamId === teamId);
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
    const covers = coverIds
      .map((coverId) => {
        const own = counted.filter((order) => order.teamId === coverId);
        return {
          _id: coverId,
          name: coverId === null ? NO_TEAM : teamById(coverId).name,
          leaderName: coverId === null ? '' : teamById(coverId).leaderName,
          sellerNames: [
            ...new Set(own.map((order) => order.sellerName.trim()).filter((name) => name !== '')),
          ].sort((a, b) => byCodeUnits(a.toLowerCase(), b.toLowerCase())),
          products: quantities(own.flatMap((order) => order.lines)),
        };
      })
      .sort((a, b) => (a._id === null ? 1 : b._id === null ? -1 : naturally(a.name, b.name)));
    return {
      sellers: sorted.map((own) => ({
        name: own[0]!.sellerName.trim(),
        team: teamRef(own[0]!.teamId),
        orderNumbers: own.map((order) => order.number).sort(),
        products: quantities(own.flatMap((order) => order.lines)),
      })),
      products: quantities(counted.flatMap((order) => order.lines)),
      team: teamId === undefined ? null : teamRef(teamId),
      teams: covers,
    };
  }

  const sheetsAsCompared = (sheets: TDistributionSheets) => ({
    sellers: sheets.sellers.map((seller) => ({
      name: seller.name,
      team: seller.team,
      orderNumbers: seller.orders.map((order) => order.orderNumber).sort(),
      products: seller.products,
    })),
    products: sheets.products,
    team: sheets.team,
    teams: sheets.teams,
  });

  // ----- the comparison after each step -----

  async function compareEverything(step: string) {
    const dashboard = await get<TGroupDashboard>(REPORT_API_PATHS.groupDashboard(group.id));
    expect(
      dashboard.campaigns
        .map((summary) => ({ step, campaign: summary.campaign.name, topTeams: summary.topTeams }))
        .sort((a, b) => byCodeUnits(a.campaign, b.campaign)),
    ).toEqual(
      [book, fall].map((campaign) => ({
        step,
        campaign: campaign.name,
        // The three leading real teams that have sold: no "No class / team" line, no team without orders.
        topTeams: expectedTeams(campaign)
          .filter((line) => line._id !== null && line.orderCount > 0)
          .slice(0, 3),
      })),
    );

    for (const campaign of [fall, book, summer]) {
      const leaderboard = expectedTeams(campaign);
      const counted = countedIn(campaign);
      const report = await get<TCampaignReport>(REPORT_API_PATHS.campaignReport(group.id, campaign.id));
      expect({ step, campaign: campaign.name, teams: report.teams, team: report.team }).toEqual({
        step,
        campaign: campaign.name,
        teams: leaderboard,
        team: null,
      });
      expect({
        step,
        totals: report.totals,
        daily: report.daily,
        sellers: report.sellers,
        products: report.products,
      }).toEqual({
        step,
        totals: expectedTotals(campaign, counted),
        daily: expectedDaily(campaign, counted),
        sellers: expectedSellers(counted),
        products: expectedProducts(counted),
      });
      const sheets = await get<TDistributionSheets>(
        REPORT_API_PATHS.campaignDistribution(group.id, campaign.id),
      );
      expect({ step, campaign: campaign.name, ...sheetsAsCompared(sheets) }).toEqual({
        step,
        campaign: campaign.name,
        ...expectedDistribution(campaign),
      });

      for (const team of teams) {
        const own = counted.filter((order) => order.teamId === team.id);
        const filtered = await get<TCampaignReport>(
          `${REPORT_API_PATHS.campaignReport(group.id, campaign.id)}?teamId=${team.id}`,
        );
        expect({
          step,
          campaign: campaign.name,
          team: filtered.team,
          totals: filtered.totals,
          daily: filtered.daily,
          sellers: filtered.sellers,
          products: filtered.products,
          teams: filtered.teams,
        }).toEqual({
          step,
          campaign: campaign.name,
          team: { _id: team.id, name: team.name },
          totals: expectedTotals(campaign, own),
          daily: expectedDaily(campaign, own),
          sellers: expectedSellers(own),
          products: expectedProducts(own),
          teams: leaderboard,
        });
        const teamSheets = await get<TDistributionSheets>(
          `${REPORT_API_PATHS.campaignDistribution(group.id, campaign.id)}?teamId=${team.id}`,
        );
        expect({ step, campaign: campaign.name, ...sheetsAsCompared(teamSheets) }).toEqual({
          step,
          campaign: campaign.name,
          ...expectedDistribution(campaign, team.id),
        });
      }
    }

    for (const team of teams) {
      const own = orders.filter((order) => order.teamId === team.id);
      const res = await send(
        coordinator,
        'GET',
        `${ORDER_API_PATHS.groupOrders(group.id)}?teamId=${team.id}&limit=100`,
      );
      expect(res.statusCode, res.payload).toBe(200);
      const reply = res.json<TOrderListReply>();
      expect({
        step,
        team: team.name,
        total: reply.total,
        isEstimate: reply.totalIsEstimate,
        numbers: reply.data.map((order) => order.shopifyOrderNumber).sort(),
        teams: [...new Set(reply.data.map((order) => JSON.stringify(order.team)))],
      }).toEqual({
        step,
        team: team.name,
        total: own.length,
        isEstimate: false,
        numbers: own.map((order) => order.number).sort(),
        teams: own.length === 0 ? [] : [JSON.stringify({ _id: team.id, name: team.name })],
      });
      const csv = await fetchCsv(
        t,
        api(`${ORDER_API_PATHS.groupOrdersExport(group.id)}?teamId=${team.id}`),
        coordinator,
      );
      expect(csv.header.slice(-2)).toEqual(['Team', 'Donation']);
      const records = csv.rows.map((row) => csvRecord(csv.header, row));
      expect({
        step,
        team: team.name,
        numbers: records.map((record) => record['Order Number']).sort(),
        teams: [...new Set(records.map((record) => record.Team))],
        donations: records.map((record) => `${record['Order Number']} ${record.Donation}`).sort(),
      }).toEqual({
        step,
        team: team.name,
        numbers: own.map((order) => order.number).sort(),
        teams: own.length === 0 ? [] : [team.name],
        donations: own.map((order) => `${order.number} ${dollars(order.donationCents).toFixed(2)}`).sort(),
      });
    }
  }

  // ----- the steps -----

  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date((clockMs += 1)) });
    adminToken = (await registerAdmin(t)).token;
    group = await createGroup(t, { name: 'Cedar Ridge PTA', profitShareBasisPoints: 2500 });
    coordinator = await coordinatorToken(t, await createCoordinator(t, group.id));
    fall = await createCampaign(t, group.id, {
      name: 'Fall Fair',
      startDate: '2026-10-01',
      endDate: '2026-10-31',
      goalCents: 250_000,
    });
    book = await createCampaign(t, group.id, {
      name: 'Book Fair',
      startDate: '2026-10-10',
      endDate: '2026-10-20',
      goalCents: 40_000,
    });
    summer = await createCampaign(t, group.id, {
      name: 'Summer Sale',
      startDate: '2026-07-01',
      endDate: '2026-08-31',
      goalCents: 100_000,
    });
    expect(ended(summer) && !ended(fall) && !ended(book)).toBe(true);

    // Four teams, then the roster: six rostered children per team and two without a team.
    const made = ok<TTeam[]>(
      await send(coordinator, 'PUT', TEAM_API_PATHS.groupTeams(group.id), {
        teams: [
          { name: 'Room 12', leaderName: 'Mr. Ito' },
          { name: 'Room 2', leaderName: 'Ms. Diaz' },
          { name: 'Den 4', leaderName: 'Akela Ray' },
          { name: 'Room 7' },
        ],
      }),
    );
    teams.push(...made.map((team) => ({ id: team._id, name: team.name, leaderName: team.leaderName })));
    const FIRST = ['Ava', 'Ben', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivo', 'Jo', 'Kai', 'Lia', 'Max'];
    const LAST = ['Stone', 'Ray', 'Lee', 'Park', 'Moss', 'Vale', 'Quinn', 'Reyes'];
    const rosterRows: { name: string; team: string }[] = [];
    for (const [index, team] of ['Room 2', 'Room 7', 'Room 12', 'Den 4'].entries()) {
      for (let seat = 0; seat < 6; seat++) {
        rosterRows.push({
          name: `${FIRST[(index * 6 + seat) % FIRST.length]} ${LAST[index * 2 + (seat % 2)]}`,
          team,
        });
      }
    }
    rosterRows.push({ name: 'Ned Teamless', team: '' }, { name: 'Ola Teamless', team: '' });
    const csv = `Seller,Team\r\n${rosterRows.map((row) => `${row.name},${row.team}`).join('\r\n')}\r\n`;
    const imported = ok<TRosterImportResult>(
      await call(t, {
        method: 'POST',
        url: api(TEAM_API_PATHS.rosterImport(group.id, false)),
        headers: { ...bearer(coordinator), 'content-type': 'text/csv' },
        payload: csv,
      }),
    );
    expect(imported).toMatchObject({ committed: true, added: 26, matched: 0, newTeams: [], problems: [] });
    const roster = await get<{ _id: string; name: string; team: { _id: string } | null }[]>(
      TEAM_API_PATHS.groupRoster(group.id),
    );
    expect(roster).toHaveLength(26);
    for (const [index, row] of rosterRows.entries()) {
      const entry = roster.find((candidate) => candidate.name === row.name)!;
      // The first four of each team log in; the last two never do, and the very last never sells either.
      const seat = index % 6;
      sellers.push({
        id: entry._id,
        name: row.name,
        teamId: entry.team?._id ?? null,
        quiet: index < 24 && seat === 5,
        erased: false,
      });
      expect(entry.team?._id ?? '').toBe(row.team ? teamNamed(row.team).id : '');
    }
    for (const [index, seller] of sellers.entries()) {
      if (index >= 24 || index % 6 >= 4) continue;
      seller.login = await login(
        ` ${seller.name.toLowerCase()}`,
        `${seller.name.replace(' ', '.').toLowerCase()}@example.org`,
      );
      expect(seller.login.user.id).toBe(seller.id);
      expect(seller.login.user.team?._id).toBe(seller.teamId);
    }
    // Four children who are not on the roster: two choose their team at login, two never do.
    for (const [name, team] of [
      ['Nia Walk', 'Room 7'],
      ['Omar Fox', 'Den 4'],
      ['Pia Lund', null],
      ['Quin Hale', null],
    ] as const) {
      const reply = await login(name, `${name.split(' ')[0]!.toLowerCase()}@example.org`);
      expect(reply.user.team).toBeNull();
      expect(reply.teams.map((entry) => entry.name)).toEqual(['Den 4', 'Room 2', 'Room 7', 'Room 12']);
      if (team) {
        const chosen = ok<{ team: { _id: string } }>(
          await call(t, {
            method: 'PUT',
            url: api(SELLER_TEAM_PATH),
            headers: bearer(reply.token),
            payload: { teamId: teamNamed(team).id },
          }),
        );
        expect(chosen.team._id).toBe(teamNamed(team).id);
      }
      sellers.push({
        id: reply.user.id,
        name,
        teamId: team ? teamNamed(team).id : null,
        login: reply,
        quiet: false,
        erased: false,
      });
    }
    expect(sellers).toHaveLength(30);

    products = ok<TCampaignProduct[]>(
      await send(coordinator, 'PUT', PAPER_ORDER_API_PATHS.campaignProducts(group.id, fall.id), {
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

  const storeSellers = () => sellers.filter((seller) => seller.login && !seller.erased);

  it('step 1: the ended campaign’s store orders', async () => {
    for (let index = 0; index < 6; index++) {
      await storeSale(pick(storeSellers()), summer, addDays('2026-07-01', Math.floor(next() * 60)));
    }
    await compareEverything('summer orders');
  });

  it('step 2: store and paper orders of the current campaigns', async () => {
    for (let index = 0; index < 36; index++) {
      await storeSale(pick(storeSellers()), fall, addDays('2026-10-01', Math.floor(next() * 15)));
    }
    // Book Fair: only two teams sell, so the others tie at zero.
    const bookSellers = storeSellers().filter(
      (seller) => seller.teamId === teamNamed('Room 7').id || seller.teamId === null,
    );
    for (let index = 0; index < 6; index++) {
      await storeSale(pick(bookSellers), book, addDays('2026-10-10', Math.floor(next() * 6)));
    }
    for (let index = 0; index < 18; index++) await paperSale();
    expect(
      orders.filter((order) => order.campaign.id === fall.id && order.teamId === null).length,
    ).toBeGreaterThan(0);
    await compareEverything('orders');
  });

  it('step 3: cancellations in the store, voided and edited forms', async () => {
    const storeOrders = orders.filter((order) => order.store && order.campaign.id !== book.id);
    for (const order of [...storeOrders].sort(() => next() - 0.5).slice(0, 6)) {
      const cancelled = {
        ...order.store!,
        cancelled_at: `${TODAY}T12:00:00.000Z`,
        updated_at: `${TODAY}T12:00:00.000Z`,
      };
      expect(await acceptedWebhook(t, cancelled, { topic: 'orders/cancelled' })).toBe('updated');
      order.cancelled = true;
    }
    const paper = orders.filter((order) => order.paper);
    const [voidA, voidB, voidC, edited] = [...paper].sort(() => next() - 0.5);
    for (const order of [voidA!, voidB!, voidC!]) {
      ok(
        await send(coordinator, 'POST', PAPER_ORDER_API_PATHS.voidPaperOrder(group.id, order.paper!.id), {
          reason: 'Family cancelled',
        }),
      );
      order.cancelled = true;
    }
    // A form given to another seller: the order takes that seller's team.
    const newSeller = pick(
      sellers.filter((seller) => !seller.quiet && seller.id !== edited!.sellerId && seller.teamId),
    );
    const lines = formLines();
    const body = { ...paperBody({ sellerId: newSeller.id }, lines), reason: 'Wrong child on the form' };
    ok(await send(coordinator, 'PUT', PAPER_ORDER_API_PATHS.paperOrder(group.id, edited!.paper!.id), body));
    Object.assign(edited!, paperModel(lines, newSeller, newSeller.name));
    await compareEverything('cancelled, voided and edited');
  });

  it('step 4: staff move sellers between teams and out of them; an unclaimed roster entry is erased', async () => {
    // A seller with orders in the ended campaign and the current one moves: only the current ones follow.
    const summerSellers = new Set(
      orders.filter((order) => order.campaign.id === summer.id).map((order) => order.sellerId),
    );
    const mover = sellers.find(
      (seller) =>
        summerSellers.has(seller.id) &&
        orders.some((order) => order.sellerId === seller.id && order.campaign.id === fall.id) &&
        seller.teamId !== null,
    )!;
    expect(mover).toBeDefined();
    // A rostered child who never logged in, with paper orders if one has some.
    const unclaimed = sellers.filter(
      (seller) =>
        !seller.login && !seller.quiet && seller.teamId !== null && seller.teamId !== teamNamed('Den 4').id,
    );
    const rostered =
      unclaimed.find((seller) => orders.some((order) => order.sellerId === seller.id)) ?? unclaimed[0]!;
    const moves: [ModelSeller, string | null][] = [
      [mover, teams.find((team) => team.id !== mover.teamId)!.id],
      [rostered, teamNamed('Den 4').id],
      // Someone without a team gets one, and someone loses theirs.
      [sellers.find((seller) => seller.name === 'Pia Lund')!, teamNamed('Room 12').id],
      [sellers.find((seller) => seller.name === 'Nia Walk')!, null],
    ];
    for (const [seller, teamId] of moves) {
      const moved = ok<{ team: { _id: string } | null }>(
        await send(coordinator, 'PUT', TEAM_API_PATHS.sellerTeam(group.id, seller.id), { teamId }),
      );
      expect(moved.team?._id ?? null).toBe(teamId);
      seller.teamId = teamId;
      for (const order of orders) {
        if (order.sellerId === seller.id && !ended(order.campaign)) order.teamId = teamId;
      }
    }
    const quiet = sellers.find((seller) => seller.quiet && seller.teamId === teamNamed('Room 7').id)!;
    ok(await send(adminToken, 'POST', PRIVACY_API_PATHS.sellerErasure(quiet.id)));
    quiet.erased = true;
    quiet.name = initialsOf(quiet.name);
    await compareEverything('moved and erased');
  });

  it('step 5: two teams merged into one: every order and seller of the one goes to the other', async () => {
    const from = teamNamed('Room 7');
    const into = teamNamed('Room 2');
    const reply = ok<TTeam[]>(
      await send(coordinator, 'POST', TEAM_API_PATHS.mergeTeam(group.id, from.id), { intoTeamId: into.id }),
    );
    expect(reply.map((team) => team.name)).toEqual(['Den 4', 'Room 2', 'Room 12']);
    for (const seller of sellers) if (seller.teamId === from.id) seller.teamId = into.id;
    for (const order of orders) if (order.teamId === from.id) order.teamId = into.id;
    teams.splice(teams.indexOf(from), 1);
    expect(reply.map(({ _id, sellerCount }) => ({ _id, sellerCount }))).toEqual(
      [...teams]
        .sort((a, b) => naturally(a.name, b.name))
        .map((team) => ({
          _id: team.id,
          sellerCount: sellers.filter((seller) => seller.teamId === team.id && !seller.erased).length,
        })),
    );
    expectFailure(
      await send(
        coordinator,
        'GET',
        `${REPORT_API_PATHS.campaignReport(group.id, fall.id)}?teamId=${from.id}`,
      ),
      404,
      'This class or team is not one of the group’s',
      undefined,
      'TEAM_NOT_FOUND',
    );
    await compareEverything('merged');
  });

  it('step 6: more orders after the merge, and a malformed team filter', async () => {
    for (let index = 0; index < 6; index++) {
      await storeSale(pick(storeSellers()), fall, addDays('2026-10-01', Math.floor(next() * 15)));
    }
    for (let index = 0; index < 4; index++) await paperSale();
    await compareEverything('after the merge');
    const malformed = await send(
      coordinator,
      'GET',
      `${REPORT_API_PATHS.campaignReport(group.id, fall.id)}?teamId=room-2`,
    );
    expect(malformed.statusCode, malformed.payload).toBe(400);
  });
});
