import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_STATUS } from '../../src/shared/api/error-codes.js';
import { API_BASE } from '../../src/shared/api/paths.js';
import { createGroup, failure, call } from '../support/fixtures.js';
import { createTestApp, watchErrorCodes, type TestApp } from '../support/test-app.js';

interface EnumSchema {
  enum?: string[];
}

interface ErrorReplySchema {
  properties: { code: EnumSchema; errors: { items: { properties: { code: EnumSchema } } } };
}

describe('error codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('the OpenAPI reference declares the documented codes on the reply and on each field error', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API_BASE}/docs/json` });
    const schema = res.json<{ components: { schemas: { ErrorReply: ErrorReplySchema } } }>().components
      .schemas.ErrorReply;
    expect(schema.properties.code.enum).toEqual(ERROR_CODES);
    expect(schema.properties.errors.items.properties.code.enum).toEqual(ERROR_CODES);
  });

  it('docs/api.md lists every code with its status, and no code that does not exist', () => {
    const docs = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
    const listed = [...docs.matchAll(/^\| `([A-Z_]+)` \| (\d{3}) \|/gm)].map(([, code, status]) => [
      code,
      Number(status),
    ]);
    expect(Object.fromEntries(listed)).toEqual(ERROR_STATUS);
  });

  it('docs/api.md says where a code of another status is also a field code of a 400', () => {
    const docs = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
    const rowOf = (code: string) => new RegExp(`^\\| \`${code}\` \\| .*$`, 'm').exec(docs)?.[0] ?? '';
    // A team list names each unknown `_id` in the 400 it answers (test/integration/teams.test.ts).
    expect(rowOf('TEAM_NOT_FOUND')).toContain(
      "also the field code of a team list's `_id` that is not one of the group's (400 `INVALID_REQUEST`, on `teams.{n}._id`)",
    );
  });

  it('a Spanish request gets the Spanish message of the code, the code itself unchanged', async () => {
    const group = await createGroup(t);
    const spanish = { 'accept-language': 'es' };
    const unknown = await call(t, {
      method: 'POST',
      url: '/api/auth/user',
      headers: spanish,
      payload: { name: 'Ava Seller', email: 'ava@example.org', groupCode: 'NOSUCHGROUP' },
    });
    expect(unknown.json()).toEqual({
      success: false,
      code: 'GROUP_CODE_INVALID',
      message: 'El código del grupo no es válido',
    });
    const tooLong = failure(
      await call(t, {
        method: 'POST',
        url: '/api/auth/user',
        headers: spanish,
        payload: { name: '', email: 'ava@example.org', groupCode: `${group.code}${'x'.repeat(40)}` },
      }),
      400,
    );
    expect(tooLong).toEqual({
      success: false,
      code: 'INVALID_REQUEST',
      message: 'El nombre es obligatorio',
      errors: [
        { field: 'name', code: 'FIELD_REQUIRED', message: 'El nombre es obligatorio' },
        {
          field: 'groupCode',
          code: 'FIELD_TOO_LONG',
          message: 'El código del grupo puede tener 32 caracteres como máximo',
          params: { max: 32 },
        },
      ],
    });
  });

  it('a parametrised code carries its parameters', async () => {
    const res = await call(t, { method: 'DELETE', url: '/api/no/such/route' });
    expect(failure(res, 404)).toEqual({
      success: false,
      code: 'ROUTE_NOT_FOUND',
      message: 'No API route matches DELETE /api/no/such/route',
      params: { method: 'DELETE', path: '/api/no/such/route' },
    });
  });

  it('the test apps’ watch catches an error reply without a documented code', async () => {
    const bare = Fastify();
    const uncoded = watchErrorCodes(bare);
    bare.get('/coded', async (_request, reply) =>
      reply.status(404).send({ success: false, code: 'NOT_FOUND', message: 'Not found' }),
    );
    bare.get('/uncoded', async (_request, reply) =>
      reply.status(409).send({ success: false, message: 'No' }),
    );
    bare.get('/odd-field', async (_request, reply) =>
      reply.status(400).send({
        success: false,
        code: 'INVALID_REQUEST',
        message: 'No',
        errors: [{ field: 'x', code: 'MADE_UP', message: 'No' }],
      }),
    );
    await bare.ready();
    for (const url of ['/coded', '/uncoded', '/odd-field']) await bare.inject({ method: 'GET', url });
    await bare.close();
    expect(uncoded).toHaveLength(2);
    expect(uncoded[0]).toContain('GET /uncoded → 409');
    expect(uncoded[1]).toContain('GET /odd-field → 400');
  });
});
