import type { Config } from './config.js';
import type { Database, Db } from './db/database.js';
import type { TokenService } from './lib/tokens.js';
import { PeopleWaiting } from './lib/people-waiting.js';
import { createMemoryCounters, type RateLimitCounters } from './http/rate-limit-counters.js';
import { calendarDateIn } from './lib/calendar.js';

/**
 * The code registering the first administrator asks for: none, `ADMIN_SETUP_TOKEN`, or (in production without
 * it) a one-time code generated at start into an owner-only file in `DATA_DIR`, used up by the first
 * administrator.
 */
export type AdminSetupCode =
  | { source: 'none' }
  | { source: 'token'; code: string }
  | { source: 'file'; code: string; file: string; usedUp: boolean };

/** What every domain function may use; built once per app and reachable as `app.ctx`. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  tokens: TokenService;
  now: () => Date;
  /** Today's calendar date in the portal's time zone. */
  today: () => string;
  /** Where the store's Storefront API answers; tests point it at a local fake server. */
  storeEndpoints: { storefront: string };
  /** Counters behind the login limits: shared through Redis when configured, else this instance's memory. */
  rateLimits: RateLimitCounters;
  /** People's requests being answered now, which background work (exports) gives way to. */
  people: PeopleWaiting;
  /** The code registering the first administrator asks for, decided at start. */
  adminSetupCode: AdminSetupCode;
}

export function createContext(
  config: Config,
  database: Database,
  tokens: TokenService,
  now = () => new Date(),
  rateLimits: RateLimitCounters = createMemoryCounters(() => now().getTime()),
  adminSetupCode: AdminSetupCode = { source: 'none' },
) {
  const context: AppContext = {
    config,
    database,
    db: database.db,
    tokens,
    now,
    today: () => calendarDateIn(config.portalTimezone, now()),
    storeEndpoints: {
      storefront: `https://${config.shopify.storeDomain ?? 'store.invalid'}/api/${config.shopify.apiVersion}/graphql.json`,
    },
    rateLimits,
    people: new PeopleWaiting(),
    adminSetupCode,
  };
  return context;
}
