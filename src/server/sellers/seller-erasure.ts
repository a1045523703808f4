import type { TSellerErasure } from '../../shared/api/privacy.js';
import type { PrincipalOf } from '../auth/principal.js';
import type { AppContext } from '../context.js';
import type { DbOrTx } from '../db/database.js';
import { fail } from '../errors.js';
import { isId } from '../lib/ids.js';
import { forgetSharePage } from '../share-links/public-page-cache.js';
import { forgetAllTeamPages } from '../share-links/team-page-cache.js';
import { revokeSellerShareLinks } from '../share-links/queries.js';
import {
  deleteSellerSubscriptions,
  endFamilyLink,
  dropEmptyTallyRowsOfName,
  eraseEmailFromPrivacyRequests,
  findMentions,
  findNameSharing,
  lockGroupMoney,
  lockSeller,
  moneyMentionSources,
  orderMentionSources,
  recordSellerErasure,
  replaceSellerIdentity,
  replaceSellerInAttributionHistory,
  replaceSellerInMoney,
  replaceSellerOnOrders,
  rewriteMentions,
  type ErasureRequester,
  type MentionRow,
  type MentionSource,
  type NameSharing,
} from './erasure-queries.js';
import { FULL_REACH, personalTextEraser, type PersonalTextEraser, type TextReach } from './erasure-text.js';
import { initialsOf } from './initials.js';
import { forgetSellerCodes } from '../share-links/seller-code-queries.js';

/**
 * How far a row's text is rewritten: all of it when the row is about the seller; otherwise the whole name and the
 * e-mail, each while no other seller of the row's group (of any group, for a row of none) bears it.
 */
function reachOf(row: MentionRow, sharing: NameSharing): TextReach {
  if (row.tied) return FULL_REACH;
  return row.groupless
    ? { name: !sharing.nameAnywhere, email: !sharing.emailAnywhere, parts: false }
    : { name: !sharing.nameInGroup, email: !sharing.emailInGroup, parts: false };
}

/** The row's columns rewritten; a part of the name alone is only rewritten in free text about the seller. */
function rewrittenValues(
  row: MentionRow,
  source: MentionSource,
  eraser: PersonalTextEraser,
  sharing: NameSharing,
) {
  const reach = reachOf(row, sharing);
  const wholeOnly = { ...reach, parts: false };
  const values: Record<string, unknown> = { ...row.values };
  for (const { column, kind } of source.columns) {
    const value = row.values[column];
    if (kind === 'text') values[column] = eraser.text(String(value), reach);
    else if (kind === 'name') values[column] = eraser.text(String(value), wholeOnly);
    else if (kind === 'json') values[column] = eraser.json(value, wholeOnly);
  }
  // An order's buyer is someone else's data, unless the buyer is the seller: her name, or her e-mail.
  if (source.columns.some(({ kind }) => kind === 'buyer')) {
    if (reach.name) {
      const buyer = eraser.buyerName(String(row.values.buyer_first_name), String(row.values.buyer_last_name));
      values.buyer_first_name = buyer.firstName;
      values.buyer_last_name = buyer.lastName;
    }
    if (reach.email) values.buyer_email = eraser.buyerEmail(String(row.values.buyer_email));
  }
  return values;
}

async function eraseMentions(
  db: DbOrTx,
  sources: MentionSource[],
  eraser: PersonalTextEraser,
  sharing: NameSharing,
) {
  for (const source of sources) {
    const rows = await findMentions(db, source, eraser.searchTerms);
    const changed = rows.flatMap((row) => {
      const values = rewrittenValues(row, source, eraser, sharing);
      return JSON.stringify(values) === JSON.stringify(row.values) ? [] : [{ id: row.id, values }];
    });
    await rewriteMentions(db, source, changed);
  }
}

