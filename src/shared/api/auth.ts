import { z } from 'zod';
import {
  ADMIN_PASSWORD_MIN_LENGTH,
  CHANGED_PASSWORD_MIN_LENGTH,
  GROUP_CODE_MAX_LENGTH,
} from '../constants.js';
import { FAMILY_CHILD_FIELD_LABELS, SELLER_LOGIN_FIELD_LABELS } from '../texts/fields.js';
import { STAFF_ACCOUNT_MESSAGES } from '../texts/staff-accounts.js';
import { emailField, idField, optionalText, passwordField, requiredText, successOf } from './fields.js';
import { SELLER_SIGN_IN_MODES, ZCampaign, ZGroupRef } from './groups.js';

export const ZSellerLoginBody = z.object({
  name: requiredText(SELLER_LOGIN_FIELD_LABELS.sellerName, 100),
  email: emailField,
  groupCode: requiredText(SELLER_LOGIN_FIELD_LABELS.groupCode, GROUP_CODE_MAX_LENGTH),
});
export type TSellerLoginBody = z.input<typeof ZSellerLoginBody>;

export const ZSignInOptionsQuery = z.object({
  groupCode: requiredText(SELLER_LOGIN_FIELD_LABELS.groupCode, GROUP_CODE_MAX_LENGTH),
});
export type TSignInOptionsQuery = z.input<typeof ZSignInOptionsQuery>;

/** How the group's sellers sign in; a `families` group's classes to choose from (none for a `students` group). */
export const ZSignInOptions = z.object({
  sellerSignIn: z.enum(SELLER_SIGN_IN_MODES),
  /** The group's classes in name order, only for a `families` group. */
  teams: z.array(z.object({ _id: idField, name: z.string() })),
});
export type TSignInOptions = z.infer<typeof ZSignInOptions>;
export const ZSignInOptionsReply = successOf(ZSignInOptions);
export type TSignInOptionsReply = z.infer<typeof ZSignInOptionsReply>;

/**
 * A `families` group's login in class: no e-mail, no surname. Any other field a request carries (an e-mail, a last
 * name) is dropped by the schema, so it reaches no code and no table.
 */
export const ZClassLoginBody = z.object({
  groupCode: requiredText(SELLER_LOGIN_FIELD_LABELS.groupCode, GROUP_CODE_MAX_LENGTH),
  firstName: requiredText(FAMILY_CHILD_FIELD_LABELS.firstName, 60),
  /** One of the group's classes; null or absent only when the group has none. */
  teamId: idField.nullable().optional(),
});
export type TClassLoginBody = z.input<typeof ZClassLoginBody>;

export const ZStaffLoginBody = z.object({
  email: emailField,
  password: passwordField(),
});
export type TStaffLoginBody = z.input<typeof ZStaffLoginBody>;

export const ZAdminRegisterBody = z.object({
  name: requiredText('Name', 100),
  email: emailField,
  password: passwordField(
    'Password',
    ADMIN_PASSWORD_MIN_LENGTH,
    STAFF_ACCOUNT_MESSAGES.adminPasswordTooShort,
  ),
  /** Asked for only when the server has `ADMIN_SETUP_TOKEN` set (see the status reply). */
  setupCode: optionalText('Setup code', 500),
});
export type TAdminRegisterBody = z.input<typeof ZAdminRegisterBody>;

export const ZChangePasswordBody = z.object({
  currentPassword: passwordField('Current password'),
  newPassword: passwordField(
    'New password',
    CHANGED_PASSWORD_MIN_LENGTH,
    STAFF_ACCOUNT_MESSAGES.newPasswordTooShort,
  ),
});
export type TChangePasswordBody = z.input<typeof ZChangePasswordBody>;

export const ZSellerTeam = z.object({ _id: idField, name: z.string() });

export const ZSellerUser = z.object({
  id: idField,
  name: z.string(),
  email: z.string(),
  groupCode: z.string(),
  /** The seller's class or team; null until chosen (or set by staff, or taken from the roster). */
  team: ZSellerTeam.nullable(),
});
export type TSellerUser = z.infer<typeof ZSellerUser>;

export const ZAdminUser = z.object({
  id: idField,
  _id: idField,
  name: z.string(),
  email: z.string(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ZCoordinatorUser = z.object({
  id: idField,
  _id: idField,
  name: z.string(),
  email: z.string(),
  groupCode: z.string(),
  group: ZGroupRef,
});
export type TCoordinatorUser = z.infer<typeof ZCoordinatorUser>;

export const ZSellerGroup = z.object({
  _id: idField,
  code: z.string(),
  name: z.string(),
  organizationName: z.string(),
});
export type TSellerGroup = z.infer<typeof ZSellerGroup>;

export const ZSellerLoginReply = z.object({
  success: z.literal(true),
  token: z.string(),
  user: ZSellerUser,
  group: ZSellerGroup,
  campaigns: z.array(ZCampaign),
  /** The group's classes or teams, in name order; empty when the group has none (then nothing is asked). */
  teams: z.array(ZSellerTeam),
});
export type TSellerLoginReply = z.infer<typeof ZSellerLoginReply>;

export const ZAdminLoginReply = z.object({ success: z.literal(true), token: z.string(), user: ZAdminUser });
export type TAdminLoginReply = z.infer<typeof ZAdminLoginReply>;

export const ZCoordinatorLoginReply = z.object({
  success: z.literal(true),
  token: z.string(),
  user: ZCoordinatorUser,
});
export type TCoordinatorLoginReply = z.infer<typeof ZCoordinatorLoginReply>;

export const ZAdminStatusReply = z.object({
  success: z.literal(true),
  data: z.object({ adminExists: z.boolean(), setupCodeRequired: z.boolean() }),
});
export type TAdminStatusReply = z.infer<typeof ZAdminStatusReply>;

/** A password change revokes every older token, so the reply carries the caller's new one. */
export const ZChangePasswordReply = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
});
export type TChangePasswordReply = z.infer<typeof ZChangePasswordReply>;
