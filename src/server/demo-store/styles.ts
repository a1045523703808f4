import { PORTAL_COLOURS_CSS } from '../server-pages/palette.js';
import { PRODUCTS } from './catalog.js';

const tints = PRODUCTS.map((product) => `.tint-${product.handle} { background: ${product.tint}; }`).join(
  '\n',
);

/** The demo store's only style sheet, served at /demo-store/assets/store.css. */
export const STORE_CSS = `
:root {
${PORTAL_COLOURS_CSS}  --muted: #57625c;
  --border: #e2dbcf;
  --focus: #f0a030;
  --error: #b42318;
  --error-soft: #fdecea;
  --success: #0f6b3e;
  --success-soft: #e7f5ed;
  --radius: 12px;
  color-scheme: light;
}
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  font-size: 16px;
  line-height: 1.5;
  color: var(--ink);
  background: var(--cream);
  display: flex;
  flex-direction: column;
  min-height: 100vh;
}
main { flex: 1; padding-top: 24px; padding-bottom: 48px; outline: none; }
h1, h2, h3 { line-height: 1.2; margin: 0 0 8px; }
h1 { font-size: 1.9rem; letter-spacing: -0.01em; }
h2 { font-size: 1.15rem; }
p { margin: 0 0 12px; }
a { color: var(--green); text-underline-offset: 2px; }
a:hover { color: var(--green-dark); }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; border-radius: 4px; }
.visually-hidden {
  position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
.skip-link {
  position: absolute; left: 8px; top: -48px; z-index: 10; padding: 8px 14px;
  background: var(--ink); color: #fff; border-radius: 6px; text-decoration: none;
}
.skip-link:focus { top: 8px; }
.container { width: 100%; max-width: 1120px; margin: 0 auto; padding-left: 20px; padding-right: 20px; }
.muted { color: var(--muted); font-size: 0.92rem; }

/* header and footer */
.demo-ribbon {
  margin: 0; padding: 4px 16px; text-align: center; font-size: 0.85rem;
  background: #2b2f2d; color: #f3efe6;
  display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 0 12px;
}
.demo-ribbon p { margin: 0; padding: 2px 0; }
.language-switch { display: flex; gap: 2px; }
.language-switch a {
  display: inline-flex; align-items: center; min-height: 32px; padding: 0 10px; border-radius: 999px;
  color: #f3efe6; text-decoration: none; font-weight: 600;
}
.language-switch a:hover { background: rgba(255, 255, 255, 0.12); }
.language-switch a[aria-current="true"] { background: #f3efe6; color: #2b2f2d; }
.site-header { background: var(--card); border-bottom: 1px solid var(--border); }
.header-inner { display: flex; align-items: center; justify-content: space-between; gap: 12px; min-height: 64px; }
.brand {
  display: inline-flex; align-items: center; gap: 8px; font-weight: 800; font-size: 1.25rem;
  color: var(--ink); text-decoration: none; letter-spacing: -0.01em; white-space: nowrap;
}
.brand-mark { width: 28px; height: 28px; fill: #d6455d; flex: none; }
.site-nav { display: flex; align-items: center; gap: 6px; }
.site-nav a {
  display: inline-flex; align-items: center; gap: 6px; padding: 8px 12px; border-radius: 999px;
  color: var(--ink); text-decoration: none; font-weight: 600;
}
.site-nav a:hover { background: var(--green-soft); }
.cart-icon { width: 22px; height: 22px; fill: currentColor; }
.cart-count {
  min-width: 24px; height: 24px; padding: 0 7px; border-radius: 999px; background: var(--green);
  color: #fff; font-size: 0.8rem; display: inline-flex; align-items: center; justify-content: center;
}
.site-footer { background: #efe9de; border-top: 1px solid var(--border); color: var(--muted); font-size: 0.92rem; }
.footer-inner { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 8px 24px; padding-top: 20px; padding-bottom: 20px; }
.footer-inner p { margin: 0; }

/* buttons */
.button {
  display: inline-flex; align-items: center; justify-content: center; gap: 6px;
  min-height: 44px; padding: 10px 18px; border: 2px solid var(--green); border-radius: 10px;
  background: var(--green); color: #fff; font: inherit; font-weight: 700; text-decoration: none;
  cursor: pointer; white-space: nowrap;
}
.button:hover { background: var(--green-dark); border-color: var(--green-dark); color: #fff; }
.button-secondary { background: transparent; color: var(--green); }
.button-secondary:hover { background: var(--green-soft); color: var(--green-dark); }
.button-block { width: 100%; }
.button-large { min-height: 52px; font-size: 1.05rem; padding: 12px 24px; }
.link-button {
  background: none; border: 0; padding: 8px 4px; font: inherit; color: var(--error);
  text-decoration: underline; text-underline-offset: 2px; cursor: pointer; min-height: 44px;
}

/* alerts */
.alert { padding: 12px 16px; border-radius: 10px; margin: 0 0 20px; border: 1px solid; }
.alert-error { background: var(--error-soft); border-color: #f4b9b2; color: #7a1a12; }
.alert-success { background: var(--success-soft); border-color: #a9d8bd; color: #0b4f2e; }
.error-summary h2 { font-size: 1.05rem; margin-bottom: 6px; }
.error-summary ul { margin: 0; padding-left: 20px; }
.error-summary a { color: #7a1a12; font-weight: 600; }
.field-error { color: var(--error); font-size: 0.9rem; font-weight: 600; margin: 6px 0 0; }

/* credits card */
.credits {
  background: var(--green-soft); border: 1px solid #bcd9cb; border-left: 6px solid var(--green);
  border-radius: var(--radius); padding: 16px 20px; margin: 0 0 24px;
}
.credits h2 { font-size: 0.85rem; text-transform: uppercase; letter-spacing: 0.06em; color: var(--green); margin-bottom: 10px; }
.credits-list { display: flex; flex-wrap: wrap; gap: 8px 40px; margin: 0; }
.credits-list div { min-width: 0; }
.credits-list dt { font-size: 0.8rem; color: var(--muted); }
.credits-list dd { margin: 0; font-weight: 700; font-size: 1.05rem; overflow-wrap: anywhere; }
.group-code { font-weight: 500; color: var(--muted); }
.credits-none { background: #fff6e5; border-color: #f0d7a6; border-left-color: #c77d0a; }
.credits-none h2 { color: #8a5300; }
.credits-none p { margin-bottom: 6px; }
.credits-none p:last-child { margin-bottom: 0; }

/* catalogue */
.page-intro { margin-bottom: 24px; max-width: 680px; }
.page-intro p { color: var(--muted); font-size: 1.05rem; }
.product-grid {
  list-style: none; margin: 0; padding: 0; display: grid; gap: 20px;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
}
.product-card {
  display: flex; flex-direction: column; background: var(--card); border: 1px solid var(--border);
  border-radius: var(--radius); overflow: hidden; box-shadow: 0 1px 2px rgba(30, 40, 35, 0.06);
}
.product-media { display: flex; align-items: center; justify-content: center; aspect-ratio: 4 / 3; }
.product-art { width: 72%; height: auto; }
.product-body { display: flex; flex-direction: column; flex: 1; padding: 16px; }
.product-title { font-size: 1.1rem; margin-bottom: 6px; }
.product-description { color: var(--muted); font-size: 0.93rem; flex: 1; }
.product-price { font-size: 1.2rem; font-weight: 800; margin-bottom: 12px; }
.add-form { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 10px; }
.add-form .button { flex: 1; padding: 8px 12px; }
.add-form .field-error { flex-basis: 100%; margin: 0; }
.qty-field { display: flex; flex-direction: column; gap: 2px; }
.qty-field label, .line-qty label { font-size: 0.8rem; color: var(--muted); font-weight: 600; }
input[type="number"] {
  width: 68px; min-height: 44px; padding: 8px 10px; border: 1px solid #b9b1a3; border-radius: 8px;
  font: inherit; background: #fff; color: var(--ink);
}

/* cart */
.cart-layout { display: grid; gap: 24px; grid-template-columns: minmax(0, 1fr) 320px; align-items: start; }
.cart-lines { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 12px; }
.cart-line {
  display: grid; grid-template-columns: 88px minmax(0, 1fr) auto; grid-template-areas: "media info total" "media actions actions";
  gap: 8px 16px; align-items: center; background: var(--card); border: 1px solid var(--border);
  border-radius: var(--radius); padding: 14px;
}
.line-media { grid-area: media; width: 88px; height: 88px; border-radius: 10px; display: flex; align-items: center; justify-content: center; align-self: start; }
.line-media .product-art { width: 86%; }
.line-info { grid-area: info; min-width: 0; }
.line-title { font-size: 1.05rem; margin-bottom: 2px; }
.line-price { color: var(--muted); font-size: 0.92rem; margin: 0; }
.line-total { grid-area: total; font-weight: 800; font-size: 1.1rem; margin: 0; justify-self: end; align-self: start; }
.line-actions { grid-area: actions; display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; }
.line-actions .field-error { flex-basis: 100%; margin: 0; }
.line-qty { display: flex; align-items: center; gap: 8px; }
.line-qty .button { min-height: 44px; padding: 8px 14px; }
.line-remove { margin: 0; }
.summary-card {
  background: var(--card); border: 1px solid var(--border); border-radius: var(--radius); padding: 20px;
}
.summary-card .continue { text-align: center; margin: 12px 0 0; }
.totals { margin: 0 0 12px; }
.totals div { display: flex; justify-content: space-between; gap: 12px; padding: 6px 0; }
.totals dt { color: var(--muted); }
.totals dd { margin: 0; font-weight: 700; text-align: right; }
.totals .grand-total { border-top: 1px solid var(--border); margin-top: 6px; padding-top: 12px; font-size: 1.15rem; }
.totals .grand-total dt { color: var(--ink); font-weight: 700; }
.empty-cart { background: var(--card); border: 1px solid var(--border); border-radius: var(--radius); padding: 32px; text-align: center; }
.empty-cart p:first-child { font-size: 1.15rem; }

/* checkout */
.checkout-layout { display: grid; gap: 24px; grid-template-columns: minmax(0, 1fr) 360px; align-items: start; }
.checkout-summary { order: 2; position: sticky; top: 16px; }
.checkout-summary .credits { margin: 16px 0 0; padding: 12px 16px; }
.checkout-form { order: 1; background: var(--card); border: 1px solid var(--border); border-radius: var(--radius); padding: 24px; }
.form-section { border: 0; padding: 0; margin: 0 0 24px; min-width: 0; }
.form-section legend, .form-section > h2 { font-size: 1.15rem; font-weight: 700; padding: 0; margin-bottom: 12px; }
.form-note { margin: -4px 0 14px; }
.field-grid { display: grid; gap: 14px 16px; grid-template-columns: 1fr 1fr; }
.field { display: flex; flex-direction: column; gap: 4px; min-width: 0; }
.field-wide { grid-column: 1 / -1; }
.field label { font-weight: 600; font-size: 0.93rem; }
.field input, .field select {
  width: 100%; min-height: 46px; padding: 10px 12px; border: 1px solid #b9b1a3; border-radius: 8px;
  font: inherit; background: #fff; color: var(--ink);
}
.field-invalid label { color: var(--error); }
input[aria-invalid="true"], .field input[aria-invalid="true"], .field select[aria-invalid="true"] {
  border-color: var(--error); box-shadow: inset 0 0 0 1px var(--error);
}
.radio-list { display: flex; flex-direction: column; gap: 8px; }
.radio-option {
  display: flex; align-items: center; gap: 12px; padding: 12px 14px; border: 1px solid #cfc7b9;
  border-radius: 10px; cursor: pointer; background: #fff;
}
.radio-option:has(input:checked) { border-color: var(--green); background: var(--green-soft); box-shadow: inset 0 0 0 1px var(--green); }
.radio-option input { width: 20px; height: 20px; accent-color: var(--green); flex: none; margin: 0; }
.radio-text { flex: 1; display: flex; flex-direction: column; }
.radio-title { font-weight: 700; }
.radio-detail { color: var(--muted); font-size: 0.85rem; font-weight: 400; }
.radio-price { text-align: right; font-weight: 700; display: flex; flex-direction: column; }
.payment-note { background: #f6f3ec; border-radius: 10px; padding: 14px 16px; }
.payment-note p { margin: 0; color: var(--muted); }
.summary-lines { list-style: none; margin: 0 0 12px; padding: 0; border-bottom: 1px solid var(--border); }
.summary-lines li { display: flex; gap: 8px; padding: 8px 0; }
.summary-qty { color: var(--muted); flex: none; min-width: 32px; }
.summary-title { flex: 1; min-width: 0; }
.summary-amount { font-weight: 700; }

/* thank-you */
.confirmation { display: flex; gap: 16px; align-items: flex-start; margin-bottom: 24px; }
.check-icon { width: 56px; height: 56px; flex: none; fill: var(--success); }
.order-label { color: var(--muted); font-weight: 700; margin-bottom: 4px; }
.receipt-grid { display: grid; gap: 20px; grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); align-items: start; margin-bottom: 24px; }
.receipt-grid address { font-style: normal; line-height: 1.7; overflow-wrap: anywhere; }
.receipt-grid-single { grid-template-columns: minmax(0, 40rem); }
.thank-you-actions { display: flex; flex-wrap: wrap; gap: 12px; }
.message-page { max-width: 560px; margin: 40px auto; text-align: center; }

/* donations */
.gift-icon { width: 36px; height: 36px; fill: #d6455d; flex: none; }
.donation-callout {
  display: flex; flex-wrap: wrap; align-items: center; gap: 12px 16px; margin: 0 0 24px; padding: 16px 20px;
  background: var(--card); border: 1px solid var(--border); border-radius: var(--radius);
}
.donation-callout div { flex: 1 1 260px; min-width: 0; }
.donation-callout h2 { margin-bottom: 4px; }
.donation-callout p { margin: 0; color: var(--muted); }
.donation-media { background: #fbe0e4; }
.donation-media .gift-icon { width: 44px; height: 44px; }
.donation-line .line-actions .button { min-height: 44px; padding: 8px 14px; }
.donation-form { max-width: 560px; }
.amount-list { flex-direction: row; flex-wrap: wrap; margin-bottom: 16px; }
.amount-option { flex: 1 1 120px; }
.other-amount input { max-width: 220px; }
.other-amount .muted { margin: 0; }
.donation-thanks {
  display: flex; gap: 16px; align-items: flex-start; margin: 0 0 24px; padding: 16px 20px;
  background: #fdf0f2; border: 1px solid #f2c4cc; border-radius: var(--radius);
}
.donation-thanks > div { flex: 1 1 auto; min-width: 0; }
/* The receipt link's label is long in Spanish: on a phone it wraps inside the box rather than running out of it. */
.donation-thanks .button { max-width: 100%; white-space: normal; text-align: center; }
.donation-thanks p:last-child { margin-bottom: 0; }

/* product tints */
${tints}

/* small screens */
@media (max-width: 860px) {
  .cart-layout, .checkout-layout, .receipt-grid { grid-template-columns: minmax(0, 1fr); }
  .checkout-summary { position: static; }
}
@media (max-width: 400px) {
  .nav-shop { display: none !important; }
}
@media (max-width: 520px) {
  .container { padding-left: 16px; padding-right: 16px; }
  h1 { font-size: 1.55rem; }
  .brand { font-size: 1.1rem; white-space: normal; min-width: 0; line-height: 1.2; }
  .site-nav a { padding: 8px 8px; }
  .demo-ribbon { font-size: 0.78rem; }
  .product-grid { grid-template-columns: minmax(0, 1fr); gap: 12px; }
  .product-card { display: grid; grid-template-columns: 92px minmax(0, 1fr); }
  .product-media { aspect-ratio: auto; align-items: flex-start; padding-top: 16px; }
  .product-art { width: 92%; }
  .product-body { padding: 12px 12px 14px; }
  .product-title { font-size: 1.02rem; }
  .product-description { font-size: 0.88rem; margin-bottom: 8px; }
  .product-price { font-size: 1.1rem; margin-bottom: 8px; }
  .add-form { gap: 8px; }
  .add-form .button { padding: 8px 12px; }
  .cart-line {
    grid-template-columns: 64px minmax(0, 1fr) auto; grid-template-areas: "media info total" "actions actions actions";
    padding: 12px;
  }
  .line-media { width: 64px; height: 64px; }
  .checkout-form { padding: 16px; }
  .field-grid { grid-template-columns: minmax(0, 1fr); }
  .credits { padding: 12px 16px; }
  .credits-list { flex-direction: column; gap: 4px; }
  .credits-list div { display: grid; grid-template-columns: 76px minmax(0, 1fr); align-items: baseline; gap: 8px; }
  .credits-list dd { font-size: 1rem; }
  .button-large { width: 100%; }
}
`;
