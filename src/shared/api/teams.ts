import { z } from 'zod';
import { TEAM_FIELD_LABELS } from '../texts/teams.js';
import { idField, isoDateTime, optionalText, requiredText, successOf } from './fields.js';
import { ZImportProblem } from './paper-orders.js';
import { ZGoalProgress, ZPublicSellerName } from './share-links.js';

/**
 * Classes and teams: a group's teams, its sellers' teams and roster, the results by team and the public pages of
 * a class's progress and of the group's team leaderboard.
 */

/** A group has at most this many teams. */
export const MAX_TEAMS = 200;
/** A roster file has at most this many rows. */
export const MAX_ROSTER_ROWS = 5_000;
/** A roster file has at most this many columns (a school's export has more than Seller and Team; the rest are ignored). */
export const MAX_ROSTER_COLUMNS = 50;
/** The roster import's body: MAX_ROSTER_ROWS rows of about 400 bytes each. */
export const MAX_ROSTER_BYTES = 2 * 1024 * 1024;
/** The roster file's columns; the team column may be left out or empty. */
export const ROSTER_COLUMNS = ['Seller', 'Team'] as const;

export const ZTeamRef = z.object({ _id: idField, name: z.string() });
export type TTeamRef = z.infer<typeof ZTeamRef>;

export const ZTeam = z.object({
  _id: idField,
  name: z.string(),
  leaderName: z.string(),
  /** Sellers of the group in the team: on the roster or logged in. */
  sellerCount: z.number().int(),
  /** Of those, the ones on the imported roster. */
  rosterCount: z.number().int(),
});
export type TTeam = z.infer<typeof ZTeam>;
export const ZTeamListReply = successOf(z.array(ZTeam));
export type TTeamListReply = z.infer<typeof ZTeamListReply>;

export const ZTeamInput = z.object({
  /** An existing team's id; left out for a new team. */
  _id: idField.optional(),
  name: requiredText(TEAM_FIELD_LABELS.name, 80),
  leaderName: optionalText(TEAM_FIELD_LABELS.leaderName, 100),
});
export type TTeamInput = z.input<typeof ZTeamInput>;

/** The whole list: teams left out are removed (refused while sellers or orders are in them). */
export const ZPutTeamsBody = z.object({
  teams: z.array(ZTeamInput).max(MAX_TEAMS, { error: `At most ${MAX_TEAMS} teams` }),
});
export type TPutTeamsBody = z.input<typeof ZPutTeamsBody>;

export const ZMergeTeamBody = z.object({ intoTeamId: idField });
export type TMergeTeamBody = z.input<typeof ZMergeTeamBody>;

/** A seller of the group as staff see them on the roster screen. */
export const ZRosterSeller = z.object({
  _id: idField,
  name: z.string(),
  team: ZTeamRef.nullable(),
  /** On the imported roster. */
  onRoster: z.boolean(),
  /** Has logged in (a roster entry nobody claimed yet has not). */
  hasLoggedIn: z.boolean(),
  /** The seller's code for checkout (`AVA-K7Q3`); null until first made (their page, the family page, a link). */
  sellerCode: z.string().nullable(),
  /**
   * A `families` group's child added by a parent: when the consent it was added under was given, and when a parent
   * withdrew the child (null while not). Null for every other seller.
   */
  family: z.object({ consentedAt: isoDateTime.nullable(), withdrawnAt: isoDateTime.nullable() }).nullable(),
});
export type TRosterSeller = z.infer<typeof ZRosterSeller>;
export const ZRosterReply = successOf(z.array(ZRosterSeller));
export type TRosterReply = z.infer<typeof ZRosterReply>;

export const ZSellerTeamBody = z.object({ teamId: idField.nullable() });
export type TSellerTeamBody = z.input<typeof ZSellerTeamBody>;
export const ZSellerTeamReply = successOf(ZRosterSeller);

/** A seller's new code, made by staff in place of the former one (which then only suggests, never credits). */
export const ZSellerCodeReply = successOf(z.object({ sellerCode: z.string() }));
export type TSellerCodeReply = z.infer<typeof ZSellerCodeReply>;

/**
 * Sales waiting for a child: the seller a `families` group's class login made for a first name and class that
 * matched no one consented child. Counted orders of every campaign, sales in dollars with shipping.
 */
export const ZWaitingSeller = z.object({
  _id: idField,
  firstName: z.string(),
  team: ZTeamRef.nullable(),
  orderCount: z.number().int(),
  sales: z.number(),
  lastSignInAt: isoDateTime,
});
export type TWaitingSeller = z.infer<typeof ZWaitingSeller>;
export const ZWaitingSellerListReply = successOf(z.array(ZWaitingSeller));

/** The seller of the group the waiting sales join. */
export const ZJoinWaitingSellerBody = z.object({ sellerId: idField });
export type TJoinWaitingSellerBody = z.input<typeof ZJoinWaitingSellerBody>;

/** The join: the seller the orders went to and how many moved (the waiting seller is then gone). */
export const ZWaitingSellerJoin = z.object({ sellerId: idField, movedOrderCount: z.number().int() });
export type TWaitingSellerJoin = z.infer<typeof ZWaitingSellerJoin>;
export const ZWaitingSellerJoinReply = successOf(ZWaitingSellerJoin);

