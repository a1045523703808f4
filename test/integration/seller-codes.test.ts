import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_API_PATHS } from '../../src/shared/api/privacy.js';
import { SHARE_LINK_API_PATHS } from '../../src/shared/api/share-link-paths.js';
import type { TSellerProgress } from '../../src/shared/api/share-links.js';
import { TEAM_API_PATHS } from '../../src/shared/api/team-paths.js';
import type { TRosterSeller } from '../../src/shared/api/teams.js';
import { normalizeSellerCode, SELLER_CODE_PATTERN } from '../../src/shared/seller-codes.js';
import { queryRows } from '../../src/server/db/database.js';
import { ensureSellerCode, ensureSellerCodes } from '../../src/server/share-links/seller-codes.js';
import {
  bearer,
  call,
  claimsOf,
  coordinatorToken,
  createCampaign,
  createCoordinator,
  createGroup,
  failure,
  loginSeller,
  registerAdmin,
  unique,
  type CampaignRow,
  type GroupRow,
  type Reply,
} from '../support/fixtures.js';
import {
  addFamilyChild,
  agreeToFamilyNotice,
  familyPageOf,
  familySignIn,
} from '../support/family-fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Each seller's code: `AVA-K7Q3`, made on first use, the same on every read and in every campaign, unique in the
 * portal; replaced by staff (the former code kept apart), and gone with the seller's erasure.
 */

const api = (path: string) => `/api${path}`;

let t: TestApp;
let adminToken: string;
let coordinator: string;
let otherCoordinator: string;
let birch: GroupRow;
let elm: GroupRow;
let cookies: CampaignRow;
let popcorn: CampaignRow;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await registerAdmin(t)).token;
  birch = await createGroup(t, { name: 'Birch Elementary PTA' });
  elm = await createGroup(t, { name: 'Elm Street Scouts' });
  cookies = await createCampaign(t, birch.id, { name: 'Cookie Week' });
  popcorn = await createCampaign(t, birch.id, { name: 'Popcorn' });
  coordinator = await coordinatorToken(t, await createCoordinator(t, birch.id));
  otherCoordinator = await coordinatorToken(t, await createCoordinator(t, elm.id));
});
afterAll(async () => {
  await t.close();
});

function ok<T>(res: Reply, status = 200): T {
  expect(res.statusCode, res.payload).toBe(status);
  return res.json<{ success: true; data: T }>().data;
}

async function newSeller(name = 'Zoé Martin', group = birch) {
  const res = await loginSeller(t, { name, email: `${unique('seller')}@example.org`, groupCode: group.code });
  expect(res.statusCode, res.payload).toBe(200);
  const token = res.json<{ token: string }>().token;
  return { token, id: claimsOf(token).sub! };
}

const progressOf = async (token: string, campaign: CampaignRow) =>
  ok<TSellerProgress>(
    await call(t, {
      method: 'GET',
      url: api(SHARE_LINK_API_PATHS.sellerProgress(campaign.id)),
      headers: bearer(token),
    }),
  );

const rosterOf = async (group: GroupRow, token = coordinator) =>
  ok<TRosterSeller[]>(
    await call(t, { method: 'GET', url: api(TEAM_API_PATHS.groupRoster(group.id)), headers: bearer(token) }),
  );

const replaceCode = (sellerId: string, token = coordinator, group = birch) =>
  call(t, {
    method: 'POST',
    url: api(TEAM_API_PATHS.sellerCode(group.id, sellerId)),
    headers: bearer(token),
  });

const storedCode = async (sellerId: string) => {
  const [row] = await queryRows<{ code: string | null }>(
    t.app.ctx.db,
    sql`select seller_code as code from sellers where id = ${sellerId}`,
  );
  return row!.code;
};

const replacedCodes = (sellerId: string) =>
  queryRows<{ code: string }>(
    t.app.ctx.db,
    sql`select code from replaced_seller_codes where seller_id = ${sellerId} order by replaced_at`,
  );

