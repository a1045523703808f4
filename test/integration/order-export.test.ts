import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/database.js';
import { ORDER_EXPORT_COLUMNS, exportOrders } from '../../src/server/orders/order-export.js';
import { ZOrderListQuery, ZOrderListReply } from '../../src/shared/api/orders.js';
import { API_BASE } from '../../src/shared/api/paths.js';
import { ORDER_API_PATHS } from '../../src/shared/api/order-paths.js';
import {
  bearer,
  call,
  createCampaign,
  createGroup,
  failure,
  insertOrder,
  registerAdmin,
  type CampaignRow,
  type GroupRow,
  type OrderValues,
} from '../support/fixtures.js';
import { parseCsv } from '../support/csv.js';
import {
  acceptedWebhook,
  csvRecord,
  fetchCsv,
  insertItems,
  insertOrders,
} from '../support/order-fixtures.js';
import { storeOrder } from '../support/store-webhooks.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const TIME_ZONE = 'America/New_York';
// 03:00 UTC on 1 March 2026 is still 28 February (22:00) in New York: the file name must say 2026-02-28.
const NOW = new Date('2026-03-01T03:00:00Z');
const TODAY_IN_NEW_YORK = '2026-02-28';

const adminExport = (query = '') =>
  `${API_BASE}${ORDER_API_PATHS.adminOrdersExport}${query ? `?${query}` : ''}`;
const groupExport = (groupId: string, query = '') =>
  `${API_BASE}${ORDER_API_PATHS.groupOrdersExport(groupId)}${query ? `?${query}` : ''}`;

describe('the test CSV reader', () => {
  it('reads quoted cells with commas, doubled quotes, CRLF and LF inside, and empty cells', () => {
    const text = 'a,"b,c","say ""hi""",\r\n"line 1\r\nline 2","x\ny",,"",z\r\n';
    expect(parseCsv(text)).toEqual([
      ['a', 'b,c', 'say "hi"', ''],
      ['line 1\r\nline 2', 'x\ny', '', '', 'z'],
    ]);
    expect(parseCsv('"a"')).toEqual([['a']]);
  });

  it('refuses malformed CSV instead of guessing', () => {
    expect(() => parseCsv('"unterminated')).toThrow();
    expect(() => parseCsv('"a"b,c')).toThrow();
    expect(() => parseCsv('a"b,c')).toThrow();
  });
});

