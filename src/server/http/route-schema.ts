import { z } from 'zod';

/** Routes behind a guard: the bearer token of an administrator, coordinator or seller. */
export const bearerSecurity = [{ bearer: [] }];

export const ZGroupParams = z.object({ id: z.string() });
