import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import type { FastifyInstance } from 'fastify';
import { freshDatabase } from '../support/database-template.js';
import { storeOrder, deliverWebhook } from '../support/store-webhooks.js';

/** The app as production runs it, with its JSON log lines captured. */
async function productionApp(env: Record<string, string> = {}) {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'portal-logging-')),
    JWT_SECRET: randomBytes(32).toString('hex'),
    SHOPIFY_WEBHOOK_SECRET: randomBytes(16).toString('hex'),
    ...env,
  });
  const { database, drop } = await freshDatabase();
  const app = await buildApp({ config, database, logger: { level: 'info', stream } });
  app.addHook('onClose', drop);
  await app.ready();
  return { app, lines };
}

describe('request logging', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('writes no line per request in production at info, webhooks included', async () => {
    const started = await productionApp();
    app = started.app;
    const before = started.lines.length;
    for (let index = 0; index < 5; index++) {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    }
    expect((await deliverWebhook(app, storeOrder())).statusCode).toBe(200);
    expect(started.lines.slice(before)).toEqual([]);
  });

  it('writes the request lines when LOG_REQUESTS=1 asks for them', async () => {
    const started = await productionApp({ LOG_REQUESTS: '1' });
    app = started.app;
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(started.lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    );
  });
});
