/** A seller's name kept as its parts: the first name (what the public sees) and the last name (staff only). */
export interface SellerNameParts {
  firstName: string;
  lastName: string;
}

export interface ReadSellerName extends SellerNameParts {
  /** The name as the portal keeps it: "First Last". */
  name: string;
  /** Whether the text was written "Last, First", as school rosters often are. */
  lastFirst: boolean;
}

const collapse = (text: string) => text.trim().replace(/\s+/g, ' ');

/**
 * Reads a name as people type it or a roster lists it. "Stonebridge, Ava" (one comma, words on both sides) is the
 * last name first; otherwise the first word is the first name and the rest the last name, so "Ava Marie Stonebridge"
 * is Ava + Marie Stonebridge and the public sees "Ava S." either way.
 */
export function readSellerName(text: string): ReadSellerName {
  const name = collapse(text);
  const comma = /^([^,]*\p{L}[^,]*),([^,]*\p{L}[^,]*)$/u.exec(name);
  if (comma) {
    const firstName = collapse(comma[2]!);
    const lastName = collapse(comma[1]!);
    return { firstName, lastName, name: `${firstName} ${lastName}`, lastFirst: true };
  }
  const space = name.indexOf(' ');
  return space < 0
    ? { firstName: name, lastName: '', name, lastFirst: false }
    : { firstName: name.slice(0, space), lastName: name.slice(space + 1), name, lastFirst: false };
}
