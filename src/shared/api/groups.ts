import { z } from 'zod';
import { calendarDate, idField, isoDateTime } from './fields.js';

export const ZGroup = z.object({
  _id: idField,
  name: z.string(),
  code: z.string(),
  organizationName: z.string(),
  contactInfo: z.string(),
  isActive: z.boolean(),
  createdAt: isoDateTime,
});
export type TGroup = z.infer<typeof ZGroup>;

export const ZCampaign = z.object({
  _id: idField,
  groupId: idField,
  name: z.string(),
  description: z.string(),
  startDate: calendarDate,
  endDate: calendarDate,
  isActive: z.boolean(),
  isCurrentlyActive: z.boolean(),
  createdAt: isoDateTime,
});
export type TCampaign = z.infer<typeof ZCampaign>;

export const ZGroupRef = z.object({ _id: idField, code: z.string(), name: z.string() });
export type TGroupRef = z.infer<typeof ZGroupRef>;
