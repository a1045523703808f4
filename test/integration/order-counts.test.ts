import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/server/db/schema.js';
import {
  bearer,
  call,
  createCampaign,
  createGroup,
  registerAdmin,
  type GroupRow,
  type OrderValues,
} from '../support/fixtures.js';
import { insertOrders } from '../support/order-fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Order list totals come from kept per-day counters for broad filters. These tests compare every total with a
 * count made independently from the orders themselves, through inserts, status changes, group moves and
 * deletes, in time zones whose midnights are not UTC midnights.
 */
interface Known {
  id: string;
  createdAt: Date;
  status: string;
  groupId: string | null;
  groupCode: string;
  isTest: boolean;
}

const STATUSES = ['open', 'pending', 'processing', 'shipped', 'cancelled'] as const;
const DAY = 24 * 3600 * 1000;

/** The instant a calendar date starts in a time zone (found by walking UTC hours; fine for a test oracle). */
function startOfDay(date: string, timeZone: string): number {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const guess = Date.parse(`${date}T00:00:00Z`);
  for (let minutes = -15 * 60; minutes <= 15 * 60; minutes += 15) {
    const instant = guess + minutes * 60_000;
    const text = format.format(new Date(instant)).replace(',', '');
    if (text === `${date} 00:00`) return instant;
  }
  throw new Error(`no midnight found for ${date} in ${timeZone}`);
}

