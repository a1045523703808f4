import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/database.js';
import { PAPER_ORDER_API_PATHS as PATHS } from '../../src/shared/api/paper-order-paths.js';
import {
  PAPER_ORDER_TEMPLATE_COLUMNS,
  type TCampaignProduct,
  type TImportProblem,
  type TPaperOrder,
  type TPaperOrderImportResult,
  type TSupplierOrder,
} from '../../src/shared/api/paper-orders.js';
import {
  PAPER_ORDER_API_MESSAGES,
  PAPER_ORDER_IMPORT_MESSAGES as TEXT,
} from '../../src/shared/texts/paper-orders.js';
import {
  bearer,
  call,
  coordinatorToken,
  createCampaign,
  createCoordinator,
  createGroup,
  expectFailure,
  loginSeller,
  registerAdmin,
  type CampaignRow,
  type GroupRow,
  type Reply,
  type SellerSession,
} from '../support/fixtures.js';
import { parseCsv } from '../support/csv.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const api = (path: string) => `/api${path}`;
const BOM = '\uFEFF';

let t: TestApp;
let adminToken: string;
let group: GroupRow;
let coordinator: string;
let ava: SellerSession;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await registerAdmin(t, { name: 'Alex Admin' })).token;
  group = await createGroup(t, { name: 'Maple Street PTA' });
  coordinator = await coordinatorToken(
    t,
    await createCoordinator(t, group.id, { name: 'Casey Coordinator' }),
  );
  await createCampaign(t, group.id, { name: 'Always On' });
  const res = await loginSeller(t, {
    name: 'Ava Stone',
    email: 'ava.family@example.org',
    groupCode: group.code,
  });
  expect(res.statusCode, res.payload).toBe(200);
  ava = res.json<SellerSession>();
});
afterAll(async () => {
  await t.close();
});

/** A campaign with the products the files below name; `=Popcorn` is written `'=Popcorn` by the template. */
async function campaignWithProducts(name: string) {
  const campaign = await createCampaign(t, group.id, { name });
  const res = await call(t, {
    method: 'PUT',
    url: api(PATHS.campaignProducts(group.id, campaign.id)),
    headers: bearer(coordinator),
    payload: {
      products: [
        { name: 'Cookie Dough', price: '18.00', sku: 'FR-COOKIE-3LB' },
        { name: 'Candle', price: '12.50' },
        { name: 'Old Candle', price: 9, hidden: true },
        { name: '=Popcorn', price: '8.25' },
      ],
    },
  });
  expect(res.statusCode, res.payload).toBe(200);
  const products = res.json<{ data: TCampaignProduct[] }>().data;
  return { campaign, ids: Object.fromEntries(products.map((product) => [product.name, product._id])) };
}

function postImport(campaign: CampaignRow, csv: string, options: { dryRun?: string; token?: string } = {}) {
  const query = options.dryRun === undefined ? '' : `?dryRun=${options.dryRun}`;
  return call(t, {
    method: 'POST',
    url: api(`${PATHS.paperOrderImport(group.id, campaign.id)}${query}`),
    headers: { ...bearer(options.token ?? coordinator), 'content-type': 'text/csv; charset=utf-8' },
    payload: csv,
  });
}

async function imported(res: Reply): Promise<TPaperOrderImportResult> {
  expect(res.statusCode, res.payload).toBe(200);
  const body = res.json<{ success: true; data: TPaperOrderImportResult }>();
  expect(body.success).toBe(true);
  return body.data;
}

const dryRun = async (campaign: CampaignRow, csv: string) =>
  imported(await postImport(campaign, csv, { dryRun: 'true' }));

async function tableCounts() {
  const [row] = await queryRows<{ orders: number; items: number; forms: number; changes: number }>(
    t.app.ctx.db,
    sql`select (select count(*) from orders)::int as orders, (select count(*) from order_items)::int as items,
               (select count(*) from paper_orders)::int as forms,
               (select count(*) from paper_order_changes)::int as changes`,
  );
  return row!;
}

async function paperOrdersOf(campaign: CampaignRow) {
  const res = await call(t, {
    method: 'GET',
    url: api(`${PATHS.campaignPaperOrders(group.id, campaign.id)}?limit=100`),
    headers: bearer(coordinator),
  });
  expect(res.statusCode, res.payload).toBe(200);
  return res.json<{ data: TPaperOrder[] }>().data;
}

