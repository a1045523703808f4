import type { Page } from 'playwright-core';
import type { Portal } from './portal.js';

export const ADMIN = { name: 'Avery Admin', email: 'avery@example.org', password: 'first-secret-1' };

/** Registers the first administrator through the API and returns the token. */
export async function registerAdmin(portal: Portal): Promise<{ token: string; user: unknown }> {
  const reply = await portal.app.inject({
    method: 'POST',
    url: '/api/auth/admin/register',
    payload: { name: ADMIN.name, email: ADMIN.email, password: ADMIN.password },
  });
  if (reply.statusCode !== 201) throw new Error(`registration failed: ${reply.body}`);
  return reply.json();
}

/** Puts a staff session in the browser's storage, as a login would, without spending a login attempt. */
export async function useStaffSession(page: Page, session: { token: string; user: unknown }, role: string) {
  await page.goto('/not-found');
  await page.evaluate(
    ([token, user, storedRole]) => {
      localStorage.setItem('token', token!);
      localStorage.setItem('role', storedRole!);
      localStorage.setItem('user', user!);
    },
    [session.token, JSON.stringify(session.user), role],
  );
}
