import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { withDatabasePriority } from '../db/database-priority.js';
import type { PeopleWaiting } from '../lib/people-waiting.js';

/**
 * The embedded database answers one call at a time, so a batch is what a person's query may wait behind: 8 new
 * orders take it about 10 ms. PostgreSQL writes several batches at once on connections of their own.
 */
const MAX_ORDERS_PER_BATCH = { embedded: 32, postgres: 32 } as const;
const BATCHES_AT_ONCE = { embedded: 1, postgres: 2 } as const;

interface WaitingOrder {
  /** The `ingest_new_order()` argument, as JSON text. */
  call: string;
  /** The seller's tally row this order updates, so that every batch takes those rows in the same order. */
  sellerKey: string;
  resolve(id: string | null): void;
  reject(error: unknown): void;
}

/**
 * Writes new orders with one statement for all of them (`ingest_new_order()` once per order, in order), so that
 * a rush of deliveries pays for one statement and one commit per batch rather than per order: on the embedded
 * database a statement's own cost was as much as the order's. Orders wait only while earlier batches are being
 * written: at a calm moment a delivery is written at once, alone. Each delivery is still answered only after its
 * order is committed.
 */
export class NewOrderBatches {
  private readonly waiting: WaitingOrder[] = [];
  private writing = 0;

  constructor(
    private readonly database: Database,
    private readonly people: PeopleWaiting,
  ) {}

  /** The new order's id, or null when the order or the delivery was already there. */
  add(call: string, sellerKey: string): Promise<string | null> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ call, sellerKey, resolve, reject });
      this.writeNext();
    });
  }

  private writeNext() {
    if (this.writing >= BATCHES_AT_ONCE[this.database.kind] || this.waiting.length === 0) return;
    this.writing++;
    void this.writeAfterPeople().finally(() => {
      this.writing--;
      this.writeNext();
    });
  }

  /** A store can wait a few milliseconds for its answer, a person should not: a batch starts once people are served. */
  private async writeAfterPeople() {
    await this.people.served();
    const batch = this.waiting.splice(0, MAX_ORDERS_PER_BATCH[this.database.kind]);
    if (batch.length > 0) await this.write(batch);
  }

  private async write(batch: WaitingOrder[]) {
    // Batches written side by side on PostgreSQL lock the sellers' tally rows until they commit; taking them in
    // one order everywhere means two batches never wait on each other in a circle.
    batch.sort((a, b) => (a.sellerKey < b.sellerKey ? -1 : a.sellerKey > b.sellerKey ? 1 : 0));
    try {
      const ids = await insertNewOrders(this.database, batch);
      batch.forEach((order, at) => order.resolve(ids[at] ?? null));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      // One order's failure undoes the whole statement: each is written again on its own and gets its own answer.
      for (const order of batch) {
        await insertNewOrders(this.database, [order]).then(([id]) => order.resolve(id ?? null), order.reject);
      }
    }
  }
}

async function insertNewOrders(database: Database, batch: WaitingOrder[]): Promise<(string | null)[]> {
  const rows = await withDatabasePriority('ingest', () =>
    database.preparedRows<{ at: number; id: string | null }>(
      'ingest-new-orders',
      sql`select x.at::int as at, ingest_new_order(x.call) as id
          from jsonb_array_elements(${`[${batch.map((order) => order.call).join(',')}]`}::jsonb)
            with ordinality as x(call, at)`,
    ),
  );
  const ids: (string | null)[] = batch.map(() => null);
  for (const row of rows) ids[row.at - 1] = row.id;
  return ids;
}

/** One writer per app: its people tracker is made with its context, and the database it writes to is that context's. */
const batchesOf = new WeakMap<PeopleWaiting, NewOrderBatches>();

export function newOrderBatches(database: Database, people: PeopleWaiting): NewOrderBatches {
  let batches = batchesOf.get(people);
  if (!batches) {
    batches = new NewOrderBatches(database, people);
    batchesOf.set(people, batches);
  }
  return batches;
}
