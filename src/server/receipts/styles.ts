import { PUBLIC_PAGE_BASE_CSS } from '../server-pages/palette.js';

/**
 * The receipt page's style sheet (served at /r/receipt.css): one sheet of paper on screen, and in print only the
 * receipt itself (the language switch, the Print button and its hint are left out).
 */
export const RECEIPT_CSS = `${PUBLIC_PAGE_BASE_CSS}body {
  margin: 0; min-height: 100vh; background: var(--cream); color: var(--ink);
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  font-size: 17px; line-height: 1.5;
}
.container { width: 100%; max-width: 720px; margin: 0 auto; padding-left: 16px; padding-right: 16px; }
main { padding-top: 20px; padding-bottom: 40px; outline: none; }
h1 { font-size: 2rem; line-height: 1.2; margin: 0 0 20px; }
p { margin: 0 0 12px; }
a { color: var(--green); text-underline-offset: 2px; }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 3px; border-radius: 4px; }
.muted { color: var(--muted); font-size: 0.92rem; }
.skip-link {
  position: absolute; left: 8px; top: -48px; z-index: 10; padding: 8px 14px;
  background: var(--ink); color: #fff; border-radius: 6px; text-decoration: none;
}
.skip-link:focus { top: 8px; }
.site-header { background: var(--card); border-bottom: 1px solid var(--border); }
.site-header .container { display: flex; justify-content: flex-end; min-height: 52px; align-items: center; }
.language-switch { display: flex; gap: 4px; }
.language-switch a {
  display: inline-flex; align-items: center; min-height: 44px; padding: 0 10px; border-radius: 999px;
  font-weight: 600; text-decoration: none;
}
.language-switch a[aria-current="true"] { background: var(--green-soft); color: var(--ink); text-decoration: underline; }

.receipt {
  background: var(--card); border: 1px solid var(--border); border-radius: 14px; padding: 28px 24px;
  box-shadow: 0 1px 3px rgba(30, 40, 35, 0.08);
}
.receipt-organization { font-size: 1.1rem; font-weight: 700; margin-bottom: 4px; overflow-wrap: anywhere; }
.receipt-facts { margin: 0 0 20px; border-top: 1px solid var(--border); }
.receipt-facts div {
  display: flex; justify-content: space-between; gap: 16px; padding: 10px 0; border-bottom: 1px solid var(--border);
}
.receipt-facts dt { color: var(--muted); }
.receipt-facts dd { margin: 0; font-weight: 700; text-align: right; overflow-wrap: anywhere; }
.receipt-amount dd { font-size: 1.3rem; }
.receipt-statement { font-weight: 600; }
.receipt-note { white-space: pre-line; overflow-wrap: anywhere; }
.receipt-actions { margin-top: 20px; display: flex; flex-wrap: wrap; align-items: center; gap: 12px; }
.receipt-actions .muted { margin: 0; flex: 1 1 260px; }
.button {
  display: inline-flex; align-items: center; justify-content: center; min-height: 48px; padding: 10px 28px;
  border: 2px solid var(--green); border-radius: 12px; background: var(--green); color: #fff;
  font: inherit; font-weight: 700; cursor: pointer;
}
.button:hover { background: var(--green-dark); border-color: var(--green-dark); }
.button[hidden] { display: none; }
.message { background: var(--card); border: 1px solid var(--border); border-radius: 14px; padding: 28px 24px; }

@media (min-width: 600px) {
  main { padding-top: 40px; }
  .receipt, .message { padding: 40px 48px; }
}
@media print {
  body { background: #fff; font-size: 12pt; min-height: 0; }
  .no-print, .site-header, .skip-link, .receipt-actions, button { display: none !important; }
  main { padding: 0; }
  .container { max-width: none; padding: 0; }
  .receipt { border: 0; box-shadow: none; padding: 0; }
  a { color: inherit; text-decoration: none; }
}
`;

/**
 * The Print button's only script (served at /r/print.js): the page's content security policy allows no inline
 * handler, and without script the button stays hidden and the hint says how to print.
 */
export const RECEIPT_PRINT_SCRIPT = `'use strict';
for (const button of document.querySelectorAll('[data-print]')) {
  button.hidden = false;
  button.addEventListener('click', () => window.print());
}
`;
