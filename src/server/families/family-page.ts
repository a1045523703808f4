import type { TFamily, TFamilyNotice } from '../../shared/api/family.js';
import type { AppContext } from '../context.js';
import { listCurrentCampaigns } from '../campaigns/queries.js';
import { fail } from '../errors.js';
import { campaignGoalProgress } from '../share-links/campaign-goal.js';
import type { FamilySession } from './family-guard.js';
import { withEmailUpdates } from './child-email-updates.js';
import { familyChildRows, familyChildrenOf, groupTeams } from './children.js';
import { currentNotice } from './notice.js';
import { withWaitingMatches } from './waiting-sales.js';
import {
  findConsent,
  findFamilyOfParent,
  insertConsent,
  listLiveSessions,
  revokeSession,
  revokeSessionsOfParent,
} from './queries.js';

const noticeOf = (row: { version: string; text: string }): TFamilyNotice => ({
  version: row.version,
  text: row.text,
});

/** The group's running campaigns with the group's progress toward each goal. */
async function currentCampaigns(ctx: AppContext, groupId: string) {
  const rows = await listCurrentCampaigns(ctx.db, groupId, ctx.today());
  return Promise.all(
    rows.map(async (row) => ({
      _id: row.id,
      name: row.name,
      startDate: row.startDate,
      endDate: row.endDate,
      donationsEnabled: row.donationsEnabled,
      goal: await campaignGoalProgress(ctx.db, groupId, row.id, row.goalCents),
    })),
  );
}

const groupOf = (family: FamilySession) => ({ id: family.groupId, name: family.groupName });

async function childrenAndCampaigns(ctx: AppContext, family: FamilySession, familyId: string | null) {
  const campaignsRead = currentCampaigns(ctx, family.groupId);
  const rowsRead = familyChildRows(ctx, familyId);
  const idsRead = rowsRead.then((rows) => rows.map((row) => ({ _id: row.id })));
  const [campaigns, figures, switches, waiting] = await Promise.all([
    campaignsRead,
    Promise.all([rowsRead, campaignsRead]).then(([rows, running]) =>
      familyChildrenOf(
        ctx,
        rows,
        running.map((campaign) => campaign._id),
      ),
    ),
    idsRead.then((ids) => withEmailUpdates(ctx, family, familyId, ids)),
    idsRead.then((ids) => withWaitingMatches(ctx, ids)),
  ]);
  const children = figures.map((child, at) => ({
    ...child,
    emailUpdates: switches[at]!.emailUpdates,
    waitingMatches: waiting[at]!.waitingMatches,
  }));
  return [campaigns, children] as const;
}

/**
 * The family page. Its reads go side by side where one does not need another: after the notice, the consent, the
 * sessions, the family and the classes at once; then the campaigns with their goals beside the children, and, once
 * the children are known, their e-mail switches and waiting sales beside their figures.
 */
export async function familyPage(ctx: AppContext, family: FamilySession): Promise<TFamily> {
  const notice = await currentNotice(ctx, groupOf(family), family.language);
  const [consent, sessions, familyId, teams] = await Promise.all([
    findConsent(ctx.db, family.parentId, notice.id),
    listLiveSessions(ctx.db, family.parentId, ctx.now()),
    findFamilyOfParent(ctx.db, family.parentId),
    groupTeams(ctx, family.groupId),
  ]);
  // Until the parent agrees to the current notice, the page shows no child's data.
  const [campaigns, children] = consent ? await childrenAndCampaigns(ctx, family, familyId) : [[], []];
  return {
    parent: { email: family.email, language: family.language },
    group: { name: family.groupName, organizationName: family.organizationName },
    consent: {
      required: !consent,
      notice: noticeOf(notice),
      agreedAt: consent ? consent.agreedAt.toISOString() : null,
    },
    children,
    campaigns,
    teams,
    sessions: sessions.map((session) => ({
      _id: session.id,
      deviceLabel: session.deviceLabel,
      createdAt: session.createdAt.toISOString(),
      lastUsedAt: session.lastUsedAt.toISOString(),
      current: session.id === family.sessionId,
    })),
  };
}

/** The parent agrees to the notice they read; one that is no longer current is refused with the current one. */
export async function agreeToNotice(ctx: AppContext, family: FamilySession, version: string) {
  const notice = await currentNotice(ctx, groupOf(family), family.language);
  if (notice.version !== version) throw fail('FAMILY_NOTICE_CHANGED', { notice: noticeOf(notice) });
  const standing = await findConsent(ctx.db, family.parentId, notice.id);
  if (standing) return { agreedAt: standing.agreedAt.toISOString() };
  const row = await insertConsent(ctx.db, {
    parentId: family.parentId,
    noticeId: notice.id,
    email: family.email,
    agreedAt: ctx.now(),
  });
  return { agreedAt: row.agreedAt.toISOString() };
}

export const signOutEverywhere = async (ctx: AppContext, family: FamilySession) => ({
  revoked: await revokeSessionsOfParent(ctx.db, family.parentId, ctx.now()),
});

export const signOut = (ctx: AppContext, family: FamilySession) =>
  revokeSession(ctx.db, family.sessionId, ctx.now());
