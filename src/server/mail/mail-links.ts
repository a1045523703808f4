import { mailConfirmPath, mailUnsubscribePath } from '../../shared/api/mail-paths.js';
import type { Locale } from '../../shared/i18n/locale.js';
import { LOCALE_QUERY_PARAM } from '../../shared/i18n/locale.js';
import type { AppContext } from '../context.js';
import { mailLinkToken, type MailLinkPurpose } from './mail-link-token.js';

/** The address a message's link leads to, in the language the message is written in. */
function linkUrl(ctx: AppContext, path: string, locale: Locale | undefined) {
  const query = locale ? `?${LOCALE_QUERY_PARAM}=${locale}` : '';
  return `${ctx.config.publicUrl}${path}${query}`;
}

export const confirmUrl = (ctx: AppContext, subscriptionId: string, locale: Locale) =>
  linkUrl(ctx, mailConfirmPath(mailLinkToken(ctx.config.jwtSecret, 'confirm', subscriptionId)), locale);

/**
 * The one-click unsubscribe address of a message (RFC 8058): without a query string, as the List-Unsubscribe
 * header names it and mail clients POST to it; the page it shows speaks the language of the subscription.
 */
export const unsubscribeUrl = (ctx: AppContext, purpose: Exclude<MailLinkPurpose, 'confirm'>, id: string) =>
  linkUrl(ctx, mailUnsubscribePath(mailLinkToken(ctx.config.jwtSecret, purpose, id)), undefined);

/** The host messages' Message-IDs are made on. */
export function publicHost(ctx: AppContext): string {
  return new URL(ctx.config.publicUrl).hostname;
}
