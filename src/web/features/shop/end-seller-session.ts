import { clearSession } from '../../lib/session';
import { clearStoreAttributes } from './store-backup';

/** Forgets the seller on this device: the token and stored session, and every copy of the cart attributes. */
export function endSellerSession(): void {
  clearStoreAttributes();
  clearSession();
}
