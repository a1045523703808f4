import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCampaign, TGroup } from '../../src/shared/api/groups.js';
import { bearer, call, expectFailure, registerAdmin, type Reply } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe('a campaign goal and a group profit share', () => {
  let t: TestApp;
  let token: string;

  const send = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object): Promise<Reply> =>
    call(t, { method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const dataOf = <T>(res: Reply, status = 200) => {
    expect(res.statusCode, res.payload).toBe(status);
    return res.json<{ data: T }>().data;
  };

  const groupBody = (values: object = {}) => ({
    name: 'Lincoln Band',
    code: `BAND${Math.floor(Math.random() * 1e6)}`,
    organizationName: 'Lincoln High',
    ...values,
  });
  const campaignBody = (values: object = {}) => ({
    name: 'Cookie Week',
    startDate: '2026-11-01',
    endDate: '2026-11-30',
    ...values,
  });

  beforeAll(async () => {
    t = await createTestApp();
    token = (await registerAdmin(t)).token;
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores a share with two decimals exactly, keeps it when left out and clears it with null', async () => {
    const group = dataOf<TGroup>(
      await send('POST', '/groups', groupBody({ profitSharePercent: 12.35 })),
      201,
    );
    expect(group.profitSharePercent).toBe(12.35);
    const kept = dataOf<TGroup>(await send('PUT', `/groups/${group._id}`, groupBody({ name: 'Renamed' })));
    expect(kept).toMatchObject({ name: 'Renamed', profitSharePercent: 12.35 });
    const changed = dataOf<TGroup>(
      await send('PUT', `/groups/${group._id}`, groupBody({ profitSharePercent: 0 })),
    );
    expect(changed.profitSharePercent).toBe(0);
    const cleared = dataOf<TGroup>(
      await send('PUT', `/groups/${group._id}`, groupBody({ profitSharePercent: null })),
    );
    expect(cleared.profitSharePercent).toBeNull();
    expect(dataOf<TGroup>(await send('GET', `/groups/${group._id}`)).profitSharePercent).toBeNull();
  });

  it('stores a goal in cents exactly, keeps it when left out and clears it with null', async () => {
    const group = dataOf<TGroup>(
      await send('POST', '/groups', groupBody({ initialCampaign: campaignBody({ goalAmount: 2500.1 }) })),
      201,
    );
    const [first] = dataOf<TCampaign[]>(await send('GET', `/groups/${group._id}/campaigns`));
    expect(first!.goalAmount).toBe(2500.1);
    const created = dataOf<TCampaign>(
      await send('POST', `/groups/${group._id}/campaigns`, campaignBody({ goalAmount: 0.29 })),
      201,
    );
    expect(created.goalAmount).toBe(0.29);
    const url = `/groups/${group._id}/campaigns/${created._id}`;
    expect(dataOf<TCampaign>(await send('PUT', url, campaignBody({ name: 'Dough' }))).goalAmount).toBe(0.29);
    expect(
      dataOf<TCampaign>(await send('PUT', url, campaignBody({ goalAmount: 10_000_000 }))).goalAmount,
    ).toBe(10_000_000);
    expect(
      dataOf<TCampaign>(await send('PUT', url, campaignBody({ goalAmount: null }))).goalAmount,
    ).toBeNull();
  });

  it.each([
    [0, 'Goal must be more than 0'],
    [-5, 'Goal must be more than 0'],
    [10_000_000.01, 'Goal must be at most 10,000,000'],
    [12.345, 'Goal can have at most two decimals'],
    ['500', 'Goal must be a number of dollars'],
  ])('refuses the goal %j with 400 and says why', async (goalAmount, message) => {
    const group = dataOf<TGroup>(await send('POST', '/groups', groupBody()), 201);
    const res = await send('POST', `/groups/${group._id}/campaigns`, campaignBody({ goalAmount }));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: { field: string; message: string }[] }>().errors).toEqual([
      { field: 'goalAmount', code: 'FIELD_INVALID', message },
    ]);
  });

  it.each([
    [-1, 'Profit share must be between 0 and 100'],
    [100.01, 'Profit share must be between 0 and 100'],
    [33.333, 'Profit share can have at most two decimals'],
    ['40%', 'Profit share must be a number'],
  ])('refuses the share %j with 400 and stores nothing', async (profitSharePercent, message) => {
    const res = await send('POST', '/groups', groupBody({ profitSharePercent, code: 'NOSHARE1' }));
    expectFailure(res, 400, message, [{ field: 'profitSharePercent', message }]);
    expect((await send('GET', '/groups')).payload).not.toContain('NOSHARE1');
  });
});
