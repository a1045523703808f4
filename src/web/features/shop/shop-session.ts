import { readStoredObject, type StorageArea } from '../../lib/session';

/**
 * What the shop hand-off needs of the stored seller session, read from session storage first, then local
 * storage, one key at a time. Missing or unreadable values become empty text, so the precondition check
 * (shop-precondition.ts) can name what is missing.
 */
export interface ShopSession {
  userId: string;
  name: string;
  email: string;
  groupCode: string;
  groupName: string;
  organizationName: string;
  campaignId: string;
  campaignName: string;
  campaignStartDate: string;
  campaignEndDate: string;
}

export const EMPTY_SHOP_SESSION: ShopSession = {
  userId: '',
  name: '',
  email: '',
  groupCode: '',
  groupName: '',
  organizationName: '',
  campaignId: '',
  campaignName: '',
  campaignStartDate: '',
  campaignEndDate: '',
};

const SESSION_FIRST: readonly StorageArea[] = ['session', 'local'];

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** The stored seller session, session storage first. */
export function readShopSession(): ShopSession {
  const user = readStoredObject('user', SESSION_FIRST) ?? {};
  const group = readStoredObject('group', SESSION_FIRST) ?? {};
  const campaign = readStoredObject('campaign', SESSION_FIRST) ?? {};
  return {
    userId: text(user.id),
    name: text(user.name),
    email: text(user.email),
    // The login stores the code on the user; the group object carries it too.
    groupCode: text(user.groupCode) || text(group.code),
    groupName: text(group.name),
    organizationName: text(group.organizationName),
    campaignId: text(campaign.id),
    campaignName: text(campaign.name),
    campaignStartDate: text(campaign.startDate),
    campaignEndDate: text(campaign.endDate),
  };
}
