import type { TPublicSellerName } from '../../shared/api/share-links.js';
import { isLinkLike } from '../lib/link-like.js';
import { readSellerName, type SellerNameParts } from '../lib/seller-name-parts.js';

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean);
const initialOf = (word: string) => {
  const letter = word.match(/\p{L}|\p{N}/u)?.[0];
  return letter ? `${letter.toLocaleUpperCase('en-US')}.` : '';
};

/**
 * The only form in which a seller appears in public (share, class and leaderboard pages, the store's cart, e-mails
 * to families): the first word of the first name and the initial of the last word of the last name ("Ava" +
 * "Marie Stonebridge" → Ava, S.). It reads the stored parts, so a roster's "Stonebridge, Ava" is Ava S.; a name
 * known only as text (a cart's attribute, a paper form) is read into parts the way a login reads it. An erased
 * seller ("A." + "S.") stays initials. A first name that reads as a web address, a domain or an e-mail address
 * ("www.evil-prize.example/claim") is shown as its initial: a page or a mail client would make it a link, and a
 * stranger's text would reach families under the portal's name.
 */
export function publicSellerName(seller: SellerNameParts | string): TPublicSellerName {
  const parts = typeof seller === 'string' ? readSellerName(seller) : seller;
  const first = words(parts.firstName);
  const last = words(parts.lastName);
  if (first.length === 0 && last.length > 0) return { firstName: initialOf(last[0]!), lastInitial: '' };
  const firstName = first[0] ?? '';
  return {
    firstName: isLinkLike(firstName) ? initialOf(firstName) : firstName,
    lastInitial: last.length > 0 ? initialOf(last[last.length - 1]!) : '',
  };
}

/** "Ava S." or "Ava": the name as the public share page and the flyer print it. */
export function publicSellerLabel(name: TPublicSellerName): string {
  return [name.firstName, name.lastInitial].filter(Boolean).join(' ');
}
