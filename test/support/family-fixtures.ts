import { expect } from 'vitest';
import { FAMILY_API_PATHS } from '../../src/shared/api/family-paths.js';
import type { TFamily } from '../../src/shared/api/family.js';
import { bearer, call, type GroupRow } from './fixtures.js';
import { mailRows } from './mail-fixtures.js';
import type { TestApp } from './test-app.js';

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