function shift(date: string, days: number) {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

describe.each(['America/New_York', 'Asia/Kolkata'])('order list totals in %s', (timeZone) => {
  let t: TestApp;
  let token: string;
  let known: Known[];
  let groupA: GroupRow;
  let groupB: GroupRow;

  beforeAll(async () => {
    t = await createTestApp({ env: { PORTAL_TIMEZONE: timeZone } });
    token = (await registerAdmin(t)).token;
    groupA = await createGroup(t, { code: 'COUNTA1' });
    groupB = await createGroup(t, { code: 'COUNTB2' });
    const base = Date.parse('2026-03-01T00:00:00Z');
    const values = Array.from({ length: 240 }, (_, index): OrderValues => {
      const group = index % 3 === 0 ? groupA : index % 3 === 1 ? groupB : null;
      return {
        storeCreatedAt: new Date(base + ((index * 7_919_113) % (12 * DAY))),
        status: STATUSES[index % STATUSES.length]!,
        ...(group ? { group } : { groupCode: index % 2 ? 'NOSUCH9' : '' }),
      };
    });
    const rows = await insertOrders(t, values);
    known = rows.map((row) => ({
      id: row.id,
      createdAt: row.storeCreatedAt,
      status: row.status,
      groupId: row.groupId,
      groupCode: row.groupCode,
      isTest: false,
    }));

    // Move some orders after the fact: status changes, a group move, a date change and deletions.
    for (const order of known.slice(0, 30)) {
      order.status = order.status === 'shipped' ? 'processing' : 'shipped';
      await t.app.ctx.db.update(orders).set({ status: order.status }).where(eq(orders.id, order.id));
    }
    const moved = known.find((order) => order.groupId === groupA.id)!;
    moved.groupId = groupB.id;
    moved.groupCode = groupB.code;
    await t.app.ctx.db
      .update(orders)
      .set({ groupId: groupB.id, groupCode: groupB.code })
      .where(eq(orders.id, moved.id));
    const redated = known[40]!;
    redated.createdAt = new Date(redated.createdAt.getTime() - 5 * DAY);
    await t.app.ctx.db
      .update(orders)
      .set({ storeCreatedAt: redated.createdAt })
      .where(eq(orders.id, redated.id));
    for (const gone of known.splice(50, 5)) await t.app.ctx.db.delete(orders).where(eq(orders.id, gone.id));

    // Test orders stay in the administrators' lists only; orders the store deleted leave every list.
    for (const order of known.slice(60, 66)) {
      order.isTest = true;
      await t.app.ctx.db.update(orders).set({ isTest: true }).where(eq(orders.id, order.id));
    }
    for (const gone of known.splice(70, 6)) {
      await t.app.ctx.db.update(orders).set({ deletedAt: new Date() }).where(eq(orders.id, gone.id));
    }

    // Repairs through the API move unattributed orders (and one attributed one) into the groups at once.
    const campaignA = await createCampaign(t, groupA.id);
    const campaignB = await createCampaign(t, groupB.id);
    const unattributed = known.filter((order) => order.groupId === null).slice(0, 7);
    const bulk = await call(t, {
      method: 'POST',
      url: '/api/admin/orders/attribution',
      headers: bearer(token),
      payload: {
        orderIds: unattributed.slice(0, 6).map((order) => order.id),
        groupId: groupA.id,
        campaignId: campaignA.id,
        sellerName: 'Riley Seller',
        reason: 'Buyer e-mail matches the seller',
      },
    });
    expect(bulk.statusCode, bulk.payload).toBe(200);
    for (const order of unattributed.slice(0, 6))
      Object.assign(order, { groupId: groupA.id, groupCode: groupA.code });
    for (const order of [unattributed[6]!, known.find((order) => order.groupId === groupA.id)!]) {
      const single = await call(t, {
        method: 'PUT',
        url: `/api/admin/orders/${order.id}/attribution`,
        headers: bearer(token),
        payload: { groupId: groupB.id, campaignId: campaignB.id, sellerName: 'Casey', reason: 'Order note' },
      });
      expect(single.statusCode, single.payload).toBe(200);
      Object.assign(order, { groupId: groupB.id, groupCode: groupB.code });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  function expected(filters: {
    start?: string;
    end?: string;
    statuses?: string[];
    group?: string;
    code?: string;
  }) {
    const from = filters.start ? startOfDay(filters.start, timeZone) : -Infinity;
    const to = filters.end ? startOfDay(shift(filters.end, 1), timeZone) : Infinity;
    return known.filter(
      (order) =>
        order.createdAt.getTime() >= from &&
        order.createdAt.getTime() < to &&
        (!filters.statuses || filters.statuses.includes(order.status)) &&
        (!filters.group || (order.groupId === filters.group && !order.isTest)) &&
        (!filters.code || order.groupCode.toLowerCase() === filters.code.toLowerCase()),
    ).length;
  }

  const ranges: { start?: string; end?: string }[] = [
    {},
    { start: '2026-03-03' },
    { end: '2026-03-06' },
    { start: '2026-03-02', end: '2026-03-09' },
    { start: '2026-03-04', end: '2026-03-04' },
    { start: '2026-02-20', end: '2026-02-27' },
    { start: '2026-02-24', end: '2026-03-01' },
  ];

  it('matches an independent count for every mix of dates, statuses and group code (administrators)', async () => {
    for (const range of ranges) {
      for (const statuses of [
        undefined,
        ['open'],
        ['processing', 'shipped'],
        ['cancelled', 'pending', 'open'],
      ]) {
        for (const code of [undefined, 'counta1', 'COUNTB2', 'NOSUCH9', 'LION']) {
          const query = new URLSearchParams({ limit: '5' });
          if (range.start) query.set('startDate', range.start);
          if (range.end) query.set('endDate', range.end);
          if (statuses) query.set('statuses', statuses.join(','));
          if (code) query.set('groupCode', code);
          const res = await call(t, {
            method: 'GET',
            url: `/api/admin/orders?${query}`,
            headers: bearer(token),
          });
          expect(res.statusCode).toBe(200);
          const want = expected({ ...range, ...(statuses ? { statuses } : {}), ...(code ? { code } : {}) });
          expect(res.json<{ total: number }>().total, query.toString()).toBe(want);
        }
      }
    }
  });

  it("matches an independent count for a group's own list", async () => {
    for (const range of ranges) {
      for (const group of [groupA, groupB]) {
        const query = new URLSearchParams({ statuses: 'open,shipped' });
        if (range.start) query.set('startDate', range.start);
        if (range.end) query.set('endDate', range.end);
        const res = await call(t, {
          method: 'GET',
          url: `/api/groups/${group.id}/orders?${query}`,
          headers: bearer(token),
        });
        expect(res.json<{ total: number }>().total, `${group.code} ${query}`).toBe(
          expected({ ...range, statuses: ['open', 'shipped'], group: group.id }),
        );
      }
    }
  });
});
