import { z } from 'zod';
import { LOCALES } from '../i18n/locale.js';
import { LOGIN_MESSAGES } from '../texts/login.js';
import { FAMILY_CHILD_FIELD_LABELS, SELLER_LOGIN_FIELD_LABELS } from '../texts/fields.js';
import { HANDOFF_PURPOSES } from './donation-paths.js';
import { calendarDate, idField, isoDateTime, optionalText, requiredText, successOf } from './fields.js';
import { ZGoalProgress } from './share-links.js';

/** The address as the parent typed it (only trimmed): the canonical form is the server's. */
const typedEmailField = requiredText(SELLER_LOGIN_FIELD_LABELS.email, 254).pipe(
  z.email({ error: LOGIN_MESSAGES.invalidEmail }),
);

export const ZFamilySignInLinkBody = z.object({
  groupCode: requiredText(SELLER_LOGIN_FIELD_LABELS.groupCode, 200),
  email: typedEmailField,
  /** The language of the message and of the parent's pages. */
  language: z.enum(LOCALES),
});
export type TFamilySignInLinkBody = z.input<typeof ZFamilySignInLinkBody>;

/** The same reply whatever the group and the address: it tells nobody whether either exists. */
export const ZFamilySignInLinkReply = z.object({ success: z.literal(true), message: z.string() });

export const ZFamilySessionBody = z.object({
  token: requiredText('Token', 200),
  /** How the parent will recognize the device in the list of sessions ('' when none). */
  deviceLabel: optionalText('Device label', 120),
});
export type TFamilySessionBody = z.input<typeof ZFamilySessionBody>;

export const ZFamilySession = z.object({
  /** The opaque bearer token of the session: shown once, the server keeps only its hash. */
  token: z.string(),
  expiresAt: isoDateTime,
});
export const ZFamilySessionReply = successOf(ZFamilySession);
export type TFamilySession = z.infer<typeof ZFamilySession>;

/** A notice to families, word for word; its version is the SHA-256 of the text. */
export const ZFamilyNotice = z.object({ version: z.string(), text: z.string() });
export type TFamilyNotice = z.infer<typeof ZFamilyNotice>;

export const ZFamily = z.object({
  parent: z.object({ email: z.string(), language: z.enum(LOCALES) }),
  group: z.object({ name: z.string(), organizationName: z.string() }),
  consent: z.object({
    /** True until the parent agrees to the current notice, and again whenever it changes. */
    required: z.boolean(),
    notice: ZFamilyNotice,
    /** When the parent agreed to the current notice; null while `required`. */
    agreedAt: isoDateTime.nullable(),
  }),
  /** The family's children, each a seller of the group; empty while consent is required. */
  children: z.array(
    z.object({
      _id: idField,
      firstName: z.string(),
      /** Seen by the parent and the group's staff only: never public, never in a message. */
      lastName: z.string(),
      /** First name and last initial: how the child appears in public and in every message. */
      publicName: z.string(),
      /** Whether the parent gets e-mail updates about the child (on by default, a switch per child). */
      emailUpdates: z.boolean(),
      team: z.object({ _id: idField, name: z.string() }).nullable(),
      /** The child's seller code for buyers to type at checkout (`AVA-K7Q3`), the same in every campaign. */
      sellerCode: z.string(),
      /**
       * Sales waiting under the child's first name and class (a class login that matched no one child), which the
       * parent may join to the child: counted orders of every campaign, sales in dollars with shipping.
       */
      waitingMatches: z.array(z.object({ _id: idField, orderCount: z.number().int(), sales: z.number() })),
      /** The child's figures in each of `campaigns`, in the same order; counted orders only, as every report. */
      campaigns: z.array(
        z.object({
          campaignId: idField,
          orderCount: z.number().int(),
          sales: z.number(),
          donations: z.number(),
          /** The child's share page; null until the parent asks for it. */
          shareLinkUrl: z.string().nullable(),
        }),
      ),
    }),
  ),
  /** The group's campaigns running today, soonest ending first; empty while consent is required. */
  campaigns: z.array(
    z.object({
      _id: idField,
      name: z.string(),
      startDate: calendarDate,
      endDate: calendarDate,
      donationsEnabled: z.boolean(),
      goal: ZGoalProgress.nullable(),
    }),
  ),
  /** The group's classes a child can be in. */
  teams: z.array(z.object({ _id: idField, name: z.string() })),
  sessions: z.array(
    z.object({
      _id: idField,
      deviceLabel: z.string(),
      createdAt: isoDateTime,
      lastUsedAt: isoDateTime,
      /** The session this request was made with. */
      current: z.boolean(),
    }),
  ),
});
export type TFamily = z.infer<typeof ZFamily>;
export const ZFamilyReply = successOf(ZFamily);

