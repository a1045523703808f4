import type { TPaperOrderAddress, TPaperPaymentMethod } from '../../shared/api/paper-orders.js';
import type { PaperCampaign } from './paper-campaign.js';
import type { PaperOrderWrite } from './queries.js';

/** "Mary Ann Lee" → "Mary Ann" and "Lee": the lists show first and last names apart, as for store buyers. */
export function splitBuyerName(name: string): { first: string; last: string } {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const space = trimmed.lastIndexOf(' ');
  return space < 0
    ? { first: trimmed, last: '' }
    : { first: trimmed.slice(0, space), last: trimmed.slice(space + 1) };
}

const NO_ADDRESS: TPaperOrderAddress = { address1: '', address2: '', city: '', province: '', zip: '' };

/** A form as typed or imported, its seller found and its lines priced. */
export interface CheckedForm {
  seller: { id: string | null; name: string };
  formNumber: string;
  buyerName: string;
  buyerPhone: string;
  buyerEmail: string;
  address?: TPaperOrderAddress;
  items: PaperOrderWrite['items'];
  /** The donation written on the form, in cents (0 for none). */
  donationCents: number;
  payment: { method: TPaperPaymentMethod; amountCents: number | undefined; checkNumber: string };
}

/**
 * The order a form makes, whichever way it came: paid (cash or check, the amount written or else the total of the
 * products and the donation) or pending (unpaid, nothing received).
 */
export function paperOrderWrite(
  campaign: PaperCampaign,
  form: CheckedForm,
  receivedVia: PaperOrderWrite['receivedVia'],
): PaperOrderWrite {
  const productCents = form.items.reduce((sum, item) => sum + item.priceCents * item.quantity, 0);
  const { first, last } = splitBuyerName(form.buyerName);
  const paid = form.payment.method !== 'unpaid';
  return {
    groupId: campaign.groupId,
    groupCode: campaign.groupCode,
    campaignId: campaign.id,
    campaignName: campaign.name,
    sellerId: form.seller.id,
    sellerName: form.seller.name,
    buyerFirstName: first,
    buyerLastName: last,
    buyerEmail: form.buyerEmail,
    buyerPhone: form.buyerPhone,
    ...(form.address ?? NO_ADDRESS),
    status: paid ? 'paid' : 'pending',
    productCents,
    donationCents: form.donationCents,
    formNumber: form.formNumber,
    paymentMethod: form.payment.method,
    paymentCents: paid ? (form.payment.amountCents ?? productCents + form.donationCents) : 0,
    checkNumber: form.payment.method === 'check' ? form.payment.checkNumber : '',
    receivedVia,
    items: form.items,
  };
}
