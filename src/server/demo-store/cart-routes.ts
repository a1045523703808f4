import type { FastifyInstance } from 'fastify';
import { DEMO_STORE_BASE } from '../../shared/api/store.js';
import { formatMoney, MAX_LINE_QUANTITY, productOf } from './catalog.js';
import { pricedLines } from './checkout.js';
import { withAttributes } from './cookies.js';
import { PATHS, DEMO_STORE_ROUTES } from './paths.js';
import { formOf, queryOf, type StorePages } from './store-pages.js';
import { DEMO_STORE_DONATION_TEXT } from './donation-texts.js';
import { DEMO_STORE_TEXT } from './texts.js';
import { cartPage, cataloguePage, productText } from './views.js';

const ATTRIBUTE_PARAM = /^attributes\[(.*)\]$/s;
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_PATH = /[\\\u0000-\u001f\u007f]/;

/** A `return_to` that stays inside the demo store, normalised; anything else gives the catalogue. */
function safeReturnTo(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || UNSAFE_IN_PATH.test(value)) {
    return PATHS.home;
  }
  let url: URL;
  try {
    url = new URL(value, 'http://demo-store.invalid');
  } catch {
    return PATHS.home;
  }
  if (url.origin !== 'http://demo-store.invalid') return PATHS.home;
  const inside = url.pathname === DEMO_STORE_BASE || url.pathname.startsWith(`${DEMO_STORE_BASE}/`);
  return inside ? `${url.pathname}${url.search}` : PATHS.home;
}

/** "3" → 3 for a whole number within the bounds, otherwise undefined. */
function quantityOf(value: string | null, min: number): number | undefined {
  const text = (value ?? '').trim();
  if (!/^\d{1,3}$/.test(text)) return undefined;
  const quantity = Number(text);
  return quantity >= min && quantity <= MAX_LINE_QUANTITY ? quantity : undefined;
}

/** The cart: the portal's hand-off link that sets its attributes, adding a product, changing a line, the page. */
export function cartRoutes(
  store: FastifyInstance,
  { visit, saveCart, page, redirect, message, offersDonations }: StorePages,
) {
  // The store's cart-update link: the portal's hand-off puts its attributes on the buyer's cart here.
  store.get(DEMO_STORE_ROUTES.cartUpdate, async (request, reply) => {
    const current = visit(request);
    const query = queryOf(request);
    const updates: [string, string][] = [];
    for (const [key, value] of query) {
      const match = ATTRIBUTE_PARAM.exec(key);
      if (match?.[1] !== undefined) updates.push([match[1], value]);
    }
    const updated = withAttributes(current.cart, updates);
    if (!updated || !saveCart(current, updated)) {
      const texts = DEMO_STORE_TEXT[current.locale].pages.cartNotUpdated;
      return message(reply, 400, current, current.locale, texts);
    }
    return redirect(reply, current, safeReturnTo(query.get('return_to')));
  });

  store.post(DEMO_STORE_ROUTES.cartAdd, async (request, reply) => {
    const current = visit(request);
    const form = formOf(request);
    const { locale } = current;
    const T = DEMO_STORE_TEXT[locale].catalogue;
    const refuse = async (handle: string, message: string) => {
      const donations = await offersDonations(current.cart);
      const error = { handle, message };
      return page(reply, 400, current, cataloguePage({ locale, cart: current.cart, error, donations }));
    };
    const product = productOf(form.get('product') ?? '');
    if (!product) return refuse('', T.chooseProduct);
    const quantity = quantityOf(form.get('quantity'), 1);
    const existing = current.cart.lines.find((line) => line.handle === product.handle)?.quantity ?? 0;
    const title = productText(DEMO_STORE_TEXT[locale], product).title;
    const error =
      quantity === undefined
        ? T.quantityRange(1, MAX_LINE_QUANTITY)
        : existing + quantity > MAX_LINE_QUANTITY
          ? T.overLimit(existing, title, MAX_LINE_QUANTITY)
          : undefined;
    if (error || quantity === undefined) return refuse(product.handle, error ?? '');
    const lines = existing
      ? current.cart.lines.map((line) =>
          line.handle === product.handle ? { ...line, quantity: existing + quantity } : line,
        )
      : [...current.cart.lines, { handle: product.handle, quantity }];
    saveCart(current, { ...current.cart, lines });
    return redirect(reply, current, `${PATHS.cart}?added=${encodeURIComponent(product.handle)}`);
  });

  store.post(DEMO_STORE_ROUTES.cartChange, async (request, reply) => {
    const current = visit(request);
    const form = formOf(request);
    const product = productOf(form.get('product') ?? '');
    if (!product) return redirect(reply, current, PATHS.cart);
    const quantity = quantityOf(form.get('quantity'), 0);
    if (quantity === undefined) {
      return page(
        reply,
        400,
        current,
        cartPage({
          locale: current.locale,
          cart: current.cart,
          lines: pricedLines(current.cart),
          error: {
            handle: product.handle,
            message: DEMO_STORE_TEXT[current.locale].catalogue.quantityRange(0, MAX_LINE_QUANTITY),
          },
          donations: await offersDonations(current.cart),
        }),
      );
    }
    const inCart = current.cart.lines.some((line) => line.handle === product.handle);
    const lines =
      quantity === 0
        ? current.cart.lines.filter((line) => line.handle !== product.handle)
        : inCart
          ? current.cart.lines.map((line) => (line.handle === product.handle ? { ...line, quantity } : line))
          : [...current.cart.lines, { handle: product.handle, quantity }];
    saveCart(current, { ...current.cart, lines });
    const outcome = quantity === 0 ? 'removed' : 'updated';
    return redirect(reply, current, `${PATHS.cart}?${outcome}=${encodeURIComponent(product.handle)}`);
  });

  store.get(DEMO_STORE_ROUTES.cart, async (request, reply) => {
    const current = visit(request);
    const query = queryOf(request);
    const T = DEMO_STORE_TEXT[current.locale];
    const D = DEMO_STORE_DONATION_TEXT[current.locale].cart;
    const named = (key: string) => {
      const product = productOf(query.get(key) ?? '');
      return product && productText(T, product).title;
    };
    const added = named('added');
    const updated = named('updated');
    const removed = named('removed');
    const { donationCents } = current.cart;
    const notice = added
      ? T.cart.added(added)
      : updated
        ? T.cart.updated(updated)
        : removed
          ? T.cart.removed(removed)
          : query.has('donated') && donationCents
            ? D.added(formatMoney(donationCents, current.locale))
            : query.has('donation_removed') && !donationCents
              ? D.removed
              : undefined;
    return page(
      reply,
      200,
      current,
      cartPage({
        locale: current.locale,
        cart: current.cart,
        lines: pricedLines(current.cart),
        ...(notice ? { notice } : {}),
        donations: await offersDonations(current.cart),
      }),
    );
  });
}