describe("a seller's code", () => {
  it('is made on the first read of their page, in the format, and the same on every read and campaign', async () => {
    const seller = await newSeller('Zoé Martin');
    expect(await storedCode(seller.id)).toBeNull();
    const roster = await rosterOf(birch);
    expect(roster.find((row) => row._id === seller.id)!.sellerCode).toBeNull();

    const first = await progressOf(seller.token, cookies);
    expect(first.sellerCode).toMatch(SELLER_CODE_PATTERN);
    expect(first.sellerCode).toMatch(/^[A-Z]{1,3}-[2-9A-HJKMNP-Z]{4}$/);
    expect(first.sellerCode.startsWith('ZOE-')).toBe(true);
    expect(normalizeSellerCode(first.sellerCode.toLowerCase().replace('-', ' '))).toBe(first.sellerCode);

    expect((await progressOf(seller.token, cookies)).sellerCode).toBe(first.sellerCode);
    expect((await progressOf(seller.token, popcorn)).sellerCode).toBe(first.sellerCode);
    expect(await storedCode(seller.id)).toBe(first.sellerCode);
    const listed = (await rosterOf(birch)).find((row) => row._id === seller.id)!;
    expect(listed.sellerCode).toBe(first.sellerCode);
  });

  it('is made when the seller asks for their share link', async () => {
    const seller = await newSeller('Li Chen');
    const res = await call(t, {
      method: 'POST',
      url: api(SHARE_LINK_API_PATHS.sellerShareLink(popcorn.id)),
      headers: bearer(seller.token),
    });
    expect(res.statusCode, res.payload).toBe(200);
    expect(await storedCode(seller.id)).toMatch(/^LI-[2-9A-HJKMNP-Z]{4}$/);
    expect((await progressOf(seller.token, cookies)).sellerCode).toBe(await storedCode(seller.id));
  });

  it('is unique across 200 sellers of one prefix, made side by side', async () => {
    const ids = await queryRows<{ id: string }>(
      t.app.ctx.db,
      sql`insert into sellers (group_id, name, first_name, email)
          select ${elm.id}, 'Ava ' || n, 'Ava', 'ava' || n || '@example.org' from generate_series(1, 200) n
          returning id`,
    );
    const codes = await Promise.all(ids.map(({ id }) => ensureSellerCode(t.app.ctx.db, id)));
    expect(new Set(codes).size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^AVA-[2-9A-HJKMNP-Z]{4}$/);
    const again = await ensureSellerCodes(
      t.app.ctx.db,
      ids.map(({ id }) => id),
    );
    expect(ids.map(({ id }) => again.get(id))).toEqual(codes);
  });

  it('draws again when a code is taken by another seller or was replaced', async () => {
    const taker = await newSeller('Max Taker');
    await ensureSellerCode(t.app.ctx.db, taker.id, () => '2345');
    await t.app.ctx.db.execute(
      sql`insert into replaced_seller_codes (code, seller_id, replaced_at) values ('MAX-6789', ${taker.id}, now())`,
    );
    const seller = await newSeller('Max Other');
    const draws = ['2345', '6789', 'ABCD'];
    expect(await ensureSellerCode(t.app.ctx.db, seller.id, () => draws.shift()!)).toBe('MAX-ABCD');
    expect(draws).toEqual([]);
  });
});

