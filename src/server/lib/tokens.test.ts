import { jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens.js';

const secret = 'a-test-secret-that-is-long-enough-0123456789';

describe('token service', () => {
  const tokens = createTokenService(secret);

  it('round-trips the claims', async () => {
    const token = await tokens.sign({ sub: 'c-1', role: 'coordinator', ver: 3, gid: 'g-1' }, 60);
    expect(await tokens.verify(token)).toEqual({ sub: 'c-1', role: 'coordinator', ver: 3, gid: 'g-1' });
  });

  it('signs a standard HS256 JWT that any JWT library checks with the same secret', async () => {
    const clocked = createTokenService(secret, () => Date.parse('2026-11-26T04:00:00Z'));
    const token = await clocked.sign({ sub: 's-1', role: 'user', ver: 2, gid: 'g-9' }, 3_600);
    const [header] = token.split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      issuer: 'fundraising-portal',
      algorithms: ['HS256'],
      currentDate: new Date('2026-11-26T04:30:00Z'),
    });
    const issuedAt = Date.parse('2026-11-26T04:00:00Z') / 1000;
    expect(payload).toEqual({
      sub: 's-1',
      role: 'user',
      ver: 2,
      gid: 'g-9',
      iss: 'fundraising-portal',
      iat: issuedAt,
      exp: issuedAt + 3_600,
    });
  });

  it('refuses an expired token', async () => {
    const token = await tokens.sign({ sub: 'a-1', role: 'admin', ver: 1 }, -10);
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it('refuses a token signed with another key', async () => {
    const other = createTokenService('another-secret-that-is-long-enough-987654321');
    const token = await other.sign({ sub: 'a-1', role: 'admin', ver: 1 }, 60);
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it('refuses a token whose payload was edited', async () => {
    const token = await tokens.sign({ sub: 'u-1', role: 'user', ver: 1 }, 60);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeUndefined();
  });

  it('refuses a token that was accepted before, once it has expired', async () => {
    let clock = Date.parse('2026-11-25T12:00:00Z');
    const clocked = createTokenService(secret, () => clock);
    const token = await clocked.sign({ sub: 'a-1', role: 'admin', ver: 1 }, 60);
    expect(await clocked.verify(token)).toEqual({ sub: 'a-1', role: 'admin', ver: 1 });
    clock += 59_000;
    expect(await clocked.verify(token)).toEqual({ sub: 'a-1', role: 'admin', ver: 1 });
    clock += 1_000;
    expect(await clocked.verify(token)).toBeUndefined();
  });

  it('refuses an edited copy of a token it has accepted', async () => {
    const token = await tokens.sign({ sub: 'c-2', role: 'coordinator', ver: 1, gid: 'g-1' }, 60);
    expect(await tokens.verify(token)).toEqual({ sub: 'c-2', role: 'coordinator', ver: 1, gid: 'g-1' });
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, gid: 'g-2' })).toString('base64url');
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeUndefined();
    expect(await tokens.verify(`${token}x`)).toBeUndefined();
  });

  it('refuses garbage', async () => {
    expect(await tokens.verify('not-a-token')).toBeUndefined();
  });
});