export const ZFamilyConsentBody = z.object({ version: requiredText('Version', 64) });
export type TFamilyConsentBody = z.input<typeof ZFamilyConsentBody>;
export const ZFamilyConsentReply = successOf(z.object({ agreedAt: isoDateTime }));

export const ZFamilySignOutReply = successOf(z.object({ revoked: z.number().int() }));

export const ZFamilyChildBody = z.object({
  firstName: requiredText(FAMILY_CHILD_FIELD_LABELS.firstName, 60),
  lastName: requiredText(FAMILY_CHILD_FIELD_LABELS.lastName, 60),
  /** One of the group's classes; null or absent when the group has none. */
  teamId: idField.nullable().optional(),
});
export type TFamilyChildBody = z.input<typeof ZFamilyChildBody>;
export const ZFamilyChildReply = successOf(z.object({ _id: idField, claimedFromRoster: z.boolean() }));

export const ZFamilyChildCampaignParams = z.object({ childId: z.string(), campaignId: z.string() });

export const ZFamilyChildParams = z.object({ childId: z.string() });

/** What a parent corrects about a child; an absent field stays as it is. */
export const ZFamilyChildEditBody = z.object({
  firstName: requiredText(FAMILY_CHILD_FIELD_LABELS.firstName, 60).optional(),
  lastName: requiredText(FAMILY_CHILD_FIELD_LABELS.lastName, 60).optional(),
  /** One of the group's classes; null when the group has none. */
  teamId: idField.nullable().optional(),
});
export type TFamilyChildEditBody = z.input<typeof ZFamilyChildEditBody>;
/** The child's name and class as the family page lists them. */
export const ZFamilyChildDetails = ZFamily.shape.children.element.pick({
  _id: true,
  firstName: true,
  lastName: true,
  publicName: true,
  team: true,
});
export type TFamilyChildDetails = z.infer<typeof ZFamilyChildDetails>;
export const ZFamilyChildEditReply = successOf(ZFamilyChildDetails);

export const ZFamilyInvitationBody = z.object({ email: typedEmailField });
export type TFamilyInvitationBody = z.input<typeof ZFamilyInvitationBody>;
/** The same reply whatever the address: it tells the inviting parent nothing about it. */
export const ZFamilyInvitationReply = z.object({ success: z.literal(true), message: z.string() });

/** The parent's switch for e-mail updates about one child. */
export const ZFamilyChildEmailUpdatesBody = z.object({ enabled: z.boolean() });
export type TFamilyChildEmailUpdatesBody = z.input<typeof ZFamilyChildEmailUpdatesBody>;
export const ZFamilyChildEmailUpdatesReply = successOf(z.object({ enabled: z.boolean() }));

export const ZFamilyShopUrlBody = z.object({
  /** 'donate' leads to the store's donation form (the campaign must take donations); 'shop' when absent. */
  purpose: z.enum(HANDOFF_PURPOSES, { error: 'purpose must be shop or donate' }).optional(),
});
export type TFamilyShopUrlBody = z.input<typeof ZFamilyShopUrlBody>;

export const ZFamilyWaitingSellerJoinParams = z.object({ childId: z.string(), waitingSellerId: z.string() });
