const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Teams in the order people number them: "Room 2" before "Room 12", case aside. */
export function compareTeamNames(a: string, b: string): number {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** The same name for a team: trimmed, any case (as the database's unique index compares them). */
export const teamNameKey = (name: string) => name.trim().toLowerCase();
