import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db/database.js';
import { rememberTemplate, resetToTemplate } from './database-reset.js';

/**
 * Every test file used to start from an empty database and apply every migration, about as long as its tests
 * took. A run now migrates once: the embedded database's files are dumped to a tar that each file's database is
 * loaded from, and on PostgreSQL a migrated template database is copied with `CREATE DATABASE … TEMPLATE`.
 * Opening still checks the migrations, so a stale template would be brought up to date, never trusted blindly.
 */
export interface DatabaseTemplate {
  /** The tar of a migrated embedded database. */
  embeddedTar?: string;
  /** The migrated database on TEST_DATABASE_URL's server to copy. */
  postgresTemplate?: string;
}

/** Where the global setup hands the template to the test files (inherited by the worker processes). */
const TEMPLATE_ENV = 'PORTAL_TEST_DATABASE_TEMPLATE';

function serverConnection(serverUrl: string) {
  return new pg.Client({ connectionString: serverUrl });
}

async function onServer(serverUrl: string, statement: string) {
  const client = serverConnection(serverUrl);
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Makes the run's template (in a process of its own: the test runner's global setup cannot start the embedded
 * database's thread from TypeScript) and answers how to remove it afterwards.
 */
export function prepareDatabaseTemplate(): () => Promise<void> {
  const made = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), 'make'], {
    encoding: 'utf8',
    env: process.env,
  });
  if (made.status !== 0) throw new Error(`Making the test database template failed:\n${made.stderr}`);
  const template = JSON.parse(made.stdout.trim().split('\n').pop()!) as DatabaseTemplate;
  process.env[TEMPLATE_ENV] = JSON.stringify(template);
  return async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (template.postgresTemplate && serverUrl) {
      await onServer(serverUrl, `drop database if exists ${template.postgresTemplate} with (force)`);
    }
    if (template.embeddedTar) rmSync(path.dirname(template.embeddedTar), { recursive: true, force: true });
  };
}

async function makeTemplate(): Promise<DatabaseTemplate> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `portal_template_${randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `create database ${name}`);
    const database = await openDatabase({ target: { url: databaseUrl(serverUrl, name) } });
    await database.close();
    return { postgresTemplate: name };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-template-'));
  const database = await openDatabase({ target: 'memory' });
  const tar = path.join(dir, 'migrated.tar');
  writeFileSync(tar, await database.dumpDataDir!());
  await database.close();
  return { embeddedTar: tar };
}

if (process.argv[2] === 'make' && process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(await makeTemplate()));
}

function templateOfThisRun(): DatabaseTemplate {
  const value = process.env[TEMPLATE_ENV];
  return value ? (JSON.parse(value) as DatabaseTemplate) : {};
}

/** A new, empty database on the TEST_DATABASE_URL server, named `prefix_…`, and how to drop it. */
export async function scratchPostgresDatabase(
  prefix: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(
    serverUrl,
    template ? `create database ${name} template ${template}` : `create database ${name}`,
  );
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

let databasesStarted = 0;

/** How many embedded databases this test process has started from the template (not counting reused ones). */
export const embeddedDatabasesStarted = () => databasesStarted;

function openFromTemplate(): Promise<Database> {
  databasesStarted += 1;
  const { embeddedTar } = templateOfThisRun();
  const restoreFrom = embeddedTar ? readFileSync(embeddedTar) : undefined;
  return openDatabase({ target: 'memory', restoreFrom });
}

/**
 * A migrated embedded database in memory whatever TEST_DATABASE_URL says, in the template's state. Starting an
 * embedded database costs seconds of CPU (the engine, the data files, the thread); emptying one costs a few
 * milliseconds. So a database closed by its test goes back to the test process's pool, emptied back to the
 * template's rows (`resetToTemplate`), and the next file's fresh database is that one. `ownThread` opens one that
 * no other test has used and that really closes: for tests of the database itself.
 */
export async function freshEmbeddedDatabase({ ownThread = false } = {}): Promise<Database> {
  if (ownThread) return openFromTemplate();
  let database = idleDatabases.pop();
  if (!database) {
    database = await openFromTemplate();
    await rememberTemplate(database);
  }
  const pooled = database;
  let closed = false;
  return {
    ...pooled,
    async close() {
      if (closed) return;
      closed = true;
      if (await resetToTemplate(pooled)) idleDatabases.push(pooled);
      else await pooled.close();
    },
  };
}

const idleDatabases: Database[] = [];

/**
 * A migrated database of its own for one test file: embedded in memory, or a new database on TEST_DATABASE_URL,
 * copied from the run's template when there is one.
 */
export async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const template = templateOfThisRun();
  if (!process.env.TEST_DATABASE_URL)
    return { database: await freshEmbeddedDatabase(), drop: async () => {} };
  const { url, drop } = await scratchPostgresDatabase('portal_test', template.postgresTemplate);
  return { database: await openDatabase({ target: { url } }), drop };
}

/**
 * A migrated database that can be closed and opened again: embedded files in a folder of their own (loaded from the
 * run's tar on the first open), or a new database on TEST_DATABASE_URL copied from the run's template.
 */
export async function reopenableDatabase(): Promise<{
  open: () => Promise<Database>;
  drop: () => Promise<void>;
}> {
  const template = templateOfThisRun();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const { url, drop } = await scratchPostgresDatabase('portal_reopened', template.postgresTemplate);
    return { open: () => openDatabase({ target: { url } }), drop };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-reopened-'));
  let restoreFrom = template.embeddedTar ? new Blob([readFileSync(template.embeddedTar)]) : undefined;
  return {
    open: async () => {
      const database = await openDatabase({ target: { dataDir }, ...(restoreFrom ? { restoreFrom } : {}) });
      restoreFrom = undefined;
      return database;
    },
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
