import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_API_PATHS } from '../../src/shared/api/family-paths.js';
import { FAMILY_API_MESSAGES } from '../../src/shared/texts/families.js';
import { FAMILY_API_MESSAGES_ES } from '../../src/shared/texts/families.es.js';
import { queryRows } from '../../src/server/db/database.js';
import { bearer, call, createGroup, expectFailure, type GroupRow } from '../support/fixtures.js';
import { agreeToFamilyNotice, familyPageOf, familySignIn } from '../support/family-fixtures.js';
import { manualClock } from '../support/mail-fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const PUBLIC_URL = 'https://portal.example.org';

describe('families: a parent adds children under their consent', () => {
  let t: TestApp;
  const clock = manualClock('2026-03-02T15:00:00.000Z');
  let group: GroupRow;
  let roomFour: string;
  let roomFive: string;

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, env: { PUBLIC_URL } });
    group = await createGroup(t, { name: 'Lincoln Elementary PTA', sellerSignIn: 'families' });
    const teams = await queryRows<{ id: string; name: string }>(
      t.app.ctx.db,
      sql`insert into teams (group_id, name) values (${group.id}, 'Room 4'), (${group.id}, 'Room 5')
          returning id, name`,
    );
    roomFour = teams.find((team) => team.name === 'Room 4')!.id;
    roomFive = teams.find((team) => team.name === 'Room 5')!.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const signedIn = (email: string) => {
    clock.advance(1000);
    return familySignIn(t, group, email);
  };
  const page = (token: string) => familyPageOf(t, token);
  const agree = (token: string) => agreeToFamilyNotice(t, token);

  const addChild = (token: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    call(t, {
      method: 'POST',
      url: `/api${FAMILY_API_PATHS.children()}`,
      headers: { ...bearer(token), ...headers },
      payload,
    });

  const sellerCount = async () =>
    (await queryRows<{ n: number }>(t.app.ctx.db, sql`select count(*)::int as n from sellers`))[0]!.n;

  it('refuses a child before consent, in the parent’s language, and writes no seller and no child row', async () => {
    const token = await signedIn('maria@example.org');
    const before = await sellerCount();
    const refused = await addChild(token, { firstName: 'Ava', lastName: 'Stone', teamId: roomFour });
    expectFailure(refused, 409, FAMILY_API_MESSAGES.consentRequired);
    const inSpanish = await addChild(
      token,
      { firstName: 'Ava', lastName: 'Stone', teamId: roomFour },
      { 'accept-language': 'es' },
    );
    expectFailure(inSpanish, 409, FAMILY_API_MESSAGES_ES.consentRequired);
    expect(await sellerCount()).toBe(before);
    expect(await queryRows(t.app.ctx.db, sql`select id from family_children`)).toEqual([]);
  });

  it('adds two children after consent: sellers with no e-mail, listed with their class and public name', async () => {
    const token = await signedIn('lucia@example.org');
    await agree(token);
    const ava = await addChild(token, {
      firstName: ' Ava ',
      lastName: 'Marie Stonebridge',
      teamId: roomFour,
    });
    expect(ava.statusCode, ava.payload).toBe(201);
    expect(ava.json()).toEqual({
      success: true,
      data: { _id: expect.any(String), claimedFromRoster: false },
    });
    const leo = await addChild(token, { firstName: 'Leo', lastName: 'Stonebridge', teamId: roomFive });
    expect(leo.statusCode, leo.payload).toBe(201);

    expect((await page(token)).children).toEqual([
      {
        _id: ava.json<{ data: { _id: string } }>().data._id,
        firstName: 'Ava',
        lastName: 'Marie Stonebridge',
        publicName: 'Ava S.',
        emailUpdates: true,
        team: { _id: roomFour, name: 'Room 4' },
        sellerCode: expect.stringMatching(/^AVA-[2-9A-HJKMNP-Z]{4}$/),
        waitingMatches: [],
        campaigns: [],
      },
      {
        _id: leo.json<{ data: { _id: string } }>().data._id,
        firstName: 'Leo',
        lastName: 'Stonebridge',
        publicName: 'Leo S.',
        emailUpdates: true,
        team: { _id: roomFive, name: 'Room 5' },
        sellerCode: expect.stringMatching(/^LEO-[2-9A-HJKMNP-Z]{4}$/),
        waitingMatches: [],
        campaigns: [],
      },
    ]);
    expect((await page(token)).teams).toEqual([
      { _id: roomFour, name: 'Room 4' },
      { _id: roomFive, name: 'Room 5' },
    ]);

    const stored = await queryRows<{ email: string; name: string; consented: boolean }>(
      t.app.ctx.db,
      sql`select s.email, s.name, c.consent_id is not null as consented
          from family_children c join sellers s on s.id = c.seller_id order by s.first_name`,
    );
    expect(stored).toEqual([
      { email: '', name: 'Ava Marie Stonebridge', consented: true },
      { email: '', name: 'Leo Stonebridge', consented: true },
    ]);
  });

  it('claims the roster entry of the same first and last name and class, once', async () => {
    const [entry] = await queryRows<{ id: string }>(
      t.app.ctx.db,
      sql`insert into sellers (group_id, name, first_name, last_name, email, team_id, on_roster)
          values (${group.id}, 'Mia Torres', 'Mia', 'Torres', '', ${roomFive}, true) returning id`,
    );
    const token = await signedIn('torres@example.org');
    await agree(token);
    const claimed = await addChild(token, { firstName: 'mia', lastName: 'TORRES', teamId: roomFive });
    expect(claimed.json()).toEqual({ success: true, data: { _id: entry!.id, claimedFromRoster: true } });
    const again = await addChild(token, { firstName: 'Mia', lastName: 'Torres', teamId: roomFive });
    expect(again.json<{ data: { claimedFromRoster: boolean } }>().data.claimedFromRoster).toBe(false);
  });

  it('refuses a class that is not the group’s, and a missing class when the group has classes', async () => {
    const token = await signedIn('kim@example.org');
    await agree(token);
    const before = await sellerCount();
    const otherGroup = await createGroup(t, { name: 'Oak Hill Band', sellerSignIn: 'families' });
    const [foreign] = await queryRows<{ id: string }>(
      t.app.ctx.db,
      sql`insert into teams (group_id, name) values (${otherGroup.id}, 'Room 4') returning id`,
    );
    for (const teamId of [foreign!.id, 'not-an-id', null]) {
      expectFailure(
        await addChild(token, { firstName: 'Noa', lastName: 'Kim', teamId }),
        400,
        FAMILY_API_MESSAGES.classNotFound,
      );
    }
    expectFailure(
      await addChild(token, { firstName: '', lastName: 'Kim', teamId: roomFour }),
      400,
      'First name is required',
      [{ field: 'firstName', message: 'First name is required', code: 'FIELD_REQUIRED' }],
    );
    expect(await sellerCount()).toBe(before);
  });
});
