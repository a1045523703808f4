import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAPER_ORDER_API_PATHS as PATHS } from '../../src/shared/api/paper-order-paths.js';
import {
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  MAX_LISTED_IMPORT_PROBLEMS,
  PAPER_ORDER_TEMPLATE_COLUMNS,
  type TCampaignProduct,
  type TImportProblem,
  type TPaperOrderImportResult,
} from '../../src/shared/api/paper-orders.js';
import { TEAM_API_PATHS } from '../../src/shared/api/team-paths.js';
import {
  MAX_ROSTER_BYTES,
  MAX_ROSTER_COLUMNS,
  MAX_ROSTER_ROWS,
  type TRosterImportResult,
} from '../../src/shared/api/teams.js';
import {
  PAPER_ORDER_API_MESSAGES,
  PAPER_ORDER_FIELD_MESSAGES,
  PAPER_ORDER_IMPORT_MESSAGES as PAPER_TEXT,
} from '../../src/shared/texts/paper-orders.js';
import { ROSTER_IMPORT_MESSAGES as ROSTER_TEXT } from '../../src/shared/texts/teams.js';
import {
  bearer,
  call,
  coordinatorToken,
  createCampaign,
  createCoordinator,
  createGroup,
  expectFailure,
  failure,
  type CampaignRow,
  type GroupRow,
  type Reply,
} from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Spreadsheet imports read no further than their limits: a header wider than the template, rows past the limit,
 * a row too long, a body over the limit; the problems of a file are listed up to 100 and counted; and the portal
 * answers other requests while a hostile file is refused.
 */

const api = (path: string) => `/api${path}`;

let t: TestApp;
let group: GroupRow;
let coordinator: string;
let campaign: CampaignRow;

/** The template's columns and the campaign's two products, plus the margin. */
const PAPER_MAX_COLUMNS = PAPER_ORDER_TEMPLATE_COLUMNS.length + 2 + 20;

beforeAll(async () => {
  t = await createTestApp();
  group = await createGroup(t, { name: 'Maple Street PTA' });
  coordinator = await coordinatorToken(t, await createCoordinator(t, group.id));
  campaign = await createCampaign(t, group.id, { name: 'Cookie Drive' });
  const res = await putProducts([
    { name: 'Cookie Dough', price: '18.00' },
    { name: 'Candle', price: '12.50' },
  ]);
  expect(res.statusCode, res.payload).toBe(200);
});
afterAll(async () => {
  await t.close();
});

function putProducts(products: Record<string, unknown>[]) {
  return call(t, {
    method: 'PUT',
    url: api(PATHS.campaignProducts(group.id, campaign.id)),
    headers: bearer(coordinator),
    payload: { products },
  });
}

const postPaper = (csv: string, dryRun: boolean) =>
  call(t, {
    method: 'POST',
    url: api(`${PATHS.paperOrderImport(group.id, campaign.id)}?dryRun=${dryRun}`),
    headers: { ...bearer(coordinator), 'content-type': 'text/csv; charset=utf-8' },
    payload: csv,
  });

const postRoster = (csv: string, dryRun: boolean) =>
  call(t, {
    method: 'POST',
    url: api(TEAM_API_PATHS.rosterImport(group.id, dryRun)),
    headers: { ...bearer(coordinator), 'content-type': 'text/csv; charset=utf-8' },
    payload: csv,
  });

function ok<T>(res: Reply): T {
  expect(res.statusCode, res.payload.slice(0, 2_000)).toBe(200);
  return res.json<{ data: T }>().data;
}

/** `header` then `a,` cells up to `bytes` in all: a header of millions of cells. */
const wideHeader = (header: string, bytes: number) =>
  header + 'a,'.repeat(Math.floor((bytes - header.length) / 2));
/** `header` then one-letter rows up to `bytes` in all: millions of short rows. */
const shortRows = (header: string, bytes: number) =>
  `${header}\n${'a\n'.repeat(Math.floor((bytes - header.length - 1) / 2))}`;

/** The 400 a committed import with these problems answers: the first 100 listed, all of them counted. */
function expectRefusedWith(res: Reply, count: number, listed: TImportProblem[]) {
  expectFailure(
    res,
    400,
    PAPER_ORDER_API_MESSAGES.importHasProblems(count),
    listed.map(({ row, column, message }) => ({
      field: `rows.${row}.${column}`,
      code: 'FIELD_INVALID',
      message,
    })),
    'IMPORT_HAS_PROBLEMS',
  );
  expect(failure(res, 400).params).toEqual({ count });
}

