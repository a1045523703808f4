import { z } from 'zod';

export const ZHealthReply = z.object({
  success: z.literal(true),
  data: z.object({ status: z.literal('ok') }),
});
export type THealthReply = z.infer<typeof ZHealthReply>;
