import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/database.js';

export interface ProductRow {
  id: string;
  name: string;
  priceCents: number;
  sku: string;
  hidden: boolean;
  orderLineCount: number;
}

/** The campaign's products in their list order, each with how many order lines name it. */
export function findCampaignProducts(db: DbOrTx, campaignId: string) {
  return queryRows<ProductRow>(
    db,
    sql`select p.id, p.name, p.price_cents::float8 as "priceCents", p.sku, p.hidden,
               (select count(*)::int from order_items i where i.product_id = p.id) as "orderLineCount"
        from campaign_products p
        where p.campaign_id = ${campaignId}
        order by p.position, p.id`,
  );
}

/** The products of the campaign among `ids` (others are simply absent), for pricing a form. */
export function findProductsById(db: DbOrTx, campaignId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return queryRows<{ id: string; name: string; priceCents: number; hidden: boolean }>(
    db,
    sql`select p.id, p.name, p.price_cents::float8 as "priceCents", p.hidden
        from campaign_products p
        where p.campaign_id = ${campaignId}
          and p.id::text in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
  );
}

export interface ProductWrite {
  id: string | undefined;
  name: string;
  priceCents: number;
  sku: string;
  hidden: boolean;
}

/**
 * Replaces the list: products not in `kept` are deleted (the caller checked no order line uses them), the others
 * updated or inserted at their new position. Names are unique per campaign, so positions and names are written
 * after the deletions, renames through a temporary name to let two products swap names.
 */
export async function replaceCampaignProducts(db: DbOrTx, campaignId: string, products: ProductWrite[]) {
  const keptIds = products.flatMap((product) => (product.id ? [product.id] : []));
  await db.execute(
    sql`delete from campaign_products where campaign_id = ${campaignId}
        ${
          keptIds.length > 0
            ? sql`and id::text not in (${sql.join(
                keptIds.map((id) => sql`${id}`),
                sql`, `,
              )})`
            : sql``
        }`,
  );
  if (keptIds.length > 0) {
    await db.execute(sql`update campaign_products set name = id::text where campaign_id = ${campaignId}`);
  }
  const rows = JSON.stringify(
    products.map((product, position) => ({
      id: product.id ?? null,
      position,
      name: product.name,
      price_cents: product.priceCents,
      sku: product.sku,
      hidden: product.hidden,
    })),
  );
  await db.execute(
    sql`update campaign_products p
        set position = r.position, name = r.name, price_cents = r.price_cents, sku = r.sku, hidden = r.hidden,
            updated_at = now()
        from jsonb_to_recordset(${rows}::jsonb)
          as r(id uuid, position smallint, name text, price_cents bigint, sku text, hidden boolean)
        where r.id is not null and p.id = r.id and p.campaign_id = ${campaignId}`,
  );
  await db.execute(
    sql`insert into campaign_products (campaign_id, position, name, price_cents, sku, hidden)
        select ${campaignId}, r.position, r.name, r.price_cents, r.sku, r.hidden
        from jsonb_to_recordset(${rows}::jsonb)
          as r(id uuid, position smallint, name text, price_cents bigint, sku text, hidden boolean)
        where r.id is null`,
  );
}

/** Product names and prices on the campaign's counted store orders, most ordered first. */
export function findStoreOrderProducts(db: DbOrTx, groupId: string, campaignId: string) {
  return queryRows<{ name: string; priceCents: number }>(
    db,
    sql`select t.product_name as name,
               (select i.price_cents::float8 from order_items i join orders o on o.id = i.order_id
                 where o.campaign_id = ${campaignId} and o.group_id = ${groupId} and o.source = 'store'
                   and i.product_name = t.product_name
                 order by o.store_created_at desc limit 1) as "priceCents"
        from (select product_name, sum(quantity) as quantity
              from report_product_days
              where campaign_id = ${campaignId} and group_id = ${groupId}
              group by product_name
              having sum(quantity) > 0) t
        order by t.quantity desc, t.product_name
        limit 200`,
  );
}
