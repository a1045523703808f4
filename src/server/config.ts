import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

type NodeEnv = 'development' | 'production' | 'test';
type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  publicUrl: string;
  portalTimezone: string;
  shopify: {
    storeDomain: string | undefined;
    storefrontToken: string | undefined;
    apiVersion: string;
    webhookSecret: string;
    adminToken: string | undefined;
  };
  redisUrl: string | undefined;
  /** Whose `X-Forwarded-For` is believed (`TRUST_PROXY`): nobody, so many hops, or these proxies. */
  trustProxy: false | number | string[];
  logLevel: LogLevel;
  /** A log line per request (`LOG_REQUESTS`); off by default in production, where traffic would drown the log. */
  logRequests: boolean;
  /** Problems found and fixed while loading, for the server to log once its logger exists. */
  warnings: string[];
  /** Days after a campaign's end when its orders' buyer and seller personal data is erased (`RETENTION_DAYS`); off when undefined. */
  retentionDays: number | undefined;
  /** Built web app served by the server; absent during API-only tests. */
  webDir: string;
  /**
   * The built-in demo store (`DEMO_STORE`): `off` (a store is configured, production without `DEMO_STORE=1`, or
   * `DEMO_STORE=0`), `fallback` (no store outside production: its orders count like any other) or `explicit`
   * (`DEMO_STORE=1`: its orders are flagged as demo orders and left out of every total).
   */
  demoStore: DemoStoreMode;
  /** `ADMIN_SETUP_TOKEN`: when set, registering the first administrator requires it. */
  adminSetupToken: string | undefined;
  mail: {
    /** `SMTP_URL`: the mail server messages are sent through; unset, they are kept in the portal's outbox. */
    smtpUrl: string | undefined;
    /** `MAIL_FROM`: the sender of every message. */
    from: string;
    /** `DIGEST_HOUR`: the hour (0–23) in PORTAL_TIMEZONE from which staff daily digests are sent. */
    digestHour: number;
  };
}

export type DemoStoreMode = 'off' | 'fallback' | 'explicit';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The configuration is not valid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const DEFAULT_SHOPIFY_API_VERSION = '2025-07';

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

interface LocalSecrets {
  jwtSecret: string;
  webhookSecret: string;
}

export const OWNER_ONLY_DIR = 0o700;
export const OWNER_ONLY_FILE = 0o600;
const secretsFileOf = (dataDir: string) => path.join(dataDir, 'secrets.json');

/** Secrets generated once per data directory, so a fresh machine needs no setup and restarts keep sessions. */
function localSecrets(dataDir: string): LocalSecrets {
  const file = secretsFileOf(dataDir);
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<LocalSecrets>;
    if (stored.jwtSecret && stored.webhookSecret) return stored as LocalSecrets;
  }
  mkdirSync(dataDir, { recursive: true, mode: OWNER_ONLY_DIR });
  const secrets: LocalSecrets = {
    jwtSecret: randomBytes(48).toString('base64url'),
    webhookSecret: randomBytes(32).toString('base64url'),
  };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: OWNER_ONLY_FILE });
  // The mode given to writeFileSync applies only to a new file, not to one rewritten here.
  chmodSync(file, OWNER_ONLY_FILE);
  return secrets;
}

/** A secrets file other users could read is made owner-only again; the warning says it happened. */
function secretsFileWarnings(dataDir: string): string[] {
  const file = secretsFileOf(dataDir);
  if (!existsSync(file)) return [];
  const mode = statSync(file).mode & 0o777;
  if ((mode & 0o077) === 0) return [];
  chmodSync(file, OWNER_ONLY_FILE);
  return [
    `${file} could be read by other users of this machine (mode ${mode.toString(8)}); it is now owner-only ` +
      `(600). If someone may have read it, delete it while the portal is stopped: new secrets are generated ` +
      `and everybody signs in again.`,
  ];
}

