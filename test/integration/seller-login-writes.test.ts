/**
 * What a seller's sign-in writes and reads, now that one statement finds the group, reads its current campaigns and
 * upserts the seller: the campaigns in their order with every field, the sign-in time recorded on each login, and
 * nothing written when the group has no current campaign.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, sellers } from '../../src/server/db/schema.js';
import { LOGIN_MESSAGES } from '../../src/shared/texts/login.js';
import {
  createCampaign,
  createGroup,
  expectFailure,
  loginSeller,
  type CampaignRow,
  type GroupRow,
} from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

interface LoginReply {
  user: {
    id: string;
    name: string;
    email: string;
    groupCode: string;
    team: { _id: string; name: string } | null;
  };
  campaigns: { _id: string; name: string; goalAmount: number | null; createdAt: string; endDate: string }[];
}

// "today" is 2026-03-01 in the default time zone (UTC).
const NOW = new Date('2026-03-01T11:00:00Z');

describe('seller sign-in writes', () => {
  let t: TestApp;
  let group: GroupRow;

  const sellerRow = async (email: string) => {
    const rows = await t.app.ctx.db.select().from(sellers).where(eq(sellers.groupId, group.id));
    return rows.find((row) => row.email.toLowerCase() === email.toLowerCase());
  };

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    group = await createGroup(t, { code: 'WRITES1', name: 'Writes PTA', organizationName: 'Writes School' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the current campaigns soonest ending first, then by name, each with its goal and creation time', async () => {
    const made: CampaignRow[] = [];
    for (const [name, endDate, goalCents] of [
      ['Zebra Sale', '2026-03-31', null],
      ['Apple Sale', '2026-04-30', 123_456],
      ['Mango Sale', '2026-03-31', 100],
      ['Berry Sale', '2026-03-15', 999_999_999],
    ] as const) {
      made.push(await createCampaign(t, group.id, { name, startDate: '2026-02-01', endDate, goalCents }));
    }
    await createCampaign(t, group.id, { name: 'Aardvark Paused', isActive: false });

    const res = await loginSeller(t, {
      name: 'Ord Seller',
      email: 'ord@example.org',
      groupCode: 'writes1',
    });
    expect(res.statusCode, res.payload).toBe(200);
    const listed = res.json<LoginReply>().campaigns;
    expect(listed.map((c) => c.name)).toEqual(['Berry Sale', 'Mango Sale', 'Zebra Sale', 'Apple Sale']);
    const byName = new Map(made.map((row) => [row.name, row]));
    for (const campaign of listed) {
      const row = byName.get(campaign.name)!;
      expect(campaign._id).toBe(row.id);
      expect(campaign.createdAt).toBe(row.createdAt.toISOString());
      expect(campaign.goalAmount).toBe(row.goalCents === null ? null : row.goalCents / 100);
    }
  });

  it('records the sign-in time on every login of the same seller', async () => {
    const first = await loginSeller(t, {
      name: 'Tim Seller',
      email: 'Tim@example.org',
      groupCode: 'WRITES1',
    });
    expect(first.statusCode, first.payload).toBe(200);
    const before = (await sellerRow('tim@example.org'))!;
    await new Promise((resolve) => setTimeout(resolve, 5));

    const again = await loginSeller(t, {
      name: 'Tim Seller',
      email: 'TIM@example.org',
      groupCode: 'WRITES1',
    });
    expect(again.statusCode, again.payload).toBe(200);
    expect(again.json<LoginReply>().user).toEqual({
      id: before.id,
      name: 'Tim Seller',
      email: 'tim@example.org',
      groupCode: 'WRITES1',
      team: null,
    });
    const after = (await sellerRow('tim@example.org'))!;
    expect(after.lastLoginAt.getTime()).toBeGreaterThan(before.lastLoginAt.getTime());
    expect(after.createdAt).toEqual(before.createdAt);
  });

  it('leaves a known seller untouched when the group has no current campaign', async () => {
    const idle = await createGroup(t, { code: 'IDLEW2' });
    const running = await createCampaign(t, idle.id, { startDate: '2026-02-01', endDate: '2026-03-31' });
    const first = await loginSeller(t, {
      name: 'Ida Seller',
      email: 'ida@example.org',
      groupCode: 'IDLEW2',
    });
    expect(first.statusCode, first.payload).toBe(200);
    const [before] = await t.app.ctx.db.select().from(sellers).where(eq(sellers.groupId, idle.id));

    await t.app.ctx.db.update(campaigns).set({ isActive: false }).where(eq(campaigns.id, running.id));
    const res = await loginSeller(t, {
      name: 'Ida Renamed',
      email: 'ida@example.org',
      groupCode: 'IDLEW2',
    });
    expectFailure(res, 400, LOGIN_MESSAGES.noCurrentCampaign);
    const stored = await t.app.ctx.db.select().from(sellers).where(eq(sellers.groupId, idle.id));
    expect(stored).toEqual([before]);
  });
});
