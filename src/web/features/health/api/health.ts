import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../../shared/api/paths.js';
import type { THealthReply } from '../../../../shared/api/health.js';
import { HEALTH_CHECK_INTERVAL_MS } from '../timings';
import { apiData } from '../../../lib/api-client';

export function fetchHealth(signal?: AbortSignal): Promise<THealthReply['data']> {
  // The timestamp keeps any cache between here and the server from answering for it.
  return apiData<THealthReply['data']>(API_PATHS.health, {
    query: { t: Date.now() },
    signal,
    skipUnauthorizedRule: true,
  });
}

export const healthQueryKey = ['health'] as const;

/** Polls GET /api/health every 30 s; any failure means disconnected (no retries). */
export function useHealth() {
  return useQuery({
    queryKey: healthQueryKey,
    queryFn: ({ signal }) => fetchHealth(signal),
    refetchInterval: HEALTH_CHECK_INTERVAL_MS,
    retry: false,
    staleTime: 0,
    gcTime: HEALTH_CHECK_INTERVAL_MS,
  });
}
