import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 200 with status ok while the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health?t=1700000000000' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { status: 'ok', rateLimits: 'memory' } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 when the database does not answer', async () => {
    const ping = t.app.ctx.database.ping;
    t.app.ctx.database.ping = () => Promise.reject(new Error('connection refused'));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        success: false,
        code: 'DATABASE_UNAVAILABLE',
        message: 'The database is not answering',
      });
    } finally {
      t.app.ctx.database.ping = ping;
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      code: 'ROUTE_NOT_FOUND',
      message: 'No API route matches GET /api/no-such-thing',
      params: { method: 'GET', path: '/api/no-such-thing' },
    });
  });
});
