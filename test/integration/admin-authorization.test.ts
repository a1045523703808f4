import { count } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, coordinators, groups } from '../../src/server/db/schema.js';
import { API_ERROR_MESSAGES } from '../../src/shared/texts/api-errors.js';
import { CAMPAIGN_API_MESSAGES } from '../../src/shared/texts/campaigns.js';
import {
  bearer,
  call,
  coordinatorToken,
  createCampaign,
  createCoordinator,
  createGroup,
  sellerToken,
  expectFailure,
  registerAdmin,
  unique,
  type CampaignRow,
  type CoordinatorFixture,
  type GroupRow,
} from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * The authorization matrix of every groups, campaigns, coordinators and stats route: who gets through, who
 * gets 401 or 403, and that the guard answers before the body is read.
 */

type Caller =
  'none' | 'garbage token' | 'seller' | 'coordinator of the group' | 'coordinator of another group' | 'admin';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Ids {
  groupId: string;
  campaignId: string;
  coordinatorId: string;
}

interface Route {
  method: Method;
  template: string;
  path: (ids: Ids) => string;
  /** A body the route accepts; every call gets a fresh one (unique codes and e-mails). */
  body?: (ids: Ids) => Record<string, unknown>;
  /** What the admin gets with a valid request. */
  adminStatus: 200 | 201;
  /** Whether the coordinator of the group in the URL may call it. */
  coordinatorOfGroup: boolean;
}

const groupBody = () => ({
  name: 'Matrix Group',
  code: unique('MX').replace(/[^A-Za-z0-9]/g, ''),
  organizationName: 'Matrix School',
});
const campaignBody = () => ({ name: 'Matrix Campaign', startDate: '2026-01-01', endDate: '2026-12-31' });

const ROUTES: Route[] = [
  {
    method: 'GET',
    template: '/groups',
    path: () => '/api/groups',
    adminStatus: 200,
    coordinatorOfGroup: false,
  },
  {
    method: 'POST',
    template: '/groups',
    path: () => '/api/groups',
    body: groupBody,
    adminStatus: 201,
    coordinatorOfGroup: false,
  },
  {
    method: 'GET',
    template: '/groups/{id}',
    path: (ids) => `/api/groups/${ids.groupId}`,
    adminStatus: 200,
    coordinatorOfGroup: true,
  },
  {
    method: 'PUT',
    template: '/groups/{id}',
    path: (ids) => `/api/groups/${ids.groupId}`,
    body: () => ({ name: 'Renamed Group', organizationName: 'Renamed School' }),
    adminStatus: 200,
    coordinatorOfGroup: false,
  },
  {
    method: 'DELETE',
    template: '/groups/{id}',
    path: (ids) => `/api/groups/${ids.groupId}`,
    adminStatus: 200,
    coordinatorOfGroup: false,
  },
  {
    method: 'GET',
    template: '/groups/{id}/stats',
    path: (ids) => `/api/groups/${ids.groupId}/stats`,
    adminStatus: 200,
    coordinatorOfGroup: true,
  },
  {
    method: 'GET',
    template: '/groups/{id}/campaigns',
    path: (ids) => `/api/groups/${ids.groupId}/campaigns`,
    adminStatus: 200,
    coordinatorOfGroup: true,
  },
  {
    method: 'POST',
    template: '/groups/{id}/campaigns',
    path: (ids) => `/api/groups/${ids.groupId}/campaigns`,
    body: campaignBody,
    adminStatus: 201,
    coordinatorOfGroup: false,
  },
  {
    method: 'GET',
    template: '/groups/{id}/campaigns/{campaignId}',
    path: (ids) => `/api/groups/${ids.groupId}/campaigns/${ids.campaignId}`,
    adminStatus: 200,
    coordinatorOfGroup: true,
  },
  {
    method: 'PUT',
    template: '/groups/{id}/campaigns/{campaignId}',
    path: (ids) => `/api/groups/${ids.groupId}/campaigns/${ids.campaignId}`,
    body: () => ({ ...campaignBody(), name: 'Renamed Campaign' }),
    adminStatus: 200,
    coordinatorOfGroup: false,
  },
  {
    method: 'DELETE',
    template: '/groups/{id}/campaigns/{campaignId}',
    path: (ids) => `/api/groups/${ids.groupId}/campaigns/${ids.campaignId}`,
    adminStatus: 200,
    coordinatorOfGroup: false,
  },
  {
    method: 'GET',
    template: '/admin/coordinators',
    path: () => '/api/admin/coordinators',
    adminStatus: 200,
    coordinatorOfGroup: false,
  },
  {
    method: 'POST',
    template: '/admin/coordinators',
    path: () => '/api/admin/coordinators',
    body: (ids) => ({
      name: 'Matrix Coordinator',
      email: `${unique('mx')}@example.org`,
      password: 'matrix-secret',
      groupId: ids.groupId,
    }),
    adminStatus: 201,
    coordinatorOfGroup: false,
  },
  {
    method: 'GET',
    template: '/admin/coordinators/{id}',
    path: (ids) => `/api/admin/coordinators/${ids.coordinatorId}`,
    adminStatus: 200,
    coordinatorOfGroup: false,
  },
  {
    method: 'PUT',
    template: '/admin/coordinators/{id}',
    path: (ids) => `/api/admin/coordinators/${ids.coordinatorId}`,
    body: (ids) => ({
      name: 'Renamed Coordinator',
      email: `${unique('mx')}@example.org`,
      password: 'another-secret',
      groupId: ids.groupId,
    }),
    adminStatus: 200,
    coordinatorOfGroup: false,
  },
  {
    method: 'DELETE',
    template: '/admin/coordinators/{id}',
    path: (ids) => `/api/admin/coordinators/${ids.coordinatorId}`,
    adminStatus: 200,
    coordinatorOfGroup: false,
  },
  {
    method: 'GET',
    template: '/admin/stats',
    path: () => '/api/admin/stats',
    adminStatus: 200,
    coordinatorOfGroup: false,
  },
];

