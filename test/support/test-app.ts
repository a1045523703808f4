import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from '../../src/server/app.js';
import { loadConfig, type Config } from '../../src/server/config.js';
import { openDatabase } from '../../src/server/db/database.js';
import { freshDatabase } from './database-template.js';

export { freshDatabase, scratchPostgresDatabase } from './database-template.js';

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
