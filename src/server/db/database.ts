import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import * as schema from './schema.js';
import { startEmbeddedThread } from './embedded-thread.js';
import { alignMigrationTimes } from './migration-times.js';
import { applyFunctionFiles } from './database-functions.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'embedded' | 'postgres';
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * Runs a statement that hot paths issue many times as a named prepared statement, so PostgreSQL parses and plans
   * it once per connection (the embedded database once per process). `name` must always come with the same text.
   */
  preparedRows<T>(name: string, query: SQL): Promise<T[]>;
  /**
   * PostgreSQL only (undefined on the embedded database): the bytes of `COPY (query) TO STDOUT WITH (options)`
   * as a stream, read in a read-only transaction on a connection of its own. COPY takes no bind parameters, so
   * the query's parameters travel as transaction-local settings read back with `current_setting()` (as text;
   * the query's own casts apply): no value is ever written into the SQL. The query must not contain `$` other
   * than its parameters. Destroying the stream ends the COPY and drops that connection.
   */
  copyOut?(query: SQL, options: string): Readable;
  /** Embedded database kept in files only: the folder given as its data directory (`DATA_DIR`). */
  dataDir?: string;
  /**
   * Embedded database only: its data directory as an uncompressed tar, taken after a checkpoint while no
   * transaction is open, so it holds exactly the committed data. Queries wait while the copy is made.
   */
  dumpDataDir?(): Promise<Uint8Array>;
  /**
   * PostgreSQL only (undefined on the embedded database, which one process owns): runs `task` while holding the
   * session advisory lock `key` on a connection of its own, or answers `{ acquired: false }` at once when another
   * session holds it. A process that dies loses its connection and with it the lock, so no lock outlives its holder.
   */
  withAdvisoryLock?<T>(key: number, task: () => Promise<T>): Promise<AdvisoryLockResult<T>>;
  close(): Promise<void>;
}

export type AdvisoryLockResult<T> = { acquired: true; value: T } | { acquired: false };

const dialect = new PgDialect();
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const MIGRATION_LOCK_KEY = 7_301_544_211;

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid}. ` +
        'Stop that process first, or set DATA_DIR to another folder.',
    );
    this.name = 'DataDirInUseError';
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Two processes opening the same embedded database files would corrupt them, so one holds a lock file. */
function lockDataDir(dataDir: string): () => void {
  // The database files hold every order's buyer and seller: only the portal's own user may read them.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const lockFile = path.join(dataDir, 'portal.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isProcessAlive(holder)) {
        throw new DataDirInUseError(dataDir, holder);
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

interface OpenDatabaseOptions {
  /** `postgres://…` for a server, a folder for embedded files, or `memory` for a throwaway embedded database. */
  target: { url: string } | { dataDir: string } | 'memory';
  /** Embedded only: a data directory tar (from `dumpDataDir`) to load into an empty folder instead of a new database. */
  restoreFrom?: Blob | Uint8Array;
  /**
   * Embedded only: false opens the data as it is, without applying migrations or function files (a backup copies
   * it unchanged).
   */
  migrate?: boolean;
}

export async function openDatabase({ target, ...options }: OpenDatabaseOptions): Promise<Database> {
  if (typeof target === 'object' && 'url' in target) return openPostgres(target.url);
  return openEmbedded(target === 'memory' ? undefined : target.dataDir, options);
}

/** The tar's bytes in a buffer of their own, which the thread is handed (transferred, not copied). */
async function ownBytes(tar: Blob | Uint8Array): Promise<Uint8Array> {
  if (tar instanceof Uint8Array) return new Uint8Array(tar);
  return new Uint8Array(await tar.arrayBuffer());
}

