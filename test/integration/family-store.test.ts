import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_API_PATHS } from '../../src/shared/api/family-paths.js';
import { FAMILY_API_MESSAGES } from '../../src/shared/texts/families.js';
import { queryRows } from '../../src/server/db/database.js';
import {
  bearer,
  call,
  createCampaign,
  createGroup,
  expectFailure,
  type CampaignRow,
  type GroupRow,
} from '../support/fixtures.js';
import {
  addFamilyChild,
  agreeToFamilyNotice,
  familyPageOf,
  familySignIn,
} from '../support/family-fixtures.js';
import {
  SHARE_LINK_CART_ATTRIBUTES,
  cartAttributesOf,
  deliverWebhook,
  storeOrder,
} from '../support/store-webhooks.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const PUBLIC_URL = 'https://portal.example.org';
/** What must never reach the store from a `families` group: the surname, the group code, the child's id. */
const CHILD_SECRETS = /Stonebridge|Marie|LINC44/i;

describe('families: a parent shops for each child and follows their figures', () => {
  let t: TestApp;
  let group: GroupRow;
  let campaign: CampaignRow;
  let roomFour: string;
  let parent: string;
  let ava: string;
  let leo: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL } });
    group = await createGroup(t, { code: 'LINC44', name: 'Lincoln PTA', sellerSignIn: 'families' });
    campaign = await createCampaign(t, group.id, { name: 'Fall Cookie Dough', goalCents: 100_000 });
    [{ id: roomFour }] = (await queryRows<{ id: string }>(
      t.app.ctx.db,
      sql`insert into teams (group_id, name) values (${group.id}, 'Room 4') returning id`,
    )) as [{ id: string }];
    parent = await familySignIn(t, group, 'lucia@example.org');
    await agreeToFamilyNotice(t, parent);
    ava = await addFamilyChild(t, parent, {
      firstName: 'Ava',
      lastName: 'Marie Stonebridge',
      teamId: roomFour,
    });
    leo = await addFamilyChild(t, parent, { firstName: 'Leo', lastName: 'Stonebridge', teamId: roomFour });
  });
  afterAll(async () => {
    await t.close();
  });

  const shopFor = (token: string, childId: string, campaignId: string, purpose?: 'shop' | 'donate') =>
    call(t, {
      method: 'POST',
      url: `/api${FAMILY_API_PATHS.childShopUrl(childId, campaignId)}`,
      headers: bearer(token),
      payload: purpose ? { purpose } : {},
    });

  it('hands off to the store with only the public name and the signed reference, and the order credits the child', async () => {
    const res = await shopFor(parent, ava, campaign.id);
    expect(res.statusCode, res.payload).toBe(200);
    const { url, mode, handoffId } = res.json<{ data: { url: string; mode: string; handoffId: string } }>()
      .data;
    expect(mode).toBe('demo');
    expect(url).not.toMatch(CHILD_SECRETS);
    expect(url).not.toContain(ava);
    const attributes = cartAttributesOf(url);
    expect(Object.keys(attributes).sort()).toEqual(SHARE_LINK_CART_ATTRIBUTES);
    expect(attributes).toMatchObject({
      student_name: 'Ava S.',
      group_name: 'Lincoln PTA',
      campaign_name: 'Fall Cookie Dough',
      portal_ref: handoffId,
    });
    const [handoff] = await queryRows<{ source: string; sellerId: string }>(
      t.app.ctx.db,
      sql`select source, seller_id as "sellerId" from store_handoffs where id = ${handoffId}`,
    );
    expect(handoff).toEqual({ source: 'family', sellerId: ava });

    const order = storeOrder({ attributes });
    expect((await deliverWebhook(t.app, order)).statusCode).toBe(200);
    const [stored] = await queryRows<Record<string, unknown>>(
      t.app.ctx.db,
      sql`select seller_id as "sellerId", campaign_id as "campaignId", group_code as "groupCode",
                 handoff_id as "handoffId", attribution_verified as "verified"
          from orders where shopify_order_id = ${String(order.id)}`,
    );
    expect(stored).toEqual({
      sellerId: ava,
      campaignId: campaign.id,
      groupCode: 'LINC44',
      handoffId,
      verified: true,
    });
  });

  it('shows each child’s orders, sales and donations and the group’s goal, as the orders add up', async () => {
    const leoCart = cartAttributesOf(
      (await shopFor(parent, leo, campaign.id)).json<{ data: { url: string } }>().data.url,
    );
    const lines = [{ title: 'Wrapping Paper', price: '12.25', quantity: 3 }];
    await deliverWebhook(
      t.app,
      storeOrder({ attributes: leoCart, lines, shipping: { title: 'Pickup', price: '0.00' } }),
    );
    await deliverWebhook(t.app, storeOrder({ attributes: leoCart, cancelledAt: new Date().toISOString() }));

    const oracle = await queryRows<{ sellerId: string; orders: number; cents: number; productCents: number }>(
      t.app.ctx.db,
      sql`select seller_id as "sellerId", count(*)::int as orders, sum(total_cents)::int as cents,
                 sum(total_product_cents)::int as "productCents"
          from orders where group_id = ${group.id} and status <> 'cancelled' group by seller_id`,
    );
    const expected = (sellerId: string) => oracle.find((row) => row.sellerId === sellerId)!;
    const family = await familyPageOf(t, parent);
    expect(family.campaigns).toEqual([
      {
        _id: campaign.id,
        name: 'Fall Cookie Dough',
        startDate: campaign.startDate,
        endDate: campaign.endDate,
        donationsEnabled: false,
        goal: {
          goalAmount: 1000,
          productSales: (expected(ava).productCents + expected(leo).productCents) / 100,
          donations: 0,
          fraction: (expected(ava).productCents + expected(leo).productCents) / 100_000,
        },
      },
    ]);
    expect(family.children.map((child) => [child.firstName, child.campaigns])).toEqual([
      [
        'Ava',
        [
          {
            campaignId: campaign.id,
            orderCount: 1,
            sales: expected(ava).cents / 100,
            donations: 0,
            shareLinkUrl: null,
          },
        ],
      ],
      ['Leo', [{ campaignId: campaign.id, orderCount: 1, sales: 36.75, donations: 0, shareLinkUrl: null }]],
    ]);
    expect(expected(ava)).toEqual({ sellerId: ava, orders: 1, cents: 3550, productCents: 3000 });
  });

  it('makes each child’s share link once, and the family page lists it', async () => {
    const first = await call(t, {
      method: 'POST',
      url: `/api${FAMILY_API_PATHS.childShareLink(ava, campaign.id)}`,
      headers: bearer(parent),
    });
    expect(first.statusCode, first.payload).toBe(200);
    const { url } = first.json<{ data: { url: string } }>().data;
    expect(url).toMatch(/^https:\/\/portal\.example\.org\/s\/[A-Za-z0-9_-]+$/);
    const again = await call(t, {
      method: 'POST',
      url: `/api${FAMILY_API_PATHS.childShareLink(ava, campaign.id)}`,
      headers: bearer(parent),
    });
    expect(again.json<{ data: { url: string } }>().data.url).toBe(url);
    const family = await familyPageOf(t, parent);
    expect(family.children.map((child) => child.campaigns[0]!.shareLinkUrl)).toEqual([url, null]);
  });

  it('refuses another family’s child, an unknown id, a campaign not running and a donation where there are none', async () => {
    const stranger = await familySignIn(t, group, 'stranger@example.org');
    await agreeToFamilyNotice(t, stranger);
    expectFailure(await shopFor(stranger, ava, campaign.id), 404, FAMILY_API_MESSAGES.childNotFound);
    expectFailure(await shopFor(parent, 'not-an-id', campaign.id), 404, FAMILY_API_MESSAGES.childNotFound);
    const shareForStranger = await call(t, {
      method: 'POST',
      url: `/api${FAMILY_API_PATHS.childShareLink(ava, campaign.id)}`,
      headers: bearer(stranger),
    });
    expectFailure(shareForStranger, 404, FAMILY_API_MESSAGES.childNotFound);

    const ended = await createCampaign(t, group.id, {
      name: 'Last Spring',
      startDate: '2001-01-01',
      endDate: '2001-02-01',
    });
    const refused = await shopFor(parent, ava, ended.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ code: string }>().code).toBe('CAMPAIGN_NOT_CURRENT');
    const donation = await shopFor(parent, ava, campaign.id, 'donate');
    expect(donation.statusCode).toBe(409);
    expect(donation.json<{ code: string }>().code).toBe('DONATIONS_OFF');

    const handoffs = await queryRows<{ n: number }>(
      t.app.ctx.db,
      sql`select count(*)::int as n from store_handoffs where seller_id = ${ava}`,
    );
    expect(handoffs[0]!.n).toBe(1);
  });

  it('a child’s own hand-off in a families group names nobody either', async () => {
    const [seller] = await queryRows<{ version: number }>(
      t.app.ctx.db,
      sql`select token_version as version from sellers where id = ${ava}`,
    );
    const token = await t.app.ctx.tokens.sign(
      { sub: ava, role: 'user', ver: seller!.version, gid: group.id },
      600,
    );
    const res = await call(t, {
      method: 'POST',
      url: '/api/shopify/create-shop-url',
      headers: bearer(token),
      payload: {
        noteAttributes: {
          group_code: 'LINC44',
          student_name: 'Ava Marie Stonebridge',
          student_email: '',
          group_name: 'Lincoln PTA',
          campaign_id: campaign.id,
          campaign_name: campaign.name,
          user_id: ava,
          timestamp: new Date().toISOString(),
          from_portal: 'true',
        },
        userData: { userId: ava, name: 'Ava Marie Stonebridge', email: '', groupCode: 'LINC44' },
      },
    });
    expect(res.statusCode, res.payload).toBe(200);
    const { url } = res.json<{ data: { url: string } }>().data;
    expect(url).not.toMatch(CHILD_SECRETS);
    expect(Object.keys(cartAttributesOf(url)).sort()).toEqual(SHARE_LINK_CART_ATTRIBUTES);
  });
});
