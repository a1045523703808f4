import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handOffToStore } from '../../src/server/store/handoff.js';
import type { TSellerLoginReply } from '../../src/shared/api/auth.js';
import { API_ERROR_MESSAGES } from '../../src/shared/texts/api-errors.js';
import { SELLER_TEAM_PATH } from '../../src/shared/api/login-route-paths.js';
import { ORDER_API_PATHS } from '../../src/shared/api/order-paths.js';
import type { TOrderListReply } from '../../src/shared/api/orders.js';
import { PAPER_ORDER_API_PATHS } from '../../src/shared/api/paper-order-paths.js';
import { PRIVACY_API_PATHS } from '../../src/shared/api/privacy.js';
import type { TCampaignProduct } from '../../src/shared/api/paper-orders.js';
import { REPORT_API_PATHS } from '../../src/shared/api/report-paths.js';
import type { TCampaignReport } from '../../src/shared/api/reports.js';
import { TEAM_API_PATHS } from '../../src/shared/api/team-paths.js';
import type { TRosterSeller, TTeam, TTeamInput, TTeamRanking } from '../../src/shared/api/teams.js';
import { TEAM_API_MESSAGES } from '../../src/shared/texts/teams.js';
import { TEAM_SELLER_MESSAGES_ES } from '../../src/shared/texts/teams.es.js';
import {
  bearer,
  call,
  coordinatorToken,
  createCampaign,
  createCoordinator,
  createGroup,
  expectFailure,
  failure,
  registerAdmin,
  type CampaignRow,
  type GroupRow,
  type Reply,
} from '../support/fixtures.js';
import { acceptedWebhook, csvRecord, fetchCsv } from '../support/order-fixtures.js';
import { cartAttributesOf, storeOrder } from '../support/store-webhooks.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { readSellerName } from '../../src/server/lib/seller-name-parts.js';

/**
 * Classes and teams: the group's list (made, renamed, swapped, removed, refused), merging, who may change them, a
 * seller's own choice at login, and staff moving a seller (orders of ended campaigns keep their team).
 */

const api = (path: string) => `/api${path}`;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
// "Today" is 2026-05-14 (UTC): Winter has ended, Spring is on.
const NOW = new Date('2026-05-14T15:00:00Z');

type LoginReply = TSellerLoginReply;

let t: TestApp;
let adminToken: string;
let maple: GroupRow;
let oak: GroupRow;
let mapleCoordinator: string;
let oakCoordinator: string;
let spring: CampaignRow;
let winter: CampaignRow;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  adminToken = (await registerAdmin(t)).token;
  maple = await createGroup(t, { name: 'Maple Street PTA' });
  oak = await createGroup(t, { name: 'Oak Scouts' });
  spring = await createCampaign(t, maple.id, {
    name: 'Spring Dough',
    startDate: '2026-04-01',
    endDate: '2026-06-30',
  });
  winter = await createCampaign(t, maple.id, {
    name: 'Winter Wreaths',
    startDate: '2026-01-05',
    endDate: '2026-03-31',
  });
  // The other group's sellers need a current campaign to log in.
  await createCampaign(t, oak.id, {
    name: 'Popcorn',
    startDate: '2026-04-01',
    endDate: '2026-06-30',
  });
  mapleCoordinator = await coordinatorToken(t, await createCoordinator(t, maple.id));
  oakCoordinator = await coordinatorToken(t, await createCoordinator(t, oak.id));
});
afterAll(async () => {
  await t.close();
});

