/**
 * Fixture builders and request helpers for the API integration tests. Rows that have no API yet (groups,
 * campaigns, coordinators) are inserted with drizzle; accounts that do have one are made through it.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { decodeJwt } from 'jose';
import { expect } from 'vitest';
import { ERROR_CODES, type ErrorCode } from '../../src/shared/api/error-codes.js';
import { adminSetupCodeFileOf } from '../../src/server/auth/admin-setup-code.js';
import { hashPassword } from '../../src/server/auth/passwords.js';
import { campaigns, coordinators, groups } from '../../src/server/db/schema.js';
import type { TestApp } from './test-app.js';

export type Reply = LightMyRequestResponse;

export type GroupRow = typeof groups.$inferSelect;
export type CampaignRow = typeof campaigns.$inferSelect;
export type CoordinatorRow = typeof coordinators.$inferSelect;

/** What a failure reply carries: always a code and a message, and the failing fields for a validation error. */
export interface FailureBody {
  success: false;
  code: ErrorCode;
  message: string;
  params?: Record<string, unknown>;
  errors?: { field: string; code: ErrorCode; message: string; params?: { min?: number; max?: number } }[];
}

/**
 * `app.inject` plus the checks every reply must pass whatever the route: JSON, no password hash, no stack trace.
 * Every test request goes through here, so a hash leaking into any reply fails the test that provoked it.
 */
export async function call(t: TestApp, options: InjectOptions): Promise<Reply> {
  const res = await t.app.inject(options);
  expect(res.payload).not.toContain('$argon2');
  expect(res.payload).not.toMatch(/password_?hash/i);
  expect(res.payload).not.toMatch(/\bat .+\.(?:ts|js):\d+/); // stack frames
  if (res.payload.length > 0) expect(res.headers['content-type']).toMatch(/^application\/json/);
  return res;
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** The JSON body of a failure, after checking its status and envelope. */
export function failure(res: Reply, status: number): FailureBody {
  expect(res.statusCode, res.payload).toBe(status);
  const body = res.json<FailureBody>();
  expect(body.success).toBe(false);
  expect(ERROR_CODES).toContain(body.code);
  expect(typeof body.message).toBe('string');
  return body;
}

/**
 * A failure reply must be exactly this status and envelope: the message, the code when given, and when given the
 * fields at fault (each with its code from the documented list).
 */
export function expectFailure(
  res: Reply,
  status: number,
  message: string,
  errors?: { field: string; message: string; code?: ErrorCode }[],
  code?: ErrorCode,
): void {
  const { code: replyCode, params: _params, errors: replyErrors, ...body } = failure(res, status);
  expect(body).toEqual({ success: false, message });
  if (code) expect(replyCode).toBe(code);
  if (!errors) {
    expect(replyErrors).toBeUndefined();
    return;
  }
  for (const fieldError of replyErrors ?? []) expect(ERROR_CODES).toContain(fieldError.code);
  const wanted = errors.map((error) => ({ code: expect.any(String), ...error }));
  expect(replyErrors?.map(({ params: _limits, ...error }) => error)).toEqual(wanted);
}

export interface TokenPayload {
  sub?: string;
  role?: string;
  ver?: number;
  gid?: string;
  iat?: number;
  exp?: number;
  iss?: string;
}

export function claimsOf(token: string): TokenPayload {
  return decodeJwt(token) as TokenPayload;
}

let sequence = 0;
/** A value unique within the test process, for codes and e-mails. */
export function unique(prefix = 'x'): string {
  sequence += 1;
  return `${prefix}${Date.now().toString(36)}${sequence}`;
}

// ----- rows without an API yet -----

export async function createGroup(
  t: TestApp,
  values: Partial<typeof groups.$inferInsert> = {},
): Promise<GroupRow> {
  const [row] = await t.app.ctx.db
    .insert(groups)
    .values({
      name: 'Lincoln Elementary PTA',
      code: unique('G')
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, '')
        .slice(0, 32),
      organizationName: 'Lincoln Elementary School',
      ...values,
    })
    .returning();
  return row!;
}

export async function createCampaign(
  t: TestApp,
  groupId: string,
  values: Partial<typeof campaigns.$inferInsert> = {},
): Promise<CampaignRow> {
  const [row] = await t.app.ctx.db
    .insert(campaigns)
    .values({
      groupId,
      name: 'Spring Fundraiser',
      description: 'Cookie dough and wrapping paper',
      startDate: '2000-01-01',
      endDate: '2999-12-31',
      ...values,
    })
    .returning();
  return row!;
}

export interface CoordinatorFixture {
  row: CoordinatorRow;
  email: string;
  password: string;
}

export async function createCoordinator(
  t: TestApp,
  groupId: string,
  values: { name?: string; email?: string; password?: string } = {},
): Promise<CoordinatorFixture> {
  const email = values.email ?? `${unique('coord')}@example.org`;
  const password = values.password ?? 'coordinator-secret';
  const [row] = await t.app.ctx.db
    .insert(coordinators)
    .values({
      name: values.name ?? 'Casey Coordinator',
      email,
      passwordHash: await hashPassword(password),
      groupId,
    })
    .returning();
  return { row: row!, email, password };
}

// ----- accounts made through the API -----

export interface AdminSession {
  token: string;
  user: { id: string; _id: string; name: string; email: string };
  email: string;
  password: string;
}

