/**
 * How a server-rendered page prints (the donation receipt), as the web app's printable documents do
 * (src/web/components/printable-document/printable-document.css): 14 mm margins on A4 or Letter alike, black on
 * white with greys and lines turned black, and only the document: no header, skip link, button or part marked
 * `no-print`.
 */
export const PRINTED_PAGE_CSS = `@media print {
  @page { margin: 14mm; }
  :root { --muted: #000; --border: #000; }
  body { background: #fff; color: #000; font-size: 12pt; min-height: 0; }
  .no-print, .site-header, .skip-link, button { display: none !important; }
  main { padding: 0; }
  .container { max-width: none; padding: 0; }
  a { color: inherit; text-decoration: none; }
}
`;
