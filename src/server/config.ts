import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
  /** Built web app served by the server; absent during API-only tests. */
  webDir: string;
}

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

/** Secrets generated once per data directory, so a fresh machine needs no setup and restarts keep sessions. */
function localSecrets(dataDir: string): LocalSecrets {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<LocalSecrets>;
    if (stored.jwtSecret && stored.webhookSecret) return stored as LocalSecrets;
  }
  mkdirSync(dataDir, { recursive: true });
  const secrets: LocalSecrets = {
    jwtSecret: randomBytes(48).toString('base64url'),
    webhookSecret: randomBytes(32).toString('base64url'),
  };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
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

  if (problems.length > 0) throw new ConfigError(problems);

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
    webDir: fileURLToPath(new URL('../../dist/web', import.meta.url)),
  };
}

/** The database the configuration names: a PostgreSQL server, or the embedded one in the data folder. */
export function databaseTargetOf(config: Config) {
  return config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir };
}
