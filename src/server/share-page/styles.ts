import { LANGUAGE_SWITCH_CSS, PUBLIC_PAGE_BASE_CSS, PUBLIC_PAGE_TEXT_CSS } from '../server-pages/palette.js';

/**
 * The style sheet of the public pages (served at /s/share.css): the share page, the class progress page and the
 * team leaderboard. Mobile first, one card, large touch targets.
 */
export const SHARE_PAGE_CSS = `${PUBLIC_PAGE_BASE_CSS}body {
  margin: 0; min-height: 100vh; display: flex; flex-direction: column;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  font-size: 17px; line-height: 1.5; color: var(--ink); background: var(--cream);
}
.container { width: 100%; max-width: 640px; margin: 0 auto; padding-left: 16px; padding-right: 16px; }
main { flex: 1; padding-top: 20px; padding-bottom: 40px; outline: none; }
h1, h2 { line-height: 1.2; margin: 0 0 10px; overflow-wrap: break-word; }
h1 { font-size: 2rem; letter-spacing: -0.01em; }
h2 { font-size: 1.1rem; }
${PUBLIC_PAGE_TEXT_CSS}a:hover { color: var(--green-dark); }

.site-header { background: var(--card); border-bottom: 1px solid var(--border); }
.brand {
  display: flex; align-items: center; gap: 8px; margin: 0; min-height: 56px;
  font-weight: 800; font-size: 1.15rem;
}
.brand-mark { width: 26px; height: 26px; fill: #c2334d; flex: none; }
.site-header .container { display: flex; align-items: center; justify-content: space-between; gap: 8px; flex-wrap: wrap; }
${LANGUAGE_SWITCH_CSS}.site-footer { background: #efe9de; border-top: 1px solid var(--border); padding: 18px 0; font-size: 0.95rem; }

.card {
  background: var(--card); border: 1px solid var(--border); border-radius: 14px;
  padding: 24px 20px; box-shadow: 0 1px 3px rgba(30, 40, 35, 0.08);
}
.lead { font-size: 1.05rem; color: var(--muted); margin-bottom: 20px; }
.facts { margin: 0 0 24px; display: grid; gap: 12px; }
.facts div { min-width: 0; }
.facts dt { font-size: 0.82rem; font-weight: 700; text-transform: uppercase; letter-spacing: 0.05em; color: var(--muted); }
.facts dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }

.goal { margin: 0 0 24px; padding: 16px; border-radius: 12px; background: var(--green-soft); }
.goal-bar {
  display: block; width: 100%; height: 14px; margin: 4px 0 10px; border: 0; border-radius: 999px;
  background: #cfe3d9; color: var(--green); appearance: none; -webkit-appearance: none; overflow: hidden;
}
.goal-bar::-webkit-progress-bar { background: #cfe3d9; border-radius: 999px; }
.goal-bar::-webkit-progress-value { background: var(--green); border-radius: 999px; }
.goal-bar::-moz-progress-bar { background: var(--green); border-radius: 999px; }
.goal-text { margin: 0; }

.shop-form { margin: 0 0 28px; }
.card > :last-child { margin-bottom: 0; }
.button {
  display: flex; width: 100%; align-items: center; justify-content: center; min-height: 54px;
  padding: 12px 24px; border: 2px solid var(--green); border-radius: 12px; background: var(--green);
  color: #fff; font: inherit; font-size: 1.15rem; font-weight: 700; text-decoration: none; cursor: pointer;
}
.button:hover { background: var(--green-dark); border-color: var(--green-dark); color: #fff; }
.shop-form .muted, .donate-form .muted { margin: 10px 0 0; text-align: center; }
.shop-actions { display: grid; gap: 16px; margin: 0 0 28px; }
.shop-actions .shop-form, .shop-actions .donate-form { margin: 0; }
.button-secondary { background: transparent; color: var(--green); }
.button-secondary:hover { background: var(--green-soft); color: var(--green-dark); }
.notice {
  margin: 0 0 24px; padding: 16px; border-radius: 12px; background: var(--notice); border: 1px solid var(--notice-border);
  border-left: 6px solid #b7791f;
}
.notice p { margin: 0; }
.goal-note { margin: 8px 0 0; }

.totals, .sellers { margin: 0 0 24px; }
.stats { margin: 0; display: grid; gap: 12px; }
.stats div { min-width: 0; padding: 12px 14px; border: 1px solid var(--border); border-radius: 12px; }
.stats dt { font-size: 0.82rem; font-weight: 700; text-transform: uppercase; letter-spacing: 0.05em; color: var(--muted); }
.stats dd { margin: 0; font-size: 1.35rem; font-weight: 700; overflow-wrap: break-word; }
.seller-list { list-style: none; margin: 0; padding: 0; border-top: 1px solid var(--border); }
.seller-list li {
  display: flex; justify-content: space-between; align-items: baseline; gap: 12px; flex-wrap: wrap;
  padding: 10px 0; border-bottom: 1px solid var(--border);
}
.seller-name { font-weight: 600; overflow-wrap: anywhere; }
.seller-orders { color: var(--muted); white-space: nowrap; }

.table-scroll { margin: 0 0 24px; overflow-x: auto; }
.leaderboard { padding-left: 14px; padding-right: 14px; }
.ranking { width: 100%; border-collapse: collapse; font-size: 0.88rem; }
.ranking caption { text-align: left; font-weight: 700; padding: 0 0 8px; }
.ranking th, .ranking td { padding: 10px 4px; border-bottom: 1px solid var(--border); text-align: left; vertical-align: top; }
.ranking thead th {
  font-size: 0.78rem; font-weight: 700; color: var(--muted); vertical-align: bottom; -webkit-hyphens: auto; hyphens: auto;
}
/* A long class name wraps, even inside a word, before the figures do: they stay on one line each. */
.ranking tbody th { min-width: 5.5em; font-weight: 600; overflow-wrap: anywhere; }
.ranking .num { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
.ranking thead .num { white-space: normal; }
.ranking th:first-child, .ranking td:first-child { padding-left: 0; }
.ranking th:last-child, .ranking td:last-child { padding-right: 0; }

@media (min-width: 600px) {
  main { padding-top: 40px; }
  .card { padding: 36px 40px; }
  h1 { font-size: 2.4rem; }
  .facts { grid-template-columns: 1fr 1fr; gap: 16px 24px; }
  .stats { grid-template-columns: 1fr 1fr; }
  .shop-actions { grid-template-columns: 1fr 1fr; align-items: start; }
  .stats div:last-child { grid-column: 1 / -1; }
  .leaderboard { padding-left: 40px; padding-right: 40px; }
  .ranking { font-size: 1rem; }
  .ranking th, .ranking td { padding: 12px 10px; }
}
`;
