import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARE_TOKEN_ALPHABET, SHARE_TOKEN_LENGTH } from '../../src/shared/api/share-link-paths.js';
import { PRIVACY_API_PATHS } from '../../src/shared/api/privacy.js';
import { SHARE_LINK_API_PATHS } from '../../src/shared/api/share-link-paths.js';
import type { TPublicShareLink, TSellerShareLinkReply } from '../../src/shared/api/share-links.js';
import { API_ERROR_MESSAGES } from '../../src/shared/texts/api-errors.js';
import { SHARE_LINK_PUBLIC_MESSAGES, SHARE_PAGE_TEXTS } from '../../src/shared/texts/share-page.js';
import { STORE_API_MESSAGES } from '../../src/shared/texts/store.js';
import { retryAfterText } from '../../src/server/auth/login-rate-limit.js';
import { orders, sellers, shareLinks, storeHandoffs } from '../../src/server/db/schema.js';
import { forgetSharePage } from '../../src/server/share-links/public-page-cache.js';
import { SHARE_RATE_LIMITS } from '../../src/server/share-page/rate-limits.js';
import {
  bearer,
  call,
  createCampaign,
  createGroup,
  expectFailure,
  handOffBody,
  insertOrder,
  loginSeller,
  registerAdmin,
  type CampaignRow,
  type GroupRow,
  type SellerSession,
} from '../support/fixtures.js';
import {
  SHARE_LINK_CART_ATTRIBUTES,
  cartAttributesOf,
  deliverWebhook,
  storeOrder,
} from '../support/store-webhooks.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { textOf } from '../support/html-text.js';

const TEXT = SHARE_PAGE_TEXTS;
const PUBLIC_URL = 'https://portal.example.org';
/** Noon on 10 March 2026 in the portal's time zone (UTC by default). */
const START = Date.parse('2026-03-10T12:00:00Z');

function newToken(): string {
  return Array.from(
    { length: SHARE_TOKEN_LENGTH },
    () => SHARE_TOKEN_ALPHABET[randomInt(SHARE_TOKEN_ALPHABET.length)],
  ).join('');
}

/** An address of its own for each test, so no test's counters touch another's. */
const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

function withoutPerHandoff(attributes: Record<string, string>) {
  const { portal_ref: _ref, timestamp: _timestamp, portal_sig: _sig, ...rest } = attributes;
  return rest;
}

