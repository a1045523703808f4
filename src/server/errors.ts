import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { API_ERROR_MESSAGES } from '../shared/texts/api-errors.js';
import { replyLocale } from './i18n/request-locale.js';
import { API_ERRORS, translatedMessage } from './i18n/server-messages.js';

const STATUS_BY_CODE = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  BAD_GATEWAY: 502,
  UNAVAILABLE: 503,
} as const;

type AppErrorCode = keyof typeof STATUS_BY_CODE;

export interface FieldError {
  field: string;
  message: string;
}

/** The one error type domain code throws; the central handler turns it into the JSON envelope. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = STATUS_BY_CODE[code];
  }
}

export const badRequest = (message: string, errors?: FieldError[]) =>
  new AppError('BAD_REQUEST', message, errors);
export const unauthenticated = (message: string = API_ERROR_MESSAGES.authenticationRequired) =>
  new AppError('UNAUTHENTICATED', message);
export const forbidden = (message: string = API_ERROR_MESSAGES.forbidden) =>
  new AppError('FORBIDDEN', message);
export const notFound = (message: string = API_ERROR_MESSAGES.notFound) => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);

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

function fieldPath(path: readonly PropertyKey[]): string {
  return path.map(String).join('.') || 'body';
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    // The one place replies take the family screens' language; domain code throws the English entries.
    const locale = replyLocale(request);
    const messages = API_ERRORS[locale];
    const say = (message: string) => translatedMessage(message, locale) ?? message;

    if (error instanceof AppError) {
      const errors = error.errors?.map((fieldError) => ({ ...fieldError, message: say(fieldError.message) }));
      return reply
        .status(error.statusCode)
        .send({ success: false, message: say(error.message), ...(errors ? { errors } : {}) });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      // A check without a translation (a field no family screen fills in) is said generally, not half in English.
      const errors = error.validation.map((issue) => ({
        field: fieldPath(issue.instancePath.split('/').filter(Boolean)),
        message:
          translatedMessage(issue.message ?? API_ERROR_MESSAGES.invalidRequest, locale) ??
          messages.invalidRequest,
      }));
      const wholeBody = errors.length === 1 && errors[0]?.field === 'body';
      return reply.status(400).send({
        success: false,
        message: wholeBody ? messages.invalidRequest : (errors[0]?.message ?? messages.invalidRequest),
        errors,
      });
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ req: request, err: error }, 'reply did not match its schema');
      return reply.status(500).send({ success: false, message: messages.internal });
    }

    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ success: false, message: say(error.message) });
    }
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? messages.unsupportedMediaType
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? messages.payloadTooLarge
            : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
              ? messages.invalidJson
              : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
                ? messages.invalidJson
                : messages.invalidRequest;
      return reply.status(status).send({ success: false, message });
    }

    // The request's method and route say where; the error serializer keeps the SQL parameters out.
    request.log.error({ req: request, err: error }, 'request failed');
    return reply.status(500).send({ success: false, message: messages.internal });
  });
}
