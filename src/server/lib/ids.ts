const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are opaque to clients, but one that cannot name a row is simply not found, never a database error. */
export function isId(value: string): boolean {
  return UUID.test(value);
}
