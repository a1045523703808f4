import type { Locale } from '../../shared/i18n/locale.js';
import type { AppContext } from '../context.js';
import { FAMILY_TEXT } from './family-texts.js';
import { sha256Hex } from './family-tokens.js';
import { ensureNotice } from './queries.js';

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
