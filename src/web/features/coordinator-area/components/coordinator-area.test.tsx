// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { COORDINATOR_AREA_MESSAGES } from '../texts';
import { ORDER_MESSAGES } from '../../orders/texts';
import { jsonResponse, mockFetch, renderRoutes, isolateScreenTests } from '../../../test/helpers';
import { groupFixture } from '../../../test/admin-fixtures';
import {
  ROOM_12_ID,
  campaignSummaryFixture,
  donationSummaryFixture,
  groupTeamsFixture,
  teamRankingsFixture,
} from '../../../test/report-fixtures';
import { listReply, orderDetail, orderRow } from '../../../test/order-fixtures';
import { CoordinatorCampaignsPage } from './campaigns-page';
import { CoordinatorDashboardPage } from './dashboard-page';
import { CoordinatorOrderDetailPage } from './order-detail-page';
import { CoordinatorOrdersPage } from './orders-page';

const COORDINATOR = {
  id: 'u1',
  _id: 'u1',
  name: 'Casey Coach',
  email: 'casey@example.org',
  groupCode: 'BAND24',
  group: { _id: 'g1', code: 'BAND24', name: 'Lincoln Band' },
};

function signIn(user: unknown = COORDINATOR) {
  window.localStorage.setItem('token', 'tok-c');
  window.localStorage.setItem('role', 'coordinator');
  window.localStorage.setItem('user', JSON.stringify(user));
}

const renderAt = (path: string) =>
  renderRoutes(
    path,
    <>
      <Route path="/coordinator" element={<CoordinatorDashboardPage />} />
      <Route path="/coordinator/campaigns" element={<CoordinatorCampaignsPage />} />
      <Route path="/coordinator/orders" element={<CoordinatorOrdersPage />} />
      <Route path="/coordinator/orders/:id" element={<CoordinatorOrderDetailPage />} />
    </>,
  );

const GROUP = groupFixture();

