import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, shareLinks } from '../../src/server/db/schema.js';
import { handOffToStore } from '../../src/server/store/handoff.js';
import { ORDER_API_PATHS } from '../../src/shared/api/order-paths.js';
import type { TOrderListReply } from '../../src/shared/api/orders.js';
import { API_ROUTES } from '../../src/shared/api/paths.js';
import { PRIVACY_API_PATHS } from '../../src/shared/api/privacy.js';
import {
  SHARE_LINK_API_PATHS,
  SHARE_TOKEN_ALPHABET,
  SHARE_TOKEN_LENGTH,
  type TCampaignShareLinksReply,
  type TRevokeShareLinkReply,
  type TSellerProgressReply,
  type TSellerShareLinkReply,
} from '../../src/shared/api/share-links.js';
import { API_ERROR_MESSAGES } from '../../src/shared/texts/api-errors.js';
import { CAMPAIGN_API_MESSAGES } from '../../src/shared/texts/campaigns.js';
import { GROUP_API_MESSAGES } from '../../src/shared/texts/groups.js';
import { SHARE_LINK_API_MESSAGES } from '../../src/shared/texts/share-links.js';
import {
  bearer,
  call,
  coordinatorToken,
  createCampaign,
  createCoordinator,
  createGroup,
  expectFailure,
  loginSeller,
  registerAdmin,
  unique,
  type CampaignRow,
  type GroupRow,
  type SellerSession,
} from '../support/fixtures.js';
import { acceptedWebhook, insertOrders, orderRowsOf } from '../support/order-fixtures.js';
import { cartAttributesOf, storeOrder } from '../support/store-webhooks.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { readSellerName } from '../../src/server/lib/seller-name-parts.js';

const PUBLIC_URL = 'https://portal.example.org';
const TOKEN_SHAPE = new RegExp(`^[${SHARE_TOKEN_ALPHABET}]{${SHARE_TOKEN_LENGTH}}$`);
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let adminToken: string;
let group: GroupRow;
let otherGroup: GroupRow;
let campaign: CampaignRow;
let secondCampaign: CampaignRow;
let otherCampaign: CampaignRow;
let coordinatorOfGroup: string;
let coordinatorOfOther: string;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL } });
  adminToken = (await registerAdmin(t)).token;
  group = await createGroup(t, {
    name: 'Maple Street 4th Grade',
    organizationName: 'Maple Street Elementary',
  });
  otherGroup = await createGroup(t, { name: 'Oak Hill Band' });
  campaign = await createCampaign(t, group.id, { name: 'Spring Cookie Dough', goalCents: 100_000 });
  secondCampaign = await createCampaign(t, group.id, { name: 'Fall Wrapping Paper' });
  otherCampaign = await createCampaign(t, otherGroup.id, { name: 'Band Trip' });
  coordinatorOfGroup = await coordinatorToken(t, await createCoordinator(t, group.id));
  coordinatorOfOther = await coordinatorToken(t, await createCoordinator(t, otherGroup.id));
});
afterAll(async () => {
  await t.close();
});

async function sellerOf(target: GroupRow, name: string, email = `${unique('seller')}@example.org`) {
  const res = await loginSeller(t, { name, email, groupCode: target.code });
  expect(res.statusCode, res.payload).toBe(200);
  return res.json<SellerSession>();
}

function postShareLink(seller: SellerSession, campaignId: string) {
  return call(t, {
    method: 'POST',
    url: `/api${SHARE_LINK_API_PATHS.sellerShareLink(campaignId)}`,
    headers: bearer(seller.token),
  });
}

async function shareLinkOf(seller: SellerSession, campaignId = campaign.id) {
  const res = await postShareLink(seller, campaignId);
  expect(res.statusCode, res.payload).toBe(200);
  return res.json<TSellerShareLinkReply>().data;
}

function getProgress(token: string, campaignId: string) {
  return call(t, {
    method: 'GET',
    url: `/api${SHARE_LINK_API_PATHS.sellerProgress(campaignId)}`,
    headers: bearer(token),
  });
}

function getStaffList(token: string, groupId: string, campaignId: string) {
  return call(t, {
    method: 'GET',
    url: `/api${SHARE_LINK_API_PATHS.campaignShareLinks(groupId, campaignId)}`,
    headers: bearer(token),
  });
}

