import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCoordinator } from '../../src/shared/api/coordinators.js';
import { API_ERROR_MESSAGES } from '../../src/shared/texts/api-errors.js';
import { COORDINATOR_API_MESSAGES } from '../../src/shared/texts/coordinators.js';
import { STAFF_ACCOUNT_MESSAGES } from '../../src/shared/texts/staff-accounts.js';
import {
  bearer,
  call,
  claimsOf,
  createCampaign,
  createGroup,
  expectFailure,
  failure,
  loginStaff,
  registerAdmin,
  staffTokenStatus,
  unique,
  type GroupRow,
  type Reply,
} from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const COORDINATOR_KEYS = ['_id', 'createdAt', 'email', 'group', 'groupId', 'id', 'name'];
const GROUP_MISSING = COORDINATOR_API_MESSAGES.coordinatorGroupMissing;

/** Each login comes from its own address, so that the login rate limit never decides an answer here. */
let addressCounter = 0;
function nextAddress(): string {
  addressCounter += 1;
  return `10.88.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

describe('coordinators API (/api/admin/coordinators)', () => {
  let t: TestApp;
  let token: string;
  let groupA: GroupRow;
  let groupB: GroupRow;

  beforeAll(async () => {
    t = await createTestApp();
    token = (await registerAdmin(t)).token;
    groupA = await createGroup(t, { code: 'COORDA1', name: 'Alpha PTA' });
    groupB = await createGroup(t, { code: 'COORDB2', name: 'Beta Scouts' });
    await createCampaign(t, groupA.id);
    await createCampaign(t, groupB.id);
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

  const url = (id: string) => `/api/admin/coordinators/${id}`;

  function body(values: Record<string, unknown> = {}) {
    return {
      name: 'Casey Coordinator',
      email: `${unique('casey')}@example.org`,
      password: 'coordinator-secret',
      groupId: groupA.id,
      ...values,
    };
  }

  async function create(values: Record<string, unknown> = {}) {
    const sent = body(values);
    const res = await admin('POST', '/api/admin/coordinators', sent);
    expect(res.statusCode, res.payload).toBe(201);
    return { coordinator: res.json<{ data: TCoordinator }>().data, sent };
  }

  async function login(email: string, password: string): Promise<Reply> {
    return loginStaff(t, 'coordinator', email, password, nextAddress());
  }

  async function tokenFor(email: string, password: string): Promise<string> {
    const res = await login(email, password);
    expect(res.statusCode, res.payload).toBe(200);
    return res.json<{ token: string }>().token;
  }

  async function listed(): Promise<TCoordinator[]> {
    const res = await admin('GET', '/api/admin/coordinators');
    expect(res.statusCode, res.payload).toBe(200);
    return res.json<{ data: TCoordinator[] }>().data;
  }

  const readGroup = (coordinatorToken: string, groupId: string) =>
    call(t, { method: 'GET', url: `/api/groups/${groupId}`, headers: bearer(coordinatorToken) });

  describe('POST', () => {
    it('answers 201 with {_id, id, name, email, groupId, group, createdAt} and never a password', async () => {
      const sent = body({ name: '  Casey Coordinator  ', email: '  Casey.C@Example.ORG ' });
      const res = await admin('POST', '/api/admin/coordinators', sent);
      expect(res.statusCode, res.payload).toBe(201);
      const reply = res.json<{ success: true; data: TCoordinator }>();
      expect(reply).toEqual({
        success: true,
        data: {
          _id: expect.any(String),
          id: reply.data._id,
          name: 'Casey Coordinator',
          email: 'casey.c@example.org',
          groupId: groupA.id,
          group: { _id: groupA.id, code: 'COORDA1', name: 'Alpha PTA' },
          createdAt: expect.any(String),
        },
      });
      expect(Object.keys(reply.data).sort()).toEqual(COORDINATOR_KEYS);
      expect(res.payload).not.toContain(sent.password);
      expect(res.payload).not.toMatch(/password/i);
      expect(new Date(reply.data.createdAt).toISOString()).toBe(reply.data.createdAt);

      const one = await admin('GET', url(reply.data.id));
      expect(one.statusCode, one.payload).toBe(200);
      expect(one.json()).toEqual({ success: true, data: reply.data });
      expect(await listed()).toContainEqual(reply.data);

      // The account works: the coordinator signs in with the password the admin chose.
      const signIn = await login('casey.c@example.org', sent.password);
      expect(signIn.statusCode, signIn.payload).toBe(200);
      expect(claimsOf(signIn.json<{ token: string }>().token)).toMatchObject({
        sub: reply.data.id,
        role: 'coordinator',
      });
    });

    it('GET /api/admin/coordinators lists every coordinator with its group and no password', async () => {
      const { coordinator: a } = await create({ name: 'Listed A' });
      const { coordinator: b } = await create({ name: 'Listed B', groupId: groupB.id });
      const list = await admin('GET', '/api/admin/coordinators');
      expect(list.payload).not.toMatch(/password/i);
      const data = list.json<{ success: true; data: TCoordinator[] }>().data;
      expect(data).toContainEqual(a);
      expect(data).toContainEqual(b);
      expect(b.group).toEqual({ _id: groupB.id, code: 'COORDB2', name: 'Beta Scouts' });
      for (const coordinator of data) expect(Object.keys(coordinator).sort()).toEqual(COORDINATOR_KEYS);
    });

    it('refuses an e-mail already used, in any letter case, with 409', async () => {
      await create({ email: 'dup.coordinator@example.org' });
      const before = (await listed()).length;
      for (const email of ['dup.coordinator@example.org', 'DUP.Coordinator@EXAMPLE.org']) {
        expectFailure(
          await admin('POST', '/api/admin/coordinators', body({ email })),
          409,
          COORDINATOR_API_MESSAGES.coordinatorEmailTaken,
        );
      }
      expect((await listed()).length).toBe(before);
    });

    it('refuses an unknown or malformed groupId with 400 on groupId, creating nothing', async () => {
      const before = (await listed()).length;
      for (const groupId of [randomUUID(), 'not-a-group', 'COORDA1']) {
        expectFailure(await admin('POST', '/api/admin/coordinators', body({ groupId })), 400, GROUP_MISSING, [
          { field: 'groupId', message: GROUP_MISSING },
        ]);
      }
      expect((await listed()).length).toBe(before);
    });

    it('answers missing fields with 400 and an error per field', async () => {
      const res = failure(await admin('POST', '/api/admin/coordinators', {}), 400);
      expect(res.errors?.map((error) => error.field)).toEqual(['name', 'email', 'password', 'groupId']);
      expect(res.message).toBe(res.errors?.[0]?.message);
      for (const field of ['name', 'email', 'password', 'groupId']) {
        for (const blank of [undefined, '', null]) {
          const reply = failure(
            await admin('POST', '/api/admin/coordinators', body({ [field]: blank })),
            400,
          );
          expect(reply.errors?.map((error) => error.field)).toEqual([field]);
        }
      }
    });

    it('refuses a password under 6 characters (400 on password) and accepts exactly 6', async () => {
      const before = (await listed()).length;
      for (const password of ['1', '12345', 'abcde']) {
        const reply = failure(await admin('POST', '/api/admin/coordinators', body({ password })), 400);
        expect(reply.errors).toEqual([
          {
            field: 'password',
            code: 'FIELD_TOO_SHORT',
            message: expect.stringMatching(/at least 6/),
            params: { min: 6 },
          },
        ]);
      }
      expect((await listed()).length).toBe(before);
      const { sent } = await create({ password: 'abcdef' });
      expect((await login(sent.email, 'abcdef')).statusCode).toBe(200);
    });

    it('refuses an invalid e-mail with 400 on email', async () => {
      for (const email of ['not-an-email', 'a@', '@example.org', 'two@@example.org']) {
        const reply = failure(await admin('POST', '/api/admin/coordinators', body({ email })), 400);
        expect(reply.errors?.map((error) => error.field)).toEqual(['email']);
      }
    });
  });

  describe('PUT', () => {
    it('with a blank or missing password keeps the old one: it still signs in, and sessions stay valid', async () => {
      const { coordinator, sent } = await create();
      const session = await tokenFor(sent.email, sent.password);
      for (const password of ['', undefined]) {
        const res = await admin('PUT', url(coordinator.id), {
          name: 'Renamed Coordinator',
          email: sent.email,
          groupId: groupA.id,
          ...(password === undefined ? {} : { password }),
        });
        expect(res.statusCode, res.payload).toBe(200);
        expect(res.json()).toEqual({
          success: true,
          data: { ...coordinator, name: 'Renamed Coordinator' },
        });
        expect((await login(sent.email, sent.password)).statusCode).toBe(200);
        // Passes the guard and stops at the handler's "current password is incorrect".
        expect(await staffTokenStatus(t, 'coordinator', session)).toBe(400);
      }
    });

    it('with a new password: the new one signs in, the old one fails, and existing sessions end (401)', async () => {
      const { coordinator, sent } = await create();
      const session = await tokenFor(sent.email, sent.password);
      expect((await readGroup(session, groupA.id)).statusCode).toBe(200);
      const res = await admin('PUT', url(coordinator.id), { ...sent, password: 'brand-new-secret' });
      expect(res.statusCode, res.payload).toBe(200);
      expect(res.payload).not.toContain('brand-new-secret');
      expect((await login(sent.email, 'brand-new-secret')).statusCode).toBe(200);
      expectFailure(await login(sent.email, sent.password), 401, STAFF_ACCOUNT_MESSAGES.invalidCredentials);
      expect(await staffTokenStatus(t, 'coordinator', session)).toBe(401);
      expectFailure(await readGroup(session, groupA.id), 401, API_ERROR_MESSAGES.sessionExpired);
    });

    it('refuses a new password under 6 characters (400) and keeps the old one', async () => {
      const { coordinator, sent } = await create();
      const reply = failure(await admin('PUT', url(coordinator.id), { ...sent, password: '12345' }), 400);
      expect(reply.errors?.map((error) => error.field)).toEqual(['password']);
      expect((await login(sent.email, sent.password)).statusCode).toBe(200);
    });

    it('moving a coordinator to another group changes which group it may read', async () => {
      const { coordinator, sent } = await create({ groupId: groupA.id });
      const before = await tokenFor(sent.email, sent.password);
      expect((await readGroup(before, groupA.id)).statusCode).toBe(200);
      expectFailure(await readGroup(before, groupB.id), 403, API_ERROR_MESSAGES.forbidden);

      const res = await admin('PUT', url(coordinator.id), { ...sent, password: '', groupId: groupB.id });
      expect(res.statusCode, res.payload).toBe(200);
      expect(res.json<{ data: TCoordinator }>().data).toEqual({
        ...coordinator,
        groupId: groupB.id,
        group: { _id: groupB.id, code: 'COORDB2', name: 'Beta Scouts' },
      });

      const after = await tokenFor(sent.email, sent.password);
      expectFailure(await readGroup(after, groupA.id), 403, API_ERROR_MESSAGES.forbidden);
      const readable = await readGroup(after, groupB.id);
      expect(readable.statusCode, readable.payload).toBe(200);
      expect(readable.json<{ data: { _id: string } }>().data._id).toBe(groupB.id);
      for (const path of ['campaigns', 'stats']) {
        const sub = await call(t, {
          method: 'GET',
          url: `/api/groups/${groupB.id}/${path}`,
          headers: bearer(after),
        });
        expect(sub.statusCode, `${path}: ${sub.payload}`).toBe(200);
        const old = await call(t, {
          method: 'GET',
          url: `/api/groups/${groupA.id}/${path}`,
          headers: bearer(after),
        });
        expectFailure(old, 403, API_ERROR_MESSAGES.forbidden);
      }
      // A token issued before the move ends with it.
      expectFailure(await readGroup(before, groupA.id), 401, API_ERROR_MESSAGES.sessionExpired);
      expectFailure(await readGroup(before, groupB.id), 401, API_ERROR_MESSAGES.sessionExpired);
    });

    it("refuses another coordinator's e-mail (any letter case) with 409 and changes nothing", async () => {
      const { sent: taken } = await create();
      const { coordinator, sent } = await create();
      expectFailure(
        await admin('PUT', url(coordinator.id), { ...sent, email: taken.email.toUpperCase() }),
        409,
        COORDINATOR_API_MESSAGES.coordinatorEmailTaken,
      );
      expect((await admin('GET', url(coordinator.id))).json()).toEqual({ success: true, data: coordinator });
      // Keeping one's own e-mail, in another letter case, is not a conflict.
      const same = await admin('PUT', url(coordinator.id), { ...sent, email: sent.email.toUpperCase() });
      expect(same.statusCode, same.payload).toBe(200);
    });

    it('refuses an unknown groupId with 400 on groupId and changes nothing', async () => {
      const { coordinator, sent } = await create();
      for (const groupId of [randomUUID(), 'nope']) {
        expectFailure(await admin('PUT', url(coordinator.id), { ...sent, groupId }), 400, GROUP_MISSING, [
          { field: 'groupId', message: GROUP_MISSING },
        ]);
      }
      expect((await admin('GET', url(coordinator.id))).json()).toEqual({ success: true, data: coordinator });
    });

    it('answers missing fields with 400 and an error per required field (password is optional)', async () => {
      const { coordinator } = await create();
      const reply = failure(await admin('PUT', url(coordinator.id), {}), 400);
      expect(reply.errors?.map((error) => error.field)).toEqual(['name', 'email', 'groupId']);
    });
  });

  describe('DELETE', () => {
    it('answers 200 with the message naming the coordinator; its token and password stop working', async () => {
      const { coordinator, sent } = await create({ name: 'Dana Departing' });
      const session = await tokenFor(sent.email, sent.password);
      const res = await admin('DELETE', url(coordinator.id));
      expect(res.statusCode, res.payload).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        message: COORDINATOR_API_MESSAGES.coordinatorDeleted('Dana Departing'),
      });
      expect(res.json<{ message: string }>().message).toContain('Dana Departing');
      expect(await staffTokenStatus(t, 'coordinator', session)).toBe(401);
      expectFailure(await readGroup(session, groupA.id), 401, API_ERROR_MESSAGES.sessionExpired);
      expectFailure(await login(sent.email, sent.password), 401, STAFF_ACCOUNT_MESSAGES.invalidCredentials);
      expectFailure(
        await admin('GET', url(coordinator.id)),
        404,
        COORDINATOR_API_MESSAGES.coordinatorNotFound,
      );
      expectFailure(
        await admin('DELETE', url(coordinator.id)),
        404,
        COORDINATOR_API_MESSAGES.coordinatorNotFound,
      );
      expect((await listed()).map((item) => item.id)).not.toContain(coordinator.id);
    });
  });

  it('an unknown or malformed id answers 404 "Coordinator not found" on GET, PUT and DELETE', async () => {
    const notFound = COORDINATOR_API_MESSAGES.coordinatorNotFound;
    for (const id of [randomUUID(), 'not-an-id', '1', "1' or '1'='1"]) {
      expectFailure(await admin('GET', url(encodeURIComponent(id))), 404, notFound);
      expectFailure(await admin('PUT', url(encodeURIComponent(id)), body()), 404, notFound);
      expectFailure(await admin('DELETE', url(encodeURIComponent(id))), 404, notFound);
    }
  });

  describe('bad input never causes a 500', () => {
    const invalid: [label: string, override: Record<string, unknown>, field: string][] = [
      ['a number as name', { name: 7 }, 'name'],
      ['an object as email', { email: { $ne: null } }, 'email'],
      ['a number as password', { password: 12345678 }, 'password'],
      ['an array as groupId', { groupId: ['x'] }, 'groupId'],
      ['a boolean as groupId', { groupId: true }, 'groupId'],
      ['a NUL character in the name', { name: 'Ca\u0000sey' }, 'name'],
      ['a NUL character in the e-mail', { email: 'ca\u0000sey@example.org' }, 'email'],
      ['a NUL character in the groupId', { groupId: '\u0000' }, 'groupId'],
      ['a 10,000-character name', { name: 'n'.repeat(10_000) }, 'name'],
      ['a 10,000-character e-mail', { email: `${'e'.repeat(10_000)}@example.org` }, 'email'],
      ['a 10,000-character password', { password: 'p'.repeat(10_000) }, 'password'],
      ['a 10,000-character groupId', { groupId: 'g'.repeat(10_000) }, 'groupId'],
    ];

    for (const [label, override, field] of invalid) {
      it(`${label}: 400 on ${field} for POST and PUT, nothing created or changed`, async () => {
        const { coordinator, sent } = await create();
        const before = (await listed()).length;
        const created = failure(await admin('POST', '/api/admin/coordinators', body(override)), 400);
        expect(created.errors?.[0]?.field).toBe(field);
        const updated = failure(await admin('PUT', url(coordinator.id), { ...sent, ...override }), 400);
        expect(updated.errors?.[0]?.field).toBe(field);
        expect((await listed()).length).toBe(before);
        expect((await admin('GET', url(coordinator.id))).json()).toEqual({
          success: true,
          data: coordinator,
        });
      });
    }

    it('a NUL character inside a password is kept as part of it (or refused), never a 500', async () => {
      const password = 'secret\u0000suffix';
      const res = await admin('POST', '/api/admin/coordinators', body({ password }));
      expect([201, 400]).toContain(res.statusCode);
      if (res.statusCode === 201) {
        const email = res.json<{ data: TCoordinator }>().data.email;
        expect((await login(email, password)).statusCode).toBe(200);
        expect((await login(email, 'secret')).statusCode).toBe(401);
      }
    });

    it('a JSON array, a string, null or a number as the whole body: 400', async () => {
      const before = (await listed()).length;
      for (const payload of ['[]', '[{"name":"x"}]', '"coordinator"', 'null', '1']) {
        const res = await call(t, {
          method: 'POST',
          url: '/api/admin/coordinators',
          headers: { ...bearer(token), 'content-type': 'application/json' },
          payload,
        });
        failure(res, 400);
      }
      expect((await listed()).length).toBe(before);
    });

    it('extra fields are ignored: an id, a password hash, a token version or a role in the body', async () => {
      const sentId = randomUUID();
      const { coordinator, sent } = await create({
        _id: sentId,
        id: sentId,
        passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$forged$forged',
        password_hash: 'forged',
        tokenVersion: 99,
        role: 'admin',
        createdAt: '1999-01-01T00:00:00.000Z',
        group: { _id: groupB.id, code: 'COORDB2', name: 'Beta Scouts' },
      });
      expect(Object.keys(coordinator).sort()).toEqual(COORDINATOR_KEYS);
      expect(coordinator.id).not.toBe(sentId);
      expect(coordinator.groupId).toBe(groupA.id);
      expect(coordinator.group._id).toBe(groupA.id);
      expect(coordinator.createdAt).not.toBe('1999-01-01T00:00:00.000Z');
      const session = await tokenFor(sent.email, sent.password);
      expect(claimsOf(session)).toMatchObject({ role: 'coordinator', ver: 1 });
      expectFailure(
        await call(t, { method: 'GET', url: '/api/admin/coordinators', headers: bearer(session) }),
        403,
        API_ERROR_MESSAGES.forbidden,
      );
    });
  });
});
