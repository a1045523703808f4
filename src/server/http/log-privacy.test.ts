import { describe, expect, it } from 'vitest';
import { scrubMessage, serializeError, withoutQueryValues } from './log-privacy.js';

describe('log privacy', () => {
  it('keeps the path and the query parameter names, never their values', () => {
    expect(withoutQueryValues('/api/admin/orders?customerName=Ava&sellerName=Leo&page=2')).toBe(
      '/api/admin/orders?customerName=[redacted]&sellerName=[redacted]&page=[redacted]',
    );
    expect(withoutQueryValues('/api/groups/1/orders?Ava')).toBe('/api/groups/1/orders?[redacted]');
    expect(withoutQueryValues('/api/health')).toBe('/api/health');
  });

  it('keeps the names PostgreSQL quotes and drops the values it quotes', () => {
    expect(scrubMessage('invalid input syntax for type integer: "Ava Lee"')).toBe(
      'invalid input syntax for type integer: "[redacted]"',
    );
    expect(scrubMessage('value "Leo" is out of range for type integer')).toBe(
      'value "[redacted]" is out of range for type integer',
    );
    expect(
      scrubMessage('null value in column "buyer_email" of relation "orders" violates not-null constraint'),
    ).toBe('null value in column "buyer_email" of relation "orders" violates not-null constraint');
    expect(scrubMessage('Failed query: select $1\nparams: Ava,ava@example.org')).toBe(
      'Failed query: select $1',
    );
  });

  it('writes an error-like object and a bare message without the values they quote', () => {
    expect(serializeError({ name: 'Error', message: 'Unexpected token, "Ava" is not valid JSON' })).toEqual({
      type: 'Error',
      message: 'Unexpected token, "[redacted]" is not valid JSON',
    });
    expect(serializeError('value "Leo" is out of range')).toBe('value "[redacted]" is out of range');
  });

  it("keeps an error's frames but not the message its stack repeats", () => {
    const error = new Error('Failed query: select 1\nparams: Ava');
    const serialized = serializeError(error) as { stack: string; message: string };
    expect(serialized.message).toBe('Failed query');
    expect(serialized.stack).not.toContain('Ava');
    expect(serialized.stack).toMatch(/^Error: Failed query\n\s+at /);
  });
});