/** Bodies of every kind that a guard must never get as far as reading. */
const BAD_BODIES: Record<string, Pick<InjectOptions, 'payload' | 'headers'>> = {
  'an empty object': { payload: {} },
  'wrong types': { payload: { name: { $ne: null }, code: 42, startDate: ['x'], groupId: true, password: 1 } },
  'a JSON array': { payload: [1, 2, 3] },
  'invalid JSON': { payload: '{"name":', headers: { 'content-type': 'application/json' } },
  'a NUL character': { payload: { name: 'a\u0000b', email: 'a\u0000@example.org' } },
  'a form-encoded body': {
    payload: 'name=x&code=ABC',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  },
  'a body over 1 MB': {
    payload: JSON.stringify({ name: 'x'.repeat(1024 * 1024) }),
    headers: { 'content-type': 'application/json' },
  },
};

const REFUSALS: Record<Exclude<Caller, 'admin'>, { status: 401 | 403; message: string }> = {
  none: { status: 401, message: API_ERROR_MESSAGES.authenticationRequired },
  'garbage token': { status: 401, message: API_ERROR_MESSAGES.sessionExpired },
  seller: { status: 403, message: API_ERROR_MESSAGES.forbidden },
  'coordinator of the group': { status: 403, message: API_ERROR_MESSAGES.forbidden },
  'coordinator of another group': { status: 403, message: API_ERROR_MESSAGES.forbidden },
};

