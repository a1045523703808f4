/** The portal's colours on every page the server renders, the demo store's included: custom properties of `:root`. */
export const PORTAL_COLOURS_CSS = `  --green: #1f5f4a;
  --green-dark: #164536;
  --green-soft: #e6f1ec;
  --cream: #faf7f2;
  --card: #ffffff;
  --ink: #1d2520;
`;

/**
 * The colours and base rules the portal's public pages share (the share and class pages, the donation receipt):
 * one palette, so a family moving from one page to the next sees the same place.
 */
export const PUBLIC_PAGE_BASE_CSS = `
:root {
${PORTAL_COLOURS_CSS}  --muted: #4f5a54;
  --border: #e2dbcf;
  --focus: #b45309;
  --notice: #fff6e5;
  --notice-border: #e9c98a;
  color-scheme: light;
}
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
`;

/** Paragraphs, links, focus, muted text and the skip link, alike on every public page. */
export const PUBLIC_PAGE_TEXT_CSS = `p { margin: 0 0 12px; }
a { color: var(--green); text-underline-offset: 2px; }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 3px; border-radius: 4px; }
.muted { color: var(--muted); font-size: 0.92rem; }
.skip-link {
  position: absolute; left: 8px; top: -48px; z-index: 10; padding: 8px 14px;
  background: var(--ink); color: #fff; border-radius: 6px; text-decoration: none;
}
.skip-link:focus { top: 8px; }
`;

/** The English / Español switch in a page's header (`server-pages/language-switch.ts`). */
export const LANGUAGE_SWITCH_CSS = `.language-switch { display: flex; gap: 4px; }
.language-switch a {
  display: inline-flex; align-items: center; min-height: 44px; padding: 0 10px; border-radius: 999px;
  font-weight: 600; text-decoration: none;
}
.language-switch a[aria-current="true"] { background: var(--green-soft); color: var(--ink); text-decoration: underline; }
`;

/**
 * The frame of a small public page (the donation receipt, the e-mail confirm and unsubscribe pages): the header with
 * the language switch, one column, the button and the message card.
 */
export const PUBLIC_PAGE_FRAME_CSS = `${PUBLIC_PAGE_BASE_CSS}body {
  margin: 0; min-height: 100vh; background: var(--cream); color: var(--ink);
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  font-size: 17px; line-height: 1.5;
}
.container { width: 100%; max-width: 720px; margin: 0 auto; padding-left: 16px; padding-right: 16px; }
main { padding-top: 20px; padding-bottom: 40px; outline: none; }
h1 { font-size: 2rem; line-height: 1.2; margin: 0 0 20px; }
${PUBLIC_PAGE_TEXT_CSS}.site-header { background: var(--card); border-bottom: 1px solid var(--border); }
.site-header .container { display: flex; justify-content: flex-end; min-height: 52px; align-items: center; }
${LANGUAGE_SWITCH_CSS}
.button {
  display: inline-flex; align-items: center; justify-content: center; min-height: 48px; padding: 10px 28px;
  border: 2px solid var(--green); border-radius: 12px; background: var(--green); color: #fff;
  font: inherit; font-weight: 700; cursor: pointer;
}
.button:hover { background: var(--green-dark); border-color: var(--green-dark); }
.button[hidden] { display: none; }
.message { background: var(--card); border: 1px solid var(--border); border-radius: 14px; padding: 28px 24px; }
`;
