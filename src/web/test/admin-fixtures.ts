import type { TCoordinator } from '../../shared/api/coordinators.js';
import type { TCampaign, TGroup } from '../../shared/api/groups.js';

/** The group most screen tests use, Lincoln Band (BAND24); `overrides` adjust it. */
export function groupFixture(overrides: Partial<TGroup> = {}): TGroup {
  return {
    _id: 'g1',
    name: 'Lincoln Band',
    code: 'BAND24',
    organizationName: 'Lincoln High',
    contactInfo: '',
    isActive: true,
    profitSharePercent: null,
    taxId: '',
    receiptNote: '',
    sellerSignIn: 'students',
    createdAt: '2025-01-02T10:00:00.000Z',
    ...overrides,
  };
}

/** A current campaign of the group (Spring Sale), no goal, no donations; `overrides` adjust it. */
export function campaignFixture(overrides: Partial<TCampaign> = {}): TCampaign {
  return {
    _id: 'c1',
    groupId: 'g1',
    name: 'Spring Sale',
    description: '',
    startDate: '2025-01-01',
    endDate: '2099-12-31',
    isActive: true,
    isCurrentlyActive: true,
    goalAmount: null,
    donationsEnabled: false,
    donationAmounts: [],
    donationMinimum: null,
    donationProduct: '',
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Casey Coach, the coordinator of Lincoln Band. */
export const COORDINATOR_CASEY: TCoordinator = {
  _id: 'c1',
  id: 'c1',
  name: 'Casey Coach',
  email: 'casey@example.org',
  groupId: 'g1',
  group: { _id: 'g1', code: 'BAND24', name: 'Lincoln Band' },
  createdAt: '2025-02-01T10:00:00.000Z',
};
