import { FAMILY_SIGN_IN_PAGE } from '../../shared/api/family-paths.js';
import type { TFamilySession, TFamilySignInLinkBody } from '../../shared/api/family.js';
import type { Locale } from '../../shared/i18n/locale.js';
import type { AppContext } from '../context.js';
import { fail } from '../errors.js';
import { takeRequestLimits } from '../http/request-limits.js';
import { mailboxKey } from '../lib/mailbox-key.js';
import { queuedMail } from '../mail/mail-content.js';
import { publicHost } from '../mail/mail-links.js';
import { insertMail } from '../mail/queries.js';
import { SUBSCRIBE_RATE_LIMITS } from '../mail/subscriptions.js';
import { FAMILY_TEXT } from './family-texts.js';
import { newFamilyToken, sha256Hex } from './family-tokens.js';
import {
  insertSession,
  insertSignInLink,
  spendSignInLink,
  upsertParent,
  findGroupByCode,
} from './queries.js';

const MINUTE_MS = 60_000;

/** A sign-in link works once, for 30 minutes after it was asked for. */
export const SIGN_IN_LINK_VALID_MS = 30 * MINUTE_MS;

/** A family session lasts 30 days from the sign-in; it is to follow the group's last running campaign. */
export const FAMILY_SESSION_VALID_MS = 30 * 24 * 60 * MINUTE_MS;

/**
 * Sign-in requests, counted as requests for e-mail updates are: per inbox (its `+tag` variants together), per
 * client address and per group, whether or not the group exists, so the limits tell nothing either.
 */
export const SIGN_IN_RATE_LIMITS = {
  perAddress: SUBSCRIBE_RATE_LIMITS.perAddress,
  perClient: SUBSCRIBE_RATE_LIMITS.perClient,
  perGroup: SUBSCRIBE_RATE_LIMITS.perGroup,
} as const;

function takeSignInLimits(ctx: AppContext, body: TFamilySignInLinkBody, clientAddress: string) {
  const { perAddress, perClient, perGroup } = SIGN_IN_RATE_LIMITS;
  return takeRequestLimits(ctx.rateLimits, [
    { key: `family-sign-in:address:${mailboxKey(body.email)}`, limit: perAddress },
    { key: `family-sign-in:client:${clientAddress}`, limit: perClient },
    { key: `family-sign-in:group:${body.groupCode.toLowerCase()}`, limit: perGroup },
  ]);
}

export const signInUrl = (ctx: AppContext, token: string) =>
  `${ctx.config.publicUrl}${FAMILY_SIGN_IN_PAGE}?token=${token}`;

function signInMessage(groupName: string, locale: Locale, url: string) {
  const TEXT = FAMILY_TEXT[locale].signInMail;
  return {
    subject: TEXT.subject(groupName),
    blocks: [
      { text: TEXT.greeting },
      { text: TEXT.request(groupName) },
      { text: TEXT.action, url },
      { text: TEXT.ignore },
    ],
    footer: [],
  };
}

/**
 * A parent asks for a sign-in link. The reply is the same whatever the group and the address; only an active
 * `families` group stores a link (its token's hash) and queues the message, in one transaction.
 */
export async function requestSignInLink(
  ctx: AppContext,
  body: TFamilySignInLinkBody,
  clientAddress: string,
  onRefused: (retryAfterSeconds: number) => void,
): Promise<string> {
  const refused = await takeSignInLimits(ctx, body, clientAddress);
  if (refused) {
    onRefused(refused);
    throw fail('RATE_LIMITED', { retryAfterSeconds: refused });
  }
  const reply = FAMILY_TEXT[body.language].signInLinkSent;
  const group = await findGroupByCode(ctx.db, body.groupCode);
  if (!group || !group.isActive || group.sellerSignIn !== 'families') return reply;

  const now = ctx.now();
  const token = newFamilyToken();
  await ctx.db.transaction(async (tx) => {
    const link = await insertSignInLink(tx, {
      groupId: group.id,
      email: body.email,
      emailKey: mailboxKey(body.email),
      tokenHash: sha256Hex(token),
      language: body.language,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SIGN_IN_LINK_VALID_MS),
    });
    const mail = queuedMail(
      {
        idempotencyKey: `family-sign-in:${link.id}`,
        kind: 'family-sign-in',
        to: body.email,
        locale: body.language,
        content: signInMessage(group.name, body.language, signInUrl(ctx, token)),
        unsubscribeUrl: undefined,
      },
      ctx.config.mail.from,
      publicHost(ctx),
    );
    await insertMail(tx, mail, now);
  });
  return reply;
}

/**
 * Signs in with a link's token: spends the link, makes the parent at the first sign-in and opens a session whose
 * token is answered once. A used, expired or unknown token is one refusal.
 */
export async function signInWithLink(
  ctx: AppContext,
  token: string,
  deviceLabel: string | undefined,
): Promise<TFamilySession> {
  const now = ctx.now();
  const sessionToken = newFamilyToken();
  const expiresAt = new Date(now.getTime() + FAMILY_SESSION_VALID_MS);
  const signedIn = await ctx.db.transaction(async (tx) => {
    const link = await spendSignInLink(tx, sha256Hex(token), now);
    if (!link) return false;
    const parent = await upsertParent(tx, {
      groupId: link.groupId,
      email: link.email,
      emailKey: link.emailKey,
      language: link.language,
      now,
    });
    await insertSession(tx, {
      parentId: parent.id,
      tokenHash: sha256Hex(sessionToken),
      deviceLabel: deviceLabel ?? '',
      createdAt: now,
      lastUsedAt: now,
      expiresAt,
    });
    return true;
  });
  if (!signedIn) throw fail('FAMILY_LINK_INVALID');
  return { token: sessionToken, expiresAt: expiresAt.toISOString() };
}
