import { LOGIN_REFUSALS } from '../../src/shared/texts/login-refusals.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellers } from '../../src/server/db/schema.js';
import { SELLER_TOKEN_TTL_S } from '../../src/shared/constants.js';
import { LOGIN_MESSAGES } from '../../src/shared/texts/login.js';
import {
  call,
  claimsOf,
  createCampaign,
  createGroup,
  expectFailure,
  loginSeller,
  type CampaignRow,
  type GroupRow,
} from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

interface SellerLoginReply {
  success: true;
  token: string;
  user: {
    id: string;
    name: string;
    email: string;
    groupCode: string;
    team: { _id: string; name: string } | null;
  };
  group: { _id: string; code: string; name: string; organizationName: string };
  campaigns: {
    _id: string;
    groupId: string;
    name: string;
    description: string;
    startDate: string;
    endDate: string;
    isActive: boolean;
    isCurrentlyActive: boolean;
    goalAmount: number | null;
    donationsEnabled: boolean;
    donationAmounts: number[];
    donationMinimum: number | null;
    donationProduct: string;
    createdAt: string;
  }[];
}

function presented(row: CampaignRow) {
  return {
    _id: row.id,
    groupId: row.groupId,
    name: row.name,
    description: row.description,
    startDate: row.startDate,
    endDate: row.endDate,
    isActive: row.isActive,
    isCurrentlyActive: true,
    goalAmount: row.goalCents === null ? null : row.goalCents / 100,
    donationsEnabled: false,
    donationAmounts: [],
    donationMinimum: null,
    donationProduct: '',
    createdAt: row.createdAt.toISOString(),
  };
}

const byId = <T extends { _id: string }>(list: T[]) => [...list].sort((a, b) => a._id.localeCompare(b._id));

// 11:00 UTC on 1 March 2026: "today" is 2026-03-01 in the default time zone (UTC).
const NOW = new Date('2026-03-01T11:00:00Z');

