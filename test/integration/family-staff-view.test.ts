/**
 * A `families` group as its staff see it on the Teams screen: each child added by a parent shows when the consent
 * it was added under was given; a seller of the roster is no family child; another group's staff see nothing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_API_PATHS } from '../../src/shared/api/team-paths.js';
import { queryRows } from '../../src/server/db/database.js';
import {
  bearer,
  call,
  coordinatorToken,
  createCampaign,
  createCoordinator,
  createGroup,
  failure,
  registerAdmin,
  type GroupRow,
} from '../support/fixtures.js';
import {
  addFamilyChild,
  agreeToFamilyNotice,
  classLoginSeller,
  familySignIn,
  staffRoster,
} from '../support/family-fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe('families: the staff’s roster shows each child’s consent', () => {
  let t: TestApp;
  let adminToken: string;
  let group: GroupRow;
  let staff: string;
  let otherStaff: string;
  let roomFour: string;
  let ava: string;

  beforeAll(async () => {
    t = await createTestApp();
    adminToken = (await registerAdmin(t)).token;
    group = await createGroup(t, { code: 'STAFF7', name: 'Lincoln PTA', sellerSignIn: 'families' });
    await createCampaign(t, group.id);
    const teams = await call(t, {
      method: 'PUT',
      url: `/api${TEAM_API_PATHS.groupTeams(group.id)}`,
      headers: bearer(adminToken),
      payload: { teams: [{ name: 'Room 4' }] },
    });
    expect(teams.statusCode, teams.payload).toBe(200);
    roomFour = teams.json<{ data: { _id: string }[] }>().data[0]!._id;
    staff = await coordinatorToken(t, await createCoordinator(t, group.id));
    const otherGroup = await createGroup(t, { code: 'OTHER7', name: 'Scouts' });
    otherStaff = await coordinatorToken(t, await createCoordinator(t, otherGroup.id));

    const parent = await familySignIn(t, group, 'lucia@example.org');
    await agreeToFamilyNotice(t, parent);
    ava = await addFamilyChild(t, parent, { firstName: 'Ava', lastName: 'Stonebridge', teamId: roomFour });
    const roster = await call(t, {
      method: 'POST',
      url: `/api${TEAM_API_PATHS.rosterImport(group.id, false)}`,
      headers: { ...bearer(staff), 'content-type': 'text/csv; charset=utf-8' },
      payload: 'Seller,Team\nBen Ray,Room 4\n',
    });
    expect(roster.statusCode, roster.payload).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives a child added by a consented parent the consent’s time, and a roster seller null', async () => {
    const [consent] = await queryRows<{ agreedAt: Date | string }>(
      t.app.ctx.db,
      sql`select c.agreed_at as "agreedAt" from family_children f join consents c on c.id = f.consent_id
          where f.seller_id = ${ava}`,
    );
    const { res, sellers } = await staffRoster(t, group.id, staff);
    expect(res.statusCode, res.payload).toBe(200);
    expect(sellers.map((seller) => [seller.name, seller.family])).toEqual([
      ['Ava Stonebridge', { consentedAt: new Date(consent!.agreedAt).toISOString(), withdrawnAt: null }],
      ['Ben Ray', null],
    ]);
    // The administrator sees the same.
    expect((await staffRoster(t, group.id, adminToken)).sellers).toEqual(sellers);
  });

  it('lists a class login’s waiting seller apart, not among the sellers, and a seller moved keeps the family field', async () => {
    const waiting = await classLoginSeller(t, group, 'Mia', roomFour);
    const { sellers } = await staffRoster(t, group.id, staff);
    expect(sellers.some((seller) => seller._id === waiting.user.id)).toBe(false);
    const listed = await call(t, {
      method: 'GET',
      url: `/api${TEAM_API_PATHS.waitingSellers(group.id)}`,
      headers: bearer(staff),
    });
    expect(listed.json<{ data: { _id: string }[] }>().data.map((seller) => seller._id)).toEqual([
      waiting.user.id,
    ]);
    // Its class is its name at the class login: it moves only by a join to a child.
    const movedWaiting = await call(t, {
      method: 'PUT',
      url: `/api${TEAM_API_PATHS.sellerTeam(group.id, waiting.user.id)}`,
      headers: bearer(staff),
      payload: { teamId: null },
    });
    expect(failure(movedWaiting, 404).code).toBe('SELLER_NOT_FOUND');

    const moved = await call(t, {
      method: 'PUT',
      url: `/api${TEAM_API_PATHS.sellerTeam(group.id, ava)}`,
      headers: bearer(staff),
      payload: { teamId: null },
    });
    expect(moved.statusCode, moved.payload).toBe(200);
    expect(moved.json<{ data: { family: unknown } }>().data.family).toEqual(
      sellers.find((seller) => seller._id === ava)!.family,
    );
  });

  it('refuses another group’s coordinator', async () => {
    const { res } = await staffRoster(t, group.id, otherStaff);
    failure(res, 403);
  });
});
