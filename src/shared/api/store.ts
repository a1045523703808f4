import { z } from 'zod';
import { HANDOFF_PURPOSES } from './donation-paths.js';
import { successOf } from './fields.js';

const attribute = (name: string, max = 200) =>
  z
    .string({ error: `${name} is required` })
    .max(max, { error: `${name} must be at most ${max} characters` })
    .refine((value) => !value.includes('\u0000'), {
      params: { code: 'FIELD_NOT_ALLOWED_CHARACTER' },
      error: `${name} contains a character that is not allowed`,
    });

/** The note attributes the portal puts on the store cart: who sold it, for which group and campaign. */
export const ZStoreNoteAttributes = z.object({
  group_code: attribute('group_code', 32),
  student_name: attribute('student_name', 100),
  student_email: attribute('student_email', 254),
  group_name: attribute('group_name'),
  campaign_id: attribute('campaign_id', 64),
  campaign_name: attribute('campaign_name'),
  user_id: attribute('user_id', 64),
  timestamp: attribute('timestamp', 64),
  from_portal: z.literal('true', { error: 'from_portal must be the text true' }),
});
export type TStoreNoteAttributes = z.infer<typeof ZStoreNoteAttributes>;

export const ZShopUserData = z.object({
  userId: attribute('userId', 64),
  name: attribute('name', 100),
  email: attribute('email', 254),
  groupCode: attribute('groupCode', 32),
});
export type TShopUserData = z.infer<typeof ZShopUserData>;

export const ZCreateShopUrlBody = z.object({
  noteAttributes: ZStoreNoteAttributes,
  userData: ZShopUserData,
  /** 'donate' leads to the store's donation form (the campaign must take donations); 'shop' when absent. */
  purpose: z.enum(HANDOFF_PURPOSES, { error: 'purpose must be shop or donate' }).optional(),
});
export type TCreateShopUrlBody = z.infer<typeof ZCreateShopUrlBody>;

/** `demo` when the built-in demo store serves the hand-off, `store` for the real one. */
export const ZCreateShopUrlReply = successOf(
  z.object({ url: z.string(), mode: z.enum(['store', 'demo']), handoffId: z.string() }),
);
export type TCreateShopUrlReply = z.infer<typeof ZCreateShopUrlReply>;

export { DEMO_STORE_BASE, STORE_API_ROUTES } from './store-paths.js';
