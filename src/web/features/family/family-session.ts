/**
 * The parent's session token, under a key of its own: a parent's session is not a staff or seller session
 * (lib/session.ts), and signing one out leaves the others alone.
 */
const FAMILY_SESSION_KEY = 'familySession';

const listeners = new Set<() => void>();

export function familyToken(): string | null {
  try {
    return window.localStorage.getItem(FAMILY_SESSION_KEY);
  } catch {
    // Storage switched off: the parent is signed out.
    return null;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function storeFamilyToken(token: string): void {
  try {
    window.localStorage.setItem(FAMILY_SESSION_KEY, token);
  } catch {
    // Quota or privacy errors: the session does not survive a reload.
  }
  notify();
}

export function clearFamilySession(): void {
  try {
    window.localStorage.removeItem(FAMILY_SESSION_KEY);
  } catch {
    // nothing to do
  }
  notify();
}

export function subscribeToFamilySession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const BROWSERS: [string, RegExp][] = [
  ['Edge', /Edg\//],
  ['Firefox', /Firefox\/|FxiOS/],
  ['Chrome', /Chrome\/|CriOS/],
  ['Safari', /Safari\//],
];
const SYSTEMS: [string, RegExp][] = [
  ['Android', /Android/],
  ['iPhone', /iPhone/],
  ['iPad', /iPad/],
  ['Windows', /Windows/],
  ['Mac', /Macintosh|Mac OS X/],
  ['ChromeOS', /CrOS/],
  ['Linux', /Linux/],
];

const first = (names: [string, RegExp][], userAgent: string) =>
  names.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? '';

/** How the parent will recognize this browser in the list of sessions: "Chrome on Android". */
export function deviceLabel(userAgent: string): string {
  const browser = first(BROWSERS, userAgent);
  const system = first(SYSTEMS, userAgent);
  const label = browser && system ? `${browser} on ${system}` : browser || system || userAgent;
  return label.trim().slice(0, 120);
}
