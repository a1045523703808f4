import { randomInt } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARE_TOKEN_ALPHABET, SHARE_TOKEN_LENGTH } from '../../src/shared/api/share-link-paths.js';
import { TEAM_API_PATHS } from '../../src/shared/api/team-paths.js';
import type { TTeam, TTeamPage } from '../../src/shared/api/teams.js';
import { TEAM_PAGE_TEXTS } from '../../src/shared/texts/teams.js';
import { TEAM_PAGE_TEXTS_ES } from '../../src/shared/texts/teams.es.js';
import { retryAfterText } from '../../src/server/auth/login-rate-limit.js';
import { SHARE_RATE_LIMITS } from '../../src/server/share-page/rate-limits.js';
import {
  bearer,
  call,
  createCampaign,
  createGroup,
  insertOrder,
  loginSeller,
  registerAdmin,
  type AdminSession,
  type CampaignRow,
  type GroupRow,
  type SellerSession,
} from '../support/fixtures.js';
import { textOf } from '../support/html-text.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const EN = TEAM_PAGE_TEXTS;
const ES = TEAM_PAGE_TEXTS_ES;
/** Noon on 10 March 2026 in the portal's time zone (UTC by default). */
const START = Date.parse('2026-03-10T12:00:00Z');
const ORDERED_AT = new Date('2026-03-09T15:00:00Z');
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

function newToken(): string {
  return Array.from(
    { length: SHARE_TOKEN_LENGTH },
    () => SHARE_TOKEN_ALPHABET[randomInt(SHARE_TOKEN_ALPHABET.length)],
  ).join('');
}

/** An address of its own for each test, so no test's counters touch another's. */
const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** What a person reads in the page's main area, whitespace collapsed (a soft hyphen shows only at a break). */
function mainText(page: string): string {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(page);
  expect(main, 'the page has a main area').not.toBeNull();
  return textOf(main![1]!)
    .replace(/\u00AD/g, '')
    .trim();
}

/** The language, the landmarks and the headings every public page has. */
function expectPageStructure(res: LightMyRequestResponse, locale: 'en' | 'es') {
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(res.payload).toMatch(new RegExp(`^<!doctype html>\\s*<html lang="${locale}">`));
  expect(res.payload.match(/<h1[\s>]/g)).toHaveLength(1);
  expect(res.payload).toMatch(/<a class="skip-link" href="#main">/);
  expect(res.payload).toMatch(/<main id="main"/);
  expect(res.payload).toContain('<meta name="viewport" content="width=device-width, initial-scale=1" />');
  expect(res.payload).toContain('<link rel="stylesheet" href="/s/share.css" />');
  expect(res.payload).not.toMatch(/<script/i);
}

function expectNotFoundPage(res: LightMyRequestResponse, locale: 'en' | 'es' = 'en') {
  const TEXT = locale === 'en' ? EN : ES;
  expect(res.statusCode, res.payload).toBe(404);
  expect(res.headers['cache-control']).toBe('no-store');
  expectPageStructure(res, locale);
  expect(mainText(res.payload)).toBe(`${TEXT.notFound.heading} ${TEXT.notFound.message}`);
}

