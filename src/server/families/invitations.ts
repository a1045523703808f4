import type { TFamilyInvitationBody } from '../../shared/api/family.js';
import type { Locale } from '../../shared/i18n/locale.js';
import type { AppContext } from '../context.js';
import { fail } from '../errors.js';
import { takeRequestLimits } from '../http/request-limits.js';
import { mailboxKey } from '../lib/mailbox-key.js';
import { queuedMail } from '../mail/mail-content.js';
import { publicHost } from '../mail/mail-links.js';
import { insertMail } from '../mail/queries.js';
import type { FamilySession } from './family-guard.js';
import { FAMILY_TEXT } from './family-texts.js';
import { newFamilyToken, sha256Hex } from './family-tokens.js';
import { currentNotice } from './notice.js';
import {
  ensureFamilyOfParent,
  findConsent,
  findParentByInbox,
  insertInvitedParent,
  insertSignInLink,
  joinFamily,
} from './queries.js';
import { SIGN_IN_RATE_LIMITS, signInUrl } from './sign-in.js';

/** An invitation is read later than a link one asked for: its link works once, for 3 days. */
export const INVITATION_LINK_VALID_MS = 3 * 24 * 60 * 60_000;

/**
 * Invitations count with the sign-in requests to the same inbox and from the same client (one inbox gets no more
 * links in an hour either way), and per group as sign-in requests do.
 */
function takeInvitationLimits(
  ctx: AppContext,
  family: FamilySession,
  emailKey: string,
  clientAddress: string,
) {
  const { perAddress, perClient, perGroup } = SIGN_IN_RATE_LIMITS;
  return takeRequestLimits(ctx.rateLimits, [
    { key: `family-sign-in:address:${emailKey}`, limit: perAddress },
    { key: `family-sign-in:client:${clientAddress}`, limit: perClient },
    { key: `family-invitation:group:${family.groupId}`, limit: perGroup },
  ]);
}

function invitationMessage(groupName: string, locale: Locale, url: string) {
  const TEXT = FAMILY_TEXT[locale].invitationMail;
  return {
    subject: TEXT.subject(groupName),
    blocks: [
      { text: TEXT.greeting },
      { text: TEXT.invitation(groupName) },
      { text: TEXT.action, url },
      { text: TEXT.ignore },
    ],
    footer: [],
  };
}

/**
 * A parent invites a second parent of the family by e-mail, to the parent's own group: the address becomes a parent
 * of the family (made now, before their first sign-in, when it is new to the group) and a sign-in link is queued to
 * it in the inviting parent's language. The invited parent sees the children once they agreed to the notice
 * themselves. The reply is the same for any address: one that is a parent of another family of the group, or the
 * inviting parent's own, changes nothing and gets no message, so the inviting parent learns nothing about it.
 */
export async function inviteParent(
  ctx: AppContext,
  family: FamilySession,
  body: TFamilyInvitationBody,
  clientAddress: string,
  onRefused: (retryAfterSeconds: number) => void,
): Promise<string> {
  const emailKey = mailboxKey(body.email);
  const refused = await takeInvitationLimits(ctx, family, emailKey, clientAddress);
  if (refused) {
    onRefused(refused);
    throw fail('RATE_LIMITED', { retryAfterSeconds: refused });
  }
  const notice = await currentNotice(ctx, { id: family.groupId, name: family.groupName }, family.language);
  const now = ctx.now();
  const token = newFamilyToken();
  await ctx.db.transaction(async (tx) => {
    if (!(await findConsent(tx, family.parentId, notice.id))) throw fail('FAMILY_CONSENT_REQUIRED');
    const familyId = await ensureFamilyOfParent(tx, family);
    if (emailKey === mailboxKey(family.email)) return;
    const invited = await findParentByInbox(tx, family.groupId, emailKey);
    if (invited?.familyId && invited.familyId !== familyId) return;
    if (!invited) {
      await insertInvitedParent(tx, {
        groupId: family.groupId,
        familyId,
        email: body.email,
        emailKey,
        language: family.language,
        now,
      });
    } else if (!invited.familyId) {
      await joinFamily(tx, invited.id, familyId, now);
    }
    const link = await insertSignInLink(tx, {
      groupId: family.groupId,
      email: body.email,
      emailKey,
      tokenHash: sha256Hex(token),
      language: family.language,
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVITATION_LINK_VALID_MS),
    });
    const mail = queuedMail(
      {
        idempotencyKey: `family-invitation:${link.id}`,
        kind: 'family-sign-in',
        to: body.email,
        locale: family.language,
        content: invitationMessage(family.groupName, family.language, signInUrl(ctx, token)),
        unsubscribeUrl: undefined,
      },
      ctx.config.mail.from,
      publicHost(ctx),
    );
    await insertMail(tx, mail, now);
  });
  return FAMILY_TEXT[family.language].invitationSent;
}
