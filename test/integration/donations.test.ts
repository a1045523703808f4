import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileOrders } from '../../src/server/reconciliation/reconcile-orders.js';
import type { TCampaign, TGroup } from '../../src/shared/api/groups.js';
import { MONEY_API_PATHS } from '../../src/shared/api/money-paths.js';
import type { TCampaignMoney } from '../../src/shared/api/money.js';
import { ORDER_API_PATHS } from '../../src/shared/api/order-paths.js';
import type { TOrder, TOrderListItem } from '../../src/shared/api/orders.js';
import { PAPER_ORDER_API_PATHS } from '../../src/shared/api/paper-order-paths.js';
import {
  PAPER_ORDER_TEMPLATE_COLUMNS,
  type TCampaignProduct,
  type TPaperOrder,
  type TPaperOrderImportResult,
  type TSupplierOrder,
} from '../../src/shared/api/paper-orders.js';
import { API_PATHS } from '../../src/shared/api/paths.js';
import { REPORT_API_PATHS } from '../../src/shared/api/report-paths.js';
import type { TCampaignReport, TDistributionSheets, TGroupDashboard } from '../../src/shared/api/reports.js';
import { TEAM_API_PATHS } from '../../src/shared/api/team-paths.js';
import type { TTeam, TTeamRanking } from '../../src/shared/api/teams.js';
import { CAMPAIGN_API_MESSAGES } from '../../src/shared/texts/campaigns.js';
import { FIELD_MESSAGES } from '../../src/shared/texts/fields.js';
import {
  PAPER_ORDER_FIELD_MESSAGES,
  PAPER_ORDER_IMPORT_MESSAGES,
} from '../../src/shared/texts/paper-orders.js';
import {
  bearer,
  call,
  coordinatorToken,
  createCampaign,
  createCoordinator,
  createGroup,
  failure,
  registerAdmin,
  type CampaignRow,
  type GroupRow,
  type Reply,
  type SellerSession,
} from '../support/fixtures.js';
import { adminOrderNode, startFakeAdminApi } from '../support/fake-admin-api.js';
import { api, enterPaperOrder, ok, putProducts, sellerOf, sender } from '../support/money-fixtures.js';
import { acceptedWebhook, csvRecord, fetchCsv, orderRowsOf } from '../support/order-fixtures.js';
import { storeOrder } from '../support/store-webhooks.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Donations: the campaign's and the group's settings, which store lines are donations (the `_donation` line
 * property, the campaign's donation product by id, by `gid://` id or by handle) on a new order, a store update,
 * a cancellation, a deletion and a reconciliation run, and paper forms with a donation (entered, edited, voided,
 * imported). Each figure expected here is worked out from what the test sent.
 */

const GIFT_ID = '8123456789012';
const GIFT_GID = `gid://shopify/Product/${GIFT_ID}`;
const GIFT_HANDLE = 'round-up-gift';

/** A store line as the webhook carries it, with what can make it a donation. */
interface Line {
  title: string;
  price: string;
  quantity: number;
  product_id?: number | string | null;
  handle?: string;
  properties?: { name: string; value: string }[];
}

const cents = (price: string) => Math.round(Number(price) * 100);
const dollars = (amount: number) => Math.round(amount) / 100;
const lineCents = (lines: Line[]) => lines.reduce((sum, line) => sum + cents(line.price) * line.quantity, 0);
const marked = (value: string) => [{ name: '_donation', value }];

let t: TestApp;
let adminToken: string;
let coordinator: string;
let group: GroupRow;
let ava: SellerSession;
let ben: SellerSession;

const send = (token: string, method: 'GET' | 'POST' | 'PUT', path: string, payload?: unknown) =>
  sender(t)(token, method, path, payload);
const admin = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: unknown) =>
  send(adminToken, method, path, payload);

beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await registerAdmin(t)).token;
  group = await createGroup(t, { name: 'Birch Hill PTA', profitShareBasisPoints: 4000 });
  coordinator = await coordinatorToken(t, await createCoordinator(t, group.id));
  await createCampaign(t, group.id, { name: 'Always On' });
  ava = await sellerOf(t, group, 'Ava Stone');
  ben = await sellerOf(t, group, 'Ben Ray');
});
afterAll(async () => {
  await t.close();
});

/** A campaign of the group with its donation settings set through the API, as staff set them. */
async function campaignWith(settings: Record<string, unknown>, name = 'Cookie Week'): Promise<CampaignRow> {
  const campaign = await createCampaign(t, group.id, { name });
  ok<TCampaign>(
    await admin('PUT', API_PATHS.groupCampaign(group.id, campaign.id), {
      name,
      startDate: campaign.startDate,
      endDate: campaign.endDate,
      ...settings,
    }),
  );
  return campaign;
}

function webhookOrder(
  campaign: CampaignRow,
  lines: Line[],
  options: { shipping?: string; seller?: SellerSession } = {},
) {
  return storeOrder({
    attributes: {
      group_code: group.code,
      student_name: (options.seller ?? ava).user.name,
      campaign_id: campaign.id,
      campaign_name: campaign.name,
    },
    lines,
    shipping: { title: 'Standard', price: options.shipping ?? '5.50' },
  });
}

async function detailOf(storeId: string | number): Promise<TOrder> {
  const [row] = await orderRowsOf(t, storeId);
  expect(row).toBeDefined();
  return ok<TOrder>(await send(coordinator, 'GET', ORDER_API_PATHS.groupOrder(group.id, row!.id)));
}

const reportOf = async (campaign: CampaignRow) =>
  ok<TCampaignReport>(await send(coordinator, 'GET', REPORT_API_PATHS.campaignReport(group.id, campaign.id)));

/** What an order shows: products, donation and total apart, and its item lines (never a donation line). */
function figuresOf(order: TOrder) {
  return {
    totalProductAmount: order.totalProductAmount,
    donationAmount: order.donationAmount,
    totalAmount: order.totalAmount,
    items: order.items.map((item) => ({ name: item.productName, quantity: item.quantity })),
  };
}

