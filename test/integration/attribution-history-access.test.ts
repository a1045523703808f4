import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellers } from '../../src/server/db/schema.js';
import { ORDER_API_PATHS } from '../../src/shared/api/order-paths.js';
import type { TOrder, TOrderAttributionChange } from '../../src/shared/api/orders.js';
import { API_BASE } from '../../src/shared/api/paths.js';
import { ORDER_HISTORY_TEXTS } from '../../src/shared/texts/orders.js';
import {
  bearer,
  call,
  coordinatorToken,
  createCampaign,
  createCoordinator,
  createGroup,
  insertOrder,
  registerAdmin,
  type CampaignRow,
  type GroupRow,
  type OrderRow,
} from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const ANTS_TO_BEES = 'Ava Antwerp gave the form to her cousin; ANTS31 agreed';
const WITHIN_BEES = 'Bo and Bea share a form';
const BACK_TO_ANTS = 'The Ants coordinator found the paper form';

describe("an order's attribution history as each reader sees it", () => {
  let t: TestApp;
  let admin: string;
  let antsCoordinator: string;
  let beesCoordinator: string;
  let ants: GroupRow;
  let bees: GroupRow;
  let antsFall: CampaignRow;
  let beesFall: CampaignRow;
  let order: OrderRow;

  const credit = async (body: Record<string, unknown>) => {
    const res = await call(t, {
      method: 'PUT',
      url: `/api/admin/orders/${order.id}/attribution`,
      headers: bearer(admin),
      payload: body,
    });
    expect(res.statusCode, res.payload).toBe(200);
  };
  const detail = async (url: string, token: string) => {
    const res = await call(t, { method: 'GET', url: `${API_BASE}${url}`, headers: bearer(token) });
    expect(res.statusCode, res.payload).toBe(200);
    return { payload: res.payload, history: res.json<{ data: TOrder }>().data.attributionHistory };
  };
  const change = (
    from: TOrderAttributionChange['from'],
    to: TOrderAttributionChange['to'],
    reason: string,
  ): TOrderAttributionChange => ({
    changedBy: 'admin',
    changedByName: 'Alex Admin',
    changedAt: expect.any(String) as unknown as string,
    from,
    to,
    reason,
  });
  const another = { groupCode: 'another group', campaignName: '', sellerName: '' };
  const antsSide = { groupCode: 'ANTS31', campaignName: 'Ants Fall', sellerName: 'Ava Antwerp' };
  const beesBo = { groupCode: 'BEES42', campaignName: 'Bees Fall', sellerName: 'Bo Beckett' };
  const beesBea = { groupCode: 'BEES42', campaignName: 'Bees Fall', sellerName: 'Bea Beckett' };

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await registerAdmin(t, { name: 'Alex Admin' })).token;
    ants = await createGroup(t, { code: 'ANTS31', name: 'Ants Scouts' });
    bees = await createGroup(t, { code: 'BEES42', name: 'Bees Band' });
    antsFall = await createCampaign(t, ants.id, { name: 'Ants Fall' });
    beesFall = await createCampaign(t, bees.id, { name: 'Bees Fall' });
    antsCoordinator = await coordinatorToken(t, await createCoordinator(t, ants.id));
    beesCoordinator = await coordinatorToken(t, await createCoordinator(t, bees.id));
    const sellerRows = await t.app.ctx.db
      .insert(sellers)
      .values([
        { groupId: ants.id, name: 'Ava Antwerp', email: 'ava.family@example.org' },
        { groupId: bees.id, name: 'Bo Beckett', email: 'bo.family@example.org' },
        { groupId: bees.id, name: 'Bea Beckett', email: 'bea.family@example.org' },
      ])
      .returning();
    const [ava, bo, bea] = sellerRows;
    order = await insertOrder(t, {
      group: ants,
      campaign: antsFall,
      sellerId: ava!.id,
      sellerName: 'Ava Antwerp',
      sellerEmail: 'ava.family@example.org',
    });
    await credit({ groupId: bees.id, campaignId: beesFall.id, sellerId: bo!.id, reason: ANTS_TO_BEES });
    await credit({ groupId: bees.id, campaignId: beesFall.id, sellerId: bea!.id, reason: WITHIN_BEES });
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows the coordinator of the group it moved to their own side only, and administrators everything', async () => {
    expect(ORDER_HISTORY_TEXTS.anotherGroup).toBe('another group');
    const seen = await detail(ORDER_API_PATHS.groupOrder(bees.id, order.id), beesCoordinator);
    expect(seen.history).toEqual([
      change(another, beesBo, 'another group'),
      change(beesBo, beesBea, WITHIN_BEES),
    ]);
    for (const secret of ['ANTS31', 'Ava', 'Antwerp', 'Ants Fall', 'cousin']) {
      expect(seen.payload).not.toContain(secret);
    }

    const everything = [change(antsSide, beesBo, ANTS_TO_BEES), change(beesBo, beesBea, WITHIN_BEES)];
    expect((await detail(ORDER_API_PATHS.adminOrder(order.id), admin)).history).toEqual(everything);
    expect((await detail(ORDER_API_PATHS.groupOrder(bees.id, order.id), admin)).history).toEqual(everything);
  });

  it('shows the first group, once the order is back, its own side of each change and nothing of the other group', async () => {
    const res = await call(t, {
      method: 'GET',
      url: `${API_BASE}${ORDER_API_PATHS.groupOrder(ants.id, order.id)}`,
      headers: bearer(antsCoordinator),
    });
    expect(res.statusCode).toBe(404);

    await credit({
      groupId: ants.id,
      campaignId: antsFall.id,
      sellerName: 'Ava Antwerp',
      reason: BACK_TO_ANTS,
    });
    const seen = await detail(ORDER_API_PATHS.groupOrder(ants.id, order.id), antsCoordinator);
    expect(seen.history).toEqual([
      change(antsSide, another, 'another group'),
      change(another, another, 'another group'),
      change(another, antsSide, 'another group'),
    ]);
    for (const secret of ['BEES42', 'Bo', 'Bea', 'Beckett', 'Bees Fall', 'share a form']) {
      expect(seen.payload).not.toContain(secret);
    }
  });

  it('shows a coordinator an order that arrived credited to no group in full once it is credited to theirs', async () => {
    const loose = await insertOrder(t, { sellerName: 'Bo B' });
    const res = await call(t, {
      method: 'PUT',
      url: `/api/admin/orders/${loose.id}/attribution`,
      headers: bearer(admin),
      payload: {
        groupId: bees.id,
        campaignId: beesFall.id,
        sellerName: 'Bo Beckett',
        reason: 'Cart had no code',
      },
    });
    expect(res.statusCode, res.payload).toBe(200);
    const seen = await detail(ORDER_API_PATHS.groupOrder(bees.id, loose.id), beesCoordinator);
    expect(seen.history).toEqual([
      change({ groupCode: '', campaignName: '', sellerName: 'Bo B' }, beesBo, 'Cart had no code'),
    ]);
  });
});
