/**
 * The inbox an e-mail address reaches, for counting: lower case, and without the `+tag` of the local part, which
 * most providers deliver to the same inbox (victim+1@… and victim+2@… are one inbox).
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const local = address.slice(0, at);
  const plus = local.indexOf('+');
  return `${plus < 0 ? local : local.slice(0, plus)}${address.slice(at)}`;
}
