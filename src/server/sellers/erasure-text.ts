import { initialsOf } from './initials.js';

/**
 * How far a rewrite of one stored text may go. Text about the seller (their orders' notes, their envelopes' notes,
 * the reasons of changes about them) loses every mention; text that merely shares their group loses the whole name
 * only while no other seller there bears it, and the e-mail only while no other seller (a sibling) uses it.
 */
export interface TextReach {
  /** The whole name, in any case and spacing, becomes the seller's initials. */
  name: boolean;
  /** The seller's e-mail is removed. */
  email: boolean;
  /** A part of the name standing alone ("Ava's cash") becomes its initial. */
  parts: boolean;
}

export const FULL_REACH: TextReach = { name: true, email: true, parts: true };

const WORD_CHARACTER = '[\\p{L}\\p{N}]';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A match that neither starts nor ends inside a word: "Ava" in "Ava's", never in "Avalon". */
const standalone = (pattern: string) =>
  new RegExp(`(?<!${WORD_CHARACTER})${pattern}(?!${WORD_CHARACTER})`, 'giu');
const letterCount = (word: string) => word.match(/\p{L}/gu)?.length ?? 0;

/** The words of a name, without the punctuation around them. */
const wordsOf = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((word) => word !== '');

/**
 * The parts of a name worth finding alone: at least two letters, and capitalized as the name is written, so that
 * particles ("de", "van", "la") are left to the whole name. A name written all in lower case keeps its parts of
 * three letters or more.
 */
function standaloneParts(name: string): string[] {
  const lowerCase = name === name.toLocaleLowerCase('en-US');
  return [
    ...new Set(
      wordsOf(name).filter((word) =>
        lowerCase ? letterCount(word) >= 3 : letterCount(word) >= 2 && /^\p{Lu}/u.test(word),
      ),
    ),
  ];
}

export interface PersonalTextEraser {
  /**
   * Lower-case words a text must contain for a rewrite to change it: every match of the whole name holds its
   * longest word, and the parts and the e-mail are terms of their own. Empty when nothing is left to find.
   */
  searchTerms: string[];
  text(value: string, reach: TextReach): string;
  /** Every string value of a JSON document rewritten within `reach`; keys, numbers and the shape kept. */
  json(value: unknown, reach: TextReach): unknown;
  /** A buyer's name that is the seller's own, reduced to initials; any other buyer's name is left as it is. */
  buyerName(firstName: string, lastName: string): { firstName: string; lastName: string };
  /** A buyer's e-mail that is the seller's, removed; any other is left as it is. */
  buyerEmail(email: string): string;
}

const oneSpaced = (text: string) => text.trim().split(/\s+/).join(' ');

/**
 * Rewrites a seller's name and e-mail out of free text and JSON: the whole name becomes the same initials the
 * seller record gets, a part of it standing alone its initial, the e-mail nothing.
 */
export function personalTextEraser(seller: { name: string; email: string }): PersonalTextEraser {
  const name = oneSpaced(seller.name);
  const initials = initialsOf(name);
  // A name already reduced to initials (a second erasure) has nothing left to find.
  const erasable = name !== '' && name !== initials;
  const wholeName = erasable ? standalone(name.split(' ').map(escapeRegExp).join('\\s+')) : undefined;
  const partNames = erasable ? standaloneParts(name) : [];
  const parts = partNames.map((part) => ({
    pattern: standalone(escapeRegExp(part)),
    initial: initialsOf(part),
  }));
  const email = seller.email.trim();
  const emailPattern = email === '' ? undefined : new RegExp(escapeRegExp(email), 'giu');
  const longestWord = wordsOf(name).sort((a, b) => b.length - a.length)[0];
  const searchTerms = [
    ...new Set(
      [...(erasable && longestWord ? [longestWord] : []), ...partNames, ...(email === '' ? [] : [email])].map(
        (term) => term.toLowerCase(),
      ),
    ),
  ];

  function text(value: string, reach: TextReach): string {
    let result = value;
    if (reach.email && emailPattern) result = result.replace(emailPattern, '');
    if (reach.name && wholeName) result = result.replace(wholeName, initials);
    if (reach.parts) for (const part of parts) result = result.replace(part.pattern, part.initial);
    return result;
  }

  function json(value: unknown, reach: TextReach): unknown {
    if (typeof value === 'string') return text(value, reach);
    if (Array.isArray(value)) return value.map((item) => json(item, reach));
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, json(item, reach)]));
    return value;
  }

  const initialOf = (word: string) => (word.trim() === '' ? '' : initialsOf(word));
  return {
    searchTerms,
    text,
    json,
    buyerName: (firstName, lastName) =>
      erasable && oneSpaced(`${firstName} ${lastName}`).toLowerCase() === name.toLowerCase()
        ? { firstName: initialOf(firstName), lastName: initialOf(lastName) }
        : { firstName, lastName },
    buyerEmail: (buyerEmail) =>
      email !== '' && buyerEmail.trim().toLowerCase() === email.toLowerCase() ? '' : buyerEmail,
  };
}