describe('POST /api/auth/user', () => {
  let t: TestApp;
  let lincoln: GroupRow;
  let other: GroupRow;
  let running: CampaignRow;
  let startsAndEndsToday: CampaignRow;

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    lincoln = await createGroup(t, {
      name: 'Lincoln PTA',
      code: 'LINC01',
      organizationName: 'Lincoln Elementary School',
    });
    running = await createCampaign(t, lincoln.id, {
      name: 'Spring Cookie Dough',
      description: 'Tubs of dough',
      startDate: '2026-02-01',
      endDate: '2026-03-31',
    });
    startsAndEndsToday = await createCampaign(t, lincoln.id, {
      name: 'One-day Flash Sale',
      description: '',
      startDate: '2026-03-01',
      endDate: '2026-03-01',
    });
    // None of these is current on 2026-03-01.
    await createCampaign(t, lincoln.id, { name: 'Winter', startDate: '2026-01-01', endDate: '2026-02-28' });
    await createCampaign(t, lincoln.id, { name: 'Summer', startDate: '2026-03-02', endDate: '2026-06-30' });
    await createCampaign(t, lincoln.id, {
      name: 'Paused',
      startDate: '2026-02-01',
      endDate: '2026-03-31',
      isActive: false,
    });

    other = await createGroup(t, { name: 'Other Group', code: 'OTHER9', organizationName: 'Other School' });
    await createCampaign(t, other.id, { name: 'Other Sale', startDate: '2026-01-01', endDate: '2026-12-31' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('logs a seller in with the full reply: user, group and only the current campaigns', async () => {
    const res = await loginSeller(t, { name: 'Sam Seller', email: 'sam@example.org', groupCode: 'LINC01' });
    expect(res.statusCode, res.payload).toBe(200);
    const body = res.json<SellerLoginReply>();
    expect({ ...body, campaigns: byId(body.campaigns) }).toEqual({
      success: true,
      token: expect.any(String),
      user: {
        id: expect.any(String),
        name: 'Sam Seller',
        email: 'sam@example.org',
        groupCode: 'LINC01',
        team: null,
      },
      group: {
        _id: lincoln.id,
        code: 'LINC01',
        name: 'Lincoln PTA',
        organizationName: 'Lincoln Elementary School',
      },
      campaigns: byId([presented(running), presented(startsAndEndsToday)]),
      teams: [],
    });
  });

  it('issues a seller token naming the seller and the group', async () => {
    const res = await loginSeller(t, { name: 'Sam Seller', email: 'sam@example.org', groupCode: 'LINC01' });
    const body = res.json<SellerLoginReply>();
    const claims = claimsOf(body.token);
    expect(claims).toMatchObject({ sub: body.user.id, role: 'user', gid: lincoln.id });
    expect(claims.exp! - claims.iat!).toBe(SELLER_TOKEN_TTL_S);
  });

  it('matches the group code case-insensitively, trimmed, and answers with the stored code', async () => {
    for (const groupCode of ['linc01', 'LiNc01', '  LINC01  ']) {
      const res = await loginSeller(t, { name: 'Sam Seller', email: 'sam@example.org', groupCode });
      expect(res.statusCode, `${groupCode}: ${res.payload}`).toBe(200);
      const body = res.json<SellerLoginReply>();
      expect(body.user.groupCode).toBe('LINC01');
      expect(body.group.code).toBe('LINC01');
    }
  });

  it('keeps the same seller for the same e-mail and name in the same group, whatever their case', async () => {
    const first = await loginSeller(t, { name: 'Jo Seller', email: 'jo@example.org', groupCode: 'LINC01' });
    const again = await loginSeller(t, {
      name: '  jo SELLER ',
      email: 'JO@Example.ORG',
      groupCode: 'linc01',
    });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    const a = first.json<SellerLoginReply>().user;
    const b = again.json<SellerLoginReply>().user;
    expect(b.id).toBe(a.id);
    expect(b.email).toBe('jo@example.org');
    // A login never renames the seller.
    expect(b.name).toBe('Jo Seller');
    const rows = await t.app.ctx.db.select().from(sellers);
    expect(rows.filter((row) => row.email.toLowerCase() === 'jo@example.org')).toHaveLength(1);
  });

  it('makes another seller for the same e-mail with another name, and keeps the first one as it was', async () => {
    const first = await loginSeller(t, { name: 'Jo Seller', email: 'jo@example.org', groupCode: 'LINC01' });
    const sibling = await loginSeller(t, {
      name: 'Joanne Seller',
      email: 'jo@example.org',
      groupCode: 'LINC01',
    });
    expect(sibling.statusCode).toBe(200);
    expect(sibling.json<SellerLoginReply>().user.id).not.toBe(first.json<SellerLoginReply>().user.id);
    const rows = await t.app.ctx.db.select().from(sellers);
    expect(
      rows
        .filter((row) => row.groupId === lincoln.id && row.email === 'jo@example.org')
        .map((row) => row.name)
        .sort(),
    ).toEqual(['Jo Seller', 'Joanne Seller']);
  });

  it('makes a different seller for the same e-mail in another group', async () => {
    const here = await loginSeller(t, { name: 'Jo Seller', email: 'jo@example.org', groupCode: 'LINC01' });
    const there = await loginSeller(t, { name: 'Jo Seller', email: 'jo@example.org', groupCode: 'OTHER9' });
    expect(there.statusCode, there.payload).toBe(200);
    const thereBody = there.json<SellerLoginReply>();
    expect(thereBody.user.id).not.toBe(here.json<SellerLoginReply>().user.id);
    expect(thereBody.group._id).toBe(other.id);
    expect(thereBody.campaigns.map((c) => c.name)).toEqual(['Other Sale']);
  });

  it('keeps one seller when the same seller logs in 10 times at once', async () => {
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        loginSeller(t, {
          name: i % 3 ? 'Racing Seller' : ' racing SELLER ',
          email: i % 2 ? 'RACER@example.org' : 'racer@EXAMPLE.org',
          groupCode: 'LINC01',
        }),
      ),
    );
    expect(replies.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    const ids = new Set(replies.map((res) => res.json<SellerLoginReply>().user.id));
    expect(ids.size).toBe(1);
    const rows = await t.app.ctx.db.select().from(sellers);
    expect(rows.filter((row) => row.email.toLowerCase() === 'racer@example.org')).toHaveLength(1);
  });

  it('answers an unknown group code with 404 "Invalid group code"', async () => {
    for (const groupCode of ['NOPE42', 'LINC0', 'LINC01X', 'LINC0_', '%', "' OR '1'='1"]) {
      const res = await loginSeller(t, { name: 'Sam Seller', email: 'sam@example.org', groupCode });
      expectFailure(res, 404, LOGIN_REFUSALS.invalidGroupCode);
    }
  });

  it('answers an inactive group with 404 "Invalid group code", even while its campaign runs', async () => {
    const closed = await createGroup(t, { code: 'CLOSED1', isActive: false });
    await createCampaign(t, closed.id, { startDate: '2026-01-01', endDate: '2026-12-31' });
    const res = await loginSeller(t, {
      name: 'Sam Seller',
      email: 'sam@example.org',
      groupCode: 'closed1',
    });
    expectFailure(res, 404, LOGIN_REFUSALS.invalidGroupCode);
  });

  it('answers a group with no campaign running today with 400 and the no-current-campaign message', async () => {
    const idle = await createGroup(t, { code: 'IDLE77' });
    await createCampaign(t, idle.id, { name: 'Ended', startDate: '2026-01-01', endDate: '2026-02-28' });
    await createCampaign(t, idle.id, { name: 'Upcoming', startDate: '2026-03-02', endDate: '2026-03-31' });
    await createCampaign(t, idle.id, {
      name: 'Switched off',
      startDate: '2026-02-01',
      endDate: '2026-03-31',
      isActive: false,
    });
    const res = await loginSeller(t, { name: 'Sam Seller', email: 'sam@example.org', groupCode: 'IDLE77' });
    expectFailure(res, 400, LOGIN_MESSAGES.noCurrentCampaign);
    const rows = await t.app.ctx.db.select().from(sellers);
    expect(rows.filter((row) => row.groupId === idle.id)).toHaveLength(0);
  });

  it('answers a group without any campaign with 400 and the no-current-campaign message', async () => {
    await createGroup(t, { code: 'EMPTY5' });
    const res = await loginSeller(t, { name: 'Sam Seller', email: 'sam@example.org', groupCode: 'EMPTY5' });
    expectFailure(res, 400, LOGIN_MESSAGES.noCurrentCampaign);
  });

  it('refuses missing fields with 400 and one error per field', async () => {
    const res = await call(t, {
      method: 'POST',
      url: '/api/auth/user',
      payload: { name: ' ', email: '', groupCode: '' },
    });
    expectFailure(res, 400, 'Seller name is required', [
      { field: 'name', message: 'Seller name is required' },
      { field: 'email', message: 'Email address is required' },
      { field: 'groupCode', message: 'Group code is required' },
    ]);
  });

  it('refuses an invalid e-mail with the e-mail format message', async () => {
    const res = await loginSeller(t, { name: 'Sam Seller', email: 'sam@', groupCode: 'LINC01' });
    expectFailure(res, 400, LOGIN_MESSAGES.invalidEmail, [
      { field: 'email', message: LOGIN_MESSAGES.invalidEmail },
    ]);
  });

  it('stores and echoes names verbatim, quotes and all', async () => {
    const name = "Robert'); DROP TABLE sellers;-- 🍪";
    const res = await loginSeller(t, { name, email: 'bobby@example.org', groupCode: 'LINC01' });
    expect(res.statusCode, res.payload).toBe(200);
    expect(res.json<SellerLoginReply>().user.name).toBe(name);
    const rows = await t.app.ctx.db.select().from(sellers);
    expect(rows.find((row) => row.email === 'bobby@example.org')?.name).toBe(name);
  });

  it('ignores a role or id smuggled into the body', async () => {
    const res = await call(t, {
      method: 'POST',
      url: '/api/auth/user',
      payload: {
        name: 'Mallory',
        email: 'mallory@example.org',
        groupCode: 'LINC01',
        role: 'admin',
        id: '00000000-0000-0000-0000-000000000000',
        gid: other.id,
      },
    });
    expect(res.statusCode, res.payload).toBe(200);
    const body = res.json<SellerLoginReply>();
    expect(body.user.id).not.toBe('00000000-0000-0000-0000-000000000000');
    expect(claimsOf(body.token)).toMatchObject({ role: 'user', gid: lincoln.id, sub: body.user.id });
  });
});

describe('seller login reads "today" in PORTAL_TIMEZONE', () => {
  // 11:00 UTC on 1 March is already 01:00 on 2 March in Kiritimati (UTC+14).
  const now = () => new Date('2026-03-01T11:00:00Z');

  async function appWithCampaigns(timeZone: string) {
    const t = await createTestApp({ env: { PORTAL_TIMEZONE: timeZone }, now });
    const starts = await createGroup(t, { code: 'STARTS2' });
    const startsCampaign = await createCampaign(t, starts.id, {
      name: 'Starts 2 March',
      startDate: '2026-03-02',
      endDate: '2026-03-31',
    });
    const ends = await createGroup(t, { code: 'ENDS1' });
    const endsCampaign = await createCampaign(t, ends.id, {
      name: 'Ends 1 March',
      startDate: '2026-02-01',
      endDate: '2026-03-01',
    });
    return { t, startsCampaign, endsCampaign };
  }

  let kiritimati: Awaited<ReturnType<typeof appWithCampaigns>>;
  let utc: Awaited<ReturnType<typeof appWithCampaigns>>;

  beforeAll(async () => {
    kiritimati = await appWithCampaigns('Pacific/Kiritimati');
    utc = await appWithCampaigns('UTC');
  });
  afterAll(async () => {
    await kiritimati?.t.close();
    await utc?.t.close();
  });

  it('in Pacific/Kiritimati a campaign starting 2 March is current at 11:00 UTC on 1 March', async () => {
    const res = await loginSeller(kiritimati.t, {
      name: 'Kai',
      email: 'kai@example.org',
      groupCode: 'STARTS2',
    });
    expect(res.statusCode, res.payload).toBe(200);
    expect(res.json<SellerLoginReply>().campaigns).toEqual([presented(kiritimati.startsCampaign)]);
  });

  it('in Pacific/Kiritimati a campaign ending 1 March is already over', async () => {
    const res = await loginSeller(kiritimati.t, {
      name: 'Kai',
      email: 'kai@example.org',
      groupCode: 'ENDS1',
    });
    expectFailure(res, 400, LOGIN_MESSAGES.noCurrentCampaign);
  });

  it('in UTC the same campaign starting 2 March is not current yet', async () => {
    const res = await loginSeller(utc.t, { name: 'Kai', email: 'kai@example.org', groupCode: 'STARTS2' });
    expectFailure(res, 400, LOGIN_MESSAGES.noCurrentCampaign);
  });

  it('in UTC the campaign ending 1 March still runs', async () => {
    const res = await loginSeller(utc.t, { name: 'Kai', email: 'kai@example.org', groupCode: 'ENDS1' });
    expect(res.statusCode, res.payload).toBe(200);
    expect(res.json<SellerLoginReply>().campaigns).toEqual([presented(utc.endsCampaign)]);
  });
});
