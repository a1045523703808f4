import { types, protocol, type PGlite } from '@electric-sql/pglite';

const { serialize } = protocol;
const raw = (value: string) => value;
/** What drizzle's PGlite session reads as text, so rows come out as `queryRows` gives them. */
export const TEXT_DATE_PARSERS = {
  [types.TIMESTAMP]: raw,
  [types.TIMESTAMPTZ]: raw,
  [types.INTERVAL]: raw,
  [types.DATE]: raw,
  1231: raw,
  1115: raw,
  1185: raw,
  1187: raw,
  1182: raw,
};

/** PGlite's two locks: every query takes both, a transaction holds the first until it ends. */
export interface PGliteLocks {
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
}

function concat(parts: Uint8Array[]) {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * Named prepared statements on the embedded database, which `PGlite.query` does not offer: each of its calls parses,
 * describes and plans the statement again in six protocol round trips, which costs a short statement several
 * times what running it does. Here a statement is parsed once; each call is then one message (Bind, Describe,
 * Execute, Sync). It takes the same two locks `PGlite.query` takes, so it never runs inside another caller's
 * transaction, and rows come out as `queryRows` reads them through drizzle (dates and timestamps as text).
 * Errors are PGlite's DatabaseError, as the server's are pg's.
 */
export function pglitePreparedRows(client: PGlite) {
  const locks = client as unknown as PGliteLocks;
  const paramTypesOf = new Map<string, number[]>();
  const parsers = { ...client.parsers, ...TEXT_DATE_PARSERS };
  return <T>(name: string, text: string, params: unknown[]): Promise<T[]> =>
    locks._runExclusiveTransaction(() =>
      locks._runExclusiveQuery(async () => {
        let paramTypes = paramTypesOf.get(name);
        if (!paramTypes) {
          const { messages } = await client.execProtocol(
            concat([
              serialize.parse({ name, text, types: [] }),
              serialize.describe({ type: 'S', name }),
              serialize.sync(),
            ]),
            { syncToFs: false },
          );
          const description = messages.find((m) => m.name === 'parameterDescription') as
            { dataTypeIDs: number[] } | undefined;
          paramTypes = description?.dataTypeIDs ?? [];
          paramTypesOf.set(name, paramTypes);
        }
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const serializer = client.serializers[paramTypes[i]!];
          return serializer ? serializer(value) : String(value);
        });
        const { messages } = await client.execProtocol(
          concat([
            serialize.bind({ statement: name, values }),
            serialize.describe({ type: 'P' }),
            serialize.execute({}),
            serialize.sync(),
          ]),
          { syncToFs: false },
        );
        await client.syncToFs();
        let fields: { name: string; dataTypeID: number }[] = [];
        const rows: T[] = [];
        for (const message of messages) {
          if (message.name === 'rowDescription') {
            fields = (message as unknown as { fields: { name: string; dataTypeID: number }[] }).fields;
          } else if (message.name === 'dataRow') {
            const cells = (message as unknown as { fields: (string | null)[] }).fields;
            const row: Record<string, unknown> = {};
            for (let i = 0; i < fields.length; i++) {
              row[fields[i]!.name] = types.parseType(cells[i] ?? null, fields[i]!.dataTypeID, parsers);
            }
            rows.push(row as T);
          }
        }
        return rows;
      }),
    );
}
