import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../src/server/db/database.js';
import { withDatabasePriority, type DatabasePriority } from '../../src/server/db/database-priority.js';
import { isUniqueViolation } from '../../src/server/errors.js';
import { freshEmbeddedDatabase } from '../support/database-template.js';

let database: Database;

beforeAll(async () => {
  database = await freshEmbeddedDatabase();
  await database.db.execute(sql`create table thread_probe (id int primary key, label text not null)`);
});

afterAll(async () => {
  await database.close();
});

const labelled = (label: string, priority: DatabasePriority = 'interactive', seconds = 0) =>
  withDatabasePriority(priority, () =>
    queryRows<{ label: string }>(database.db, sql`select ${label}::text as label, pg_sleep(${seconds})`),
  ).then(([row]) => row!.label);

describe('the embedded database on its own thread', () => {
  it('leaves the server thread free while a query runs', async () => {
    let timerRan = false;
    const slowQuery = labelled('slow', 'interactive', 0.4);
    setTimeout(() => (timerRan = true), 5);
    // On the server's own thread the whole query would run before any timer could.
    expect(await slowQuery).toBe('slow');
    expect(timerRan).toBe(true);
  });

  it('answers a person first, then a store delivery, then an export chunk', async () => {
    const finished: string[] = [];
    const track = (call: Promise<string>) => call.then((label) => finished.push(label));
    await Promise.all([
      track(labelled('busy', 'interactive', 0.2)),
      track(labelled('export chunk', 'bulk')),
      track(labelled('delivery', 'ingest')),
      track(labelled('person', 'interactive')),
    ]);
    expect(finished).toEqual(['busy', 'person', 'delivery', 'export chunk']);
  });

  it('lets a call that has waited a second go before newer urgent ones', async () => {
    const finished: string[] = [];
    const track = (call: Promise<string>) => call.then((label) => finished.push(label));
    await Promise.all([
      track(labelled('busy 1', 'interactive', 0.3)),
      track(labelled('export chunk', 'bulk')),
      ...[2, 3, 4, 5, 6].map((n) => track(labelled(`busy ${n}`, 'interactive', 0.3))),
    ]);
    expect(finished.indexOf('export chunk')).toBeGreaterThan(0);
    expect(finished.indexOf('export chunk')).toBeLessThan(finished.length - 1);
  });

  it('keeps a transaction to itself until it ends and undoes it when it fails', async () => {
    const order: string[] = [];
    let inside!: () => void;
    const entered = new Promise<void>((resolve) => (inside = resolve));
    const transaction = database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into thread_probe values (1, 'first')`);
        inside();
        await new Promise((resolve) => setTimeout(resolve, 100));
        order.push('transaction');
        throw new Error('changed my mind');
      })
      .catch((error: Error) => error.message);
    await entered;
    const reader = queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from thread_probe`,
    ).then((rows) => {
      order.push('reader');
      return rows[0]!.count;
    });
    expect(await transaction).toBe('changed my mind');
    expect(await reader).toBe(0);
    expect(order).toEqual(['transaction', 'reader']);
  });

  it('commits nested work and reports PostgreSQL errors with their code and constraint', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe values (2, 'outer')`);
      await tx.transaction(async (inner) => {
        await inner.execute(sql`insert into thread_probe values (3, 'inner')`);
      });
    });
    const failure = await database.db
      .execute(sql`insert into thread_probe values (2, 'again')`)
      .catch((error: unknown) => error);
    expect(isUniqueViolation(failure)).toBe(true);
    expect((failure as { cause: { constraint: string } }).cause.constraint).toBe('thread_probe_pkey');
    const rows = await queryRows<{ id: number; label: string }>(
      database.db,
      sql`select id, label from thread_probe order by id`,
    );
    expect(rows).toEqual([
      { id: 2, label: 'outer' },
      { id: 3, label: 'inner' },
    ]);
  });

  it('plans with random page reads as cheap as ordered ones, since its pages are in memory', async () => {
    const [row] = await queryRows<{ cost: string }>(
      database.db,
      sql`select current_setting('random_page_cost') as cost`,
    );
    expect(row!.cost).toBe('1.1');
  });

  it('refuses calls once closed, with a clear message', async () => {
    const closing = await freshEmbeddedDatabase({ ownThread: true });
    await closing.close();
    await expect(closing.ping()).rejects.toThrow('The embedded database is closed.');
  });
});
