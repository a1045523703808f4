/** What the server's thread and the embedded database's thread say to each other (see `embedded-thread.ts`). */

export interface EmbeddedThreadOptions {
  /** The database files' folder; none for a throwaway database in memory. */
  filesDir?: string;
  /** A data directory tar (from `dumpDataDir`) to start from instead of a new database. */
  restoreFrom?: Uint8Array;
}

export type RowMode = 'array' | 'object';

/** Who waits for a call, most urgent first: a person, a store's delivery, an export's next chunk. */
export const PRIORITY_RANK = ['interactive', 'ingest', 'bulk'] as const;
export type DatabasePriority = (typeof PRIORITY_RANK)[number];

export type EmbeddedRequest =
  | {
      op: 'query';
      text: string;
      params: unknown[];
      rowMode: RowMode;
      /** Dates, timestamps and intervals as the database's text, as drizzle reads them. */
      textDates: boolean;
      transaction?: number;
    }
  | { op: 'exec'; text: string; transaction?: number }
  | { op: 'begin' }
  | { op: 'end'; transaction: number; commit: boolean }
  | { op: 'prepared'; name: string; text: string; params: unknown[] }
  | { op: 'dump' }
  | { op: 'close' };

export type EmbeddedCall = EmbeddedRequest & {
  id: number;
  priority: DatabasePriority;
  /** When the server's thread made the call (`Date.now()`): how long it has waited counts from here. */
  sentAt: number;
};

/** A thrown error as plain data: its message and its PostgreSQL fields (code, constraint, table …). */
export interface ErrorData {
  name: string;
  message: string;
  fields: Record<string, string | number | boolean>;
}

export type EmbeddedReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: ErrorData }
  | { started: true }
  | { started: false; error: ErrorData };

export function errorToData(error: unknown): ErrorData {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: ErrorData['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      fields[key] = value;
  }
  return { name: error.name, message: error.message, fields };
}

export function errorFromData(data: ErrorData): Error {
  const error = new Error(data.message);
  error.name = data.name;
  Object.assign(error, data.fields);
  return error;
}
