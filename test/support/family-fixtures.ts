import { expect } from 'vitest';
import { FAMILY_API_PATHS } from '../../src/shared/api/family-paths.js';
import type { TFamily } from '../../src/shared/api/family.js';
import { TEAM_API_PATHS } from '../../src/shared/api/team-paths.js';
import type { TRosterSeller } from '../../src/shared/api/teams.js';
import { bearer, call, type GroupRow } from './fixtures.js';
import { mailRows } from './mail-fixtures.js';
import type { TestApp } from './test-app.js';
import { cartAttributesOf } from './store-webhooks.js';

let clientCount = 0;
/** A new client address per request, so that the per-client limit of sign-in links never decides a test. */
export const newFamilyClient = () => `198.51.100.${(clientCount = (clientCount % 250) + 1)}`;

/** Signs a parent in the way a parent does: asks for a link, reads it from the outbox, spends it. */
export async function familySignIn(
  t: TestApp,
  group: GroupRow,
  email: string,
  language: 'en' | 'es' = 'en',
): Promise<string> {
  await call(t, {
    method: 'POST',
    url: `/api${FAMILY_API_PATHS.signInLinks()}`,
    payload: { groupCode: group.code, email, language },
    remoteAddress: newFamilyClient(),
  });
  return signInWithMailedLink(t, email);
}

/** Signs in with the last link mailed to the address (a sign-in link or an invitation), as the link's page does. */
export async function signInWithMailedLink(t: TestApp, email: string): Promise<string> {
  const mail = (await mailRows(t)).filter((row) => row.toAddress === email).at(-1)!;
  const token = /\/family\/sign-in\?token=([A-Za-z0-9_-]+)/.exec(mail.textBody)![1]!;
  const res = await call(t, {
    method: 'POST',
    url: `/api${FAMILY_API_PATHS.sessions()}`,
    payload: { token },
  });
  expect(res.statusCode, res.payload).toBe(201);
  return res.json<{ data: { token: string } }>().data.token;
}

export async function familyPageOf(t: TestApp, token: string): Promise<TFamily> {
  const res = await call(t, {
    method: 'GET',
    url: `/api${FAMILY_API_PATHS.family()}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.payload).toBe(200);
  return res.json<{ data: TFamily }>().data;
}

export async function agreeToFamilyNotice(t: TestApp, token: string) {
  const { version } = (await familyPageOf(t, token)).consent.notice;
  const res = await call(t, {
    method: 'POST',
    url: `/api${FAMILY_API_PATHS.consent()}`,
    headers: bearer(token),
    payload: { version },
  });
  expect(res.statusCode, res.payload).toBe(201);
}

export async function addFamilyChild(
  t: TestApp,
  token: string,
  child: { firstName: string; lastName: string; teamId?: string | null },
): Promise<string> {
  const res = await call(t, {
    method: 'POST',
    url: `/api${FAMILY_API_PATHS.children()}`,
    headers: bearer(token),
    payload: child,
  });
  expect(res.statusCode, res.payload).toBe(201);
  return res.json<{ data: { _id: string } }>().data._id;
}

/** A child's login in class as the shared screen at school sends it; `extra` is what else a request may carry. */
export function classLogin(
  t: TestApp,
  group: GroupRow,
  firstName: string,
  teamId: string | null,
  extra: Record<string, unknown> = {},
) {
  return call(t, {
    method: 'POST',
    url: '/api/auth/class-login',
    payload: { groupCode: group.code, firstName, teamId, ...extra },
    remoteAddress: newFamilyClient(),
  });
}

/** The seller a login in class signed in as, with their token. */
export async function classLoginSeller(
  t: TestApp,
  group: GroupRow,
  firstName: string,
  teamId: string | null,
) {
  const res = await classLogin(t, group, firstName, teamId);
  expect(res.statusCode, res.payload).toBe(200);
  return res.json<{ token: string; user: { id: string; name: string; email: string } }>();
}

/** The seller's own hand-off to the store for a campaign, as the seller's shop page asks for it: the cart's attributes. */
export async function sellerCartAttributes(
  t: TestApp,
  seller: { token: string; user: { id: string; name: string } },
  group: GroupRow,
  campaign: { id: string; name: string },
): Promise<Record<string, string>> {
  const res = await call(t, {
    method: 'POST',
    url: '/api/shopify/create-shop-url',
    headers: bearer(seller.token),
    payload: {
      noteAttributes: {
        group_code: group.code,
        student_name: seller.user.name,
        student_email: '',
        group_name: group.name,
        campaign_id: campaign.id,
        campaign_name: campaign.name,
        user_id: seller.user.id,
        timestamp: new Date().toISOString(),
        from_portal: 'true',
      },
      userData: { userId: seller.user.id, name: seller.user.name, email: '', groupCode: group.code },
    },
  });
  expect(res.statusCode, res.payload).toBe(200);
  return cartAttributesOf(res.json<{ data: { url: string } }>().data.url);
}

/** The group's sellers as the staff's Teams screen lists them (GET /groups/{id}/roster), with the reply. */
export async function staffRoster(t: TestApp, groupId: string, token: string) {
  const res = await call(t, {
    method: 'GET',
    url: `/api${TEAM_API_PATHS.groupRoster(groupId)}`,
    headers: bearer(token),
  });
  return { res, sellers: res.statusCode === 200 ? res.json<{ data: TRosterSeller[] }>().data : [] };
}
