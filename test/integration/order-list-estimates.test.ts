import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ZOrderListReply, type TOrderListReply } from '../../src/shared/api/orders.js';
import { ORDER_API_PATHS } from '../../src/shared/api/order-paths.js';
import { API_BASE } from '../../src/shared/api/paths.js';
import {
  bearer,
  call,
  coordinatorToken,
  createCoordinator,
  createGroup,
  registerAdmin,
  type GroupRow,
} from '../support/fixtures.js';
import { insertOrders } from '../support/order-fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { queryRows } from '../../src/server/db/database.js';
import { forgetEstimatedTotals } from '../../src/server/orders/queries.js';

/**
 * Above 10,000 matches a buyer or seller name search answers an estimated total. The orders here carry a
 * 1,500-character note, so the table spans a few thousand pages and the estimate really reads a sample of it
 * (about a third) instead of every order.
 */
const ORDERS = 14_000;
const IN_GROUP = 12_000; // orders 1…12,000 are the group's, the rest have no group
// Nine orders in ten are bought by a "Marquez"; the tenth by an "Okafor".
const BROAD_ALL = ORDERS - ORDERS / 10; // 12,600
const BROAD_GROUP = IN_GROUP - IN_GROUP / 10; // 10,800
// Orders 1…10,000 are sold by "Tenmark Seller": exactly the most a total is still counted for.
const AT_LIMIT = 10_000;
const RARE = 5;
// Orders added later to the broad search, enough to move its estimate well past the sample's error.
const MORE_BROAD = 6_000;
/** How far an estimate may be from the real count: the sample's error plus rounding to two digits. */
const TOLERANCE = 0.1;
const LIMIT = 100;

