/**
 * Realistic demo data: groups with past, current and upcoming campaigns, a coordinator each, sellers, and
 * orders spread over the last six months. Orders are generated inside the database in batches, so a million
 * takes minutes on PostgreSQL. Usage: npm run seed -- --groups 20 --orders 100000
 * Refuses to run when NODE_ENV=production: its orders are made up and its coordinators share a published password.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../src/server/auth/passwords.js';
import { ConfigError, databaseTargetOf, loadConfig } from '../src/server/config.js';
import { DataDirInUseError, openDatabase, queryRows } from '../src/server/db/database.js';
import { campaignProducts, campaigns, coordinators, groups, sellers } from '../src/server/db/schema.js';
import { addOneMonth, calendarDateIn } from '../src/server/lib/calendar.js';
import { FIRST, LAST } from './lib/demo-names.js';

const ORDER_BATCH = 50_000;
const SELLERS_PER_GROUP = 24;
const COORDINATOR_PASSWORD = 'fundraise-2026';

const SEED_MESSAGES = {
  refusedInProduction:
    'npm run seed refuses to run when NODE_ENV=production: it writes made-up orders and coordinator accounts ' +
    'whose password is published. Seed a development or test database instead.',
  passwordsForDemos: (password: string) =>
    `Coordinator logins (password for all: ${password}). These passwords are for demos only: ` +
    'anyone can read them here and in the source, so never use these accounts with real data.',
} as const;

const SCHOOLS = [
  'Maple',
  'Oak Ridge',
  'Cedar',
  'Willow',
  'Birch',
  'Pine Hill',
  'Elm Park',
  'Aspen',
  'Juniper',
  'Hawthorn',
];
const KINDS = ['Primary School', 'Elementary', 'Scouts Troop', 'Swim Club', 'Youth Choir', 'Soccer Club'];
const PRODUCTS: [string, number][] = [
  ['Cookie Dough (3 lb tub)', 1800],
  ['Scented Soy Candle', 1500],
  ['Wrapping Paper Roll', 1200],
  ['Chocolate Bar Box', 2000],
  ['Caramel Popcorn Tin', 2200],
  ['Coffee Beans 12 oz', 1600],
  ['Holiday Wreath', 3500],
  ['Cheesecake Sampler', 2800],
];

function usage(message: string): never {
  console.error(`${message}\nUsage: npm run seed -- --groups N --orders M`);
  process.exit(2);
}

function wholeNumber(value: string | undefined, name: string, fallback: number, max: number) {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) > max) usage(`--${name} must be a whole number from 0 to ${max}`);
  return Number(value);
}

/** A PostgreSQL array literal, passed as one text parameter (drizzle would spread a JS array into a row). */
function arrayLiteral(values: readonly (string | number)[]): string {
  return `{${values.map((value) => `"${String(value).replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

function shiftDays(isoDate: string, days: number) {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function main() {
  if (process.env.NODE_ENV?.trim() === 'production') {
    console.error(SEED_MESSAGES.refusedInProduction);
    process.exit(1);
  }
  const { values } = parseArgs({
    options: { groups: { type: 'string' }, orders: { type: 'string' } },
    strict: true,
  });
  const groupCount = wholeNumber(values.groups, 'groups', 5, 10_000) || usage('--groups must be at least 1');
  const orderCount = wholeNumber(values.orders, 'orders', 500, 20_000_000);

  const config = loadConfig();
  const database = await openDatabase({
    target: databaseTargetOf(config),
  });
  const { db } = database;
  const runTag = randomBytes(3).toString('hex').toUpperCase();
  const today = calendarDateIn(config.portalTimezone, new Date());
  const started = Date.now();

  try {
    console.log(
      `Seeding ${groupCount} groups and ${orderCount.toLocaleString('en-US')} orders (run ${runTag})`,
    );
    const passwordHash = await hashPassword(COORDINATOR_PASSWORD);
    const logins: { email: string; group: string }[] = [];
    const groupRows: { id: string; code: string }[] = [];
    // Every order falls in a campaign of its group: the spring one before the autumn one starts.
    const springIds: string[] = [];
    const autumnIds: string[] = [];
    const autumnStart = shiftDays(today, -90);

    for (let index = 0; index < groupCount; index++) {
      const school = `${SCHOOLS[index % SCHOOLS.length]} ${KINDS[Math.floor(index / SCHOOLS.length) % KINDS.length]}`;
      const code = `G${runTag}${index + 1}`;
      const [group] = await db
        .insert(groups)
        .values({
          name: `${school} Class ${(index % 6) + 1}`,
          code,
          organizationName: school,
          contactInfo: `office${index + 1}@example.org`,
          isActive: index % 10 !== 9,
        })
        .returning({ id: groups.id, code: groups.code });
      groupRows.push(group!);
      const [spring, autumn] = await db
        .insert(campaigns)
        .values([
          {
            groupId: group!.id,
            name: 'Spring Fundraiser',
            startDate: shiftDays(today, -181),
            endDate: shiftDays(autumnStart, -1),
            goalCents: 2_000_000 + index * 50_000,
          },
          {
            groupId: group!.id,
            name: 'Autumn Sale',
            startDate: autumnStart,
            endDate: addOneMonth(today),
            goalCents: 1_500_000 + index * 50_000,
          },
          {
            groupId: group!.id,
            name: 'Holiday Gifts',
            startDate: shiftDays(today, 20),
            endDate: shiftDays(today, 60),
          },
        ])
        .returning({ id: campaigns.id });
      springIds.push(spring!.id);
      autumnIds.push(autumn!.id);
      // The products the orders sell, ready for paper order forms in the current campaign.
      await db.insert(campaignProducts).values(
        PRODUCTS.map(([name, priceCents], position) => ({
          campaignId: autumn!.id,
          position,
          name,
          priceCents,
        })),
      );
      await db
        .update(groups)
        .set({ profitShareBasisPoints: 3000 + (index % 5) * 500 })
        .where(eq(groups.id, group!.id));
      const email = `coordinator${index + 1}.${runTag.toLowerCase()}@example.org`;
      await db
        .insert(coordinators)
        .values({ name: `Coordinator ${index + 1}`, email, passwordHash, groupId: group!.id });
      logins.push({ email, group: code });
      await db.insert(sellers).values(
        Array.from({ length: SELLERS_PER_GROUP }, (_, seller) => {
          const first = FIRST[(index + seller) % FIRST.length]!;
          const last = LAST[(index * 7 + seller) % LAST.length]!;
          return {
            groupId: group!.id,
            name: `${first} ${last}`,
            email: `${first}.${last}.${seller}@example.org`.toLowerCase(),
          };
        }),
      );
    }

    const groupIds = groupRows.map((group) => group.id);
    const groupCodes = groupRows.map((group) => group.code);
    const productNames = PRODUCTS.map(([name]) => name);
    const productPrices = PRODUCTS.map(([, cents]) => cents);
    for (let done = 0; done < orderCount; done += ORDER_BATCH) {
      const last = Math.min(orderCount, done + ORDER_BATCH);
      await db.execute(sql`
        with generated as (
          select s.i,
                 (${arrayLiteral(groupIds)}::uuid[])[1 + (s.i::bigint * 7919 % ${groupIds.length})::int] as group_id,
                 (${arrayLiteral(groupCodes)}::text[])[1 + (s.i::bigint * 7919 % ${groupCodes.length})::int] as group_code,
                 (${arrayLiteral(springIds)}::uuid[])[1 + (s.i::bigint * 7919 % ${springIds.length})::int] as spring_id,
                 (${arrayLiteral(autumnIds)}::uuid[])[1 + (s.i::bigint * 7919 % ${autumnIds.length})::int] as autumn_id,
                 -- About 1 in 250 orders lost its group on the way (express checkouts drop cart attributes)
                 -- and as many kept the group but lost the seller: the repair queue has work in the demo.
                 case when s.i % 250 = 0 then 'lost' when s.i % 250 = 125 then 'sellerless' else 'ok' end as fate,
                 1 + (s.i * 31) % ${PRODUCTS.length} as product,
                 1 + (s.i % 3) as quantity,
                 now() - (s.i::bigint * 104729 % (180 * 24 * 3600)) * interval '1 second' as created_at
          from generate_series(${done + 1}::int, ${last}::int) as s(i)
        ),
        inserted as (
          insert into orders (shopify_order_id, shopify_order_number, group_id, group_code, campaign_id, campaign_name,
                              seller_id, seller_name, note, buyer_first_name, buyer_last_name, buyer_email, status,
                              attribution_verified, total_product_cents, shipping_cents, total_cents,
                              shipping_method, shipping_address1, shipping_city, shipping_province, shipping_zip,
                              shipping_country, financial_status, store_created_at, store_updated_at)
          select 'seed-' || ${runTag} || '-' || g.i, '#' || (100000 + g.i),
                 case when g.fate <> 'lost' then g.group_id end,
                 case when g.fate <> 'lost' then g.group_code
                      -- Half of the lost ones still carry the code, mistyped (the last two characters swapped).
                      when g.i % 500 = 0 then left(g.group_code, -2) || right(g.group_code, 1) || left(right(g.group_code, 2), 1)
                      else '' end,
                 case when g.fate = 'lost' then null
                      when (g.created_at at time zone ${config.portalTimezone})::date >= ${autumnStart}::date then g.autumn_id else g.spring_id end,
                 case when g.fate = 'lost' then ''
                      when (g.created_at at time zone ${config.portalTimezone})::date >= ${autumnStart}::date then 'Autumn Sale' else 'Spring Fundraiser' end,
                 case when g.fate = 'ok' then seller.id end,
                 case when g.fate = 'ok' then seller.name else '' end,
                 case when g.fate = 'sellerless' then 'Thank you ' || seller.name || '!' else '' end,
                 (${arrayLiteral(FIRST)}::text[])[1 + (g.i / 3) % ${FIRST.length}],
                 (${arrayLiteral(LAST)}::text[])[1 + (g.i / 5) % ${LAST.length}],
                 lower((${arrayLiteral(FIRST)}::text[])[1 + (g.i / 3) % ${FIRST.length}]) || '.' || g.i || '@example.com',
                 (array['open','open','open','processing','shipped','shipped','pending','cancelled'])[1 + g.i % 8],
                 g.fate = 'ok',
                 (${arrayLiteral(productPrices)}::int[])[g.product] * g.quantity, 650,
                 (${arrayLiteral(productPrices)}::int[])[g.product] * g.quantity + 650,
                 'Standard', (g.i % 900 + 1) || ' Main Street', 'Springfield', 'Illinois', '62701', 'United States',
                 'paid', g.created_at, g.created_at
          from generated g
          -- Each order is credited to one of its group's sellers, as the portal's hand-off would.
          left join lateral (
            select p.id, p.name from sellers p
            where p.group_id = g.group_id
            order by lower(p.email)
            offset g.i % ${SELLERS_PER_GROUP} limit 1
          ) seller on true
          returning id, total_product_cents, status, shopify_order_id
        ),
        items as (
          insert into order_items (order_id, position, product_name, price_cents, quantity)
          select i.id, 0, (${arrayLiteral(productNames)}::text[])[g.product], (${arrayLiteral(productPrices)}::int[])[g.product], g.quantity
          from inserted i join generated g on i.shopify_order_id = 'seed-' || ${runTag} || '-' || g.i
        )
        insert into order_status_history (order_id, from_status, to_status, changed_by_kind, changed_by_name)
        select id, null, status, 'store', 'Store' from inserted`);
      const seconds = (Date.now() - started) / 1000;
      process.stdout.write(
        `\rOrders: ${last.toLocaleString('en-US')} / ${orderCount.toLocaleString('en-US')} ` +
          `(${Math.round((last / Math.max(orderCount, 1)) * 100)}%), ${Math.round(last / seconds).toLocaleString('en-US')}/s   `,
      );
    }
    if (orderCount > 0) process.stdout.write('\n');
    await db.execute(sql`analyze`);

    const [totals] = await queryRows<{ orders: number }>(db, sql`select count(*)::int as orders from orders`);
    console.log(
      `Done in ${((Date.now() - started) / 1000).toFixed(1)} s; the database now holds ${totals?.orders.toLocaleString('en-US')} orders.`,
    );
    console.log(`\n${SEED_MESSAGES.passwordsForDemos(COORDINATOR_PASSWORD)}`);
    for (const login of logins.slice(0, 10)) console.log(`  ${login.email}  (group ${login.group})`);
    if (logins.length > 10) console.log(`  … and ${logins.length - 10} more, numbered the same way`);
    console.log(`Sellers log in at / with a group code above, any name and e-mail.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) console.error(error.message);
  else console.error('Seeding failed:', error);
  process.exit(1);
});