export async function registerAdmin(
  t: TestApp,
  values: { name?: string; email?: string; password?: string } = {},
): Promise<AdminSession> {
  // An app started as in production reads its setup code from DATA_DIR, as the person installing it does.
  const setupCodeFile = adminSetupCodeFileOf(t.config.dataDir);
  const setupCode = existsSync(setupCodeFile) ? readFileSync(setupCodeFile, 'utf8').trim() : undefined;
  const body = {
    name: values.name ?? 'Alex Admin',
    email: values.email ?? 'admin@example.org',
    password: values.password ?? 'admin-password-1',
    ...(setupCode ? { setupCode } : {}),
  };
  const res = await call(t, { method: 'POST', url: '/api/auth/admin/register', payload: body });
  expect(res.statusCode, res.payload).toBe(201);
  const reply = res.json<{ token: string; user: AdminSession['user'] }>();
  return { token: reply.token, user: reply.user, email: body.email, password: body.password };
}

export async function loginStaff(
  t: TestApp,
  role: 'admin' | 'coordinator',
  email: string,
  password: string,
  remoteAddress?: string,
): Promise<Reply> {
  return call(t, {
    method: 'POST',
    url: `/api/auth/${role}`,
    payload: { email, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

export async function coordinatorToken(t: TestApp, coordinator: CoordinatorFixture): Promise<string> {
  const res = await loginStaff(t, 'coordinator', coordinator.email, coordinator.password);
  expect(res.statusCode, res.payload).toBe(200);
  return res.json<{ token: string }>().token;
}

export interface SellerLoginBody {
  name: string;
  email: string;
  groupCode: string;
}

export async function loginSeller(t: TestApp, body: SellerLoginBody, remoteAddress?: string): Promise<Reply> {
  return call(t, {
    method: 'POST',
    url: '/api/auth/user',
    payload: body,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

export async function sellerToken(t: TestApp, groupCode: string): Promise<string> {
  const res = await loginSeller(t, {
    name: 'Sam Seller',
    email: `${unique('seller')}@example.org`,
    groupCode,
  });
  expect(res.statusCode, res.payload).toBe(200);
  return res.json<{ token: string }>().token;
}

/**
 * Whether a staff token is accepted right now, without changing anything: a change-password call with a wrong
 * current password passes the guard and stops at 400; a refused token stops at the guard with 401.
 */
export async function staffTokenStatus(
  t: TestApp,
  role: 'admin' | 'coordinator',
  token: string,
): Promise<number> {
  const url = role === 'admin' ? '/api/admin/change-password' : '/api/groups/coordinator/change-password';
  const res = await call(t, {
    method: 'PUT',
    url,
    headers: bearer(token),
    payload: { currentPassword: 'definitely-not-the-password', newPassword: 'another-long-password' },
  });
  return res.statusCode;
}

// ----- orders (no API yet: inserted with drizzle) -----

import { orders } from '../../src/server/db/schema.js';

export type OrderRow = typeof orders.$inferSelect;

export interface OrderValues extends Partial<typeof orders.$inferInsert> {
  /** Sets groupId and groupCode from the row. */
  group?: GroupRow;
  /** Sets campaignId and campaignName from the row. */
  campaign?: CampaignRow;
}

/**
 * One order as the store webhook would leave it. Without a group it is unattributed (groupId null, groupCode
 * ''); totalCents defaults to totalProductCents + shippingCents; storeUpdatedAt defaults to storeCreatedAt.
 */
export async function insertOrder(t: TestApp, values: OrderValues = {}): Promise<OrderRow> {
  const { group, campaign, ...columns } = values;
  const shopifyOrderId = columns.shopifyOrderId ?? unique('shopify');
  const totalProductCents = columns.totalProductCents ?? 2500;
  const shippingCents = columns.shippingCents ?? 0;
  const storeCreatedAt = columns.storeCreatedAt ?? new Date('2026-01-15T12:00:00Z');
  const [row] = await t.app.ctx.db
    .insert(orders)
    .values({
      shopifyOrderNumber: `#${shopifyOrderId.slice(-6)}`,
      sellerName: 'Sam Seller',
      status: 'open',
      ...(group ? { groupId: group.id, groupCode: group.code } : {}),
      ...(campaign ? { campaignId: campaign.id, campaignName: campaign.name } : {}),
      ...columns,
      shopifyOrderId,
      totalProductCents,
      shippingCents,
      totalCents: columns.totalCents ?? totalProductCents + shippingCents,
      storeCreatedAt,
      storeUpdatedAt: columns.storeUpdatedAt ?? storeCreatedAt,
    })
    .returning();
  return row!;
}

/** A signed-in seller as the seller login answers. */
export interface SellerSession {
  token: string;
  user: { id: string; name: string; email: string; groupCode: string };
}

/** The body the shop page sends to get its store link: the cart's attributes and the seller. */
export function handOffBody(
  seller: SellerSession,
  group: GroupRow,
  campaign: CampaignRow,
  overrides: Record<string, string> = {},
) {
  return {
    noteAttributes: {
      group_code: group.code,
      student_name: seller.user.name,
      student_email: seller.user.email,
      group_name: group.name,
      campaign_id: campaign.id,
      campaign_name: campaign.name,
      user_id: seller.user.id,
      timestamp: new Date().toISOString(),
      from_portal: 'true',
      ...overrides,
    },
    userData: {
      userId: seller.user.id,
      name: seller.user.name,
      email: seller.user.email,
      groupCode: group.code,
    },
  };
}
