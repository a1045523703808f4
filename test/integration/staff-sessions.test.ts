import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_MESSAGES } from '../../src/shared/texts/api-errors.js';
import {
  bearer,
  call,
  createCampaign,
  createCoordinator,
  createGroup,
  expectFailure,
  loginStaff,
  registerAdmin,
  staffTokenStatus,
  type CoordinatorFixture,
  type GroupRow,
  type Reply,
} from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** Each login comes from its own address, so that the login rate limit never decides an answer here. */
let addressCounter = 0;
function nextAddress(): string {
  addressCounter += 1;
  return `10.77.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

describe('coordinator sessions end when the account or its group changes', () => {
  let t: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    adminToken = (await registerAdmin(t)).token;
  });
  afterAll(async () => {
    await t.close();
  });

  const admin = (method: 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    call(t, { method, url, headers: bearer(adminToken), ...(payload ? { payload } : {}) });

  async function login(coordinator: CoordinatorFixture): Promise<Reply> {
    return loginStaff(t, 'coordinator', coordinator.email, coordinator.password, nextAddress());
  }

  async function sessionOf(coordinator: CoordinatorFixture): Promise<string> {
    const res = await login(coordinator);
    expect(res.statusCode, res.payload).toBe(200);
    return res.json<{ token: string }>().token;
  }

  const readGroup = (token: string, groupId: string) =>
    call(t, { method: 'GET', url: `/api/groups/${groupId}`, headers: bearer(token) });

  async function expectSessionEnded(token: string, groupIds: string[]) {
    for (const groupId of groupIds) {
      expectFailure(await readGroup(token, groupId), 401, API_ERROR_MESSAGES.sessionExpired);
    }
    expect(await staffTokenStatus(t, 'coordinator', token)).toBe(401);
  }

  async function expectSessionWorks(token: string, groupId: string) {
    const res = await readGroup(token, groupId);
    expect(res.statusCode, res.payload).toBe(200);
  }

  async function newGroup(code: string): Promise<GroupRow> {
    const group = await createGroup(t, { code, name: `${code} Band` });
    await createCampaign(t, group.id);
    return group;
  }

  const groupBody = (group: GroupRow, isActive: boolean) => ({
    name: group.name,
    organizationName: group.organizationName,
    contactInfo: group.contactInfo,
    isActive,
  });

  it('moving a coordinator to another group ends its sessions at once (401 on both groups)', async () => {
    const from = await newGroup('MOVEFROM1');
    const to = await newGroup('MOVETO1');
    const coordinator = await createCoordinator(t, from.id);
    const before = await sessionOf(coordinator);
    await expectSessionWorks(before, from.id);

    const moved = await admin('PUT', `/api/admin/coordinators/${coordinator.row.id}`, {
      name: coordinator.row.name,
      email: coordinator.email,
      groupId: to.id,
    });
    expect(moved.statusCode, moved.payload).toBe(200);

    await expectSessionEnded(before, [from.id, to.id]);
    // The same password opens a new session, for the new group only.
    const after = await sessionOf(coordinator);
    await expectSessionWorks(after, to.id);
    expectFailure(await readGroup(after, from.id), 403, API_ERROR_MESSAGES.forbidden);
  });

  it('an edit that keeps the group and the password keeps the sessions', async () => {
    const group = await newGroup('KEEPSESS1');
    const coordinator = await createCoordinator(t, group.id);
    const session = await sessionOf(coordinator);
    const res = await admin('PUT', `/api/admin/coordinators/${coordinator.row.id}`, {
      name: 'Renamed Coordinator',
      email: coordinator.email,
      groupId: group.id,
    });
    expect(res.statusCode, res.payload).toBe(200);
    await expectSessionWorks(session, group.id);
  });

  it('deleting a coordinator ends its sessions at once', async () => {
    const group = await newGroup('DELCOORD1');
    const coordinator = await createCoordinator(t, group.id);
    const session = await sessionOf(coordinator);
    await expectSessionWorks(session, group.id);
    const res = await admin('DELETE', `/api/admin/coordinators/${coordinator.row.id}`);
    expect(res.statusCode, res.payload).toBe(200);
    await expectSessionEnded(session, [group.id]);
  });

  it("deactivating a group ends all its coordinators' sessions and no one else's", async () => {
    const group = await newGroup('DEACT1');
    const other = await newGroup('DEACTOTHER1');
    const first = await createCoordinator(t, group.id);
    const second = await createCoordinator(t, group.id);
    const elsewhere = await createCoordinator(t, other.id);
    const sessions = [await sessionOf(first), await sessionOf(second)];
    const elsewhereSession = await sessionOf(elsewhere);

    const res = await admin('PUT', `/api/groups/${group.id}`, groupBody(group, false));
    expect(res.statusCode, res.payload).toBe(200);
    expect(res.json<{ data: { isActive: boolean } }>().data.isActive).toBe(false);

    for (const session of sessions) await expectSessionEnded(session, [group.id]);
    await expectSessionWorks(elsewhereSession, other.id);
    expect(await staffTokenStatus(t, 'coordinator', elsewhereSession)).toBe(400);
  });

  it('a coordinator of a deactivated group may sign in again and read its group; editing it again ends nothing', async () => {
    // Only sellers are turned away from an inactive group; coordinators keep read-only access to theirs.
    const group = await newGroup('DEACT2');
    const coordinator = await createCoordinator(t, group.id);
    expect((await admin('PUT', `/api/groups/${group.id}`, groupBody(group, false))).statusCode).toBe(200);

    const whileInactive = await sessionOf(coordinator);
    await expectSessionWorks(whileInactive, group.id);
    // Saving a group that is already inactive is no new deactivation.
    const renamed = await admin('PUT', `/api/groups/${group.id}`, {
      ...groupBody(group, false),
      name: 'Renamed Band',
    });
    expect(renamed.statusCode, renamed.payload).toBe(200);
    await expectSessionWorks(whileInactive, group.id);
  });

  it('a coordinator of a group deactivated and reactivated logs in again and reads the group', async () => {
    const group = await newGroup('REACT1');
    const coordinator = await createCoordinator(t, group.id);
    const before = await sessionOf(coordinator);

    expect((await admin('PUT', `/api/groups/${group.id}`, groupBody(group, false))).statusCode).toBe(200);
    await expectSessionEnded(before, [group.id]);
    const reactivated = await admin('PUT', `/api/groups/${group.id}`, groupBody(group, true));
    expect(reactivated.statusCode, reactivated.payload).toBe(200);
    // Reactivation does not bring the ended session back.
    await expectSessionEnded(before, [group.id]);

    const after = await sessionOf(coordinator);
    await expectSessionWorks(after, group.id);
    expect(await staffTokenStatus(t, 'coordinator', after)).toBe(400);
    // Saving an active group as active ends nothing.
    expect((await admin('PUT', `/api/groups/${group.id}`, groupBody(group, true))).statusCode).toBe(200);
    await expectSessionWorks(after, group.id);
  });
});
