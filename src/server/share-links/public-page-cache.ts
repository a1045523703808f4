import type { TPublicShareLink } from '../../shared/api/share-links.js';
import type { Locale } from '../../shared/i18n/locale.js';
import type { AppContext } from '../context.js';

/** How long a share link's public view is kept (the page's own Cache-Control says the same). */
export const SHARE_PAGE_CACHE_MS = 60_000;
/** Share links kept at most: about 10,000 pages of a few KB, whatever a crawler tries. */
export const SHARE_PAGE_CACHE_ENTRIES = 10_000;

export interface CachedPublicPage<View> {
  link: View;
  /** The rendered page in each language, made on the first view that asks for it. */
  html: Partial<Record<Locale, string>>;
  expiresAt: number;
}

export type CachedSharePage = CachedPublicPage<TPublicShareLink>;

/**
 * The public view of a kind of public page (share links, class progress pages) in this process, by token, so that
 * repeated views cost no query. Only valid tokens are kept (unknown ones are rate-limited instead); the oldest
 * entry goes first when full.
 */
export class PublicPageCache<View> {
  private readonly entries = new Map<string, CachedPublicPage<View>>();
  /** Lookups under way: a burst of views of a link whose entry just expired makes one query, not hundreds. */
  private readonly loading = new Map<string, Promise<CachedPublicPage<View> | undefined>>();

  constructor(
    private readonly now: () => number,
    private readonly maxEntries = SHARE_PAGE_CACHE_ENTRIES,
    private readonly ttlMs = SHARE_PAGE_CACHE_MS,
  ) {}

  get(token: string): CachedPublicPage<View> | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.expiresAt > this.now()) return entry;
    this.entries.delete(token);
    return undefined;
  }

  set(token: string, link: View): CachedPublicPage<View> {
    this.entries.delete(token);
    if (this.entries.size >= this.maxEntries) this.evict();
    const entry: CachedPublicPage<View> = { link, html: {}, expiresAt: this.now() + this.ttlMs };
    this.entries.set(token, entry);
    return entry;
  }

  /** The cached view, or the loader's answer kept for next time; undefined (not kept) for an unknown token. */
  async load(
    token: string,
    loader: (token: string) => Promise<View | undefined>,
  ): Promise<CachedPublicPage<View> | undefined> {
    const cached = this.get(token);
    if (cached) return cached;
    const pending = this.loading.get(token);
    if (pending) return pending;
    const load: Promise<CachedPublicPage<View> | undefined> = loader(token)
      .then((link) => {
        if (!link) return undefined;
        // Forgotten while loading (a revoke): answer this view, but keep nothing read before the revoke.
        if (this.loading.get(token) !== load) return { link, html: {}, expiresAt: 0 };
        return this.set(token, link);
      })
      .finally(() => {
        if (this.loading.get(token) === load) this.loading.delete(token);
      });
    this.loading.set(token, load);
    return load;
  }

  delete(token: string): void {
    this.entries.delete(token);
    this.loading.delete(token);
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * Every entry lives as long, and a Map iterates in insertion order: the expired ones are at the front. They go,
   * and if none had expired, the oldest one.
   */
  private evict() {
    const at = this.now();
    for (const [token, entry] of this.entries) {
      if (entry.expiresAt > at) break;
      this.entries.delete(token);
    }
    if (this.entries.size < this.maxEntries) return;
    const oldest = this.entries.keys().next();
    if (!oldest.done) this.entries.delete(oldest.value);
  }
}

/** The share page cache, kept apart from other public pages' so a class page never answers a share token. */
export class SharePageCache extends PublicPageCache<TPublicShareLink> {}

const caches = new WeakMap<AppContext, SharePageCache>();

/** The share page cache of one app (tests build several apps in one process). */
export function sharePageCacheOf(ctx: AppContext): SharePageCache {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new SharePageCache(() => ctx.now().getTime());
    caches.set(ctx, cache);
  }
  return cache;
}

/**
 * Drops a token's cached view, so a revoked link stops showing at once on this instance (other instances keep
 * theirs at most SHARE_PAGE_CACHE_MS).
 */
export function forgetSharePage(ctx: AppContext, token: string): void {
  caches.get(ctx)?.delete(token);
}
