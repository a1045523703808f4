/** The text a person reads in a server-rendered page: tags dropped, entities decoded, whitespace collapsed. */
export function textOf(page: string): string {
  return page
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}
