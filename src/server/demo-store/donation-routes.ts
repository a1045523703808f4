import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Cart } from './cookies.js';
import { DONATION_FIELDS, donationChoiceOf, donationOfferOf } from './donation.js';
import { DEMO_STORE_DONATION_TEXT } from './donation-texts.js';
import { donationPage } from './donation-views.js';
import { DEMO_STORE_ROUTES, PATHS } from './paths.js';
import { formOf, type StorePages, type Visit } from './store-pages.js';

/** Longest form values shown again with a problem (more is no amount anybody meant). */
const MAX_ECHOED = 40;

/**
 * The donation form: a cart whose campaign takes donations gets one donation line (in the cart's cookie; giving
 * again replaces it), which checkout sends as a line marked `_donation`.
 */
export function donationRoutes(
  store: FastifyInstance,
  { visit, saveCart, page, redirect, message }: StorePages,
) {
  const { ctx } = store;

  const notAvailable = (reply: FastifyReply, current: Visit) =>
    message(reply, 404, current, current.locale, DEMO_STORE_DONATION_TEXT[current.locale].notAvailable);

  store.get(DEMO_STORE_ROUTES.donate, async (request, reply) => {
    const current = visit(request);
    const offer = await donationOfferOf(ctx, current.cart);
    if (!offer) return notAvailable(reply, current);
    return page(reply, 200, current, donationPage({ locale: current.locale, cart: current.cart, offer }));
  });

  store.post(DEMO_STORE_ROUTES.donate, async (request, reply) => {
    const current = visit(request);
    const offer = await donationOfferOf(ctx, current.cart);
    if (!offer) return notAvailable(reply, current);
    const form = formOf(request);
    const choice = donationChoiceOf(form, offer, current.locale);
    if ('message' in choice) {
      const values = {
        choice: (form.get(DONATION_FIELDS.choice) ?? '').slice(0, MAX_ECHOED),
        other: (form.get(DONATION_FIELDS.other) ?? '').slice(0, MAX_ECHOED),
      };
      return page(
        reply,
        400,
        current,
        donationPage({ locale: current.locale, cart: current.cart, offer, values, error: choice }),
      );
    }
    saveCart(current, { ...current.cart, donationCents: choice.cents });
    return redirect(reply, current, `${PATHS.cart}?donated=1`);
  });

  store.post(DEMO_STORE_ROUTES.donateRemove, async (request, reply) => {
    const current = visit(request);
    const { donationCents: _removed, ...rest }: Cart = current.cart;
    saveCart(current, rest);
    return redirect(reply, current, `${PATHS.cart}?donation_removed=1`);
  });
}