/** The seller's own choice at the campaign step. */
export const ZOwnTeamBody = z.object({ teamId: idField });
export type TOwnTeamBody = z.input<typeof ZOwnTeamBody>;
export const ZOwnTeamReply = successOf(z.object({ team: ZTeamRef }));
export type TOwnTeamReply = z.infer<typeof ZOwnTeamReply>;

export const ZRosterImportQuery = z.object({
  dryRun: z
    .enum(['true', 'false', '1', '0'], { error: 'dryRun must be true or false' })
    .optional()
    .transform((value) => value === 'true' || value === '1'),
});

export const ZRosterImportResult = z.object({
  /** False for a dry run or a file with problems: nothing was written. */
  committed: z.boolean(),
  /** Names new to the group: roster entries made (or that would be). */
  added: z.number().int(),
  /** Names already in the group (logged in or on the roster): put on the roster, and in the file's team. */
  matched: z.number().int(),
  /** Teams the file names that the group does not have yet: made with the import. */
  newTeams: z.array(z.string()),
  /**
   * Names the file writes "Last, First" (one comma between words): kept as first name, then last name, so the
   * public sees "Ava S.". The example is the file's first such name.
   */
  lastFirst: z.object({
    count: z.number().int(),
    example: z.object({ written: z.string(), read: z.string() }).nullable(),
  }),
  /** The first MAX_LISTED_IMPORT_PROBLEMS problems, in the order of the file. */
  problems: z.array(ZImportProblem),
  /** Every problem of the file, listed or not. */
  problemCount: z.number().int(),
});
export type TRosterImportResult = z.infer<typeof ZRosterImportResult>;
export const ZRosterImportReply = successOf(ZRosterImportResult);
export type TRosterImportReply = z.infer<typeof ZRosterImportReply>;

/**
 * A team's line of a campaign's team leaderboard. `participation` = sellersWithOrders ÷ rosterSize (null when the
 * team has nobody yet); the team of orders without a team has `_id` null, no roster and no participation.
 */
export const ZTeamRanking = z.object({
  rank: z.number().int(),
  _id: z.string().nullable(),
  name: z.string(),
  leaderName: z.string(),
  orderCount: z.number().int(),
  sales: z.number(),
  productSales: z.number(),
  donations: z.number(),
  sellersWithOrders: z.number().int(),
  /** The team's sellers (roster entries and sellers who logged in). */
  rosterSize: z.number().int(),
  /** A fraction from 0 to 1; null when the team has nobody. */
  participation: z.number().nullable(),
});
export type TTeamRanking = z.infer<typeof ZTeamRanking>;

/** `?teamId=` on the report and the distribution sheets. */
export const ZTeamFilterQuery = z.object({
  teamId: z.uuid({ error: 'teamId must be a team id' }).optional(),
});

export const ZTeamPage = z.object({
  token: z.string(),
  /** The page's address on this portal (from PUBLIC_URL when set). */
  url: z.string(),
  createdAt: isoDateTime,
});
export type TTeamPage = z.infer<typeof ZTeamPage>;

export const ZCampaignTeamPages = z.object({
  teams: z.array(
    z.object({
      team: ZTeamRef,
      /** The team's active class progress page, if there is one. */
      page: ZTeamPage.extend({ showSellers: z.boolean() }).nullable(),
    }),
  ),
  leaderboard: ZTeamPage.nullable(),
});
export type TCampaignTeamPages = z.infer<typeof ZCampaignTeamPages>;
export const ZCampaignTeamPagesReply = successOf(ZCampaignTeamPages);
export type TCampaignTeamPagesReply = z.infer<typeof ZCampaignTeamPagesReply>;

export const ZTeamProgressPageBody = z.object({ showSellers: z.boolean().default(false) });
export type TTeamProgressPageBody = z.input<typeof ZTeamProgressPageBody>;

/** What a class progress page shows: no buyer, no e-mail, no amount per child. */
export const ZPublicTeamProgress = z.object({
  team: z.object({ name: z.string() }),
  group: z.object({ name: z.string(), organizationName: z.string() }),
  campaign: z.object({ name: z.string(), startDate: z.string(), endDate: z.string() }),
  sales: z.number(),
  orderCount: z.number().int(),
  sellersWithOrders: z.number().int(),
  rosterSize: z.number().int(),
  participation: z.number().nullable(),
  /** The campaign's goal and how far the whole group is, when the campaign has a goal. */
  goal: ZGoalProgress.nullable(),
  /** Only when staff switched it on: first name and last initial with the order count. */
  sellers: z.array(z.object({ name: ZPublicSellerName, orderCount: z.number().int() })).nullable(),
});
export type TPublicTeamProgress = z.infer<typeof ZPublicTeamProgress>;

/** What the group leaderboard page shows: teams only, never a child. */
export const ZPublicLeaderboard = z.object({
  group: z.object({ name: z.string(), organizationName: z.string() }),
  campaign: z.object({ name: z.string(), startDate: z.string(), endDate: z.string() }),
  teams: z.array(
    z.object({
      rank: z.number().int(),
      name: z.string(),
      sales: z.number(),
      orderCount: z.number().int(),
      participation: z.number().nullable(),
    }),
  ),
});
export type TPublicLeaderboard = z.infer<typeof ZPublicLeaderboard>;