/**
 * "Erase this seller's personal data": the name becomes initials and the e-mail is removed wherever the portal
 * keeps them, in one transaction with its audit entry (who, when, which seller). By rule: the seller, every order
 * that names them, their orders' attribution history, the report tallies, their envelopes and the money received
 * in their name (so a balance stays one row under the initials). In people's own words: order notes, paper order
 * and attribution changes (their reasons and JSON), envelopes' notes, checks' payers, deposits and money audit
 * reasons (`orderMentionSources`, `moneyMentionSources`). Their share links are revoked and the parents'
 * subscriptions deleted with every message written for them; the store's privacy requests made with their e-mail
 * lose it. Totals stay. It holds: ingestion gives any later order
 * or update from the seller's old carts the initials (`order_attribution()`). `test/integration/erasure-sweep.test.ts`
 * searches every text column of the schema afterwards, so a column added later that keeps the name fails it.
 */
export async function eraseSellerPersonalData(
  ctx: AppContext,
  sellerId: string,
  admin: PrincipalOf<'admin'>,
): Promise<TSellerErasure> {
  if (!isId(sellerId)) throw fail('SELLER_NOT_FOUND');
  const requester = { kind: 'admin' as const, adminId: admin.id, name: admin.name };
  const { revokedTokens, erasure } = await ctx.db.transaction((tx) =>
    eraseSellerWithin(ctx, tx, sellerId, requester),
  );
  forgetErasedSellerPages(ctx, revokedTokens);
  return erasure;
}

/**
 * The erasure of `eraseSellerPersonalData` inside the caller's transaction, for whoever asked (a parent's
 * withdrawal erases each child with the rest of the withdrawal). Once it commits, the caller passes the answered
 * `revokedTokens` to `forgetErasedSellerPages`.
 */
export async function eraseSellerWithin(
  ctx: AppContext,
  tx: DbOrTx,
  sellerId: string,
  requester: ErasureRequester,
): Promise<{ erasure: TSellerErasure; revokedTokens: string[] }> {
  const seller = await lockSeller(tx, sellerId);
  if (!seller) throw fail('SELLER_NOT_FOUND');
  await lockGroupMoney(tx, seller.groupId);
  const initials = initialsOf(seller.name);
  const eraser = personalTextEraser(seller);
  const sharing = await findNameSharing(tx, seller);
  const orderIds = await replaceSellerOnOrders(tx, seller, initials);
  const ordersUpdated = orderIds.length;
  await replaceSellerInAttributionHistory(tx, seller, initials, orderIds);
  await dropEmptyTallyRowsOfName(tx, seller);
  await eraseMentions(tx, orderMentionSources(seller, orderIds), eraser, sharing);
  const money = await replaceSellerInMoney(tx, seller, initials, orderIds);
  await eraseMentions(tx, moneyMentionSources(seller, money), eraser, sharing);
  await replaceSellerIdentity(tx, seller.id, initials);
  // Erased sellers' codes stop working: the current one and the ones staff replaced.
  await forgetSellerCodes(tx, seller.id);
  const revokedTokens = await revokeSellerShareLinks(tx, seller.id, ctx.now());
  await deleteSellerSubscriptions(tx, seller.id);
  await endFamilyLink(tx, seller.id, ctx.now());
  // A request holds no group: its e-mail is hers only while no other seller anywhere uses it.
  if (!sharing.emailAnywhere) await eraseEmailFromPrivacyRequests(tx, seller.email);
  const { erasedAt } = await recordSellerErasure(tx, {
    sellerId: seller.id,
    groupId: seller.groupId,
    initials,
    requester,
    ordersUpdated,
  });
  return {
    revokedTokens,
    erasure: {
      seller: { _id: seller.id, name: initials, email: '' },
      erasedAt: new Date(erasedAt).toISOString(),
      erasedBy: requester.kind === 'admin' ? requester.name : '',
      ordersUpdated,
    },
  };
}

/** After the commit: a view racing the erasure could otherwise cache the old name again. */
export function forgetErasedSellerPages(ctx: AppContext, revokedTokens: string[]) {
  for (const token of revokedTokens) forgetSharePage(ctx, token);
  forgetAllTeamPages(ctx);
}
