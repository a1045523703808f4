import { sql } from 'drizzle-orm';
import { MAX_MONEY_CENTS, MAX_STORE_MONEY_CENTS } from '../../shared/money.js';
import {
  type UpdateDeleteAction,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The money limits as SQL literals (decision 23): an amount people enter and a store order's amount. Rows that
 * count nowhere (a voided payment or form, a cancelled order, a reopened deposit) are exempt, so that a row stored
 * beyond them before the limits existed can still be voided or corrected. The report tallies are sums of bounded
 * orders and have no bound of their own: their triggers add and take away an order as a row of its own (a removal
 * is negative), so a bound there would refuse the void of the very order that broke it; reads make them exact
 * (`exact_cents()`, `db/functions/01-exact-cents.sql`).
 */
const MONEY_LIMIT = sql.raw(String(MAX_MONEY_CENTS));
const STORE_MONEY_LIMIT = sql.raw(String(MAX_STORE_MONEY_CENTS));

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const idColumn = () => uuid('id').primaryKey().defaultRandom();

/** The group, campaign, seller or order a row always belongs to, and what deleting that one does to the row. */
const groupColumn = (onDelete: UpdateDeleteAction) =>
  uuid('group_id')
    .notNull()
    .references(() => groups.id, { onDelete });
const campaignColumn = (onDelete: UpdateDeleteAction) =>
  uuid('campaign_id')
    .notNull()
    .references(() => campaigns.id, { onDelete });
const sellerColumn = (onDelete: UpdateDeleteAction) =>
  uuid('seller_id')
    .notNull()
    .references(() => sellers.id, { onDelete });
const orderColumn = (onDelete: UpdateDeleteAction) =>
  uuid('order_id')
    .notNull()
    .references(() => orders.id, { onDelete });

export const groups = pgTable(
  'groups',
  {
    id: idColumn(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    organizationName: text('organization_name').notNull(),
    contactInfo: text('contact_info').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    /** The group's share of product sales in hundredths of a percent (0–10000); null when not agreed yet. */
    profitShareBasisPoints: integer('profit_share_basis_points'),
    /**
     * How many teams the group has, and whether it ever imported a roster: the seller login reads these with the
     * group, so a group without teams or roster costs it no other lookup.
     */
    teamCount: integer('team_count').notNull().default(0),
    hasRoster: boolean('has_roster').notNull().default(false),
    /** The tax ID or registered charity number a donation receipt states; '' when none. */
    taxId: text('tax_id').notNull().default(''),
    /** A line of the group's own that a donation receipt ends with; '' when none. */
    receiptNote: text('receipt_note').notNull().default(''),
    /** Who signs in to sell: 'students' (the group-code login) or 'families' (a parent, by a single-use link). */
    sellerSignIn: text('seller_sign_in').notNull().default('students'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('groups_seller_sign_in_known', sql`${t.sellerSignIn} in ('students', 'families')`),
    check(
      'groups_profit_share_range',
      sql`${t.profitShareBasisPoints} is null or ${t.profitShareBasisPoints} between 0 and 10000`,
    ),
    uniqueIndex('groups_code_lower_key').on(sql`lower(${t.code})`),
    check('groups_code_format', sql`${t.code} ~ '^[A-Za-z0-9]{3,32}$'`),
    index('groups_created_at_idx').on(t.createdAt),
  ],
);

export const campaigns = pgTable(
  'campaigns',
  {
    id: idColumn(),
    groupId: groupColumn('cascade'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** The campaign's sales goal in cents (product sales, shipping excluded); null when none is set. */
    goalCents: bigint('goal_cents', { mode: 'number' }),
    /** Whether buyers can give a donation beside buying products (off until staff turn it on). */
    donationsEnabled: boolean('donations_enabled').notNull().default(false),
    /** Up to four amounts the donation form suggests, in cents, smallest first. */
    donationAmountsCents: integer('donation_amounts_cents')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** The smallest donation the form takes, in cents; null for any amount above zero. */
    donationMinimumCents: integer('donation_minimum_cents'),
    /**
     * The real store's donation product: its numeric product id or its handle (lower case); '' when none. Store
     * lines of that product are donations.
     */
    donationProduct: text('donation_product').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'campaigns_donation_minimum_range',
      sql`${t.donationMinimumCents} is null or ${t.donationMinimumCents} between 1 and ${MONEY_LIMIT}`,
    ),
    check(
      'campaigns_donation_amounts_range',
      sql`1 <= all(${t.donationAmountsCents}) and ${MONEY_LIMIT} >= all(${t.donationAmountsCents})`,
    ),
    check('campaigns_donation_amounts_count', sql`cardinality(${t.donationAmountsCents}) <= 4`),
    check('campaigns_goal_range', sql`${t.goalCents} is null or ${t.goalCents} between 1 and 1000000000`),
    check('campaigns_dates_ordered', sql`${t.endDate} >= ${t.startDate}`),
    index('campaigns_group_dates_idx').on(t.groupId, t.startDate, t.endDate),
  ],
);

export const admins = pgTable(
  'admins',
  {
    id: idColumn(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Raised by every password change; tokens carrying an older version are refused. */
    tokenVersion: integer('token_version').notNull().default(1),
    /** Only one administrator may ever be created through self-registration: the database enforces it. */
    selfRegistered: boolean('self_registered').notNull().default(false),
    /** Whether the daily digest e-mail goes to this administrator (on by default, off in their settings). */
    dailyDigest: boolean('daily_digest').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('admins_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('admins_single_self_registration_key')
      .on(t.selfRegistered)
      .where(sql`${t.selfRegistered}`),
  ],
);

export const coordinators = pgTable(
  'coordinators',
  {
    id: idColumn(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    tokenVersion: integer('token_version').notNull().default(1),
    groupId: groupColumn('restrict'),
    /** Whether the daily digest e-mail goes to this coordinator (on by default, off in their settings). */
    dailyDigest: boolean('daily_digest').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coordinators_email_lower_key').on(sql`lower(${t.email})`),
    index('coordinators_group_idx').on(t.groupId),
  ],
);

/**
 * A group's classes or teams (class, grade, den, squad). A team that sellers belong to is never deleted, only
 * renamed or merged into another.
 */
export const teams = pgTable(
  'teams',
  {
    id: idColumn(),
    groupId: groupColumn('cascade'),
    name: text('name').notNull(),
    /** The teacher's or leader's name as the sheets print it; '' when none is given. */
    leaderName: text('leader_name').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('teams_group_name_key').on(t.groupId, sql`lower(btrim(${t.name}))`)],
);

export const sellers = pgTable(
  'sellers',
  {
    id: idColumn(),
    groupId: groupColumn('restrict'),
    name: text('name').notNull(),
    /**
     * The name's parts, read when the seller is written (`readSellerName`: "Last, First" or first word + rest). The
     * public sees only the first name and the last name's initial (`publicSellerName`); staff see the whole name.
     */
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull(),
    /** Raised to end the seller's sessions; tokens carrying an older version are refused. */
    tokenVersion: integer('token_version').notNull().default(1),
    /** The seller's class or team; their orders carry it too (see `orders.team_id`). */
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'restrict' }),
    /**
     * On the roster the coordinators imported. A roster entry nobody claimed yet has no e-mail; the first login
     * with its name (trimmed, case-insensitive) in the group takes it.
     */
    onRoster: boolean('on_roster').notNull().default(false),
    /**
     * A child of a `families` group who logged in in class with a first name and class that matched no consented
     * child: their sales count for the class and wait until staff or a parent joins them to a child.
     */
    waiting: boolean('waiting').notNull().default(false),
    /**
     * The code a buyer types at checkout (`AVA-K7Q3`, src/shared/seller-codes.ts): made on first use, unique in the
     * portal, the same across campaigns. Null until made and once the seller is erased. Replaced codes are kept in
     * `replaced_seller_codes`.
     */
    sellerCode: text('seller_code'),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sellers_seller_code_key').on(t.sellerCode),
    // A seller is the group, the e-mail and the name: siblings sharing a parent's e-mail stay apart. Sellers
    // whose e-mail was erased never collide.
    uniqueIndex('sellers_group_email_name_key')
      .on(t.groupId, sql`lower(${t.email})`, sql`lower(btrim(${t.name}))`)
      .where(sql`${t.email} <> ''`),
    // Suggestions for an unattributed order look for sellers by the buyer's e-mail, and by a name the order
    // note or cart carries, across groups.
    index('sellers_email_idx').on(sql`lower(${t.email})`),
    index('sellers_name_idx').on(sql`lower(btrim(${t.name}))`),
    index('sellers_team_idx')
      .on(t.teamId)
      .where(sql`${t.teamId} is not null`),
    // A login looks for an unclaimed roster entry of its name in the group.
    index('sellers_unclaimed_roster_idx')
      .on(t.groupId, sql`lower(btrim(${t.name}))`)
      .where(sql`${t.onRoster} and ${t.email} = ''`),
    // One waiting seller per first name and class: a second login with them adds to the same waiting sales.
    uniqueIndex('sellers_waiting_key')
      .on(t.groupId, sql`coalesce(${t.teamId}::text, '')`, sql`lower(btrim(${t.firstName}))`)
      .where(sql`${t.waiting}`),
  ],
);

/**
 * A seller's former codes, replaced by staff (a leaked code): one only suggests the seller, never credits them, and
 * is never handed out again. Removed with the seller's erasure.
 */
export const replacedSellerCodes = pgTable(
  'replaced_seller_codes',
  {
    code: text('code').primaryKey(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull(),
  },
  // The erasure removes a seller's former codes.
  (t) => [index('replaced_seller_codes_seller_idx').on(t.sellerId)],
);

export const storeHandoffs = pgTable(
  'store_handoffs',
  {
    id: idColumn(),
    sellerId: sellerColumn('restrict'),
    groupId: groupColumn('restrict'),
    campaignId: campaignColumn('restrict'),
    /**
     * 'seller' when the seller's own browser went to the store, 'share_link' when a buyer used their link,
     * 'family' when a parent shopped for their child from the family page.
     */
    source: text('source').notNull().default('seller'),
    shareLinkId: uuid('share_link_id').references(() => shareLinks.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('store_handoffs_seller_idx').on(t.sellerId),
    index('store_handoffs_share_link_idx')
      .on(t.shareLinkId)
      .where(sql`${t.shareLinkId} is not null`),
    check('store_handoffs_source_known', sql`${t.source} in ('seller', 'share_link', 'family')`),
  ],
);

/**
 * A seller's personal link for one campaign (`/s/{token}`): made on first use, at most one active per seller
 * and campaign. A revoked link stays for the orders that came through it; the next visit makes a new one.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: idColumn(),
    /** Random, URL-safe and short enough to type; the only identifier the public ever sees. */
    token: text('token').notNull(),
    sellerId: sellerColumn('cascade'),
    groupId: groupColumn('cascade'),
    campaignId: campaignColumn('cascade'),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('share_links_token_key').on(t.token),
    uniqueIndex('share_links_active_key')
      .on(t.sellerId, t.campaignId)
      .where(sql`${t.revokedAt} is null`),
    index('share_links_campaign_idx').on(t.campaignId, t.groupId),
  ],
);

const ORDER_STATUS_VALUES_SQL = sql.raw(
  `'created','pending','paid','open','processing','shipped','fulfilled','cancelled'`,
);

/**
 * An order needs an administrator when the cart attributes did not lead to a known group and seller or their
 * signature failed, unless an administrator already set its attribution (test and deleted orders never do).
 */
export const ORDER_NEEDS_ATTENTION_SQL =
  `deleted_at is null and not is_test and attribution_source = 'store' and source = 'store'` +
  ` and (group_id is null or seller_id is null or not attribution_verified)`;

const column = (alias: string | undefined, name: string) => sql.raw(alias ? `${alias}.${name}` : name);

/** A real order: one the store still has and that is not a test (what lists, queues and dashboards show). */
export const realOrder = (alias?: string) =>
  sql`${column(alias, 'deleted_at')} is null and not ${column(alias, 'is_test')}`;

/**
 * An order that counts in sales, goals and reports: a real order that is not cancelled. The report tallies'
 * triggers (`db/functions/07-report-tally-order.sql` and the files after it) apply the same rule.
 */
export const countedOrder = (alias?: string) =>
  sql`${column(alias, 'status')} <> 'cancelled' and ${realOrder(alias)}`;

/** An order still holding the buyer's e-mail or address, the seller's e-mail or a note (what retention erases). */
export const ORDER_HOLDS_PERSONAL_DATA_SQL =
  `buyer_email <> '' or seller_email <> '' or shipping_address1 <> '' or shipping_address2 <> ''` +
  ` or shipping_city <> '' or shipping_province <> '' or shipping_zip <> '' or note <> '' or buyer_phone <> ''`;

/** Where an order came from: the online store, or a paper order form entered or imported by staff. */
export const ORDER_SOURCES = ['store', 'paper'] as const;

export const orders = pgTable(
  'orders',
  {
    id: idColumn(),
    shopifyOrderId: text('shopify_order_id').notNull(),
    shopifyOrderNumber: text('shopify_order_number').notNull(),
    /** Null for an order that arrived without portal attributes (visible to administrators only). */
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'restrict' }),
    groupCode: text('group_code').notNull().default(''),
    campaignId: uuid('campaign_id').references(() => campaigns.id, { onDelete: 'restrict' }),
    campaignName: text('campaign_name').notNull().default(''),
    sellerId: uuid('seller_id').references(() => sellers.id, { onDelete: 'set null' }),
    /**
     * The seller's team when the order was credited (a trigger copies it from the seller whenever the seller
     * changes); moving a seller moves the orders of campaigns that have not ended.
     */
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'restrict' }),
    handoffId: uuid('handoff_id').references(() => storeHandoffs.id, { onDelete: 'set null' }),
    sellerName: text('seller_name').notNull().default(''),
    sellerEmail: text('seller_email').notNull().default(''),
    buyerFirstName: text('buyer_first_name').notNull().default(''),
    buyerLastName: text('buyer_last_name').notNull().default(''),
    buyerEmail: text('buyer_email').notNull().default(''),
    /**
     * What a buyer name search reads: the full name and the e-mail, lower-cased, on two lines. A search text without
     * a line break matches here only inside one of them, so one LIKE on a stored column both uses the trigram index
     * and is exact; building the text for every candidate row took half of a broad search's count.
     */
    buyerSearch: text('buyer_search').generatedAlwaysAs(
      sql`lower(buyer_first_name || ' ' || buyer_last_name) || chr(10) || lower(buyer_email)`,
    ),
    status: text('status').notNull(),
    /** Who set the current status: 'store' (payment and cancellation) or 'admin'; the store only overrides an admin's status by cancelling. */
    statusSource: text('status_source').notNull().default('store'),
    /** False when the cart's portal signature was missing or did not match its attributes. */
    attributionVerified: boolean('attribution_verified').notNull().default(false),
    totalProductCents: bigint('total_product_cents', { mode: 'number' }).notNull(),
    shippingCents: bigint('shipping_cents', { mode: 'number' }).notNull().default(0),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    /**
     * The part of the order given as a donation: in `total_cents`, never in `total_product_cents`, never an item
     * line, and never multiplied by the profit share.
     */
    donationCents: bigint('donation_cents', { mode: 'number' }).notNull().default(0),
    shippingMethod: text('shipping_method').notNull().default(''),
    shippingAddress1: text('shipping_address1').notNull().default(''),
    shippingAddress2: text('shipping_address2').notNull().default(''),
    shippingCity: text('shipping_city').notNull().default(''),
    shippingProvince: text('shipping_province').notNull().default(''),
    shippingZip: text('shipping_zip').notNull().default(''),
    shippingCountry: text('shipping_country').notNull().default(''),
    financialStatus: text('financial_status').notNull().default(''),
    storeCreatedAt: timestamp('store_created_at', { withTimezone: true }).notNull(),
    storeUpdatedAt: timestamp('store_updated_at', { withTimezone: true }).notNull(),
    storeCancelledAt: timestamp('store_cancelled_at', { withTimezone: true }),
    /** The store's order note, where buyers sometimes name the seller they buy for. */
    note: text('note').notNull().default(''),
    /** An order the store marked as a test: kept and shown to administrators, counted nowhere. */
    isTest: boolean('is_test').notNull().default(false),
    /** When the store deleted the order: kept for audit, left out of every list and count. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** 'store' for the online store's orders, 'paper' for order forms staff entered or imported. */
    source: text('source').notNull().default('store'),
    /** The buyer's phone as written on a paper order form (store orders have none). */
    buyerPhone: text('buyer_phone').notNull().default(''),
    /** 'store' while the cart attributes decide the attribution; 'admin' once an administrator set it. */
    attributionSource: text('attribution_source').notNull().default('store'),
    /**
     * How the order first reached the portal: 'webhook', 'reconciliation' (no delivery brought it), 'demo', or for
     * a paper order 'entry' (typed on the entry screen) or 'import' (a spreadsheet).
     */
    receivedVia: text('received_via').notNull().default('webhook'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_shopify_order_id_key').on(t.shopifyOrderId),
    check('orders_attribution_source_known', sql`${t.attributionSource} in ('store', 'admin')`),
    check(
      'orders_received_via_known',
      sql`${t.receivedVia} in ('webhook', 'reconciliation', 'demo', 'entry', 'import')`,
    ),
    check('orders_source_known', sql`${t.source} in ('store', 'paper')`),
    check('orders_status_known', sql`${t.status} in (${ORDER_STATUS_VALUES_SQL})`),
    check('orders_status_source_known', sql`${t.statusSource} in ('store', 'admin')`),
    check(
      'orders_amounts_non_negative',
      sql`${t.totalProductCents} >= 0 and ${t.shippingCents} >= 0 and ${t.totalCents} >= 0`,
    ),
    check('orders_donation_non_negative', sql`${t.donationCents} >= 0`),
    check(
      'orders_amounts_within_store_limit',
      sql`${t.status} = 'cancelled' or (${t.totalProductCents} <= ${STORE_MONEY_LIMIT} and ${t.shippingCents} <= ${STORE_MONEY_LIMIT} and ${t.totalCents} <= ${STORE_MONEY_LIMIT} and ${t.donationCents} <= ${STORE_MONEY_LIMIT})`,
    ),
    // A paper form's total (its products and donation) is what the buyer paid on paper: within the money limit.
    check(
      'orders_paper_total_within_limit',
      sql`${t.source} <> 'paper' or ${t.status} = 'cancelled' or ${t.totalCents} <= ${MONEY_LIMIT}`,
    ),
    // Plain DESC (nulls first) so that `order by store_created_at desc, id desc` can walk these indexes. The
    // columns after the id change no order (the id is unique): they are what the lists filter on, so that a deep
    // page finds its first order in the index alone, without reading every order before it (migration 0024).
    index('orders_created_idx').on(
      t.storeCreatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.deletedAt,
      t.status,
      t.source,
    ),
    index('orders_group_created_idx').on(
      t.groupId,
      t.storeCreatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.deletedAt,
      t.isTest,
      t.status,
      t.source,
    ),
    index('orders_status_created_idx').on(
      t.status,
      t.storeCreatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.deletedAt,
    ),
    // The code itself too: the planner reads a row from the index alone only when it holds every column the
    // query names, and `lower(group_code)` is not `group_code`.
    index('orders_group_code_created_idx').on(
      sql`lower(${t.groupCode})`,
      t.storeCreatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.deletedAt,
      t.groupCode,
    ),
    index('orders_campaign_idx').on(t.campaignId),
    // Deleting a seller or a hand-off record checks the orders that name it; without these, every order is read.
    index('orders_seller_idx').on(t.sellerId),
    index('orders_handoff_idx').on(t.handoffId),
    // A team's orders, newest first: the team filter of lists, exports and reports.
    index('orders_team_created_idx')
      .on(
        t.teamId,
        t.storeCreatedAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
        t.deletedAt,
        t.isTest,
        t.groupId,
      )
      .where(sql`${t.teamId} is not null`),
    index('orders_buyer_search_trgm_idx').using('gin', sql`${t.buyerSearch} gin_trgm_ops`),
    index('orders_seller_name_trgm_idx').using('gin', sql`lower(${t.sellerName}) gin_trgm_ops`),
    // The repair queue: the few orders whose attribution needs an administrator, newest first.
    index('orders_attention_idx')
      .on(t.storeCreatedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql.raw(ORDER_NEEDS_ATTENTION_SQL)),
    // Suggestions look up the buyer's earlier orders by e-mail.
    index('orders_buyer_email_idx')
      .on(t.buyerEmail, t.storeCreatedAt)
      .where(sql`${t.buyerEmail} <> ''`),
    // The retention job finds the orders of ended campaigns that still hold personal data without reading the
    // ones it already erased.
    index('orders_personal_data_campaign_idx').on(t.campaignId).where(sql.raw(ORDER_HOLDS_PERSONAL_DATA_SQL)),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: idColumn(),
    orderId: orderColumn('cascade'),
    position: smallint('position').notNull(),
    productName: text('product_name').notNull(),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    /** The store's 64-bit line item id, as its digits. */
    storeLineItemId: text('store_line_item_id'),
    /** The campaign product a paper order's line is for (store lines name their product by name only). */
    productId: uuid('product_id').references(() => campaignProducts.id, { onDelete: 'restrict' }),
  },
  (t) => [
    index('order_items_product_idx')
      .on(t.productId)
      .where(sql`${t.productId} is not null`),
    uniqueIndex('order_items_order_position_key').on(t.orderId, t.position),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    check('order_items_price_non_negative', sql`${t.priceCents} >= 0`),
    check('order_items_price_within_store_limit', sql`${t.priceCents} <= ${STORE_MONEY_LIMIT}`),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: idColumn(),
    orderId: orderColumn('cascade'),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** 'admin' or 'store'. */
    changedByKind: text('changed_by_kind').notNull(),
    changedByAdminId: uuid('changed_by_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    changedByName: text('changed_by_name').notNull().default(''),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_status_history_order_idx').on(t.orderId, t.changedAt),
    check('order_status_history_kind', sql`${t.changedByKind} in ('admin', 'store')`),
  ],
);

/**
 * Every change of an order's group, campaign or seller after it arrived: an administrator's repair (with the
 * reason they gave) or a later store update that changed the cart attributes.
 */
export const orderAttributionChanges = pgTable(
  'order_attribution_changes',
  {
    id: idColumn(),
    orderId: orderColumn('cascade'),
    /** 'admin' or 'store'; 'coordinator' or 'parent' for a join of waiting sales to a child. */
    changedByKind: text('changed_by_kind').notNull(),
    changedByAdminId: uuid('changed_by_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    /** The coordinator or parent who joined waiting sales to a child (kept as audit after the account goes). */
    changedById: uuid('changed_by_id'),
    changedByName: text('changed_by_name').notNull(),
    fromGroupCode: text('from_group_code').notNull(),
    fromCampaignName: text('from_campaign_name').notNull(),
    fromSellerName: text('from_seller_name').notNull(),
    /**
     * The seller records behind the names, where there was one: an erasure rewrites the entries of that seller
     * only, never a namesake's. Entries written before these columns existed have none.
     */
    fromSellerId: uuid('from_seller_id').references(() => sellers.id, { onDelete: 'set null' }),
    toGroupCode: text('to_group_code').notNull(),
    toCampaignName: text('to_campaign_name').notNull(),
    toSellerName: text('to_seller_name').notNull(),
    toSellerId: uuid('to_seller_id').references(() => sellers.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_attribution_changes_order_idx').on(t.orderId, t.changedAt),
    check(
      'order_attribution_changes_kind',
      sql`${t.changedByKind} in ('admin', 'store', 'coordinator', 'parent')`,
    ),
  ],
);

/**
 * Orders the store deleted before the portal received them: a create or update that arrives later (a retried
 * delivery) stores the order as deleted instead of bringing it back.
 */
export const storeOrderDeletions = pgTable('store_order_deletions', {
  shopifyOrderId: text('shopify_order_id').primaryKey(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per reconciliation run: when it ran, how it ended and what it recovered. */
export const reconciliationRuns = pgTable(
  'reconciliation_runs',
  {
    id: idColumn(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
    succeeded: boolean('succeeded').notNull(),
    message: text('message').notNull().default(''),
    ordersSeen: integer('orders_seen').notNull().default(0),
    ordersRecovered: integer('orders_recovered').notNull().default(0),
  },
  (t) => [index('reconciliation_runs_finished_idx').on(t.finishedAt)],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    webhookId: text('webhook_id').primaryKey(),
    topic: text('topic').notNull(),
    shopifyOrderId: text('shopify_order_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_deliveries_received_at_idx').on(t.receivedAt)],
);

export const syncState = pgTable('sync_state', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

/**
 * Orders counted per scope, status and UTC day, kept by triggers on orders (`db/functions/04-orders-keep-counts.sql`
 * and `05-orders-keep-counts-of-new.sql`). Scopes: '*' for every order, 'g:<group id>' for a group's,
 * 'c:<lower group code>' for a group code's. Totals of broad order lists sum these rows instead of counting every
 * matching order.
 *
 * A key's count is the sum of its slots. Writers add to slot 1–16 chosen by their database connection, so
 * concurrent deliveries of one day and group do not queue on one row; `fold_order_counts()` moves those into
 * slot 0 (which writers never lock), keeping the rows a total reads few.
 */
export const orderCounts = pgTable(
  'order_counts',
  {
    scope: text('scope').notNull(),
    status: text('status').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    slot: smallint('slot').notNull().default(0),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.status, t.day, t.slot] }),
    index('order_counts_unfolded_idx')
      .on(t.day)
      .where(sql`${t.slot} <> 0`),
  ],
);

/** The time zone the report tallies count days in; kept equal to PORTAL_TIMEZONE by the server at start. */
export const reportSettings = pgTable(
  'report_settings',
  {
    id: boolean('id').primaryKey().default(true),
    timeZone: text('time_zone').notNull(),
  },
  (t) => [check('report_settings_single_row', sql`${t.id}`)],
);

/**
 * Sales of the counted orders (attributed to a group and a campaign, not cancelled) per campaign, day and
 * seller name, kept by triggers on orders and order_items so that a campaign report reads a few thousand
 * rows instead of every order and item.
 */
export const reportSellerDays = pgTable(
  'report_seller_days',
  {
    campaignId: uuid('campaign_id').notNull(),
    groupId: uuid('group_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    sellerName: text('seller_name').notNull(),
    /** The orders' team, or NO_TEAM_KEY for orders without one (a key column cannot be null). */
    teamId: uuid('team_id')
      .notNull()
      .default(sql`'00000000-0000-0000-0000-000000000000'::uuid`),
    orderCount: integer('order_count').notNull().default(0),
    itemCount: bigint('item_count', { mode: 'number' }).notNull().default(0),
    salesCents: bigint('sales_cents', { mode: 'number' }).notNull().default(0),
    productSalesCents: bigint('product_sales_cents', { mode: 'number' }).notNull().default(0),
    /** Donations, counted apart: part of `sales_cents`, never of `product_sales_cents`. */
    donationCents: bigint('donation_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.groupId, t.day, t.sellerName, t.teamId] })],
);

/**
 * Quantities and sales of each product in the counted orders of a campaign and day. Every order writes to one
 * of a few slots so that concurrent orders of a popular product do not wait on one row.
 */
export const reportProductDays = pgTable(
  'report_product_days',
  {
    campaignId: uuid('campaign_id').notNull(),
    groupId: uuid('group_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    productName: text('product_name').notNull(),
    slot: smallint('slot').notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull().default(0),
    salesCents: bigint('sales_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.groupId, t.day, t.productName, t.slot] })],
);

/** The team key of tallied orders without a team. */
export const NO_TEAM_KEY = '00000000-0000-0000-0000-000000000000';

/**
 * A public page of a campaign's results: a team's progress (`/t/{token}`, kind 'team') or the group's team
 * leaderboard (`/g/{token}`, kind 'group'). At most one active page per team and campaign, and one leaderboard
 * per campaign; a revoked page stays revoked.
 */
export const teamPages = pgTable(
  'team_pages',
  {
    id: idColumn(),
    token: text('token').notNull(),
    kind: text('kind').notNull(),
    groupId: groupColumn('cascade'),
    campaignId: campaignColumn('cascade'),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    /** Whether a team's page lists its sellers (first name and last initial, with their order counts). */
    showSellers: boolean('show_sellers').notNull().default(false),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('team_pages_token_key').on(t.token),
    uniqueIndex('team_pages_active_team_key')
      .on(t.campaignId, t.teamId)
      .where(sql`${t.kind} = 'team' and ${t.revokedAt} is null`),
    uniqueIndex('team_pages_active_group_key')
      .on(t.campaignId)
      .where(sql`${t.kind} = 'group' and ${t.revokedAt} is null`),
    check(
      'team_pages_kind_known',
      sql`(${t.kind} = 'team' and ${t.teamId} is not null) or (${t.kind} = 'group' and ${t.teamId} is null)`,
    ),
  ],
);

/**
 * Who erased a seller's personal data and when. The seller is named by id and by the initials left in place of
 * the name; the erased name and e-mail are not kept anywhere.
 */
export const sellerErasures = pgTable(
  'seller_erasures',
  {
    id: idColumn(),
    sellerId: uuid('seller_id').references(() => sellers.id, { onDelete: 'set null' }),
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'set null' }),
    sellerInitials: text('seller_initials').notNull(),
    /** Who asked for it: 'admin' (the administrator named below) or 'parent' (a family's withdrawal). */
    erasedByKind: text('erased_by_kind').notNull().default('admin'),
    erasedByAdminId: uuid('erased_by_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    /** The parent who removed the child or the family; their address is not copied here. */
    erasedByParentId: uuid('erased_by_parent_id').references(() => parents.id, { onDelete: 'set null' }),
    /** The administrator's name; '' when a parent asked. */
    erasedByName: text('erased_by_name').notNull(),
    ordersUpdated: integer('orders_updated').notNull(),
    erasedAt: timestamp('erased_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('seller_erasures_seller_idx').on(t.sellerId, t.erasedAt),
    check('seller_erasures_erased_by_kind_known', sql`${t.erasedByKind} in ('admin', 'parent')`),
  ],
);

/**
 * The store's `customers/data_request`: a buyer asked the store what the portal holds about them. What it holds is
 * read from the orders when an administrator looks (never copied here); "Mark as sent" completes the request.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: idColumn(),
    /** The store's id of the request (`data_request.id`), as its exact digits. */
    storeRequestId: text('store_request_id').notNull(),
    /** The buyer's e-mail and phone as the store sent them; '' once a redaction reached them. */
    buyerEmail: text('buyer_email').notNull().default(''),
    buyerPhone: text('buyer_phone').notNull().default(''),
    /** The store order ids the request names (`orders_requested`), as their exact digits. */
    ordersRequested: text('orders_requested')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedByName: text('completed_by_name').notNull().default(''),
  },
  (t) => [
    uniqueIndex('privacy_requests_store_request_id_key').on(t.storeRequestId),
    index('privacy_requests_open_idx')
      .on(t.receivedAt)
      .where(sql`${t.completedAt} is null`),
  ],
);

/**
 * A campaign's products, as its paper order forms list them. A product that order lines use is never deleted,
 * only hidden from new forms.
 */
export const campaignProducts = pgTable(
  'campaign_products',
  {
    id: idColumn(),
    campaignId: campaignColumn('cascade'),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    sku: text('sku').notNull().default(''),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('campaign_products_campaign_name_key').on(t.campaignId, sql`lower(btrim(${t.name}))`),
    index('campaign_products_campaign_idx').on(t.campaignId, t.position),
    check('campaign_products_price_range', sql`${t.priceCents} between 0 and ${MONEY_LIMIT}`),
  ],
);

/** Paper orders' portal numbers (P-000123), one sequence for every group: a number names one order. */
export const paperOrderNumbers = pgSequence('paper_order_numbers', { startWith: 1 });

/**
 * What a paper order form says beyond the order itself: its form number, the payment written on it and who
 * entered it. One row per paper order (`orders.source = 'paper'`); the order, its lines and its counting are the
 * store orders' own tables.
 */
export const paperOrders = pgTable(
  'paper_orders',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    campaignId: campaignColumn('restrict'),
    /** The number printed or written on the form; '' when none. Unique within the campaign: an import is idempotent by it. */
    formNumber: text('form_number').notNull().default(''),
    /** 'cash', 'check' or 'unpaid', as written on the form. */
    paymentMethod: text('payment_method').notNull(),
    paymentCents: bigint('payment_cents', { mode: 'number' }).notNull().default(0),
    checkNumber: text('check_number').notNull().default(''),
    enteredByKind: text('entered_by_kind').notNull(),
    enteredById: uuid('entered_by_id'),
    enteredByName: text('entered_by_name').notNull(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('paper_orders_campaign_form_key')
      .on(t.campaignId, sql`lower(${t.formNumber})`)
      .where(sql`${t.formNumber} <> ''`),
    // The entry screen lists a campaign's latest forms.
    index('paper_orders_campaign_created_idx').on(t.campaignId, t.createdAt),
    check('paper_orders_payment_method_known', sql`${t.paymentMethod} in ('cash', 'check', 'unpaid')`),
    check('paper_orders_payment_non_negative', sql`${t.paymentCents} >= 0`),
    check(
      'paper_orders_payment_within_limit',
      sql`${t.voidedAt} is not null or ${t.paymentCents} <= ${MONEY_LIMIT}`,
    ),
    check('paper_orders_entered_by_kind', sql`${t.enteredByKind} in ('admin', 'coordinator')`),
  ],
);

/** Every creation, edit and void of a paper order: who, when, what changed and why. Never updated or deleted. */
export const paperOrderChanges = pgTable(
  'paper_order_changes',
  {
    id: idColumn(),
    orderId: orderColumn('cascade'),
    /** 'created', 'edited' or 'voided'. */
    action: text('action').notNull(),
    changedByKind: text('changed_by_kind').notNull(),
    changedById: uuid('changed_by_id'),
    changedByName: text('changed_by_name').notNull(),
    reason: text('reason').notNull().default(''),
    /** The fields that changed: `[{ field, from, to }]`, values as the API shows them. */
    changes: jsonb('changes')
      .notNull()
      .default(sql`'[]'::jsonb`),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('paper_order_changes_order_idx').on(t.orderId, t.changedAt),
    check('paper_order_changes_action_known', sql`${t.action} in ('created', 'edited', 'voided')`),
    check('paper_order_changes_kind', sql`${t.changedByKind} in ('admin', 'coordinator')`),
  ],
);

/**
 * An envelope a seller turned in: cash counted and checks (its `money_items`), who recorded it and when. Never
 * changed: a correction is a new turn-in that `replaces` the old one, which is voided with the reason.
 */
export const turnIns = pgTable(
  'turn_ins',
  {
    id: idColumn(),
    groupId: groupColumn('restrict'),
    campaignId: campaignColumn('restrict'),
    sellerId: uuid('seller_id').references(() => sellers.id, { onDelete: 'set null' }),
    /** The seller's name as their paper orders carry it: balances group by it, trimmed and in any case. */
    sellerName: text('seller_name').notNull(),
    cashCents: bigint('cash_cents', { mode: 'number' }).notNull().default(0),
    note: text('note').notNull().default(''),
    recordedByKind: text('recorded_by_kind').notNull(),
    recordedById: uuid('recorded_by_id'),
    recordedByName: text('recorded_by_name').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    /** The turn-in this one corrects (which is voided by the correction). */
    replacesId: uuid('replaces_id'),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedByName: text('voided_by_name').notNull().default(''),
    voidReason: text('void_reason').notNull().default(''),
  },
  (t) => [
    index('turn_ins_campaign_idx').on(t.campaignId, t.recordedAt),
    check('turn_ins_cash_non_negative', sql`${t.cashCents} >= 0`),
    check('turn_ins_cash_within_limit', sql`${t.cashCents} <= ${MONEY_LIMIT}`),
    check('turn_ins_recorded_by_kind', sql`${t.recordedByKind} in ('admin', 'coordinator')`),
  ],
);

/**
 * A bank deposit of received cash and checks. Its items point at it while it stands; reopening it (until the bank
 * confirmed it) lets them go back on hand. What it held is kept on the deposit itself, for its slip.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: idColumn(),
    groupId: groupColumn('restrict'),
    campaignId: campaignColumn('restrict'),
    cashCents: bigint('cash_cents', { mode: 'number' }).notNull(),
    checkCents: bigint('check_cents', { mode: 'number' }).notNull(),
    /** The checks as the slip lists them: `[{ number, payer, amountCents }]`. */
    checks: jsonb('checks')
      .notNull()
      .default(sql`'[]'::jsonb`),
    note: text('note').notNull().default(''),
    createdByKind: text('created_by_kind').notNull(),
    createdById: uuid('created_by_id'),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedByName: text('confirmed_by_name').notNull().default(''),
    reopenedAt: timestamp('reopened_at', { withTimezone: true }),
    reopenedByName: text('reopened_by_name').notNull().default(''),
    reopenReason: text('reopen_reason').notNull().default(''),
  },
  (t) => [
    index('deposits_campaign_idx').on(t.campaignId, t.createdAt),
    check('deposits_amounts_non_negative', sql`${t.cashCents} >= 0 and ${t.checkCents} >= 0`),
    check(
      'deposits_total_within_limit',
      sql`${t.reopenedAt} is not null or ${t.cashCents} + ${t.checkCents} <= ${MONEY_LIMIT}`,
    ),
    check('deposits_created_by_kind', sql`${t.createdByKind} in ('admin', 'coordinator')`),
  ],
);

/**
 * Every amount of money received for a campaign: the cash or check written on a paper order, or the cash and each
 * check of a turn-in. Balances, "on hand" and deposits are sums of these rows.
 */
export const moneyItems = pgTable(
  'money_items',
  {
    id: idColumn(),
    groupId: groupColumn('restrict'),
    campaignId: campaignColumn('restrict'),
    sellerId: uuid('seller_id').references(() => sellers.id, { onDelete: 'set null' }),
    sellerName: text('seller_name').notNull(),
    /** 'cash' or 'check'. */
    kind: text('kind').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    checkNumber: text('check_number').notNull().default(''),
    payerName: text('payer_name').notNull().default(''),
    paperOrderId: uuid('paper_order_id').references(() => orders.id, { onDelete: 'restrict' }),
    turnInId: uuid('turn_in_id').references(() => turnIns.id, { onDelete: 'restrict' }),
    depositId: uuid('deposit_id').references(() => deposits.id, { onDelete: 'restrict' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [
    index('money_items_campaign_idx').on(t.campaignId),
    index('money_items_paper_order_idx')
      .on(t.paperOrderId)
      .where(sql`${t.paperOrderId} is not null`),
    index('money_items_turn_in_idx')
      .on(t.turnInId)
      .where(sql`${t.turnInId} is not null`),
    index('money_items_deposit_idx')
      .on(t.depositId)
      .where(sql`${t.depositId} is not null`),
    check('money_items_kind_known', sql`${t.kind} in ('cash', 'check')`),
    check('money_items_amount_positive', sql`${t.amountCents} > 0`),
    check(
      'money_items_amount_within_limit',
      sql`${t.voidedAt} is not null or ${t.amountCents} <= ${MONEY_LIMIT}`,
    ),
    check('money_items_one_source', sql`(${t.paperOrderId} is null) <> (${t.turnInId} is null)`),
  ],
);

/** Every turn-in recorded, corrected or voided and every deposit made, reopened or confirmed: who, when, why. */
export const moneyChanges = pgTable(
  'money_changes',
  {
    id: idColumn(),
    groupId: uuid('group_id').notNull(),
    campaignId: uuid('campaign_id').notNull(),
    /** 'turn_in' or 'deposit'. */
    subject: text('subject').notNull(),
    subjectId: uuid('subject_id').notNull(),
    /** 'recorded', 'corrected', 'voided', 'deposited', 'reopened' or 'confirmed'. */
    action: text('action').notNull(),
    changedByKind: text('changed_by_kind').notNull(),
    changedById: uuid('changed_by_id'),
    changedByName: text('changed_by_name').notNull(),
    reason: text('reason').notNull().default(''),
    details: jsonb('details')
      .notNull()
      .default(sql`'{}'::jsonb`),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('money_changes_subject_idx').on(t.subjectId, t.changedAt),
    index('money_changes_campaign_idx').on(t.campaignId, t.changedAt),
    check('money_changes_subject_known', sql`${t.subject} in ('turn_in', 'deposit')`),
    check(
      'money_changes_action_known',
      sql`${t.action} in ('recorded', 'corrected', 'voided', 'deposited', 'reopened', 'confirmed')`,
    ),
  ],
);

/**
 * A parent's or guardian's request for e-mail updates about one seller in one campaign. Nothing but the
 * confirmation is sent before `confirmed_at`; the consent is kept word for word as the page showed it. Erasing the
 * seller or the campaign's retention deletes the row, its pending order events and its messages.
 */
export const mailSubscriptions = pgTable(
  'mail_subscriptions',
  {
    id: idColumn(),
    groupId: groupColumn('cascade'),
    sellerId: sellerColumn('cascade'),
    campaignId: campaignColumn('cascade'),
    /** The signed-in parent of a `families` group whose page made it (their sign-in verified the address). */
    parentId: uuid('parent_id').references(() => parents.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** The language of the seller's page when the parent subscribed: every message is written in it. */
    locale: text('locale').notNull(),
    /** 'pending' until the link is followed, then 'confirmed'; 'unsubscribed' once stopped. */
    status: text('status').notNull().default('pending'),
    consentText: text('consent_text').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /**
     * What verified the address: 'link' (the confirmation message's link was followed) or 'family_sign_in' (a
     * parent's own sign-in, so no confirmation message); null while pending.
     */
    confirmedVia: text('confirmed_via'),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** The last order update written: the next one waits an hour after it. */
    ordersSentAt: timestamp('orders_sent_at', { withTimezone: true }),
    /** The highest goal milestone (0, 50 or 100 %) told, or already passed at confirmation. */
    milestoneSent: smallint('milestone_sent').notNull().default(0),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    summarizedAt: timestamp('summarized_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mail_subscriptions_seller_campaign_email_key').on(
      t.sellerId,
      t.campaignId,
      sql`lower(${t.email})`,
    ),
    // New orders look for their seller's confirmed subscriptions: with nobody subscribed, the lookup reads nothing.
    index('mail_subscriptions_confirmed_idx')
      .on(t.sellerId, t.campaignId)
      .where(sql`${t.status} = 'confirmed'`),
    index('mail_subscriptions_group_idx').on(t.groupId, t.createdAt),
    index('mail_subscriptions_campaign_idx').on(t.campaignId),
    index('mail_subscriptions_parent_idx')
      .on(t.parentId)
      .where(sql`${t.parentId} is not null`),
    check('mail_subscriptions_status_known', sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`),
    check('mail_subscriptions_locale_known', sql`${t.locale} in ('en', 'es')`),
    check(
      'mail_subscriptions_confirmed_via_known',
      sql`${t.confirmedVia} is null or ${t.confirmedVia} in ('link', 'family_sign_in')`,
    ),
  ],
);

/**
 * Orders credited to a confirmed subscription's seller and not yet told: written in the transaction that inserts or
 * credits the order (by `ingest_new_order` for store orders, by triggers for paper forms and repairs;
 * `db/functions/13-orders-queue-mail-updates.sql`), and turned into one grouped update at most once an hour.
 */
export const mailOrderEvents = pgTable(
  'mail_order_events',
  {
    /**
     * No foreign keys: an event is written for every subscribed order by the statement that writes the order, and a
     * key check would lock the subscription's row for every order of every concurrent delivery (and check the order
     * just written). A trigger deletes a subscription's events with it; the portal never deletes an order (a store's
     * deletion is a flag), and an event whose order is gone is read as nothing.
     */
    subscriptionId: uuid('subscription_id').notNull(),
    orderId: uuid('order_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.orderId] })],
);

/**
 * Every e-mail the portal writes, queued in the transaction of the event that causes it and sent by one sender at a
 * time. The idempotency key names the event (a subscription's confirmation, an hour's update, a day's digest), so
 * the same message is never written twice. Without SMTP_URL this table is the outbox administrators read.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: idColumn(),
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind').notNull(),
    subscriptionId: uuid('subscription_id').references(() => mailSubscriptions.id, { onDelete: 'cascade' }),
    /** A digest's recipient: 'admin' or 'coordinator' and their id (the unsubscribe link turns their digest off). */
    staffKind: text('staff_kind'),
    staffId: uuid('staff_id'),
    toAddress: text('to_address').notNull(),
    fromAddress: text('from_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Headers besides From, To and Subject, in order: [[name, value], …]. */
    headers: jsonb('headers')
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status').notNull().default('queued'),
    delivery: text('delivery'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mail_messages_idempotency_key').on(t.idempotencyKey),
    index('mail_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    index('mail_messages_created_idx').on(t.createdAt.desc()),
    index('mail_messages_subscription_idx')
      .on(t.subscriptionId)
      .where(sql`${t.subscriptionId} is not null`),
    check('mail_messages_status_known', sql`${t.status} in ('queued', 'sent', 'failed')`),
    check('mail_messages_delivery_known', sql`${t.delivery} is null or ${t.delivery} in ('smtp', 'outbox')`),
  ],
);

/** A family of one group: the parents who share its children. */
export const families = pgTable(
  'families',
  {
    id: idColumn(),
    groupId: groupColumn('cascade'),
    createdAt: createdAt(),
  },
  (t) => [index('families_group_idx').on(t.groupId)],
);

/** A parent: an e-mail address verified in one group by a sign-in link. */
export const parents = pgTable(
  'parents',
  {
    id: idColumn(),
    groupId: groupColumn('cascade'),
    /** The family whose children the parent sees: made with the first child or invitation, shared by an invitee. */
    familyId: uuid('family_id').references(() => families.id, { onDelete: 'set null' }),
    /** The address as the parent typed it at the first sign-in. */
    email: text('email').notNull(),
    /** The inbox it reaches (`mailboxKey`: lower case, without a `+tag`): one parent per inbox and group. */
    emailKey: text('email_key').notNull(),
    language: text('language').notNull(),
    createdAt: createdAt(),
    /** Null for a parent invited by another who has not signed in yet. */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** When another parent of the family invited this one; null for a parent who came on their own. */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    /** When the parent withdrew the family: the address and its inbox form are '' from then on. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    // A withdrawn parent keeps the row for the consent record's sake; the inbox may sign in again as a new parent.
    uniqueIndex('parents_group_email_key')
      .on(t.groupId, t.emailKey)
      .where(sql`${t.withdrawnAt} is null`),
    index('parents_family_idx')
      .on(t.familyId)
      .where(sql`${t.familyId} is not null`),
    check('parents_language_known', sql`${t.language} in ('en', 'es')`),
  ],
);

/** A single-use sign-in link sent to an address: only the SHA-256 of its token is kept. */
export const familySignInLinks = pgTable(
  'family_sign_in_links',
  {
    id: idColumn(),
    groupId: groupColumn('cascade'),
    email: text('email').notNull(),
    emailKey: text('email_key').notNull(),
    tokenHash: text('token_hash').notNull(),
    language: text('language').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('family_sign_in_links_token_hash_key').on(t.tokenHash),
    index('family_sign_in_links_group_email_idx').on(t.groupId, t.emailKey),
    check('family_sign_in_links_language_known', sql`${t.language} in ('en', 'es')`),
  ],
);

/** A parent's signed-in device: the SHA-256 of its opaque bearer token, listed and revoked one by one. */
export const familySessions = pgTable(
  'family_sessions',
  {
    id: idColumn(),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    deviceLabel: text('device_label').notNull().default(''),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('family_sessions_token_hash_key').on(t.tokenHash),
    index('family_sessions_parent_idx').on(t.parentId),
  ],
);

/** Each version of a group's notice to families, word for word; its version is the SHA-256 of the text. */
export const familyNotices = pgTable(
  'family_notices',
  {
    id: idColumn(),
    groupId: groupColumn('cascade'),
    version: text('version').notNull(),
    language: text('language').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('family_notices_group_version_key').on(t.groupId, t.version),
    check('family_notices_language_known', sql`${t.language} in ('en', 'es')`),
  ],
);

/** A parent's agreement to one version of the notice, with the address verified at that moment. */
export const consents = pgTable(
  'consents',
  {
    id: idColumn(),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    noticeId: uuid('notice_id')
      .notNull()
      .references(() => familyNotices.id),
    email: text('email').notNull(),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [index('consents_parent_idx').on(t.parentId), index('consents_notice_idx').on(t.noticeId)],
);

/**
 * A child of a family: a seller like any other, added by a parent under their standing consent (the foreign key
 * to the consent is why no child row can exist without one). A seller is the child of one family at most.
 */
export const familyChildren = pgTable(
  'family_children',
  {
    id: idColumn(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    sellerId: sellerColumn('cascade'),
    consentId: uuid('consent_id')
      .notNull()
      .references(() => consents.id),
    addedByParentId: uuid('added_by_parent_id').references(() => parents.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** When a parent removed the child (the seller erased): the link stays as the record of the consent's end. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('family_children_seller_key').on(t.sellerId),
    index('family_children_family_idx').on(t.familyId),
    index('family_children_consent_idx').on(t.consentId),
  ],
);
