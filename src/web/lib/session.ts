import { isRole, type Role } from '../../shared/roles.js';
import type { TAdminUser, TCoordinatorUser, TSellerGroup, TSellerUser } from '../../shared/api/auth.js';

/**
 * The browser session: `token`, `role` and `user` in local storage; sellers also `group` and `campaign`,
 * with copies of all five in session storage. This module is the only reader and writer of these keys.
 */
export const SESSION_KEYS = ['token', 'role', 'user', 'group', 'campaign'] as const;
type SessionKey = (typeof SESSION_KEYS)[number];

export type StaffRole = Extract<Role, 'admin' | 'coordinator'>;
export type StoredUser = TSellerUser | TAdminUser | TCoordinatorUser;
export type StoredGroup = TSellerGroup;
/** A seller's class or team as the stored user carries it (`user.team`): null until chosen. */
export type StoredSellerTeam = NonNullable<TSellerUser['team']>;
interface StoredCampaign {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
}

export type StorageArea = 'local' | 'session';

function storageOf(area: StorageArea): Storage | null {
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Storage can be switched off (privacy settings); the app then behaves as logged out.
    return null;
  }
}

export function read(area: StorageArea, key: SessionKey): string | null {
  try {
    return storageOf(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function write(area: StorageArea, key: SessionKey, value: string): void {
  try {
    storageOf(area)?.setItem(key, value);
  } catch {
    // Quota or privacy errors: the session simply does not survive a reload.
  }
}

export function remove(area: StorageArea, key: SessionKey): void {
  try {
    storageOf(area)?.removeItem(key);
  } catch {
    // nothing to do
  }
}

/** Local storage first, then the session-storage copy kept for sellers. */
const LOCAL_FIRST: readonly StorageArea[] = ['local', 'session'];

function readAny(key: SessionKey): string | null {
  for (const area of LOCAL_FIRST) {
    const raw = read(area, key);
    if (raw !== null) return raw;
  }
  return null;
}

/**
 * The stored object under `key`, from the first storage of `order` that holds a readable one; an unreadable
 * value in one storage falls through to the next.
 */
export function readStoredObject(
  key: SessionKey,
  order: readonly StorageArea[] = LOCAL_FIRST,
): Record<string, unknown> | null {
  for (const area of order) {
    const raw = read(area, key);
    if (raw === null) continue;
    try {
      const value: unknown = JSON.parse(raw);
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
        return value as Record<string, unknown>;
      }
    } catch {
      // unreadable: try the next storage
    }
  }
  return null;
}

const listeners = new Set<() => void>();
/** Tells the screens following the session that it changed. */
export function notify(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  return readAny('token');
}

function getRole(): Role | null {
  const role = readAny('role');
  return isRole(role) ? role : null;
}

export function getUser<T extends StoredUser = StoredUser>(): T | null {
  return readStoredObject('user') as T | null;
}

/** Removes every session key from both storages. */
export function clearSession(): void {
  for (const key of SESSION_KEYS) {
    remove('local', key);
    remove('session', key);
  }
  notify();
}

/**
 * A seller's session: token, role, the user (with the seller's class or team, `user.team`, null until chosen) and
 * the group, in both storages; the campaign is chosen afresh. The campaign step calls it again with the team the
 * seller chose.
 */
export function startSellerSession(token: string, user: TSellerUser, group: StoredGroup): void {
  const values: [SessionKey, string][] = [
    ['token', token],
    ['role', 'user'],
    ['user', JSON.stringify(user)],
    ['group', JSON.stringify(group)],
  ];
  for (const area of ['local', 'session'] as const) {
    remove(area, 'campaign');
    for (const [key, value] of values) write(area, key, value);
  }
  notify();
}

export function storeCampaign(campaign: StoredCampaign): void {
  const value = JSON.stringify(campaign);
  write('local', 'campaign', value);
  write('session', 'campaign', value);
  notify();
}

export interface SessionSnapshot {
  token: string | null;
  role: Role | null;
}

let snapshot: SessionSnapshot = { token: null, role: null };

/** For useSyncExternalStore: the same object until the token or role changes. */
export function getSessionSnapshot(): SessionSnapshot {
  const token = getToken();
  const role = getRole();
  if (token !== snapshot.token || role !== snapshot.role) snapshot = { token, role };
  return snapshot;
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab logging in or out changes local storage; follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (SESSION_KEYS as readonly string[]).includes(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