describe('the public share page and API', () => {
  let t: TestApp;
  let clock = START;
  let group: GroupRow;
  let campaign: CampaignRow;
  let seller: SellerSession;
  let token: string;
  const address = randomAddress();

  const view = (path: string, remoteAddress = address) =>
    t.app.inject({ method: 'GET', url: path, remoteAddress });
  const shop = (linkToken: string, remoteAddress = address) =>
    t.app.inject({
      method: 'POST',
      url: `/s/${linkToken}/shop`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
      remoteAddress,
    });
  const apiView = (linkToken: string, remoteAddress = address) =>
    call(t, { method: 'GET', url: `/api/share/${linkToken}`, remoteAddress });
  const apiShop = (linkToken: string, remoteAddress = address) =>
    call(t, { method: 'POST', url: `/api/share/${linkToken}/shop-url`, remoteAddress });

  async function insertLink(values: {
    sellerId: string;
    groupId: string;
    campaignId: string;
    revokedAt?: Date;
  }): Promise<string> {
    const linkToken = newToken();
    await t.app.ctx.db.insert(shareLinks).values({ ...values, token: linkToken });
    return linkToken;
  }

  /** A seller of their own (inserted: the seller login refuses inactive groups and campaigns). */
  async function sellerRow(groupId: string, name = 'Liam Okafor') {
    const [row] = await t.app.ctx.db
      .insert(sellers)
      .values({ groupId, name, email: `${name.split(' ')[0]!.toLowerCase()}@example.org` })
      .returning();
    return row!;
  }

  async function sellerCount() {
    const [row] = await t.app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(sellers);
    return row!.n;
  }

  function expectInvalidPage(res: LightMyRequestResponse) {
    expect(res.statusCode, res.payload).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const text = textOf(res.payload);
    expect(text).toContain(TEXT.invalid.heading);
    expect(text).toContain(TEXT.invalid.message);
    expect(res.payload.match(/<h1[\s>]/g)).toHaveLength(1);
  }

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL }, now: () => new Date(clock) });
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
    const login = await loginSeller(t, {
      name: 'Ava Marie Sterling',
      email: 'ava.parent@example.org',
      groupCode: group.code,
    });
    expect(login.statusCode, login.payload).toBe(200);
    seller = login.json<SellerSession>();
    token = await insertLink({ sellerId: seller.user.id, groupId: group.id, campaignId: campaign.id });
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows who the purchase supports, the group, the campaign, its dates and goal, and Shop now', async () => {
    const res = await view(`/s/${token}`);
    expect(res.statusCode, res.payload).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');

    expect(res.payload).toMatch(/^<!doctype html>\s*<html lang="en">/);
    expect(res.payload.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(res.payload).toContain('<h1>Support Ava S.</h1>');
    expect(res.payload).toMatch(/<main id="main"/);
    const text = textOf(res.payload);
    expect(text).toContain(TEXT.intro('Ava', 'Maple Room 4'));
    expect(text).toContain('Group Maple Room 4');
    expect(text).toContain('Organization Maple Grove Elementary');
    expect(text).toContain('Fundraiser Spring Cookie Dough');
    expect(text).toContain('Dates March 1, 2026 – April 15, 2026');
    expect(text).toContain('Group goal');
    expect(text).toContain('$0.00 of $2,000.00 raised (0% of the goal)');
    expect(res.payload).toContain(`<form class="shop-form" method="post" action="/s/${token}/shop">`);
    expect(text).toContain(TEXT.shopButton);
    expect(text).toContain(TEXT.shopHint);
    expect(res.payload).toContain(`<a href="/">${TEXT.footerPortal}</a>`);
  });

  it('never shows the e-mail, the full last name, the group code or any id but the token', async () => {
    const pages = [(await view(`/s/${token}`)).payload, (await apiView(token)).payload];
    for (const page of pages) {
      expect(page.toLowerCase()).not.toContain('ava.parent@example.org');
      expect(page.toLowerCase()).not.toContain('sterling');
      expect(page.toLowerCase()).not.toContain('marie');
      expect(page.toLowerCase()).not.toContain('maple47');
      for (const id of [seller.user.id, group.id, campaign.id]) expect(page).not.toContain(id);
      expect(page).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);
    }
  });

  it('serves its style sheet and says "Support Noah." for a seller with one name', async () => {
    const css = await view('/s/share.css');
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    const noah = await sellerRow(group.id, 'Noah');
    const noahToken = await insertLink({
      sellerId: noah.id,
      groupId: group.id,
      campaignId: campaign.id,
    });
    const res = await view(`/s/${noahToken}`);
    expect(res.payload).toContain('<h1>Support Noah.</h1>');
    expect(res.payload).toContain('<title>Support Noah. · Maple Room 4</title>');
  });

  it('answers the API with the public view only', async () => {
    const res = await apiView(token);
    expect(res.statusCode, res.payload).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      success: true,
      data: {
        seller: { firstName: 'Ava', lastInitial: 'S.' },
        group: { name: 'Maple Room 4', organizationName: 'Maple Grove Elementary' },
        campaign: { name: 'Spring Cookie Dough', startDate: '2026-03-01', endDate: '2026-04-15' },
        goal: { goalAmount: 2000, productSales: 0, donations: 0, fraction: 0 },
        canShop: true,
        // The campaign takes no donations.
        donations: null,
        unavailable: null,
      } satisfies TPublicShareLink,
    });
  });

  it('keeps the page a minute in memory; forgetting the token ends it at once', async () => {
    const linkToken = await insertLink({
      sellerId: (await sellerRow(group.id, 'Mia Chen')).id,
      groupId: group.id,
      campaignId: campaign.id,
    });
    expect((await view(`/s/${linkToken}`)).statusCode).toBe(200);
    await t.app.ctx.db
      .update(shareLinks)
      .set({ revokedAt: new Date(clock) })
      .where(eq(shareLinks.token, linkToken));
    // Served from memory: the revoke is not read yet.
    expect((await view(`/s/${linkToken}`)).statusCode).toBe(200);
    forgetSharePage(t.app.ctx, linkToken);
    expectInvalidPage(await view(`/s/${linkToken}`));
  });

  it('ends a cached page at once when staff revoke the link or an admin erases the seller', async () => {
    const admin = await registerAdmin(t);
    for (const name of ['Zoe Park', 'Omar Haddad']) {
      const login = await loginSeller(t, { name, email: 'family@example.org', groupCode: group.code });
      expect(login.statusCode, login.payload).toBe(200);
      const session = login.json<SellerSession>();
      const made = await call(t, {
        method: 'POST',
        url: `/api${SHARE_LINK_API_PATHS.sellerShareLink(campaign.id)}`,
        headers: bearer(session.token),
      });
      expect(made.statusCode, made.payload).toBe(200);
      const link = made.json<TSellerShareLinkReply>().data;
      expect((await view(`/s/${link.token}`)).statusCode).toBe(200);

      const ended =
        name === 'Zoe Park'
          ? await call(t, {
              method: 'POST',
              url: `/api${SHARE_LINK_API_PATHS.revokeShareLink(
                group.id,
                campaign.id,
                (await t.app.ctx.db.select().from(shareLinks).where(eq(shareLinks.token, link.token)))[0]!.id,
              )}`,
              headers: bearer(admin.token),
            })
          : await call(t, {
              method: 'POST',
              url: `/api${PRIVACY_API_PATHS.sellerErasure(session.user.id)}`,
              headers: bearer(admin.token),
            });
      expect(ended.statusCode, ended.payload).toBe(200);
      expectInvalidPage(await view(`/s/${link.token}`));
    }
  });

  it('says "This link is not valid" (404) for unknown, revoked and malformed tokens, in HTML and the API', async () => {
    const revoked = await insertLink({
      sellerId: seller.user.id,
      groupId: group.id,
      campaignId: campaign.id,
      revokedAt: new Date(clock - 1000),
    });
    const junk = ['abc', '0OIl0OIl0OIl', `${newToken()}x`, '%3Cscript%3E', 'ABCDEFGHJKL-'];
    const from = randomAddress();
    for (const linkToken of [newToken(), revoked, ...junk]) {
      expectInvalidPage(await view(`/s/${linkToken}`, from));
      expectFailure(await apiView(linkToken, from), 404, SHARE_LINK_PUBLIC_MESSAGES.notFound);
      expectFailure(await apiShop(linkToken, from), 404, SHARE_LINK_PUBLIC_MESSAGES.notFound);
    }
    expectInvalidPage(await shop(newToken(), from));
    // Nothing under /s/ falls to the web app.
    for (const path of ['/s', '/s/', `/s/${token}/extra`, '/s/a/b/c'])
      expectInvalidPage(await view(path, from));
  });

  describe('when nobody can shop through the link', () => {
    const cases = [
      ['campaign-ended', { campaign: { startDate: '2026-01-01', endDate: '2026-03-09' } }],
      ['campaign-not-started', { campaign: { startDate: '2026-03-11', endDate: '2026-05-01' } }],
      ['campaign-inactive', { campaign: { isActive: false } }],
      ['group-inactive', { group: { isActive: false } }],
    ] as const;

    for (const [reason, setup] of cases) {
      it(`says so plainly and offers no Shop button (${reason})`, async () => {
        const ownGroup = await createGroup(t, {
          name: 'Birch Room',
          ...('group' in setup ? setup.group : {}),
        });
        const ownCampaign = await createCampaign(t, ownGroup.id, {
          name: 'Winter Wreaths',
          startDate: '2026-03-01',
          endDate: '2026-04-15',
          ...('campaign' in setup ? setup.campaign : {}),
        });
        const owner = await sellerRow(ownGroup.id);
        const linkToken = await insertLink({
          sellerId: owner.id,
          groupId: ownGroup.id,
          campaignId: ownCampaign.id,
        });
        const notice = TEXT.unavailable[reason];

        const res = await view(`/s/${linkToken}`);
        expect(res.statusCode).toBe(200);
        const text = textOf(res.payload);
        expect(text).toContain('Support Liam O.');
        expect(text).toContain(notice.heading);
        expect(text).toContain(notice.message);
        expect(text).not.toContain(TEXT.shopButton);
        expect(res.payload).not.toContain('<form');
        expect(text).not.toContain(TEXT.goalHeading); // no goal set

        const api = await apiView(linkToken);
        expect(api.json<{ data: TPublicShareLink }>().data).toMatchObject({
          canShop: false,
          donations: null,
          unavailable: reason,
          goal: null,
        });

        const before = await t.app.ctx.db.select({ id: storeHandoffs.id }).from(storeHandoffs);
        expectFailure(await apiShop(linkToken), 409, SHARE_LINK_PUBLIC_MESSAGES.unavailable(reason));
        const posted = await shop(linkToken);
        expect(posted.statusCode).toBe(409);
        expect(textOf(posted.payload)).toContain(notice.message);
        expect(posted.payload).not.toContain('<form');
        const after = await t.app.ctx.db.select({ id: storeHandoffs.id }).from(storeHandoffs);
        expect(after).toHaveLength(before.length);
      });
    }

    it('shows the ended page once the last day is over', async () => {
      const linkToken = await insertLink({
        sellerId: (await sellerRow(group.id, 'Zoe Park')).id,
        groupId: group.id,
        campaignId: (await createCampaign(t, group.id, { startDate: '2026-03-01', endDate: '2026-03-10' }))
          .id,
      });
      expect((await apiView(linkToken)).json<{ data: TPublicShareLink }>().data.canShop).toBe(true);
      forgetSharePage(t.app.ctx, linkToken);
      const saved = clock;
      clock = Date.parse('2026-03-11T00:00:01Z');
      try {
        expect(textOf((await view(`/s/${linkToken}`)).payload)).toContain(
          TEXT.unavailable['campaign-ended'].message,
        );
      } finally {
        clock = saved;
        forgetSharePage(t.app.ctx, linkToken);
      }
    });
  });

  it('hands a buyer to the demo store with only what the page shows and a signed reference, and credits the seller', async () => {
    const sellersBefore = await sellerCount();
    const own = await call(t, {
      method: 'POST',
      url: '/api/shopify/create-shop-url',
      headers: bearer(seller.token),
      payload: handOffBody(seller, group, campaign),
    });
    expect(own.statusCode, own.payload).toBe(200);
    const ownAttributes = cartAttributesOf(own.json<{ data: { url: string } }>().data.url);

    const res = await shop(token);
    expect(res.statusCode, res.payload).toBe(303);
    expect(res.headers['cache-control']).toBe('no-store');
    const location = res.headers.location as string;
    expect(location.startsWith(`${PUBLIC_URL}/demo-store/cart/update?`)).toBe(true);
    expect(new URL(location).searchParams.get('return_to')).toBe('/demo-store/');
    const attributes = cartAttributesOf(location);
    // What the share page shows, and nothing a stranger could log in with: no e-mail, surname, code or seller id.
    expect(withoutPerHandoff(attributes)).toEqual({
      student_name: 'Ava S.',
      group_name: 'Maple Room 4',
      campaign_name: 'Spring Cookie Dough',
      from_portal: 'true',
    });
    expect(Object.keys(attributes).sort()).toEqual(SHARE_LINK_CART_ATTRIBUTES);
    expect(location).not.toMatch(/ava\.parent|Sterling|Marie|MAPLE47/i);
    expect(location).not.toContain(seller.user.id);
    expect(attributes.portal_ref).not.toBe(ownAttributes.portal_ref);
    expect(ownAttributes).toMatchObject({ group_code: 'MAPLE47', student_email: 'ava.parent@example.org' });

    const [link] = await t.app.ctx.db.select().from(shareLinks).where(eq(shareLinks.token, token));
    const [record] = await t.app.ctx.db
      .select()
      .from(storeHandoffs)
      .where(eq(storeHandoffs.id, attributes.portal_ref!));
    expect(record).toMatchObject({
      sellerId: seller.user.id,
      groupId: group.id,
      campaignId: campaign.id,
      source: 'share_link',
      shareLinkId: link!.id,
    });
    const [ownRecord] = await t.app.ctx.db
      .select()
      .from(storeHandoffs)
      .where(eq(storeHandoffs.id, ownAttributes.portal_ref!));
    expect(ownRecord).toMatchObject({ source: 'seller', shareLinkId: null });

    // The API hand-off gives the same kind of link.
    const api = await apiShop(token);
    expect(api.statusCode, api.payload).toBe(200);
    const apiReply = api.json<{ success: true; data: { url: string; mode: string } }>();
    expect(apiReply.data.mode).toBe('demo');
    expect(withoutPerHandoff(cartAttributesOf(apiReply.data.url))).toEqual(withoutPerHandoff(attributes));

    // The buyer's order, as the store delivers it with the cart's attributes.
    const order = storeOrder({ attributes, createdAt: new Date(clock).toISOString() });
    expect((await deliverWebhook(t.app, order)).statusCode).toBe(200);
    const [stored] = await t.app.ctx.db
      .select()
      .from(orders)
      .where(eq(orders.shopifyOrderId, String(order.id)));
    expect(stored).toMatchObject({
      sellerId: seller.user.id,
      groupId: group.id,
      groupCode: 'MAPLE47',
      campaignId: campaign.id,
      campaignName: 'Spring Cookie Dough',
      sellerName: 'Ava Marie Sterling',
      sellerEmail: 'ava.parent@example.org',
      handoffId: attributes.portal_ref,
      attributionVerified: true,
    });
    expect(await sellerCount()).toBe(sellersBefore);

    // An edited share-link cart still credits the seller through its hand-off, but unverified.
    const edited = storeOrder({
      attributes: { ...attributes, student_name: 'Someone Else' },
      createdAt: new Date(clock).toISOString(),
    });
    expect((await deliverWebhook(t.app, edited)).statusCode).toBe(200);
    const [editedRow] = await t.app.ctx.db
      .select()
      .from(orders)
      .where(eq(orders.shopifyOrderId, String(edited.id)));
    expect(editedRow).toMatchObject({
      sellerId: seller.user.id,
      sellerName: 'Ava Marie Sterling',
      attributionVerified: false,
    });

    // A minute later the page reads the goal again.
    clock += 61_000;
    const page = textOf((await view(`/s/${token}`)).payload);
    expect(page).toContain('$60.00 of $2,000.00 raised (3% of the goal)');
  });
});

