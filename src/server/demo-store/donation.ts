import type { Locale } from '../../shared/i18n/locale.js';
import { parseDollarsToCents } from '../../shared/money.js';
import type { AppContext } from '../context.js';
import { formatMoney, MAX_DONATION_CENTS } from './catalog.js';
import { attributeOf, type Cart } from './cookies.js';
import { DEMO_STORE_DONATION_TEXT } from './donation-texts.js';
import { findCartCampaign } from './queries.js';

/** What the donation form offers a cart: the campaign's suggested amounts (smallest first) and its minimum. */
export interface DonationOffer {
  suggestedCents: number[];
  minimumCents: number | null;
}

/**
 * The donation form a cart may use: when its portal attributes name a campaign that takes donations (the campaign
 * its order will be credited to); undefined for a cart that credits nobody or a campaign that takes none.
 */
export async function donationOfferOf(ctx: AppContext, cart: Cart): Promise<DonationOffer | undefined> {
  const keys = {
    groupCode: attributeOf(cart, 'group_code').trim(),
    campaignId: attributeOf(cart, 'campaign_id').trim(),
    handoffId: attributeOf(cart, 'portal_ref').trim(),
  };
  if (!keys.groupCode && !keys.handoffId) return undefined;
  const campaign = await findCartCampaign(ctx.db, keys);
  if (!campaign?.donationsEnabled) return undefined;
  return {
    suggestedCents: [...campaign.donationAmountsCents].sort((a, b) => a - b),
    minimumCents: campaign.donationMinimumCents,
  };
}

/** The form's fields: `amount` is a suggested amount ("25.00") or `other`, then `other_amount` says how much. */
export const DONATION_FIELDS = { choice: 'amount', other: 'other_amount' } as const;
export const OTHER_AMOUNT = 'other';

export type DonationChoice =
  | { cents: number }
  | {
      /** Which part of the form is at fault: the choice of an amount, or the other amount typed. */
      field: 'choice' | 'other';
      message: string;
    };

/**
 * The amount a donation form gives, checked against the campaign's minimum and the store's maximum: a suggested
 * amount, or the other amount when it is chosen (or typed with nothing chosen).
 */
export function donationChoiceOf(
  form: URLSearchParams,
  offer: DonationOffer,
  locale: Locale,
): DonationChoice {
  const E = DEMO_STORE_DONATION_TEXT[locale].errors;
  const chosen = (form.get(DONATION_FIELDS.choice) ?? '').trim();
  const other = (form.get(DONATION_FIELDS.other) ?? '').trim();
  const fromOther = chosen === OTHER_AMOUNT || (chosen === '' && other !== '');
  const field = fromOther ? 'other' : 'choice';
  const text = fromOther ? other : chosen;
  if (text === '') return { field, message: fromOther ? E.enterOther : E.choose };
  const cents = parseDollarsToCents(text);
  if (cents === null) return { field, message: E.invalid };
  if (offer.minimumCents !== null && cents < offer.minimumCents) {
    return { field, message: E.belowMinimum(formatMoney(offer.minimumCents, locale)) };
  }
  if (cents <= 0) return { field, message: E.aboveZero };
  if (cents > MAX_DONATION_CENTS)
    return { field, message: E.tooLarge(formatMoney(MAX_DONATION_CENTS, locale)) };
  return { cents };
}
