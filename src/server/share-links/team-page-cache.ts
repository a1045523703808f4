import type { TPublicLeaderboard, TPublicTeamProgress } from '../../shared/api/teams.js';
import type { AppContext } from '../context.js';
import { PublicPageCache } from './public-page-cache.js';

export type PublicTeamView =
  { kind: 'team'; page: TPublicTeamProgress } | { kind: 'group'; page: TPublicLeaderboard };

const caches = new WeakMap<AppContext, PublicPageCache<PublicTeamView>>();

/** The public class pages and leaderboards of one app, by token (kept a minute, like share pages). */
export function teamPageCacheOf(ctx: AppContext): PublicPageCache<PublicTeamView> {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new PublicPageCache<PublicTeamView>(() => ctx.now().getTime());
    caches.set(ctx, cache);
  }
  return cache;
}

/** Every class page and leaderboard of this instance is read afresh (an erasure: a child's name may be on them). */
export function forgetAllTeamPages(ctx: AppContext): void {
  caches.delete(ctx);
}

/** A revoked page stops showing at once on this instance (other instances keep theirs at most a minute). */
export function forgetTeamPages(ctx: AppContext, tokens: string[]): void {
  const cache = caches.get(ctx);
  for (const token of tokens) cache?.delete(token);
}
