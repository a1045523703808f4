import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/database.js';

const ORDER_NUMBER_KEY = 'demo-store:order-number';
const FIRST_ORDER_NUMBER = 1001;

/** The demo store's next order number (1001, 1002, …), taken atomically in one statement. */
export async function nextOrderNumber(db: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ value: string }>(
    db,
    sql`insert into sync_state (key, value) values (${ORDER_NUMBER_KEY}, ${String(FIRST_ORDER_NUMBER)})
        on conflict (key) do update
          set value = (greatest(sync_state.value::bigint, ${FIRST_ORDER_NUMBER - 1}) + 1)::text,
              updated_at = now()
        returning value`,
  );
  const value = Number(row?.value);
  if (!Number.isSafeInteger(value)) throw new Error('the demo store order counter is not a number');
  return value;
}