describe('CSV export: GET /api/admin/orders/export and GET /api/groups/{id}/orders/export', () => {
  let t: TestApp;
  let token: string;
  let group: GroupRow;
  let campaign: CampaignRow;
  let otherGroup: GroupRow;

  beforeAll(async () => {
    t = await createTestApp({ env: { PORTAL_TIMEZONE: TIME_ZONE }, now: () => NOW });
    token = (await registerAdmin(t)).token;
    group = await createGroup(t, { code: 'EXPO1' });
    campaign = await createCampaign(t, group.id, { name: 'Spring Cookie Drive' });
    otherGroup = await createGroup(t, { code: 'EXPO2' });
    await createCampaign(t, otherGroup.id);

    // Three store orders through the webhook, one of them in another group, one unattributed.
    const attributes = {
      group_code: 'expo1',
      student_name: 'Jamie Rivera',
      campaign_id: campaign.id,
      campaign_name: 'Spring Cookie Drive',
    };
    await acceptedWebhook(t, {
      ...storeOrder({
        orderNumber: 1042,
        createdAt: '2026-02-20T15:30:00Z',
        email: 'pat.lee@example.com',
        firstName: 'Pat',
        lastName: 'Lee',
        attributes,
        lines: [
          { title: 'Cookie Dough Tub', price: '12.50', quantity: 2 },
          { title: 'Candle', price: '5.00', quantity: 1 },
        ],
        shipping: { title: 'Standard', price: '5.50' },
      }),
      shipping_address: {
        address1: '1 Main St',
        address2: 'Apt 4',
        city: 'Austin',
        province: 'Texas',
        zip: '78701',
        country: 'United States',
      },
    });
    await acceptedWebhook(
      t,
      storeOrder({
        orderNumber: 1043,
        createdAt: '2026-02-21T15:30:00Z',
        financialStatus: 'pending',
        firstName: 'Chris',
        lastName: 'Patel',
        email: 'chris@example.net',
        attributes: { ...attributes, student_name: 'Alex Kim' },
      }),
    );
    await acceptedWebhook(
      t,
      storeOrder({
        orderNumber: 1044,
        createdAt: '2026-02-22T15:30:00Z',
        attributes: { group_code: 'EXPO2' },
      }),
    );
    await acceptedWebhook(t, storeOrder({ orderNumber: 1045, createdAt: '2026-02-23T15:30:00Z' }));
  });
  afterAll(async () => {
    await t.close();
  });

  /** Order numbers the list answers for the same query (one page of 100), newest first. */
  async function listedNumbers(url: string): Promise<string[]> {
    const res = await call(t, { method: 'GET', url, headers: bearer(token) });
    expect(res.statusCode, res.payload).toBe(200);
    return ZOrderListReply.parse(res.json()).data.map((order) => order.shopifyOrderNumber);
  }

  const column = (header: string[], rows: string[][], name: (typeof ORDER_EXPORT_COLUMNS)[number]) =>
    rows.map((row) => csvRecord(header, row)[name]);

  describe('reply headers and layout', () => {
    it(`answers text/csv as orders_all_<today in PORTAL_TIMEZONE>.csv, BOM first, header row first`, async () => {
      const csv = await fetchCsv(t, adminExport(), token);
      expect(csv.res.headers['content-type']).toMatch(/^text\/csv/);
      expect(csv.res.headers['content-disposition']).toBe(
        `attachment; filename="orders_all_${TODAY_IN_NEW_YORK}.csv"`,
      );
      expect(csv.res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      expect(csv.header).toEqual([...ORDER_EXPORT_COLUMNS]);
      expect(csv.rows).toHaveLength(4);
      for (const row of csv.rows) expect(row).toHaveLength(ORDER_EXPORT_COLUMNS.length);
    });

    it('names the file after the group code with a groupCode filter, and for the group export', async () => {
      const filtered = await fetchCsv(t, adminExport('groupCode=expo1'), token);
      expect(filtered.res.headers['content-disposition']).toBe(
        `attachment; filename="orders_EXPO1_${TODAY_IN_NEW_YORK}.csv"`,
      );
      const own = await fetchCsv(t, groupExport(group.id), token);
      expect(own.res.headers['content-disposition']).toBe(
        `attachment; filename="orders_EXPO1_${TODAY_IN_NEW_YORK}.csv"`,
      );
      expect(own.res.headers['content-type']).toMatch(/^text\/csv/);
      expect(own.header).toEqual([...ORDER_EXPORT_COLUMNS]);
    });

    it('keeps the file name a plain token whatever groupCode carries (no header injection)', async () => {
      const csv = await fetchCsv(
        t,
        adminExport(`groupCode=${encodeURIComponent('a"b;\r\nX-Evil: 1')}`),
        token,
      );
      const disposition = String(csv.res.headers['content-disposition']);
      expect(disposition).toMatch(/^attachment; filename="orders_[A-Za-z0-9]+_2026-02-28\.csv"$/);
      expect(csv.res.headers['x-evil']).toBeUndefined();
      expect(csv.rows).toEqual([]);
    });

    it('answers only the BOM and header row when nothing matches', async () => {
      const csv = await fetchCsv(t, adminExport('customerName=nobody-at-all'), token);
      expect(csv.rows).toEqual([]);
      expect(csv.text).toBe(`\uFEFF${ORDER_EXPORT_COLUMNS.map((name) => `"${name}"`).join(',')}\r\n`);
    });
  });

  describe('rows', () => {
    it('writes one row per order with the values of the order', async () => {
      const csv = await fetchCsv(t, groupExport(group.id), token);
      expect(column(csv.header, csv.rows, 'Order Number')).toEqual(['#1043', '#1042']);
      const row = csvRecord(csv.header, csv.rows[1]!);
      expect(row).toEqual({
        'Order Number': '#1042',
        Date: expect.stringMatching(/^2026-02-20\b/),
        'Group Code': 'EXPO1',
        Campaign: 'Spring Cookie Drive',
        Seller: 'Jamie Rivera',
        'Customer First Name': 'Pat',
        'Customer Last Name': 'Lee',
        'Customer Email': 'pat.lee@example.com',
        Status: 'open',
        Items: '2 x Cookie Dough Tub; 1 x Candle',
        'Product Total': '30.00',
        Shipping: '5.50',
        Total: '35.50',
        'Shipping Method': 'Standard',
        'Address 1': '1 Main St',
        'Address 2': 'Apt 4',
        City: 'Austin',
        Province: 'Texas',
        Zip: '78701',
        Country: 'United States',
        Source: 'store',
        Team: '',
        Donation: '0.00',
      });
      expect(csvRecord(csv.header, csv.rows[0]!)).toMatchObject({ Status: 'pending', Seller: 'Alex Kim' });
    });

    it('writes the date in PORTAL_TIMEZONE: 04:59 UTC on 1 March is 28 February in New York', async () => {
      const dayGroup = await createGroup(t, { code: 'EXPODAY' });
      await insertOrder(t, { group: dayGroup, storeCreatedAt: new Date('2026-03-01T04:59:00Z') });
      await insertOrder(t, { group: dayGroup, storeCreatedAt: new Date('2026-03-01T05:00:00Z') });
      const csv = await fetchCsv(t, groupExport(dayGroup.id), token);
      const dates = column(csv.header, csv.rows, 'Date');
      expect(dates[0]).toMatch(/^2026-03-01\b/);
      expect(dates[1]).toMatch(/^2026-02-28\b/);
    });

    it('applies the same filters as the list: same orders, same order, all of them (no paging)', async () => {
      const queries = [
        '',
        'groupCode=EXPO1',
        'groupCode=expo2',
        'statuses=pending',
        'statuses=OPEN',
        'customerName=pat',
        'studentName=jamie',
        'startDate=2026-02-21&endDate=2026-02-22',
        'groupCode=EXPO1&customerName=lee&statuses=open,pending',
        'page=2&limit=1',
      ];
      for (const query of queries) {
        const listQuery = query.includes('limit') ? query : `${query}&limit=100`;
        const listAll = query.includes('limit') ? 'limit=100' : listQuery;
        const expected = await listedNumbers(`${API_BASE}${ORDER_API_PATHS.adminOrders}?${listAll}`);
        const csv = await fetchCsv(t, adminExport(query), token);
        expect(column(csv.header, csv.rows, 'Order Number'), query).toEqual(expected);
        expect(expected.length, query).toBeGreaterThan(0);
      }
      const groupCsv = await fetchCsv(t, groupExport(group.id, 'customerName=patel'), token);
      expect(column(groupCsv.header, groupCsv.rows, 'Order Number')).toEqual(['#1043']);
    });

    it('round-trips quotes, commas and line breaks inside cells', async () => {
      const quoted = await createGroup(t, { code: 'EXPOQ' });
      const order = await insertOrder(t, {
        group: quoted,
        buyerFirstName: 'Mary "May"',
        buyerLastName: "O'Brien, Jr.",
        shippingAddress1: '12 Elm St\r\nBuilding B',
        shippingAddress2: 'Line one\nLine two',
        campaignName: 'Pies, Cakes & "More"',
      });
      await insertItems(t, order.id, [
        { productName: 'Tub, large "XL"', priceCents: 1500, quantity: 2 },
        { productName: 'Candle', priceCents: 500, quantity: 1 },
      ]);
      const csv = await fetchCsv(t, groupExport(quoted.id), token);
      expect(csv.rows).toHaveLength(1);
      expect(csvRecord(csv.header, csv.rows[0]!)).toMatchObject({
        'Customer First Name': 'Mary "May"',
        'Customer Last Name': "O'Brien, Jr.",
        'Address 1': '12 Elm St\r\nBuilding B',
        'Address 2': 'Line one\nLine two',
        Campaign: 'Pies, Cakes & "More"',
        Items: '2 x Tub, large "XL"; 1 x Candle',
      });
    });

    it("neutralises cells starting with =, +, -, @, tab or CR with a leading ' (and only those)", async () => {
      const risky = await createGroup(t, { code: 'EXPOF' });
      const values: OrderValues = {
        group: risky,
        shopifyOrderNumber: '-1001',
        campaignName: '\tTabbed',
        sellerName: '@SUM(A1:A9)',
        buyerFirstName: '=HYPERLINK("http://evil.example","x")',
        buyerLastName: '+1+2',
        buyerEmail: 'a=b@example.com',
        shippingMethod: '-',
        shippingAddress1: '\rCarriage',
        shippingAddress2: ' =not first',
        shippingCity: '=1+1',
        shippingProvince: 'Texas',
      };
      await insertOrder(t, values);
      const csv = await fetchCsv(t, groupExport(risky.id), token);
      expect(csvRecord(csv.header, csv.rows[0]!)).toMatchObject({
        'Order Number': "'-1001",
        Campaign: "'\tTabbed",
        Seller: "'@SUM(A1:A9)",
        'Customer First Name': `'=HYPERLINK("http://evil.example","x")`,
        'Customer Last Name': "'+1+2",
        'Customer Email': 'a=b@example.com',
        'Shipping Method': "'-",
        'Address 1': "'\rCarriage",
        'Address 2': ' =not first',
        City: "'=1+1",
        Province: 'Texas',
        'Group Code': 'EXPOF',
      });
    });
  });

  describe('refusals', () => {
    it('answers bad filters with a 400 JSON failure, not a file', async () => {
      for (const query of [
        'statuses=bogus',
        'startDate=2026-02-30',
        'startDate=2026-03-02&endDate=2026-03-01',
        'page=1&page=2',
        'customerName=a%00b',
        `customerName=${'x'.repeat(10_000)}`,
        `studentName=${'_'.repeat(10_000)}`,
        'limit=101',
      ]) {
        const admin = await call(t, { method: 'GET', url: adminExport(query), headers: bearer(token) });
        expect(admin.statusCode, query).toBe(400);
        failure(admin, 400);
        const own = await call(t, {
          method: 'GET',
          url: groupExport(group.id, query),
          headers: bearer(token),
        });
        failure(own, 400);
      }
    });

    it('answers year 0000 dates with a 400 JSON failure, never a 500 or a broken file', async () => {
      const res = await t.app
        .inject({ method: 'GET', url: adminExport('startDate=0000-01-01'), headers: bearer(token) })
        .catch((error: Error) => error);
      // A stream that fails after the 200 headers were sent ends as a destroyed reply.
      if (res instanceof Error) expect.fail(`the export reply broke off: ${res.message}`);
      expect(res.statusCode, res.payload).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    });
  });
});

describe('CSV export of 4,500 orders (more than two chunks of 2,000)', () => {
  const COUNT = 4_500;
  let t: TestApp;
  let token: string;
  let group: GroupRow;

  beforeAll(async () => {
    t = await createTestApp({ env: { PORTAL_TIMEZONE: TIME_ZONE } });
    token = (await registerAdmin(t)).token;
    group = await createGroup(t, { code: 'BULK1' });
    const other = await createGroup(t, { code: 'BULK2' });
    const base = Date.UTC(2026, 0, 1);
    // Seven orders share each minute, so chunk boundaries fall inside runs of equal created_at.
    const rows: OrderValues[] = Array.from({ length: COUNT }, (_, index) => ({
      group,
      shopifyOrderId: `bulk-${index}`,
      shopifyOrderNumber: `#B${index}`,
      buyerFirstName: `Buyer ${index}`,
      storeCreatedAt: new Date(base + Math.floor(index / 7) * 60_000),
    }));
    await insertOrders(t, rows);
    // Orders of another group must not leak into BULK1's export.
    await insertOrders(
      t,
      Array.from({ length: 50 }, (_, index) => ({
        group: other,
        shopifyOrderNumber: `#X${index}`,
        storeCreatedAt: new Date(base + index * 90_000),
      })),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  async function expectedNumbers(): Promise<string[]> {
    const rows = await queryRows<{ number: string }>(
      t.app.ctx.db,
      sql`select shopify_order_number as number from orders where group_id = ${group.id}
          order by store_created_at desc, id desc`,
    );
    return rows.map((row) => row.number);
  }

  for (const scope of ['admin', 'group'] as const) {
    it(`${scope} export: exactly 4,500 rows, no duplicates, newest first`, async () => {
      const url = scope === 'admin' ? adminExport('groupCode=BULK1') : groupExport(group.id);
      const csv = await fetchCsv(t, url, token);
      expect(csv.rows).toHaveLength(COUNT);
      const numbers = csv.rows.map((row) => csvRecord(csv.header, row)['Order Number']!);
      expect(new Set(numbers).size).toBe(COUNT);
      expect(numbers).toEqual(await expectedNumbers());
      const dates = csv.rows.map((row) => csvRecord(csv.header, row)['Date']!);
      for (let index = 1; index < dates.length; index += 1) {
        expect(dates[index]! <= dates[index - 1]!).toBe(true);
      }
      expect(numbers[0]).toMatch(/^#B449[4-9]$/); // the newest minute holds #B4494 to #B4499
      expect(numbers.at(-1)).toMatch(/^#B[0-6]$/);
    });
  }

  it('writes the same bytes whichever way the database produces them (COPY on PostgreSQL, chunks embedded)', async () => {
    const ctx = t.app.ctx;
    const read = async (stream: NodeJS.ReadableStream) => {
      const parts: Buffer[] = [];
      for await (const part of stream) parts.push(Buffer.from(part as Buffer));
      return Buffer.concat(parts).toString('utf8');
    };
    const filters = ZOrderListQuery.parse({});
    const chunked = await read(
      exportOrders({ ...ctx, database: { ...ctx.database, copyOut: undefined } }, { kind: 'all' }, filters),
    );
    const rowEnds = chunked.match(/\r\n/g)?.length ?? 0;
    expect(rowEnds).toBe(COUNT + 50 + 1);
    expect(await read(exportOrders(ctx, { kind: 'all' }, filters))).toBe(chunked);
    expect(Boolean(ctx.database.copyOut)).toBe(ctx.database.kind === 'postgres');
  });

  it('unfiltered admin export holds every order of every group', async () => {
    const csv = await fetchCsv(t, adminExport(), token);
    expect(csv.rows).toHaveLength(COUNT + 50);
    expect(new Set(csv.rows.map((row) => row[0])).size).toBe(COUNT + 50);
  });
});
