import type { TAdminUser, TCoordinatorUser } from '../../shared/api/auth.js';
import { notify, read, remove, SESSION_KEYS, write, type StaffRole } from './session';

/*
 * The staff's writes of the browser session, apart from session.ts: that module is in the seller login's first
 * download, and no staff screen is.
 */

export function startStaffSession(role: StaffRole, token: string, user: TAdminUser | TCoordinatorUser): void {
  for (const key of SESSION_KEYS) {
    remove('local', key);
    remove('session', key);
  }
  write('local', 'token', token);
  write('local', 'role', role);
  write('local', 'user', JSON.stringify(user));
  notify();
}

/** A password change revokes older tokens: keep the new one wherever the old one was. */
export function replaceToken(token: string): void {
  write('local', 'token', token);
  if (read('session', 'token') !== null) write('session', 'token', token);
  notify();
}
