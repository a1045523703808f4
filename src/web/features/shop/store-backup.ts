import type { TStoreNoteAttributes } from '../../../shared/api/store.js';
import { STORE_ATTRIBUTES_COOKIE_MAX_AGE_S, STORE_ERROR_HISTORY_SIZE } from './timings';

/** Session-storage keys of the two copies of the note attributes. */
const STORE_ATTRIBUTE_KEYS = ['shopifyAttributes', 'storeNoteAttributes'] as const;
const STORE_ATTRIBUTES_COOKIE = 'store_note_attributes';
export const STORE_ERROR_HISTORY_KEY = 'storeErrorHistory';

export interface StoreErrorEntry {
  at: string;
  status: number;
  message: string;
}

/** Keeps the note attributes as a backup: two session-storage copies and a cookie lasting an hour. */
export function saveStoreAttributes(attributes: TStoreNoteAttributes): void {
  const json = JSON.stringify(attributes);
  for (const key of STORE_ATTRIBUTE_KEYS) {
    try {
      window.sessionStorage.setItem(key, json);
    } catch {
      // Quota or privacy errors: the cookie (and the server's own record) remain.
    }
  }
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    `${STORE_ATTRIBUTES_COOKIE}=${encodeURIComponent(json)}; ` +
    `max-age=${STORE_ATTRIBUTES_COOKIE_MAX_AGE_S}; path=/; SameSite=Lax${secure}`;
}

/** Removes both session-storage copies and the cookie (same path and flags, expired), as a logout must. */
export function clearStoreAttributes(): void {
  for (const key of STORE_ATTRIBUTE_KEYS) {
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      // Storage switched off: there is no copy to remove.
    }
  }
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${STORE_ATTRIBUTES_COOKIE}=; max-age=0; path=/; SameSite=Lax${secure}`;
}

function isEntry(value: unknown): value is StoreErrorEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.at === 'string' && typeof entry.status === 'number' && typeof entry.message === 'string'
  );
}

function readStoreErrorHistory(): StoreErrorEntry[] {
  try {
    const raw = window.localStorage.getItem(STORE_ERROR_HISTORY_KEY);
    const list: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(list) ? list.filter(isEntry) : [];
  } catch {
    return [];
  }
}

/** Appends one failure to the local-storage history, keeping only the last 5. */
export function recordStoreError(entry: StoreErrorEntry): void {
  const history = [...readStoreErrorHistory(), entry].slice(-STORE_ERROR_HISTORY_SIZE);
  try {
    window.localStorage.setItem(STORE_ERROR_HISTORY_KEY, JSON.stringify(history));
  } catch {
    // Quota or privacy errors: the history is only a diagnostic aid.
  }
}
