import { z } from 'zod';

/**
 * The body of every failed API answer: `errors` lists the fields a validation failure names. Registered under
 * an id so the OpenAPI document declares it once and every error response refers to it.
 */
export const ZErrorReply = z
  .object({
    success: z.literal(false),
    message: z.string(),
    errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  })
  .loose()
  .meta({ id: 'ErrorReply' });
export type TErrorReply = z.infer<typeof ZErrorReply>;
