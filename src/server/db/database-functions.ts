import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * The database's functions and triggers as they are today, one file per function in `functions/`: the migrations
 * change tables and data, these files say what the rules are (decision 24). A file is named after the function it
 * defines with a two-digit prefix (`04-orders-keep-counts.sql` defines `orders_keep_counts`) and also holds the
 * triggers that run that function; its statements are `CREATE OR REPLACE FUNCTION` and `CREATE OR REPLACE TRIGGER`,
 * separated by `--> statement-breakpoint` as in a migration. The prefix is the order they are applied in: a file
 * comes after those whose functions it needs while it is being created (a trigger's function, the functions and
 * tables an SQL-language body names; PL/pgSQL bodies are read only when they run). Applying a file never drops
 * anything: a function given up, or one whose arguments change (`CREATE OR REPLACE` would add a second one), is
 * dropped by a migration.
 */
export const functionsFolder = fileURLToPath(new URL('./functions', import.meta.url));

const FILE_NAME = /^(\d{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.sql$/;

export interface FunctionFile {
  /** The file's name, the key its checksum is recorded under. */
  name: string;
  /** The function it defines, read from its name. */
  functionName: string;
  /** sha256 of its text, as drizzle hashes a migration. */
  hash: string;
  statements: string[];
}

/** The folder's files in the order they are applied. */
export function readFunctionFiles(folder = functionsFolder): FunctionFile[] {
  const names = readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  const prefixes = new Set<string>();
  return names.map((name) => {
    const parts = FILE_NAME.exec(name);
    if (!parts) throw new Error(`${path.join(folder, name)} is not named NN-function-name.sql`);
    if (prefixes.has(parts[1]!)) throw new Error(`Two files in ${folder} start with ${parts[1]}-`);
    prefixes.add(parts[1]!);
    const text = readFileSync(path.join(folder, name), 'utf8');
    return {
      name,
      functionName: parts[2]!.replaceAll('-', '_'),
      hash: createHash('sha256').update(text).digest('hex'),
      statements: text.split('--> statement-breakpoint'),
    };
  });
}

interface RecordedFile {
  name: string;
  hash: string;
  migratedTo: string | null;
}

async function rowsOf<T>(
  db: PgDatabase<PgQueryResultHKT, Record<string, unknown>>,
  query: SQL,
): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Brings the database's functions and triggers up to the files, right after the migrations and under the same
 * lock; answers the names of the files it applied. Each file's checksum is recorded in
 * `drizzle.__function_files` with the newest migration the database had then: a file is applied again when its
 * text changed, and every file is once a migration has run since (a migration may have dropped a trigger with its
 * table or column). A database whose files and migrations are as recorded costs two small SELECTs. All files of a
 * run are applied in one transaction.
 */
export async function applyFunctionFiles<TSchema extends Record<string, unknown>>(
  db: PgDatabase<PgQueryResultHKT, TSchema>,
  folder = functionsFolder,
): Promise<string[]> {
  const files = readFunctionFiles(folder);
  const [state] = await rowsOf<{ made: boolean; migratedTo: string | null }>(
    db,
    sql`select to_regclass('drizzle.__function_files') is not null as "made",
          (select max(created_at) from drizzle.__drizzle_migrations)::text as "migratedTo"`,
  );
  const migratedTo = state!.migratedTo;
  const recorded = state!.made
    ? await rowsOf<RecordedFile>(
        db,
        sql`select name, hash, migrated_to::text as "migratedTo" from drizzle.__function_files`,
      )
    : [];
  const recordedByName = new Map(recorded.map((file) => [file.name, file]));
  const due = files.filter((file) => {
    const last = recordedByName.get(file.name);
    return !last || last.hash !== file.hash || last.migratedTo !== migratedTo;
  });
  const gone = recorded.filter((file) => !files.some(({ name }) => name === file.name));
  if (due.length === 0 && gone.length === 0) return [];

  await db.transaction(async (tx) => {
    await tx.execute(sql`create table if not exists drizzle.__function_files (
      id serial primary key,
      name text not null unique,
      hash text not null,
      created_at bigint not null,
      migrated_to bigint
    )`);
    for (const file of due) {
      for (const statement of file.statements) await tx.execute(sql.raw(statement));
    }
    if (gone.length > 0) {
      await tx.execute(
        sql`delete from drizzle.__function_files
            where name in (select jsonb_array_elements_text(${JSON.stringify(gone.map(({ name }) => name))}::jsonb))`,
      );
    }
    const applied = JSON.stringify(due.map(({ name, hash }) => ({ name, hash })));
    await tx.execute(
      sql`insert into drizzle.__function_files (name, hash, created_at, migrated_to)
          select applied.name, applied.hash, ${Date.now()}, ${migratedTo}::bigint
          from jsonb_to_recordset(${applied}::jsonb) as applied(name text, hash text)
          on conflict (name) do update set
            hash = excluded.hash, created_at = excluded.created_at, migrated_to = excluded.migrated_to`,
    );
  });
  return due.map(({ name }) => name);
}
