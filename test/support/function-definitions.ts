import { sql, TransactionRollbackError } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../src/server/db/database.js';
import { functionsFolder, readFunctionFiles } from '../../src/server/db/database-functions.js';

/** A function or trigger as PostgreSQL writes it back: `function name(arguments)` or `trigger name on table`. */
interface Definition {
  object: string;
  definition: string;
  /** A trigger's function, by name; a function's own name. */
  functionName: string;
}

export interface DefinitionDifference {
  object: string;
  problem: 'only in the database' | 'only in the files' | 'different';
  /** The file that defines the object, when one does. */
  file?: string;
}

/** Every function of the public schema that no extension installed (pg_trgm's are left out) and every trigger. */
async function definitionsIn(db: DbOrTx): Promise<Map<string, Definition>> {
  const functions = await queryRows<Definition>(
    db,
    sql`select 'function ' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as object,
               pg_get_functiondef(p.oid) as definition, p.proname as "functionName"
        from pg_proc p
        where p.pronamespace = 'public'::regnamespace
          and not exists (select 1 from pg_depend d
                          where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')`,
  );
  const triggers = await queryRows<Definition>(
    db,
    sql`select 'trigger ' || t.tgname || ' on ' || c.relname as object, pg_get_triggerdef(t.oid) as definition,
               t.tgfoid::regproc::text as "functionName"
        from pg_trigger t
        join pg_class c on c.oid = t.tgrelid
        where not t.tgisinternal and c.relnamespace = 'public'::regnamespace`,
  );
  return new Map([...functions, ...triggers].map((found) => [found.object, found]));
}

/**
 * What the files define, object by object with the file that defines it: read in a transaction that drops every
 * function and trigger of the database, applies the files one by one and is rolled back, so the database is left
 * as it was.
 */
export async function definitionsInFiles(
  db: Db,
  folder = functionsFolder,
): Promise<Map<string, Definition & { file: string }>> {
  const defined = new Map<string, Definition & { file: string }>();
  try {
    await db.transaction(async (tx) => {
      const drops = await queryRows<{ statement: string }>(
        tx,
        sql`select format('drop trigger %I on %s', t.tgname, t.tgrelid::regclass) as statement
            from pg_trigger t join pg_class c on c.oid = t.tgrelid
            where not t.tgisinternal and c.relnamespace = 'public'::regnamespace
            union all
            select format('drop function %s', p.oid::regprocedure)
            from pg_proc p
            where p.pronamespace = 'public'::regnamespace
              and not exists (select 1 from pg_depend d
                              where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')`,
      );
      for (const { statement } of drops) await tx.execute(sql.raw(statement));
      let before = new Map<string, Definition>();
      for (const file of readFunctionFiles(folder)) {
        for (const statement of file.statements) await tx.execute(sql.raw(statement));
        const after = await definitionsIn(tx);
        for (const [object, found] of after) {
          if (before.get(object)?.definition !== found.definition)
            defined.set(object, { ...found, file: file.name });
        }
        before = after;
      }
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  return defined;
}

/**
 * Every function and trigger of the database against the files: what the database has that no file defines, what a
 * file defines that the database lacks, and what both have but write differently. Empty when they agree.
 */
export async function compareWithFunctionFiles(
  db: Db,
  folder = functionsFolder,
): Promise<DefinitionDifference[]> {
  const inDatabase = await definitionsIn(db);
  const inFiles = await definitionsInFiles(db, folder);
  const differences: DefinitionDifference[] = [];
  for (const object of [...new Set([...inDatabase.keys(), ...inFiles.keys()])].sort()) {
    const found = inDatabase.get(object);
    const written = inFiles.get(object);
    if (!written) differences.push({ object, problem: 'only in the database' });
    else if (!found) differences.push({ object, problem: 'only in the files', file: written.file });
    else if (found.definition !== written.definition)
      differences.push({ object, problem: 'different', file: written.file });
  }
  return differences;
}