describe('the goal figure on the share page', () => {
  let t: TestApp;
  let group: GroupRow;

  /** A campaign with a $100.00 goal, `productSalesCents` of counted sales, and a seller's link to it. */
  async function linkWithSales(name: string, productSalesCents: number): Promise<string> {
    const campaign = await createCampaign(t, group.id, { name, goalCents: 10_000 });
    const [seller] = await t.app.ctx.db
      .insert(sellers)
      .values({ groupId: group.id, name: 'Ava Sterling', email: `ava.${name.toLowerCase()}@example.org` })
      .returning();
    await insertOrder(t, { group, campaign, status: 'paid', totalProductCents: productSalesCents });
    const token = newToken();
    await t.app.ctx.db
      .insert(shareLinks)
      .values({ token, sellerId: seller!.id, groupId: group.id, campaignId: campaign.id });
    return token;
  }
  const page = (path: string) =>
    t.app.inject({ method: 'GET', url: path, remoteAddress: randomAddress() }).then((res) => {
      expect(res.statusCode, res.payload).toBe(200);
      return res.payload;
    });

  beforeAll(async () => {
    t = await createTestApp();
    group = await createGroup(t, { name: 'Birch Room' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads 99% at 99.6 % of the goal, in English and Spanish, as every screen does', async () => {
    const token = await linkWithSales('Autumn', 9_960);
    const english = await page(`/s/${token}`);
    expect(textOf(english)).toContain('$99.60 of $100.00 raised (99% of the goal)');
    expect(english).toMatch(/<progress[^>]*value="99"/);
    expect(textOf(await page(`/s/${token}?lang=es`))).toContain('(99% de la meta)');

    const api = await call(t, { method: 'GET', url: `/api/share/${token}`, remoteAddress: randomAddress() });
    expect(api.json<{ data: TPublicShareLink }>().data.goal).toEqual({
      goalAmount: 100,
      productSales: 99.6,
      donations: 0,
      fraction: 0.996,
    });
  });

  it('reads 29% at exactly $29.00 of $100.00, counted in whole cents', async () => {
    const token = await linkWithSales('Winter', 2_900);
    expect(textOf(await page(`/s/${token}`))).toContain('$29.00 of $100.00 raised (29% of the goal)');
  });
});

describe('share link rate limits', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    const group = await createGroup(t, { name: 'Oak Room' });
    const campaign = await createCampaign(t, group.id);
    const [seller] = await t.app.ctx.db
      .insert(sellers)
      .values({ groupId: group.id, name: 'Ava Sterling', email: 'ava@example.org' })
      .returning();
    token = newToken();
    await t.app.ctx.db
      .insert(shareLinks)
      .values({ token, sellerId: seller!.id, groupId: group.id, campaignId: campaign.id });
  });
  afterAll(async () => {
    await t.close();
  });

  function expectTooManyPage(res: LightMyRequestResponse) {
    expect(res.statusCode, res.payload).toBe(429);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const seconds = Number(res.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    const text = textOf(res.payload);
    expect(text).toContain(TEXT.tooMany.heading);
    expect(text).toContain(TEXT.tooMany.message(retryAfterText(seconds)));
  }

  function expectTooManyJson(res: LightMyRequestResponse) {
    expect(res.statusCode, res.payload).toBe(429);
    const body = res.json<{ success: boolean; message: string }>();
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/^Too many attempts\. Please try again in \d+ (second|minute)s?\.$/);
    const seconds = Number(res.headers['retry-after']);
    expect(body.message).toBe(API_ERROR_MESSAGES.tooManyRequests(retryAfterText(seconds)));
  }

  it(`allows ${SHARE_RATE_LIMITS.views.max} views a minute per address, page and API together`, async () => {
    const from = randomAddress();
    const limit = SHARE_RATE_LIMITS.views.max;
    for (let n = 0; n < limit; n++) {
      const res = await t.app.inject({
        method: 'GET',
        url: n % 2 ? `/s/${token}` : `/api/share/${token}`,
        remoteAddress: from,
      });
      expect(res.statusCode).toBe(200);
    }
    expectTooManyPage(await t.app.inject({ method: 'GET', url: `/s/${token}`, remoteAddress: from }));
    expectTooManyJson(await t.app.inject({ method: 'GET', url: `/api/share/${token}`, remoteAddress: from }));
    const other = await t.app.inject({ method: 'GET', url: `/s/${token}`, remoteAddress: randomAddress() });
    expect(other.statusCode).toBe(200);
  });

  it(`refuses an address after ${SHARE_RATE_LIMITS.misses.max} unknown tokens, even for a valid one`, async () => {
    const from = randomAddress();
    // Valid views do not count.
    for (let n = 0; n < 40; n++) {
      const res = await t.app.inject({ method: 'GET', url: `/s/${token}`, remoteAddress: from });
      expect(res.statusCode).toBe(200);
    }
    for (let n = 0; n < SHARE_RATE_LIMITS.misses.max; n++) {
      const url = n % 2 ? `/s/${newToken()}` : `/api/share/${newToken()}`;
      expect((await t.app.inject({ method: 'GET', url, remoteAddress: from })).statusCode).toBe(404);
    }
    expectTooManyPage(await t.app.inject({ method: 'GET', url: `/s/${newToken()}`, remoteAddress: from }));
    expectTooManyPage(await t.app.inject({ method: 'GET', url: `/s/${token}`, remoteAddress: from }));
    expectTooManyJson(await t.app.inject({ method: 'GET', url: `/api/share/${token}`, remoteAddress: from }));
    expectTooManyJson(
      await t.app.inject({ method: 'POST', url: `/api/share/${token}/shop-url`, remoteAddress: from }),
    );
    const other = await t.app.inject({ method: 'GET', url: `/s/${token}`, remoteAddress: randomAddress() });
    expect(other.statusCode).toBe(200);
  });

  it(`allows ${SHARE_RATE_LIMITS.handoffs.max} hand-offs per 10 minutes per address, form and API together`, async () => {
    const from = randomAddress();
    for (let n = 0; n < SHARE_RATE_LIMITS.handoffs.max; n++) {
      const res =
        n % 2
          ? await t.app.inject({ method: 'POST', url: `/s/${token}/shop`, remoteAddress: from })
          : await t.app.inject({ method: 'POST', url: `/api/share/${token}/shop-url`, remoteAddress: from });
      expect(res.statusCode, res.payload).toBe(n % 2 ? 303 : 200);
    }
    expectTooManyPage(await t.app.inject({ method: 'POST', url: `/s/${token}/shop`, remoteAddress: from }));
    expectTooManyJson(
      await t.app.inject({ method: 'POST', url: `/api/share/${token}/shop-url`, remoteAddress: from }),
    );
    // Viewing the page is counted apart.
    expect((await t.app.inject({ method: 'GET', url: `/s/${token}`, remoteAddress: from })).statusCode).toBe(
      200,
    );
  });
});

describe('the public hand-off without a store', () => {
  it('answers 503 with the plain message, in JSON and in HTML', async () => {
    const t = await createTestApp({ env: { DEMO_STORE: '0' } });
    try {
      const group = await createGroup(t);
      const campaign = await createCampaign(t, group.id);
      const [seller] = await t.app.ctx.db
        .insert(sellers)
        .values({ groupId: group.id, name: 'Ava Sterling', email: 'ava@example.org' })
        .returning();
      const token = newToken();
      await t.app.ctx.db
        .insert(shareLinks)
        .values({ token, sellerId: seller!.id, groupId: group.id, campaignId: campaign.id });
      expectFailure(
        await call(t, { method: 'POST', url: `/api/share/${token}/shop-url` }),
        503,
        STORE_API_MESSAGES.noStore,
      );
      const page = await t.app.inject({ method: 'POST', url: `/s/${token}/shop` });
      expect(page.statusCode).toBe(503);
      expect(textOf(page.payload)).toContain(TEXT.storeUnavailable.message);
    } finally {
      await t.close();
    }
  });
});