describe('the paper order import', () => {
  it('refuses a header of millions of cells with one problem, before reading any row', async () => {
    const csv = wideHeader('Form number,Seller,Buyer,Payment,', MAX_IMPORT_BYTES);
    expect(csv.length).toBeGreaterThan(MAX_IMPORT_BYTES - 2);
    expect(csv.length).toBeLessThanOrEqual(MAX_IMPORT_BYTES);
    const problem = { row: 1, column: '', message: PAPER_TEXT.tooManyColumns(PAPER_MAX_COLUMNS) };
    expect(problem.message).toBe(
      'This row has more than 31 columns: the template’s columns and one per product of the campaign',
    );

    const preview = await postPaper(csv, true);
    expect(preview.payload.length).toBeLessThan(1_000);
    expect(ok<TPaperOrderImportResult>(preview)).toEqual({
      committed: false,
      orders: 0,
      alreadyImported: 0,
      items: [],
      total: 0,
      donations: 0,
      bySeller: [],
      byPayment: [],
      problems: [problem],
      problemCount: 1,
    });

    const refused = await postPaper(csv, false);
    expect(refused.payload.length).toBeLessThan(1_000);
    expectRefusedWith(refused, 1, [problem]);
  });

  it('refuses a later row wider than the limit at that row', async () => {
    const csv = [
      'Form number,Seller,Buyer,Payment,Candle',
      'F-1,Ava Stone,Kim,cash,1',
      `F-2,${',x'.repeat(40)}`,
    ];
    expect(ok<TPaperOrderImportResult>(await postPaper(csv.join('\n'), true)).problems).toEqual([
      { row: 3, column: '', message: PAPER_TEXT.tooManyColumns(PAPER_MAX_COLUMNS) },
    ]);
  });

  it('refuses millions of short rows at the first row past the limit', async () => {
    const csv = shortRows('Form number,Seller,Buyer,Payment', MAX_IMPORT_BYTES);
    const problem = { row: 1, column: '', message: PAPER_TEXT.tooManyRows(MAX_IMPORT_ROWS) };
    expect(problem.message).toBe('The file has more than 10000 rows; split it in parts');

    const preview = await postPaper(csv, true);
    expect(preview.payload.length).toBeLessThan(1_000);
    expect(ok<TPaperOrderImportResult>(preview)).toMatchObject({
      orders: 0,
      problems: [problem],
      problemCount: 1,
    });
    expectRefusedWith(await postPaper(csv, false), 1, [problem]);
  });

  it('refuses a row longer than 64 KB and a quote never closed, naming the row', async () => {
    const header = 'Form number,Seller,Buyer,Payment,Candle';
    const long = `${header}\nF-1,Ava Stone,Kim,cash,1\n\nF-2,Ava Stone,${'K'.repeat(70_000)},cash,1\n`;
    expect(ok<TPaperOrderImportResult>(await postPaper(long, true)).problems).toEqual([
      { row: 4, column: '', message: 'This row is longer than 64 KB' },
    ]);
    const unclosed = `${header}\nF-1,Ava Stone,"Kim,cash,1\nF-2,Ava Stone,Lou,cash,1\n`;
    expect(ok<TPaperOrderImportResult>(await postPaper(unclosed, true)).problems).toEqual([
      { row: 2, column: '', message: 'A quote opened on this row is never closed' },
    ]);
  });

  it('lists the first 100 problems of a file of 500 bad rows and counts all 500', async () => {
    const rows = Array.from({ length: 500 }, (_, index) => `B-${index + 1},Ava Stone,,cash,1`);
    const csv = ['Form number,Seller,Buyer,Payment,Candle', ...rows].join('\r\n');
    const listed = Array.from({ length: MAX_LISTED_IMPORT_PROBLEMS }, (_, index) => ({
      row: index + 2,
      column: 'Buyer',
      message: PAPER_TEXT.buyerRequired,
    }));

    const preview = ok<TPaperOrderImportResult>(await postPaper(csv, true));
    expect(preview.problems).toEqual(listed);
    expect(preview.problemCount).toBe(500);

    const refused = await postPaper(csv, false);
    expectRefusedWith(refused, 500, listed);
    expect(refused.json<{ message: string }>().message).toBe(
      'The file has 500 problems; nothing was imported',
    );
  });

  it('answers 413 to a body over the limit', async () => {
    const csv = shortRows('Form number,Seller,Buyer,Payment', MAX_IMPORT_BYTES + 2);
    expect(csv.length).toBe(MAX_IMPORT_BYTES + 1);
    expectFailure(
      await postPaper(csv, true),
      413,
      'The request body is too large (8 MB at most)',
      undefined,
      'PAYLOAD_TOO_LARGE',
    );
  });

  it('still answers the health check while a hostile file is refused', async () => {
    const hostile = postPaper(wideHeader('Form number,Seller,Buyer,Payment,', MAX_IMPORT_BYTES), false);
    const rows = postPaper(shortRows('Form number,Seller,Buyer,Payment', MAX_IMPORT_BYTES), true);
    const health = t.app.inject({ method: 'GET', url: '/api/health' });
    const [refused, previewed, healthy] = await Promise.all([hostile, rows, health]);
    expect(healthy.statusCode, healthy.payload).toBe(200);
    expect(healthy.json()).toMatchObject({ success: true, data: { status: 'ok' } });
    expect(refused.statusCode).toBe(400);
    expect(previewed.statusCode).toBe(200);
  });
});

