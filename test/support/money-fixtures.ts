/**
 * Helpers for the money tests: requests with a token, the data of a reply that must succeed, campaign products,
 * paper orders, sellers, and a clock that never stands still (so "newest first" never ties).
 */
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { PAPER_ORDER_API_PATHS } from '../../src/shared/api/paper-order-paths.js';
import type {
  TCampaignProduct,
  TCampaignProductsBody,
  TPaperOrder,
  TPaperOrderBody,
} from '../../src/shared/api/paper-orders.js';
import { call, loginSeller, unique, type GroupRow, type Reply, type SellerSession } from './fixtures.js';
import type { TestApp } from './test-app.js';

export const api = (path: string) => `/api${path}`;
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
export const ISO_INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
export const dollars = (cents: number) => Math.round(cents) / 100;

/** Now, at least a millisecond after the last answer: two writes of one test never share an instant. */
export function steadyClock() {
  let last = 0;
  return () => {
    last = Math.max(Date.now(), last + 1);
    return new Date(last);
  };
}

/** A small deterministic generator (mulberry32), so that a failure can be replayed. */
export function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function sender(t: TestApp) {
  return (token: string | undefined, method: InjectOptions['method'], path: string, payload?: unknown) =>
    call(t, {
      method,
      url: api(path),
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
}

export function ok<T>(res: Reply, status = 200): T {
  expect(res.statusCode, res.payload).toBe(status);
  const body = res.json<{ success: true; data: T }>();
  expect(body.success).toBe(true);
  return body.data;
}

export async function sellerOf(t: TestApp, target: GroupRow, name: string): Promise<SellerSession> {
  const res = await loginSeller(t, {
    name,
    email: `${unique('seller')}@example.org`,
    groupCode: target.code,
  });
  expect(res.statusCode, res.payload).toBe(200);
  return res.json<SellerSession>();
}

export async function putProducts(
  t: TestApp,
  token: string,
  groupId: string,
  campaignId: string,
  products: TCampaignProductsBody['products'],
): Promise<TCampaignProduct[]> {
  return ok(
    await sender(t)(token, 'PUT', PAPER_ORDER_API_PATHS.campaignProducts(groupId, campaignId), { products }),
  );
}

export async function enterPaperOrder(
  t: TestApp,
  token: string,
  groupId: string,
  campaignId: string,
  body: TPaperOrderBody,
): Promise<TPaperOrder> {
  return ok(
    await sender(t)(token, 'POST', PAPER_ORDER_API_PATHS.campaignPaperOrders(groupId, campaignId), body),
    201,
  );
}
