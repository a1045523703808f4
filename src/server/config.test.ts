import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'portal-config-'));

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const dataDir = freshDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '127.0.0.1',
      dataDir,
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      portalTimezone: 'UTC',
      logLevel: 'info',
      redisUrl: undefined,
    });
    expect(config.shopify.storeDomain).toBeUndefined();
  });

  it('generates the local secrets once, private to the owner, and reuses them', () => {
    const dataDir = freshDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.shopify.webhookSecret).toBe(first.shopify.webhookSecret);
    const file = path.join(dataDir, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toHaveProperty('jwtSecret', first.jwtSecret);
  });

  it('logs a line per request in development and test, not in production unless LOG_REQUESTS asks', () => {
    const dataDir = freshDir();
    const secrets = { JWT_SECRET: 'x'.repeat(40), SHOPIFY_WEBHOOK_SECRET: 'y'.repeat(20) };
    expect(loadConfig({ DATA_DIR: dataDir }).logRequests).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', ...secrets }).logRequests).toBe(false);
    expect(
      loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', LOG_REQUESTS: '1', ...secrets }).logRequests,
    ).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, LOG_REQUESTS: 'false' }).logRequests).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dataDir, LOG_REQUESTS: 'loud' })).toThrow(
      'LOG_REQUESTS must be 1 or 0 (got "loud")',
    );
  });

  it('serves the demo store outside production, in production only with DEMO_STORE=1, never beside a store', () => {
    const dataDir = freshDir();
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      SHOPIFY_WEBHOOK_SECRET: 'y'.repeat(20),
    };
    const store = { SHOPIFY_STORE_DOMAIN: 'my-shop.myshopify.com' };
    const mode = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env }).demoStore;
    expect(mode({})).toBe('fallback');
    expect(mode({ NODE_ENV: 'test' })).toBe('fallback');
    expect(mode({ DEMO_STORE: '0' })).toBe('off');
    expect(mode({ DEMO_STORE: '1' })).toBe('explicit');
    expect(mode(production)).toBe('off');
    expect(mode({ ...production, DEMO_STORE: '1' })).toBe('explicit');
    expect(mode({ ...production, DEMO_STORE: 'true' })).toBe('explicit');
    expect(mode({ ...store })).toBe('off');
    expect(mode({ ...store, DEMO_STORE: '1' })).toBe('off');
    expect(mode({ ...production, ...store, DEMO_STORE: '1' })).toBe('off');
    expect(() => mode({ DEMO_STORE: 'maybe' })).toThrow('DEMO_STORE must be 1 or 0 (got "maybe")');
  });

  it('lists every bad value in one error', () => {
    let error: unknown;
    try {
      loadConfig({
        DATA_DIR: freshDir(),
        NODE_ENV: 'production',
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        PORTAL_TIMEZONE: 'Mars/Olympus',
        LOG_LEVEL: 'loud',
        REDIS_URL: 'http://redis',
        PUBLIC_URL: 'not a url',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'PORT must be a whole number from 0 to 65535 (got "eighty")',
      'DATABASE_URL must start with postgres:// or postgresql://',
      'JWT_SECRET is required when NODE_ENV=production',
      'PUBLIC_URL must be an absolute http(s) URL (got "not a url")',
      'PORTAL_TIMEZONE must be an IANA time zone such as Europe/Paris (got "Mars/Olympus")',
      'REDIS_URL must start with redis:// or rediss://',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ]);
  });

  it('reads TRUST_PROXY: unset trusts nobody, a hop count, or a list of proxy addresses and ranges', () => {
    const dataDir = freshDir();
    expect(loadConfig({ DATA_DIR: dataDir }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(
      loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,2001:db8::/32,loopback' })
        .trustProxy,
    ).toEqual(['10.0.0.1', '192.168.0.0/16', '2001:db8::/32', 'loopback']);
  });

  it('lists every TRUST_PROXY entry that is neither an address nor a range', () => {
    let error: unknown;
    try {
      loadConfig({ DATA_DIR: freshDir(), TRUST_PROXY: 'true,10.0.0.1,10.0.0.0/33,proxy.local,,::1/129' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'TRUST_PROXY must be a hop count such as 1, or a comma-separated list of proxy addresses or CIDR ranges ' +
        'such as 10.0.0.1,192.168.0.0/16 (not valid: "true", "10.0.0.0/33", "proxy.local", "", "::1/129")',
    ]);
  });

  it('refuses a short JWT secret', () => {
    expect(() => loadConfig({ DATA_DIR: freshDir(), JWT_SECRET: 'short' })).toThrow(
      'JWT_SECRET must be at least 32 characters long',
    );
  });
});