/** The figures the rules give an order of these lines, `isDonation` saying which lines are donations. */
function expectedFigures(lines: Line[], isDonation: (line: Line) => boolean, shipping = '5.50') {
  const donationCents = lineCents(lines.filter(isDonation));
  return {
    totalProductAmount: dollars(lineCents(lines) - donationCents),
    donationAmount: dollars(donationCents),
    totalAmount: dollars(lineCents(lines) + cents(shipping)),
    items: lines
      .filter((line) => !isDonation(line))
      .map((line) => ({ name: line.title, quantity: line.quantity })),
  };
}

describe('donation settings', () => {
  const groupBody = (values: Record<string, unknown> = {}) => ({
    name: 'Lakeside Scouts',
    organizationName: 'Lakeside Scout Troop 12',
    ...values,
  });
  const campaignBody = (values: Record<string, unknown> = {}) => ({
    name: 'Wreath Drive',
    startDate: '2026-11-01',
    endDate: '2026-11-30',
    ...values,
  });
  const donationSettings = (campaign: TCampaign) => ({
    donationsEnabled: campaign.donationsEnabled,
    donationAmounts: campaign.donationAmounts,
    donationMinimum: campaign.donationMinimum,
    donationProduct: campaign.donationProduct,
  });
  const OFF = { donationsEnabled: false, donationAmounts: [], donationMinimum: null, donationProduct: '' };

  it('are off by default: no amounts, no minimum, no donation product; a group has no tax ID or receipt note', async () => {
    const created = ok<TGroup>(
      await admin('POST', API_PATHS.groups, groupBody({ code: `OFF${Date.now() % 1_000_000}` })),
      201,
    );
    expect({ taxId: created.taxId, receiptNote: created.receiptNote }).toEqual({
      taxId: '',
      receiptNote: '',
    });
    const [first] = ok<TCampaign[]>(await admin('GET', API_PATHS.groupCampaigns(created._id)));
    expect(donationSettings(first!)).toEqual(OFF);
    const added = ok<TCampaign>(
      await admin('POST', API_PATHS.groupCampaigns(created._id), campaignBody()),
      201,
    );
    expect(donationSettings(added)).toEqual(OFF);
  });

  it('are stored as sent: amounts smallest first, a product gid as its id, a handle in lower case; left out they stay', async () => {
    const created = ok<TGroup>(
      await admin(
        'POST',
        API_PATHS.groups,
        groupBody({
          code: `GIV${Date.now() % 1_000_000}`,
          taxId: ' 12-3456789 ',
          receiptNote: 'No goods or services were provided in exchange for this gift.',
          initialCampaign: campaignBody({
            donationsEnabled: true,
            donationAmounts: [50, 10, 25.5],
            donationMinimum: 5,
            donationProduct: ` ${GIFT_GID} `,
          }),
        }),
      ),
      201,
    );
    expect({ taxId: created.taxId, receiptNote: created.receiptNote }).toEqual({
      taxId: '12-3456789',
      receiptNote: 'No goods or services were provided in exchange for this gift.',
    });
    const [first] = ok<TCampaign[]>(await admin('GET', API_PATHS.groupCampaigns(created._id)));
    const url = API_PATHS.groupCampaign(created._id, first!._id);
    expect(donationSettings(first!)).toEqual({
      donationsEnabled: true,
      donationAmounts: [10, 25.5, 50],
      donationMinimum: 5,
      donationProduct: GIFT_ID,
    });

    // An update that leaves the settings out keeps them.
    const renamed = ok<TCampaign>(await admin('PUT', url, campaignBody({ name: 'Wreath Drive 2026' })));
    expect(renamed.name).toBe('Wreath Drive 2026');
    expect(donationSettings(renamed)).toEqual(donationSettings(first!));

    // A handle in any case is kept in lower case; a product id's digits as they are.
    expect(
      ok<TCampaign>(await admin('PUT', url, campaignBody({ donationProduct: '  Round-Up-GIFT ' })))
        .donationProduct,
    ).toBe(GIFT_HANDLE);
    expect(
      ok<TCampaign>(await admin('PUT', url, campaignBody({ donationProduct: GIFT_ID }))).donationProduct,
    ).toBe(GIFT_ID);

    // Each setting changes alone; null clears the minimum, [] the amounts, '' the product.
    const changed = ok<TCampaign>(
      await admin('PUT', url, campaignBody({ donationMinimum: null, donationAmounts: [100, 20] })),
    );
    expect(donationSettings(changed)).toEqual({
      donationsEnabled: true,
      donationAmounts: [20, 100],
      donationMinimum: null,
      donationProduct: GIFT_ID,
    });
    const off = ok<TCampaign>(
      await admin(
        'PUT',
        url,
        campaignBody({ donationsEnabled: false, donationAmounts: [], donationProduct: '' }),
      ),
    );
    expect(donationSettings(off)).toEqual(OFF);
    expect(donationSettings(ok<TCampaign>(await admin('GET', url)))).toEqual(OFF);

    // The group's tax ID and receipt note: left out they stay, sent they change, '' clears.
    const groupUrl = API_PATHS.group(created._id);
    const kept = ok<TGroup>(await admin('PUT', groupUrl, groupBody({ name: 'Lakeside Scouts Troop' })));
    expect(kept).toMatchObject({ name: 'Lakeside Scouts Troop', taxId: '12-3456789' });
    expect(kept.receiptNote).toBe(created.receiptNote);
    const cleared = ok<TGroup>(
      await admin(
        'PUT',
        groupUrl,
        groupBody({ taxId: '', receiptNote: 'Thank you for supporting our troop!' }),
      ),
    );
    expect({ taxId: cleared.taxId, receiptNote: cleared.receiptNote }).toEqual({
      taxId: '',
      receiptNote: 'Thank you for supporting our troop!',
    });
    expect(ok<TGroup>(await admin('GET', groupUrl))).toMatchObject({
      taxId: '',
      receiptNote: 'Thank you for supporting our troop!',
    });
  });

  /** A refusal: 400 with this message on a field under `field`, and nothing stored. */
  function expectRefused(res: Reply, field: string, message: string) {
    const body = failure(res, 400);
    expect(body.errors?.map((error) => error.message)).toContain(message);
    const fields = (body.errors ?? [])
      .filter((error) => error.message === message)
      .map((error) => error.field);
    expect(fields.length).toBeGreaterThan(0);
    for (const name of fields) expect(name === field || name.startsWith(`${field}.`), name).toBe(true);
  }

  it('refuses bad settings with their messages, on create and on update, and changes nothing', async () => {
    const created = ok<TGroup>(
      await admin(
        'POST',
        API_PATHS.groups,
        groupBody({ code: `BAD${Date.now() % 1_000_000}`, taxId: 'EIN 1' }),
      ),
      201,
    );
    const listUrl = API_PATHS.groupCampaigns(created._id);
    const [first] = ok<TCampaign[]>(await admin('GET', listUrl));
    const url = API_PATHS.groupCampaign(created._id, first!._id);
    const M = CAMPAIGN_API_MESSAGES;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ donationAmounts: [5, 10, 15, 20, 25] }, 'donationAmounts', M.donationAmountsTooMany],
      [{ donationAmounts: [10, 25, 10] }, 'donationAmounts', M.donationAmountsTwice],
      [{ donationAmounts: [0] }, 'donationAmounts', M.donationAmount],
      [{ donationAmounts: [-5] }, 'donationAmounts', M.donationAmount],
      [{ donationAmounts: [12.345] }, 'donationAmounts', M.donationAmount],
      [{ donationAmounts: [100_000.01] }, 'donationAmounts', M.donationAmount],
      [{ donationAmounts: ['10'] }, 'donationAmounts', M.donationAmount],
      [{ donationAmounts: 'ten' }, 'donationAmounts', M.donationAmount],
      [{ donationMinimum: 0 }, 'donationMinimum', M.donationMinimum],
      [{ donationMinimum: 2.555 }, 'donationMinimum', M.donationMinimum],
      [{ donationAmounts: [5, 20], donationMinimum: 10 }, 'donationAmounts', M.donationBelowMinimum],
      [{ donationsEnabled: 'yes' }, 'donationsEnabled', 'Donations must be true or false'],
      [
        { donationProduct: 'x'.repeat(256) },
        'donationProduct',
        FIELD_MESSAGES.tooLong('Donation product', 255),
      ],
    ];
    for (const [settings, field, message] of cases) {
      expectRefused(await admin('POST', listUrl, campaignBody(settings)), field, message);
      expectRefused(await admin('PUT', url, campaignBody(settings)), field, message);
    }
    expect(ok<TCampaign[]>(await admin('GET', listUrl))).toEqual([first]);
    // Amounts at the minimum are fine.
    const atMinimum = ok<TCampaign>(
      await admin('PUT', url, campaignBody({ donationAmounts: [10, 15], donationMinimum: 10 })),
    );
    expect(donationSettings(atMinimum)).toMatchObject({ donationAmounts: [10, 15], donationMinimum: 10 });
    // A minimum sent alone is held to the amounts already stored, and so are amounts sent alone.
    expectRefused(
      await admin('PUT', url, campaignBody({ donationMinimum: 12 })),
      'donationAmounts',
      M.donationBelowMinimum,
    );
    expectRefused(
      await admin('PUT', url, campaignBody({ donationAmounts: [5, 15] })),
      'donationAmounts',
      M.donationBelowMinimum,
    );
    expect(donationSettings(ok<TCampaign>(await admin('GET', url)))).toEqual(donationSettings(atMinimum));

    const groupUrl = API_PATHS.group(created._id);
    expectRefused(
      await admin('PUT', groupUrl, groupBody({ taxId: '9'.repeat(61) })),
      'taxId',
      FIELD_MESSAGES.tooLong('Tax ID', 60),
    );
    expectRefused(
      await admin('PUT', groupUrl, groupBody({ receiptNote: 'n'.repeat(501) })),
      'receiptNote',
      FIELD_MESSAGES.tooLong('Receipt note', 500),
    );
    expect(ok<TGroup>(await admin('GET', groupUrl))).toMatchObject({ taxId: 'EIN 1', receiptNote: '' });
  });
});

