import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_API_PATHS } from '../../src/shared/api/family-paths.js';
import type { TFamily } from '../../src/shared/api/family.js';
import { FAMILY_API_MESSAGES, FAMILY_TEXTS } from '../../src/shared/texts/families.js';
import { FAMILY_API_MESSAGES_ES, FAMILY_TEXTS_ES } from '../../src/shared/texts/families.es.js';
import { API_ERROR_MESSAGES } from '../../src/shared/texts/api-errors.js';
import { API_ERROR_MESSAGES_ES } from '../../src/shared/texts/api-errors.es.js';
import { queryRows } from '../../src/server/db/database.js';
import { SIGN_IN_RATE_LIMITS } from '../../src/server/families/sign-in.js';
import {
  bearer,
  call,
  createCampaign,
  createGroup,
  expectFailure,
  failure,
  registerAdmin,
  sellerToken,
  type GroupRow,
  type Reply,
} from '../support/fixtures.js';
import { MINUTE_MS, HOUR_MS, mailRows, manualClock, type MailRow } from '../support/mail-fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const PUBLIC_URL = 'https://portal.example.org';
const MAIL_FROM = 'Lincoln PTA <news@lincoln.example.org>';
const SPANISH = { 'accept-language': 'es' };
const START = '2026-03-02T15:00:00.000Z';
const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

let clientCount = 0;
/** A client address of its own, so one test's requests never count on another's client limit. */
const newClient = () => `198.51.100.${(clientCount += 1)}`;

