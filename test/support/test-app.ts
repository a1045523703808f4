import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from '../../src/server/app.js';
import { loadConfig, type Config } from '../../src/server/config.js';
import { openDatabase, type Database } from '../../src/server/db/database.js';

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
}

/** A new, empty database on the TEST_DATABASE_URL server, named `prefix_…`, and how to drop it. */
export async function scratchPostgresDatabase(
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleaner = new pg.Client({ connectionString: serverUrl });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}

/** A database of its own for one test file: embedded in memory, or a new database on TEST_DATABASE_URL. */
export async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (!process.env.TEST_DATABASE_URL) {
    return { database: await openDatabase({ target: 'memory' }), drop: async () => {} };
  }
  const { url, drop } = await scratchPostgresDatabase('portal_test');
  return { database: await openDatabase({ target: { url } }), drop };
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
  const { database, drop } = options.embeddedOnDisk
    ? { database: await openDatabase({ target: { dataDir } }), drop: async () => {} }
    : await freshDatabase();
  const app = await buildApp({ config, database, now: options.now, logger: options.logger });
  await app.ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
