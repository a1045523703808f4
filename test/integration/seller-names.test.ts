import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARE_LINK_API_PATHS } from '../../src/shared/api/share-link-paths.js';
import { TEAM_API_PATHS } from '../../src/shared/api/team-paths.js';
import type { TSellerLoginReply } from '../../src/shared/api/auth.js';
import type { TRosterImportResult, TRosterSeller, TTeam, TTeamPage } from '../../src/shared/api/teams.js';
import type { TPublicShareLink, TShareLink } from '../../src/shared/api/share-links.js';
import { ROSTER_IMPORT_MESSAGES } from '../../src/shared/texts/teams.js';
import { queryRows } from '../../src/server/db/database.js';
import { sellers } from '../../src/server/db/schema.js';
import { readSellerName } from '../../src/server/lib/seller-name-parts.js';
import {
  bearer,
  call,
  createCampaign,
  createGroup,
  loginSeller,
  registerAdmin,
  type CampaignRow,
  type GroupRow,
  type Reply,
} from '../support/fixtures.js';
import { textOf } from '../support/html-text.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * A seller's name is kept as a first and a last name. A roster written "Last, First" is read that way (and its
 * preview says so), and every public place shows the first name and the last initial only: never "Stonebridge".
 */

const api = (path: string) => `/api${path}`;

let t: TestApp;
let adminToken: string;
let group: GroupRow;
let campaign: CampaignRow;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await registerAdmin(t)).token;
  group = await createGroup(t, { name: 'Maple Grove Elementary' });
  campaign = await createCampaign(t, group.id, { name: 'Spring Sale' });
});
afterAll(async () => {
  await t.close();
});

function ok<T>(res: Reply, status = 200): T {
  expect(res.statusCode, res.payload).toBe(status);
  return res.json<{ success: true; data: T }>().data;
}

const importRoster = async (csv: string, dryRun: boolean) =>
  ok<TRosterImportResult>(
    await call(t, {
      method: 'POST',
      url: api(TEAM_API_PATHS.rosterImport(group.id, dryRun)),
      headers: { ...bearer(adminToken), 'content-type': 'text/csv; charset=utf-8' },
      payload: csv,
    }),
  );

const mainText = (page: string) =>
  textOf(/<main\b[^>]*>([\s\S]*)<\/main>/.exec(page)![1]!).replace(/\u00AD/g, '');

