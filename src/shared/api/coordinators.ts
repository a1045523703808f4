import { z } from 'zod';
import { CHANGED_PASSWORD_MIN_LENGTH } from '../constants.js';
import { emailField, idField, isoDateTime, passwordField, requiredText, successOf } from './fields.js';
import { ZGroupRef } from './groups.js';

export const ZCoordinator = z.object({
  _id: idField,
  id: idField,
  name: z.string(),
  email: z.string(),
  groupId: idField,
  group: ZGroupRef,
  createdAt: isoDateTime,
});
export type TCoordinator = z.infer<typeof ZCoordinator>;

const groupIdField = z
  .string({ error: 'Group is required' })
  .trim()
  .min(1, { error: 'Group is required', abort: true });

export const ZCoordinatorCreateBody = z.object({
  name: requiredText('Name', 120),
  email: emailField,
  password: passwordField('Password', CHANGED_PASSWORD_MIN_LENGTH),
  groupId: groupIdField,
});
export type TCoordinatorCreateBody = z.input<typeof ZCoordinatorCreateBody>;

/** A blank or missing password keeps the current one. */
export const ZCoordinatorUpdateBody = z.object({
  name: requiredText('Name', 120),
  email: emailField,
  password: z
    .union([z.literal(''), passwordField('Password', CHANGED_PASSWORD_MIN_LENGTH)])
    .optional()
    .transform((value) => (value ? value : undefined)),
  groupId: groupIdField,
});
export type TCoordinatorUpdateBody = z.input<typeof ZCoordinatorUpdateBody>;

export const ZCoordinatorReply = successOf(ZCoordinator);
export const ZCoordinatorListReply = successOf(z.array(ZCoordinator));