async function openEmbedded(
  dataDir: string | undefined,
  { restoreFrom, migrate = true }: Omit<OpenDatabaseOptions, 'target'>,
): Promise<Database> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    const filesDir = dataDir ? path.join(dataDir, 'pglite') : undefined;
    if (filesDir) mkdirSync(filesDir, { recursive: true, mode: 0o700 });
    const client = await startEmbeddedThread({
      filesDir,
      ...(restoreFrom ? { restoreFrom: await ownBytes(restoreFrom) } : {}),
    });
    // drizzle's PGlite driver calls only `query` and `transaction`, which the thread's client answers alike.
    const asPglite = client as unknown as PGlite;
    const db = drizzlePglite({ client: asPglite, schema }) as unknown as Db;
    if (migrate) {
      const migrator = drizzlePglite({ client: asPglite });
      await alignMigrationTimes(migrator, migrationsFolder);
      await migratePglite(migrator, { migrationsFolder });
      await applyFunctionFiles(migrator);
    }
    return {
      db,
      kind: 'embedded',
      dataDir,
      dumpDataDir: () => client.dumpDataDir(),
      async ping() {
        await client.query('select 1');
      },
      preparedRows: (name, query) => {
        const { sql: text, params } = dialect.sqlToQuery(query);
        return client.preparedRows(name, text, params);
      },
      async close() {
        try {
          await client.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

async function openPostgres(url: string): Promise<Database> {
  // JIT compilation pays off for long analytic queries, not for the portal's: an order total's plan is costed
  // above the JIT threshold at a million orders and spent 40–50 ms compiling to run in under 1 ms.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    options: '-c jit=off',
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it and the next query reports any real outage.
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const lockClient = await pool.connect();
  try {
    // Several instances may start together: one applies the migrations and the function files while the others
    // wait.
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const migrator = drizzlePg({ client: lockClient });
    await alignMigrationTimes(migrator, migrationsFolder);
    await migratePg(migrator, { migrationsFolder });
    await applyFunctionFiles(migrator);
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lockClient.release();
  }
  return {
    db,
    kind: 'postgres',
    async ping() {
      await db.execute(sql`select 1`);
    },
    async preparedRows<T>(name: string, query: SQL) {
      const { sql: text, params } = dialect.sqlToQuery(query);
      const result = await pool.query({ name, text, values: params });
      return result.rows as T[];
    },
    copyOut(query: SQL, options: string) {
      const { sql: text, params } = dialect.sqlToQuery(query);
      const setting = (n: number) => `portal.copy_${n}`;
      const copyText = `copy (${text.replace(/\$(\d+)/g, (_, n: string) => `current_setting('${setting(Number(n))}')`)}) to stdout with (${options})`;
      const output = new PassThrough();
      void (async () => {
        let failure: Error | undefined;
        const client = await pool.connect().catch((error: Error) => {
          output.destroy(error);
        });
        if (!client) return;
        try {
          await client.query('begin transaction read only');
          if (params.length > 0) {
            await client.query(
              `select ${params.map((_, at) => `set_config('${setting(at + 1)}', $${at + 1}, true)`).join(', ')}`,
              params.map((value) => (value instanceof Date ? value.toISOString() : String(value))),
            );
          }
          await pipeline(client.query(copyTo(copyText)), output);
          await client.query('commit');
        } catch (error) {
          failure = error as Error;
          output.destroy(failure);
        } finally {
          // A connection whose COPY was cut off mid-stream is not reused.
          client.release(failure);
        }
      })();
      return output;
    },
    async withAdvisoryLock<T>(key: number, task: () => Promise<T>): Promise<AdvisoryLockResult<T>> {
      const client = await pool.connect();
      // A connection that failed a lock query is dropped rather than reused: dropping it releases the lock.
      let dropConnection: Error | undefined;
      const lockQuery = async (text: string) => {
        try {
          const { rows } = await client.query<{ done: boolean }>(text, [key]);
          return rows[0]?.done === true;
        } catch (error) {
          dropConnection = error as Error;
          throw error;
        }
      };
      try {
        if (!(await lockQuery('select pg_try_advisory_lock($1) as done'))) return { acquired: false };
        try {
          return { acquired: true, value: await task() };
        } finally {
          await lockQuery('select pg_advisory_unlock($1) as done').catch(() => undefined);
        }
      } finally {
        client.release(dropConnection);
      }
    },
    async close() {
      await pool.end();
    },
  };
}

/** Runs raw SQL on either driver; both answer with `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
