/**
 * Whether a text could be read, or made clickable by a mail client, as a web address, a domain or an e-mail
 * address: it has "://", "www.", a slash, an "@", or a dot between a letter or digit and a letter
 * ("evil-prize.example"). Full-width and other compatibility forms count as the characters they look like, and so
 * does the ideographic full stop that domain names accept as a dot. A name that is link-like is never put into a
 * message as it was typed.
 */
export function isLinkLike(text: string): boolean {
  const plain = text
    .normalize('NFKC')
    .replace(/[\u3002\uFF0E\uFF61]/g, '.')
    .toLowerCase();
  return /:\/\/|www\.|[/@]|[\p{L}\p{N}]\.\p{L}/u.test(plain);
}
