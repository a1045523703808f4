import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SELLER_TEAM_PATH } from '../../src/shared/api/login-route-paths.js';
import { TEAM_API_PATHS } from '../../src/shared/api/team-paths.js';
import {
  bearer,
  call,
  createCampaign,
  createGroup,
  handOffBody,
  loginSeller,
  registerAdmin,
  type OrderRow,
  type SellerSession,
} from '../support/fixtures.js';
import { acceptedWebhook, orderRowsOf } from '../support/order-fixtures.js';
import { storeOrder } from '../support/store-webhooks.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * A new order is written by `ingest_new_order()` (SQL, the newest migration that defines it), an update by
 * `ingestStoreOrder`'s update path (TypeScript). Both must write every column the store's order decides, so the
 * same store order stored through either path is the same row, apart from these columns:
 */
const DIFFER_BY_PATH: Record<string, string> = {
  id: 'each order has its own',
  shopifyOrderId: 'two orders of the store, one through each path',
  shopifyOrderNumber: 'follows the store id',
  createdAt: 'when the portal first stored the order',
  updatedAt: 'when the portal last wrote the order',
};

/** Columns the store's order cannot set: the administrators' and the store's deletion decide them. */
const NOT_FROM_THE_STORE_ORDER: Record<string, string> = {
  statusSource: "'store' on both paths until an administrator sets a status",
  attributionSource: "'store' on both paths until an administrator repairs the attribution",
  receivedVia: 'how the order first arrived; an update keeps it',
  deletedAt: "set only by the store's deletion",
  source: "'store' for every order the store sends; 'paper' only for forms staff enter",
  buyerPhone: 'written only from a paper order form',
};

const EXCLUDED = new Set([...Object.keys(DIFFER_BY_PATH), ...Object.keys(NOT_FROM_THE_STORE_ORDER)]);

type Row = Record<string, unknown>;

const comparable = (row: OrderRow): Row =>
  Object.fromEntries(
    Object.entries(row)
      .filter(([column]) => !EXCLUDED.has(column))
      .map(([column, value]) => [column, value instanceof Date ? value.toISOString() : value]),
  );

describe('the create path and the update path of an order write the same columns', () => {
  let t: TestApp;
  let attributes: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    const group = await createGroup(t, { code: 'PATHS42', name: 'Paths Class' });
    const campaign = await createCampaign(t, group.id, { name: 'Both Ways' });
    const login = await loginSeller(t, {
      name: 'Robin Paths',
      email: 'robin@example.org',
      groupCode: group.code,
    });
    expect(login.statusCode, login.payload).toBe(200);
    const seller = login.json<SellerSession>();
    // The seller is in a team, so the order the cart credits to them carries it (`teamId`).
    const teams = await call(t, {
      method: 'PUT',
      url: `/api${TEAM_API_PATHS.groupTeams(group.id)}`,
      headers: bearer((await registerAdmin(t)).token),
      payload: { teams: [{ name: 'Room 9' }] },
    });
    expect(teams.statusCode, teams.payload).toBe(200);
    const chosen = await call(t, {
      method: 'PUT',
      url: `/api${SELLER_TEAM_PATH}`,
      headers: bearer(seller.token),
      payload: { teamId: teams.json<{ data: { _id: string }[] }>().data[0]!._id },
    });
    expect(chosen.statusCode, chosen.payload).toBe(200);
    const handOff = await call(t, {
      method: 'POST',
      url: '/api/shopify/create-shop-url',
      headers: bearer(seller.token),
      payload: handOffBody(seller, group, campaign),
    });
    expect(handOff.statusCode, handOff.payload).toBe(200);
    const url = new URL(handOff.json<{ data: { url: string } }>().data.url);
    attributes = {};
    for (const [key, value] of url.searchParams) {
      const name = /^attributes\[(.+)\]$/.exec(key)?.[1];
      if (name) attributes[name] = value;
    }
  });
  afterAll(async () => {
    await t.close();
  });

  /**
   * The store's order in full: a seller's signed cart, a cancelled test order with a note, an address and a line
   * marked as a donation.
   */
  function fullOrder(id: number) {
    const order = storeOrder({
      id,
      orderNumber: 4242,
      createdAt: '2026-03-02T10:00:00.000Z',
      updatedAt: '2026-03-04T10:00:00.000Z',
      cancelledAt: '2026-03-04T09:00:00.000Z',
      financialStatus: 'refunded',
      email: 'Buyer@Example.com',
      firstName: 'Casey',
      lastName: 'Buyer',
      attributes,
      lines: [
        { title: 'Seed Packet', price: '4.25', quantity: 3 },
        { title: 'Gift', price: '20.00', quantity: 1 },
      ],
      shipping: { title: 'Express', price: '9.00' },
    });
    const [seeds, gift] = order.line_items;
    return {
      ...order,
      line_items: [seeds, { ...gift, properties: [{ name: '_donation', value: 'true' }] }],
      note: 'For Robin, please',
      test: true,
      shipping_address: {
        address1: '9 Elm Rd',
        address2: 'Unit 3',
        city: 'Dallas',
        province: 'TX',
        zip: '75001',
        country: 'US',
      },
    };
  }

  /** An earlier version of the same order that differs from the full one in every column the store decides. */
  function earlierOrder(id: number) {
    return {
      ...storeOrder({
        id,
        orderNumber: 4242,
        createdAt: '2026-03-01T08:00:00.000Z',
        updatedAt: '2026-03-01T08:00:00.000Z',
        financialStatus: 'pending',
        email: 'other@example.net',
        firstName: 'Jo',
        lastName: 'Earlier',
        attributes: {},
        lines: [{ title: 'Cookie Dough Tub', price: '15.00', quantity: 1 }],
        shipping: { title: 'Standard', price: '5.50' },
      }),
      note: '',
      test: false,
    };
  }

  async function onlyRow(storeId: number): Promise<OrderRow> {
    const rows = await orderRowsOf(t, storeId);
    expect(rows).toHaveLength(1);
    return rows[0]!;
  }

  it('stores the same row whether the order was created in full or created earlier and updated', async () => {
    const createdId = 7_700_000_000_001;
    const updatedId = 7_700_000_000_002;
    expect(await acceptedWebhook(t, fullOrder(createdId))).toBe('created');
    expect(await acceptedWebhook(t, earlierOrder(updatedId))).toBe('created');
    const earlier = comparable(await onlyRow(updatedId));
    expect(await acceptedWebhook(t, fullOrder(updatedId))).toBe('updated');

    const created = comparable(await onlyRow(createdId));
    const updated = comparable(await onlyRow(updatedId));
    // The marked line is the donation: apart from the product total, never an item.
    expect({ donationCents: created.donationCents, totalProductCents: created.totalProductCents }).toEqual({
      donationCents: 2000,
      totalProductCents: 1275,
    });

    // A column the earlier version shares with the full one would not show an update path that misses it:
    // a new column needs values here that tell the two versions apart.
    const notExercised = Object.keys(created).filter((column) => created[column] === earlier[column]);
    expect(notExercised, 'columns the two versions of the order do not tell apart').toEqual([]);
    expect(updated).toEqual(created);
  });
});
