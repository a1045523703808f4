import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/server/db/schema.js';
import { API_BASE } from '../../src/shared/api/paths.js';
import { ORDER_API_PATHS } from '../../src/shared/api/order-paths.js';
import { ZOrderListReply, type TOrderListReply } from '../../src/shared/api/orders.js';
import { ORDERS_MAX_PAGE_SIZE, ORDERS_PAGE_SIZE } from '../../src/shared/constants.js';
import {
  bearer,
  call,
  createCampaign,
  createGroup,
  failure,
  registerAdmin,
  type GroupRow,
  type OrderRow,
  type OrderValues,
  type Reply,
} from '../support/fixtures.js';
import { insertOrders } from '../support/order-fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const TIME_ZONE = 'America/New_York';
const LIST_KEYS = ['currentPage', 'data', 'success', 'total', 'totalIsEstimate', 'totalPages'];

type Query = Record<string, string | number>;

describe('order lists: GET /api/admin/orders and GET /api/groups/{id}/orders', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { PORTAL_TIMEZONE: TIME_ZONE } });
    token = (await registerAdmin(t)).token;
  });
  afterAll(async () => {
    await t.close();
  });

  function get(url: string): Promise<Reply> {
    return call(t, { method: 'GET', url, headers: bearer(token) });
  }

  function adminUrl(query: Query = {}): string {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    return `${API_BASE}${ORDER_API_PATHS.adminOrders}?${search}`;
  }

  function groupUrl(groupId: string, query: Query = {}): string {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    return `${API_BASE}${ORDER_API_PATHS.groupOrders(groupId)}?${search}`;
  }

  async function list(url: string): Promise<TOrderListReply> {
    const res = await get(url);
    expect(res.statusCode, `${url}: ${res.payload}`).toBe(200);
    const body = res.json<TOrderListReply>();
    expect(Object.keys(body).sort()).toEqual(LIST_KEYS);
    return ZOrderListReply.parse(body);
  }

  /** Order numbers of one page, in the order the server gave them. */
  async function numbers(url: string): Promise<string[]> {
    return (await list(url)).data.map((order) => order.shopifyOrderNumber);
  }

  async function expect400(url: string): Promise<void> {
    failure(await get(url), 400);
  }

  /** Orders of a new group, created in the given (scrambled) order. */
  async function groupWithOrders(code: string, rows: OrderValues[]): Promise<[GroupRow, OrderRow[]]> {
    const group = await createGroup(t, { code });
    const campaign = await createCampaign(t, group.id);
    const inserted = await insertOrders(
      t,
      rows.map((row) => ({ group, campaign, ...row })),
    );
    return [group, inserted];
  }

  describe('paging', () => {
    let group: GroupRow;
    /** #P01 is the oldest, #P25 the newest. */
    const newestFirst = Array.from({ length: 25 }, (_, index) => `#P${String(25 - index).padStart(2, '0')}`);

    beforeAll(async () => {
      const rows = Array.from({ length: 25 }, (_, index) => ({
        shopifyOrderNumber: `#P${String(index + 1).padStart(2, '0')}`,
        storeCreatedAt: new Date(Date.UTC(2026, 1, 1, 0, index)),
      }));
      // Inserted in a scrambled order, so neither insertion order nor id order gives newest first.
      const scrambled = rows.map((row, index) => rows[(index * 7) % rows.length]!);
      [group] = await groupWithOrders('PAGE1', scrambled);
    });

    for (const scope of ['admin', 'group'] as const) {
      const url = (query: Query = {}) =>
        scope === 'admin' ? adminUrl({ groupCode: 'PAGE1', ...query }) : groupUrl(group.id, query);

      describe(`${scope} list`, () => {
        it(`answers ${ORDERS_PAGE_SIZE} newest orders by default, with currentPage, totalPages and total`, async () => {
          const body = await list(url());
          expect(body.success).toBe(true);
          expect(body.currentPage).toBe(1);
          expect(body.total).toBe(25);
          expect(body.totalPages).toBe(2);
          expect(body.data.map((order) => order.shopifyOrderNumber)).toEqual(newestFirst.slice(0, 20));
          expect(body.data.every((order) => order.groupCode === 'PAGE1' && order.isAttributed)).toBe(true);
        });

        it('pages on: page 2 holds the rest, and the pages together equal one page of 100', async () => {
          const second = await list(url({ page: 2 }));
          expect(second.currentPage).toBe(2);
          expect(second.data.map((order) => order.shopifyOrderNumber)).toEqual(newestFirst.slice(20));
          expect(await numbers(url({ limit: ORDERS_MAX_PAGE_SIZE }))).toEqual(newestFirst);
          const seventh = await list(url({ page: 4, limit: 7 }));
          expect(seventh).toMatchObject({ currentPage: 4, totalPages: 4, total: 25 });
          expect(seventh.data.map((order) => order.shopifyOrderNumber)).toEqual(newestFirst.slice(21));
          expect(await numbers(url({ page: 1, limit: 1 }))).toEqual(['#P25']);
        });

        it('answers a page beyond the end with 200, no orders and the right total and totalPages', async () => {
          for (const page of [3, 1_000_000]) {
            const body = await list(url({ page }));
            expect(body).toEqual({
              success: true,
              data: [],
              currentPage: page,
              totalPages: 2,
              total: 25,
              totalIsEstimate: false,
            });
          }
        });

        it('refuses limit above 100, page 0 and values that are not whole numbers with 400', async () => {
          const refused: Query[] = [
            { limit: 101 },
            { limit: 0 },
            { limit: -1 },
            { limit: '1.5' },
            { limit: '1e2' },
            { limit: 'twenty' },
            { page: 0 },
            { page: -1 },
            { page: 'abc' },
            { page: '2.0' },
            { page: '0x2' },
          ];
          for (const query of refused) await expect400(url(query));
        });
      });
    }

    it('counts every order in the unfiltered admin list', async () => {
      const all = await t.app.ctx.db.select({ id: orders.id }).from(orders);
      const body = await list(adminUrl({ limit: 1 }));
      expect(body.total).toBe(all.length);
      expect(body.totalPages).toBe(all.length);
    });
  });

  it('orders ties on created_at stably: pages never repeat or skip an order', async () => {
    const at = new Date('2026-02-02T00:00:00Z');
    const [group, inserted] = await groupWithOrders(
      'TIE1',
      Array.from({ length: 5 }, (_, index) => ({ shopifyOrderNumber: `#T${index}`, storeCreatedAt: at })),
    );
    const whole = await numbers(groupUrl(group.id, { limit: 100 }));
    expect([...whole].sort()).toEqual(inserted.map((order) => order.shopifyOrderNumber).sort());
    const paged: string[] = [];
    for (const page of [1, 2, 3]) paged.push(...(await numbers(groupUrl(group.id, { page, limit: 2 }))));
    expect(paged).toEqual(whole);
    expect(await numbers(adminUrl({ groupCode: 'TIE1', limit: 100 }))).toEqual(whole);
    expect(await numbers(groupUrl(group.id, { limit: 100 }))).toEqual(whole);
  });

  describe('startDate and endDate: inclusive calendar days in PORTAL_TIMEZONE (America/New_York)', () => {
    let group: GroupRow;

    beforeAll(async () => {
      [group] = await groupWithOrders('DATES1', [
        // 23:59 on 28 February in New York.
        { shopifyOrderNumber: '#D1', storeCreatedAt: new Date('2026-03-01T04:59:00Z') },
        // 00:00 on 1 March in New York.
        { shopifyOrderNumber: '#D2', storeCreatedAt: new Date('2026-03-01T05:00:00Z') },
        // 23:59 on 8 March, the day clocks move to EDT (UTC-4).
        { shopifyOrderNumber: '#D3', storeCreatedAt: new Date('2026-03-09T03:59:00Z') },
        // 00:00 on 9 March (EDT).
        { shopifyOrderNumber: '#D4', storeCreatedAt: new Date('2026-03-09T04:00:00Z') },
      ]);
    });

    const cases: [Query, string[]][] = [
      [{ startDate: '2026-03-01', endDate: '2026-03-01' }, ['#D2']],
      [{ startDate: '2026-02-28', endDate: '2026-02-28' }, ['#D1']],
      [{ endDate: '2026-02-28' }, ['#D1']],
      [{ startDate: '2026-03-01' }, ['#D4', '#D3', '#D2']],
      [{ endDate: '2026-03-08' }, ['#D3', '#D2', '#D1']],
      [{ startDate: '2026-03-08', endDate: '2026-03-08' }, ['#D3']],
      [{ startDate: '2026-03-09' }, ['#D4']],
      [{ startDate: '2026-03-02', endDate: '2026-03-07' }, []],
      [{ startDate: '', endDate: '' }, ['#D4', '#D3', '#D2', '#D1']],
    ];
    for (const [query, expected] of cases) {
      it(`${JSON.stringify(query)} → ${expected.join(', ') || 'none'}`, async () => {
        expect(await numbers(groupUrl(group.id, query))).toEqual(expected);
        const admin = await list(adminUrl({ groupCode: 'DATES1', ...query }));
        expect(admin.data.map((order) => order.shopifyOrderNumber)).toEqual(expected);
        expect(admin.total).toBe(expected.length);
      });
    }

    it('refuses endDate before startDate with 400', async () => {
      await expect400(groupUrl(group.id, { startDate: '2026-03-02', endDate: '2026-03-01' }));
      await expect400(adminUrl({ startDate: '2026-03-02', endDate: '2026-03-01' }));
    });

    it('refuses malformed dates with 400', async () => {
      for (const date of [
        '2026-3-1',
        '03/01/2026',
        '2026-02-30',
        '2026-13-01',
        'tomorrow',
        '2026-03-01T00:00:00Z',
        '20260301',
      ]) {
        await expect400(groupUrl(group.id, { startDate: date }));
        await expect400(adminUrl({ endDate: date }));
      }
    });

    it('answers year 0000 (not a date PostgreSQL knows) with 400, never 500', async () => {
      await expect400(adminUrl({ startDate: '0000-01-01' }));
      await expect400(groupUrl(group.id, { endDate: '0000-12-31' }));
    });
  });

  describe('statuses, groupCode, customerName and studentName filters', () => {
    let group: GroupRow;

    beforeAll(async () => {
      const at = (day: number) => new Date(Date.UTC(2026, 3, day, 16));
      [group] = await groupWithOrders('FILT1', [
        {
          shopifyOrderNumber: '#F1',
          buyerFirstName: 'Pat',
          buyerLastName: 'Lee',
          buyerEmail: 'pat.lee@example.com',
          sellerName: 'Jamie Rivera',
          status: 'open',
          storeCreatedAt: at(10),
        },
        {
          shopifyOrderNumber: '#F2',
          buyerFirstName: 'Patricia',
          buyerLastName: 'Stone',
          buyerEmail: 'pstone@example.org',
          sellerName: 'Jamie Chen',
          status: 'shipped',
          storeCreatedAt: at(11),
        },
        {
          shopifyOrderNumber: '#F3',
          buyerFirstName: 'Chris',
          buyerLastName: 'Patel',
          buyerEmail: 'chris@example.net',
          sellerName: 'Alex Kim',
          status: 'pending',
          storeCreatedAt: at(12),
        },
        {
          shopifyOrderNumber: '#F4',
          buyerFirstName: 'Dana',
          buyerLastName: '100%',
          buyerEmail: 'dana_x@example.com',
          sellerName: 'Sam 50% Off',
          status: 'processing',
          storeCreatedAt: at(13),
        },
        {
          shopifyOrderNumber: '#F5',
          buyerFirstName: 'Lee',
          buyerLastName: 'Morgan',
          buyerEmail: 'lm@example.com',
          sellerName: 'jamie',
          status: 'cancelled',
          storeCreatedAt: at(14),
        },
        {
          shopifyOrderNumber: '#F6',
          buyerFirstName: 'Robin',
          buyerLastName: 'Back\\slash',
          buyerEmail: 'robin@example.com',
          sellerName: 'Robin Jr',
          status: 'open',
          storeCreatedAt: at(15),
        },
      ]);
    });

    const inGroup = (query: Query) => numbers(groupUrl(group.id, query));
    const inAdmin = (query: Query) => numbers(adminUrl({ groupCode: 'FILT1', ...query }));

    /** The same filter through both lists. */
    async function expectBoth(query: Query, expected: string[]) {
      expect(await inGroup(query), JSON.stringify(query)).toEqual(expected);
      expect(await inAdmin(query), JSON.stringify(query)).toEqual(expected);
    }

    it('statuses: a comma list of known statuses, any case; an unknown one is 400', async () => {
      await expectBoth({ statuses: 'open' }, ['#F6', '#F1']);
      await expectBoth({ statuses: 'OPEN,Shipped' }, ['#F6', '#F2', '#F1']);
      await expectBoth({ statuses: 'cancelled' }, ['#F5']);
      await expectBoth({ statuses: 'pending, processing' }, ['#F4', '#F3']);
      await expectBoth({ statuses: 'paid' }, []);
      for (const statuses of ['opened', 'open,bogus', 'OPEN;shipped', 'all']) {
        await expect400(groupUrl(group.id, { statuses }));
        await expect400(adminUrl({ statuses }));
      }
    });

    it('groupCode matches the whole code, any case: "LION" does not match "LIONS1"', async () => {
      const [lion] = await groupWithOrders('LION', [
        { shopifyOrderNumber: '#L1', storeCreatedAt: new Date('2026-05-01T00:00:00Z') },
      ]);
      await groupWithOrders('LIONS1', [
        { shopifyOrderNumber: '#L2', storeCreatedAt: new Date('2026-05-02T00:00:00Z') },
      ]);
      expect(lion.code).toBe('LION');
      expect(await numbers(adminUrl({ groupCode: 'LION' }))).toEqual(['#L1']);
      expect(await numbers(adminUrl({ groupCode: 'lion' }))).toEqual(['#L1']);
      expect(await numbers(adminUrl({ groupCode: 'lIoNs1' }))).toEqual(['#L2']);
      expect(await numbers(adminUrl({ groupCode: 'LIONS' }))).toEqual([]);
      expect(await numbers(adminUrl({ groupCode: 'IONS1' }))).toEqual([]);
      expect(await numbers(adminUrl({ groupCode: 'L%' }))).toEqual([]);
    });

    it('customerName: a case-insensitive substring of first name, last name, full name or e-mail', async () => {
      await expectBoth({ customerName: 'pat' }, ['#F3', '#F2', '#F1']); // Patel, Patricia, Pat
      await expectBoth({ customerName: 'LEE' }, ['#F5', '#F1']); // first name Lee, last name Lee
      await expectBoth({ customerName: 'Pat Lee' }, ['#F1']);
      await expectBoth({ customerName: 'pat lee' }, ['#F1']);
      await expectBoth({ customerName: '  Pat Lee  ' }, ['#F1']);
      await expectBoth({ customerName: 'example.org' }, ['#F2']);
      await expectBoth({ customerName: 'PSTONE@' }, ['#F2']);
      await expectBoth({ customerName: 'Jamie' }, []); // a seller, not a buyer
    });

    it('customerName does not match text spanning the last name and the e-mail', async () => {
      // Neither is in "Pat", "Lee", "Pat Lee" or "pat.lee@example.com" (only in "Pat Lee pat.lee@…").
      await expectBoth({ customerName: 'Lee Pat' }, []);
      await expectBoth({ customerName: 'Lee pat.lee' }, []);
      // The stored search text keeps the name and the e-mail on two lines: a line break never bridges them.
      await expectBoth({ customerName: 'lee\npat.lee' }, []);
      await expectBoth({ customerName: 'lee\npat' }, []);
    });

    it('studentName: a case-insensitive substring of the seller name', async () => {
      await expectBoth({ studentName: 'jamie' }, ['#F5', '#F2', '#F1']);
      await expectBoth({ studentName: 'JAMIE R' }, ['#F1']);
      await expectBoth({ studentName: 'kim' }, ['#F3']);
      await expectBoth({ studentName: 'Pat' }, []); // a buyer, not a seller
    });

    it("takes '%', '_' and '\\' in searches literally", async () => {
      await expectBoth({ customerName: '%' }, ['#F4']);
      await expectBoth({ customerName: '100%' }, ['#F4']);
      await expectBoth({ customerName: '_' }, ['#F4']);
      await expectBoth({ customerName: 'a_x' }, ['#F4']);
      await expectBoth({ customerName: 'p_t' }, []);
      await expectBoth({ customerName: '\\' }, ['#F6']);
      await expectBoth({ customerName: 'k\\s' }, ['#F6']);
      await expectBoth({ studentName: '%' }, ['#F4']);
      await expectBoth({ studentName: '50%' }, ['#F4']);
      await expectBoth({ studentName: '_' }, []);
      await expectBoth({ studentName: 'J%e' }, []);
    });

    it('combines filters (all must match) and counts only what matches', async () => {
      await expectBoth({ customerName: 'pat', statuses: 'open,pending' }, ['#F3', '#F1']);
      await expectBoth({ customerName: 'pat', statuses: 'open,pending', startDate: '2026-04-11' }, ['#F3']);
      await expectBoth({ studentName: 'jamie', statuses: 'cancelled' }, ['#F5']);
      await expectBoth({ studentName: 'jamie', customerName: 'lee' }, ['#F5', '#F1']);
      await expectBoth({ studentName: 'jamie', customerName: 'lee', endDate: '2026-04-13' }, ['#F1']);
      const body = await list(
        adminUrl({ groupCode: 'filt1', customerName: 'pat', statuses: 'open,pending,shipped', limit: 2 }),
      );
      expect(body.total).toBe(3);
      expect(body.totalPages).toBe(2);
      expect(body.data.map((order) => order.shopifyOrderNumber)).toEqual(['#F3', '#F2']);
      expect(await numbers(adminUrl({ groupCode: 'LION', customerName: 'pat' }))).toEqual([]);
    });
  });

  describe('hostile query strings: 400, never 500', () => {
    let group: GroupRow;

    beforeAll(async () => {
      group = await createGroup(t, { code: 'HOST1' });
    });

    const raws = [
      'page=1&page=2',
      'limit=5&limit=6',
      'statuses=open&statuses=shipped',
      'customerName=a&customerName=b',
      'startDate=2026-01-01&startDate=2026-01-02',
      'customerName=pat%00lee',
      'studentName=%00',
      'groupCode=AB%00C',
      'startDate=2026-01-01%00',
      'statuses=open%00',
      `customerName=${'a'.repeat(10_000)}`,
      `studentName=${'%25'.repeat(10_000)}`,
      `groupCode=${'G'.repeat(10_000)}`,
      'page=99999999999999999999',
      'limit=%F0%9F%98%80',
    ];
    for (const raw of raws) {
      it(`?${raw.length > 60 ? `${raw.slice(0, 60)}…` : raw}`, async () => {
        for (const base of [
          `${API_BASE}${ORDER_API_PATHS.adminOrders}`,
          `${API_BASE}${ORDER_API_PATHS.groupOrders(group.id)}`,
        ]) {
          const res = await get(`${base}?${raw}`);
          expect(res.statusCode, res.payload).toBe(400);
          expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
        }
      });
    }
  });
});
