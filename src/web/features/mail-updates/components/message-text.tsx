import type { ReactNode } from 'react';

/** An http(s) address in a plain-text body: up to the next space, angle bracket or quote. */
const ADDRESS = /https?:\/\/[^\s<>"]+/g;
/** Punctuation that ends a sentence after an address rather than belonging to it. */
const TRAILING = ".,;:!?'";

const count = (text: string, char: string) => text.split(char).length - 1;

/** The address without what follows it in the sentence: "(see https://x.org/a)." → "https://x.org/a". */
function trimAddress(found: string): string {
  let address = found;
  for (;;) {
    const last = address.at(-1) ?? '';
    if (TRAILING.includes(last)) address = address.slice(0, -1);
    else if (last === ')' && count(address, '(') < count(address, ')')) address = address.slice(0, -1);
    else return address;
  }
}

/**
 * A message's plain text with each http(s) address made a link: React elements only, so nothing of the message
 * is ever read as HTML.
 */
export function linkedText(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const address = trimAddress(match[0]);
    if (!/^https?:\/\/./.test(address)) continue;
    if (match.index > from) parts.push(text.slice(from, match.index));
    parts.push(
      <a key={match.index} href={address}>
        {address}
      </a>,
    );
    from = match.index + address.length;
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts;
}

/** The plain-text body as sent, its line breaks kept and its addresses clickable. */
export function MessageText({ text }: { text: string }) {
  return <pre className="mail-message__text">{linkedText(text)}</pre>;
}
