import type { TCoordinator } from '../../shared/api/coordinators.js';
import type { TGroup } from '../../shared/api/groups.js';

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
    createdAt: '2025-01-02T10:00:00.000Z',
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