describe('a roster written "Last, First"', () => {
  const ROSTER =
    'Seller,Class\n"Stonebridge, Ava",Room 12\n"de la Cruz, Ana María",Room 12\nNoah Park,Room 12\n';

  it('is read as first name then last name, and the preview says so', async () => {
    const preview = await importRoster(ROSTER, true);
    expect(preview).toMatchObject({ committed: false, added: 3, matched: 0, newTeams: ['Room 12'] });
    expect(preview.lastFirst).toEqual({
      count: 2,
      example: { written: 'Stonebridge, Ava', read: 'Ava Stonebridge' },
    });
    expect(ROSTER_IMPORT_MESSAGES.lastFirstRead(preview.lastFirst.count, preview.lastFirst.example!)).toBe(
      '2 names are written “Last, First”: they are read as first name, then last name (“Stonebridge, Ava” is Ava Stonebridge).',
    );

    const done = await importRoster(ROSTER, false);
    expect(done).toMatchObject({ committed: true, added: 3 });
    const roster = ok<TRosterSeller[]>(
      await call(t, {
        method: 'GET',
        url: api(TEAM_API_PATHS.groupRoster(group.id)),
        headers: bearer(adminToken),
      }),
    );
    expect(roster.map((seller) => seller.name)).toEqual([
      'Ana María de la Cruz',
      'Ava Stonebridge',
      'Noah Park',
    ]);
    const stored = await t.app.ctx.db
      .select({ name: sellers.name, firstName: sellers.firstName, lastName: sellers.lastName })
      .from(sellers)
      .orderBy(sellers.name);
    expect(stored).toEqual([
      { name: 'Ana María de la Cruz', firstName: 'Ana María', lastName: 'de la Cruz' },
      { name: 'Ava Stonebridge', firstName: 'Ava', lastName: 'Stonebridge' },
      { name: 'Noah Park', firstName: 'Noah', lastName: 'Park' },
    ]);
  });

  it('is claimed by the child logging in with their name as they say it, and shows "Ava S." in public', async () => {
    const login = await loginSeller(t, {
      name: 'Ava Stonebridge',
      email: 'ava.family@example.com',
      groupCode: group.code,
    });
    const ava = login.json<TSellerLoginReply>();
    expect(login.statusCode, login.payload).toBe(200);
    expect(ava.user.team?.name).toBe('Room 12');

    const link = ok<TShareLink>(
      await call(t, {
        method: 'POST',
        url: api(SHARE_LINK_API_PATHS.sellerShareLink(campaign.id)),
        headers: bearer(ava.token),
      }),
    );
    const shared = ok<TPublicShareLink>(
      await call(t, { method: 'GET', url: api(SHARE_LINK_API_PATHS.publicShareLink(link.token)) }),
    );
    expect(shared.seller).toEqual({ firstName: 'Ava', lastInitial: 'S.' });
    const sharePage = await t.app.inject({ method: 'GET', url: `/s/${link.token}` });
    expect(sharePage.statusCode).toBe(200);
    expect(mainText(sharePage.payload)).toContain('Ava S.');
    expect(sharePage.payload).not.toMatch(/Stonebridge/i);

    const shop = await t.app.inject({ method: 'POST', url: `/s/${link.token}/shop` });
    expect(shop.statusCode, shop.payload).toBe(303);
    expect(decodeURIComponent(shop.headers.location!)).toContain('attributes[student_name]=Ava S.');
    expect(shop.headers.location).not.toMatch(/Stonebridge/i);
  });

  it('shows first names and last initials on the public class page', async () => {
    const [room12] = ok<TTeam[]>(
      await call(t, {
        method: 'GET',
        url: api(TEAM_API_PATHS.groupTeams(group.id)),
        headers: bearer(adminToken),
      }),
    );
    const page = ok<TTeamPage>(
      await call(t, {
        method: 'PUT',
        url: api(TEAM_API_PATHS.teamProgressPage(group.id, campaign.id, room12!._id)),
        headers: bearer(adminToken),
        payload: { showSellers: true },
      }),
    );
    const res = await t.app.inject({ method: 'GET', url: `/t/${page.token}` });
    expect(res.statusCode).toBe(200);
    const text = mainText(res.payload);
    for (const name of ['Ana C.', 'Ava S.', 'Noah P.']) expect(text).toContain(name);
    expect(res.payload).not.toMatch(/Stonebridge|de la Cruz|Park\b/);
  });
});

describe("the database's reading of a name", () => {
  it('gives the parts the server gives, for a seller written without them', async () => {
    const names = [
      'Ava Stonebridge',
      '  Ava   Marie  Stonebridge ',
      'Stonebridge, Ava',
      ' de la Cruz ,  Ana María ',
      'Noah',
      'Ava,',
      'Ava, Marie, Smith',
      '12, 34',
      'Zoë Ødegaard',
      'A. S.',
    ];
    const other = await createGroup(t, { name: 'Name Reading' });
    for (const [index, name] of names.entries())
      await t.app.ctx.db.insert(sellers).values({ groupId: other.id, name, email: `n${index}@example.com` });
    const rows = await queryRows<{ name: string; firstName: string; lastName: string }>(
      t.app.ctx.db,
      sql`select name, first_name as "firstName", last_name as "lastName" from sellers
          where group_id = ${other.id}`,
    );
    for (const name of names) {
      const row = rows.find((candidate) => candidate.name === name)!;
      const { firstName, lastName } = readSellerName(name);
      expect({ name, firstName: row.firstName, lastName: row.lastName }).toEqual({
        name,
        firstName,
        lastName,
      });
    }
  });

  it('reads the parts again when a seller is renamed without them, as an erasure does', async () => {
    const [row] = await t.app.ctx.db
      .insert(sellers)
      .values({ groupId: group.id, name: 'Mila Hartwell', email: 'mila@example.com' })
      .returning({ id: sellers.id });
    await t.app.ctx.db.execute(sql`update sellers set name = 'M. H.' where id = ${row!.id}`);
    const [renamed] = await queryRows<{ firstName: string; lastName: string }>(
      t.app.ctx.db,
      sql`select first_name as "firstName", last_name as "lastName" from sellers where id = ${row!.id}`,
    );
    expect(renamed).toEqual({ firstName: 'M.', lastName: 'H.' });
  });
});
