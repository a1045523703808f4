// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { DASHBOARD_MESSAGES } from '../texts';
import { GROUP_MESSAGES } from '../../groups/texts';
import { jsonResponse, mockFetch, renderRoutes, isolateScreenTests } from '../../../test/helpers';
import { AdminDashboardPage } from './dashboard-page';
import { GroupsPage } from '../../groups/components/groups-page';

const STATS = {
  groupCount: 4,
  orderCount: 12,
  campaignCount: 6,
  coordinatorCount: 2,
  totalSales: 1234.5,
  activeCampaigns: 3,
  openOrdersCount: 5,
  recentOrders: [
    {
      _id: 'o1',
      shopifyOrderNumber: '#1001',
      groupCode: 'BAND24',
      studentName: 'Sam Seller',
      totalAmount: 42,
      status: 'open',
      createdAt: '2025-03-04T15:07:00.000Z',
    },
  ],
};

const renderAt = (path: string) =>
  renderRoutes(
    path,
    <>
      <Route path="/admin" element={<AdminDashboardPage />} />
      <Route path="/admin/groups" element={<GroupsPage />} />
    </>,
  );

describe('admin dashboard', () => {
  isolateScreenTests();

  it('shows the totals and the recent orders with a link to each', async () => {
    mockFetch(() => jsonResponse(200, { success: true, data: STATS }));
    renderAt('/admin');

    expect(await screen.findByText('$1,234.50')).toBeTruthy();
    expect(screen.getByText('Total Groups').nextSibling?.textContent).toBe('4');
    expect(screen.getByText('Open Orders').nextSibling?.textContent).toBe('5');
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getByText('Sam Seller')).toBeTruthy();
    expect(within(row).getByText('$42.00')).toBeTruthy();
    expect(within(row).getByText('Open').className).toContain('badge--info');
    expect(within(row).getByRole('link', { name: 'View order #1001' }).getAttribute('href')).toBe(
      '/admin/orders/o1',
    );
  });

  it('says when there are no recent orders', async () => {
    mockFetch(() => jsonResponse(200, { success: true, data: { ...STATS, recentOrders: [] } }));
    renderAt('/admin');
    expect(await screen.findByText(DASHBOARD_MESSAGES.empty.noRecentOrders)).toBeTruthy();
  });

  it('shows the server message when the statistics fail, else the default', async () => {
    mockFetch(() => jsonResponse(503, { success: false, message: 'The database is not answering' }));
    const { unmount } = renderAt('/admin');
    expect((await screen.findByRole('alert')).textContent).toBe('The database is not answering');
    unmount();

    mockFetch(() => new Response('', { status: 500 }));
    renderAt('/admin');
    expect((await screen.findByRole('alert')).textContent).toBe(
      DASHBOARD_MESSAGES.loadFailed.dashboardStatistics,
    );
  });
});

describe('groups list', () => {
  isolateScreenTests();

  it('lists the groups with their status and a link to each', async () => {
    mockFetch(() =>
      jsonResponse(200, {
        success: true,
        data: [
          {
            _id: 'g1',
            name: 'Lincoln Band',
            code: 'BAND24',
            organizationName: 'Lincoln High',
            contactInfo: '',
            isActive: false,
            createdAt: '2025-01-02T10:00:00.000Z',
          },
        ],
      }),
    );
    renderAt('/admin/groups');
    const row = (await screen.findAllByRole('row'))[1]!;
    expect(within(row).getByText('Inactive')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'View group Lincoln Band' }).getAttribute('href')).toBe(
      '/admin/groups/g1',
    );
    expect(screen.getByRole('link', { name: 'Add New Group' }).getAttribute('href')).toBe(
      '/admin/groups/new',
    );
  });

  it('shows the empty state and the load failure', async () => {
    mockFetch(() => jsonResponse(200, { success: true, data: [] }));
    const { unmount } = renderAt('/admin/groups');
    expect(await screen.findByText(GROUP_MESSAGES.empty.noGroups)).toBeTruthy();
    unmount();

    mockFetch(() => new Response('', { status: 500 }));
    renderAt('/admin/groups');
    expect((await screen.findByRole('alert')).textContent).toBe(GROUP_MESSAGES.loadFailed.groups);
  });
});