describe('store lines that are donations', () => {
  const isMarked = (line: Line) =>
    (line.properties ?? []).some(
      (property) =>
        property.name === '_donation' && !['', '0', 'false', 'no'].includes(property.value.toLowerCase()),
    );

  it('a line with the `_donation` property is a donation unless its value says no, in a campaign without a donation product', async () => {
    const campaign = await campaignWith({ donationsEnabled: true }, 'Marked Lines');
    const lines: Line[] = [
      { title: 'Cookie Dough', price: '15.00', quantity: 2, product_id: 9001, handle: 'cookie-dough' },
      { title: 'Gift for the band', price: '25.00', quantity: 1, properties: marked('true') },
      { title: 'Round up', price: '0.75', quantity: 1, properties: marked('1') },
      { title: 'Extra gift', price: '5.00', quantity: 2, properties: marked('Yes') },
      {
        title: 'Gift note',
        price: '1.25',
        quantity: 1,
        properties: [{ name: 'Message', value: 'Go band!' }],
      },
      ...['', '0', 'false', 'FALSE', 'no', 'No'].map((value, index) => ({
        title: `Engraved Mug ${index}`,
        price: `${10 + index}.00`,
        quantity: 1,
        properties: marked(value),
      })),
    ];
    const order = webhookOrder(campaign, lines);
    expect(await acceptedWebhook(t, order)).toBe('created');
    const expected = expectedFigures(lines, isMarked);
    expect(expected.donationAmount).toBe(35.75);
    expect(figuresOf(await detailOf(order.id))).toEqual(expected);

    const report = await reportOf(campaign);
    expect(report.totals).toMatchObject({
      orderCount: 1,
      itemCount: 2 + 1 + 6,
      sales: expected.totalAmount,
      productSales: expected.totalProductAmount,
      donations: 35.75,
      productSalesAndDonations: dollars(lineCents(lines)),
      // 40 % of the products, every donation whole.
      raised: dollars(Math.round((lineCents(lines) - 3575) * 0.4) + 3575),
    });
    expect(report.products.map((product) => product.name).sort()).toEqual(
      expected.items.map((item) => item.name).sort(),
    );
    expect(report.sellers).toEqual([
      {
        rank: 1,
        name: 'Ava Stone',
        orderCount: 1,
        itemCount: 9,
        sales: expected.totalAmount,
        productSales: expected.totalProductAmount,
        donations: 35.75,
      },
    ]);
  });

  it('the campaign’s donation product is a donation by its id, its gid or its handle in any case; other products are not', async () => {
    // Set as a gid, kept as the id: lines with the id as a number, as digits or as a gid are donations.
    const byId = await campaignWith({ donationsEnabled: true, donationProduct: GIFT_GID }, 'Gift By Id');
    const idLines: Line[] = [
      { title: 'Candle', price: '12.50', quantity: 1, product_id: 9002, handle: 'candle' },
      { title: 'Donation', price: '10.00', quantity: 2, product_id: Number(GIFT_ID), handle: 'donation' },
      { title: 'Donation', price: '3.00', quantity: 1, product_id: GIFT_ID },
      { title: 'Donation', price: '7.00', quantity: 1, product_id: GIFT_GID },
      { title: 'Gift Box', price: '8.00', quantity: 1, product_id: Number(GIFT_ID) + 1, handle: GIFT_HANDLE },
      { title: 'Sticker', price: '1.00', quantity: 3, product_id: null },
    ];
    const isGiftId = (line: Line) => line.title === 'Donation';
    const idOrder = webhookOrder(byId, idLines);
    expect(await acceptedWebhook(t, idOrder)).toBe('created');
    expect(figuresOf(await detailOf(idOrder.id))).toEqual(expectedFigures(idLines, isGiftId));
    expect((await detailOf(idOrder.id)).donationAmount).toBe(30);

    // Set as a handle in another case: lines of that handle in any case are donations, whatever their id.
    const byHandle = await campaignWith(
      { donationsEnabled: true, donationProduct: 'Round-Up-Gift' },
      'Gift By Handle',
    );
    const handleLines: Line[] = [
      { title: 'Wreath', price: '30.00', quantity: 1, product_id: 9003, handle: 'wreath' },
      { title: 'Round-up gift', price: '4.25', quantity: 1, product_id: 9100, handle: GIFT_HANDLE },
      { title: 'Round-up gift', price: '6.00', quantity: 2, handle: 'ROUND-UP-GIFT' },
      { title: 'Round-up gift box', price: '9.00', quantity: 1, handle: 'round-up-gift-box' },
      { title: 'Id of another campaign’s gift', price: '2.00', quantity: 1, product_id: Number(GIFT_ID) },
    ];
    const isGiftHandle = (line: Line) => line.title === 'Round-up gift';
    const handleOrder = webhookOrder(byHandle, handleLines, { shipping: '0.00' });
    expect(await acceptedWebhook(t, handleOrder)).toBe('created');
    expect(figuresOf(await detailOf(handleOrder.id))).toEqual(
      expectedFigures(handleLines, isGiftHandle, '0.00'),
    );
    expect((await detailOf(handleOrder.id)).donationAmount).toBe(16.25);

    // The store's later copy of each (`orders/updated`) is split by the same rules.
    for (const [order, lines, isDonation, shipping] of [
      [idOrder, idLines, isGiftId, '5.50'],
      [handleOrder, handleLines, isGiftHandle, '0.00'],
    ] as const) {
      const later = { ...order, updated_at: new Date(Date.parse(order.created_at) + 60_000).toISOString() };
      expect(await acceptedWebhook(t, later, { topic: 'orders/updated' })).toBe('updated');
      expect(figuresOf(await detailOf(order.id))).toEqual(expectedFigures(lines, isDonation, shipping));
    }

    for (const [campaign, lines, isDonation] of [
      [byId, idLines, isGiftId],
      [byHandle, handleLines, isGiftHandle],
    ] as const) {
      const report = await reportOf(campaign);
      const donationCents = lineCents(lines.filter(isDonation));
      expect(report.totals).toMatchObject({
        productSales: dollars(lineCents(lines) - donationCents),
        donations: dollars(donationCents),
        itemCount: lines.filter((line) => !isDonation(line)).reduce((sum, line) => sum + line.quantity, 0),
      });
      expect(report.products.map((product) => product.name).sort()).toEqual(
        [...new Set(lines.filter((line) => !isDonation(line)).map((line) => line.title))].sort(),
      );
    }
  });

  it('with donations off and no donation product a line without `_donation` is a product, whatever its id, handle or title', async () => {
    const plain = await createCampaign(t, group.id, { name: 'Plain Sale' });
    const lines: Line[] = [
      { title: 'Donation', price: '10.00', quantity: 1, product_id: Number(GIFT_ID), handle: GIFT_HANDLE },
      { title: 'Donation', price: '5.00', quantity: 1, product_id: GIFT_GID, handle: 'donation' },
      { title: 'Popcorn', price: '8.25', quantity: 2 },
    ];
    const order = webhookOrder(plain, lines);
    expect(await acceptedWebhook(t, order)).toBe('created');
    expect(figuresOf(await detailOf(order.id))).toEqual(expectedFigures(lines, () => false));

    // The property alone still marks a gift there.
    const giftLines: Line[] = [
      { title: 'Popcorn', price: '8.25', quantity: 1 },
      { title: 'Gift', price: '20.00', quantity: 1, properties: marked('true') },
    ];
    const gift = webhookOrder(plain, giftLines);
    expect(await acceptedWebhook(t, gift)).toBe('created');
    expect(figuresOf(await detailOf(gift.id))).toEqual(expectedFigures(giftLines, isMarked));
    expect((await reportOf(plain)).totals).toMatchObject({
      orderCount: 2,
      productSales: dollars(lineCents(lines) + 825),
      donations: 20,
    });
  });

  it('a donation-only order has no items, no products and its donation; it appears with its donation on the sheets and in the export', async () => {
    const campaign = await campaignWith(
      { donationsEnabled: true, donationProduct: GIFT_HANDLE },
      'Only Gifts',
    );
    const lines: Line[] = [{ title: 'Round-up gift', price: '20.00', quantity: 1, handle: GIFT_HANDLE }];
    const order = webhookOrder(campaign, lines, { shipping: '0.00', seller: ben });
    expect(await acceptedWebhook(t, order)).toBe('created');
    const detail = await detailOf(order.id);
    expect(figuresOf(detail)).toEqual({
      totalProductAmount: 0,
      donationAmount: 20,
      totalAmount: 20,
      items: [],
    });
    expect(detail.donationReceiptUrl).not.toBeNull();

    const report = await reportOf(campaign);
    expect(report.totals).toMatchObject({
      orderCount: 1,
      itemCount: 0,
      sales: 20,
      productSales: 0,
      donations: 20,
      productSalesAndDonations: 20,
      raised: 20,
    });
    expect(report.products).toEqual([]);
    expect(report.sellers).toEqual([
      { rank: 1, name: 'Ben Ray', orderCount: 1, itemCount: 0, sales: 20, productSales: 0, donations: 20 },
    ]);

    const sheets = ok<TDistributionSheets>(
      await send(coordinator, 'GET', REPORT_API_PATHS.campaignDistribution(group.id, campaign.id)),
    );
    expect(sheets.sellers.map((seller) => ({ name: seller.name, orders: seller.orders }))).toEqual([
      {
        name: 'Ben Ray',
        orders: [
          {
            _id: detail._id,
            orderNumber: order.name,
            buyerName: 'Pat Lee',
            buyerPhone: '',
            items: [],
            donation: 20,
          },
        ],
      },
    ]);
    expect(sheets.products).toEqual([]);

    const list = ok<TOrderListItem[]>(
      await send(coordinator, 'GET', `${ORDER_API_PATHS.groupOrders(group.id)}?limit=100`),
    );
    expect(list.find((entry) => entry._id === detail._id)).toMatchObject({
      totalProductAmount: 0,
      donationAmount: 20,
      totalAmount: 20,
    });
    const csv = await fetchCsv(t, api(ORDER_API_PATHS.groupOrdersExport(group.id)), coordinator);
    expect(csv.header.at(-1)).toBe('Donation');
    const record = csv.rows
      .map((row) => csvRecord(csv.header, row))
      .find((entry) => entry['Order Number'] === order.name)!;
    expect(record).toMatchObject({ 'Product Total': '0.00', Total: '20.00', Donation: '20.00', Items: '' });
  });

  it('a store update recomputes the donation; a cancellation and a deletion take the order out of every figure', async () => {
    const campaign = await campaignWith(
      { donationsEnabled: true, donationProduct: GIFT_ID },
      'Updated Gifts',
    );
    const cookie: Line = { title: 'Cookie Dough', price: '15.00', quantity: 2, product_id: 9001 };
    const gift: Line = { title: 'Gift', price: '25.00', quantity: 1, product_id: GIFT_ID };
    const isGift = (line: Line) => line.product_id === GIFT_ID || isMarked(line);
    const created = webhookOrder(campaign, [cookie, gift]);
    expect(await acceptedWebhook(t, created)).toBe('created');
    const keep = webhookOrder(campaign, [{ ...gift, price: '5.00' }], { seller: ben, shipping: '0.00' });
    expect(await acceptedWebhook(t, keep)).toBe('created');

    let at = Date.parse(created.created_at);
    /** The same order as the store sends it after an edit: these lines, a later `updated_at`. */
    const edited = (lines: Line[], extra: Record<string, unknown> = {}) => {
      at += 60_000;
      const { line_items, total_line_items_price, subtotal_price, total_price } = storeOrder({
        lines,
        shipping: { title: 'Standard', price: '5.50' },
      });
      return {
        ...created,
        line_items,
        total_line_items_price,
        subtotal_price,
        total_price,
        updated_at: new Date(at).toISOString(),
        ...extra,
      };
    };
    const expectOrder = async (lines: Line[]) => {
      const expected = expectedFigures(lines, isGift);
      expect(figuresOf(await detailOf(created.id))).toEqual(expected);
      const report = await reportOf(campaign);
      expect(report.totals).toMatchObject({
        orderCount: 2,
        productSales: expected.totalProductAmount,
        donations: dollars(expected.donationAmount * 100 + 500),
        sales: dollars(expected.totalAmount * 100 + 500),
      });
      expect(report.products).toEqual(
        expected.items.map((item) => ({
          name: item.name,
          quantity: item.quantity,
          sales: dollars(cents(lines.find((line) => line.title === item.name)!.price) * item.quantity),
        })),
      );
    };

    // The gift doubled and a marked round-up added.
    const more: Line[] = [
      cookie,
      { ...gift, quantity: 2 },
      { title: 'Round up', price: '0.50', quantity: 1, properties: marked('true') },
    ];
    expect(await acceptedWebhook(t, edited(more), { topic: 'orders/updated' })).toBe('updated');
    await expectOrder(more);
    // The gifts removed: every cent is products again.
    const none: Line[] = [{ ...cookie, quantity: 3 }];
    expect(await acceptedWebhook(t, edited(none), { topic: 'orders/updated' })).toBe('updated');
    await expectOrder(none);
    // The gift back.
    const back: Line[] = [cookie, gift];
    expect(await acceptedWebhook(t, edited(back), { topic: 'orders/updated' })).toBe('updated');
    await expectOrder(back);

    // Cancelled: the order counts nowhere, the other one still does.
    const cancelledAt = new Date(at + 60_000).toISOString();
    expect(
      await acceptedWebhook(t, edited(back, { cancelled_at: cancelledAt }), { topic: 'orders/cancelled' }),
    ).toBe('updated');
    expect((await reportOf(campaign)).totals).toMatchObject({
      orderCount: 1,
      sales: 5,
      productSales: 0,
      donations: 5,
      productSalesAndDonations: 5,
    });
    // Deleted: nothing left.
    expect(await acceptedWebhook(t, { id: keep.id }, { topic: 'orders/delete' })).toBe('deleted');
    const report = await reportOf(campaign);
    expect(report.totals).toMatchObject({
      orderCount: 0,
      sales: 0,
      productSales: 0,
      donations: 0,
      raised: 0,
    });
    expect(report.sellers).toEqual([]);
  });

  it('leaderboards rank by products + donations, never by shipping: equal amounts share a rank and go by name', async () => {
    const ranked = await createGroup(t, { name: 'Elm Street PTA', profitShareBasisPoints: 2500 });
    const campaign = await createCampaign(t, ranked.id, { name: 'Tie Week', goalCents: 10_000 });
    const made = ok<TTeam[]>(
      await admin('PUT', TEAM_API_PATHS.groupTeams(ranked.id), {
        teams: [{ name: 'Room 2' }, { name: 'Room 1' }, { name: 'Room 3' }],
      }),
    );
    const teamId = (name: string) => made.find((team) => team.name === name)!._id;
    // Ava sells 30.00 of products, Ben is given 30.00, Cy sells 20.00 with 40.00 of shipping.
    const sales: [string, string, Line[], string][] = [
      ['Ava Stone', 'Room 2', [{ title: 'Wreath', price: '30.00', quantity: 1 }], '0.00'],
      [
        'Ben Ray',
        'Room 1',
        [{ title: 'Gift', price: '30.00', quantity: 1, properties: marked('true') }],
        '0.00',
      ],
      ['Cy Lee', 'Room 3', [{ title: 'Candle', price: '10.00', quantity: 2 }], '40.00'],
    ];
    for (const [name, team, lines, shipping] of sales) {
      const seller = await sellerOf(t, ranked, name);
      ok(await admin('PUT', TEAM_API_PATHS.sellerTeam(ranked.id, seller.user.id), { teamId: teamId(team) }));
      const order = storeOrder({
        attributes: {
          group_code: ranked.code,
          student_name: name,
          student_email: seller.user.email,
          user_id: seller.user.id,
          campaign_id: campaign.id,
          campaign_name: campaign.name,
        },
        lines,
        shipping: { title: 'Standard', price: shipping },
      });
      expect(await acceptedWebhook(t, order)).toBe('created');
    }
    const report = ok<TCampaignReport>(
      await admin('GET', REPORT_API_PATHS.campaignReport(ranked.id, campaign.id)),
    );
    const expectedSellers = [
      { rank: 1, name: 'Ava Stone', orderCount: 1, itemCount: 1, sales: 30, productSales: 30, donations: 0 },
      { rank: 1, name: 'Ben Ray', orderCount: 1, itemCount: 0, sales: 30, productSales: 0, donations: 30 },
      { rank: 3, name: 'Cy Lee', orderCount: 1, itemCount: 2, sales: 60, productSales: 20, donations: 0 },
    ];
    expect(report.sellers).toEqual(expectedSellers);
    const expectedTeams = [
      { rank: 1, name: 'Room 1', sales: 30, productSales: 0, donations: 30 },
      { rank: 1, name: 'Room 2', sales: 30, productSales: 30, donations: 0 },
      { rank: 3, name: 'Room 3', sales: 60, productSales: 20, donations: 0 },
    ];
    const teamsOf = (lines: TTeamRanking[]) =>
      lines.map(({ rank, name, sales, productSales, donations }) => ({
        rank,
        name,
        sales,
        productSales,
        donations,
      }));
    expect(teamsOf(report.teams)).toEqual(expectedTeams);
    expect(report.totals).toMatchObject({
      sales: 120,
      productSales: 50,
      donations: 30,
      productSalesAndDonations: 80,
      raised: 12.5 + 30,
      goalProgress: 0.8,
    });
    const dashboard = ok<TGroupDashboard>(await admin('GET', REPORT_API_PATHS.groupDashboard(ranked.id)));
    const summary = dashboard.campaigns.find((entry) => entry.campaign._id === campaign.id)!;
    expect(summary.topSellers).toEqual(expectedSellers);
    expect(teamsOf(summary.topTeams)).toEqual(expectedTeams);
  });

  it('reconciliation reads donations as the webhook does: on an order it recovers and on a later update of a webhook order', async () => {
    const campaign = await campaignWith(
      { donationsEnabled: true, donationProduct: GIFT_GID },
      'Reconciled Gifts',
    );
    const attributes = {
      group_code: group.code,
      student_name: 'Ava Stone',
      campaign_id: campaign.id,
      campaign_name: campaign.name,
    };
    // A webhook order with a marked gift, then the store's newer copy of it found by reconciliation.
    const webhookLines: Line[] = [
      { title: 'Candle', price: '12.50', quantity: 1 },
      { title: 'Gift', price: '10.00', quantity: 1, properties: marked('true') },
    ];
    const delivered = storeOrder({
      attributes,
      lines: webhookLines,
      createdAt: new Date(Date.now() - 600_000).toISOString(),
    });
    expect(await acceptedWebhook(t, delivered)).toBe('created');

    const recovered = adminOrderNode({
      attributes,
      lines: [
        { title: 'Wreath', price: '30.00', quantity: 1 },
        { title: 'Gift', price: '15.00', quantity: 2 },
        { title: 'Round up', price: '0.40', quantity: 1 },
      ],
    });
    const updated = adminOrderNode({
      id: delivered.id,
      orderNumber: delivered.order_number,
      createdAt: delivered.created_at,
      updatedAt: new Date().toISOString(),
      attributes,
      lines: [
        { title: 'Candle', price: '12.50', quantity: 2 },
        { title: 'Gift', price: '10.00', quantity: 1 },
      ],
    });
    // The Admin API's line: `product { id handle }` and `customAttributes { key value }`.
    const [, giftLine, roundUpLine] = recovered.lineItems!.nodes!;
    Object.assign(giftLine!, { product: { id: GIFT_GID, handle: 'gift' } });
    Object.assign(roundUpLine!, { customAttributes: [{ key: '_donation', value: 'true' }] });
    Object.assign(updated.lineItems!.nodes![1]!, { customAttributes: [{ key: '_donation', value: 'yes' }] });
    Object.assign(updated.lineItems!.nodes![0]!, {
      product: { id: 'gid://shopify/Product/9002', handle: 'candle' },
    });

    const fake = await startFakeAdminApi({ orders: [recovered, updated] });
    try {
      const summary = await reconcileOrders(t.app.ctx, {
        endpoint: fake.endpoint,
        token: fake.token,
        sleep: async (ms) => fake.advance(ms),
      });
      expect(summary).toMatchObject({ created: 1, updated: 1 });
    } finally {
      await fake.close();
    }
    expect(figuresOf(await detailOf(recovered.legacyResourceId!))).toEqual({
      totalProductAmount: 30,
      donationAmount: 30.4,
      totalAmount: 30 + 30.4 + 5.5,
      items: [{ name: 'Wreath', quantity: 1 }],
    });
    expect(figuresOf(await detailOf(delivered.id))).toEqual({
      totalProductAmount: 25,
      donationAmount: 10,
      totalAmount: 40.5,
      items: [{ name: 'Candle', quantity: 2 }],
    });
    expect((await reportOf(campaign)).totals).toMatchObject({ productSales: 55, donations: 40.4 });
  });
});

