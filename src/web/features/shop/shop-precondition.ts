import type { TCreateShopUrlBody } from '../../../shared/api/store.js';
import { GROUP_CODE_MIN_LENGTH, SELLER_NAME_MIN_LENGTH } from '../../../shared/constants.js';
import { SHOP_MESSAGES } from './texts';
import type { ShopSession } from './shop-session';

const LETTERS_AND_DIGITS = /^[A-Za-z0-9]+$/;

type PreconditionInput = Pick<ShopSession, 'groupCode' | 'name' | 'campaignId' | 'campaignName'>;

/**
 * Every reason the hand-off cannot start, in a fixed order (group code, seller name, campaign); empty when
 * it can.
 */
export function checkShopPrecondition(
  session: PreconditionInput,
  messages: Record<keyof typeof SHOP_MESSAGES.precondition, string> = SHOP_MESSAGES.precondition,
): string[] {
  const reasons: string[] = [];

  const groupCode = session.groupCode.trim();
  if (!groupCode) reasons.push(messages.groupCodeMissing);
  else if (!LETTERS_AND_DIGITS.test(groupCode) || groupCode.length < GROUP_CODE_MIN_LENGTH) {
    reasons.push(messages.groupCodeInvalid);
  }

  const name = session.name.trim();
  if (!name) reasons.push(messages.sellerNameMissing);
  else if (name.length < SELLER_NAME_MIN_LENGTH) reasons.push(messages.sellerNameInvalid);

  if (!session.campaignId.trim() || !session.campaignName.trim()) reasons.push(messages.campaignMissing);

  return reasons;
}

/** The POST /shopify/create-shop-url body for a session that passed the check. */
export function buildShopUrlBody(session: ShopSession, now: Date): TCreateShopUrlBody {
  const groupCode = session.groupCode.trim();
  const name = session.name.trim();
  const email = session.email.trim();
  return {
    noteAttributes: {
      group_code: groupCode,
      student_name: name,
      student_email: email,
      group_name: session.groupName,
      campaign_id: session.campaignId,
      campaign_name: session.campaignName,
      user_id: session.userId,
      timestamp: now.toISOString(),
      from_portal: 'true',
    },
    userData: { userId: session.userId, name, email, groupCode },
  };
}
