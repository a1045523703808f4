import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, groups, sellers } from '../../src/server/db/schema.js';
import type { TCampaign, TGroup } from '../../src/shared/api/groups.js';
import { API_ERROR_MESSAGES } from '../../src/shared/texts/api-errors.js';
import { CAMPAIGN_API_MESSAGES } from '../../src/shared/texts/campaigns.js';
import { GROUP_API_MESSAGES } from '../../src/shared/texts/groups.js';
import {
  bearer,
  call,
  createCoordinator,
  sellerToken,
  expectFailure,
  failure,
  insertOrder,
  registerAdmin,
  unique,
  type GroupRow,
  type Reply,
} from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const TIME_ZONE = 'America/Los_Angeles';
// 05:00 UTC on 1 February 2026 is still 31 January (21:00) in Los Angeles: "today" must be read there.
const JAN_31_IN_LOS_ANGELES = new Date('2026-02-01T05:00:00Z');

const GROUP_KEYS = [
  '_id',
  'code',
  'contactInfo',
  'createdAt',
  'isActive',
  'name',
  'organizationName',
  'profitSharePercent',
  'receiptNote',
  'sellerSignIn',
  'taxId',
];

function code(prefix = 'G'): string {
  return unique(prefix)
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(-20);
}

function groupBody(values: Record<string, unknown> = {}) {
  return {
    name: 'Lincoln Elementary PTA',
    code: code(),
    organizationName: 'Lincoln Elementary School',
    contactInfo: 'pta@lincoln.example.org',
    isActive: true,
    ...values,
  };
}

