import type { FastifyServerOptions } from 'fastify';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

const REDACTED = '[redacted]';

/** Keys whose values are never written to a log, wherever a log call puts them (top level or one level down). */
const SECRET_KEYS = [
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'currentPassword',
  'newPassword',
  'passwordHash',
  'token',
  'setupToken',
  'setupCode',
  'note_attributes',
  'noteAttributes',
  'attributes',
  'email',
  'customerName',
  'studentName',
  'body',
];

const REDACTED_PATHS = [
  ...SECRET_KEYS.flatMap((key) =>
    /^[A-Za-z_]\w*$/.test(key) ? [key, `*.${key}`] : [`["${key}"]`, `*["${key}"]`],
  ),
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

/** The PostgreSQL error fields that name what failed without carrying any value (`detail` and `hint` may). */
const DATABASE_FIELDS = ['constraint', 'table', 'column', 'schema', 'dataType', 'routine'] as const;

/**
 * A request's address with every query value replaced: searches carry buyer and seller names
 * (`?customerName=Ava`), so no value of any query reaches the log, only which parameters were given.
 */
export function withoutQueryValues(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const keys = url
    .slice(queryAt + 1)
    .split('&')
    .filter(Boolean)
    .map((part) => {
      const equals = part.indexOf('=');
      return equals < 0 ? REDACTED : `${part.slice(0, equals)}=${REDACTED}`;
    });
  return `${url.slice(0, queryAt)}?${keys.join('&')}`;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  ip?: string;
  host?: string;
  routeOptions?: { url?: string };
  socket?: { remoteAddress?: string };
}

/** What a request log line says about a request: no headers, no body, no query values. */
function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: withoutQueryValues(request.url ?? ''),
    route: request.routeOptions?.url,
    host: request.host,
    remoteAddress: request.ip ?? request.socket?.remoteAddress,
  };
}

/** Words PostgreSQL puts before a quoted name (`constraint "orders_pkey"`); any other quoted text is a value. */
const NAME_BEFORE_QUOTE =
  /(?:constraint|relation|column|table|index|type|function|schema|database|role|sequence|extension|operator|trigger|view|collation|domain|parameter|savepoint|cursor|statement|encoding)\s$/i;

/**
 * A message without the values it may quote: drizzle appends `params: …` to its message, and PostgreSQL quotes
 * the offending input (`invalid input syntax for type integer: "Ava"`) while also quoting the names of
 * constraints, tables and columns, which stay.
 */
export function scrubMessage(message: string): string {
  const withoutParams = message.split(/\n\s*params:/)[0] ?? '';
  return withoutParams.replace(/"(?:[^"]|"")*"/g, (quoted, at: number) =>
    NAME_BEFORE_QUOTE.test(withoutParams.slice(Math.max(0, at - 20), at)) ? quoted : `"${REDACTED}"`,
  );
}

interface DatabaseErrorLike extends Error {
  code: string;
  severity: string;
}

function isDatabaseError(error: unknown): error is DatabaseErrorLike {
  if (!(error instanceof Error)) return false;
  const { severity, code } = error as Partial<DatabaseErrorLike>;
  return typeof severity === 'string' && typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

/** drizzle's wrapper puts the whole SQL text and every parameter in its message; its cause is the real error. */
function isQueryWrapper(error: Error): boolean {
  return error.constructor?.name === 'DrizzleQueryError' || /^Failed query:/.test(error.message);
}

function databaseErrorIn(error: Error): DatabaseErrorLike | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    if (isDatabaseError(current)) return current;
    current = current.cause;
  }
  return undefined;
}

/** The stack's frames only: its first lines repeat the original message, values included. */
function stackFrames(error: Error): string[] {
  const stack = error.stack ?? '';
  const messageAt = error.message ? stack.indexOf(error.message) : -1;
  const frames = messageAt >= 0 ? stack.slice(messageAt + error.message.length) : stack;
  return frames.split('\n').filter((line) => /^\s+at /.test(line));
}

/**
 * An error as an operator needs it: type, message and code (for a database error the PostgreSQL code and the
 * names of the constraint, table and column), the stack's frames and the cause; never the SQL parameters, the
 * SQL text, or the `detail` in which PostgreSQL repeats the offending values.
 */
export function serializeError(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubMessage(value);
  if (!(value instanceof Error)) return serializeErrorLike(value);
  const database = databaseErrorIn(value);
  // The embedded database's error class has a minified name.
  const type = isDatabaseError(value) ? 'DatabaseError' : value.constructor?.name || value.name;
  const message = isQueryWrapper(value)
    ? `Failed query${database ? `: ${scrubMessage(database.message)}` : ''}`
    : scrubMessage(value.message);
  const serialized: Record<string, unknown> = { type, message };
  const code = (value as { code?: unknown }).code ?? database?.code;
  if (typeof code === 'string' || typeof code === 'number') serialized.code = code;
  if (database) {
    for (const field of DATABASE_FIELDS) {
      const fieldValue = (database as unknown as Record<string, unknown>)[field];
      if (typeof fieldValue === 'string' && fieldValue) serialized[field] = fieldValue;
    }
  }
  serialized.stack = [`${type}: ${message}`, ...stackFrames(value)].join('\n');
  const cause = value.cause;
  if (cause instanceof Error && depth < 3) serialized.cause = serializeError(cause, depth + 1);
  return serialized;
}

/** A plain object standing for an error (`{ name, message }`): only its name, code and scrubbed message. */
function serializeErrorLike(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const { name, code, message } = value as { name?: unknown; code?: unknown; message?: unknown };
  return {
    ...(typeof name === 'string' ? { type: name } : {}),
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    message: typeof message === 'string' ? scrubMessage(message) : REDACTED,
  };
}

/**
 * The portal's logger options on top of the caller's (level, destination): requests are logged without headers,
 * bodies or query values, errors without SQL parameters, and secret or personal keys are redacted wherever a log
 * call puts them.
 */
export function privateLogging(
  logger: FastifyServerOptions['logger'] | undefined,
): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options: LoggerOptions = logger === true ? {} : logger;
  // Typed for errors only, a serializer gets whatever a log call puts under its key (a string, a plain object).
  const errorSerializer = serializeError as unknown as NonNullable<
    NonNullable<LoggerOptions['serializers']>['err']
  >;
  return {
    ...options,
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    serializers: {
      ...options.serializers,
      req: serializeRequest,
      err: errorSerializer,
      error: errorSerializer,
    },
  };
}
