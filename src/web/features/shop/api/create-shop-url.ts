import { useQuery } from '@tanstack/react-query';
import type { TCreateShopUrlBody, TCreateShopUrlReply } from '../../../../shared/api/store.js';
import { STORE_API_ROUTES } from '../../../../shared/api/store-paths.js';
import { apiData, ApiError } from '../../../lib/api-client';
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
 * records a failure in the error history before passing it on.
 */
export async function startHandOff(session: ShopSession, now: () => Date = () => new Date()) {
  const body = buildShopUrlBody(session, now());
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
export function useShopHandOff(session: ShopSession, enabled: boolean) {
  return useQuery<StoreHandOff, Error>({
    queryKey: ['store-handoff', session.userId, session.campaignId],
    queryFn: () => startHandOff(session),
    enabled,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