/** Lines of a file joined by `ends` (CRLF unless given), the byte-order mark first when asked. */
const file = (lines: string[], { bom = false, ends = '\r\n' } = {}) =>
  `${bom ? BOM : ''}${lines.join(ends)}${ends}`;

describe('the template', () => {
  it('is a CSV of the fixed columns then the visible products, named after the campaign and the group', async () => {
    const { campaign } = await campaignWithProducts('Spring Fundraiser');
    const res = await t.app.inject({
      method: 'GET',
      url: api(PATHS.paperOrderTemplate(group.id, campaign.id)),
      headers: bearer(coordinator),
    });
    expect(res.statusCode, res.payload).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="paper-orders_Spring_Fundraiser_${group.code}_${today}.csv"`,
    );
    const text = res.rawPayload.toString('utf8');
    expect(text).toBe(
      `${BOM}"Form number","Seller","Buyer","Phone","E-mail","Payment","Amount","Check number",` +
        `"Donation","Cookie Dough","Candle","'=Popcorn"\r\n`,
    );
    expect(parseCsv(text.slice(1))).toEqual([
      [...PAPER_ORDER_TEMPLATE_COLUMNS, 'Cookie Dough', 'Candle', "'=Popcorn"],
    ]);
  });
});

describe('importing a filled template', () => {
  let campaign: CampaignRow;
  let ids: Record<string, string>;

  beforeAll(async () => {
    ({ campaign, ids } = await campaignWithProducts('Cookie Drive'));
  });

  /**
   * As a spreadsheet saves it in a semicolon locale: a byte-order mark, headers in other case and punctuation
   * (the template's `'=Popcorn` included), a quoted cell holding a comma and a semicolon, a decimal comma, blank
   * rows (counted, as the spreadsheet numbers them), payments in any case, and row 7 given `badPayment`.
   */
  const messyFile = (badPayment: string) =>
    file(
      [
        "FORM NUMBER;seller;Buyer;phone;e-mail;PAYMENT;amount;Check Number;cookie dough;CANDLE;'=Popcorn",
        '101;ava stone;"Parent, Pat; Sr.";555-0101;Pat@Example.org;Cash;;;2;1;',
        ';;;;;;;;;;',
        '102;Zed Walker;Kim Ray;;;CHECK;30,50;771;;2;1',
        '',
        '103;  AVA STONE ;Lou Lee;555-0103;;Unpaid;;;1;;',
        `104;Zed Walker;Row Seven;;;${badPayment};;;1;;`,
        '105;Nia Typed;"Quote ""Q"" Person";;;cash;12;;;;3',
      ],
      { bom: true },
    );

  it('previews a file with one bad row: the problem names its row and column; nothing is written', async () => {
    const before = await tableCounts();
    const preview = await dryRun(campaign, messyFile('card'));
    expect(preview).toEqual({
      committed: false,
      orders: 4,
      alreadyImported: 0,
      items: [
        { productName: 'Cookie Dough', quantity: 3 },
        { productName: 'Candle', quantity: 3 },
        { productName: '=Popcorn', quantity: 4 },
      ],
      total: 124.5,
      donations: 0,
      bySeller: [
        { sellerName: 'Ava Stone', orders: 2, total: 66.5 },
        { sellerName: 'Nia Typed', orders: 1, total: 24.75 },
        { sellerName: 'Zed Walker', orders: 1, total: 33.25 },
      ],
      byPayment: [
        { method: 'cash', orders: 2, amount: 60.5 },
        { method: 'check', orders: 1, amount: 30.5 },
        { method: 'unpaid', orders: 1, amount: 0 },
      ],
      problems: [{ row: 7, column: 'PAYMENT', message: TEXT.paymentMethod }],
      problemCount: 1,
    });
    expect(await tableCounts()).toEqual(before);

    // Committing it is refused whole: 400 with every problem, nothing written.
    const res = await postImport(campaign, messyFile('card'));
    expectFailure(
      res,
      400,
      PAPER_ORDER_API_MESSAGES.importHasProblems(1),
      [{ field: 'rows.7.PAYMENT', code: 'FIELD_INVALID', message: 'Payment must be cash, check or unpaid' }],
      'IMPORT_HAS_PROBLEMS',
    );
    expect(res.json<{ message: string; params: unknown }>()).toMatchObject({
      message: 'The file has 1 problem; nothing was imported',
      params: { count: 1 },
    });
    expect(await tableCounts()).toEqual(before);
    expect(await paperOrdersOf(campaign)).toEqual([]);
  });

  it('imports the file once its row is fixed, and importing it again creates nothing', async () => {
    const before = await tableCounts();
    const fixed = messyFile('cash');
    const expected = {
      orders: 5,
      alreadyImported: 0,
      items: [
        { productName: 'Cookie Dough', quantity: 4 },
        { productName: 'Candle', quantity: 3 },
        { productName: '=Popcorn', quantity: 4 },
      ],
      total: 142.5,
      donations: 0,
      bySeller: [
        { sellerName: 'Ava Stone', orders: 2, total: 66.5 },
        { sellerName: 'Nia Typed', orders: 1, total: 24.75 },
        { sellerName: 'Zed Walker', orders: 2, total: 51.25 },
      ],
      byPayment: [
        { method: 'cash', orders: 3, amount: 78.5 },
        { method: 'check', orders: 1, amount: 30.5 },
        { method: 'unpaid', orders: 1, amount: 0 },
      ],
      problems: [],
      problemCount: 0,
    };
    expect(await dryRun(campaign, fixed)).toEqual({ committed: false, ...expected });
    expect(await tableCounts()).toEqual(before);

    expect(await imported(await postImport(campaign, fixed))).toEqual({ committed: true, ...expected });
    expect(await tableCounts()).toEqual({
      orders: before.orders + 5,
      items: before.items + 7,
      forms: before.forms + 5,
      changes: before.changes + 5,
    });

    const byForm = new Map((await paperOrdersOf(campaign)).map((order) => [order.formNumber, order]));
    expect([...byForm.keys()].sort()).toEqual(['101', '102', '103', '104', '105']);
    const common = {
      source: 'paper',
      groupId: group.id,
      campaignId: campaign.id,
      campaignName: 'Cookie Drive',
      address: { address1: '', address2: '', city: '', province: '', zip: '' },
      voidedAt: null,
      enteredByName: 'Casey Coordinator',
      donation: 0,
    };
    expect(byForm.get('101')).toMatchObject({
      ...common,
      sellerId: ava.user.id,
      sellerName: 'Ava Stone',
      buyerName: 'Parent, Pat; Sr.',
      buyerPhone: '555-0101',
      buyerEmail: 'pat@example.org',
      items: [
        { productId: ids['Cookie Dough'], productName: 'Cookie Dough', price: 18, quantity: 2 },
        { productId: ids.Candle, productName: 'Candle', price: 12.5, quantity: 1 },
      ],
      total: 48.5,
      payment: { method: 'cash', amount: 48.5, checkNumber: '' },
      status: 'paid',
    });
    expect(byForm.get('102')).toMatchObject({
      ...common,
      sellerId: null,
      sellerName: 'Zed Walker',
      buyerName: 'Kim Ray',
      items: [
        { productId: ids.Candle, productName: 'Candle', price: 12.5, quantity: 2 },
        { productId: ids['=Popcorn'], productName: '=Popcorn', price: 8.25, quantity: 1 },
      ],
      total: 33.25,
      payment: { method: 'check', amount: 30.5, checkNumber: '771' },
      status: 'paid',
    });
    expect(byForm.get('103')).toMatchObject({
      sellerId: ava.user.id,
      sellerName: 'Ava Stone',
      buyerPhone: '555-0103',
      total: 18,
      payment: { method: 'unpaid', amount: 0, checkNumber: '' },
      status: 'pending',
    });
    expect(byForm.get('104')).toMatchObject({ sellerName: 'Zed Walker', buyerName: 'Row Seven', total: 18 });
    expect(byForm.get('105')).toMatchObject({
      sellerId: null,
      sellerName: 'Nia Typed',
      buyerName: 'Quote "Q" Person',
      total: 24.75,
      payment: { method: 'cash', amount: 12, checkNumber: '' },
    });
    for (const order of byForm.values()) {
      expect(order.orderNumber).toMatch(/^P-\d{6}$/);
      expect(order.changes).toEqual([
        expect.objectContaining({
          action: 'created',
          changedByName: 'Casey Coordinator',
          reason: '',
          changes: [],
        }),
      ]);
    }
    const [received] = await queryRows<{ vias: string[] }>(
      t.app.ctx.db,
      sql`select array_agg(distinct received_via) as vias from orders o
          join paper_orders p on p.order_id = o.id where p.campaign_id = ${campaign.id}`,
    );
    expect(received!.vias).toEqual(['import']);

    // The supplier order counts what was imported.
    const supplier = await call(t, {
      method: 'GET',
      url: api(PATHS.supplierOrder(group.id, campaign.id)),
      headers: bearer(coordinator),
    });
    expect(supplier.statusCode, supplier.payload).toBe(200);
    expect(supplier.json<{ data: TSupplierOrder }>().data).toMatchObject({
      paperOrderCount: 5,
      totalQuantity: 11,
      totalAmount: 142.5,
    });

    // The same file again, previewed or imported: every row is already there.
    const nothing = {
      orders: 0,
      alreadyImported: 5,
      items: [],
      total: 0,
      donations: 0,
      bySeller: [],
      byPayment: [],
      problems: [],
      problemCount: 0,
    };
    const afterFirst = await tableCounts();
    expect(await dryRun(campaign, fixed)).toEqual({ committed: false, ...nothing });
    expect(await imported(await postImport(campaign, fixed, { token: adminToken }))).toEqual({
      committed: true,
      ...nothing,
    });
    expect(await tableCounts()).toEqual(afterFirst);
  });

  it('creates only the rows whose form number is new (compared in any case)', async () => {
    const own = await campaignWithProducts('Mixed Drive');
    const header = 'Form number,Seller,Buyer,Payment,Candle';
    const first = await imported(
      await postImport(own.campaign, file([header, 'A-1,Ben Ray,One,cash,1', 'A-2,Ben Ray,Two,cash,2'])),
    );
    expect(first).toMatchObject({ committed: true, orders: 2, alreadyImported: 0 });
    const before = await tableCounts();
    const second = await imported(
      await postImport(
        own.campaign,
        file([
          header,
          'a-1,Ben Ray,One,cash,1',
          'A-3,Ben Ray,Three,unpaid,3',
          'A-2,Ben Ray,Two,cash,2',
          'A-4,Cy Lee,Four,cash,1',
        ]),
      ),
    );
    expect(second).toEqual({
      committed: true,
      orders: 2,
      alreadyImported: 2,
      items: [{ productName: 'Candle', quantity: 4 }],
      total: 50,
      donations: 0,
      bySeller: [
        { sellerName: 'Ben Ray', orders: 1, total: 37.5 },
        { sellerName: 'Cy Lee', orders: 1, total: 12.5 },
      ],
      byPayment: [
        { method: 'cash', orders: 1, amount: 12.5 },
        { method: 'unpaid', orders: 1, amount: 0 },
      ],
      problems: [],
      problemCount: 0,
    });
    expect((await tableCounts()).forms).toBe(before.forms + 2);
    expect((await paperOrdersOf(own.campaign)).map((order) => order.formNumber).sort()).toEqual([
      'A-1',
      'A-2',
      'A-3',
      'A-4',
    ]);
    // A form entered on the screen counts as imported too.
    const entered = await call(t, {
      method: 'POST',
      url: api(PATHS.campaignPaperOrders(group.id, own.campaign.id)),
      headers: bearer(coordinator),
      payload: {
        sellerName: 'Ben Ray',
        formNumber: 'A-5',
        buyerName: 'Five',
        items: [{ productId: own.ids.Candle, quantity: 1 }],
        payment: { method: 'cash' },
      },
    });
    expect(entered.statusCode, entered.payload).toBe(201);
    expect(
      await dryRun(own.campaign, file([header, 'A-5,Ben Ray,Five,cash,1', 'A-6,Ben Ray,Six,cash,1'])),
    ).toMatchObject({
      orders: 1,
      alreadyImported: 1,
    });
  });

  it('lets two imports of one file at once create its forms once', async () => {
    const own = await campaignWithProducts('Busy Drive');
    const csv = file([
      'Form number,Seller,Buyer,Payment,Candle',
      'B-1,Ben Ray,One,cash,1',
      'B-2,Ben Ray,Two,cash,1',
    ]);
    const results = await Promise.all([postImport(own.campaign, csv), postImport(own.campaign, csv)]);
    const outcomes = await Promise.all(results.map(imported));
    expect(outcomes.map((outcome) => [outcome.orders, outcome.alreadyImported]).sort()).toEqual([
      [0, 2],
      [2, 0],
    ]);
    expect(await paperOrdersOf(own.campaign)).toHaveLength(2);
  });

  it('imports a stack of 150 forms after a few; every count is right and prepared statements (a seller’s login) still answer', async () => {
    const own = await campaignWithProducts('Big Stack');
    const before = await tableCounts();
    const few = file(['Form number,Seller,Buyer,Payment,Candle', 'S-1,Ava Stone,First,cash,1']);
    expect((await imported(await postImport(own.campaign, few))).orders).toBe(1);
    const stack = file([
      'Form number,Seller,Buyer,Payment,Candle',
      ...Array.from({ length: 150 }, (_, index) => `S-${index + 2},Ava Stone,Buyer ${index},cash,2`),
    ]);
    const result = await imported(await postImport(own.campaign, stack));
    expect(result).toMatchObject({ committed: true, orders: 150, alreadyImported: 0, total: 3750 });
    expect(result.byPayment).toEqual([{ method: 'cash', orders: 150, amount: 3750 }]);
    const after = await tableCounts();
    expect(after.orders - before.orders).toBe(151);
    expect(after.items - before.items).toBe(151);
    expect(after.forms - before.forms).toBe(151);
    expect(await paperOrdersOf(own.campaign)).toHaveLength(100);
    const login = await loginSeller(t, {
      name: 'Ava Stone',
      email: 'ava.family@example.org',
      groupCode: group.code,
    });
    expect(login.statusCode, login.payload).toBe(200);
    expect(login.json<SellerSession>().user.id).toBe(ava.user.id);
  });
});

describe('problems of a file', () => {
  let campaign: CampaignRow;

  beforeAll(async () => {
    ({ campaign } = await campaignWithProducts('Problem Drive'));
  });

  it('names each problem of each row with its row and column, in the order of the file', async () => {
    const before = await tableCounts();
    const csv = file(
      [
        'Form number,Seller,Buyer,Payment,E-mail,Amount,Check number,Candle',
        ',Ben Ray,Buyer,cash,,,,1',
        '301,,,cash,,,,1',
        '302,Ben Ray,Buyer,cash,bad@,abc,,1',
        '303,Ben Ray,Buyer,check,,,,1',
        '304,Ben Ray,Buyer,cash,,,,',
        '305,Ben Ray,Buyer,cash,,,,1000',
        '306,Ben Ray,Buyer,cash,,,,-1',
        '307,Ben Ray,Buyer,cash,,,,1.5',
        '301,Ben Ray,Buyer,cash,,,,1',
        '308,Ben Ray,Buyer,cash,,,,0',
        `309,${'S'.repeat(121)},Buyer,cash,,,,1`,
        '310,Ben Ray,Buyer,,,,,1',
        '311,Ben Ray,Good Row,cash,,,,2',
      ],
      { ends: '\n' },
    );
    const preview = await dryRun(campaign, csv);
    const problem = (row: number, column: string, message: string): TImportProblem => ({
      row,
      column,
      message,
    });
    const problems = [
      problem(2, 'Form number', TEXT.formNumberRequired),
      problem(3, 'Seller', TEXT.sellerRequired),
      problem(3, 'Buyer', TEXT.buyerRequired),
      problem(4, 'E-mail', TEXT.invalidEmail),
      problem(4, 'Amount', TEXT.amount),
      problem(5, 'Check number', TEXT.checkNumberRequired),
      problem(6, '', TEXT.noProducts),
      problem(7, 'Candle', TEXT.quantity),
      problem(8, 'Candle', TEXT.quantity),
      problem(9, 'Candle', TEXT.quantity),
      problem(10, 'Form number', TEXT.formNumberTwice(3)),
      problem(11, '', TEXT.noProducts),
      problem(12, 'Seller', TEXT.tooLong(120)),
      problem(13, 'Payment', TEXT.paymentMethod),
    ];
    expect(preview).toEqual({
      committed: false,
      orders: 1,
      alreadyImported: 0,
      items: [{ productName: 'Candle', quantity: 2 }],
      total: 25,
      donations: 0,
      bySeller: [{ sellerName: 'Ben Ray', orders: 1, total: 25 }],
      byPayment: [{ method: 'cash', orders: 1, amount: 25 }],
      problems,
      problemCount: 14,
    });
    expect(TEXT.formNumberTwice(3)).toBe('Form number is also on row 3');
    expect(TEXT.noProducts).toBe('The form has no product and no donation');

    const res = await postImport(campaign, csv);
    expectFailure(
      res,
      400,
      PAPER_ORDER_API_MESSAGES.importHasProblems(problems.length),
      problems.map(({ row, column, message }) => ({
        field: `rows.${row}.${column}`,
        code: 'FIELD_INVALID',
        message,
      })),
      'IMPORT_HAS_PROBLEMS',
    );
    expect(res.json<{ message: string }>().message).toBe('The file has 14 problems; nothing was imported');
    expect(await tableCounts()).toEqual(before);
  });

  it('names a form number repeated in the file by the row it first appears on', async () => {
    const preview = await dryRun(
      campaign,
      file([
        'Form number,Seller,Buyer,Payment,Candle',
        'D-1,Ben Ray,One,cash,1',
        '',
        'd-1,Ben Ray,Two,cash,1',
        'D-1,Ben Ray,Three,cash,1',
      ]),
    );
    expect(preview.problems).toEqual([
      { row: 4, column: 'Form number', message: 'Form number is also on row 2' },
      { row: 5, column: 'Form number', message: 'Form number is also on row 2' },
    ]);
    expect(preview.orders).toBe(1);
  });

  it('refuses an unknown column and a missing required column at the header row', async () => {
    const preview = await dryRun(
      campaign,
      file(['Form number,Seller,Gift Card,Candle,Old Candle', '1,Ben Ray,1,1,1']),
    );
    expect(preview).toEqual({
      committed: false,
      orders: 0,
      alreadyImported: 0,
      items: [],
      total: 0,
      donations: 0,
      bySeller: [],
      byPayment: [],
      problems: [
        { row: 1, column: 'Gift Card', message: TEXT.unknownColumn('Gift Card') },
        { row: 1, column: 'Buyer', message: TEXT.missingColumn('Buyer') },
        { row: 1, column: 'Payment', message: TEXT.missingColumn('Payment') },
      ],
      problemCount: 3,
    });
    expect(TEXT.unknownColumn('Gift Card')).toBe(
      '"Gift Card" is not a column of the template nor a product of the campaign',
    );
    expect(TEXT.missingColumn('Buyer')).toBe('The column "Buyer" is missing');

    const before = await tableCounts();
    const res = await postImport(campaign, file(['Form number,Seller,Buyer,Candle', '1,Ben Ray,Kim,1']));
    expectFailure(
      res,
      400,
      PAPER_ORDER_API_MESSAGES.importHasProblems(1),
      [{ field: 'rows.1.Payment', code: 'FIELD_INVALID', message: TEXT.missingColumn('Payment') }],
      'IMPORT_HAS_PROBLEMS',
    );
    expect(await tableCounts()).toEqual(before);
  });

  it('refuses a product named by two columns, and quantities of a hidden product', async () => {
    const preview = await dryRun(
      campaign,
      file([
        'Form number,Seller,Buyer,Payment,Candle,candle!,Old Candle',
        'H-1,Ben Ray,Kim,cash,1,,',
        'H-2,Ben Ray,Lou,cash,,,2',
      ]),
    );
    expect(preview.problems).toEqual([
      { row: 1, column: 'candle!', message: TEXT.sameProductTwice('Candle') },
    ]);
    const hidden = await dryRun(
      campaign,
      file([
        'Form number,Seller,Buyer,Payment,Candle,Old Candle',
        'H-1,Ben Ray,Kim,cash,1,',
        'H-2,Ben Ray,Lou,cash,,2',
      ]),
    );
    expect(hidden.problems).toEqual([{ row: 3, column: 'Old Candle', message: TEXT.productHidden }]);
    expect(hidden.orders).toBe(1);
    expect(TEXT.sameProductTwice('Candle')).toBe('This column is the same product as "Candle"');
  });

  it('refuses an empty file, a body that is not CSV and a dryRun that is not true or false', async () => {
    expect((await dryRun(campaign, `${BOM}\r\n,,\r\n`)).problems).toEqual([
      { row: 1, column: '', message: TEXT.emptyFile },
    ]);
    const json = await call(t, {
      method: 'POST',
      url: api(PATHS.paperOrderImport(group.id, campaign.id)),
      headers: bearer(coordinator),
      payload: { rows: [] },
    });
    expect(json.statusCode, json.payload).toBe(400);
    expect(json.json<{ code: string; errors: { field: string; message: string }[] }>()).toMatchObject({
      code: 'INVALID_REQUEST',
      errors: [{ field: 'body', message: PAPER_ORDER_API_MESSAGES.importNotCsv }],
    });
    const maybe = await postImport(campaign, file(['Form number,Seller,Buyer,Payment']), { dryRun: 'maybe' });
    expectFailure(
      maybe,
      400,
      'dryRun must be true or false',
      [{ field: 'dryRun', code: 'FIELD_INVALID', message: 'dryRun must be true or false' }],
      'INVALID_REQUEST',
    );
  });
});
