/**
 * A first name as a login in class compares it: trimmed, its inner spaces made one, accents and case ignored
 * ("  Zoé " and "zoe" are one name). Children type their name on a shared screen in a hurry; two children of one
 * class whose names differ only so make the login ambiguous, and their sales wait rather than go to either.
 */
export function firstNameKey(firstName: string): string {
  return spacedFirstName(firstName).normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en-US');
}

/** The first name as a waiting seller keeps it: trimmed, with single spaces. */
export function spacedFirstName(firstName: string): string {
  return firstName.trim().replace(/\s+/g, ' ');
}
