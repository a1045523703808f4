/**
 * What the shop hand-off needs of the stored customer session (spec section 3), read from session storage
 * first, then local storage, one key at a time. Missing or unreadable values become empty text, so the
 * precondition check (shop-precondition.ts) can name what is missing.
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

type Key = 'user' | 'group' | 'campaign';
type Record_ = Record<string, unknown>;

function storages(): Storage[] {
  const found: Storage[] = [];
  for (const pick of [() => window.sessionStorage, () => window.localStorage]) {
    try {
      found.push(pick());
    } catch {
      // Storage switched off (privacy settings): read from the other one, or nothing.
    }
  }
  return found;
}

function readObject(key: Key, areas: Storage[]): Record_ | null {
  for (const area of areas) {
    let raw: string | null;
    try {
      raw = area.getItem(key);
    } catch {
      continue;
    }
    if (raw === null) continue;
    try {
      const value: unknown = JSON.parse(raw);
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record_;
    } catch {
      // unreadable: try the other storage
    }
  }
  return null;
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** The stored customer session; `areas` defaults to session storage, then local storage. */
export function readShopSession(areas: Storage[] = storages()): ShopSession {
  const user = readObject('user', areas) ?? {};
  const group = readObject('group', areas) ?? {};
  const campaign = readObject('campaign', areas) ?? {};
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
