import { z } from 'zod';
import { ERROR_CODES } from './error-codes.js';

const ZErrorCode = z.enum(ERROR_CODES);

/** One field at fault: its path in the body or query, the rule it broke, the limit, and the sentence to show. */
export const ZFieldError = z.object({
  field: z.string(),
  code: ZErrorCode,
  message: z.string(),
  params: z.object({ min: z.number().optional(), max: z.number().optional() }).optional(),
});
export type TFieldError = z.infer<typeof ZFieldError>;

/**
 * The body of every failed API answer: a stable `code` to act on, its `params`, the `message` to show in the
 * request's language, and for a validation failure the fields at fault in `errors`. Registered under an id so
 * the OpenAPI document declares it once and every error response refers to it.
 */
export const ZErrorReply = z
  .object({
    success: z.literal(false),
    code: ZErrorCode,
    message: z.string(),
    params: z.record(z.string(), z.unknown()).optional(),
    errors: z.array(ZFieldError).optional(),
  })
  .loose()
  .meta({ id: 'ErrorReply' });
export type TErrorReply = z.infer<typeof ZErrorReply>;