describe('groups API', () => {
  let t: TestApp;
  let token: string;
  let now = JAN_31_IN_LOS_ANGELES;

  beforeAll(async () => {
    t = await createTestApp({ env: { PORTAL_TIMEZONE: TIME_ZONE }, now: () => now });
    token = (await registerAdmin(t)).token;
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

  async function createViaApi(values: Record<string, unknown> = {}): Promise<TGroup> {
    const res = await admin('POST', '/api/groups', groupBody(values));
    expect(res.statusCode, res.payload).toBe(201);
    return res.json<{ data: TGroup }>().data;
  }

  async function campaignsOf(groupId: string): Promise<TCampaign[]> {
    const res = await admin('GET', `/api/groups/${groupId}/campaigns`);
    expect(res.statusCode, res.payload).toBe(200);
    return res.json<{ data: TCampaign[] }>().data;
  }

  async function groupCount(): Promise<number> {
    return (await t.app.ctx.db.select({ id: groups.id }).from(groups)).length;
  }

  async function campaignRowsOf(groupId: string) {
    return t.app.ctx.db.select().from(campaigns).where(eq(campaigns.groupId, groupId));
  }

  describe('GET /api/groups', () => {
    it('lists every group, newest first (not by name)', async () => {
      const zeta = await createViaApi({ name: 'Zeta Scouts' });
      const alpha = await createViaApi({ name: 'Alpha Choir' });
      const mid = await createViaApi({ name: 'Mid Robotics' });
      const res = await admin('GET', '/api/groups');
      expect(res.statusCode, res.payload).toBe(200);
      const body = res.json<{ success: true; data: TGroup[] }>();
      expect(body.success).toBe(true);
      const ids = body.data.map((group) => group._id);
      expect(ids.slice(0, 3)).toEqual([mid._id, alpha._id, zeta._id]);
      expect(body.data[0]).toEqual(mid);
      for (const group of body.data) expect(Object.keys(group).sort()).toEqual(GROUP_KEYS);
    });
  });

  describe('POST /api/groups', () => {
    it('answers 201 with the group, readable afterwards with GET /api/groups/{id}', async () => {
      const body = groupBody({ name: '  Oak Hill Band  ', isActive: false });
      const res = await admin('POST', '/api/groups', body);
      expect(res.statusCode, res.payload).toBe(201);
      const reply = res.json<{ success: true; data: TGroup }>();
      expect(reply).toEqual({
        success: true,
        data: {
          _id: expect.any(String),
          name: 'Oak Hill Band',
          code: body.code,
          organizationName: body.organizationName,
          contactInfo: body.contactInfo,
          isActive: false,
          profitSharePercent: null,
          taxId: '',
          receiptNote: '',
          sellerSignIn: 'students',
          createdAt: expect.any(String),
        },
      });
      expect(new Date(reply.data.createdAt).toISOString()).toBe(reply.data.createdAt);
      const read = await admin('GET', `/api/groups/${reply.data._id}`);
      expect(read.statusCode, read.payload).toBe(200);
      expect(read.json()).toEqual({ success: true, data: reply.data });
    });

    it('keeps the code exactly as typed and defaults contactInfo to "" and isActive to true', async () => {
      const res = await admin('POST', '/api/groups', {
        name: 'Maple Scouts',
        code: 'MaPle42',
        organizationName: 'Maple Scouts Troop 42',
      });
      expect(res.statusCode, res.payload).toBe(201);
      expect(res.json<{ data: TGroup }>().data).toMatchObject({
        code: 'MaPle42',
        contactInfo: '',
        isActive: true,
      });
    });

    it('creates "Initial Campaign" from today in PORTAL_TIMEZONE to one month later, active, when none is given', async () => {
      const group = await createViaApi();
      const list = await campaignsOf(group._id);
      expect(list).toEqual([
        {
          _id: expect.any(String),
          groupId: group._id,
          name: 'Initial Campaign',
          description: '',
          startDate: '2026-01-31',
          endDate: '2026-02-28',
          isActive: true,
          isCurrentlyActive: true,
          goalAmount: null,
          donationsEnabled: false,
          donationAmounts: [],
          donationMinimum: null,
          donationProduct: '',
          createdAt: expect.any(String),
        },
      ]);
    });

    it('reads the default campaign dates from the clock at the time of each request', async () => {
      const cases: [instant: string, start: string, end: string][] = [
        ['2024-01-31T20:00:00Z', '2024-01-31', '2024-02-29'], // leap year
        ['2026-03-16T06:59:00Z', '2026-03-15', '2026-04-15'], // 23:59 on the 15th in Los Angeles (PDT)
        ['2026-12-31T12:00:00Z', '2026-12-31', '2027-01-31'],
      ];
      try {
        for (const [instant, startDate, endDate] of cases) {
          now = new Date(instant);
          const group = await createViaApi();
          expect(await campaignsOf(group._id)).toMatchObject([
            { name: 'Initial Campaign', startDate, endDate, isActive: true, isCurrentlyActive: true },
          ]);
        }
      } finally {
        now = JAN_31_IN_LOS_ANGELES;
      }
    });

    it('creates the first campaign from initialCampaign when one is given', async () => {
      const group = await createViaApi({
        initialCampaign: {
          name: '  Spring Cookie Dough  ',
          description: 'Tubs of dough',
          startDate: '2026-03-01',
          endDate: '2026-04-30',
          isActive: false,
        },
      });
      expect(await campaignsOf(group._id)).toEqual([
        {
          _id: expect.any(String),
          groupId: group._id,
          name: 'Spring Cookie Dough',
          description: 'Tubs of dough',
          startDate: '2026-03-01',
          endDate: '2026-04-30',
          isActive: false,
          isCurrentlyActive: false,
          goalAmount: null,
          donationsEnabled: false,
          donationAmounts: [],
          donationMinimum: null,
          donationProduct: '',
          createdAt: expect.any(String),
        },
      ]);
    });

    it('gives initialCampaign the campaign defaults (description "", active) for fields left out', async () => {
      const group = await createViaApi({
        initialCampaign: { name: 'Fall Wreaths', startDate: '2026-01-01', endDate: '2026-01-31' },
      });
      expect(await campaignsOf(group._id)).toMatchObject([
        { name: 'Fall Wreaths', description: '', isActive: true, isCurrentlyActive: true },
      ]);
    });

    it('refuses an initialCampaign that ends before it starts with 400, and creates no group', async () => {
      const before = await groupCount();
      const body = groupBody({
        initialCampaign: { name: 'Backwards', startDate: '2026-03-02', endDate: '2026-03-01' },
      });
      const res = await admin('POST', '/api/groups', body);
      expectFailure(res, 400, CAMPAIGN_API_MESSAGES.campaignEndBeforeStart, [
        { field: 'initialCampaign.endDate', message: CAMPAIGN_API_MESSAGES.campaignEndBeforeStart },
      ]);
      expect(await groupCount()).toBe(before);
      // The code was not taken either: the same body with a valid campaign goes through.
      const retry = await admin('POST', '/api/groups', {
        ...body,
        initialCampaign: { name: 'Forwards', startDate: '2026-03-01', endDate: '2026-03-01' },
      });
      expect(retry.statusCode, retry.payload).toBe(201);
    });

    it('refuses an initialCampaign without a name or dates (400 on its fields) and creates no group', async () => {
      const before = await groupCount();
      const res = await admin('POST', '/api/groups', groupBody({ initialCampaign: { description: 'x' } }));
      const body = failure(res, 400);
      expect(body.message).toBe(CAMPAIGN_API_MESSAGES.campaignNameRequired);
      expect(body.errors?.map((error) => error.field)).toEqual([
        'initialCampaign.name',
        'initialCampaign.startDate',
        'initialCampaign.endDate',
      ]);
      expect(await groupCount()).toBe(before);
    });

    for (const badCode of ['ab', 'has space', 'dash-ed', 'x'.repeat(33), 'émile1', 'abc!']) {
      it(`refuses the code ${JSON.stringify(badCode.length > 12 ? `${badCode.length} characters` : badCode)} with 400 "${GROUP_API_MESSAGES.groupCodeFormat}"`, async () => {
        const before = await groupCount();
        const res = await admin('POST', '/api/groups', groupBody({ code: badCode }));
        const body = failure(res, 400);
        expect(body.message).toBe(GROUP_API_MESSAGES.groupCodeFormat);
        expect(body.errors).toContainEqual(
          expect.objectContaining({ field: 'code', message: GROUP_API_MESSAGES.groupCodeFormat }),
        );
        expect(body.errors?.every((error) => error.field === 'code')).toBe(true);
        expect(await groupCount()).toBe(before);
      });
    }

    it('accepts codes of exactly 3 and exactly 32 letters and digits', async () => {
      for (const accepted of ['A1b', `Z${'9'.repeat(30)}q`]) {
        const res = await admin('POST', '/api/groups', groupBody({ code: accepted }));
        expect(res.statusCode, res.payload).toBe(201);
        expect(res.json<{ data: TGroup }>().data.code).toBe(accepted);
      }
    });

    it('refuses a code already taken in another letter case with 409, and keeps the first group only', async () => {
      const first = await createViaApi({ code: 'LIONS1' });
      const before = await groupCount();
      for (const taken of ['lions1', 'LIONS1', 'Lions1']) {
        const res = await admin('POST', '/api/groups', groupBody({ code: taken }));
        expectFailure(res, 409, GROUP_API_MESSAGES.groupCodeTaken);
      }
      expect(await groupCount()).toBe(before);
      const row = await t.app.ctx.db.select().from(groups).where(eq(groups.id, first._id));
      expect(row[0]?.code).toBe('LIONS1');
    });

    it('answers missing fields with 400 and one error per field', async () => {
      const res = await admin('POST', '/api/groups', {});
      const body = failure(res, 400);
      expect(body.errors?.map((error) => error.field)).toEqual(['name', 'code', 'organizationName']);
      expect(body.message).toBe(body.errors?.[0]?.message);
      for (const blank of [{ name: '   ' }, { organizationName: '' }, { code: '' }]) {
        const field = Object.keys(blank)[0]!;
        const reply = failure(await admin('POST', '/api/groups', groupBody(blank)), 400);
        expect(reply.errors?.map((error) => error.field)).toEqual([field]);
      }
    });
  });

  describe('GET /api/groups/{id}', () => {
    it('answers 404 "Group not found" for an unknown or malformed id', async () => {
      for (const id of [randomUUID(), 'not-an-id', '12345', 'x'.repeat(100), "1' or '1'='1", '%00']) {
        const res = await admin('GET', `/api/groups/${encodeURIComponent(id)}`);
        expectFailure(res, 404, GROUP_API_MESSAGES.groupNotFound);
      }
    });
  });

  describe('PUT /api/groups/{id}', () => {
    let group: TGroup;
    beforeAll(async () => {
      group = await createViaApi({ code: 'KEEPME1', name: 'Before', contactInfo: 'old@example.org' });
    });

    it('updates name, organization, contact and active flag, and ignores a code in the body', async () => {
      const res = await admin('PUT', `/api/groups/${group._id}`, {
        name: 'After',
        code: 'CHANGED9',
        organizationName: 'New Organization',
        contactInfo: 'new@example.org',
        isActive: false,
      });
      expect(res.statusCode, res.payload).toBe(200);
      const expected = {
        ...group,
        name: 'After',
        code: 'KEEPME1',
        organizationName: 'New Organization',
        contactInfo: 'new@example.org',
        isActive: false,
      };
      expect(res.json()).toEqual({ success: true, data: expected });
      expect((await admin('GET', `/api/groups/${group._id}`)).json()).toEqual({
        success: true,
        data: expected,
      });
      // The code a client tried to give it stays free.
      expect((await admin('POST', '/api/groups', groupBody({ code: 'CHANGED9' }))).statusCode).toBe(201);
    });

    it('stores who signs in to sell, keeps it when the body leaves it out, and refuses an unknown value on the field', async () => {
      const families = await createViaApi({ sellerSignIn: 'families' });
      expect(families.sellerSignIn).toBe('families');
      expect(
        (await admin('GET', `/api/groups/${families._id}`)).json<{ data: TGroup }>().data.sellerSignIn,
      ).toBe('families');
      const kept = await admin('PUT', `/api/groups/${families._id}`, {
        name: 'Renamed',
        organizationName: 'Org',
      });
      expect(kept.json<{ data: TGroup }>().data.sellerSignIn).toBe('families');
      const back = await admin('PUT', `/api/groups/${families._id}`, {
        name: 'Renamed',
        organizationName: 'Org',
        sellerSignIn: 'students',
      });
      expect(back.json<{ data: TGroup }>().data.sellerSignIn).toBe('students');

      const before = (await admin('GET', `/api/groups/${families._id}`)).json<{ data: TGroup }>().data;
      for (const res of [
        await admin('POST', '/api/groups', groupBody({ sellerSignIn: 'parents' })),
        await admin('PUT', `/api/groups/${families._id}`, {
          name: 'Renamed',
          organizationName: 'Org',
          sellerSignIn: 'teachers',
        }),
      ]) {
        expectFailure(res, 400, GROUP_API_MESSAGES.sellerSignInKnown, [
          { field: 'sellerSignIn', message: GROUP_API_MESSAGES.sellerSignInKnown },
        ]);
      }
      expect((await admin('GET', `/api/groups/${families._id}`)).json<{ data: TGroup }>().data).toEqual(
        before,
      );
    });

    it('answers 404 "Group not found" for an unknown or malformed id', async () => {
      const body = { name: 'X', organizationName: 'Y' };
      for (const id of [randomUUID(), 'not-an-id', 'x'.repeat(100)]) {
        expectFailure(await admin('PUT', `/api/groups/${id}`, body), 404, GROUP_API_MESSAGES.groupNotFound);
      }
    });

    it('answers 400 for missing fields and leaves the group unchanged', async () => {
      const before = (await admin('GET', `/api/groups/${group._id}`)).json<{ data: TGroup }>().data;
      const body = failure(await admin('PUT', `/api/groups/${group._id}`, { name: ' ' }), 400);
      expect(body.errors?.map((error) => error.field)).toEqual(['name', 'organizationName']);
      expect((await admin('GET', `/api/groups/${group._id}`)).json<{ data: TGroup }>().data).toEqual(before);
    });
  });

  describe('DELETE /api/groups/{id}', () => {
    it('deletes the group and its campaigns: 200 with the success message, then GET answers 404', async () => {
      const group = await createViaApi();
      await admin('POST', `/api/groups/${group._id}/campaigns`, {
        name: 'Second',
        startDate: '2026-05-01',
        endDate: '2026-05-31',
      });
      expect(await campaignRowsOf(group._id)).toHaveLength(2);
      const res = await admin('DELETE', `/api/groups/${group._id}`);
      expect(res.statusCode, res.payload).toBe(200);
      expect(res.json()).toEqual({ success: true, message: GROUP_API_MESSAGES.groupDeleted });
      expect(GROUP_API_MESSAGES.groupDeleted).toBe('Group deleted successfully');
      expectFailure(await admin('GET', `/api/groups/${group._id}`), 404, GROUP_API_MESSAGES.groupNotFound);
      expectFailure(
        await admin('GET', `/api/groups/${group._id}/campaigns`),
        404,
        GROUP_API_MESSAGES.groupNotFound,
      );
      expect(await campaignRowsOf(group._id)).toHaveLength(0);
      expectFailure(await admin('DELETE', `/api/groups/${group._id}`), 404, GROUP_API_MESSAGES.groupNotFound);
    });

    it('answers 404 "Group not found" for an unknown or malformed id', async () => {
      for (const id of [randomUUID(), 'not-an-id', 'x'.repeat(100)]) {
        expectFailure(await admin('DELETE', `/api/groups/${id}`), 404, GROUP_API_MESSAGES.groupNotFound);
      }
    });

    it('refuses with 409 while coordinators are assigned (1, then 2), deleting nothing', async () => {
      const group = await createViaApi();
      const groupRow = { id: group._id } as GroupRow;
      const first = await createCoordinator(t, groupRow.id, { name: 'First Coordinator' });
      expectFailure(
        await admin('DELETE', `/api/groups/${group._id}`),
        409,
        GROUP_API_MESSAGES.groupHasCoordinators(1),
      );
      const second = await createCoordinator(t, groupRow.id, { name: 'Second Coordinator' });
      expectFailure(
        await admin('DELETE', `/api/groups/${group._id}`),
        409,
        GROUP_API_MESSAGES.groupHasCoordinators(2),
      );
      expect(GROUP_API_MESSAGES.groupHasCoordinators(1)).not.toBe(GROUP_API_MESSAGES.groupHasCoordinators(2));
      expect((await admin('GET', `/api/groups/${group._id}`)).statusCode).toBe(200);
      expect(await campaignsOf(group._id)).toHaveLength(1);

      for (const coordinator of [first, second]) {
        const res = await admin('DELETE', `/api/admin/coordinators/${coordinator.row.id}`);
        expect(res.statusCode, res.payload).toBe(200);
      }
      const res = await admin('DELETE', `/api/groups/${group._id}`);
      expect(res.statusCode, res.payload).toBe(200);
    });

    it('refuses with 409 while an order references the group; the group and its campaigns stay', async () => {
      const group = await createViaApi();
      const [campaign] = await campaignsOf(group._id);
      const groupRow = (await t.app.ctx.db.select().from(groups).where(eq(groups.id, group._id)))[0]!;
      await insertOrder(t, { group: groupRow });
      expectFailure(
        await admin('DELETE', `/api/groups/${group._id}`),
        409,
        GROUP_API_MESSAGES.groupHasOrders,
      );
      expect((await admin('GET', `/api/groups/${group._id}`)).json()).toEqual({ success: true, data: group });
      expect(await campaignsOf(group._id)).toEqual([campaign]);
    });

    it('refuses with 409 when an order references one of its campaigns, rolling back everything', async () => {
      const group = await createViaApi();
      const sellerSession = await sellerToken(t, group.code);
      const [campaign] = await campaignRowsOf(group._id);
      // An order that names the campaign but not the group: only the delete itself can find it.
      await insertOrder(t, { campaign: campaign! });
      expectFailure(
        await admin('DELETE', `/api/groups/${group._id}`),
        409,
        GROUP_API_MESSAGES.groupHasOrders,
      );
      expect((await admin('GET', `/api/groups/${group._id}`)).statusCode).toBe(200);
      expect(await campaignRowsOf(group._id)).toHaveLength(1);
      const sellerRows = await t.app.ctx.db.select().from(sellers).where(eq(sellers.groupId, group._id));
      expect(sellerRows).toHaveLength(1);
      // The seller's session still works: a seller on an admin route is refused with 403, not 401.
      const probe = await call(t, { method: 'GET', url: '/api/groups', headers: bearer(sellerSession) });
      expectFailure(probe, 403, API_ERROR_MESSAGES.forbidden);
    });

    it('deletes a group that has sellers but no orders; their sessions end', async () => {
      const group = await createViaApi();
      const sellerSession = await sellerToken(t, group.code);
      await sellerToken(t, group.code);
      const before = await t.app.ctx.db.select().from(sellers).where(eq(sellers.groupId, group._id));
      expect(before).toHaveLength(2);
      const probe = () => call(t, { method: 'GET', url: '/api/groups', headers: bearer(sellerSession) });
      expectFailure(await probe(), 403, API_ERROR_MESSAGES.forbidden);

      const res = await admin('DELETE', `/api/groups/${group._id}`);
      expect(res.statusCode, res.payload).toBe(200);
      expect(res.json()).toEqual({ success: true, message: GROUP_API_MESSAGES.groupDeleted });
      const after = await t.app.ctx.db.select().from(sellers).where(eq(sellers.groupId, group._id));
      expect(after).toHaveLength(0);
      expectFailure(await probe(), 401, API_ERROR_MESSAGES.sessionExpired);
    });
  });

  describe('bad input never causes a 500', () => {
    const invalid: [label: string, body: unknown, field: string][] = [
      ['a number as name', { name: 123 }, 'name'],
      ['an object as name', { name: { $ne: null } }, 'name'],
      ['an array as code', { code: ['ABC123'] }, 'code'],
      ['null as organizationName', { organizationName: null }, 'organizationName'],
      ['a string as isActive', { isActive: 'yes' }, 'isActive'],
      ['a number as contactInfo', { contactInfo: 5 }, 'contactInfo'],
      ['a string as initialCampaign', { initialCampaign: 'soon' }, 'initialCampaign'],
      ['an array as initialCampaign', { initialCampaign: [] }, 'initialCampaign'],
      ['a NUL character in the name', { name: 'Lin\u0000coln' }, 'name'],
      ['a NUL character in the code', { code: 'ABC\u0000123' }, 'code'],
      ['a NUL character in the contact info', { contactInfo: 'a\u0000b' }, 'contactInfo'],
      [
        'a NUL character in the initial campaign name',
        { initialCampaign: { name: 'a\u0000', startDate: '2026-01-01', endDate: '2026-01-02' } },
        'initialCampaign.name',
      ],
      ['a 10,000-character name', { name: 'n'.repeat(10_000) }, 'name'],
      ['a 10,000-character organization name', { organizationName: 'o'.repeat(10_000) }, 'organizationName'],
      ['a 10,000-character contact info', { contactInfo: 'c'.repeat(10_000) }, 'contactInfo'],
      ['a 10,000-character code', { code: 'C'.repeat(10_000) }, 'code'],
      [
        'an impossible initial campaign date',
        { initialCampaign: { name: 'x', startDate: '2026-02-30', endDate: '2026-03-01' } },
        'initialCampaign.startDate',
      ],
      [
        'an initial campaign starting in year 0000 (no such year in PostgreSQL)',
        { initialCampaign: { name: 'x', startDate: '0000-01-01', endDate: '2026-03-01' } },
        'initialCampaign.startDate',
      ],
    ];

    for (const [label, override, field] of invalid) {
      it(`POST with ${label}: 400 on ${field}, no group created`, async () => {
        const before = await groupCount();
        const body = failure(
          await admin('POST', '/api/groups', groupBody(override as Record<string, unknown>)),
          400,
        );
        expect(body.errors?.[0]?.field).toBe(field);
        expect(body.message).toBe(body.errors?.[0]?.message);
        expect(await groupCount()).toBe(before);
      });
    }

    it('PUT with the same bad fields: 400 on the field, the group unchanged', async () => {
      const group = await createViaApi();
      for (const [label, override, field] of invalid) {
        if (field === 'code' || field.startsWith('initialCampaign')) continue;
        const res = await admin('PUT', `/api/groups/${group._id}`, {
          ...groupBody(),
          ...(override as object),
        });
        const body = failure(res, 400);
        expect(body.errors?.[0]?.field, label).toBe(field);
      }
      expect((await admin('GET', `/api/groups/${group._id}`)).json()).toEqual({ success: true, data: group });
    });

    it('a JSON array, a string, null or a number as the whole body: 400', async () => {
      const before = await groupCount();
      for (const payload of ['[1,2,3]', '"group"', 'null', '42', '[]']) {
        const res = await call(t, {
          method: 'POST',
          url: '/api/groups',
          headers: { ...bearer(token), 'content-type': 'application/json' },
          payload,
        });
        failure(res, 400);
      }
      expect(await groupCount()).toBe(before);
    });

    it('extra fields are ignored: the server picks the id, dates and nothing else is stored', async () => {
      const sentId = randomUUID();
      const res = await admin('POST', '/api/groups', {
        ...groupBody(),
        _id: sentId,
        id: sentId,
        createdAt: '1999-01-01T00:00:00.000Z',
        role: 'admin',
        campaigns: [{ name: 'Injected' }],
        coordinators: [{ email: 'x@example.org' }],
      });
      expect(res.statusCode, res.payload).toBe(201);
      const group = res.json<{ data: TGroup }>().data;
      expect(Object.keys(group).sort()).toEqual(GROUP_KEYS);
      expect(group._id).not.toBe(sentId);
      expect(group.createdAt).not.toBe('1999-01-01T00:00:00.000Z');
      expect((await campaignsOf(group._id)).map((campaign) => campaign.name)).toEqual(['Initial Campaign']);

      const put = await admin('PUT', `/api/groups/${group._id}`, {
        ...groupBody({ name: 'Renamed' }),
        _id: randomUUID(),
        createdAt: '1999-01-01T00:00:00.000Z',
      });
      expect(put.statusCode, put.payload).toBe(200);
      expect(put.json<{ data: TGroup }>().data).toEqual({
        ...group,
        name: 'Renamed',
        contactInfo: group.contactInfo,
      });
    });

    it('an id longer than the router allows, or a broken percent-escape: a JSON failure envelope, never a 500', async () => {
      const urls = [
        `/api/groups/${'x'.repeat(10_000)}`,
        '/api/groups/%E0%A4%A',
        `/api/groups/${randomUUID()}%ZZ`,
      ];
      for (const url of urls) {
        for (const method of ['GET', 'PUT', 'DELETE'] as const) {
          const res = await call(t, {
            method,
            url,
            headers: bearer(token),
            ...(method === 'PUT' ? { payload: groupBody() } : {}),
          });
          expect(res.statusCode, `${method} ${url.slice(0, 40)}`).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, `${method} ${url.slice(0, 40)}`).toBeLessThan(500);
          const body = res.json<Record<string, unknown>>();
          expect(body, `${method} ${url.slice(0, 40)}: ${res.payload.slice(0, 120)}`).toEqual({
            success: false,
            code: expect.any(String),
            message: expect.any(String),
          });
          // Every reply of the API carries the security headers, refusals included.
          expect(res.headers['x-content-type-options']).toBe('nosniff');
        }
      }
    });

    it('names in any script and emoji are kept exactly', async () => {
      const name = 'Équipe 🦁 日本語 — Ünïcödé';
      const group = await createViaApi({ name, organizationName: 'Школа №5' });
      expect(group.name).toBe(name);
      expect(group.organizationName).toBe('Школа №5');
    });
  });
});
