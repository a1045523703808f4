import { PUBLIC_PAGE_FRAME_CSS } from '../server-pages/palette.js';
import { PRINTED_PAGE_CSS } from '../server-pages/print-css.js';

/**
 * The receipt page's style sheet (served at /r/receipt.css): one sheet of paper on screen, and in print only the
 * receipt itself (the language switch, the Print button and its hint are left out).
 */
export const RECEIPT_CSS = `${PUBLIC_PAGE_FRAME_CSS}.receipt {
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

@media (min-width: 600px) {
  main { padding-top: 40px; }
  .receipt, .message { padding: 40px 48px; }
}
${PRINTED_PAGE_CSS}@media print {
  .receipt-actions { display: none; }
  .receipt { border: 0; box-shadow: none; padding: 0; }
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
