import type { TCoordinatorUser } from '../../../shared/api/auth.js';
import type { TGroupRef } from '../../../shared/api/groups.js';
import { getUser } from '../../lib/session';

/**
 * The coordinator's group as the login stored it (the user's `group`); null when the stored user has none,
 * in which case every screen of the area fails to load.
 */
export function ownGroup(): TGroupRef | null {
  const group: unknown = getUser<TCoordinatorUser>()?.group;
  if (typeof group !== 'object' || group === null) return null;
  const { _id, code, name } = group as Partial<Record<keyof TGroupRef, unknown>>;
  if (typeof _id !== 'string' || !_id) return null;
  return { _id, code: typeof code === 'string' ? code : '', name: typeof name === 'string' ? name : '' };
}