describe('the roster import', () => {
  it('refuses a header of millions of cells with one problem, before reading any row', async () => {
    const csv = wideHeader('Seller,Team,', MAX_ROSTER_BYTES);
    expect(csv.length).toBeGreaterThan(MAX_ROSTER_BYTES - 2);
    const problem = { row: 1, column: '', message: ROSTER_TEXT.tooManyColumns(MAX_ROSTER_COLUMNS) };
    expect(problem.message).toBe('This row has more than 50 columns');

    const preview = await postRoster(csv, true);
    expect(preview.payload.length).toBeLessThan(1_000);
    expect(ok<TRosterImportResult>(preview)).toMatchObject({
      committed: false,
      added: 0,
      matched: 0,
      newTeams: [],
      problems: [problem],
      problemCount: 1,
    });
    expectRefusedWith(await postRoster(csv, false), 1, [problem]);
  });

  it('refuses millions of short rows at the first row past the limit', async () => {
    const csv = shortRows('Seller', MAX_ROSTER_BYTES);
    const problem = { row: 1, column: '', message: ROSTER_TEXT.tooManyRows(MAX_ROSTER_ROWS) };
    expect(problem.message).toBe('The file has more than 5000 rows; split it in parts');
    const preview = await postRoster(csv, true);
    expect(preview.payload.length).toBeLessThan(1_000);
    expect(ok<TRosterImportResult>(preview)).toMatchObject({
      added: 0,
      problems: [problem],
      problemCount: 1,
    });
    expectRefusedWith(await postRoster(csv, false), 1, [problem]);
  });

  it('lists the first 100 problems of a file of 500 bad rows and counts all 500', async () => {
    const csv = ['Seller,Team', ...Array.from({ length: 500 }, () => ',Room 4')].join('\n');
    const listed = Array.from({ length: MAX_LISTED_IMPORT_PROBLEMS }, (_, index) => ({
      row: index + 2,
      column: 'Seller',
      message: ROSTER_TEXT.sellerRequired,
    }));
    const preview = ok<TRosterImportResult>(await postRoster(csv, true));
    expect(preview.problems).toEqual(listed);
    expect(preview.problemCount).toBe(500);
    expectRefusedWith(await postRoster(csv, false), 500, listed);
  });

  it('answers 413 to a body over the limit', async () => {
    const csv = shortRows('Seller', MAX_ROSTER_BYTES + 2);
    expect(csv.length).toBe(MAX_ROSTER_BYTES + 1);
    expectFailure(
      await postRoster(csv, true),
      413,
      'The request body is too large (2 MB at most)',
      undefined,
      'PAYLOAD_TOO_LARGE',
    );
  });

  it('still answers the health check while a hostile file is refused', async () => {
    const hostile = postRoster(wideHeader('Seller,Team,', MAX_ROSTER_BYTES), false);
    const health = t.app.inject({ method: 'GET', url: '/api/health' });
    const [refused, healthy] = await Promise.all([hostile, health]);
    expect(healthy.statusCode, healthy.payload).toBe(200);
    expect(refused.statusCode).toBe(400);
  });
});

describe('the campaign products', () => {
  it('bound the list, the id and the price text by the schema', async () => {
    const many = Array.from({ length: 201 }, (_, index) => ({ name: `Product ${index}`, price: 1 }));
    expectFailure(
      await putProducts(many),
      400,
      'At most 200 products',
      [{ field: 'products', code: 'FIELD_INVALID', message: 'At most 200 products' }],
      'INVALID_REQUEST',
    );
    const longId = await putProducts([{ _id: 'x'.repeat(65), name: 'Candle', price: 1 }]);
    expect(failure(longId, 400).errors).toEqual([
      expect.objectContaining({ field: 'products.0._id', code: 'FIELD_TOO_LONG', params: { max: 64 } }),
    ]);
    expectFailure(
      await putProducts([{ name: 'Candle', price: `$${' '.repeat(40)}5` }]),
      400,
      PAPER_ORDER_FIELD_MESSAGES.price,
      [{ field: 'products.0.price', code: 'FIELD_TOO_LONG', message: PAPER_ORDER_FIELD_MESSAGES.price }],
      'INVALID_REQUEST',
    );
    const products = ok<TCampaignProduct[]>(
      await call(t, {
        method: 'GET',
        url: api(PATHS.campaignProducts(group.id, campaign.id)),
        headers: bearer(coordinator),
      }),
    );
    expect(products.map((product) => product.name)).toEqual(['Cookie Dough', 'Candle']);
  });
});
