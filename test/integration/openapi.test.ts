import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../src/shared/api/paths.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

interface Operation {
  security?: unknown[];
  parameters?: unknown[];
  requestBody?: unknown;
  responses?: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, { properties?: Record<string, unknown> }> };
}

const ERROR_REPLY_REF = '#/components/schemas/ErrorReply';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

describe('GET /api/docs/json', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  let operations: { name: string; operation: Operation }[];

  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: `${API_BASE}/docs/json` });
    expect(res.statusCode).toBe(200);
    document = res.json<OpenApiDocument>();
    operations = Object.entries(document.paths)
      .filter(([path]) => path.startsWith(`${API_BASE}/`))
      .flatMap(([path, item]) =>
        Object.entries(item)
          .filter(([method]) => METHODS.includes(method))
          .map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
      );
  });
  afterAll(async () => {
    await t.close();
  });

  it('describes the API routes and nothing but them', () => {
    expect(operations.length).toBeGreaterThan(30);
    expect(Object.keys(document.paths).filter((path) => !path.startsWith(`${API_BASE}/`))).toEqual([]);
  });

  it('declares the error envelope once, with its message and validation errors', () => {
    const errorReply = document.components?.schemas?.ErrorReply;
    expect(errorReply).toBeDefined();
    expect(Object.keys(errorReply?.properties ?? {})).toEqual(
      expect.arrayContaining(['success', 'message', 'errors']),
    );
  });

  it('declares 401 and 403 on every guarded route', () => {
    const guarded = operations.filter(({ operation }) => (operation.security ?? []).length > 0);
    expect(guarded.length).toBeGreaterThan(20);
    for (const { name, operation } of guarded) {
      expect(Object.keys(operation.responses ?? {}), name).toEqual(expect.arrayContaining(['401', '403']));
    }
  });

  it('declares 400 on every route with a body or parameters', () => {
    const withInput = operations.filter(
      ({ operation }) => operation.requestBody !== undefined || (operation.parameters ?? []).length > 0,
    );
    expect(withInput.length).toBeGreaterThan(20);
    for (const { name, operation } of withInput) {
      expect(Object.keys(operation.responses ?? {}), name).toContain('400');
    }
  });

  it('refers every declared error response to the error envelope', () => {
    let declared = 0;
    for (const { name, operation } of operations) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (Number(status) < 400) continue;
        declared += 1;
        expect(response.content?.['application/json']?.schema?.$ref, `${name} ${status}`).toBe(
          ERROR_REPLY_REF,
        );
      }
    }
    expect(declared).toBeGreaterThan(100);
  });
});
