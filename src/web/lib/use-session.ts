import { useSyncExternalStore } from 'react';
import { getSessionSnapshot, subscribeToSession, type SessionSnapshot } from './session';

/** The stored token and role; re-renders when they change (here or in another tab). */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeToSession, getSessionSnapshot, getSessionSnapshot);
}
