import type { TPublicSellerName } from '../../shared/api/share-links.js';

/**
 * What strangers may see of a seller's name: the first word and the initial of the last one ("Ava Marie Smith" →
 * Ava, S.). A seller who gave one name shows only that; an erased seller ("A. S.") stays initials.
 */
export function publicSellerName(name: string): TPublicSellerName {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const firstName = words[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1]! : '';
  const initial = last.match(/\p{L}|\p{N}/u)?.[0];
  return { firstName, lastInitial: initial ? `${initial.toLocaleUpperCase('en-US')}.` : '' };
}

/** "Ava S." or "Ava": the name as the public share page and the flyer print it. */
export function publicSellerLabel(name: TPublicSellerName): string {
  return [name.firstName, name.lastInitial].filter(Boolean).join(' ');
}
