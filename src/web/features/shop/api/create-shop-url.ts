import { useQuery } from '@tanstack/react-query';
import type { HandoffPurpose } from '../../../../shared/api/donation-paths.js';
import type { TCreateShopUrlBody, TCreateShopUrlReply } from '../../../../shared/api/store.js';
import { STORE_API_ROUTES } from '../../../../shared/api/store-paths.js';
import { apiData } from '../../../lib/api-data';
import { ApiError } from '../../../lib/api-client';
import { chosenLocale } from '../../../lib/locale-choice';
import { buildShopUrlBody } from '../shop-precondition';
import type { ShopSession } from '../shop-session';
import { recordStoreError, saveStoreAttributes } from '../store-backup';

export type StoreHandOff = TCreateShopUrlReply['data'];

export function createShopUrl(body: TCreateShopUrlBody): Promise<StoreHandOff> {
  return apiData<StoreHandOff>(STORE_API_ROUTES.createShopUrl, {
    method: 'POST',
    body,
    language: chosenLocale(),
  });
}

/**
 * One hand-off: builds the body (timestamp now), keeps the attribute backups, asks for the store URL and
 * records a failure in the error history before passing it on. A donation asks for the store's donation form
 * (`purpose: 'donate'`); shopping sends no purpose, as before donations.
 */
export async function startHandOff(
  session: ShopSession,
  purpose: HandoffPurpose = 'shop',
  now: () => Date = () => new Date(),
) {
  const body: TCreateShopUrlBody = {
    ...buildShopUrlBody(session, now()),
    ...(purpose === 'donate' ? { purpose } : {}),
  };
  saveStoreAttributes(body.noteAttributes);
  try {
    return await createShopUrl(body);
  } catch (failure) {
    recordStoreError({
      at: now().toISOString(),
      status: failure instanceof ApiError ? failure.status : 0,
      message: failure instanceof Error ? failure.message : String(failure),
    });
    throw failure;
  }
}

/**
 * The hand-off runs once per visit of /shop. A query rather than a mutation: the cache runs it once even
 * when React mounts the screen twice (StrictMode), and gcTime 0 drops it on leaving, so the next visit asks
 * again. Never retried or refetched: each call records a hand-off on the server.
 */
export function useShopHandOff(session: ShopSession, enabled: boolean, purpose: HandoffPurpose = 'shop') {
  return useQuery<StoreHandOff, Error>({
    queryKey: ['store-handoff', session.userId, session.campaignId, purpose],
    queryFn: () => startHandOff(session, purpose),
    enabled,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
