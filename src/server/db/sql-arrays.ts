import { sql } from 'drizzle-orm';

/**
 * A literal array of bound parameters, each its own placeholder: both databases take it the same way, where a
 * JavaScript array bound as one parameter is read differently by the embedded database and by node-postgres.
 */
const arrayOf = (values: readonly string[], type: 'uuid' | 'text') =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`;

export const uuidArray = (ids: readonly string[]) => arrayOf(ids, 'uuid');
export const textArray = (values: readonly string[]) => arrayOf(values, 'text');
