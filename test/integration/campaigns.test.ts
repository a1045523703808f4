import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../../src/server/db/schema.js';
import type { TCampaign } from '../../src/shared/api/groups.js';
import { CAMPAIGN_API_MESSAGES } from '../../src/shared/texts/campaigns.js';
import { GROUP_API_MESSAGES } from '../../src/shared/texts/groups.js';
import {
  bearer,
  call,
  createGroup,
  expectFailure,
  failure,
  insertOrder,
  registerAdmin,
  type GroupRow,
  type Reply,
} from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const TIME_ZONE = 'Pacific/Auckland';
// 12:00 UTC on 10 March 2026 is 01:00 on 11 March in Auckland (UTC+13): "today" there is 2026-03-11.
const NOW = new Date('2026-03-10T12:00:00Z');

const CAMPAIGN_KEYS = [
  '_id',
  'createdAt',
  'description',
  'donationAmounts',
  'donationMinimum',
  'donationProduct',
  'donationsEnabled',
  'endDate',
  'goalAmount',
  'groupId',
  'isActive',
  'isCurrentlyActive',
  'name',
  'startDate',
];

const END_BEFORE_START = CAMPAIGN_API_MESSAGES.campaignEndBeforeStart;

function campaignBody(values: Record<string, unknown> = {}) {
  return {
    name: 'Spring Cookie Dough',
    description: 'Tubs of dough',
    startDate: '2026-03-01',
    endDate: '2026-03-31',
    isActive: true,
    ...values,
  };
}