/** Names proxy-addr (Fastify's `trustProxy`) knows for whole private ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Unset: trust nobody; a whole number: that many proxy hops; else a comma-separated list of proxies. */
function parseTrustProxy(raw: string | undefined, problems: string[]): Config['trustProxy'] {
  if (raw === undefined) return false;
  if (/^\d+$/.test(raw)) return Number(raw) === 0 ? false : Number(raw);
  const entries = raw.split(',').map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !isProxyAddress(entry));
  if (invalid.length > 0) {
    problems.push(
      `TRUST_PROXY must be a hop count such as 1, or a comma-separated list of proxy addresses or CIDR ranges ` +
        `such as 10.0.0.1,192.168.0.0/16 (not valid: ${invalid.map((entry) => `"${entry}"`).join(', ')})`,
    );
  }
  return entries;
}

/** Reads and checks the environment once; every bad value is listed in one error. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const value = (key: string) => {
    const raw = env[key]?.trim();
    return raw ? raw : undefined;
  };

  const nodeEnvRaw = value('NODE_ENV') ?? 'development';
  const nodeEnv: NodeEnv = (['development', 'production', 'test'] as const).includes(nodeEnvRaw as NodeEnv)
    ? (nodeEnvRaw as NodeEnv)
    : (problems.push(`NODE_ENV must be development, production or test (got "${nodeEnvRaw}")`),
      'development');

  const portRaw = value('PORT') ?? '3000';
  const port = Number(portRaw);
  if (!/^\d+$/.test(portRaw) || port > 65535) {
    problems.push(`PORT must be a whole number from 0 to 65535 (got "${portRaw}")`);
  }

  const host = value('HOST') ?? '127.0.0.1';
  const dataDir = path.resolve(value('DATA_DIR') ?? './data');

  const databaseUrl = value('DATABASE_URL');
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  }

  const jwtSecretEnv = value('JWT_SECRET');
  if (nodeEnv === 'production' && !jwtSecretEnv) {
    problems.push('JWT_SECRET is required when NODE_ENV=production');
  } else if (jwtSecretEnv && jwtSecretEnv.length < 32) {
    problems.push('JWT_SECRET must be at least 32 characters long');
  }

  const publicUrl = (value('PUBLIC_URL') ?? `http://localhost:${portRaw}`).replace(/\/+$/, '');
  try {
    const parsed = new URL(publicUrl);
    if (!['http:', 'https:'].includes(parsed.protocol)) throw new Error('protocol');
  } catch {
    problems.push(`PUBLIC_URL must be an absolute http(s) URL (got "${publicUrl}")`);
  }

  const portalTimezone = value('PORTAL_TIMEZONE') ?? 'UTC';
  if (!isTimeZone(portalTimezone)) {
    problems.push(`PORTAL_TIMEZONE must be an IANA time zone such as Europe/Paris (got "${portalTimezone}")`);
  }

  const storeDomain = value('SHOPIFY_STORE_DOMAIN');
  if (storeDomain && !/^[a-z0-9][a-z0-9.-]*\.[a-z]{2,}$/i.test(storeDomain)) {
    problems.push(
      `SHOPIFY_STORE_DOMAIN must be a bare host name such as my-shop.myshopify.com (got "${storeDomain}")`,
    );
  }
  const apiVersion = value('SHOPIFY_API_VERSION') ?? DEFAULT_SHOPIFY_API_VERSION;
  if (!/^\d{4}-\d{2}$/.test(apiVersion)) {
    problems.push(`SHOPIFY_API_VERSION must look like 2025-07 (got "${apiVersion}")`);
  }

  const redisUrl = value('REDIS_URL');
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) {
    problems.push('REDIS_URL must start with redis:// or rediss://');
  }

  const trustProxy = parseTrustProxy(value('TRUST_PROXY'), problems);

  const logLevel = (value('LOG_LEVEL') ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);
  }

  const logRequestsRaw = value('LOG_REQUESTS')?.toLowerCase();
  const logRequests =
    logRequestsRaw === undefined
      ? nodeEnv !== 'production'
      : ['1', 'true', 'yes'].includes(logRequestsRaw)
        ? true
        : ['0', 'false', 'no'].includes(logRequestsRaw)
          ? false
          : (problems.push(`LOG_REQUESTS must be 1 or 0 (got "${logRequestsRaw}")`), false);

  const retentionDaysRaw = value('RETENTION_DAYS');
  const retentionDays = retentionDaysRaw === undefined ? undefined : Number(retentionDaysRaw);
  if (
    retentionDaysRaw !== undefined &&
    (!/^\d+$/.test(retentionDaysRaw) || retentionDays! < 1 || retentionDays! > 36500)
  ) {
    problems.push(
      `RETENTION_DAYS must be a whole number of days from 1 to 36500 (got "${retentionDaysRaw}")`,
    );
  }
  const demoStoreRaw = value('DEMO_STORE')?.toLowerCase();
  const demoStoreAsked =
    demoStoreRaw === undefined
      ? undefined
      : ['1', 'true', 'yes'].includes(demoStoreRaw)
        ? true
        : ['0', 'false', 'no'].includes(demoStoreRaw)
          ? false
          : (problems.push(`DEMO_STORE must be 1 or 0 (got "${demoStoreRaw}")`), false);
  // A configured store always wins: the demo store's orders must never mix with real ones.
  const demoStore: DemoStoreMode = storeDomain
    ? 'off'
    : demoStoreAsked === true
      ? 'explicit'
      : demoStoreAsked === undefined && nodeEnv !== 'production'
        ? 'fallback'
        : 'off';

  const smtpUrl = value('SMTP_URL');
  if (smtpUrl && !/^smtps?:\/\/[^/\s]+/.test(smtpUrl)) {
    problems.push(
      'SMTP_URL must look like smtp://user:password@mail.example.org:587 or smtps://… (port 465)',
    );
  }
  const publicHost = (() => {
    try {
      return new URL(publicUrl).hostname;
    } catch {
      return 'localhost';
    }
  })();
  const mailFrom = value('MAIL_FROM') ?? `Fundraising Portal <no-reply@${publicHost}>`;
  if (!/^[^<>@\s]+@[^<>@\s]+$|<[^<>@\s]+@[^<>@\s]+>$/.test(mailFrom) || /[\r\n]/.test(mailFrom)) {
    problems.push(
      `MAIL_FROM must be an address such as "Lincoln PTA <news@example.org>" (got "${mailFrom}")`,
    );
  }
  const digestHourRaw = value('DIGEST_HOUR') ?? '7';
  const digestHour = Number(digestHourRaw);
  if (!/^\d{1,2}$/.test(digestHourRaw) || digestHour > 23) {
    problems.push(`DIGEST_HOUR must be an hour from 0 to 23 (got "${digestHourRaw}")`);
  }

  if (problems.length > 0) throw new ConfigError(problems);

  const warnings = secretsFileWarnings(dataDir);
  const needsLocalSecrets = !jwtSecretEnv || !value('SHOPIFY_WEBHOOK_SECRET');
  const generated = needsLocalSecrets ? localSecrets(dataDir) : undefined;

  return {
    nodeEnv,
    port,
    host,
    dataDir,
    databaseUrl,
    jwtSecret: jwtSecretEnv ?? generated!.jwtSecret,
    publicUrl,
    portalTimezone,
    shopify: {
      storeDomain,
      storefrontToken: value('SHOPIFY_STOREFRONT_TOKEN'),
      apiVersion,
      webhookSecret: value('SHOPIFY_WEBHOOK_SECRET') ?? generated!.webhookSecret,
      adminToken: value('SHOPIFY_ADMIN_TOKEN'),
    },
    redisUrl,
    trustProxy,
    logLevel,
    logRequests,
    warnings,
    retentionDays,
    webDir: fileURLToPath(new URL('../../dist/web', import.meta.url)),
    demoStore,
    adminSetupToken: value('ADMIN_SETUP_TOKEN'),
    mail: { smtpUrl, from: mailFrom, digestHour },
  };
}

/** The database the configuration names: a PostgreSQL server, or the embedded one in the data folder. */
export function databaseTargetOf(config: Config) {
  return config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir };
}

/**
 * Where the data lives, read the way `loadConfig` reads it but without checking or creating anything else: the
 * backup and restore commands must not write into DATA_DIR before they have looked at it.
 */
export function storageOf(env: NodeJS.ProcessEnv = process.env): {
  dataDir: string;
  databaseUrl: string | undefined;
} {
  return {
    dataDir: path.resolve(env.DATA_DIR?.trim() || './data'),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
  };
}
