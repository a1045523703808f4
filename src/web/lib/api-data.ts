import { apiRequest, type RequestOptions } from './api-client';

/*
 * The staff screens' shapes of a reply, apart from api-client.ts: that module is in the seller login's first
 * download, these are not needed there.
 */

/** For replies shaped `{ success: true, data }`: resolves with `data`. */
export async function apiData<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const reply = await apiRequest<{ data: T }>(path, options);
  return reply.data;
}

/** For paginated lists: resolves with the page (its rows in `data`, with the page counters). */
export async function apiPage<Reply extends { success: true; data: unknown[] }>(
  path: string,
  options: RequestOptions = {},
): Promise<Omit<Reply, 'success'>> {
  const { success: _success, ...page } = await apiRequest<Reply>(path, options);
  return page;
}