describe('staff replace a code', () => {
  it('with a new one, keeping the former one apart', async () => {
    const seller = await newSeller('Noah Park');
    const before = (await progressOf(seller.token, cookies)).sellerCode;
    const { sellerCode } = ok<{ sellerCode: string }>(await replaceCode(seller.id));
    expect(sellerCode).toMatch(/^NOA-[2-9A-HJKMNP-Z]{4}$/);
    expect(sellerCode).not.toBe(before);
    expect((await progressOf(seller.token, popcorn)).sellerCode).toBe(sellerCode);
    expect(await replacedCodes(seller.id)).toEqual([{ code: before }]);

    const admin = ok<{ sellerCode: string }>(await replaceCode(seller.id, adminToken));
    expect(admin.sellerCode).not.toBe(sellerCode);
    expect(await replacedCodes(seller.id)).toEqual([{ code: before }, { code: sellerCode }]);
  });

  it('makes a first code for a seller who had none', async () => {
    const seller = await newSeller('Ivy Stone');
    const { sellerCode } = ok<{ sellerCode: string }>(await replaceCode(seller.id));
    expect(sellerCode).toMatch(/^IVY-/);
    expect(await replacedCodes(seller.id)).toEqual([]);
  });

  it("refuses another group's coordinator, and finds no seller of another group or unknown", async () => {
    const seller = await newSeller('Owen Gray');
    expect(failure(await replaceCode(seller.id, otherCoordinator), 403).code).toBe('FORBIDDEN');
    expect(failure(await replaceCode(seller.id, otherCoordinator, elm), 404).code).toBe('SELLER_NOT_FOUND');
    expect(failure(await replaceCode('00000000-0000-4000-8000-000000000000'), 404).code).toBe(
      'SELLER_NOT_FOUND',
    );
    expect(failure(await replaceCode('not-an-id'), 404).code).toBe('SELLER_NOT_FOUND');
    expect(await storedCode(seller.id)).toBeNull();
  });
});

describe('erasure', () => {
  it("clears the seller's code and former codes, and staff can no longer replace it", async () => {
    const seller = await newSeller('Mia Lopez');
    const first = (await progressOf(seller.token, cookies)).sellerCode;
    ok(await replaceCode(seller.id));
    expect(await replacedCodes(seller.id)).toEqual([{ code: first }]);
    const res = await call(t, {
      method: 'POST',
      url: api(PRIVACY_API_PATHS.sellerErasure(seller.id)),
      headers: bearer(adminToken),
    });
    expect(res.statusCode, res.payload).toBe(200);
    expect(await storedCode(seller.id)).toBeNull();
    expect(await replacedCodes(seller.id)).toEqual([]);
    expect(failure(await replaceCode(seller.id), 404).code).toBe('SELLER_NOT_FOUND');
    await expect(ensureSellerCode(t.app.ctx.db, seller.id)).rejects.toMatchObject({
      code: 'SELLER_NOT_FOUND',
    });
    expect(await storedCode(seller.id)).toBeNull();
  });
});

describe('the family page', () => {
  it('gives each child their code, the same on every read, and the staff roster shows it', async () => {
    const lincoln = await createGroup(t, { name: 'Lincoln Elementary PTA', sellerSignIn: 'families' });
    await createCampaign(t, lincoln.id, { name: 'Spring Fair' });
    const parent = await familySignIn(t, lincoln, `${unique('parent')}@example.org`);
    await agreeToFamilyNotice(t, parent);
    const ava = await addFamilyChild(t, parent, { firstName: 'Ava', lastName: 'Martinez' });
    const leo = await addFamilyChild(t, parent, { firstName: 'Léo', lastName: 'Martinez' });

    const page = await familyPageOf(t, parent);
    const codeOf = (id: string) => page.children.find((child) => child._id === id)!.sellerCode;
    expect(codeOf(ava)).toMatch(/^AVA-[2-9A-HJKMNP-Z]{4}$/);
    expect(codeOf(leo)).toMatch(/^LEO-[2-9A-HJKMNP-Z]{4}$/);
    const again = await familyPageOf(t, parent);
    expect(again.children.map((child) => child.sellerCode)).toEqual(
      page.children.map((child) => child.sellerCode),
    );

    const staff = await coordinatorToken(t, await createCoordinator(t, lincoln.id));
    const roster = await rosterOf(lincoln, staff);
    expect(roster.find((row) => row._id === ava)!.sellerCode).toBe(codeOf(ava));
  });
});
