import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, sellers, storeHandoffs } from '../../src/server/db/schema.js';
import { API_ERROR_MESSAGES } from '../../src/shared/texts/api-errors.js';
import {
  bearer,
  call,
  claimsOf,
  createCampaign,
  createGroup,
  expectFailure,
  handOffBody,
  loginSeller,
  registerAdmin,
  type SellerSession,
  type AdminSession,
  type CampaignRow,
  type GroupRow,
} from '../support/fixtures.js';
import { cartAttributesOf, deliverWebhook, storeOrder } from '../support/store-webhooks.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

type Seller = SellerSession;

const PARENT_EMAIL = 'ruiz.family@example.org';

describe('sellers are the group, the e-mail and the name', () => {
  let t: TestApp;
  let group: GroupRow;
  let campaign: CampaignRow;
  let admin: AdminSession;

  async function login(name: string, email = PARENT_EMAIL, groupCode = group.code): Promise<Seller> {
    const res = await loginSeller(t, { name, email, groupCode });
    expect(res.statusCode, res.payload).toBe(200);
    return res.json<Seller>();
  }

  function handOff(seller: Seller) {
    return call(t, {
      method: 'POST',
      url: '/api/shopify/create-shop-url',
      headers: bearer(seller.token),
      payload: handOffBody(seller, group, campaign),
    });
  }

  async function cartOf(seller: Seller) {
    const res = await handOff(seller);
    expect(res.statusCode, res.payload).toBe(200);
    const { url, handoffId } = res.json<{ data: { url: string; handoffId: string } }>().data;
    return { attributes: cartAttributesOf(url), handoffId };
  }

  const sellersOfGroup = () =>
    t.app.ctx.db
      .select({ id: sellers.id, name: sellers.name, email: sellers.email })
      .from(sellers)
      .where(eq(sellers.groupId, group.id))
      .orderBy(sellers.name);

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://portal.example.org' } });
    group = await createGroup(t, { code: 'RUIZ7', name: 'Class 7' });
    campaign = await createCampaign(t, group.id, { name: 'Spring Cookie Dough' });
    admin = await registerAdmin(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps siblings sharing an e-mail apart: each hand-off and order is credited to the one logged in', async () => {
    const ana = await login('Ana Ruiz');
    const leo = await login('Leo Ruiz');
    expect(leo.user.id).not.toBe(ana.user.id);
    expect(ana.user).toMatchObject({ name: 'Ana Ruiz', email: PARENT_EMAIL });
    expect(leo.user).toMatchObject({ name: 'Leo Ruiz', email: PARENT_EMAIL });
    // Leo's login did not rename Ana.
    expect(await sellersOfGroup()).toEqual([
      { id: ana.user.id, name: 'Ana Ruiz', email: PARENT_EMAIL },
      { id: leo.user.id, name: 'Leo Ruiz', email: PARENT_EMAIL },
    ]);

    // Ana hands off after Leo logged in: her cart still names her.
    const anaCart = await cartOf(ana);
    const leoCart = await cartOf(leo);
    expect(anaCart.attributes).toMatchObject({ student_name: 'Ana Ruiz', user_id: ana.user.id });
    expect(leoCart.attributes).toMatchObject({ student_name: 'Leo Ruiz', user_id: leo.user.id });
    const handoffs = await t.app.ctx.db
      .select({ id: storeHandoffs.id, sellerId: storeHandoffs.sellerId })
      .from(storeHandoffs)
      .where(eq(storeHandoffs.groupId, group.id));
    expect(handoffs).toEqual(
      expect.arrayContaining([
        { id: anaCart.handoffId, sellerId: ana.user.id },
        { id: leoCart.handoffId, sellerId: leo.user.id },
      ]),
    );
    expect(handoffs).toHaveLength(2);

    // The parent buys twice, once from each cart.
    for (const [orderNumber, cart] of [
      [8101, anaCart],
      [8102, leoCart],
    ] as const) {
      const order = storeOrder({ orderNumber, email: PARENT_EMAIL, attributes: cart.attributes });
      expect((await deliverWebhook(t.app, order)).statusCode).toBe(200);
    }
    const list = await call(t, {
      method: 'GET',
      url: `/api/admin/orders?groupCode=${group.code}`,
      headers: bearer(admin.token),
    });
    expect(list.statusCode, list.payload).toBe(200);
    const rows = list
      .json<{ data: { shopifyOrderNumber: string; studentName: string; attributionVerified: boolean }[] }>()
      .data.map(({ shopifyOrderNumber, studentName, attributionVerified }) => ({
        shopifyOrderNumber,
        studentName,
        attributionVerified,
      }))
      .sort((a, b) => a.shopifyOrderNumber.localeCompare(b.shopifyOrderNumber));
    expect(rows).toEqual([
      { shopifyOrderNumber: '#8101', studentName: 'Ana Ruiz', attributionVerified: true },
      { shopifyOrderNumber: '#8102', studentName: 'Leo Ruiz', attributionVerified: true },
    ]);
    const stored = await t.app.ctx.db
      .select({
        number: orders.shopifyOrderNumber,
        sellerId: orders.sellerId,
        handoffId: orders.handoffId,
      })
      .from(orders)
      .where(eq(orders.groupId, group.id))
      .orderBy(orders.shopifyOrderNumber);
    expect(stored).toEqual([
      { number: '#8101', sellerId: ana.user.id, handoffId: anaCart.handoffId },
      { number: '#8102', sellerId: leo.user.id, handoffId: leoCart.handoffId },
    ]);
  });

  it('signs the same name in as the same seller, trimmed and in any case, without renaming them', async () => {
    const [ana] = (await sellersOfGroup()).filter((row) => row.name === 'Ana Ruiz');
    for (const [name, email] of [
      ['  ana ruiz ', PARENT_EMAIL],
      ['ANA RUIZ', 'Ruiz.Family@EXAMPLE.org'],
    ] as const) {
      const again = await login(name, email);
      expect(again.user).toEqual({
        id: ana!.id,
        name: 'Ana Ruiz',
        email: PARENT_EMAIL,
        groupCode: 'RUIZ7',
        team: null,
      });
    }
    expect((await sellersOfGroup()).map((row) => row.name)).toEqual(['Ana Ruiz', 'Leo Ruiz']);
  });

  it('keeps one seller per name when siblings log in many times at once', async () => {
    const names = ['Ana Ruiz', ' leo ruiz', 'ana RUIZ ', 'LEO RUIZ', 'Mia Ruiz'];
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        loginSeller(t, { name: names[i % names.length]!, email: PARENT_EMAIL, groupCode: 'ruiz7' }),
      ),
    );
    expect(replies.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    expect((await sellersOfGroup()).map((row) => row.name)).toEqual(['Ana Ruiz', 'Leo Ruiz', 'Mia Ruiz']);
  });

  it('lets a seller whose e-mail was erased stay beside a new one of the same name', async () => {
    const erased = await login('Noa Ruiz');
    await t.app.ctx.db
      .update(sellers)
      .set({ email: '', name: 'N. R.' })
      .where(eq(sellers.id, erased.user.id));
    await t.app.ctx.db.insert(sellers).values({ groupId: group.id, name: 'N. R.', email: '' });
    const fresh = await login('Noa Ruiz');
    expect(fresh.user.id).not.toBe(erased.user.id);
  });

  describe('seller sessions end when they should', () => {
    const shopUrlStatus = async (seller: Seller) => (await handOff(seller)).statusCode;

    it('refuses the token of a deleted seller with 401 and the session-expired message', async () => {
      const gone = await login('Gone Ruiz');
      expect(await shopUrlStatus(gone)).toBe(200);
      await t.app.ctx.db.delete(storeHandoffs).where(eq(storeHandoffs.sellerId, gone.user.id));
      await t.app.ctx.db.delete(sellers).where(eq(sellers.id, gone.user.id));
      expectFailure(await handOff(gone), 401, API_ERROR_MESSAGES.sessionExpired);
    });

    it('refuses a token whose version was raised, and a new login works again', async () => {
      const seller = await login('Kim Ruiz');
      expect(claimsOf(seller.token)).toMatchObject({ sub: seller.user.id, role: 'user', ver: 1 });
      await t.app.ctx.db
        .update(sellers)
        .set({ tokenVersion: sql`${sellers.tokenVersion} + 1` })
        .where(eq(sellers.id, seller.user.id));
      expectFailure(await handOff(seller), 401, API_ERROR_MESSAGES.sessionExpired);
      const again = await login('Kim Ruiz');
      expect(claimsOf(again.token)).toMatchObject({ sub: seller.user.id, ver: 2 });
      expect(await shopUrlStatus(again)).toBe(200);
    });

    it("ends the sessions of a group's sellers at once when an administrator deactivates it", async () => {
      const closing = await createGroup(t, {
        code: 'CLOSE8',
        name: 'Closing Class',
        organizationName: 'School',
      });
      await createCampaign(t, closing.id);
      const res = await loginSeller(t, { name: 'Ola Ruiz', email: PARENT_EMAIL, groupCode: 'CLOSE8' });
      const seller = res.json<Seller>();
      const shop = () =>
        call(t, {
          method: 'POST',
          url: '/api/shopify/create-shop-url',
          headers: bearer(seller.token),
          payload: { noteAttributes: {}, userData: {} },
        });
      // The guard admits the token: the body is what is refused.
      expect((await shop()).statusCode).toBe(400);
      const update = await call(t, {
        method: 'PUT',
        url: `/api/groups/${closing.id}`,
        headers: bearer(admin.token),
        payload: { name: 'Closing Class', organizationName: 'School', isActive: false },
      });
      expect(update.statusCode, update.payload).toBe(200);
      expectFailure(await shop(), 401, API_ERROR_MESSAGES.sessionExpired);
    });
  });
});