describe('coordinator area', () => {
  isolateScreenTests();

  it('dashboard: the group and its figures', async () => {
    const fetchMock = mockFetch((url) =>
      url.endsWith('/stats')
        ? jsonResponse(200, { success: true, data: { userCount: 7, orderCount: 12, totalSales: 1234.5 } })
        : url.endsWith('/dashboard')
          ? jsonResponse(200, {
              success: true,
              data: { group: { ...GROUP, profitSharePercent: 40 }, campaigns: [campaignSummaryFixture()] },
            })
          : jsonResponse(200, { success: true, data: GROUP }),
    );
    signIn();
    renderAt('/coordinator');

    expect(await screen.findByText('Lincoln High')).toBeTruthy();
    expect(screen.getByText('Lincoln Band')).toBeTruthy();
    expect(screen.getByText('BAND24')).toBeTruthy();
    expect(screen.getByText('Students with orders').nextSibling?.textContent).toBe('7');
    expect(screen.getByText('Orders').nextSibling?.textContent).toBe('12');
    expect(screen.getByText('Total Sales').nextSibling?.textContent).toBe('$1,234.50');
    const summary = await screen.findByRole('article', { name: 'Cookie Week' });
    expect(within(summary).getByRole('progressbar').getAttribute('aria-valuetext')).toBe(
      '64% of the $5,000.00 goal',
    );
    expect(within(summary).getByText('Raised for the group').nextSibling?.textContent).toBe('$1,280.00');
    expect(within(summary).getByRole('link', { name: 'Results of Cookie Week' }).getAttribute('href')).toBe(
      '/coordinator/campaigns/k1',
    );
    const leaders = within(summary).getAllByRole('row').slice(1);
    expect(leaders.map((row) => row.textContent)).toEqual([
      '1Ava Stone$1,400.00$0.00',
      '1Ben Ray$1,400.00$0.00',
      '3=Cy Lee$400.00$0.00',
    ]);
    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual([
      '/api/groups/g1',
      '/api/groups/g1/dashboard',
      '/api/groups/g1/stats',
    ]);
    expect(within(summary).queryByText('Leading classes')).toBeNull();
  });

  it('dashboard: the leading classes of each current campaign, in a group with teams', async () => {
    const topTeams = teamRankingsFixture().slice(0, 2);
    mockFetch((url) =>
      url.endsWith('/stats')
        ? jsonResponse(200, { success: true, data: { userCount: 7, orderCount: 12, totalSales: 1234.5 } })
        : url.endsWith('/dashboard')
          ? jsonResponse(200, {
              success: true,
              data: {
                group: { ...GROUP, profitSharePercent: 40 },
                campaigns: [campaignSummaryFixture({ topTeams })],
              },
            })
          : jsonResponse(200, { success: true, data: GROUP }),
    );
    signIn();
    renderAt('/coordinator');
    const summary = await screen.findByRole('article', { name: 'Cookie Week' });
    expect(within(summary).getByRole('heading', { level: 4, name: 'Leading classes' })).toBeTruthy();
    const table = within(summary).getByRole('region', { name: 'Leading classes · Cookie Week' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'RankClass / teamProduct salesDonationsParticipation',
      '1Room 12$2,200.00$0.0075%3 of 4',
      '2Room 2$800.00$0.0033%1 of 3',
    ]);
  });

  it('dashboard: donations beside the product sales of each campaign, apart and together, and the goal on both', async () => {
    mockFetch((url) =>
      url.endsWith('/stats')
        ? jsonResponse(200, { success: true, data: { userCount: 2, orderCount: 5, totalSales: 465 } })
        : url.endsWith('/dashboard')
          ? jsonResponse(200, {
              success: true,
              data: { group: { ...GROUP, profitSharePercent: 40 }, campaigns: [donationSummaryFixture()] },
            })
          : jsonResponse(200, { success: true, data: GROUP }),
    );
    signIn();
    renderAt('/coordinator');
    const summary = await screen.findByRole('article', { name: 'Bake Sale Week' });
    const cards = [...summary.querySelectorAll('.stat')].map((stat) =>
      [...stat.children].map((part) => part.textContent),
    );
    expect(cards).toEqual([
      ['Raised for the group', '$210.00', 'Product sales × 40% + donations'],
      ['Product sales', '$400.00'],
      ['Donations', '$50.00'],
      ['Product sales + donations', '$450.00'],
      ['Sales', '$465.00'],
      ['Orders', '5'],
    ]);
    expect(within(summary).getByRole('progressbar').getAttribute('aria-valuetext')).toBe(
      '45% of the $1,000.00 goal',
    );
    expect(within(summary).getByText('$450.00 in product sales and donations')).toBeTruthy();
    const sellers = within(summary).getByRole('region', { name: 'Top sellers · Bake Sale Week' });
    expect(
      within(sellers)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['RankSellerProduct salesDonations', '1Ava Stone$250.00$50.00', '2Ben Ray$150.00$0.00']);
    const classes = within(summary).getByRole('region', { name: 'Leading classes · Bake Sale Week' });
    expect(
      within(classes)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'RankClass / teamProduct salesDonationsParticipation',
      '1Room 12$250.00$50.0050%1 of 2',
      '2Room 2$150.00$0.00100%1 of 1',
    ]);
  });

  it('dashboard: load failures', async () => {
    mockFetch(() => jsonResponse(403, { success: false, message: 'Not your group' }));
    signIn();
    const { unmount } = renderAt('/coordinator');
    expect((await screen.findByRole('alert')).textContent).toBe('Not your group');
    unmount();

    mockFetch(() => new Response('', { status: 500 }));
    renderAt('/coordinator');
    expect((await screen.findByRole('alert')).textContent).toBe(
      COORDINATOR_AREA_MESSAGES.loadFailed.dashboardData,
    );
  });

  it('campaigns: a read-only table with display statuses, and the empty state', async () => {
    mockFetch(() =>
      jsonResponse(200, {
        success: true,
        data: [
          {
            _id: 'c1',
            groupId: 'g1',
            name: 'Spring Sale',
            description: 'Cookie dough',
            startDate: '2000-03-01',
            endDate: '2000-03-31',
            isActive: true,
            isCurrentlyActive: false,
            goalAmount: 750,
            createdAt: '2000-01-01T00:00:00.000Z',
          },
        ],
      }),
    );
    signIn();
    const { unmount } = renderAt('/coordinator/campaigns');
    const row = (await screen.findAllByRole('row'))[1]!;
    expect(within(row).getByText('Spring Sale')).toBeTruthy();
    expect(within(row).getByText('Cookie dough')).toBeTruthy();
    expect(within(row).getByText('Ended')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(within(row).getByRole('link', { name: 'Spring Sale' }).getAttribute('href')).toBe(
      '/coordinator/campaigns/c1',
    );
    expect(within(row).getByRole('link', { name: 'Results of Spring Sale' }).getAttribute('href')).toBe(
      '/coordinator/campaigns/c1',
    );
    expect(within(row).getByText('$750.00')).toBeTruthy();
    unmount();

    mockFetch(() => jsonResponse(200, { success: true, data: [] }));
    renderAt('/coordinator/campaigns');
    expect(await screen.findByText(COORDINATOR_AREA_MESSAGES.empty.noGroupCampaigns)).toBeTruthy();
  });

  it("orders: the group's list with the group code locked, and the group's empty state", async () => {
    const fetchMock = mockFetch((url) =>
      url.endsWith('/teams')
        ? jsonResponse(200, { success: true, data: [] })
        : jsonResponse(200, listReply([orderRow()])),
    );
    signIn();
    const { unmount } = renderAt('/coordinator/orders?studentName=Sam&groupCode=OTHER');

    expect((await screen.findAllByRole('link', { name: 'View order #1001' }))[0]!.getAttribute('href')).toBe(
      '/coordinator/orders/o1',
    );
    const groupCode = screen.getByLabelText<HTMLInputElement>('Group Code');
    expect(groupCode.value).toBe('BAND24');
    expect(groupCode.disabled).toBe(true);
    expect(screen.getByText(ORDER_MESSAGES.coordinatorFilterNote)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/groups/g1/orders?page=1&limit=20&studentName=Sam');
    unmount();

    mockFetch((url) =>
      url.endsWith('/teams')
        ? jsonResponse(200, { success: true, data: [] })
        : jsonResponse(200, listReply([], 1, 0, 0)),
    );
    renderAt('/coordinator/orders');
    expect(await screen.findByText(COORDINATOR_AREA_MESSAGES.empty.noGroupOrders)).toBeTruthy();
    // A group without teams has no team filter.
    expect(screen.queryByRole('combobox', { name: 'Class / team' })).toBeNull();
  });

  it('orders: a group with teams filters by class or team, in the list and the export', async () => {
    const fetchMock = mockFetch((url) => {
      if (url.endsWith('/groups/g1/teams'))
        return jsonResponse(200, { success: true, data: groupTeamsFixture() });
      if (url.includes('/export')) return new Response('\uFEFFOrder Number\n');
      return jsonResponse(
        200,
        listReply([
          orderRow({ team: { _id: ROOM_12_ID, name: 'Room 12' } }),
          orderRow({ _id: 'o2', shopifyOrderNumber: '#1002' }),
        ]),
      );
    });
    URL.createObjectURL = vi.fn(() => 'blob:orders');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    signIn();
    const user = userEvent.setup();
    renderAt('/coordinator/orders');

    const filter = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Class / team' });
    expect([...filter.options].map((option) => option.textContent)).toEqual([
      'All classes / teams',
      'Room 2',
      'Room 12',
    ]);
    // The team shows under the seller of the orders that count for one.
    const [first, second] = screen.getAllByRole('row').slice(1);
    expect(within(first!).getByText('Class / team: Room 12').className).toBe('table__sub');
    expect(within(second!).queryByText(/Class \/ team/)).toBeNull();

    await user.selectOptions(filter, 'Room 12');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
        `/api/groups/g1/orders?page=1&limit=20&teamId=${ROOM_12_ID}`,
      ),
    );
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Class / team' }).value).toBe(ROOM_12_ID);

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
      `/api/groups/g1/orders/export?teamId=${ROOM_12_ID}`,
    );
    click.mockRestore();
  });

  it('orders: without a group in the stored user the list fails to load', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, listReply([])));
    signIn({ ...COORDINATOR, group: undefined });
    renderAt('/coordinator/orders');
    expect((await screen.findByRole('alert')).textContent).toBe(ORDER_MESSAGES.loadFailed.orders);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("order detail: read-only, from the group's endpoint", async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse(200, { success: true, data: orderDetail({ attributionVerified: false }) }),
    );
    signIn();
    renderAt('/coordinator/orders/o1');
    expect(await screen.findByText('Cookie Dough')).toBeTruthy();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/groups/g1/orders/o1');
    for (const name of ['Open', 'Processing', 'Shipped']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByText('Unverified attribution')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Orders' }).getAttribute('href')).toBe(
      '/coordinator/orders',
    );
  });

  it("order detail: the seller's class or team when the order counts for one", async () => {
    mockFetch(() =>
      jsonResponse(200, { success: true, data: orderDetail({ team: { _id: ROOM_12_ID, name: 'Room 12' } }) }),
    );
    signIn();
    const { unmount } = renderAt('/coordinator/orders/o1');
    expect((await screen.findByText('Class / team')).nextSibling?.textContent).toBe('Room 12');
    unmount();

    mockFetch(() => jsonResponse(200, { success: true, data: orderDetail() }));
    renderAt('/coordinator/orders/o1');
    await screen.findByText('Cookie Dough');
    expect(screen.queryByText('Class / team')).toBeNull();
  });
});