describe('campaigns API', () => {
  let t: TestApp;
  let token: string;
  let group: GroupRow;
  let otherGroup: GroupRow;

  beforeAll(async () => {
    t = await createTestApp({ env: { PORTAL_TIMEZONE: TIME_ZONE }, now: () => NOW });
    token = (await registerAdmin(t)).token;
    group = await createGroup(t, { code: 'CAMPA1' });
    otherGroup = await createGroup(t, { code: 'CAMPB2' });
  });
  afterAll(async () => {
    await t.close();
  });

  function admin(method: InjectOptions['method'], url: string, payload?: unknown): Promise<Reply> {
    return call(t, {
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  }

  const listUrl = (groupId: string) => `/api/groups/${groupId}/campaigns`;
  const oneUrl = (groupId: string, campaignId: string) => `/api/groups/${groupId}/campaigns/${campaignId}`;

  async function create(groupId: string, values: Record<string, unknown> = {}): Promise<TCampaign> {
    const res = await admin('POST', listUrl(groupId), campaignBody(values));
    expect(res.statusCode, res.payload).toBe(201);
    return res.json<{ data: TCampaign }>().data;
  }

  async function rowCount(groupId: string): Promise<number> {
    return (await t.app.ctx.db.select().from(campaigns).where(eq(campaigns.groupId, groupId))).length;
  }

  describe('create, read, list, update, delete', () => {
    it('POST answers 201 with the campaign; GET one and the list return it', async () => {
      const res = await admin('POST', listUrl(group.id), campaignBody({ name: '  Wreaths  ' }));
      expect(res.statusCode, res.payload).toBe(201);
      const reply = res.json<{ success: true; data: TCampaign }>();
      expect(reply).toEqual({
        success: true,
        data: {
          _id: expect.any(String),
          groupId: group.id,
          name: 'Wreaths',
          description: 'Tubs of dough',
          startDate: '2026-03-01',
          endDate: '2026-03-31',
          isActive: true,
          isCurrentlyActive: true,
          goalAmount: null,
          donationsEnabled: false,
          donationAmounts: [],
          donationMinimum: null,
          donationProduct: '',
          createdAt: expect.any(String),
        },
      });
      expect(new Date(reply.data.createdAt).toISOString()).toBe(reply.data.createdAt);

      const one = await admin('GET', oneUrl(group.id, reply.data._id));
      expect(one.statusCode, one.payload).toBe(200);
      expect(one.json()).toEqual({ success: true, data: reply.data });

      const list = await admin('GET', listUrl(group.id));
      expect(list.statusCode, list.payload).toBe(200);
      const listed = list.json<{ success: true; data: TCampaign[] }>();
      expect(listed.success).toBe(true);
      expect(listed.data).toContainEqual(reply.data);
      for (const campaign of listed.data) expect(Object.keys(campaign).sort()).toEqual(CAMPAIGN_KEYS);
    });

    it('defaults description to "" and isActive to true when they are left out', async () => {
      const res = await admin('POST', listUrl(group.id), {
        name: 'Minimal',
        startDate: '2026-03-01',
        endDate: '2026-03-02',
      });
      expect(res.statusCode, res.payload).toBe(201);
      expect(res.json<{ data: TCampaign }>().data).toMatchObject({ description: '', isActive: true });
    });

    it("lists only the group's own campaigns", async () => {
      const mine = await create(group.id, { name: 'Mine' });
      const theirs = await create(otherGroup.id, { name: 'Theirs' });
      const listed = (await admin('GET', listUrl(group.id))).json<{ data: TCampaign[] }>().data;
      expect(listed.map((campaign) => campaign._id)).toContain(mine._id);
      expect(listed.map((campaign) => campaign._id)).not.toContain(theirs._id);
      expect(listed.every((campaign) => campaign.groupId === group.id)).toBe(true);
      expect(listed).toHaveLength(await rowCount(group.id));
    });

    it('answers an empty list for a group without campaigns', async () => {
      const empty = await createGroup(t);
      expect((await admin('GET', listUrl(empty.id))).json()).toEqual({ success: true, data: [] });
    });

    it('PUT replaces every field and answers 200 with the campaign as stored', async () => {
      const campaign = await create(group.id);
      const res = await admin(
        'PUT',
        oneUrl(group.id, campaign._id),
        campaignBody({
          name: 'Renamed',
          description: 'New description',
          startDate: '2026-04-01',
          endDate: '2026-04-30',
          isActive: false,
        }),
      );
      expect(res.statusCode, res.payload).toBe(200);
      const expected = {
        ...campaign,
        name: 'Renamed',
        description: 'New description',
        startDate: '2026-04-01',
        endDate: '2026-04-30',
        isActive: false,
        isCurrentlyActive: false,
      };
      expect(res.json()).toEqual({ success: true, data: expected });
      expect((await admin('GET', oneUrl(group.id, campaign._id))).json()).toEqual({
        success: true,
        data: expected,
      });
    });

    it('DELETE answers 200 with the success message; the campaign is gone afterwards', async () => {
      const campaign = await create(group.id);
      const res = await admin('DELETE', oneUrl(group.id, campaign._id));
      expect(res.statusCode, res.payload).toBe(200);
      expect(res.json()).toEqual({ success: true, message: CAMPAIGN_API_MESSAGES.campaignDeleted });
      for (const method of ['GET', 'DELETE'] as const) {
        expectFailure(
          await admin(method, oneUrl(group.id, campaign._id)),
          404,
          CAMPAIGN_API_MESSAGES.campaignNotFound,
        );
      }
      const listed = (await admin('GET', listUrl(group.id))).json<{ data: TCampaign[] }>().data;
      expect(listed.map((item) => item._id)).not.toContain(campaign._id);
    });

    it('DELETE is refused with 409 while an order references the campaign; it can still be deactivated', async () => {
      const campaign = await create(group.id);
      const row = (await t.app.ctx.db.select().from(campaigns).where(eq(campaigns.id, campaign._id)))[0]!;
      await insertOrder(t, { group, campaign: row });
      expectFailure(
        await admin('DELETE', oneUrl(group.id, campaign._id)),
        409,
        CAMPAIGN_API_MESSAGES.campaignHasOrders,
      );
      expect((await admin('GET', oneUrl(group.id, campaign._id))).json()).toEqual({
        success: true,
        data: campaign,
      });
      const deactivated = await admin('PUT', oneUrl(group.id, campaign._id), {
        ...campaignBody(),
        isActive: false,
      });
      expect(deactivated.statusCode, deactivated.payload).toBe(200);
      expect(deactivated.json<{ data: TCampaign }>().data.isActive).toBe(false);
    });
  });

  describe('not found', () => {
    it('a campaign id of another group answers 404 "Campaign not found" and changes nothing', async () => {
      const theirs = await create(otherGroup.id, { name: 'Not yours' });
      const url = oneUrl(group.id, theirs._id);
      expectFailure(await admin('GET', url), 404, CAMPAIGN_API_MESSAGES.campaignNotFound);
      expectFailure(
        await admin('PUT', url, campaignBody({ name: 'Hijacked' })),
        404,
        CAMPAIGN_API_MESSAGES.campaignNotFound,
      );
      expectFailure(await admin('DELETE', url), 404, CAMPAIGN_API_MESSAGES.campaignNotFound);
      expect((await admin('GET', oneUrl(otherGroup.id, theirs._id))).json()).toEqual({
        success: true,
        data: theirs,
      });
    });

    it('an unknown or malformed campaign id answers 404 "Campaign not found"', async () => {
      for (const id of [randomUUID(), 'not-an-id', '0', "1' or '1'='1"]) {
        const url = oneUrl(group.id, encodeURIComponent(id));
        expectFailure(await admin('GET', url), 404, CAMPAIGN_API_MESSAGES.campaignNotFound);
        expectFailure(await admin('PUT', url, campaignBody()), 404, CAMPAIGN_API_MESSAGES.campaignNotFound);
        expectFailure(await admin('DELETE', url), 404, CAMPAIGN_API_MESSAGES.campaignNotFound);
      }
    });

    it('an unknown or malformed group id answers 404 "Group not found" on every campaign route', async () => {
      const campaign = await create(group.id);
      for (const groupId of [randomUUID(), 'not-an-id']) {
        const notFound = GROUP_API_MESSAGES.groupNotFound;
        expectFailure(await admin('GET', listUrl(groupId)), 404, notFound);
        expectFailure(await admin('POST', listUrl(groupId), campaignBody()), 404, notFound);
        expectFailure(await admin('GET', oneUrl(groupId, campaign._id)), 404, notFound);
        expectFailure(await admin('PUT', oneUrl(groupId, campaign._id), campaignBody()), 404, notFound);
        expectFailure(await admin('DELETE', oneUrl(groupId, campaign._id)), 404, notFound);
      }
      expect((await admin('GET', oneUrl(group.id, campaign._id))).statusCode).toBe(200);
    });
  });

  describe('validation', () => {
    it(`name is required: 400 "${CAMPAIGN_API_MESSAGES.campaignNameRequired}" on name`, async () => {
      for (const name of [undefined, '', '   ', null]) {
        const before = await rowCount(group.id);
        const res = await admin('POST', listUrl(group.id), campaignBody({ name }));
        expectFailure(res, 400, CAMPAIGN_API_MESSAGES.campaignNameRequired, [
          { field: 'name', message: CAMPAIGN_API_MESSAGES.campaignNameRequired },
        ]);
        expect(await rowCount(group.id)).toBe(before);
      }
    });

    it('start and end dates are required: 400 with an error on each missing date', async () => {
      const noStart = failure(
        await admin('POST', listUrl(group.id), campaignBody({ startDate: undefined })),
        400,
      );
      expect(noStart.errors?.map((error) => error.field)).toEqual(['startDate']);
      expect(noStart.errors?.[0]?.message).toMatch(/required/);
      const neither = failure(
        await admin('POST', listUrl(group.id), campaignBody({ startDate: '', endDate: undefined })),
        400,
      );
      expect(neither.errors?.map((error) => error.field)).toEqual(['startDate', 'endDate']);
      for (const error of neither.errors ?? []) expect(error.message).toMatch(/required/);
    });

    const malformed: unknown[] = [
      '2026/03/01',
      '01-03-2026',
      '2026-3-1',
      '2026-02-30',
      '2026-13-01',
      '2026-03-01T00:00:00Z',
      'tomorrow',
      20260301,
      true,
      ['2026-03-01'],
      { $gt: '' },
      '2026-03-01\u0000',
    ];
    for (const value of malformed) {
      it(`a malformed start date (${JSON.stringify(value)}): 400 on startDate, nothing stored`, async () => {
        const before = await rowCount(group.id);
        const body = failure(await admin('POST', listUrl(group.id), campaignBody({ startDate: value })), 400);
        expect(body.errors?.[0]?.field).toBe('startDate');
        expect(body.message).toBe(body.errors?.[0]?.message);
        expect(await rowCount(group.id)).toBe(before);
      });
    }

    it('a date in year 0000 (which PostgreSQL has no room for): 400, never a 500', async () => {
      const before = await rowCount(group.id);
      for (const dates of [
        { startDate: '0000-01-01', endDate: '2026-03-01' },
        { startDate: '0000-01-01', endDate: '0000-12-31' },
      ]) {
        failure(await admin('POST', listUrl(group.id), campaignBody(dates)), 400);
      }
      expect(await rowCount(group.id)).toBe(before);
    });

    it(`end before start: 400 "${END_BEFORE_START}" on endDate, on create and on update`, async () => {
      const before = await rowCount(group.id);
      const backwards = { startDate: '2026-03-02', endDate: '2026-03-01' };
      expectFailure(await admin('POST', listUrl(group.id), campaignBody(backwards)), 400, END_BEFORE_START, [
        { field: 'endDate', message: END_BEFORE_START },
      ]);
      expect(await rowCount(group.id)).toBe(before);

      const campaign = await create(group.id);
      expectFailure(
        await admin(
          'PUT',
          oneUrl(group.id, campaign._id),
          campaignBody({ startDate: '2027-01-01', endDate: '2026-12-31' }),
        ),
        400,
        END_BEFORE_START,
        [{ field: 'endDate', message: END_BEFORE_START }],
      );
      expect((await admin('GET', oneUrl(group.id, campaign._id))).json()).toEqual({
        success: true,
        data: campaign,
      });
    });

    it('end on the same day as the start is allowed (a one-day campaign)', async () => {
      const campaign = await create(group.id, { startDate: '2026-05-05', endDate: '2026-05-05' });
      expect(campaign).toMatchObject({ startDate: '2026-05-05', endDate: '2026-05-05' });
      const res = await admin(
        'PUT',
        oneUrl(group.id, campaign._id),
        campaignBody({ startDate: '2026-06-06', endDate: '2026-06-06' }),
      );
      expect(res.statusCode, res.payload).toBe(200);
    });

    it('PUT checks the body like POST: a missing name is 400 and the campaign is unchanged', async () => {
      const campaign = await create(group.id);
      expectFailure(
        await admin('PUT', oneUrl(group.id, campaign._id), campaignBody({ name: ' ' })),
        400,
        CAMPAIGN_API_MESSAGES.campaignNameRequired,
        [{ field: 'name', message: CAMPAIGN_API_MESSAGES.campaignNameRequired }],
      );
      expect((await admin('GET', oneUrl(group.id, campaign._id))).json()).toEqual({
        success: true,
        data: campaign,
      });
    });
  });

  describe(`isCurrentlyActive (today is 2026-03-11 in ${TIME_ZONE}, still 2026-03-10 in UTC)`, () => {
    const cases: [label: string, startDate: string, endDate: string, isActive: boolean, current: boolean][] =
      [
        ['ended yesterday (still running in UTC)', '2026-03-01', '2026-03-10', true, false],
        ['starts today (not yet in UTC)', '2026-03-11', '2026-03-20', true, true],
        ['ends today', '2026-03-01', '2026-03-11', true, true],
        ['runs today only', '2026-03-11', '2026-03-11', true, true],
        ['starts tomorrow', '2026-03-12', '2026-03-31', true, false],
        ['spans today but is inactive', '2026-03-01', '2026-03-31', false, false],
        ['ended long ago', '2025-01-01', '2025-12-31', true, false],
      ];

    for (const [label, startDate, endDate, isActive, current] of cases) {
      it(`a campaign that ${label}: ${current}, in the POST reply, GET one and the list`, async () => {
        const campaign = await create(group.id, { name: label, startDate, endDate, isActive });
        expect(campaign.isCurrentlyActive).toBe(current);
        const one = (await admin('GET', oneUrl(group.id, campaign._id))).json<{ data: TCampaign }>().data;
        expect(one.isCurrentlyActive).toBe(current);
        const listed = (await admin('GET', listUrl(group.id))).json<{ data: TCampaign[] }>().data;
        expect(listed.find((item) => item._id === campaign._id)?.isCurrentlyActive).toBe(current);
      });
    }

    it('follows updates: activating an inactive campaign that spans today makes it current, and back', async () => {
      const campaign = await create(group.id, { isActive: false });
      expect(campaign.isCurrentlyActive).toBe(false);
      const on = await admin('PUT', oneUrl(group.id, campaign._id), campaignBody({ isActive: true }));
      expect(on.json<{ data: TCampaign }>().data.isCurrentlyActive).toBe(true);
      const moved = await admin(
        'PUT',
        oneUrl(group.id, campaign._id),
        campaignBody({ startDate: '2026-03-12', endDate: '2026-03-31' }),
      );
      expect(moved.json<{ data: TCampaign }>().data.isCurrentlyActive).toBe(false);
    });
  });

  describe('bad input never causes a 500', () => {
    const invalid: [label: string, override: Record<string, unknown>, field: string][] = [
      ['a number as name', { name: 42 }, 'name'],
      ['an array as name', { name: ['a'] }, 'name'],
      ['an object as description', { description: { $ne: null } }, 'description'],
      ['a string as isActive', { isActive: 'true' }, 'isActive'],
      ['null as isActive', { isActive: null }, 'isActive'],
      ['a NUL character in the name', { name: 'Cookie\u0000Dough' }, 'name'],
      ['a NUL character in the description', { description: 'a\u0000b' }, 'description'],
      ['a 10,000-character name', { name: 'n'.repeat(10_000) }, 'name'],
      ['a 10,000-character description', { description: 'd'.repeat(10_000) }, 'description'],
      ['a 10,000-character date', { endDate: '2'.repeat(10_000) }, 'endDate'],
    ];

    for (const [label, override, field] of invalid) {
      it(`${label}: 400 on ${field} for POST and PUT, nothing stored or changed`, async () => {
        const campaign = await create(group.id);
        const before = await rowCount(group.id);
        const created = failure(await admin('POST', listUrl(group.id), campaignBody(override)), 400);
        expect(created.errors?.[0]?.field).toBe(field);
        const updated = failure(
          await admin('PUT', oneUrl(group.id, campaign._id), campaignBody(override)),
          400,
        );
        expect(updated.errors?.[0]?.field).toBe(field);
        expect(await rowCount(group.id)).toBe(before);
        expect((await admin('GET', oneUrl(group.id, campaign._id))).json()).toEqual({
          success: true,
          data: campaign,
        });
      });
    }

    it('a JSON array, a string, null or a number as the whole body: 400', async () => {
      const before = await rowCount(group.id);
      for (const payload of ['[]', '[{"name":"x"}]', '"campaign"', 'null', '7']) {
        const res = await call(t, {
          method: 'POST',
          url: listUrl(group.id),
          headers: { ...bearer(token), 'content-type': 'application/json' },
          payload,
        });
        failure(res, 400);
      }
      expect(await rowCount(group.id)).toBe(before);
    });

    it('extra fields are ignored: another groupId, an id, isCurrentlyActive or createdAt in the body', async () => {
      const sentId = randomUUID();
      const res = await admin('POST', listUrl(group.id), {
        ...campaignBody({ startDate: '2026-04-01', endDate: '2026-04-30' }),
        _id: sentId,
        groupId: otherGroup.id,
        isCurrentlyActive: true,
        createdAt: '1999-01-01T00:00:00.000Z',
      });
      expect(res.statusCode, res.payload).toBe(201);
      const campaign = res.json<{ data: TCampaign }>().data;
      expect(Object.keys(campaign).sort()).toEqual(CAMPAIGN_KEYS);
      expect(campaign._id).not.toBe(sentId);
      expect(campaign.groupId).toBe(group.id);
      expect(campaign.isCurrentlyActive).toBe(false);
      expect(campaign.createdAt).not.toBe('1999-01-01T00:00:00.000Z');

      const moved = await admin('PUT', oneUrl(group.id, campaign._id), {
        ...campaignBody({ startDate: '2026-04-01', endDate: '2026-04-30' }),
        groupId: otherGroup.id,
      });
      expect(moved.statusCode, moved.payload).toBe(200);
      expect(moved.json<{ data: TCampaign }>().data.groupId).toBe(group.id);
      expectFailure(
        await admin('GET', oneUrl(otherGroup.id, campaign._id)),
        404,
        CAMPAIGN_API_MESSAGES.campaignNotFound,
      );
    });
  });
});