// The server counts first in a small table and samples first in a big one (above 6,000 pages), unless random page
// reads cost about what ordered ones do (random_page_cost below 2, as the embedded database sets it): then it
// counts first at any size. Deleted orders (never listed or counted) make the same orders a big table. A session
// setting reaches every query only on the embedded database's one connection, so the last case runs there.
const embedded = !process.env.TEST_DATABASE_URL;
describe.each([
  { table: 'a small table (counted first)', padding: 0, randomPageCost: '4', sampledFirst: false },
  {
    table: 'a big table read from disk (sampled first)',
    padding: 14_000,
    randomPageCost: '4',
    sampledFirst: true,
  },
  ...(embedded
    ? [
        {
          table: 'a big table in memory (counted first)',
          padding: 14_000,
          randomPageCost: '1.1',
          sampledFirst: false,
        },
      ]
    : []),
])('estimated totals of broad name searches in $table', ({ padding, randomPageCost, sampledFirst }) => {
  let t: TestApp;
  let adminToken: string;
  let coordinatorTokenOfGroup: string;
  let group: GroupRow;

  beforeAll(async () => {
    t = await createTestApp();
    if (embedded) await t.app.ctx.db.execute(sql.raw(`set random_page_cost = ${randomPageCost}`));
    adminToken = (await registerAdmin(t)).token;
    group = await createGroup(t, { code: 'ESTIM8' });
    coordinatorTokenOfGroup = await coordinatorToken(t, await createCoordinator(t, group.id));
    // One statement: a multi-row insert of 14,000 fixtures would be much slower.
    await t.app.ctx.db.execute(sql`
      insert into orders (shopify_order_id, shopify_order_number, group_id, group_code, seller_name,
                          buyer_first_name, buyer_last_name, buyer_email, note, status,
                          total_product_cents, total_cents, store_created_at, store_updated_at)
      select 'estimate-' || i, '#E' || i,
             case when i <= ${IN_GROUP} then ${group.id}::uuid end,
             case when i <= ${IN_GROUP} then ${group.code} else '' end,
             case when i <= ${AT_LIMIT} then 'Tenmark Seller' else 'Other Seller' end,
             'Robin', case when i % 10 = 0 then 'Okafor' else 'Marquez' end, 'buyer' || i || '@example.org',
             (select string_agg(md5(i::text || ':' || k), '') from generate_series(1, 47) k),
             'open', 2500, 2500,
             timestamptz '2026-01-01 00:00Z' + i * interval '1 minute',
             timestamptz '2026-01-01 00:00Z' + i * interval '1 minute'
      from generate_series(1, ${ORDERS}) i`);
    await insertOrders(
      t,
      Array.from({ length: RARE }, () => ({ group, buyerLastName: 'Thistlewood' })),
    );
    if (padding > 0) {
      await t.app.ctx.db.execute(sql`
        insert into orders (shopify_order_id, shopify_order_number, buyer_last_name, note, status,
                            total_product_cents, total_cents, store_created_at, store_updated_at, deleted_at)
        select 'padding-' || i, '#P' || i, 'Marquez Okafor Thistlewood',
               (select string_agg(md5(i::text || '/' || k), '') from generate_series(1, 47) k),
               'open', 0, 0, now(), now(), now()
        from generate_series(1, ${padding}) i`);
    }
    const [pages] = await queryRows<{ pages: number }>(
      t.app.ctx.db,
      sql`select (pg_relation_size('orders') / current_setting('block_size')::int)::int as pages`,
    );
    expect(pages!.pages > 6_000).toBe(padding > 0);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function list(token: string, path: string, query: Record<string, string | number>) {
    const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
    const url = `${API_BASE}${path}?${search}`;
    const res = await call(t, { method: 'GET', url, headers: bearer(token) });
    expect(res.statusCode, `${url}: ${res.payload}`).toBe(200);
    return ZOrderListReply.parse(res.json<TOrderListReply>());
  }

  const views = [
    {
      who: 'an administrator',
      token: () => adminToken,
      path: () => ORDER_API_PATHS.adminOrders,
      broad: BROAD_ALL,
      all: ORDERS + RARE,
    },
    {
      who: "the group's coordinator",
      token: () => coordinatorTokenOfGroup,
      path: () => ORDER_API_PATHS.groupOrders(group.id),
      broad: BROAD_GROUP,
      all: IN_GROUP + RARE,
    },
  ];

  describe.each(views)('for $who', (view) => {
    const get = (query: Record<string, string | number>) => list(view.token(), view.path(), query);

    it('counts a rare search exactly', async () => {
      const body = await get({ customerName: 'thistle' });
      expect(body).toMatchObject({ total: RARE, totalIsEstimate: false, totalPages: 1 });
      expect(body.data).toHaveLength(RARE);
    });

    it('counts exactly 10,000 matches exactly', async () => {
      const body = await get({ studentName: 'tenmark', limit: LIMIT });
      expect(body).toMatchObject({ total: AT_LIMIT, totalIsEstimate: false, totalPages: AT_LIMIT / LIMIT });
    });

    it('reads the page and counts it in one statement when it counts first; otherwise samples first', async () => {
      forgetEstimatedTotals(t.app.ctx.db);
      const statements = vi.spyOn(t.app.ctx.db, 'execute');
      try {
        const body = await get({ studentName: 'tenmark', limit: LIMIT });
        expect(body).toMatchObject({ total: AT_LIMIT, totalIsEstimate: false });
        // Big: the page (with the table's size), the sample (about 10,000: not clearly above the limit), the count.
        expect(statements).toHaveBeenCalledTimes(sampledFirst ? 3 : 1);
      } finally {
        statements.mockRestore();
      }
    });

    it('estimates a broad search: above 10,000, near the real count, rounded, with its pages', async () => {
      const body = await get({ customerName: 'marquez', limit: LIMIT });
      expect(body.totalIsEstimate).toBe(true);
      expect(body.total).toBeGreaterThan(10_000);
      expect(Math.abs(body.total - view.broad) / view.broad).toBeLessThanOrEqual(TOLERANCE);
      expect(body.total % 100).toBe(0);
      expect(body.totalPages).toBe(Math.ceil(body.total / LIMIT));
      expect(body.data).toHaveLength(LIMIT);
      expect(body.data.every((order) => order.customerLastName === 'Marquez')).toBe(true);

      // The same estimate on every page, so the page count does not move while paging.
      const second = await get({ customerName: 'marquez', limit: LIMIT, page: 2 });
      expect(second).toMatchObject({ total: body.total, totalIsEstimate: true, totalPages: body.totalPages });
    });

    it('answers the last page the estimate implies, and pages past it, with 200', async () => {
      const { totalPages } = await get({ customerName: 'marquez', limit: LIMIT });
      const last = await get({ customerName: 'marquez', limit: LIMIT, page: totalPages });
      // Whatever the estimate, the rows are the real ones: a full page, the real last one, or none.
      const realOnLast = Math.max(0, Math.min(LIMIT, view.broad - (totalPages - 1) * LIMIT));
      expect(last.data).toHaveLength(realOnLast);
      expect(last).toMatchObject({ currentPage: totalPages, totalPages, totalIsEstimate: true });

      const realLastPage = Math.ceil(view.broad / LIMIT);
      const beyond = await get({
        customerName: 'marquez',
        limit: LIMIT,
        page: Math.max(totalPages, realLastPage) + 1,
      });
      expect(beyond.data).toEqual([]);
      expect(beyond.totalPages).toBe(totalPages);

      const real = await get({ customerName: 'marquez', limit: LIMIT, page: realLastPage });
      expect(real.data).toHaveLength(view.broad - (realLastPage - 1) * LIMIT);
    });

    it('answers the exact total on a page that ends a broad search, when no estimate is kept', async () => {
      forgetEstimatedTotals(t.app.ctx.db);
      const limit = 11; // neither broad count is a multiple of it, so the last page is not full
      const lastPage = Math.ceil(view.broad / limit);
      const last = await get({ customerName: 'marquez', limit, page: lastPage });
      expect(last).toMatchObject({ total: view.broad, totalIsEstimate: false, totalPages: lastPage });
      expect(last.data).toHaveLength(view.broad % limit);
    });

    it('keeps exact counter totals, not estimates, for filters other than name searches', async () => {
      const body = await get({ statuses: 'open' });
      expect(body.totalIsEstimate).toBe(false);
      expect(body.total).toBe(view.all);
    });
  });

  // These two add orders, so they come after the views above.
  describe('as orders arrive', () => {
    const get = (query: Record<string, string | number>) =>
      list(adminToken, ORDER_API_PATHS.adminOrders, query);
    afterEach(() => {
      vi.useRealTimers();
    });

    it('counts an exact total anew on every request: a new match shows at once', async () => {
      expect((await get({ customerName: 'thistle' })).total).toBe(RARE);
      await insertOrders(t, [{ group, buyerLastName: 'Thistlewood' }]);
      expect(await get({ customerName: 'thistle' })).toMatchObject({
        total: RARE + 1,
        totalIsEstimate: false,
      });
    });

    it("reuses a broad search's estimate for a minute, then estimates again", async () => {
      const first = await get({ customerName: 'marquez', limit: LIMIT });
      expect(first.totalIsEstimate).toBe(true);
      await t.app.ctx.db.execute(sql`
        insert into orders (shopify_order_id, shopify_order_number, buyer_first_name, buyer_last_name,
                            note, status, total_product_cents, total_cents, store_created_at, store_updated_at)
        select 'more-' || i, '#M' || i, 'Robin', 'Marquez',
               (select string_agg(md5(i::text || '+' || k), '') from generate_series(1, 47) k),
               'open', 2500, 2500, now(), now()
        from generate_series(1, ${MORE_BROAD}) i`);

      // Within the minute: the same total and page count, while the page itself shows the new orders.
      const kept = await get({ customerName: 'marquez', limit: LIMIT, page: 2 });
      expect(kept).toMatchObject({ total: first.total, totalPages: first.totalPages, totalIsEstimate: true });
      const newest = await get({ customerName: 'marquez', limit: LIMIT });
      expect(newest.data[0]!.shopifyOrderNumber).toMatch(/^#M\d+$/);

      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 61_000);
      const renewed = await get({ customerName: 'marquez', limit: LIMIT });
      expect(renewed.totalIsEstimate).toBe(true);
      const real = BROAD_ALL + MORE_BROAD;
      expect(Math.abs(renewed.total - real) / real).toBeLessThanOrEqual(TOLERANCE);
      expect(renewed.total).toBeGreaterThan(first.total);
    });
  });
});
