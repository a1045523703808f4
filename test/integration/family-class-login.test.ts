/**
 * A `families` group's login in class: the group code, a first name and the class, nothing else stored. A first
 * name that is one consented child's of the class signs in as that child; otherwise the sales wait under the first
 * name and class until staff or a parent joins them to a child, which moves the orders (audited) and keeps every
 * figure what the orders say.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../src/shared/api/paths.js';
import { FAMILY_API_PATHS } from '../../src/shared/api/family-paths.js';
import { REPORT_API_PATHS } from '../../src/shared/api/report-paths.js';
import { TEAM_API_PATHS } from '../../src/shared/api/team-paths.js';
import type { TCampaignReport } from '../../src/shared/api/reports.js';
import type { TWaitingSeller } from '../../src/shared/api/teams.js';
import { queryRows } from '../../src/server/db/database.js';
import {
  bearer,
  call,
  coordinatorToken,
  createCampaign,
  createCoordinator,
  createGroup,
  failure,
  loginSeller,
  registerAdmin,
  type CampaignRow,
  type CoordinatorFixture,
  type GroupRow,
} from '../support/fixtures.js';
import {
  addFamilyChild,
  agreeToFamilyNotice,
  classLogin,
  classLoginSeller,
  familyPageOf,
  familySignIn,
  sellerCartAttributes,
} from '../support/family-fixtures.js';
import { deliverWebhook, storeOrder } from '../support/store-webhooks.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const PUBLIC_URL = 'https://portal.example.org';

describe('families: a child signs in at school with first name and class', () => {
  let t: TestApp;
  let adminToken: string;
  let group: GroupRow;
  let campaign: CampaignRow;
  let nameAndEmailGroup: GroupRow;
  let roomFour: string;
  let roomFive: string;
  let coordinator: CoordinatorFixture;
  let staff: string;
  let otherStaff: string;
  let parent: string;
  let ava: string;

  /** Every text and JSON column of the public schema holding `needle` (any case): where a value went. */
  async function columnsHolding(needle: string): Promise<string[]> {
    const columns = await queryRows<{ table: string; column: string }>(
      t.app.ctx.db,
      sql`select table_name as "table", column_name as "column" from information_schema.columns
          where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`,
    );
    const found: string[] = [];
    for (const { table, column } of columns) {
      const [row] = await queryRows<{ n: number }>(
        t.app.ctx.db,
        sql`select count(*)::int as n from ${sql.identifier(table)}
            where ${sql.identifier(column)}::text ilike ${`%${needle}%`}`,
      );
      if (row!.n > 0) found.push(`${table}.${column}`);
    }
    return found;
  }

  const putTeams = async (groupId: string, names: string[]) => {
    const res = await call(t, {
      method: 'PUT',
      url: `/api${TEAM_API_PATHS.groupTeams(groupId)}`,
      headers: bearer(adminToken),
      payload: { teams: names.map((name) => ({ name })) },
    });
    expect(res.statusCode, res.payload).toBe(200);
    return res.json<{ data: { _id: string; name: string }[] }>().data;
  };

  const sellerRow = async (id: string) => {
    const [row] = await queryRows<{ firstName: string; lastName: string; email: string; waiting: boolean }>(
      t.app.ctx.db,
      sql`select first_name as "firstName", last_name as "lastName", email, waiting from sellers where id = ${id}`,
    );
    return row;
  };

  const waitingSellers = async (token = staff) => {
    const res = await call(t, {
      method: 'GET',
      url: `/api${TEAM_API_PATHS.waitingSellers(group.id)}`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.payload).toBe(200);
    return res.json<{ data: TWaitingSeller[] }>().data;
  };

  const staffJoin = (waitingSellerId: string, sellerId: string, token = staff) =>
    call(t, {
      method: 'POST',
      url: `/api${TEAM_API_PATHS.joinWaitingSeller(group.id, waitingSellerId)}`,
      headers: bearer(token),
      payload: { sellerId },
    });

  const parentJoin = (token: string, childId: string, waitingSellerId: string) =>
    call(t, {
      method: 'POST',
      url: `/api${FAMILY_API_PATHS.childWaitingSellerJoin(childId, waitingSellerId)}`,
      headers: bearer(token),
    });

  /** An order the store delivers from the seller's own hand-off. */
  async function sellFor(seller: { token: string; user: { id: string; name: string } }, lines?: number) {
    const attributes = await sellerCartAttributes(t, seller, group, campaign);
    const order = storeOrder({
      attributes,
      lines: [{ title: 'Cookie Dough Tub', price: '15.00', quantity: lines ?? 1 }],
    });
    expect((await deliverWebhook(t.app, order)).statusCode).toBe(200);
    return order;
  }

  /** The campaign's figures as the orders say them: by seller id, by trimmed seller name, by team. */
  async function oracle() {
    const counted = sql`group_id = ${group.id} and campaign_id = ${campaign.id} and status <> 'cancelled'
      and not is_test and deleted_at is null`;
    const bySeller = await queryRows<{ sellerId: string; orders: number; cents: number }>(
      t.app.ctx.db,
      sql`select seller_id as "sellerId", count(*)::int as orders, sum(total_cents)::int as cents
          from orders where ${counted} group by seller_id`,
    );
    const byName = await queryRows<{ name: string; orders: number; cents: number }>(
      t.app.ctx.db,
      sql`select btrim(seller_name) as name, count(*)::int as orders, sum(total_cents)::int as cents
          from orders where ${counted} group by btrim(seller_name) order by name`,
    );
    const byTeam = await queryRows<{ teamId: string | null; orders: number; cents: number }>(
      t.app.ctx.db,
      sql`select team_id as "teamId", count(*)::int as orders, sum(total_cents)::int as cents
          from orders where ${counted} group by team_id`,
    );
    return { bySeller, byName, byTeam };
  }

  async function report(): Promise<TCampaignReport> {
    const res = await call(t, {
      method: 'GET',
      url: `/api${REPORT_API_PATHS.campaignReport(group.id, campaign.id)}`,
      headers: bearer(staff),
    });
    expect(res.statusCode, res.payload).toBe(200);
    return res.json<{ data: TCampaignReport }>().data;
  }

  async function expectFiguresMatchOrders() {
    const { bySeller, byName, byTeam } = await oracle();
    const results = await report();
    expect(results.sellers.map((row) => [row.name, row.orderCount, row.sales]).sort()).toEqual(
      byName.map((row) => [row.name, row.orders, row.cents / 100]).sort(),
    );
    expect(results.totals.orderCount).toBe(byName.reduce((sum, row) => sum + row.orders, 0));
    for (const team of results.teams) {
      const expected = byTeam.find((row) => row.teamId === team._id);
      expect([team.name, team.orderCount, team.sales]).toEqual([
        team.name,
        expected?.orders ?? 0,
        (expected?.cents ?? 0) / 100,
      ]);
    }
    const family = await familyPageOf(t, parent);
    for (const child of family.children) {
      const expected = bySeller.find((row) => row.sellerId === child._id);
      expect([child.firstName, child.campaigns[0]!.orderCount, child.campaigns[0]!.sales]).toEqual([
        child.firstName,
        expected?.orders ?? 0,
        (expected?.cents ?? 0) / 100,
      ]);
    }
  }

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL } });
    adminToken = (await registerAdmin(t)).token;
    group = await createGroup(t, { code: 'CLASS7', name: 'Lincoln PTA', sellerSignIn: 'families' });
    campaign = await createCampaign(t, group.id, { name: 'Fall Cookie Dough' });
    const rooms = await putTeams(group.id, ['Room 5', 'Room 4']);
    roomFour = rooms.find((room) => room.name === 'Room 4')!._id;
    roomFive = rooms.find((room) => room.name === 'Room 5')!._id;
    nameAndEmailGroup = await createGroup(t, { code: 'STUD7', name: 'Scouts' });
    await createCampaign(t, nameAndEmailGroup.id);
    await putTeams(nameAndEmailGroup.id, ['Den 1']);
    coordinator = await createCoordinator(t, group.id, { name: 'Casey Coordinator' });
    staff = await coordinatorToken(t, coordinator);
    otherStaff = await coordinatorToken(t, await createCoordinator(t, nameAndEmailGroup.id));

    parent = await familySignIn(t, group, 'lucia@example.org');
    await agreeToFamilyNotice(t, parent);
    ava = await addFamilyChild(t, parent, { firstName: 'Ava', lastName: 'Stonebridge', teamId: roomFour });
  });
  afterAll(async () => {
    await t.close();
  });

  it('tells how a group signs in, with a families group’s classes in name order only', async () => {
    const options = (groupCode: string) =>
      call(t, { method: 'GET', url: `/api${API_PATHS.signInOptions(groupCode)}` });
    const families = await options('class7');
    expect(families.statusCode, families.payload).toBe(200);
    expect(families.json()).toEqual({
      success: true,
      data: {
        sellerSignIn: 'families',
        teams: [
          { _id: roomFour, name: 'Room 4' },
          { _id: roomFive, name: 'Room 5' },
        ],
      },
    });
    expect((await options('STUD7')).json()).toEqual({
      success: true,
      data: { sellerSignIn: 'students', teams: [] },
    });
    expect(failure(await options('NOPE99'), 404).code).toBe('GROUP_CODE_INVALID');
    const inactive = await createGroup(t, { sellerSignIn: 'families', isActive: false });
    expect(failure(await options(inactive.code), 404).code).toBe('GROUP_CODE_INVALID');
  });

  it('signs a consented child in by first name and class, with the public name and no e-mail', async () => {
    const res = await classLogin(t, group, '  ÁVA ', roomFour);
    expect(res.statusCode, res.payload).toBe(200);
    const reply = res.json<{
      user: { id: string; name: string; email: string; groupCode: string; team: unknown };
      group: { code: string };
      campaigns: { _id: string }[];
      teams: unknown[];
    }>();
    expect(reply.user).toEqual({
      id: ava,
      name: 'Ava S.',
      email: '',
      groupCode: 'CLASS7',
      team: { _id: roomFour, name: 'Room 4' },
    });
    expect(reply.campaigns.map((row) => row._id)).toEqual([campaign.id]);
    expect(reply.teams).toHaveLength(2);
    // The same first name in another class is not Ava: those sales wait.
    const elsewhere = await classLoginSeller(t, group, 'Ava', roomFive);
    expect(elsewhere.user.id).not.toBe(ava);
    expect((await sellerRow(elsewhere.user.id))?.waiting).toBe(true);
  });

  it('makes one waiting seller per first name and class, reused by the next login', async () => {
    const first = await classLoginSeller(t, group, 'Mia', roomFour);
    expect(first.user).toMatchObject({ name: 'Mia', email: '' });
    const again = await classLoginSeller(t, group, ' mia ', roomFour);
    expect(again.user.id).toBe(first.user.id);
    expect(await sellerRow(first.user.id)).toEqual({
      firstName: 'Mia',
      lastName: '',
      email: '',
      waiting: true,
    });
    const [count] = await queryRows<{ n: number }>(
      t.app.ctx.db,
      sql`select count(*)::int as n from sellers where group_id = ${group.id} and waiting and lower(first_name) = 'mia'`,
    );
    expect(count!.n).toBe(1);
    // First logins at once under one first name and class are one waiting seller.
    const together = await Promise.all(
      Array.from({ length: 5 }, () => classLoginSeller(t, group, 'Ruby', roomFive)),
    );
    expect(new Set(together.map((reply) => reply.user.id)).size).toBe(1);
    const listed = await waitingSellers();
    expect(listed.find((row) => row._id === first.user.id)).toMatchObject({
      firstName: 'Mia',
      team: { _id: roomFour, name: 'Room 4' },
      orderCount: 0,
      sales: 0,
    });
  });

  it('lets two children of one first name in the class wait rather than sign in as either', async () => {
    const second = await familySignIn(t, group, 'marco@example.org');
    await agreeToFamilyNotice(t, second);
    const noahKim = await addFamilyChild(t, second, { firstName: 'Noah', lastName: 'Kim', teamId: roomFive });
    const noahLee = await addFamilyChild(t, parent, { firstName: 'Noah', lastName: 'Lee', teamId: roomFive });
    const noah = await classLoginSeller(t, group, 'Noah', roomFive);
    expect([noahKim, noahLee]).not.toContain(noah.user.id);
    expect(await sellerRow(noah.user.id)).toMatchObject({ firstName: 'Noah', waiting: true });
    // Both parents are offered the waiting sales.
    const matchesOf = async (token: string, childId: string) =>
      (await familyPageOf(t, token)).children.find((child) => child._id === childId)!.waitingMatches;
    expect((await matchesOf(second, noahKim)).map((row) => row._id)).toEqual([noah.user.id]);
    expect((await matchesOf(parent, noahLee)).map((row) => row._id)).toEqual([noah.user.id]);
  });

  it('stores no e-mail or surname a class login carries, anywhere', async () => {
    const res = await classLogin(t, group, 'Theo', roomFour, {
      email: 'theo.secret@example.org',
      lastName: 'Zylberstein',
      name: 'Theo Quillfeather',
    });
    expect(res.statusCode, res.payload).toBe(200);
    const { user } = res.json<{ user: { id: string; name: string; email: string } }>();
    expect(user).toMatchObject({ name: 'Theo', email: '' });
    expect(await sellerRow(user.id)).toEqual({ firstName: 'Theo', lastName: '', email: '', waiting: true });
    // The scan finds what is stored: the parent's own address is.
    expect(await columnsHolding('lucia@example.org')).toContain('parents.email');
    expect(await columnsHolding('theo.secret')).toEqual([]);
    expect(await columnsHolding('Zylberstein')).toEqual([]);
    expect(await columnsHolding('Quillfeather')).toEqual([]);
  });

  it('refuses the name-and-e-mail login to a families group and writes nothing', async () => {
    const res = await loginSeller(t, {
      name: 'Ivy Marchbank',
      email: 'ivy.marchbank@example.org',
      groupCode: group.code,
    });
    const body = failure(res, 409);
    expect(body).toMatchObject({
      code: 'SELLER_SIGN_IN_BY_CLASS',
      message: 'This group signs in with first name and class.',
    });
    expect(await columnsHolding('ivy.marchbank')).toEqual([]);
    expect(await columnsHolding('Marchbank')).toEqual([]);
  });

  it('refuses a class login to a group that signs in by name, a class not of the group, and a group without a campaign', async () => {
    expect(failure(await classLogin(t, nameAndEmailGroup, 'Ava', null), 409)).toMatchObject({
      code: 'SELLER_SIGN_IN_BY_NAME',
      message: 'This group signs in with name and e-mail.',
    });
    const [den] = await queryRows<{ id: string }>(
      t.app.ctx.db,
      sql`select id from teams where group_id = ${nameAndEmailGroup.id}`,
    );
    expect(failure(await classLogin(t, group, 'Ava', den!.id), 400).code).toBe('FAMILY_CLASS_NOT_FOUND');
    expect(failure(await classLogin(t, group, 'Ava', null), 400).code).toBe('FAMILY_CLASS_NOT_FOUND');
    expect(failure(await classLogin(t, group, 'Ava', 'not-an-id'), 400).code).toBe('FAMILY_CLASS_NOT_FOUND');
    const idle = await createGroup(t, { sellerSignIn: 'families' });
    expect(failure(await classLogin(t, idle, 'Ava', null), 400).code).toBe('NO_CURRENT_CAMPAIGN');
    expect(failure(await classLogin(t, group, '   ', roomFour), 400).code).toBe('INVALID_REQUEST');
  });

  it('credits the waiting sales to the class, and a staff join moves them to the child, audited', async () => {
    const mia = await classLoginSeller(t, group, 'Mia', roomFour);
    const sold = [await sellFor(mia, 2), await sellFor(mia, 1)];
    await sellFor(await classLoginSeller(t, group, 'Ava', roomFour), 3);
    const [handoffs] = await queryRows<{ n: number }>(
      t.app.ctx.db,
      sql`select count(*)::int as n from store_handoffs where seller_id = ${mia.user.id}`,
    );
    expect(handoffs!.n).toBe(2);
    expect((await waitingSellers()).find((row) => row._id === mia.user.id)).toMatchObject({
      orderCount: 2,
      sales: (2 * 1500 + 550 + 1500 + 550) / 100,
    });
    await expectFiguresMatchOrders();

    const miaTorres = await addFamilyChild(t, parent, {
      firstName: 'Mia',
      lastName: 'Torres',
      teamId: roomFour,
    });
    // Another group's coordinator neither sees nor joins them.
    expect(
      (
        await call(t, {
          method: 'GET',
          url: `/api${TEAM_API_PATHS.waitingSellers(group.id)}`,
          headers: bearer(otherStaff),
        })
      ).statusCode,
    ).toBe(403);
    expect((await staffJoin(mia.user.id, miaTorres, otherStaff)).statusCode).toBe(403);
    // A target of another group, or an unknown waiting seller, is refused.
    const stranger = (
      await loginSeller(t, { name: 'Sam Seller', email: 'sam@example.org', groupCode: 'STUD7' })
    ).json<{ user: { id: string } }>().user.id;
    expect(failure(await staffJoin(mia.user.id, stranger), 404).code).toBe('SELLER_NOT_FOUND');
    expect(failure(await staffJoin(miaTorres, ava), 404).code).toBe('WAITING_SELLER_NOT_FOUND');
    expect(failure(await staffJoin('not-an-id', ava), 404).code).toBe('WAITING_SELLER_NOT_FOUND');

    const joined = await staffJoin(mia.user.id, miaTorres);
    expect(joined.statusCode, joined.payload).toBe(200);
    expect(joined.json()).toEqual({ success: true, data: { sellerId: miaTorres, movedOrderCount: 2 } });

    const moved = await queryRows<{ sellerId: string; sellerName: string; teamId: string }>(
      t.app.ctx.db,
      sql`select seller_id as "sellerId", seller_name as "sellerName", team_id as "teamId" from orders
          where shopify_order_id in (${String(sold[0]!.id)}, ${String(sold[1]!.id)})`,
    );
    expect(moved).toEqual([
      { sellerId: miaTorres, sellerName: 'Mia Torres', teamId: roomFour },
      { sellerId: miaTorres, sellerName: 'Mia Torres', teamId: roomFour },
    ]);
    const audit = await queryRows<Record<string, unknown>>(
      t.app.ctx.db,
      sql`select changed_by_kind as kind, changed_by_id as "byId", changed_by_name as "byName",
                 from_seller_name as "from", to_seller_id as "toId", to_seller_name as "to", reason
          from order_attribution_changes a join orders o on o.id = a.order_id
          where o.shopify_order_id in (${String(sold[0]!.id)}, ${String(sold[1]!.id)})`,
    );
    expect(audit).toEqual(
      Array(2).fill({
        kind: 'coordinator',
        byId: coordinator.row.id,
        byName: 'Casey Coordinator',
        from: 'Mia',
        toId: miaTorres,
        to: 'Mia Torres',
        reason: 'Joined to a child',
      }),
    );
    await expectFiguresMatchOrders();

    // The waiting seller is gone with its session; its hand-offs went to the child, so a later store update of an
    // order keeps the child's credit.
    expect(await sellerRow(mia.user.id)).toBeUndefined();
    const progress = await call(t, {
      method: 'GET',
      url: `/api/seller/campaigns/${campaign.id}/progress`,
      headers: bearer(mia.token),
    });
    expect(progress.statusCode).toBe(401);
    const update = { ...sold[0]!, updated_at: new Date(Date.now() + 60_000).toISOString() };
    expect((await deliverWebhook(t.app, update, { topic: 'orders/updated' })).statusCode).toBe(200);
    const [after] = await queryRows<{ sellerId: string }>(
      t.app.ctx.db,
      sql`select seller_id as "sellerId" from orders where shopify_order_id = ${String(sold[0]!.id)}`,
    );
    expect(after!.sellerId).toBe(miaTorres);
    await expectFiguresMatchOrders();
    expect((await waitingSellers()).some((row) => row._id === mia.user.id)).toBe(false);

    // The next login as Mia of Room 4 is now the consented child.
    expect((await classLoginSeller(t, group, 'Mia', roomFour)).user).toMatchObject({
      id: miaTorres,
      name: 'Mia T.',
    });
  });

  it('lets a parent join the waiting sales of their child’s first name and class, audited as the parent', async () => {
    const zoe = await classLoginSeller(t, group, 'Zoé', roomFive);
    await sellFor(zoe, 2);
    const zoeChild = await addFamilyChild(t, parent, {
      firstName: 'Zoe',
      lastName: 'Park',
      teamId: roomFive,
    });
    const page = await familyPageOf(t, parent);
    expect(page.children.find((child) => child._id === zoeChild)!.waitingMatches).toEqual([
      { _id: zoe.user.id, orderCount: 1, sales: (2 * 1500 + 550) / 100 },
    ]);
    expect(page.children.find((child) => child._id === ava)!.waitingMatches).toEqual([]);
    // Only what the page offers for that child: not another name's waiting sales, not another family's child.
    const noah = (await classLoginSeller(t, group, 'Noah', roomFive)).user.id;
    expect(failure(await parentJoin(parent, zoeChild, noah), 404).code).toBe('WAITING_SELLER_NOT_FOUND');
    const stranger = await familySignIn(t, group, 'stranger@example.org');
    await agreeToFamilyNotice(t, stranger);
    expect(failure(await parentJoin(stranger, zoeChild, zoe.user.id), 404).code).toBe(
      'FAMILY_CHILD_NOT_FOUND',
    );

    const res = await parentJoin(parent, zoeChild, zoe.user.id);
    expect(res.statusCode, res.payload).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { sellerId: zoeChild, movedOrderCount: 1 } });
    const [parentRow] = await queryRows<{ id: string }>(
      t.app.ctx.db,
      sql`select id from parents where email = 'lucia@example.org'`,
    );
    const audit = await queryRows<Record<string, unknown>>(
      t.app.ctx.db,
      sql`select changed_by_kind as kind, changed_by_id as "byId", changed_by_admin_id as "adminId",
                 changed_by_name as "byName", to_seller_id as "toId", reason
          from order_attribution_changes where to_seller_id = ${zoeChild}`,
    );
    expect(audit).toEqual([
      {
        kind: 'parent',
        byId: parentRow!.id,
        adminId: null,
        byName: 'Parent',
        toId: zoeChild,
        reason: 'Joined to a child',
      },
    ]);
    const joinedPage = await familyPageOf(t, parent);
    const child = joinedPage.children.find((row) => row._id === zoeChild)!;
    expect(child.waitingMatches).toEqual([]);
    expect(child.campaigns[0]).toMatchObject({ orderCount: 1, sales: (2 * 1500 + 550) / 100 });
    await expectFiguresMatchOrders();

    // Staff read who joined it in the order's history.
    const [order] = await queryRows<{ id: string }>(
      t.app.ctx.db,
      sql`select id from orders where seller_id = ${zoeChild}`,
    );
    const detail = await call(t, {
      method: 'GET',
      url: `/api/groups/${group.id}/orders/${order!.id}`,
      headers: bearer(staff),
    });
    expect(detail.statusCode, detail.payload).toBe(200);
    expect(
      detail.json<{ data: { attributionHistory: { changedBy: string; changedByName: string }[] } }>().data
        .attributionHistory,
    ).toMatchObject([{ changedBy: 'parent', changedByName: 'Parent' }]);
  });

  it('lets an administrator join waiting sales to a seller of the group who is no family’s child', async () => {
    const [rosterSeller] = await queryRows<{ id: string }>(
      t.app.ctx.db,
      sql`insert into sellers (group_id, name, first_name, last_name, email, team_id, on_roster)
          values (${group.id}, 'Eli Brook', 'Eli', 'Brook', '', ${roomFive}, true) returning id`,
    );
    const eli = await classLoginSeller(t, group, 'Eli', roomFive);
    expect(eli.user.id).not.toBe(rosterSeller!.id);
    await sellFor(eli, 1);
    const res = await staffJoin(eli.user.id, rosterSeller!.id, adminToken);
    expect(res.statusCode, res.payload).toBe(200);
    const [audit] = await queryRows<{ kind: string; adminId: string | null; byId: string | null }>(
      t.app.ctx.db,
      sql`select changed_by_kind as kind, changed_by_admin_id as "adminId", changed_by_id as "byId"
          from order_attribution_changes where to_seller_id = ${rosterSeller!.id}`,
    );
    expect(audit).toMatchObject({ kind: 'admin', byId: null });
    expect(audit!.adminId).toEqual(expect.any(String));
    await expectFiguresMatchOrders();
  });
});
