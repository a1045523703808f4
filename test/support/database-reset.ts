import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../src/server/db/database.js';

/**
 * Empties an embedded test database back to the migrated template's state, so that the next test file can use it
 * instead of starting another database: every table of the `public` schema holds the template's rows again, every
 * sequence stands where the template's did, and the planner knows nothing of the rows that were there. A database
 * whose schema, settings or migrations a test changed is not reset but answered `false`, to be closed: only a
 * database equal to the template in all of that is handed out again.
 */
export async function resetToTemplate(database: Database): Promise<boolean> {
  const template = await templateState;
  if (!template) return false;
  try {
    return await withinSeconds(RESET_SECONDS, async () => {
      await database.db.transaction(async (tx) => {
        await tx.execute(EMPTY_USED_TABLES);
        for (const { table, columns, rows } of template.rows) {
          await tx.execute(sql`delete from ${sql.identifier(table)}`);
          const list = sql.join(
            columns.map((column) => sql.identifier(column)),
            sql`, `,
          );
          await tx.execute(
            sql`insert into ${sql.identifier(table)} (${list}) overriding system value
                select ${list} from json_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)}::json)`,
          );
        }
        await tx.execute(sql`
          select setval(format('%I.%I', s.schemaname, s.sequencename)::regclass, t.value, t.called)
          from pg_sequences s
          join json_to_recordset(${JSON.stringify(template.sequences)}::json)
            as t(name text, value bigint, called boolean) on t.name = s.sequencename
          where s.schemaname = 'public'`);
      });
      for (const statement of FORGET_THE_SESSION) await database.db.execute(statement);
      return (await schemaFingerprint(database)) === template.fingerprint;
    });
  } catch {
    return false;
  }
}

/**
 * Takes the template's state from a database just opened from it, before any test has used it. The first call of
 * a test process decides; later calls are ignored.
 */
export function rememberTemplate(database: Database): Promise<void> {
  templateState ??= readTemplateState(database).catch(() => undefined);
  return templateState.then(() => undefined);
}

interface TemplateState {
  fingerprint: string;
  /** The rows of each table that the migrations left rows in, with the columns an insert may set. */
  rows: { table: string; columns: string[]; rows: unknown[] }[];
  sequences: { name: string; value: number; called: boolean }[];
}

let templateState: Promise<TemplateState | undefined> | undefined;

/** A reset that waits longer than this is on a database a test left busy: it is closed instead. */
const RESET_SECONDS = 10;

const PUBLIC_TABLES = sql`
  select c.oid, c.relname
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('r', 'p')`;

/**
 * Truncates (with their statistics) the tables that hold rows or that the planner has counted: a table the tests
 * never wrote to costs nothing. One statement, so the whole reset is a few round trips to the database's thread.
 */
const EMPTY_USED_TABLES = sql`
  do $$
  declare
    table_row record;
    has_rows boolean;
    used oid[] := '{}';
  begin
    for table_row in ${PUBLIC_TABLES} loop
      execute format('select exists (select 1 from %I)', table_row.relname) into has_rows;
      if has_rows or (select reltuples >= 0 from pg_class where oid = table_row.oid) then
        used := used || table_row.oid;
      end if;
    end loop;
    if array_length(used, 1) > 0 then
      execute 'truncate ' || (select string_agg(oid::regclass::text, ', ') from unnest(used) oid) || ' cascade';
      delete from pg_statistic
      where starelid = any (used) or starelid in (select indexrelid from pg_index where indrelid = any (used));
    end if;
  end
  $$`;

/** What a test's connection may have kept: plans made for other rows, temporary tables, locks, listeners. */
const FORGET_THE_SESSION = [
  sql`discard plans`,
  sql`discard temp`,
  sql`discard sequences`,
  sql`unlisten *`,
  sql`select pg_advisory_unlock_all()`,
];

async function readTemplateState(database: Database): Promise<TemplateState> {
  const tables = await rowsOf<{ relname: string }>(database, PUBLIC_TABLES);
  const rows: TemplateState['rows'] = [];
  for (const { relname } of tables) {
    const [held] = await rowsOf<{ rows: unknown[] | null }>(
      database,
      sql`select json_agg(t) as rows from ${sql.identifier(relname)} t`,
    );
    if (!held?.rows) continue;
    const columns = await rowsOf<{ attname: string }>(
      database,
      sql`select attname from pg_attribute
          where attrelid = ${relname}::regclass and attnum > 0 and not attisdropped and attgenerated = ''
          order by attnum`,
    );
    rows.push({ table: relname, columns: columns.map((column) => column.attname), rows: held.rows });
  }
  const tablesWithStatistics = await rowsOf<{ relname: string }>(
    database,
    sql`select relname from (${PUBLIC_TABLES}) t where t.oid in (select starelid from pg_statistic)`,
  );
  // The reset forgets every table's statistics: a template that kept some could not be reset to.
  if (tablesWithStatistics.length > 0) throw new Error('The template database holds planner statistics');
  const sequences = await rowsOf<TemplateState['sequences'][number]>(
    database,
    sql`select sequencename as name, coalesce(last_value, start_value) as value, last_value is not null as called
        from pg_sequences where schemaname = 'public'`,
  );
  return { fingerprint: await schemaFingerprint(database), rows, sequences };
}

/**
 * Everything of the database that a test could change besides its rows: tables, columns, indexes, constraints,
 * functions, triggers, extensions, roles, settings of the session and of the database, and the migrations applied.
 */
async function schemaFingerprint(database: Database): Promise<string> {
  const [row] = await rowsOf<{ fingerprint: string }>(
    database,
    sql`
      with user_relations as (
        select c.oid, c.relname, c.relkind, n.nspname
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname not in ('pg_catalog', 'information_schema')
          and n.nspname not like 'pg_toast%' and n.nspname not like 'pg_temp%'
      ),
      parts(part) as (
        select format('relation %s.%s %s', nspname, relname, relkind) from user_relations
        union all
        select format('column %s.%s %s %s %s %s', r.nspname, r.relname, a.attname, format_type(a.atttypid, a.atttypmod),
                      a.attnotnull, pg_get_expr(d.adbin, d.adrelid))
        from pg_attribute a join user_relations r on r.oid = a.attrelid
        left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where a.attnum > 0 and not a.attisdropped
        union all
        select format('index %s', pg_get_indexdef(i.indexrelid)) from pg_index i join user_relations r on r.oid = i.indrelid
        union all
        select format('constraint %s %s %s', r.relname, c.conname, pg_get_constraintdef(c.oid))
        from pg_constraint c join user_relations r on r.oid = c.conrelid
        union all
        select format('function %s', pg_get_functiondef(p.oid))
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname not in ('pg_catalog', 'information_schema') and p.prokind in ('f', 'p')
        union all
        select format('trigger %s', pg_get_triggerdef(t.oid)) from pg_trigger t where not t.tgisinternal
        union all
        select format('extension %s %s', extname, extversion) from pg_extension
        union all
        select format('role %s', rolname) from pg_roles
        union all
        select format('setting %s %s', name, setting) from pg_settings where source = 'session'
        union all
        select format('database setting %s', setconfig) from pg_db_role_setting
        union all
        select format('migrations %s', count(*)) from drizzle.__drizzle_migrations
      )
      select md5(string_agg(part, E'\\n' order by part)) as fingerprint from parts`,
  );
  return row!.fingerprint;
}

async function rowsOf<T>(database: Database, query: SQL): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

function withinSeconds<T>(seconds: number, work: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('The reset took too long')), seconds * 1000);
  });
  return Promise.race([work(), late]).finally(() => clearTimeout(timer));
}