function postRevoke(token: string, groupId: string, campaignId: string, linkId: string) {
  return call(t, {
    method: 'POST',
    url: `/api${SHARE_LINK_API_PATHS.revokeShareLink(groupId, campaignId, linkId)}`,
    headers: bearer(token),
  });
}

function activeLinksOf(sellerId: string, campaignId: string) {
  return t.app.ctx.db
    .select()
    .from(shareLinks)
    .where(
      and(
        eq(shareLinks.sellerId, sellerId),
        eq(shareLinks.campaignId, campaignId),
        isNull(shareLinks.revokedAt),
      ),
    );
}

async function linkRowOf(token: string) {
  const [row] = await t.app.ctx.db.select().from(shareLinks).where(eq(shareLinks.token, token));
  return row!;
}

/** A hand-off recorded as the store routes record it: the seller's own, or a buyer's through a share link. */
async function handOff(seller: SellerSession, target: GroupRow, on: CampaignRow, shareLinkId: string | null) {
  const identity = {
    id: seller.user.id,
    ...readSellerName(seller.user.name),
    groupId: target.id,
    groupName: target.name,
  };
  const campaign = {
    id: on.id,
    name: on.name,
    donationsEnabled: on.donationsEnabled,
    donationProduct: on.donationProduct,
  };
  return handOffToStore(
    t.app.ctx,
    shareLinkId
      ? { via: 'share_link', shareLinkId, seller: identity, campaign }
      : {
          via: 'seller',
          seller: { ...identity, email: seller.user.email, groupCode: target.code, groupSignIn: 'students' },
          campaign,
        },
  );
}