describe('authorization matrix of the administrator API', () => {
  let t: TestApp;
  let ownGroup: GroupRow;
  let ownCampaign: CampaignRow;
  let otherGroup: GroupRow;
  let otherCampaign: CampaignRow;
  /** The coordinator the /admin/coordinators/{id} routes name; never one of the callers. */
  let target: CoordinatorFixture;
  let fixed: Ids;
  const tokens: Record<Exclude<Caller, 'none'>, string> = {
    'garbage token': 'not.a.token',
    seller: '',
    'coordinator of the group': '',
    'coordinator of another group': '',
    admin: '',
  };
  let snapshot: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    tokens.admin = (await registerAdmin(t)).token;
    ownGroup = await createGroup(t, { code: 'MATRIXA' });
    otherGroup = await createGroup(t, { code: 'MATRIXB' });
    ownCampaign = await createCampaign(t, ownGroup.id);
    otherCampaign = await createCampaign(t, otherGroup.id);
    tokens['coordinator of the group'] = await coordinatorToken(t, await createCoordinator(t, ownGroup.id));
    tokens['coordinator of another group'] = await coordinatorToken(
      t,
      await createCoordinator(t, otherGroup.id),
    );
    tokens.seller = await sellerToken(t, 'MATRIXA');
    target = await createCoordinator(t, ownGroup.id, { name: 'Target Coordinator' });
    fixed = { groupId: ownGroup.id, campaignId: ownCampaign.id, coordinatorId: target.row.id };
    snapshot = await readFixedTargets();
  });
  afterAll(async () => {
    await t.close();
  });

  function send(
    caller: Caller,
    method: Method,
    url: string,
    body?: Pick<InjectOptions, 'payload' | 'headers'>,
  ) {
    return call(t, {
      method,
      url,
      ...(body?.payload === undefined ? {} : { payload: body.payload }),
      headers: { ...body?.headers, ...(caller === 'none' ? {} : bearer(tokens[caller])) },
    });
  }

  /** The fixed targets as the admin reads them, to prove refused calls changed nothing. */
  async function readFixedTargets(): Promise<Record<string, string>> {
    const urls = [
      `/api/groups/${ownGroup.id}`,
      `/api/groups/${ownGroup.id}/campaigns`,
      `/api/groups/${ownGroup.id}/campaigns/${ownCampaign.id}`,
      `/api/admin/coordinators/${target.row.id}`,
    ];
    const result: Record<string, string> = {};
    for (const url of urls) {
      const res = await send('admin', 'GET', url);
      expect(res.statusCode, res.payload).toBe(200);
      result[url] = res.payload;
    }
    return result;
  }

  async function rowCounts() {
    const [g] = await t.app.ctx.db.select({ n: count() }).from(groups);
    const [c] = await t.app.ctx.db.select({ n: count() }).from(campaigns);
    const [k] = await t.app.ctx.db.select({ n: count() }).from(coordinators);
    return { groups: g?.n, campaigns: c?.n, coordinators: k?.n };
  }

  /** Fresh rows for an admin call that changes or deletes them: a group with a campaign, a coordinator. */
  async function freshIds(): Promise<Ids> {
    const group = await createGroup(t);
    const campaign = await createCampaign(t, group.id);
    // The coordinator belongs to the other group, so that deleting the fresh group is not refused.
    const coordinator = await createCoordinator(t, otherGroup.id);
    return { groupId: group.id, campaignId: campaign.id, coordinatorId: coordinator.row.id };
  }

  for (const route of ROUTES) {
    const label = `${route.method} ${route.template}`;
    describe(label, () => {
      it(`admin: ${route.adminStatus}`, async () => {
        const ids = await freshIds();
        const res = await send(
          'admin',
          route.method,
          route.path(ids),
          route.body && { payload: route.body(ids) },
        );
        expect(res.statusCode, res.payload).toBe(route.adminStatus);
        expect(res.json<{ success: boolean }>().success).toBe(true);
      });

      if (route.coordinatorOfGroup) {
        it('coordinator of the group in the URL: 200', async () => {
          const res = await send('coordinator of the group', route.method, route.path(fixed));
          expect(res.statusCode, res.payload).toBe(200);
          expect(res.json<{ success: boolean }>().success).toBe(true);
        });
      }

      for (const [caller, refusal] of Object.entries(REFUSALS) as [
        Exclude<Caller, 'admin'>,
        (typeof REFUSALS)['none'],
      ][]) {
        if (caller === 'coordinator of the group' && route.coordinatorOfGroup) continue;
        it(`${caller}: ${refusal.status}, and nothing changes`, async () => {
          const before = await rowCounts();
          const res = await send(
            caller,
            route.method,
            route.path(fixed),
            route.body && { payload: route.body(fixed) },
          );
          expectFailure(res, refusal.status, refusal.message);
          expect(await rowCounts()).toEqual(before);
        });

        if (route.body) {
          it(`${caller}: ${refusal.status} whatever the body (the guard answers before the body is read)`, async () => {
            for (const [bodyLabel, body] of Object.entries(BAD_BODIES)) {
              const res = await send(caller, route.method, route.path(fixed), body);
              expect(res.statusCode, `${bodyLabel}: ${res.payload.slice(0, 200)}`).toBe(refusal.status);
              expectFailure(res, refusal.status, refusal.message);
            }
          });
        }
      }

      if (route.body) {
        it('admin with each of those bodies: a 4xx about the body, so they really are bad', async () => {
          const before = await rowCounts();
          for (const [bodyLabel, body] of Object.entries(BAD_BODIES)) {
            const res = await send('admin', route.method, route.path(fixed), body);
            expect([400, 413, 415], `${bodyLabel}: ${res.payload.slice(0, 200)}`).toContain(res.statusCode);
          }
          expect(await rowCounts()).toEqual(before);
        });
      }
    });
  }

  it("a coordinator cannot reach another group's campaign through its own group's URL (404)", async () => {
    const res = await send(
      'coordinator of the group',
      'GET',
      `/api/groups/${ownGroup.id}/campaigns/${otherCampaign.id}`,
    );
    expectFailure(res, 404, CAMPAIGN_API_MESSAGES.campaignNotFound);
  });

  it('a coordinator reads its own group, campaigns and stats as the admin does', async () => {
    for (const url of [
      `/api/groups/${ownGroup.id}`,
      `/api/groups/${ownGroup.id}/campaigns`,
      `/api/groups/${ownGroup.id}/campaigns/${ownCampaign.id}`,
      `/api/groups/${ownGroup.id}/stats`,
    ]) {
      const asCoordinator = await send('coordinator of the group', 'GET', url);
      const asAdmin = await send('admin', 'GET', url);
      expect(asCoordinator.statusCode, url).toBe(200);
      expect(asCoordinator.json(), url).toEqual(asAdmin.json());
    }
  });

  it('refused calls left the targets exactly as they were', async () => {
    expect(await readFixedTargets()).toEqual(snapshot);
  });
});
