import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAPER_ORDER_API_PATHS as PATHS } from '../../src/shared/api/paper-order-paths.js';
import type { TPaperOrder, TPaperOrderBody } from '../../src/shared/api/paper-orders.js';
import { API_PATHS } from '../../src/shared/api/paths.js';
import { PAPER_ORDER_IMPORT_MESSAGES as IMPORT_TEXT } from '../../src/shared/texts/paper-orders.js';
import { STORE_API_MESSAGES } from '../../src/shared/texts/store.js';
import {
  coordinatorToken,
  createCampaign,
  createCoordinator,
  createGroup,
  expectFailure,
  failure,
  registerAdmin,
  type CampaignRow,
  type GroupRow,
} from '../support/fixtures.js';
import { api, enterPaperOrder, ok, putProducts, sender } from '../support/money-fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const DONATIONS_OFF = STORE_API_MESSAGES.donationsOff;

describe('a paper form’s donation while the campaign takes none', () => {
  let t: TestApp;
  let group: GroupRow;
  let coordinator: string;
  let adminToken: string;
  let campaign: CampaignRow;
  let giving: CampaignRow;
  const doughOf = new Map<string, string>();
  const send = () => sender(t);
  let formCount = 0;

  const form = (target: CampaignRow, overrides: Partial<TPaperOrderBody> = {}): TPaperOrderBody => ({
    formNumber: `F-${++formCount}`,
    sellerName: 'Ava Stone',
    buyerName: 'Pat Parent',
    items: [{ productId: doughOf.get(target.id)!, quantity: 1 }],
    payment: { method: 'cash' },
    ...overrides,
  });
  const enter = (target: CampaignRow, body: TPaperOrderBody) =>
    send()(coordinator, 'POST', PATHS.campaignPaperOrders(group.id, target.id), body);
  const edit = (order: TPaperOrder, changes: Partial<TPaperOrderBody>) =>
    send()(coordinator, 'PUT', PATHS.paperOrder(group.id, order._id), {
      ...form(giving, { formNumber: order.formNumber }),
      ...changes,
      reason: 'Typo on the form',
    });
  const setDonations = async (target: CampaignRow, donationsEnabled: boolean) =>
    ok(
      await send()(adminToken, 'PUT', API_PATHS.groupCampaign(group.id, target.id), {
        name: target.name,
        startDate: target.startDate,
        endDate: target.endDate,
        donationsEnabled,
      }),
    );
  const importCsv = (target: CampaignRow, csv: string, dryRun = false) =>
    t.app.inject({
      method: 'POST',
      url: api(`${PATHS.paperOrderImport(group.id, target.id)}${dryRun ? '?dryRun=true' : ''}`),
      headers: { authorization: `Bearer ${coordinator}`, 'content-type': 'text/csv; charset=utf-8' },
      payload: csv,
    });

  beforeAll(async () => {
    t = await createTestApp();
    adminToken = (await registerAdmin(t)).token;
    group = await createGroup(t, { name: 'Maple Street PTA' });
    coordinator = await coordinatorToken(t, await createCoordinator(t, group.id));
    campaign = await createCampaign(t, group.id, { name: 'No Gifts' });
    giving = await createCampaign(t, group.id, { name: 'Gifts Welcome', donationsEnabled: true });
    for (const target of [campaign, giving]) {
      const [dough] = await putProducts(t, coordinator, group.id, target.id, [
        { name: 'Cookie Dough', price: '18.00' },
      ]);
      doughOf.set(target.id, dough!._id);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a new form with a donation (409 DONATIONS_OFF), and takes one without', async () => {
    for (const body of [form(campaign, { donation: 5 }), form(campaign, { items: [], donation: 20 })]) {
      expectFailure(await enter(campaign, body), 409, DONATIONS_OFF, undefined, 'DONATIONS_OFF');
    }
    expect(DONATIONS_OFF).toBe('This campaign does not take donations.');
    const plain = await enterPaperOrder(
      t,
      coordinator,
      group.id,
      campaign.id,
      form(campaign, { donation: 0 }),
    );
    expect({ donation: plain.donation, total: plain.total }).toEqual({ donation: 0, total: 18 });
  });

  it('keeps or lowers the donation of a form entered while donations were on; refuses more', async () => {
    const given = await enterPaperOrder(t, coordinator, group.id, giving.id, form(giving, { donation: 10 }));
    expect({ donation: given.donation, total: given.total }).toEqual({ donation: 10, total: 28 });
    await setDonations(giving, false);

    const raised = await edit(given, { donation: 15 });
    expectFailure(raised, 409, DONATIONS_OFF, undefined, 'DONATIONS_OFF');
    const kept = ok<TPaperOrder>(await edit(given, { donation: 10, buyerName: 'Pat Parent-Lee' }));
    expect({ buyerName: kept.buyerName, donation: kept.donation }).toEqual({
      buyerName: 'Pat Parent-Lee',
      donation: 10,
    });
    const lowered = ok<TPaperOrder>(await edit(given, { donation: 4 }));
    expect({ donation: lowered.donation, total: lowered.total }).toEqual({ donation: 4, total: 22 });
    expectFailure(await edit(given, { donation: 10 }), 409, DONATIONS_OFF, undefined, 'DONATIONS_OFF');

    await setDonations(giving, true);
    expect(ok<TPaperOrder>(await edit(given, { donation: 15 })).donation).toBe(15);
  });

  it('names an imported row with a donation as a problem of its Donation column, and writes nothing', async () => {
    const csv = [
      'Form number,Seller,Buyer,Payment,Donation,Cookie Dough',
      'I-1,Ava Stone,Pat Parent,cash,,2',
      'I-2,Ava Stone,Lee Parent,cash,5.00,1',
      'I-3,Ava Stone,Kim Parent,cash,12,',
      'I-4,Ava Stone,Sam Parent,cash,0,1',
    ].join('\n');
    const problems = [
      { row: 3, column: 'Donation', message: IMPORT_TEXT.donationsOff },
      { row: 4, column: 'Donation', message: IMPORT_TEXT.donationsOff },
    ];
    const dry = await importCsv(campaign, csv, true);
    expect(dry.statusCode, dry.payload).toBe(200);
    expect(dry.json<{ data: { orders: number; problems: unknown } }>().data).toMatchObject({
      orders: 2,
      problems,
    });
    const refused = failure(await importCsv(campaign, csv), 400);
    expect(refused).toMatchObject({
      code: 'IMPORT_HAS_PROBLEMS',
      params: { count: 2 },
    });
    expect(refused.errors?.map(({ field, code, message }) => ({ field, code, message }))).toEqual([
      {
        field: 'rows.3.Donation',
        code: 'FIELD_INVALID',
        message: 'This campaign does not take donations; turn them on in the campaign’s settings first',
      },
      {
        field: 'rows.4.Donation',
        code: 'FIELD_INVALID',
        message: 'This campaign does not take donations; turn them on in the campaign’s settings first',
      },
    ]);
    const latest = ok<TPaperOrder[]>(
      await send()(coordinator, 'GET', `${PATHS.campaignPaperOrders(group.id, campaign.id)}?limit=50`),
    );
    expect(latest.map((order) => order.formNumber).filter((number) => number.startsWith('I-'))).toEqual([]);
  });
});