describe('families: sign-in by a single-use link, the notice and consent', () => {
  let t: TestApp;
  const clock = manualClock(START);
  let families: GroupRow;
  let codeLoginGroup: GroupRow;

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, env: { PUBLIC_URL, MAIL_FROM } });
    families = await createGroup(t, { name: 'Lincoln Elementary PTA', sellerSignIn: 'families' });
    codeLoginGroup = await createGroup(t, { name: 'Oak Hill Band' });
    await createCampaign(t, codeLoginGroup.id);
  });
  afterAll(async () => {
    await t.close();
  });

  const askLink = (
    body: { groupCode: string; email: string; language: 'en' | 'es' },
    remoteAddress = newClient(),
  ): Promise<Reply> =>
    call(t, { method: 'POST', url: `/api${FAMILY_API_PATHS.signInLinks()}`, payload: body, remoteAddress });

  const signIn = (token: string, deviceLabel?: string, headers: Record<string, string> = {}) =>
    call(t, {
      method: 'POST',
      url: `/api${FAMILY_API_PATHS.sessions()}`,
      headers,
      payload: deviceLabel === undefined ? { token } : { token, deviceLabel },
    });

  const family = (token: string) =>
    call(t, { method: 'GET', url: `/api${FAMILY_API_PATHS.family()}`, headers: bearer(token) });

  async function mailsTo(email: string): Promise<MailRow[]> {
    return (await mailRows(t)).filter((row) => row.toAddress === email);
  }

  /** The token of the sign-in link in the last message to an address. */
  async function linkTokenTo(email: string): Promise<string> {
    const mail = (await mailsTo(email)).at(-1)!;
    const match = new RegExp(`${PUBLIC_URL}/family/sign-in\\?token=([A-Za-z0-9_-]+)`).exec(mail.textBody);
    return match![1]!;
  }

  /** Asks for a link in the group and signs in with it: the session token. */
  async function signedIn(group: GroupRow, email: string, deviceLabel?: string): Promise<string> {
    // A second apart, so that the last message to the address is the newest one.
    clock.advance(1000);
    expect((await askLink({ groupCode: group.code, email, language: 'en' })).statusCode).toBe(202);
    const res = await signIn(await linkTokenTo(email), deviceLabel);
    expect(res.statusCode, res.payload).toBe(201);
    return res.json<{ data: { token: string } }>().data.token;
  }

  const sent = { success: true, message: FAMILY_TEXTS.signInLinkSent };

  it('answers the same 202 for an unknown group, a group whose sellers sign in with its code, a new and a known address; only the families group queues a message', async () => {
    const before = (await mailRows(t)).length;
    const unknownGroup = await askLink({
      groupCode: 'NOSUCHGROUP1',
      email: 'ana@example.org',
      language: 'en',
    });
    const codeLoginReply = await askLink({
      groupCode: codeLoginGroup.code,
      email: 'ana@example.org',
      language: 'en',
    });
    const newAddress = await askLink({
      groupCode: families.code.toLowerCase(),
      email: 'Ana.Known@example.org',
      language: 'en',
    });
    expect((await signIn(await linkTokenTo('Ana.Known@example.org'))).statusCode).toBe(201);
    const knownAddress = await askLink({
      groupCode: families.code,
      email: 'Ana.Known@example.org',
      language: 'en',
    });
    for (const res of [unknownGroup, codeLoginReply, newAddress, knownAddress]) {
      expect(res.statusCode, res.payload).toBe(202);
      expect(res.json()).toEqual(sent);
    }
    const spanish = await askLink({ groupCode: 'NOSUCHGROUP1', email: 'ana@example.org', language: 'es' });
    expect(spanish.json()).toEqual({ success: true, message: FAMILY_TEXTS_ES.signInLinkSent });

    const after = await mailRows(t);
    expect(after.length - before).toBe(2);
    expect(after.slice(before).map((row) => [row.kind, row.toAddress])).toEqual([
      ['family-sign-in', 'Ana.Known@example.org'],
      ['family-sign-in', 'Ana.Known@example.org'],
    ]);
  });

  it('queues exactly one message in Spanish when asked, whose link signs in once; the address is kept as typed', async () => {
    const email = 'Lucia+pta@Example.org';
    const res = await askLink({ groupCode: families.code, email, language: 'es' });
    expect(res.statusCode).toBe(202);
    const [mail, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    const token = await linkTokenTo(email);
    const url = `${PUBLIC_URL}/family/sign-in?token=${token}`;
    const TEXT = FAMILY_TEXTS_ES.signInMail;
    expect(mail).toMatchObject({
      kind: 'family-sign-in',
      status: 'queued',
      fromAddress: MAIL_FROM,
      subject: TEXT.subject('Lincoln Elementary PTA'),
      textBody: `${[TEXT.greeting, TEXT.request('Lincoln Elementary PTA'), `${TEXT.action}\n${url}`, TEXT.ignore].join('\n\n')}\n`,
    });
    expect(mail!.headers).toContainEqual(['Content-Language', 'es']);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const links = await queryRows<{ tokenHash: string; email: string; emailKey: string; expiresAt: string }>(
      t.app.ctx.db,
      sql`select token_hash as "tokenHash", email, email_key as "emailKey", expires_at as "expiresAt"
            from family_sign_in_links where email = ${email}`,
    );
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ tokenHash: sha256(token), email, emailKey: 'lucia@example.org' });
    expect(new Date(links[0]!.expiresAt).getTime() - clock.now().getTime()).toBe(30 * MINUTE_MS);
    const stored = await queryRows<{ n: number }>(
      t.app.ctx.db,
      sql`select count(*)::int as n from family_sign_in_links where token_hash = ${token}`,
    );
    expect(stored[0]!.n).toBe(0);

    const first = await signIn(token, 'Kitchen tablet');
    expect(first.statusCode, first.payload).toBe(201);
    const session = first.json<{ success: true; data: { token: string; expiresAt: string } }>();
    expect(session).toEqual({
      success: true,
      data: {
        token: expect.any(String),
        expiresAt: new Date(clock.now().getTime() + 30 * 24 * HOUR_MS).toISOString(),
      },
    });
    const parents = await queryRows<{
      email: string;
      emailKey: string;
      language: string;
      lastSignInAt: string;
    }>(
      t.app.ctx.db,
      sql`select email, email_key as "emailKey", language, last_sign_in_at as "lastSignInAt"
            from parents where group_id = ${families.id} and email_key = 'lucia@example.org'`,
    );
    expect(
      parents.map((row) => ({ ...row, lastSignInAt: new Date(row.lastSignInAt).toISOString() })),
    ).toEqual([
      { email, emailKey: 'lucia@example.org', language: 'es', lastSignInAt: clock.now().toISOString() },
    ]);

    expectFailure(
      await signIn(token),
      410,
      FAMILY_API_MESSAGES.linkInvalid,
      undefined,
      'FAMILY_LINK_INVALID',
    );
    expectFailure(
      await signIn(token, undefined, SPANISH),
      410,
      FAMILY_API_MESSAGES_ES.linkInvalid,
      undefined,
      'FAMILY_LINK_INVALID',
    );
    expectFailure(
      await signIn('not-a-token'),
      410,
      FAMILY_API_MESSAGES.linkInvalid,
      undefined,
      'FAMILY_LINK_INVALID',
    );
  });

  it('refuses a link after its 30 minutes with 410', async () => {
    const email = 'late@example.org';
    await askLink({ groupCode: families.code, email, language: 'en' });
    const token = await linkTokenTo(email);
    clock.advance(30 * MINUTE_MS);
    expectFailure(
      await signIn(token),
      410,
      FAMILY_API_MESSAGES.linkInvalid,
      undefined,
      'FAMILY_LINK_INVALID',
    );
    expect(
      await queryRows(t.app.ctx.db, sql`select id from parents where email_key = 'late@example.org'`),
    ).toEqual([]);
  });

  it("signs a link of another group's parent in to that group only", async () => {
    const other = await createGroup(t, { name: 'Maple Scouts', sellerSignIn: 'families' });
    const email = 'two.groups@example.org';
    const token = await signedIn(other, email);
    const page = (await family(token)).json<{ data: TFamily }>().data;
    expect(page.group).toEqual({ name: 'Maple Scouts', organizationName: 'Lincoln Elementary School' });
    const rows = await queryRows<{ groupId: string }>(
      t.app.ctx.db,
      sql`select group_id as "groupId" from parents where email_key = ${email}`,
    );
    expect(rows).toEqual([{ groupId: other.id }]);
  });

  it('counts requests per inbox, per client and per group: over a limit, 429 RATE_LIMITED with Retry-After', async () => {
    const { perAddress, perClient, perGroup } = SIGN_IN_RATE_LIMITS;
    const limited = await createGroup(t, { name: 'Limited PTA', sellerSignIn: 'families' });

    // One inbox, whatever its case and +tag.
    for (let i = 0; i < perAddress.max; i += 1) {
      expect(
        (await askLink({ groupCode: limited.code, email: `inbox+${i}@example.org`, language: 'en' }))
          .statusCode,
      ).toBe(202);
    }
    const overAddress = await askLink({
      groupCode: limited.code,
      email: 'INBOX@example.org',
      language: 'en',
    });
    expect(failure(overAddress, 429).code).toBe('RATE_LIMITED');
    expect(overAddress.headers['retry-after']).toBe(String(HOUR_MS / 1000));

    // One client, an unknown group: limited all the same, so the limit tells nothing.
    const client = newClient();
    for (let i = 0; i < perClient.max; i += 1) {
      expect(
        (await askLink({ groupCode: 'NOSUCHGROUP2', email: `c${i}@example.org`, language: 'en' }, client))
          .statusCode,
      ).toBe(202);
    }
    const overClient = await call(t, {
      method: 'POST',
      url: `/api${FAMILY_API_PATHS.signInLinks()}`,
      headers: SPANISH,
      payload: { groupCode: 'NOSUCHGROUP2', email: 'fresh@example.org', language: 'es' },
      remoteAddress: client,
    });
    expect(failure(overClient, 429).code).toBe('RATE_LIMITED');
    expect(overClient.json<{ message: string }>().message).toBe(
      API_ERROR_MESSAGES_ES.tooManyRequests(API_ERROR_MESSAGES_ES.retryAfter(1, 'hour')),
    );

    // One group, many clients and addresses.
    const before = (await mailRows(t)).length;
    for (let i = perAddress.max; i < perGroup.max; i += 1) {
      expect(
        (await askLink({ groupCode: limited.code, email: `g${i}@example.org`, language: 'en' })).statusCode,
      ).toBe(202);
    }
    const overGroup = await askLink({ groupCode: limited.code, email: 'last@example.org', language: 'en' });
    expect(failure(overGroup, 429).code).toBe('RATE_LIMITED');
    expect((await mailRows(t)).length - before).toBe(perGroup.max - perAddress.max);
    expect(await mailsTo('last@example.org')).toEqual([]);

    // A refused request costs nothing: the client that hit the group's limit may ask elsewhere.
    clock.advance(HOUR_MS);
    expect(
      (await askLink({ groupCode: limited.code, email: 'last@example.org', language: 'en' })).statusCode,
    ).toBe(202);
  });

  it('shows the family page with the notice until the parent agrees to it, and keeps the agreement word for word', async () => {
    const email = 'Maria@example.org';
    const token = await signedIn(families, email, 'Phone');
    const text = FAMILY_TEXTS.notice({
      groupName: 'Lincoln Elementary PTA',
      retentionDays: undefined,
      storeHost: undefined,
      mailHost: undefined,
    });
    expect(text).toContain('as long as the group keeps its records');
    expect(text).toContain('the portal’s demo store');
    expect(text).toContain('the portal’s own outbox');
    const notice = { version: sha256(text), text };

    const before = await family(token);
    expect(before.statusCode, before.payload).toBe(200);
    const page = before.json<{ success: true; data: TFamily }>();
    expect(page).toEqual({
      success: true,
      data: {
        parent: { email, language: 'en' },
        group: { name: 'Lincoln Elementary PTA', organizationName: 'Lincoln Elementary School' },
        consent: { required: true, notice, agreedAt: null },
        children: [],
        campaigns: [],
        teams: [],
        sessions: [
          {
            _id: expect.any(String),
            deviceLabel: 'Phone',
            createdAt: clock.now().toISOString(),
            lastUsedAt: clock.now().toISOString(),
            current: true,
          },
        ],
      },
    });

    const stale = await call(t, {
      method: 'POST',
      url: `/api${FAMILY_API_PATHS.consent()}`,
      headers: bearer(token),
      payload: { version: sha256('an older notice') },
    });
    const refused = failure(stale, 409);
    expect(refused).toMatchObject({
      code: 'FAMILY_NOTICE_CHANGED',
      message: FAMILY_API_MESSAGES.noticeChanged,
      params: { notice },
    });

    clock.advance(MINUTE_MS);
    const agreed = await call(t, {
      method: 'POST',
      url: `/api${FAMILY_API_PATHS.consent()}`,
      headers: bearer(token),
      payload: { version: notice.version },
    });
    expect(agreed.statusCode, agreed.payload).toBe(201);
    expect(agreed.json()).toEqual({ success: true, data: { agreedAt: clock.now().toISOString() } });

    const after = (await family(token)).json<{ data: TFamily }>().data;
    expect(after.consent).toEqual({ required: false, notice, agreedAt: clock.now().toISOString() });
    expect(after.sessions[0]!.lastUsedAt).toBe(clock.now().toISOString());

    const rows = await queryRows<{
      email: string;
      version: string;
      text: string;
      withdrawnAt: string | null;
    }>(
      t.app.ctx.db,
      sql`select c.email, n.version, n.text, c.withdrawn_at as "withdrawnAt"
            from consents c join family_notices n on n.id = c.notice_id join parents p on p.id = c.parent_id
            where p.email = ${email}`,
    );
    expect(rows).toEqual([{ email, version: notice.version, text, withdrawnAt: null }]);
  });

  it('asks again when an input of the notice changes: the retention, the group name', async () => {
    const token = await signedIn(families, 'again@example.org');
    const consent = async () => (await family(token)).json<{ data: TFamily }>().data.consent;
    const agree = (version: string) =>
      call(t, {
        method: 'POST',
        url: `/api${FAMILY_API_PATHS.consent()}`,
        headers: bearer(token),
        payload: { version },
      });

    const first = await consent();
    expect((await agree(first.notice.version)).statusCode).toBe(201);
    expect((await consent()).required).toBe(false);

    const config = t.app.ctx.config;
    config.retentionDays = 400;
    try {
      const second = await consent();
      expect(second.required).toBe(true);
      expect(second.agreedAt).toBeNull();
      expect(second.notice.version).not.toBe(first.notice.version);
      expect(second.notice.text).toContain('until 400 days after the end of the group’s last campaign');
      expect(second.notice.version).toBe(sha256(second.notice.text));
      const stale = failure(await agree(first.notice.version), 409);
      expect(stale.params).toEqual({ notice: second.notice });
      expect((await agree(second.notice.version)).statusCode).toBe(201);
      expect((await consent()).required).toBe(false);
    } finally {
      config.retentionDays = undefined;
    }
    // Back to the first notice, which this parent agreed to.
    expect((await consent()).required).toBe(false);
    const versions = await queryRows<{ n: number }>(
      t.app.ctx.db,
      sql`select count(*)::int as n from family_notices where group_id = ${families.id} and language = 'en'`,
    );
    expect(versions[0]!.n).toBe(2);

    await t.app.ctx.db.execute(sql`update groups set name = 'Lincoln PTA' where id = ${families.id}`);
    try {
      const renamed = await consent();
      expect(renamed.required).toBe(true);
      expect(renamed.notice.text.startsWith('Notice to families of Lincoln PTA\n\n')).toBe(true);
    } finally {
      await t.app.ctx.db.execute(
        sql`update groups set name = 'Lincoln Elementary PTA' where id = ${families.id}`,
      );
    }
  });

  it('signs out one device, or every device; a revoked session is 401 FAMILY_SESSION_INVALID', async () => {
    const email = 'devices@example.org';
    const phone = await signedIn(families, email, 'Phone');
    const laptop = await signedIn(families, email, 'Laptop');
    const tablet = await signedIn(families, email, 'Tablet');
    const page = (await family(laptop)).json<{ data: TFamily }>().data;
    expect(page.sessions.map((session) => [session.deviceLabel, session.current]).sort()).toEqual([
      ['Laptop', true],
      ['Phone', false],
      ['Tablet', false],
    ]);

    const out = await call(t, {
      method: 'DELETE',
      url: `/api${FAMILY_API_PATHS.currentSession()}`,
      headers: bearer(tablet),
    });
    expect(out.statusCode, out.payload).toBe(204);
    expect(out.payload).toBe('');
    expectFailure(
      await family(tablet),
      401,
      FAMILY_API_MESSAGES.sessionInvalid,
      undefined,
      'FAMILY_SESSION_INVALID',
    );
    expect((await family(phone)).statusCode).toBe(200);

    const everywhere = await call(t, {
      method: 'DELETE',
      url: `/api${FAMILY_API_PATHS.sessions()}`,
      headers: bearer(phone),
    });
    expect(everywhere.statusCode, everywhere.payload).toBe(200);
    expect(everywhere.json()).toEqual({ success: true, data: { revoked: 2 } });
    for (const token of [phone, laptop]) {
      expectFailure(
        await family(token),
        401,
        FAMILY_API_MESSAGES.sessionInvalid,
        undefined,
        'FAMILY_SESSION_INVALID',
      );
    }
    expectFailure(
      await call(t, {
        method: 'GET',
        url: `/api${FAMILY_API_PATHS.family()}`,
        headers: { ...bearer(phone), ...SPANISH },
      }),
      401,
      FAMILY_API_MESSAGES_ES.sessionInvalid,
      undefined,
      'FAMILY_SESSION_INVALID',
    );
  });

  it('ends a session after its 30 days', async () => {
    const token = await signedIn(families, 'month@example.org');
    clock.advance(30 * 24 * HOUR_MS - 1);
    expect((await family(token)).statusCode).toBe(200);
    clock.advance(1);
    expect(failure(await family(token), 401).code).toBe('FAMILY_SESSION_INVALID');
  });

  it('forbids the token of a seller who signed in with a group code, and a staff token, on the family routes, and asks for a token when there is none', async () => {
    const seller = await sellerToken(t, codeLoginGroup.code);
    const admin = await registerAdmin(t);
    for (const token of [seller, admin.token]) {
      expectFailure(await family(token), 403, API_ERROR_MESSAGES.forbidden, undefined, 'FORBIDDEN');
    }
    const consentsBefore = await queryRows(t.app.ctx.db, sql`select id from consents`);
    const none = await call(t, { method: 'GET', url: `/api${FAMILY_API_PATHS.family()}` });
    expect(failure(none, 401).code).toBe('AUTHENTICATION_REQUIRED');
    const consent = await call(t, {
      method: 'POST',
      url: `/api${FAMILY_API_PATHS.consent()}`,
      headers: bearer(admin.token),
      payload: { version: 'x' },
    });
    expect(failure(consent, 403).code).toBe('FORBIDDEN');
    expect(await queryRows(t.app.ctx.db, sql`select id from consents`)).toHaveLength(consentsBefore.length);
  });

  it('refuses a sign-in request without a valid e-mail or language on its fields', async () => {
    const res = await askLink({ groupCode: families.code, email: 'not-an-address', language: 'fr' as 'en' });
    const body = failure(res, 400);
    expect(body.errors?.map((error) => error.field)).toEqual(['email', 'language']);
  });
});
