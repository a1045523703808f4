import type { TFamily, TFamilyNotice } from '../../shared/api/family.js';
import type { Locale } from '../../shared/i18n/locale.js';
import type { AppContext } from '../context.js';
import { fail } from '../errors.js';
import type { FamilySession } from './family-guard.js';
import { FAMILY_TEXT } from './family-texts.js';
import { sha256Hex } from './family-tokens.js';
import {
  ensureNotice,
  findConsent,
  insertConsent,
  listLiveSessions,
  revokeSession,
  revokeSessionsOfParent,
} from './queries.js';

const hostOf = (url: string | undefined) => (url ? new URL(url).hostname : undefined);

/**
 * The notice a group's families read now, in a language: the catalogue's template filled with the group, the
 * retention and the hosts the data goes through. Stored on first use; its version is the hash of its words, so a
 * change of any of them is a new version to agree to.
 */
export async function currentNotice(ctx: AppContext, group: { id: string; name: string }, language: Locale) {
  const text = FAMILY_TEXT[language].notice({
    groupName: group.name,
    retentionDays: ctx.config.retentionDays,
    storeHost: ctx.config.shopify.storeDomain,
    mailHost: hostOf(ctx.config.mail.smtpUrl),
  });
  return ensureNotice(ctx.db, { groupId: group.id, version: sha256Hex(text), language, text });
}

const noticeOf = (row: { version: string; text: string }): TFamilyNotice => ({
  version: row.version,
  text: row.text,
});

const groupOf = (family: FamilySession) => ({ id: family.groupId, name: family.groupName });

export async function familyPage(ctx: AppContext, family: FamilySession): Promise<TFamily> {
  const notice = await currentNotice(ctx, groupOf(family), family.language);
  const consent = await findConsent(ctx.db, family.parentId, notice.id);
  const sessions = await listLiveSessions(ctx.db, family.parentId, ctx.now());
  return {
    parent: { email: family.email, language: family.language },
    group: { name: family.groupName, organizationName: family.organizationName },
    consent: {
      required: !consent,
      notice: noticeOf(notice),
      agreedAt: consent ? consent.agreedAt.toISOString() : null,
    },
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
