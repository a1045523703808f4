/**
 * A name reduced to the first letter of each word, as "A. M. S." for "Alice Marie Smith". Initials of initials are
 * the same initials, so erasing a seller twice changes nothing more.
 */
export function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .map((word) => word.match(/\p{L}|\p{N}/u)?.[0])
    .filter((letter): letter is string => letter !== undefined);
  return letters.length === 0
    ? '?'
    : letters.map((letter) => `${letter.toLocaleUpperCase('en-US')}.`).join(' ');
}
