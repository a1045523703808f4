import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { expect } from 'vitest';
import { ERROR_CODES } from '../../src/shared/api/error-codes.js';
import { buildApp } from '../../src/server/app.js';
import { loadConfig, type Config } from '../../src/server/config.js';
import { openDatabase, type Database } from '../../src/server/db/database.js';
import { freshDatabase } from './database-template.js';

export { freshDatabase, scratchPostgresDatabase } from './database-template.js';

/**
 * Every JSON error reply any test provokes must carry a code from the documented list, and so must each of its
 * field errors: the replies that break this are collected and fail the test file when its app closes.
 */
export function watchErrorCodes(app: FastifyInstance): string[] {
  const uncoded: string[] = [];
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const body = JSON.parse(payload) as { code?: unknown; errors?: { code?: unknown }[] };
    const codes = [body.code, ...(body.errors ?? []).map((error) => error.code)];
    if (!codes.every((code) => (ERROR_CODES as readonly unknown[]).includes(code))) {
      uncoded.push(`${request.method} ${request.url} → ${reply.statusCode} ${payload}`);
    }
    return payload;
  });
  return uncoded;
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  now?: () => Date;
  /** The embedded database in files in the app's DATA_DIR, as the server keeps it, whatever TEST_DATABASE_URL says. */
  embeddedOnDisk?: boolean;
  /** Logger options (level, a stream to capture the lines); no logging by default. */
  logger?: FastifyServerOptions['logger'];
  /** Run the mail worker on its timer; off by default, tests run its passes themselves (`runMailWork`). */
  mailWorker?: boolean;
  /** A database of the test's own instead of a fresh one; the app closes it. */
  database?: Database;
  /** Adds the test's own hooks (to watch what reaches a route) before the app is ready. */
  beforeReady?: (app: FastifyInstance) => void;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SHOPIFY_WEBHOOK_SECRET: randomBytes(16).toString('hex'),
    ...options.env,
  });
  const { database, drop } = options.database
    ? { database: options.database, drop: async () => {} }
    : options.embeddedOnDisk
      ? { database: await openDatabase({ target: { dataDir } }), drop: async () => {} }
      : await freshDatabase();
  const app = await buildApp({
    config,
    database,
    now: options.now,
    logger: options.logger,
    mailWorker: options.mailWorker ?? false,
  });
  const uncoded = watchErrorCodes(app);
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      expect(uncoded, 'error replies without a documented code').toEqual([]);
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