function send(token: string | undefined, method: InjectOptions['method'], path: string, payload?: unknown) {
  return call(t, {
    method,
    url: api(path),
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

function ok<T>(res: Reply, status = 200): T {
  expect(res.statusCode, res.payload).toBe(status);
  const body = res.json<{ success: true; data: T }>();
  expect(body.success).toBe(true);
  return body.data;
}

const teamsOf = async (group: GroupRow, token = adminToken) =>
  ok<TTeam[]>(await send(token, 'GET', TEAM_API_PATHS.groupTeams(group.id)));
const putTeams = (group: GroupRow, teams: TTeamInput[], token = adminToken) =>
  send(token, 'PUT', TEAM_API_PATHS.groupTeams(group.id), { teams });
const byName = (teams: TTeam[], name: string) => {
  const team = teams.find((candidate) => candidate.name === name);
  expect(team, `team ${name} in ${JSON.stringify(teams)}`).toBeDefined();
  return team!;
};
const team = (
  name: string,
  counts: { sellerCount?: number; rosterCount?: number; leaderName?: string } = {},
) => ({
  _id: expect.any(String),
  name,
  leaderName: counts.leaderName ?? '',
  sellerCount: counts.sellerCount ?? 0,
  rosterCount: counts.rosterCount ?? 0,
});

async function sellerLogin(
  group: GroupRow,
  name: string,
  email: string,
  headers: Record<string, string> = {},
) {
  const res = await call(t, {
    method: 'POST',
    url: '/api/auth/user',
    headers,
    payload: { name, email, groupCode: group.code },
  });
  expect(res.statusCode, res.payload).toBe(200);
  return res.json<LoginReply>();
}

const chooseTeam = (token: string | undefined, teamId: string, headers: Record<string, string> = {}) =>
  call(t, {
    method: 'PUT',
    url: api(SELLER_TEAM_PATH),
    headers: { ...(token ? bearer(token) : {}), ...headers },
    payload: { teamId },
  });

/** A store order credited to the seller through their own signed hand-off, delivered by the signed webhook. */
async function storeOrderOf(
  seller: LoginReply,
  group: GroupRow,
  campaign: CampaignRow,
  createdAt: string,
  lines = [{ title: 'Cookie Dough', price: '15.00', quantity: 2 }],
) {
  const handoff = await handOffToStore(t.app.ctx, {
    via: 'seller',
    seller: {
      id: seller.user.id,
      ...readSellerName(seller.user.name),
      email: seller.user.email,
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
  const order = storeOrder({ attributes: cartAttributesOf(handoff.url), createdAt, lines });
  expect(await acceptedWebhook(t, order)).toBe('created');
  return order;
}

const report = async (group: GroupRow, campaign: CampaignRow, query = '', token = adminToken) =>
  ok<TCampaignReport>(
    await send(token, 'GET', `${REPORT_API_PATHS.campaignReport(group.id, campaign.id)}${query}`),
  );

/** The leaderboard lines that matter here: who, how many orders, how much. */
const standings = (teams: TTeamRanking[]) =>
  teams.map(({ _id, name, orderCount, sales }) => ({ _id, name, orderCount, sales }));

async function ordersOf(group: GroupRow, query: string) {
  const res = await send(adminToken, 'GET', `${ORDER_API_PATHS.groupOrders(group.id)}?limit=100&${query}`);
  expect(res.statusCode, res.payload).toBe(200);
  return res.json<TOrderListReply>();
}

describe('a group’s teams', () => {
  it('starts without teams; PUT makes them, listed in natural name order with their counts', async () => {
    expect(await teamsOf(maple)).toEqual([]);
    const made = ok<TTeam[]>(
      await putTeams(maple, [
        { name: 'Room 12' },
        { name: '  Room 2 ', leaderName: 'Ms. Diaz' },
        { name: 'room 3' },
        { name: 'Den 1' },
      ]),
    );
    expect(made).toEqual([
      team('Den 1'),
      team('Room 2', { leaderName: 'Ms. Diaz' }),
      team('room 3'),
      team('Room 12'),
    ]);
    expect(await teamsOf(maple, mapleCoordinator)).toEqual(made);
  });

  it('renames, swaps two names in one PUT, removes empty teams left out and adds new ones', async () => {
    const before = await teamsOf(maple);
    const room2 = byName(before, 'Room 2');
    const room3 = byName(before, 'room 3');
    const room12 = byName(before, 'Room 12');
    const after = ok<TTeam[]>(
      await putTeams(maple, [
        // Room 2 and Room 12 trade names (and Room 2's leader goes with its id), room 3 is renamed, Den 1 goes.
        { _id: room2._id, name: 'Room 12', leaderName: 'Ms. Diaz' },
        { _id: room12._id, name: 'Room 2' },
        { _id: room3._id, name: 'Room 3', leaderName: 'Mr. Ito' },
        { name: 'Room 21' },
      ]),
    );
    expect(after).toEqual([
      { ...team('Room 2'), _id: room12._id },
      { ...team('Room 3', { leaderName: 'Mr. Ito' }), _id: room3._id },
      { ...team('Room 12', { leaderName: 'Ms. Diaz' }), _id: room2._id },
      team('Room 21'),
    ]);
    expect(await teamsOf(maple)).toEqual(after);
    // The same list again changes nothing.
    expect(ok<TTeam[]>(await putTeams(maple, after))).toEqual(after);
  });

  it('refuses two names equal after trimming and case, and ids that are not the group’s, by field; nothing changes', async () => {
    const before = await teamsOf(maple);
    const room2 = byName(before, 'Room 2');
    const twice = await putTeams(maple, [
      ...before.map(({ _id, name }) => ({ _id, name })),
      { name: ' ROOM 2  ' },
      { name: 'Room 40' },
      { name: 'room 40' },
    ]);
    const body = failure(twice, 400);
    expect(body.code).toBe('INVALID_REQUEST');
    expect(body.errors?.map(({ field, code, message }) => ({ field, code, message }))).toEqual([
      {
        field: `teams.${before.length}.name`,
        code: 'TEAM_NAME_TWICE',
        message: TEAM_API_MESSAGES.teamNameTwice,
      },
      {
        field: `teams.${before.length + 2}.name`,
        code: 'TEAM_NAME_TWICE',
        message: TEAM_API_MESSAGES.teamNameTwice,
      },
    ]);

    const oakTeams = ok<TTeam[]>(await putTeams(oak, [{ name: 'Patrol A' }]));
    const unknown = await putTeams(maple, [
      { _id: room2._id, name: 'Room 2' },
      { _id: UNKNOWN_ID, name: 'Ghost' },
      { _id: oakTeams[0]!._id, name: 'Patrol A' },
      { _id: 'not-an-id', name: 'Broken' },
    ]);
    // Each item at fault is named in one 400, as a duplicate name is: the list is what is wrong, not the address.
    const unknownBody = failure(unknown, 400);
    expect(unknownBody.code).toBe('INVALID_REQUEST');
    expect(unknownBody.errors?.map(({ field, code, message }) => ({ field, code, message }))).toEqual([
      { field: 'teams.1._id', code: 'TEAM_NOT_FOUND', message: TEAM_API_MESSAGES.teamNotFound },
      { field: 'teams.2._id', code: 'TEAM_NOT_FOUND', message: TEAM_API_MESSAGES.teamNotFound },
      { field: 'teams.3._id', code: 'TEAM_NOT_FOUND', message: TEAM_API_MESSAGES.teamNotFound },
    ]);
    expect(await teamsOf(maple)).toEqual(before);
    expect(await teamsOf(oak)).toEqual(oakTeams);
    // Emptying the other group's list again, so its sellers are asked nothing below.
    expect(ok<TTeam[]>(await putTeams(oak, []))).toEqual([]);
  });

  it('answers 404 for an unknown group', async () => {
    expectFailure(
      await send(adminToken, 'GET', TEAM_API_PATHS.groupTeams(UNKNOWN_ID)),
      404,
      'Group not found',
      undefined,
      'GROUP_NOT_FOUND',
    );
  });
});

describe('a seller’s team at login', () => {
  it('asks nothing in a group without teams: `teams` is empty and the seller has no team', async () => {
    const seller = await sellerLogin(oak, 'Sam Scout', 'sam@example.org');
    expect(seller.teams).toEqual([]);
    expect(seller.user.team).toBeNull();
  });

  it('offers the group’s teams in natural name order; the choice is made once, and a later login shows it', async () => {
    const teams = await teamsOf(maple);
    const first = await sellerLogin(maple, 'Ava Stone', 'ava@example.org');
    expect(first.user.team).toBeNull();
    expect(first.teams).toEqual(
      ['Room 2', 'Room 3', 'Room 12', 'Room 21'].map((name) => ({ _id: byName(teams, name)._id, name })),
    );
    const room3 = byName(teams, 'Room 3');
    const room12 = byName(teams, 'Room 12');

    expect(ok<{ team: unknown }>(await chooseTeam(first.token, room3._id))).toEqual({
      team: { _id: room3._id, name: 'Room 3' },
    });
    // The same team again is fine; another one is for staff to change.
    expect(ok<{ team: unknown }>(await chooseTeam(first.token, room3._id))).toEqual({
      team: { _id: room3._id, name: 'Room 3' },
    });
    expectFailure(
      await chooseTeam(first.token, room12._id),
      409,
      TEAM_API_MESSAGES.teamAlreadyChosen,
      undefined,
      'TEAM_ALREADY_CHOSEN',
    );
    expectFailure(
      await chooseTeam(first.token, room12._id, { 'accept-language': 'es' }),
      409,
      'Tu clase o equipo ya está elegido; pide a tu coordinador que lo cambie',
      undefined,
      'TEAM_ALREADY_CHOSEN',
    );

    const again = await sellerLogin(maple, 'ava stone ', 'AVA@example.org');
    expect(again.user.id).toBe(first.user.id);
    expect(again.user.team).toEqual({ _id: room3._id, name: 'Room 3' });
    const roster = ok<TRosterSeller[]>(await send(adminToken, 'GET', TEAM_API_PATHS.groupRoster(maple.id)));
    expect(roster.find((seller) => seller._id === first.user.id)?.team).toEqual({
      _id: room3._id,
      name: 'Room 3',
    });
    expect(byName(await teamsOf(maple), 'Room 3')).toMatchObject({ sellerCount: 1, rosterCount: 0 });
  });

  it('refuses another group’s team and an unknown one (404), and a token that is not a seller’s', async () => {
    const oakTeams = ok<TTeam[]>(await putTeams(oak, [{ name: 'Patrol B' }]));
    const seller = await sellerLogin(maple, 'Cy Lee', 'cy@example.org');
    for (const teamId of [oakTeams[0]!._id, UNKNOWN_ID, 'not-an-id']) {
      expectFailure(
        await chooseTeam(seller.token, teamId),
        404,
        TEAM_API_MESSAGES.teamNotFound,
        undefined,
        'TEAM_NOT_FOUND',
      );
    }
    expectFailure(
      await chooseTeam(seller.token, UNKNOWN_ID, { 'accept-language': 'es' }),
      404,
      TEAM_SELLER_MESSAGES_ES.teamNotFound,
      undefined,
      'TEAM_NOT_FOUND',
    );
    expect((await sellerLogin(maple, 'Cy Lee', 'cy@example.org')).user.team).toBeNull();
    expectFailure(await chooseTeam(undefined, oakTeams[0]!._id), 401, 'Please log in to continue');
    expect((await chooseTeam(mapleCoordinator, byName(await teamsOf(maple), 'Room 2')._id)).statusCode).toBe(
      403,
    );
    expect(ok<TTeam[]>(await putTeams(oak, []))).toEqual([]);
  });
});

describe('staff move a seller, remove and merge teams', () => {
  let ben: LoginReply;
  let room2: TTeam;
  let room12: TTeam;
  let products: TCampaignProduct[];
  const WINTER_ORDER_CENTS = 2 * 1500 + 550;

  beforeAll(async () => {
    const teams = await teamsOf(maple);
    room2 = byName(teams, 'Room 2');
    room12 = byName(teams, 'Room 12');
    ben = await sellerLogin(maple, 'Ben Ray', 'ben@example.org');
    ok(await chooseTeam(ben.token, room2._id));
    products = ok<TCampaignProduct[]>(
      await send(adminToken, 'PUT', PAPER_ORDER_API_PATHS.campaignProducts(maple.id, spring.id), {
        products: [{ name: 'Candle', price: '12.50' }],
      }),
    );
  });

  it('a seller’s orders carry their team: a store order of the ended campaign, store and paper orders of the current one', async () => {
    await storeOrderOf(ben, maple, winter, '2026-02-10T18:00:00Z');
    await storeOrderOf(ben, maple, spring, '2026-04-10T18:00:00Z');
    await storeOrderOf(ben, maple, spring, '2026-05-01T18:00:00Z', [
      { title: 'Candle', price: '12.50', quantity: 1 },
    ]);
    ok(
      await send(adminToken, 'POST', PAPER_ORDER_API_PATHS.campaignPaperOrders(maple.id, spring.id), {
        sellerId: ben.user.id,
        buyerName: 'Pat Parent',
        items: [{ productId: products[0]!._id, quantity: 2 }],
        payment: { method: 'cash' },
      }),
      201,
    );
    const springReport = await report(maple, spring);
    expect(standings(springReport.teams).find((line) => line._id === room2._id)).toEqual({
      _id: room2._id,
      name: 'Room 2',
      orderCount: 3,
      sales: 35.5 + 18 + 25,
    });
    expect(standings((await report(maple, winter)).teams).find((line) => line._id === room2._id)).toEqual({
      _id: room2._id,
      name: 'Room 2',
      orderCount: 1,
      sales: WINTER_ORDER_CENTS / 100,
    });
    const listed = await ordersOf(maple, `teamId=${room2._id}`);
    expect(listed.total).toBe(4);
    expect(listed.data.every((order) => order.team?._id === room2._id && order.team.name === 'Room 2')).toBe(
      true,
    );
  });

  it('moves the seller and their orders of campaigns that have not ended; the ended campaign’s keep their team', async () => {
    const moved = ok<TRosterSeller>(
      await send(mapleCoordinator, 'PUT', TEAM_API_PATHS.sellerTeam(maple.id, ben.user.id), {
        teamId: room12._id,
      }),
    );
    expect(moved).toEqual({
      _id: ben.user.id,
      name: 'Ben Ray',
      team: { _id: room12._id, name: 'Room 12' },
      onRoster: false,
      hasLoggedIn: true,
      sellerCode: null,
      family: null,
    });
    const springTeams = standings((await report(maple, spring)).teams);
    expect(springTeams.find((line) => line._id === room12._id)).toMatchObject({ orderCount: 3, sales: 78.5 });
    expect(springTeams.find((line) => line._id === room2._id)).toMatchObject({ orderCount: 0, sales: 0 });
    const winterTeams = standings((await report(maple, winter)).teams);
    expect(winterTeams.find((line) => line._id === room2._id)).toMatchObject({ orderCount: 1 });
    expect(winterTeams.find((line) => line._id === room12._id)).toMatchObject({ orderCount: 0 });

    const room2Orders = await ordersOf(maple, `teamId=${room2._id}`);
    expect(room2Orders.total).toBe(1);
    expect(room2Orders.data.map((order) => order.campaignName)).toEqual(['Winter Wreaths']);
    expect((await ordersOf(maple, `teamId=${room12._id}`)).total).toBe(3);
    expect((await sellerLogin(maple, 'Ben Ray', 'ben@example.org')).user.team).toEqual({
      _id: room12._id,
      name: 'Room 12',
    });

    const exported = await fetchCsv(
      t,
      api(`${ORDER_API_PATHS.groupOrdersExport(maple.id)}?teamId=${room2._id}`),
      mapleCoordinator,
    );
    expect(exported.header.slice(-2)).toEqual(['Team', 'Donation']);
    expect(exported.rows.map((row) => csvRecord(exported.header, row).Team)).toEqual(['Room 2']);
    expect(exported.rows.map((row) => csvRecord(exported.header, row).Donation)).toEqual(['0.00']);
  });

  it('refuses to remove a team sellers or orders are in (409 naming it); an empty one goes', async () => {
    const teams = await teamsOf(maple);
    const keep = (names: string[]) =>
      teams
        .filter((candidate) => names.includes(candidate.name))
        .map(({ _id, name, leaderName }) => ({ _id, name, leaderName }));
    // Room 12 has Ben.
    const withSeller = await putTeams(maple, keep(['Room 2', 'Room 3', 'Room 21']));
    expectFailure(
      withSeller,
      409,
      '"Room 12" has sellers or orders and cannot be removed; rename it or merge it into another team',
      undefined,
      'TEAM_HAS_SELLERS',
    );
    expect(withSeller.json<{ params: unknown }>().params).toEqual({ name: 'Room 12' });
    // Room 2 has no seller left, but the ended campaign's order.
    expect(byName(teams, 'Room 2').sellerCount).toBe(0);
    const withOrders = await putTeams(maple, keep(['Room 3', 'Room 12', 'Room 21']));
    expectFailure(withOrders, 409, TEAM_API_MESSAGES.teamHasSellers('Room 2'), undefined, 'TEAM_HAS_SELLERS');
    expect(withOrders.json<{ params: unknown }>().params).toEqual({ name: 'Room 2' });
    expect(await teamsOf(maple)).toEqual(teams);
    // Room 21 is empty.
    const after = ok<TTeam[]>(await putTeams(maple, keep(['Room 2', 'Room 3', 'Room 12'])));
    expect(after.map((candidate) => candidate.name)).toEqual(['Room 2', 'Room 3', 'Room 12']);
  });

  it('takes a seller out of every team (null): the current campaign’s orders count without a team', async () => {
    const out = ok<TRosterSeller>(
      await send(adminToken, 'PUT', TEAM_API_PATHS.sellerTeam(maple.id, ben.user.id), { teamId: null }),
    );
    expect(out.team).toBeNull();
    const springReport = await report(maple, spring);
    expect(springReport.teams.at(-1)).toEqual({
      rank: springReport.teams.length,
      _id: null,
      name: 'No class / team',
      leaderName: '',
      orderCount: 3,
      sales: 78.5,
      productSales: 30 + 12.5 + 25,
      donations: 0,
      sellersWithOrders: 1,
      rosterSize: 0,
      participation: null,
    });
    expect(
      springReport.teams.filter((line) => line._id !== null).every((line) => line.orderCount === 0),
    ).toBe(true);
    expect(
      (await ordersOf(maple, '')).data
        .filter((order) => order.campaignId === spring.id)
        .map((order) => order.team),
    ).toEqual([null, null, null]);
    // And back into Room 12.
    ok(
      await send(adminToken, 'PUT', TEAM_API_PATHS.sellerTeam(maple.id, ben.user.id), { teamId: room12._id }),
    );
    expect((await report(maple, spring)).teams.some((line) => line._id === null)).toBe(false);
  });

  it('refuses a seller or a team that is not the group’s', async () => {
    const scout = await sellerLogin(oak, 'Sam Scout', 'sam@example.org');
    expectFailure(
      await send(adminToken, 'PUT', TEAM_API_PATHS.sellerTeam(maple.id, scout.user.id), {
        teamId: room2._id,
      }),
      404,
      'Seller not found',
      undefined,
      'SELLER_NOT_FOUND',
    );
    const oakTeams = ok<TTeam[]>(await putTeams(oak, [{ name: 'Patrol C' }]));
    for (const teamId of [oakTeams[0]!._id, UNKNOWN_ID, 'nope']) {
      expectFailure(
        await send(adminToken, 'PUT', TEAM_API_PATHS.sellerTeam(maple.id, ben.user.id), { teamId }),
        404,
        TEAM_API_MESSAGES.teamNotFound,
        undefined,
        'TEAM_NOT_FOUND',
      );
    }
    expect(ok<TTeam[]>(await putTeams(oak, []))).toEqual([]);
  });

  it('merges a team into another: sellers and every order move (ended campaigns too), the tallies follow, the team goes', async () => {
    const room3 = byName(await teamsOf(maple), 'Room 3');
    // Ava chose Room 3 at login; she sells once in the current campaign.
    const ava = await sellerLogin(maple, 'Ava Stone', 'ava@example.org');
    expect(ava.user.team?._id).toBe(room3._id);
    await storeOrderOf(ava, maple, spring, '2026-05-02T18:00:00Z', [
      { title: 'Wreath', price: '30.00', quantity: 1 },
    ]);
    const springBefore = await report(maple, spring);
    const totalBefore = springBefore.totals;

    // Room 2 (only the ended campaign's order) into Room 12, then Room 3 (Ava and her order) into Room 12.
    ok(
      await send(mapleCoordinator, 'POST', TEAM_API_PATHS.mergeTeam(maple.id, room2._id), {
        intoTeamId: room12._id,
      }),
    );
    const merged = ok<TTeam[]>(
      await send(adminToken, 'POST', TEAM_API_PATHS.mergeTeam(maple.id, room3._id), {
        intoTeamId: room12._id,
      }),
    );
    expect(merged).toEqual([
      { ...team('Room 12', { sellerCount: 2, leaderName: 'Ms. Diaz' }), _id: room12._id },
    ]);

    const winterTeams = (await report(maple, winter)).teams;
    expect(standings(winterTeams)).toEqual([
      { _id: room12._id, name: 'Room 12', orderCount: 1, sales: WINTER_ORDER_CENTS / 100 },
    ]);
    const springAfter = await report(maple, spring);
    expect(springAfter.totals).toEqual(totalBefore);
    expect(springAfter.teams).toEqual([
      {
        rank: 1,
        _id: room12._id,
        name: 'Room 12',
        leaderName: 'Ms. Diaz',
        orderCount: 4,
        sales: 78.5 + 35.5,
        productSales: 67.5 + 30,
        donations: 0,
        sellersWithOrders: 2,
        rosterSize: 2,
        participation: 1,
      },
    ]);
    const filtered = await report(maple, spring, `?teamId=${room12._id}`);
    expect(filtered.totals).toEqual(totalBefore);
    expect((await ordersOf(maple, `teamId=${room12._id}`)).total).toBe(5);
    expect((await sellerLogin(maple, 'Ava Stone', 'ava@example.org')).user.team).toEqual({
      _id: room12._id,
      name: 'Room 12',
    });
    // The merged teams are gone: filters and the seller's choice no longer know them.
    expectFailure(
      await send(
        adminToken,
        'GET',
        `${REPORT_API_PATHS.campaignReport(maple.id, spring.id)}?teamId=${room3._id}`,
      ),
      404,
      TEAM_API_MESSAGES.teamNotFound,
      undefined,
      'TEAM_NOT_FOUND',
    );
    expectFailure(
      await chooseTeam(ava.token, room3._id),
      404,
      TEAM_API_MESSAGES.teamNotFound,
      undefined,
      'TEAM_NOT_FOUND',
    );
  });

  it('refuses a merge into itself (400) and of or into a team that is not the group’s (404)', async () => {
    const [room12Now] = await teamsOf(maple);
    const spare = ok<TTeam[]>(
      await putTeams(maple, [{ _id: room12Now!._id, name: 'Room 12' }, { name: 'Spare' }]),
    );
    const spareId = byName(spare, 'Spare')._id;
    expectFailure(
      await send(adminToken, 'POST', TEAM_API_PATHS.mergeTeam(maple.id, spareId), { intoTeamId: spareId }),
      400,
      TEAM_API_MESSAGES.mergeIntoItself,
      undefined,
      'TEAM_MERGE_INTO_ITSELF',
    );
    const oakTeams = ok<TTeam[]>(await putTeams(oak, [{ name: 'Patrol D' }]));
    for (const [from, into] of [
      [spareId, UNKNOWN_ID],
      [UNKNOWN_ID, spareId],
      [spareId, oakTeams[0]!._id],
      [oakTeams[0]!._id, spareId],
      ['nope', spareId],
    ] as const) {
      expectFailure(
        await send(adminToken, 'POST', TEAM_API_PATHS.mergeTeam(maple.id, from), { intoTeamId: into }),
        404,
        TEAM_API_MESSAGES.teamNotFound,
        undefined,
        'TEAM_NOT_FOUND',
      );
    }
    expect(await teamsOf(maple)).toEqual(spare);
    expect(await teamsOf(oak)).toEqual(oakTeams);
  });
});

describe('erased sellers', () => {
  it('leave a team’s counts, and a team whose only seller was erased can be removed (never a server error)', async () => {
    const before = await teamsOf(maple);
    const imported = await call(t, {
      method: 'POST',
      url: api(TEAM_API_PATHS.rosterImport(maple.id, false)),
      headers: { ...bearer(mapleCoordinator), 'content-type': 'text/csv' },
      payload: 'Seller,Team\nZoe Gone,Room 40\n',
    });
    expect(ok(imported)).toMatchObject({ committed: true, added: 1, newTeams: ['Room 40'] });
    expect(byName(await teamsOf(maple), 'Room 40')).toMatchObject({ sellerCount: 1, rosterCount: 1 });
    const roster = ok<TRosterSeller[]>(await send(adminToken, 'GET', TEAM_API_PATHS.groupRoster(maple.id)));
    const zoe = roster.find((seller) => seller.name === 'Zoe Gone')!;
    ok(await send(adminToken, 'POST', PRIVACY_API_PATHS.sellerErasure(zoe._id)));
    expect(byName(await teamsOf(maple), 'Room 40')).toMatchObject({ sellerCount: 0, rosterCount: 0 });

    const removed = await putTeams(
      maple,
      before.map(({ _id, name, leaderName }) => ({ _id, name, leaderName })),
    );
    expect(ok<TTeam[]>(removed)).toEqual(before);
    const erased = ok<TRosterSeller[]>(await send(adminToken, 'GET', TEAM_API_PATHS.groupRoster(maple.id)));
    expect(erased.find((seller) => seller._id === zoe._id)).toBeUndefined();
  });
});

describe('who may change a group’s teams', () => {
  it('admits administrators and the group’s coordinators; refuses other coordinators and sellers (403) and no token (401)', async () => {
    const teams = await teamsOf(maple);
    const [first] = teams;
    const seller = await sellerLogin(maple, 'Dee Park', 'dee@example.org');
    const list = teams.map(({ _id, name, leaderName }) => ({ _id, name, leaderName }));
    const routes: {
      name: string;
      method: InjectOptions['method'];
      path: string;
      payload?: unknown;
      csv?: string;
    }[] = [
      { name: 'list teams', method: 'GET', path: TEAM_API_PATHS.groupTeams(maple.id) },
      {
        name: 'replace teams',
        method: 'PUT',
        path: TEAM_API_PATHS.groupTeams(maple.id),
        payload: { teams: list },
      },
      {
        name: 'merge',
        method: 'POST',
        path: TEAM_API_PATHS.mergeTeam(maple.id, first!._id),
        payload: { intoTeamId: first!._id },
      },
      { name: 'roster', method: 'GET', path: TEAM_API_PATHS.groupRoster(maple.id) },
      {
        name: 'roster import',
        method: 'POST',
        path: TEAM_API_PATHS.rosterImport(maple.id, true),
        csv: 'Seller,Team\nZed Walker,Room 12\n',
      },
      {
        name: 'seller team',
        method: 'PUT',
        path: TEAM_API_PATHS.sellerTeam(maple.id, seller.user.id),
        payload: { teamId: first!._id },
      },
    ];
    const request = (route: (typeof routes)[number], token?: string) =>
      call(t, {
        method: route.method,
        url: api(route.path),
        headers: {
          ...(token ? bearer(token) : {}),
          ...(route.csv !== undefined ? { 'content-type': 'text/csv' } : {}),
        },
        ...(route.csv !== undefined
          ? { payload: route.csv }
          : route.payload === undefined
            ? {}
            : { payload: route.payload as InjectOptions['payload'] }),
      });
    for (const route of routes) {
      expectFailure(
        await request(route),
        401,
        'Please log in to continue',
        undefined,
        'AUTHENTICATION_REQUIRED',
      );
      for (const token of [oakCoordinator, seller.token]) {
        const res = await request(route, token);
        expect(res.statusCode, `${route.name}: ${res.payload}`).toBe(403);
        expectFailure(res, 403, API_ERROR_MESSAGES.forbidden, undefined, 'FORBIDDEN');
      }
    }
    for (const token of [mapleCoordinator, adminToken]) {
      for (const route of routes) {
        const res = await request(route, token);
        // The merge into itself is refused past the guard: the guard let it through.
        expect(res.statusCode, `${route.name}: ${res.payload}`).toBe(route.name === 'merge' ? 400 : 200);
      }
    }
    expect(await teamsOf(maple)).toEqual(
      teams.map((entry) =>
        entry._id === first!._id ? { ...entry, sellerCount: entry.sellerCount + 1 } : entry,
      ),
    );
  });
});

describe('team filters and participation', () => {
  let oakWinter: CampaignRow;
  let patrols: TTeam[];

  beforeAll(async () => {
    oakWinter = await createCampaign(t, oak.id, {
      name: 'Oak Winter',
      startDate: '2026-01-05',
      endDate: '2026-03-31',
    });
    patrols = ok<TTeam[]>(await putTeams(oak, [{ name: 'Patrol E' }, { name: 'Patrol F' }]));
  });

  it('narrows the report and the sheets to one of the group’s teams only: another group’s is 404, a malformed id 400', async () => {
    const mapleTeam = (await teamsOf(maple))[0]!;
    for (const path of [
      REPORT_API_PATHS.campaignReport(oak.id, oakWinter.id),
      REPORT_API_PATHS.campaignDistribution(oak.id, oakWinter.id),
    ]) {
      expectFailure(
        await send(oakCoordinator, 'GET', `${path}?teamId=${mapleTeam._id}`),
        404,
        TEAM_API_MESSAGES.teamNotFound,
        undefined,
        'TEAM_NOT_FOUND',
      );
      expectFailure(
        await send(oakCoordinator, 'GET', `${path}?teamId=${UNKNOWN_ID}`),
        404,
        TEAM_API_MESSAGES.teamNotFound,
        undefined,
        'TEAM_NOT_FOUND',
      );
      const malformed = failure(await send(oakCoordinator, 'GET', `${path}?teamId=patrol-e`), 400);
      expect(malformed.code).toBe('INVALID_REQUEST');
      expect(malformed.errors?.map((error) => error.field)).toEqual(['teamId']);
      const narrowed = ok<{ team: unknown }>(
        await send(oakCoordinator, 'GET', `${path}?teamId=${patrols[0]!._id}`),
      );
      expect(narrowed.team).toEqual({ _id: patrols[0]!._id, name: 'Patrol E' });
    }
  });

  it('narrows the order lists and exports to one of the group’s teams only: another group’s or an unknown one is 404', async () => {
    const mapleTeam = (await teamsOf(maple))[0]!;
    const status = async (token: string, path: string) =>
      (await t.app.inject({ method: 'GET', url: api(path), headers: bearer(token) })).statusCode;
    for (const path of [ORDER_API_PATHS.groupOrders(oak.id), ORDER_API_PATHS.groupOrdersExport(oak.id)]) {
      for (const teamId of [mapleTeam._id, UNKNOWN_ID]) {
        for (const token of [oakCoordinator, adminToken]) {
          expectFailure(
            await send(token, 'GET', `${path}?teamId=${teamId}`),
            404,
            TEAM_API_MESSAGES.teamNotFound,
            undefined,
            'TEAM_NOT_FOUND',
          );
        }
      }
      const malformed = failure(await send(oakCoordinator, 'GET', `${path}?teamId=patrol-e`), 400);
      expect(malformed.errors?.map((error) => error.field)).toEqual(['teamId']);
      expect(await status(oakCoordinator, `${path}?teamId=${patrols[0]!._id}`)).toBe(200);
    }
    // Administrators' lists of every group take any group's team, and no unknown one.
    for (const path of [ORDER_API_PATHS.adminOrders, ORDER_API_PATHS.adminOrdersExport]) {
      expectFailure(
        await send(adminToken, 'GET', `${path}?teamId=${UNKNOWN_ID}`),
        404,
        TEAM_API_MESSAGES.teamNotFound,
        undefined,
        'TEAM_NOT_FOUND',
      );
      expect(await status(adminToken, `${path}?teamId=${mapleTeam._id}`)).toBe(200);
    }
    const everyGroup = await send(
      adminToken,
      'GET',
      `${ORDER_API_PATHS.adminOrders}?limit=100&teamId=${mapleTeam._id}`,
    );
    expect(everyGroup.json<TOrderListReply>().total).toBe(
      (await ordersOf(maple, `teamId=${mapleTeam._id}`)).total,
    );
  });

  it('counts a seller who moved out after the campaign ended where they sold: participation stays at most 1', async () => {
    const [patrolE, patrolF] = patrols;
    const eli = await sellerLogin(oak, 'Eli Moss', 'eli@example.org');
    const fay = await sellerLogin(oak, 'Fay Vale', 'fay@example.org');
    for (const seller of [eli, fay]) {
      ok(await chooseTeam(seller.token, patrolE!._id));
      await storeOrderOf(seller, oak, oakWinter, '2026-02-02T18:00:00Z');
    }
    ok(
      await send(oakCoordinator, 'PUT', TEAM_API_PATHS.sellerTeam(oak.id, fay.user.id), {
        teamId: patrolF!._id,
      }),
    );
    const { teams } = await report(oak, oakWinter, '', oakCoordinator);
    expect(
      teams.map(({ name, orderCount, sellersWithOrders, rosterSize, participation }) => ({
        name,
        orderCount,
        sellersWithOrders,
        rosterSize,
        participation,
      })),
    ).toEqual([
      // Sam Scout, who logged in first, has no team: Patrol E is Eli, Patrol F is Fay.
      { name: 'Patrol E', orderCount: 2, sellersWithOrders: 2, rosterSize: 1, participation: 1 },
      { name: 'Patrol F', orderCount: 0, sellersWithOrders: 0, rosterSize: 1, participation: 0 },
    ]);
  });
});
