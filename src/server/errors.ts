import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_STATUS, type ErrorCode, type ErrorParamsOf } from '../shared/api/error-codes.js';
import type { Locale } from '../shared/i18n/locale.js';
import { errorMessage, fieldMessage, type FieldProblem } from './i18n/error-messages.js';
import { replyLocale } from './i18n/request-locale.js';

export type { FieldProblem } from './i18n/error-messages.js';

type ErrorArgs<C extends ErrorCode> =
  ErrorParamsOf<C> extends undefined
    ? [params?: undefined, errors?: FieldProblem[]]
    : [params: ErrorParamsOf<C>, errors?: FieldProblem[]];

/**
 * The one error type domain code throws: a code, its parameters and the fields at fault. The central handler
 * turns it into the JSON envelope, its message in the request's language.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly params?: unknown,
    readonly errors?: FieldProblem[],
  ) {
    // The English message, for logs and for anyone reading the error in a debugger.
    super(errorMessage(code, params as never, 'en'));
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}

/** `throw fail('GROUP_NOT_FOUND')`, `throw fail('ORDERS_NOT_FOUND', { count: 2 })`: parameters as the code needs. */
export function fail<C extends ErrorCode>(code: C, ...[params, errors]: ErrorArgs<C>): AppError {
  return new AppError(code, params, errors);
}

/** A refusal because of one field, which carries the same code: "Current password is incorrect". */
export function failOnField(code: ErrorCode, field: string): AppError {
  return new AppError(code, undefined, [{ field, code }]);
}

function hasPgCode(error: unknown, code: string): boolean {
  const candidates = [error, (error as { cause?: unknown } | undefined)?.cause];
  return candidates.some((candidate) => (candidate as { code?: string } | undefined)?.code === code);
}

/** PostgreSQL's unique violation, raised directly or through drizzle as the cause of its query error. */
export function isUniqueViolation(error: unknown): boolean {
  return hasPgCode(error, '23505');
}

/**
 * A row another row still references (or a reference to a row that is gone). PostgreSQL 18 (the embedded
 * database) reports an ON DELETE RESTRICT violation as 23001 where older servers say 23503.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasPgCode(error, '23503') || hasPgCode(error, '23001');
}

/** A schema check's failure as zod reports it (directly, or through the route validator's `params`). */
export interface SchemaIssue {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  origin?: string;
  expected?: string;
  format?: string;
  minimum?: unknown;
  maximum?: unknown;
  params?: { code?: ErrorCode };
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** Which rule a field broke, from the check's kind and the value sent, never from the wording of its message. */
export function fieldProblemOf(issue: SchemaIssue, input: unknown): FieldProblem {
  const field = issue.path.map(String).join('.') || 'body';
  const problem = (code: ErrorCode, params?: FieldProblem['params']): FieldProblem => ({
    field,
    code,
    english: issue.message,
    ...(params ? { params } : {}),
  });
  const text = issue.origin === 'string';
  switch (issue.code) {
    case 'invalid_type': {
      const value = valueAt(input, issue.path);
      if (value === undefined || value === null) return problem('FIELD_REQUIRED');
      return problem(issue.expected === 'string' ? 'FIELD_NOT_TEXT' : 'FIELD_INVALID');
    }
    case 'too_small':
      if (text && Number(issue.minimum) <= 1) return problem('FIELD_REQUIRED');
      return text ? problem('FIELD_TOO_SHORT', { min: Number(issue.minimum) }) : problem('FIELD_INVALID');
    case 'too_big':
      return text ? problem('FIELD_TOO_LONG', { max: Number(issue.maximum) }) : problem('FIELD_INVALID');
    case 'invalid_format':
      if (issue.format === 'email') return problem('FIELD_INVALID_EMAIL');
      if (issue.format === 'date') return problem('FIELD_INVALID_DATE');
      return problem('FIELD_INVALID');
    case 'custom':
      return problem(issue.params?.code ?? 'FIELD_INVALID');
    default:
      return problem('FIELD_INVALID');
  }
}

/** The JSON body of a failed reply: the code, its message in the locale, its parameters and fields at fault. */
export function errorReplyBody(
  locale: Locale,
  code: ErrorCode,
  params?: unknown,
  problems?: readonly FieldProblem[],
  message: string = errorMessage(code, params as never, locale),
) {
  const errors = problems?.map((problem) => ({
    field: problem.field,
    code: problem.code,
    message: fieldMessage(problem, locale) ?? errorMessage('INVALID_REQUEST', undefined, locale),
    ...(problem.params ? { params: problem.params } : {}),
  }));
  return {
    success: false as const,
    code,
    message,
    ...(params !== undefined ? { params: params as Record<string, unknown> } : {}),
    ...(errors ? { errors } : {}),
  };
}

/** For the few places that answer a failure themselves (the router, the health check, the login limits). */
export function errorReplyFor(request: FastifyRequest | undefined, code: ErrorCode, params?: unknown) {
  return errorReplyBody(request ? replyLocale(request) : 'en', code, params);
}

function clientErrorCode(error: FastifyError): ErrorCode {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'PAYLOAD_TOO_LARGE';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'INVALID_JSON';
    default:
      return error instanceof SyntaxError ? 'INVALID_JSON' : 'INVALID_REQUEST';
  }
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    // The one place replies take the family screens' language; domain code throws codes.
    const locale = replyLocale(request);

    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send(errorReplyBody(locale, error.code, error.params, error.errors));
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const input = { body: request.body, querystring: request.query, params: request.params };
      const part = error.validationContext ?? 'body';
      const problems = error.validation.map((issue) =>
        fieldProblemOf(
          {
            ...(issue.params as Omit<SchemaIssue, 'code' | 'path' | 'message'>),
            code: issue.keyword,
            path: issue.instancePath.split('/').filter(Boolean),
            message: issue.message ?? '',
          },
          input[part as keyof typeof input],
        ),
      );
      const body = errorReplyBody(locale, 'INVALID_REQUEST', undefined, problems);
      const wholeBody = problems.length === 1 && problems[0]?.field === 'body';
      const message = wholeBody ? body.message : (body.errors?.[0]?.message ?? body.message);
      return reply.status(400).send({ ...body, message });
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ req: request, err: error }, 'reply did not match its schema');
      return reply.status(500).send(errorReplyBody(locale, 'INTERNAL'));
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = clientErrorCode(error);
      const params =
        code === 'PAYLOAD_TOO_LARGE'
          ? { maxMegabytes: Math.round((request.routeOptions.bodyLimit / 2 ** 20) * 10) / 10 }
          : undefined;
      return reply.status(status).send(errorReplyBody(locale, code, params));
    }

    // The request's method and route say where; the error serializer keeps the SQL parameters out.
    request.log.error({ req: request, err: error }, 'request failed');
    return reply.status(500).send(errorReplyBody(locale, 'INTERNAL'));
  });
}