function expectTooManyPage(res: LightMyRequestResponse, locale: 'en' | 'es' = 'en') {
  const TEXT = locale === 'en' ? EN : ES;
  expect(res.statusCode, res.payload).toBe(429);
  expect(res.headers['cache-control']).toBe('no-store');
  const seconds = Number(res.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expectPageStructure(res, locale);
  expect(mainText(res.payload)).toBe(
    `${TEXT.tooMany.heading} ${TEXT.tooMany.message(retryAfterText(seconds, locale))}`,
  );
}

describe('the public class progress page and team leaderboard', () => {
  let t: TestApp;
  let admin: AdminSession;
  let group: GroupRow;
  let campaign: CampaignRow;
  let teams: Record<'room12' | 'room7' | 'room3', TTeam>;
  const address = randomAddress();
  const sellerIds: Record<string, string> = {};

  const view = (path: string, options: { address?: string; headers?: Record<string, string> } = {}) =>
    t.app.inject({
      method: 'GET',
      url: path,
      remoteAddress: options.address ?? address,
      headers: options.headers,
    });

  async function publishTeamPage(teamId: string, showSellers: boolean, campaignId = campaign.id) {
    const res = await call(t, {
      method: 'PUT',
      url: `/api${TEAM_API_PATHS.teamProgressPage(group.id, campaignId, teamId)}`,
      headers: bearer(admin.token),
      payload: { showSellers },
    });
    expect(res.statusCode, res.payload).toBe(200);
    return res.json<{ data: TTeamPage & { showSellers: boolean } }>().data;
  }

  async function revokeTeamPage(teamId: string) {
    return call(t, {
      method: 'DELETE',
      url: `/api${TEAM_API_PATHS.teamProgressPage(group.id, campaign.id, teamId)}`,
      headers: bearer(admin.token),
    });
  }

  async function publishLeaderboard() {
    const res = await call(t, {
      method: 'PUT',
      url: `/api${TEAM_API_PATHS.leaderboardPage(group.id, campaign.id)}`,
      headers: bearer(admin.token),
    });
    expect(res.statusCode, res.payload).toBe(200);
    return res.json<{ data: TTeamPage }>().data;
  }

  async function seller(name: string, email: string, teamId: string | null) {
    const login = await loginSeller(t, { name, email, groupCode: group.code });
    expect(login.statusCode, login.payload).toBe(200);
    const session = login.json<SellerSession>();
    if (teamId) {
      const res = await call(t, {
        method: 'PUT',
        url: `/api${TEAM_API_PATHS.sellerTeam(group.id, session.user.id)}`,
        headers: bearer(admin.token),
        payload: { teamId },
      });
      expect(res.statusCode, res.payload).toBe(200);
    }
    sellerIds[name] = session.user.id;
    return session;
  }

  /** An order of a seller as the store would credit it; its team is the seller's (the database sets it). */
  async function order(
    session: SellerSession,
    cents: { product: number; shipping?: number },
    extra: Parameters<typeof insertOrder>[1] = {},
  ) {
    const row = await insertOrder(t, {
      group,
      campaign,
      sellerId: session.user.id,
      sellerName: session.user.name,
      sellerEmail: session.user.email,
      buyerFirstName: 'Harriet',
      buyerLastName: 'Buyerson',
      buyerEmail: 'harriet.buyer@example.net',
      status: 'paid',
      totalProductCents: cents.product,
      shippingCents: cents.shipping ?? 0,
      storeCreatedAt: ORDERED_AT,
      ...extra,
    });
    return row;
  }

  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date(START) });
    admin = await registerAdmin(t);
    group = await createGroup(t, {
      code: 'MAPLE47',
      name: 'Maple Room 4',
      organizationName: 'Maple Grove Elementary',
    });
    campaign = await createCampaign(t, group.id, {
      name: 'Spring Cookie Dough',
      startDate: '2026-03-01',
      endDate: '2026-04-15',
      goalCents: 200_000,
    });
    const made = await call(t, {
      method: 'PUT',
      url: `/api${TEAM_API_PATHS.groupTeams(group.id)}`,
      headers: bearer(admin.token),
      payload: {
        teams: [
          { name: 'Room 12', leaderName: 'Ms. Rivera' },
          { name: 'Room 7', leaderName: 'Mr. Osei' },
          { name: 'Room 3' },
        ],
      },
    });
    expect(made.statusCode, made.payload).toBe(200);
    const byName = new Map(made.json<{ data: TTeam[] }>().data.map((team) => [team.name, team]));
    teams = { room12: byName.get('Room 12')!, room7: byName.get('Room 7')!, room3: byName.get('Room 3')! };

    // Room 12: three sellers, two of whom have sold. Room 7: one seller who has sold. Room 3: nobody.
    const ava = await seller('Ava Marie Sterling', 'ava.parent@example.org', teams.room12._id);
    const liam = await seller('Liam Okafor', 'okafor.family@example.org', teams.room12._id);
    await seller('Noah', 'noah.home@example.org', teams.room12._id);
    const mia = await seller('Mia Chen', 'chen.family@example.org', teams.room7._id);
    const zoe = await seller('Zoe Park', 'park.family@example.org', null);

    await order(ava, { product: 2_500, shipping: 500 });
    await order(ava, { product: 3_500 });
    await order(liam, { product: 4_000 });
    await order(mia, { product: 9_000 });
    await order(zoe, { product: 1_000 }); // no team: counts toward the group's goal only
    // Counted nowhere: a cancelled order and a test order.
    await order(ava, { product: 99_900 }, { status: 'cancelled' });
    await order(liam, { product: 88_800 }, { isTest: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows a class its totals, participation and the whole group’s goal, without its sellers', async () => {
    const page = await publishTeamPage(teams.room12._id, false);
    expect(page.url).toMatch(new RegExp(`/t/${page.token}$`));
    const res = await view(`/t/${page.token}`);
    expect(res.statusCode, res.payload).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers['vary']).toBe('Cookie, Accept-Language');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expectPageStructure(res, 'en');
    expect(res.payload).toContain('<h1>Room 12: our progress</h1>');
    expect(res.payload).toContain('<title>Room 12 · Maple Room 4</title>');
    expect(res.payload).toMatch(/<progress[^>]*value="10"/);
    expect(mainText(res.payload)).toBe(
      [
        'Room 12: our progress',
        'Maple Room 4 · Spring Cookie Dough',
        'Our class so far',
        'Sales $105.00',
        'Orders 3',
        'Participation 2 of 3 sellers have sold (66%)',
        'The whole group’s goal 10%',
        '$200.00 of $2,000.00 raised (10% of the goal)',
        'This goal is for all of Maple Room 4: every class’s sales count toward it.',
        'Group Maple Room 4',
        'Organization Maple Grove Elementary',
        'Fundraiser Spring Cookie Dough',
        'Dates March 1, 2026 to April 15, 2026',
      ].join(' '),
    );
    expect(res.payload).not.toContain(EN.sellersHeading);
    expect(res.payload).not.toMatch(/Ava|Liam|Noah|Mia|Zoe/);
  });

  it('lists the class’s sellers as first name and last initial with their orders once staff switch it on, at once', async () => {
    const hidden = await publishTeamPage(teams.room12._id, false);
    expect((await view(`/t/${hidden.token}`)).payload).not.toContain(EN.sellersHeading);
    const shown = await publishTeamPage(teams.room12._id, true);
    expect(shown.token).toBe(hidden.token);
    expect(shown.showSellers).toBe(true);

    const res = await view(`/t/${shown.token}`);
    expect(res.statusCode, res.payload).toBe(200);
    expectPageStructure(res, 'en');
    const text = mainText(res.payload);
    expect(text).toContain(
      'Participation 2 of 3 sellers have sold (66%) The whole group’s goal 10% $200.00 of $2,000.00 raised (10% of the goal)',
    );
    expect(text).toContain(
      'This goal is for all of Maple Room 4: every class’s sales count toward it. Our sellers Ava S. 2 orders Liam O. 1 order Noah 0 orders Group Maple Room 4',
    );
    expect(text).not.toContain(EN.noSellersYet);
    // Only the class's own sellers.
    expect(text).not.toMatch(/Mia|Zoe/);
  });

  it('never shows a buyer, an e-mail, a full last name, an amount per child, the group code or an id', async () => {
    const page = await publishTeamPage(teams.room12._id, true);
    const board = await publishLeaderboard();
    const pages = [
      (await view(`/t/${page.token}`)).payload,
      (await view(`/t/${page.token}?lang=es`)).payload,
      (await view(`/g/${board.token}`)).payload,
      (await view(`/g/${board.token}?lang=es`)).payload,
    ];
    for (const html of pages) {
      const lower = html.toLowerCase();
      for (const secret of [
        'harriet',
        'buyerson',
        'harriet.buyer@example.net',
        '@example',
        'sterling',
        'marie',
        'okafor',
        'maple47',
        'ms. rivera',
        'mr. osei',
      ]) {
        expect(lower, secret).not.toContain(secret);
      }
      expect(html).not.toMatch(UUID);
      for (const id of [group.id, campaign.id, ...Object.values(sellerIds)]) expect(html).not.toContain(id);
    }
    // No child's own amount: the only dollar figures on the class page are the class's and the group's.
    expect(textOf(pages[0]!).match(/\$[\d,.]+/g)).toEqual(['$105.00', '$200.00', '$2,000.00']);
  });

  it('speaks Spanish from ?lang=es (remembered in the cookie), the lang cookie or Accept-Language', async () => {
    const page = await publishTeamPage(teams.room12._id, true);
    const chosen = await view(`/t/${page.token}?lang=es`);
    expect(chosen.statusCode, chosen.payload).toBe(200);
    expect(chosen.headers['set-cookie']).toBe('lang=es; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(chosen.headers['cache-control']).toBe('private, max-age=60');
    expect(chosen.headers['vary']).toBe('Cookie, Accept-Language');
    expectPageStructure(chosen, 'es');
    expect(chosen.payload).toContain('<title>Room 12 · Maple Room 4</title>');
    expect(mainText(chosen.payload)).toBe(
      [
        'Room 12: nuestro progreso',
        'Maple Room 4 · Spring Cookie Dough',
        'Nuestra clase hasta ahora',
        'Ventas $105.00',
        'Pedidos 3',
        'Participación 2 de 3 vendedores han vendido (66%)',
        'La meta de todo el grupo 10%',
        '$200.00 recaudados de $2,000.00 (10% de la meta)',
        'Esta meta es de todo Maple Room 4: las ventas de todas las clases cuentan para ella.',
        'Nuestros vendedores',
        'Ava S. 2 pedidos',
        'Liam O. 1 pedido',
        'Noah 0 pedidos',
        'Grupo Maple Room 4',
        'Organización Maple Grove Elementary',
        'Recaudación Spring Cookie Dough',
        'Fechas Del 1 de marzo de 2026 al 15 de abril de 2026',
      ].join(' '),
    );
    // The switch links to the same page in each language, the current one marked.
    expect(chosen.payload).toMatch(/<a\s+href="\?lang=en"\s+lang="en"\s+hreflang="en"\s*>English<\/a/);
    expect(chosen.payload).toMatch(/<a\s+href="\?lang=es"\s+lang="es"\s+hreflang="es"\s+aria-current="true"/);

    const spanishReaders: Record<string, string>[] = [
      { cookie: 'lang=es' },
      { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' },
    ];
    for (const headers of spanishReaders) {
      const res = await view(`/t/${page.token}`, { headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(mainText(res.payload)).toBe(mainText(chosen.payload));
    }
    // The page kept in memory in Spanish does not answer an English reader, and the other way round.
    const english = await view(`/t/${page.token}`, { headers: { 'accept-language': 'en-US' } });
    expect(mainText(english.payload)).toContain('Room 12: our progress');
    expect(mainText(english.payload)).toContain('Ava S. 2 orders Liam O. 1 order Noah 0 orders');
  });

  it('says "—" for a class nobody is in, and has no goal when the campaign has none', async () => {
    const empty = await publishTeamPage(teams.room3._id, true);
    const res = await view(`/t/${empty.token}`);
    expect(res.statusCode, res.payload).toBe(200);
    expect(mainText(res.payload)).toBe(
      [
        'Room 3: our progress',
        'Maple Room 4 · Spring Cookie Dough',
        'Our class so far',
        'Sales $0.00',
        'Orders 0',
        'Participation —',
        'The whole group’s goal 10%',
        '$200.00 of $2,000.00 raised (10% of the goal)',
        'This goal is for all of Maple Room 4: every class’s sales count toward it.',
        'Our sellers',
        EN.noSellersYet,
        'Group Maple Room 4',
        'Organization Maple Grove Elementary',
        'Fundraiser Spring Cookie Dough',
        'Dates March 1, 2026 to April 15, 2026',
      ].join(' '),
    );
    expect(mainText((await view(`/t/${empty.token}?lang=es`)).payload)).toContain(
      'Participación — La meta de todo el grupo',
    );

    const noGoal = await createCampaign(t, group.id, {
      name: 'Winter Wreaths',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
    });
    const winter = await publishTeamPage(teams.room7._id, false, noGoal.id);
    const text = mainText((await view(`/t/${winter.token}`)).payload);
    expect(text).toBe(
      [
        'Room 7: our progress',
        'Maple Room 4 · Winter Wreaths',
        'Our class so far',
        'Sales $0.00',
        'Orders 0',
        'Participation 0 of 1 seller has sold (0%)',
        'Group Maple Room 4',
        'Organization Maple Grove Elementary',
        'Fundraiser Winter Wreaths',
        'Dates March 1, 2026 to March 31, 2026',
      ].join(' '),
    );
    expect((await view(`/t/${winter.token}`)).payload).not.toContain('<progress');
  });

  it('ranks the group’s classes on the leaderboard, with no child’s name and no orders without a class', async () => {
    const board = await publishLeaderboard();
    expect(board.url).toMatch(new RegExp(`/g/${board.token}$`));
    const res = await view(`/g/${board.token}`);
    expect(res.statusCode, res.payload).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers['vary']).toBe('Cookie, Accept-Language');
    expectPageStructure(res, 'en');
    expect(res.payload).toContain('<h1>Class leaderboard</h1>');
    expect(res.payload).toContain('<title>Class leaderboard · Maple Room 4</title>');
    // Column headers and a row header per class.
    for (const header of [EN.rank, EN.team, EN.sales, EN.orders, EN.participationColumn]) {
      expect(res.payload).toMatch(new RegExp(`<th scope="col"[^>]*>${header}</th>`));
    }
    expect(res.payload).toMatch(/<caption id="ranking-caption">\s*Classes and teams by sales\s*<\/caption>/);
    expect(res.payload.match(/<th scope="row"/g)).toHaveLength(3);
    expect(mainText(res.payload)).toBe(
      [
        'Class leaderboard',
        'Maple Room 4 · Spring Cookie Dough',
        'Classes and teams by sales',
        'Rank Class / team Sales Orders Participation',
        '1 Room 12 $105.00 3 66%',
        '2 Room 7 $90.00 1 100%',
        '3 Room 3 $0.00 0 —',
        'Group Maple Room 4',
        'Organization Maple Grove Elementary',
        'Fundraiser Spring Cookie Dough',
        'Dates March 1, 2026 to April 15, 2026',
      ].join(' '),
    );
    expect(res.payload).not.toMatch(/Ava|Liam|Noah|Mia|Zoe|No class/);

    const spanish = await view(`/g/${board.token}`, { headers: { cookie: 'lang=es' } });
    expectPageStructure(spanish, 'es');
    expect(mainText(spanish.payload)).toBe(
      [
        'Clasificación de clases',
        'Maple Room 4 · Spring Cookie Dough',
        'Clases y equipos por ventas',
        'Puesto Clase / equipo Ventas Pedidos Participación',
        '1 Room 12 $105.00 3 66%',
        '2 Room 7 $90.00 1 100%',
        '3 Room 3 $0.00 0 —',
        'Grupo Maple Room 4',
        'Organización Maple Grove Elementary',
        'Recaudación Spring Cookie Dough',
        'Fechas Del 1 de marzo de 2026 al 15 de abril de 2026',
      ].join(' '),
    );
  });

  it('answers a class page’s token only under /t and the leaderboard’s only under /g', async () => {
    const page = await publishTeamPage(teams.room7._id, false);
    const board = await publishLeaderboard();
    expectNotFoundPage(await view(`/g/${page.token}`));
    expectNotFoundPage(await view(`/t/${board.token}`));
    expect((await view(`/t/${page.token}`)).statusCode).toBe(200);
    expect((await view(`/g/${board.token}`)).statusCode).toBe(200);
  });

  it('ends a class page at once when staff revoke it (404 in the reader’s language), and the leaderboard too', async () => {
    const page = await publishTeamPage(teams.room7._id, true);
    // Viewed in both languages: kept in memory.
    expect((await view(`/t/${page.token}`)).statusCode).toBe(200);
    expect((await view(`/t/${page.token}?lang=es`)).statusCode).toBe(200);

    const revoked = await revokeTeamPage(teams.room7._id);
    expect(revoked.statusCode, revoked.payload).toBe(200);
    expectNotFoundPage(await view(`/t/${page.token}`));
    expectNotFoundPage(await view(`/t/${page.token}?lang=es`), 'es');
    expectNotFoundPage(await view(`/t/${page.token}`, { headers: { 'accept-language': 'es' } }), 'es');
    // Nothing left to revoke; publishing again gives a new address.
    expect((await revokeTeamPage(teams.room7._id)).statusCode).toBe(404);
    const again = await publishTeamPage(teams.room7._id, true);
    expect(again.token).not.toBe(page.token);
    expect((await view(`/t/${again.token}`)).statusCode).toBe(200);
    expectNotFoundPage(await view(`/t/${page.token}`));

    const board = await publishLeaderboard();
    expect((await view(`/g/${board.token}`)).statusCode).toBe(200);
    const ended = await call(t, {
      method: 'DELETE',
      url: `/api${TEAM_API_PATHS.leaderboardPage(group.id, campaign.id)}`,
      headers: bearer(admin.token),
    });
    expect(ended.statusCode, ended.payload).toBe(200);
    expectNotFoundPage(await view(`/g/${board.token}`));
  });

  it('answers 404 for unknown and malformed tokens, and for anything else under /t and /g', async () => {
    const from = randomAddress();
    const junk = ['abc', '0OIl0OIl0OIl', `${newToken()}x`, '%3Cscript%3E', 'ABCDEFGHJKL-'];
    for (const token of [newToken(), ...junk]) {
      expectNotFoundPage(await view(`/t/${token}`, { address: from }));
      expectNotFoundPage(await view(`/g/${token}`, { address: from }));
    }
    expectNotFoundPage(await view(`/t/${newToken()}?lang=es`, { address: from }), 'es');
    for (const path of ['/t', '/t/', '/t/a/b', '/g', '/g/', '/g/a/b/c']) {
      expectNotFoundPage(await view(path, { address: from }));
    }
    const posted = await t.app.inject({ method: 'POST', url: `/t/${newToken()}`, remoteAddress: from });
    expect(posted.statusCode).toBe(404);
    expect(posted.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it(`refuses an address after ${SHARE_RATE_LIMITS.misses.max} unknown tokens, counted with the share links’`, async () => {
    const page = await publishTeamPage(teams.room12._id, false);
    const board = await publishLeaderboard();
    const from = randomAddress();
    // Valid views do not count.
    for (let n = 0; n < 40; n++) {
      expect(
        (await view(n % 2 ? `/t/${page.token}` : `/g/${board.token}`, { address: from })).statusCode,
      ).toBe(200);
    }
    for (let n = 0; n < SHARE_RATE_LIMITS.misses.max; n++) {
      const url = [`/t/${newToken()}`, `/g/${newToken()}`, `/s/${newToken()}`, '/t/not-a-token'][n % 4]!;
      expect((await view(url, { address: from })).statusCode).toBe(404);
    }
    expectTooManyPage(await view(`/t/${newToken()}`, { address: from }));
    expectTooManyPage(await view(`/t/${page.token}`, { address: from }));
    expectTooManyPage(await view(`/g/${board.token}?lang=es`, { address: from }), 'es');
    expect((await view(`/s/${newToken()}`, { address: from })).statusCode).toBe(429);
    expect((await view(`/api/share/${newToken()}`, { address: from })).statusCode).toBe(429);
    expect((await view(`/t/${page.token}`, { address: randomAddress() })).statusCode).toBe(200);
  });

  it(`allows ${SHARE_RATE_LIMITS.views.max} views a minute per address, with the share pages’, then 429 with Retry-After`, async () => {
    const page = await publishTeamPage(teams.room12._id, false);
    const board = await publishLeaderboard();
    const from = randomAddress();
    for (let n = 0; n < SHARE_RATE_LIMITS.views.max; n++) {
      const res = await view(n % 2 ? `/t/${page.token}` : `/g/${board.token}`, { address: from });
      expect(res.statusCode).toBe(200);
    }
    const refused = await view(`/t/${page.token}`, { address: from });
    expectTooManyPage(refused);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expectTooManyPage(
      await view(`/g/${board.token}`, { address: from, headers: { cookie: 'lang=es' } }),
      'es',
    );
    expect((await view(`/s/${newToken()}`, { address: from })).statusCode).toBe(429);
    expect((await view(`/t/${page.token}`, { address: randomAddress() })).statusCode).toBe(200);
  });
});
