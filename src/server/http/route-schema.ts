import { z } from 'zod';
import { ZErrorReply } from '../../shared/api/errors.js';

/** Routes behind a guard: the bearer token of an administrator, coordinator or seller. */
export const bearerSecurity = [{ bearer: [] }];

export const ZGroupParams = z.object({ id: z.string() });
export const ZCampaignParams = z.object({ id: z.string(), campaignId: z.string() });

/** The failures a route can answer besides its success. */
type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 502 | 503;

/** The error envelope for each status given, for a route schema's `response`. */
export function errorReplies<const Status extends ErrorStatus>(
  ...statuses: Status[]
): Record<Status, typeof ZErrorReply> {
  return Object.fromEntries(statuses.map((status) => [status, ZErrorReply])) as Record<
    Status,
    typeof ZErrorReply
  >;
}