describe('paper orders with a donation', () => {
  let campaign: CampaignRow;
  let products: TCampaignProduct[];
  const productId = (name: string) => products.find((product) => product.name === name)!._id;

  beforeAll(async () => {
    campaign = await createCampaign(t, group.id, { name: 'Paper Gifts', donationsEnabled: true });
    products = await putProducts(t, coordinator, group.id, campaign.id, [
      { name: 'Cookie Dough', price: '18.00' },
      { name: 'Candle', price: '12.50' },
    ]);
  });

  const paperUrl = () => PAPER_ORDER_API_PATHS.campaignPaperOrders(group.id, campaign.id);
  const moneyOf = async () =>
    ok<TCampaignMoney>(await send(coordinator, 'GET', MONEY_API_PATHS.campaignMoney(group.id, campaign.id)));
  const supplierOf = async () =>
    ok<TSupplierOrder>(
      await send(coordinator, 'GET', PAPER_ORDER_API_PATHS.supplierOrder(group.id, campaign.id)),
    );

  it('a form may hold only a donation, or products and a donation: total = products + donation, paid in full when no amount is written', async () => {
    const only = await enterPaperOrder(t, coordinator, group.id, campaign.id, {
      sellerId: ava.user.id,
      buyerName: 'Grandma Stone',
      items: [],
      donation: 25,
      payment: { method: 'cash' },
    });
    expect(only).toMatchObject({
      items: [],
      productTotal: 0,
      donation: 25,
      total: 25,
      payment: { method: 'cash', amount: 25, checkNumber: '' },
      status: 'paid',
    });
    const mixed = await enterPaperOrder(t, coordinator, group.id, campaign.id, {
      sellerName: ' ben ray ',
      buyerName: 'Kim Ray',
      items: [{ productId: productId('Cookie Dough'), quantity: 2 }],
      donation: '$10.50',
      payment: { method: 'check', checkNumber: '1042' },
    });
    expect(mixed).toMatchObject({
      sellerId: ben.user.id,
      productTotal: 36,
      donation: 10.5,
      total: 46.5,
      payment: { method: 'check', amount: 46.5, checkNumber: '1042' },
    });
    const unpaid = await enterPaperOrder(t, coordinator, group.id, campaign.id, {
      sellerId: ava.user.id,
      buyerName: 'Lou Lee',
      items: [{ productId: productId('Candle'), quantity: 1 }],
      donation: 0,
      payment: { method: 'unpaid' },
    });
    expect(unpaid).toMatchObject({ productTotal: 12.5, donation: 0, total: 12.5, payment: { amount: 0 } });

    const report = await reportOf(campaign);
    expect(report.totals).toMatchObject({
      orderCount: 3,
      itemCount: 3,
      sales: 84,
      productSales: 48.5,
      donations: 35.5,
      productSalesAndDonations: 84,
      raised: dollars(Math.round(4850 * 0.4) + 3550),
    });
    expect(report.products).toEqual([
      { name: 'Cookie Dough', quantity: 2, sales: 36 },
      { name: 'Candle', quantity: 1, sales: 12.5 },
    ]);
    const money = await moneyOf();
    expect(money.totals).toMatchObject({
      paperSales: 48.5,
      paperDonations: 35.5,
      storeSales: 0,
      storeDonations: 0,
      receivedCash: 25,
      receivedChecks: 46.5,
      outstanding: 12.5,
    });
    // What a seller owes includes the donations written on their forms.
    expect(
      money.sellers.map(({ sellerName, owed, received, balance }) => ({
        sellerName,
        owed,
        received,
        balance,
      })),
    ).toEqual([
      { sellerName: 'Ava Stone', owed: 37.5, received: 25, balance: 12.5 },
      { sellerName: 'Ben Ray', owed: 46.5, received: 46.5, balance: 0 },
    ]);
    // The supplier ships products only.
    const supplier = await supplierOf();
    expect(supplier.products.map(({ name, quantity, amount }) => ({ name, quantity, amount }))).toEqual([
      { name: 'Cookie Dough', quantity: 2, amount: 36 },
      { name: 'Candle', quantity: 1, amount: 12.5 },
    ]);
    expect({ totalQuantity: supplier.totalQuantity, totalAmount: supplier.totalAmount }).toEqual({
      totalQuantity: 3,
      totalAmount: 48.5,
    });

    // An edit of the donation is audited and moves the figures; a void takes the form out of them.
    const edit = ok<TPaperOrder>(
      await send(coordinator, 'PUT', PAPER_ORDER_API_PATHS.paperOrder(group.id, only._id), {
        sellerId: ava.user.id,
        buyerName: 'Grandma Stone',
        items: [],
        donation: '40',
        payment: { method: 'cash' },
        reason: 'Grandma gave more',
      }),
    );
    expect(edit).toMatchObject({ donation: 40, total: 40, payment: { amount: 40 } });
    expect(edit.changes.at(-1)).toMatchObject({
      action: 'edited',
      reason: 'Grandma gave more',
      changes: expect.arrayContaining([{ field: 'donation', from: '25.00', to: '40.00' }]),
    });
    expect((await reportOf(campaign)).totals).toMatchObject({ productSales: 48.5, donations: 50.5 });
    ok(
      await send(coordinator, 'POST', PAPER_ORDER_API_PATHS.voidPaperOrder(group.id, mixed._id), {
        reason: 'Family cancelled',
      }),
    );
    expect((await reportOf(campaign)).totals).toMatchObject({
      orderCount: 2,
      sales: 52.5,
      productSales: 12.5,
      donations: 40,
    });
    expect((await moneyOf()).totals).toMatchObject({ paperSales: 12.5, paperDonations: 40 });
    expect((await supplierOf()).totalAmount).toBe(12.5);
  });

  it('refuses a form without products and without a donation, and a donation that is not an amount', async () => {
    const base = { sellerId: ava.user.id, buyerName: 'Pat Parent', payment: { method: 'unpaid' } };
    for (const body of [
      { ...base, items: [] },
      { ...base, items: [], donation: 0 },
      { ...base, items: [], donation: '0.00' },
    ]) {
      const refused = failure(await send(coordinator, 'POST', paperUrl(), body), 400);
      expect(refused.errors?.map(({ field, message }) => ({ field, message }))).toEqual([
        { field: 'items', message: PAPER_ORDER_FIELD_MESSAGES.itemsRequired },
      ]);
    }
    for (const donation of ['ten', -5, '12.345', '1,000,000.01']) {
      const refused = failure(
        await send(coordinator, 'POST', paperUrl(), {
          ...base,
          items: [{ productId: productId('Candle'), quantity: 1 }],
          donation,
        }),
        400,
      );
      expect(refused.errors?.map(({ field, message }) => ({ field, message }))).toContainEqual({
        field: 'donation',
        message: PAPER_ORDER_FIELD_MESSAGES.donation,
      });
    }
  });

  it('the import template has a Donation column, and an import takes donation-only rows and sums the donations', async () => {
    const imports = await createCampaign(t, group.id, { name: 'Imported Gifts', donationsEnabled: true });
    await putProducts(t, coordinator, group.id, imports.id, [
      { name: 'Cookie Dough', price: '18.00' },
      { name: 'Candle', price: '12.50' },
    ]);
    const template = await fetchCsv(
      t,
      api(PAPER_ORDER_API_PATHS.paperOrderTemplate(group.id, imports.id)),
      coordinator,
    );
    expect(PAPER_ORDER_TEMPLATE_COLUMNS).toContain('Donation');
    expect(template.header).toEqual([...PAPER_ORDER_TEMPLATE_COLUMNS, 'Cookie Dough', 'Candle']);

    const postImport = (csv: string, dryRun: boolean) =>
      call(t, {
        method: 'POST',
        url: api(
          `${PAPER_ORDER_API_PATHS.paperOrderImport(group.id, imports.id)}${dryRun ? '?dryRun=true' : ''}`,
        ),
        headers: { ...bearer(coordinator), 'content-type': 'text/csv; charset=utf-8' },
        payload: csv,
      });
    const header = 'Form number,Seller,Buyer,Payment,Amount,Check number,Donation,Cookie Dough,Candle';
    const bad = [
      header,
      'D1,Ava Stone,Pat Parent,cash,,,abc,1,',
      'D2,Ben Ray,Kim Ray,unpaid,,,0,,',
      'D3,Ben Ray,Lou Lee,unpaid,,,,,',
    ].join('\r\n');
    const preview = ok<TPaperOrderImportResult>(await postImport(bad, true));
    expect(preview.problems).toEqual([
      { row: 2, column: 'Donation', message: PAPER_ORDER_IMPORT_MESSAGES.donation },
      { row: 3, column: '', message: PAPER_ORDER_IMPORT_MESSAGES.noProducts },
      { row: 4, column: '', message: PAPER_ORDER_IMPORT_MESSAGES.noProducts },
    ]);

    const good = [
      header,
      'G1,Ava Stone,Pat Parent,cash,,,15,2,',
      'G2,Ben Ray,Kim Ray,unpaid,,,$20.00,,',
      'G3,ava stone,Lou Lee,check,,C-9,,,1',
      'G4,Walk-in Table,Sam Lee,cash,5,,"7,50",,',
    ].join('\r\n');
    const expectedSummary = {
      orders: 4,
      alreadyImported: 0,
      // Products only; the donations apart.
      total: 48.5,
      donations: 42.5,
      byPayment: [
        { method: 'cash', orders: 2, amount: 36 + 15 + 5 },
        { method: 'check', orders: 1, amount: 12.5 },
        { method: 'unpaid', orders: 1, amount: 0 },
      ],
      problems: [],
    };
    expect(ok<TPaperOrderImportResult>(await postImport(good, true))).toMatchObject({
      committed: false,
      ...expectedSummary,
    });
    expect(ok<TPaperOrderImportResult>(await postImport(good, false))).toMatchObject({
      committed: true,
      ...expectedSummary,
    });
    const entered = ok<TPaperOrder[]>(
      await send(
        coordinator,
        'GET',
        `${PAPER_ORDER_API_PATHS.campaignPaperOrders(group.id, imports.id)}?limit=100`,
      ),
    );
    expect(
      entered
        .map(({ formNumber, productTotal, donation, total }) => ({
          formNumber,
          productTotal,
          donation,
          total,
        }))
        .sort((a, b) => a.formNumber.localeCompare(b.formNumber)),
    ).toEqual([
      { formNumber: 'G1', productTotal: 36, donation: 15, total: 51 },
      { formNumber: 'G2', productTotal: 0, donation: 20, total: 20 },
      { formNumber: 'G3', productTotal: 12.5, donation: 0, total: 12.5 },
      { formNumber: 'G4', productTotal: 0, donation: 7.5, total: 7.5 },
    ]);
    expect((await reportOf(imports)).totals).toMatchObject({
      productSales: 48.5,
      donations: 42.5,
      sales: 91,
    });
    // Imported again: nothing new.
    expect(ok<TPaperOrderImportResult>(await postImport(good, false))).toMatchObject({
      orders: 0,
      alreadyImported: 4,
      donations: 0,
    });
  });
});