describe('POST /api/seller/campaigns/:campaignId/share-link', () => {
  it('makes the link on first use and answers the same one afterwards', async () => {
    const seller = await sellerOf(group, 'Ava Marie Smith');
    const first = await shareLinkOf(seller);
    expect(first.token).toMatch(TOKEN_SHAPE);
    expect(first.url).toBe(`${PUBLIC_URL}/s/${first.token}`);
    expect(new Date(first.createdAt).toISOString()).toBe(first.createdAt);

    const second = await shareLinkOf(seller);
    expect(second).toEqual(first);
    expect(await activeLinksOf(seller.user.id, campaign.id)).toHaveLength(1);

    // Another campaign of the group is another link.
    const other = await shareLinkOf(seller, secondCampaign.id);
    expect(other.token).not.toBe(first.token);
  });

  it('ends ten concurrent first calls with one active link', async () => {
    const seller = await sellerOf(group, 'Noah Concurrent');
    const replies = await Promise.all(Array.from({ length: 10 }, () => postShareLink(seller, campaign.id)));
    for (const res of replies) expect(res.statusCode, res.payload).toBe(200);
    const tokens = new Set(replies.map((res) => res.json<TSellerShareLinkReply>().data.token));
    expect(tokens.size).toBe(1);
    const rows = await t.app.ctx.db.select().from(shareLinks).where(eq(shareLinks.sellerId, seller.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token).toBe([...tokens][0]);
  });

  it('gives every seller a different, well-formed token', async () => {
    const sellers = await Promise.all(
      Array.from({ length: 25 }, (_, index) => sellerOf(group, `Many Seller ${index}`)),
    );
    const links = await Promise.all(sellers.map((seller) => shareLinkOf(seller)));
    const tokens = links.map((link) => link.token);
    for (const token of tokens) expect(token).toMatch(TOKEN_SHAPE);
    expect(new Set(tokens).size).toBe(tokens.length);
    // Nothing in a token follows the seller or the order of creation.
    expect(new Set(tokens.map((token) => token.slice(0, 2))).size).toBeGreaterThan(20);
    for (const [index, seller] of sellers.entries()) expect(tokens[index]).not.toContain(seller.user.id);
  });

  it('answers 404 for another group’s campaign, an unknown one and a malformed id', async () => {
    const seller = await sellerOf(group, 'Mia Wrong Campaign');
    for (const campaignId of [otherCampaign.id, UNKNOWN_ID, 'not-an-id', "1' or '1'='1", '%00']) {
      expectFailure(
        await postShareLink(seller, campaignId),
        404,
        SHARE_LINK_API_MESSAGES.sellerCampaignNotFound,
      );
    }
    const rows = await t.app.ctx.db.select().from(shareLinks).where(eq(shareLinks.sellerId, seller.user.id));
    expect(rows).toHaveLength(0);
  });

  it('is for signed-in sellers only', async () => {
    const url = `/api${SHARE_LINK_API_PATHS.sellerShareLink(campaign.id)}`;
    expectFailure(await call(t, { method: 'POST', url }), 401, API_ERROR_MESSAGES.authenticationRequired);
    expectFailure(
      await call(t, { method: 'POST', url, headers: bearer(coordinatorOfGroup) }),
      403,
      API_ERROR_MESSAGES.forbidden,
    );
    expectFailure(
      await call(t, { method: 'POST', url, headers: bearer(adminToken) }),
      403,
      API_ERROR_MESSAGES.forbidden,
    );
  });
});

describe('GET /api/seller/campaigns/:campaignId/progress', () => {
  it('counts the seller’s own orders of the campaign, those through the share link, and the group’s goal', async () => {
    const progressGroup = await createGroup(t, {
      name: 'Cedar Scouts Troop 12',
      organizationName: 'Cedar Scouts',
    });
    const goalCampaign = await createCampaign(t, progressGroup.id, {
      name: 'Popcorn Sale',
      startDate: '2026-01-01',
      endDate: '2026-03-31',
      goalCents: 50_000,
    });
    const laterCampaign = await createCampaign(t, progressGroup.id, { name: 'Wreaths' });
    const seller = await sellerOf(progressGroup, 'Liam Oconnor-Smith', 'liam.parent@example.org');
    const classmate = await sellerOf(progressGroup, 'Emma Classmate');
    const link = await shareLinkOf(seller, goalCampaign.id);
    const linkRow = await linkRowOf(link.token);

    const own = await handOff(seller, progressGroup, goalCampaign, null);
    const shared = await handOff(seller, progressGroup, goalCampaign, linkRow.id);
    const classmateOwn = await handOff(classmate, progressGroup, goalCampaign, null);
    const credited = {
      group: progressGroup,
      campaign: goalCampaign,
      sellerId: seller.user.id,
      buyerFirstName: 'Grandma',
      buyerLastName: 'Buyerson',
      buyerEmail: 'grandma.buyer@example.com',
    };
    await insertOrders(t, [
      // Counted: 35.50 through the seller's own hand-off, 20.00 and 12.34 through the share link.
      { ...credited, handoffId: own.handoffId, totalProductCents: 3000, shippingCents: 550 },
      { ...credited, handoffId: shared.handoffId, totalProductCents: 2000 },
      { ...credited, handoffId: shared.handoffId, totalProductCents: 1000, shippingCents: 234 },
      // Counted, without a hand-off (credited by an administrator).
      { ...credited, totalProductCents: 500 },
      // Not counted: cancelled, test, deleted.
      { ...credited, handoffId: shared.handoffId, totalProductCents: 9900, status: 'cancelled' },
      { ...credited, handoffId: shared.handoffId, totalProductCents: 9800, isTest: true },
      { ...credited, handoffId: own.handoffId, totalProductCents: 9700, deletedAt: new Date() },
      // Someone else's, and another campaign's.
      {
        ...credited,
        sellerId: classmate.user.id,
        handoffId: classmateOwn.handoffId,
        totalProductCents: 4000,
      },
      { ...credited, campaign: laterCampaign, handoffId: null, totalProductCents: 9600 },
    ]);

    const res = await getProgress(seller.token, goalCampaign.id);
    expect(res.statusCode, res.payload).toBe(200);
    expect(res.json<TSellerProgressReply>()).toEqual({
      success: true,
      data: {
        seller: { firstName: 'Liam', lastInitial: 'O.' },
        sellerCode: expect.stringMatching(/^LIA-[2-9A-HJKMNP-Z]{4}$/),
        group: { name: 'Cedar Scouts Troop 12', organizationName: 'Cedar Scouts' },
        campaign: {
          _id: goalCampaign.id,
          name: 'Popcorn Sale',
          startDate: '2026-01-01',
          endDate: '2026-03-31',
          donationsEnabled: false,
        },
        orderCount: 4,
        sales: 72.84,
        donations: 0,
        shareLinkOrderCount: 2,
        // The group's product sales of counted orders: 30 + 20 + 10 + 5 + the classmate's 40; no donations.
        goal: { goalAmount: 500, productSales: 105, donations: 0, fraction: 0.21 },
      },
    });
    // Numbers only: nothing of the buyers, nor the seller's e-mail or full last name.
    expect(res.payload).not.toMatch(/Grandma|Buyerson|grandma\.buyer|liam\.parent|Oconnor/);

    const classmateProgress = await getProgress(classmate.token, goalCampaign.id);
    expect(classmateProgress.json<TSellerProgressReply>().data).toMatchObject({
      seller: { firstName: 'Emma', lastInitial: 'C.' },
      orderCount: 1,
      sales: 40,
      donations: 0,
      shareLinkOrderCount: 0,
    });

    const noGoal = await getProgress(seller.token, laterCampaign.id);
    expect(noGoal.json<TSellerProgressReply>().data).toMatchObject({
      orderCount: 1,
      sales: 96,
      donations: 0,
      shareLinkOrderCount: 0,
      goal: null,
    });
  });

  it('answers zeros for a seller without orders', async () => {
    const seller = await sellerOf(group, 'Zoe');
    const res = await getProgress(seller.token, secondCampaign.id);
    expect(res.statusCode, res.payload).toBe(200);
    expect(res.json<TSellerProgressReply>().data).toEqual({
      seller: { firstName: 'Zoe', lastInitial: '' },
      sellerCode: expect.stringMatching(/^ZOE-[2-9A-HJKMNP-Z]{4}$/),
      group: { name: 'Maple Street 4th Grade', organizationName: 'Maple Street Elementary' },
      campaign: {
        _id: secondCampaign.id,
        name: 'Fall Wrapping Paper',
        startDate: secondCampaign.startDate,
        endDate: secondCampaign.endDate,
        donationsEnabled: false,
      },
      orderCount: 0,
      sales: 0,
      donations: 0,
      shareLinkOrderCount: 0,
      goal: null,
    });
  });

  it('answers 404 for another group’s campaign and malformed ids, and refuses staff', async () => {
    const seller = await sellerOf(group, 'Owen Progress');
    for (const campaignId of [otherCampaign.id, UNKNOWN_ID, 'nope']) {
      expectFailure(
        await getProgress(seller.token, campaignId),
        404,
        SHARE_LINK_API_MESSAGES.sellerCampaignNotFound,
      );
    }
    expectFailure(await getProgress(adminToken, campaign.id), 403, API_ERROR_MESSAGES.forbidden);
  });
});

describe('staff: a campaign’s share links and revoking one', () => {
  let staffGroup: GroupRow;
  let staffCampaign: CampaignRow;
  let staffCoordinator: string;
  let bella: SellerSession;
  let adam: SellerSession;
  let carl: SellerSession;

  beforeAll(async () => {
    staffGroup = await createGroup(t, { name: 'Birch Robotics Club', organizationName: 'Birch High' });
    staffCampaign = await createCampaign(t, staffGroup.id, { name: 'Candle Sale' });
    staffCoordinator = await coordinatorToken(t, await createCoordinator(t, staffGroup.id));
    bella = await sellerOf(staffGroup, 'bella Brown');
    adam = await sellerOf(staffGroup, 'Adam Zimmer');
    carl = await sellerOf(staffGroup, 'Carl Quiet'); // neither a link nor a hand-off: not listed
    await sellerOf(staffGroup, 'Dana Elsewhere');

    const bellaLink = await linkRowOf((await shareLinkOf(bella, staffCampaign.id)).token);
    const bellaOwn = await handOff(bella, staffGroup, staffCampaign, null);
    const bellaShared = await handOff(bella, staffGroup, staffCampaign, bellaLink.id);
    const adamOwn = await handOff(adam, staffGroup, staffCampaign, null);
    const base = { group: staffGroup, campaign: staffCampaign };
    await insertOrders(t, [
      {
        ...base,
        sellerId: bella.user.id,
        handoffId: bellaShared.handoffId,
        totalProductCents: 1500,
        shippingCents: 500,
      },
      { ...base, sellerId: bella.user.id, handoffId: bellaShared.handoffId, totalProductCents: 1000 },
      {
        ...base,
        sellerId: bella.user.id,
        handoffId: bellaShared.handoffId,
        totalProductCents: 5000,
        status: 'cancelled',
      },
      {
        ...base,
        sellerId: bella.user.id,
        handoffId: bellaShared.handoffId,
        totalProductCents: 5000,
        isTest: true,
      },
      { ...base, sellerId: bella.user.id, handoffId: bellaOwn.handoffId, totalProductCents: 700 },
      { ...base, sellerId: adam.user.id, handoffId: adamOwn.handoffId, totalProductCents: 1234 },
      {
        ...base,
        sellerId: adam.user.id,
        handoffId: adamOwn.handoffId,
        totalProductCents: 766,
        deletedAt: new Date(),
      },
    ]);
  });

  it('lists the sellers with a link or a hand-off, by name, with orders split by where they came from', async () => {
    for (const token of [adminToken, staffCoordinator]) {
      const res = await getStaffList(token, staffGroup.id, staffCampaign.id);
      expect(res.statusCode, res.payload).toBe(200);
      const { data } = res.json<TCampaignShareLinksReply>();
      expect(data.campaign).toEqual({ _id: staffCampaign.id, name: 'Candle Sale' });
      expect(data.sellers.map((row) => row.sellerName)).toEqual(['Adam Zimmer', 'bella Brown']);
      const [adamRow, bellaRow] = data.sellers;
      expect(adamRow).toEqual({
        sellerId: adam.user.id,
        sellerName: 'Adam Zimmer',
        link: null,
        shareLinkOrderCount: 0,
        shareLinkSales: 0,
        sellerHandoffOrderCount: 1,
        sellerHandoffSales: 12.34,
      });
      expect(bellaRow).toMatchObject({
        sellerId: bella.user.id,
        shareLinkOrderCount: 2,
        shareLinkSales: 30,
        sellerHandoffOrderCount: 1,
        sellerHandoffSales: 7,
      });
      expect(bellaRow!.link!.token).toMatch(TOKEN_SHAPE);
      expect(bellaRow!.link!.url).toBe(`${PUBLIC_URL}/s/${bellaRow!.link!.token}`);
      expect(data.sellers.some((row) => row.sellerId === carl.user.id)).toBe(false);
    }
  });

  it('keeps coordinators to their own group and answers 404 for unknown or malformed ids', async () => {
    expectFailure(
      await getStaffList(coordinatorOfOther, staffGroup.id, staffCampaign.id),
      403,
      API_ERROR_MESSAGES.forbidden,
    );
    expectFailure(
      await getStaffList(bella.token, staffGroup.id, staffCampaign.id),
      403,
      API_ERROR_MESSAGES.forbidden,
    );
    expectFailure(
      await getStaffList(adminToken, staffGroup.id, otherCampaign.id),
      404,
      CAMPAIGN_API_MESSAGES.campaignNotFound,
    );
    expectFailure(
      await getStaffList(staffCoordinator, staffGroup.id, 'not-an-id'),
      404,
      CAMPAIGN_API_MESSAGES.campaignNotFound,
    );
    for (const groupId of [UNKNOWN_ID, 'not-an-id']) {
      expectFailure(
        await getStaffList(adminToken, groupId, staffCampaign.id),
        404,
        GROUP_API_MESSAGES.groupNotFound,
      );
    }
  });

  it('revokes a link; the seller’s next visit makes a new one, and the old orders still count', async () => {
    const before = await shareLinkOf(bella, staffCampaign.id);
    const linkId = (await linkRowOf(before.token)).id;

    expectFailure(
      await postRevoke(coordinatorOfOther, staffGroup.id, staffCampaign.id, linkId),
      403,
      API_ERROR_MESSAGES.forbidden,
    );
    expectFailure(
      await postRevoke(coordinatorOfGroup, staffGroup.id, staffCampaign.id, linkId),
      403,
      API_ERROR_MESSAGES.forbidden,
    );
    // Through another group's address, even by an administrator, the link is not found.
    expectFailure(
      await postRevoke(adminToken, group.id, campaign.id, linkId),
      404,
      SHARE_LINK_API_MESSAGES.shareLinkNotFound,
    );
    for (const unknownLink of [UNKNOWN_ID, 'not-an-id']) {
      expectFailure(
        await postRevoke(staffCoordinator, staffGroup.id, staffCampaign.id, unknownLink),
        404,
        SHARE_LINK_API_MESSAGES.shareLinkNotFound,
      );
    }

    const res = await postRevoke(staffCoordinator, staffGroup.id, staffCampaign.id, linkId);
    expect(res.statusCode, res.payload).toBe(200);
    const revoked = res.json<TRevokeShareLinkReply>().data;
    expect(revoked._id).toBe(linkId);
    expect((await linkRowOf(before.token)).revokedAt?.toISOString()).toBe(revoked.revokedAt);

    expectFailure(
      await postRevoke(adminToken, staffGroup.id, staffCampaign.id, linkId),
      404,
      SHARE_LINK_API_MESSAGES.shareLinkAlreadyRevoked,
    );

    const list = (
      await getStaffList(adminToken, staffGroup.id, staffCampaign.id)
    ).json<TCampaignShareLinksReply>();
    const bellaRow = list.data.sellers.find((row) => row.sellerId === bella.user.id)!;
    expect(bellaRow.link).toBeNull();
    expect(bellaRow.shareLinkOrderCount).toBe(2);

    const after = await shareLinkOf(bella, staffCampaign.id);
    expect(after.token).not.toBe(before.token);
    expect(after.token).toMatch(TOKEN_SHAPE);
    expect(await activeLinksOf(bella.user.id, staffCampaign.id)).toEqual([
      expect.objectContaining({ token: after.token }),
    ]);
    const relisted = (
      await getStaffList(adminToken, staffGroup.id, staffCampaign.id)
    ).json<TCampaignShareLinksReply>();
    expect(relisted.data.sellers.find((row) => row.sellerId === bella.user.id)!.link?.token).toBe(
      after.token,
    );
  });

  it('keeps a seller whose only link was revoked before anyone used it on the list, without a link', async () => {
    const cleo = await sellerOf(staffGroup, 'Cleo Diaz');
    const link = await shareLinkOf(cleo, staffCampaign.id);
    const linkId = (await linkRowOf(link.token)).id;
    const res = await postRevoke(adminToken, staffGroup.id, staffCampaign.id, linkId);
    expect(res.statusCode, res.payload).toBe(200);
    const list = (
      await getStaffList(adminToken, staffGroup.id, staffCampaign.id)
    ).json<TCampaignShareLinksReply>();
    expect(list.data.sellers.find((row) => row.sellerId === cleo.user.id)).toEqual({
      sellerId: cleo.user.id,
      sellerName: 'Cleo Diaz',
      link: null,
      shareLinkOrderCount: 0,
      shareLinkSales: 0,
      sellerHandoffOrderCount: 0,
      sellerHandoffSales: 0,
    });
  });
});

describe('erasing a seller and deleting their group or campaign', () => {
  it('revokes every active link of an erased seller', async () => {
    const seller = await sellerOf(group, 'Ella Erased');
    const first = await shareLinkOf(seller, campaign.id);
    const second = await shareLinkOf(seller, secondCampaign.id);
    const bystander = await sellerOf(group, 'Finn Bystander');
    const kept = await shareLinkOf(bystander, campaign.id);

    const res = await call(t, {
      method: 'POST',
      url: `/api${PRIVACY_API_PATHS.sellerErasure(seller.user.id)}`,
      headers: bearer(adminToken),
    });
    expect(res.statusCode, res.payload).toBe(200);
    expect((await linkRowOf(first.token)).revokedAt).not.toBeNull();
    expect((await linkRowOf(second.token)).revokedAt).not.toBeNull();
    expect((await linkRowOf(kept.token)).revokedAt).toBeNull();
  });

  it('deletes a campaign and a group that have share links', async () => {
    const doomedGroup = await createGroup(t, { name: 'Short-lived Club' });
    const doomedCampaign = await createCampaign(t, doomedGroup.id, { name: 'One Week Sale' });
    const keptCampaign = await createCampaign(t, doomedGroup.id, { name: 'Second Sale' });
    const seller = await sellerOf(doomedGroup, 'Gus Gone');
    const linkA = await linkRowOf((await shareLinkOf(seller, doomedCampaign.id)).token);
    const linkB = await linkRowOf((await shareLinkOf(seller, keptCampaign.id)).token);
    await handOff(seller, doomedGroup, doomedCampaign, linkA.id);
    await handOff(seller, doomedGroup, keptCampaign, linkB.id);

    const campaignRes = await call(t, {
      method: 'DELETE',
      url: `/api${API_ROUTES.groupCampaign.replace(':id', doomedGroup.id).replace(':campaignId', doomedCampaign.id)}`,
      headers: bearer(adminToken),
    });
    expect(campaignRes.statusCode, campaignRes.payload).toBe(200);
    expect(await t.app.ctx.db.select().from(shareLinks).where(eq(shareLinks.id, linkA.id))).toEqual([]);

    const groupRes = await call(t, {
      method: 'DELETE',
      url: `/api${API_ROUTES.group.replace(':id', doomedGroup.id)}`,
      headers: bearer(adminToken),
    });
    expect(groupRes.statusCode, groupRes.payload).toBe(200);
    expect(
      await t.app.ctx.db.select().from(shareLinks).where(eq(shareLinks.groupId, doomedGroup.id)),
    ).toEqual([]);
    expect(await t.app.ctx.db.select().from(campaigns).where(eq(campaigns.groupId, doomedGroup.id))).toEqual(
      [],
    );
  });
});

describe('orders: whether the buyer came through a share link', () => {
  /** The attributes of a cart-update link, decoded, as the store puts them on the order. */

  it('marks an order placed through a share link on lists and detail, and no other', async () => {
    const orderGroup = await createGroup(t, { name: 'Willow Swim Team' });
    const orderCampaign = await createCampaign(t, orderGroup.id, { name: 'Swim-a-thon' });
    const orderCoordinator = await coordinatorToken(t, await createCoordinator(t, orderGroup.id));
    const seller = await sellerOf(orderGroup, 'Harper Swimmer');
    const link = await linkRowOf((await shareLinkOf(seller, orderCampaign.id)).token);

    const throughLink = await handOff(seller, orderGroup, orderCampaign, link.id);
    const ownHandoff = await handOff(seller, orderGroup, orderCampaign, null);
    const linkOrder = storeOrder({ attributes: cartAttributesOf(throughLink.url) });
    const ownOrder = storeOrder({ attributes: cartAttributesOf(ownHandoff.url) });
    expect(await acceptedWebhook(t, linkOrder)).toBe('created');
    expect(await acceptedWebhook(t, ownOrder)).toBe('created');
    const [linkRow] = await orderRowsOf(t, linkOrder.id);
    const [ownRow] = await orderRowsOf(t, ownOrder.id);
    expect(linkRow).toMatchObject({ sellerId: seller.user.id, attributionVerified: true });
    expect(ownRow).toMatchObject({ sellerId: seller.user.id, attributionVerified: true });

    const expected = new Map([
      [linkRow!.id, true],
      [ownRow!.id, false],
    ]);
    const lists = [
      { url: `/api${ORDER_API_PATHS.adminOrders}?groupCode=${orderGroup.code}`, token: adminToken },
      { url: `/api${ORDER_API_PATHS.groupOrders(orderGroup.id)}`, token: orderCoordinator },
      // Past the first page: the marker is read for the page's own rows.
      { url: `/api${ORDER_API_PATHS.groupOrders(orderGroup.id)}?limit=1&page=2`, token: orderCoordinator },
    ];
    const seen = new Map<string, boolean>();
    for (const { url, token } of lists) {
      const res = await call(t, { method: 'GET', url, headers: bearer(token) });
      expect(res.statusCode, res.payload).toBe(200);
      for (const item of res.json<TOrderListReply>().data) {
        expect(item.viaShareLink, item._id).toBe(expected.get(item._id));
        seen.set(item._id, item.viaShareLink);
      }
    }
    expect(seen).toEqual(expected);

    for (const [orderId, viaShareLink] of expected) {
      for (const { url, token } of [
        { url: `/api${ORDER_API_PATHS.adminOrder(orderId)}`, token: adminToken },
        { url: `/api${ORDER_API_PATHS.groupOrder(orderGroup.id, orderId)}`, token: orderCoordinator },
      ]) {
        const res = await call(t, { method: 'GET', url, headers: bearer(token) });
        expect(res.statusCode, res.payload).toBe(200);
        expect(res.json<{ data: { viaShareLink: boolean } }>().data.viaShareLink).toBe(viaShareLink);
      }
    }

    // The seller's progress counts both, one of them through the link.
    const progress = (await getProgress(seller.token, orderCampaign.id)).json<TSellerProgressReply>().data;
    expect(progress).toMatchObject({ orderCount: 2, sales: 71, shareLinkOrderCount: 1 });
  });
});
