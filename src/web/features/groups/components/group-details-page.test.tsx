// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { CAMPAIGN_API_MESSAGES } from '../../../../shared/texts/campaigns.js';
import { GROUP_API_MESSAGES } from '../../../../shared/texts/groups.js';
import { GROUP_MESSAGES } from '../texts';
import { GROUP_BANNER_MS } from '../timings';
import { addMonths, todayLocal } from '../../../lib/calendar-date';
import { jsonResponse, mockFetch, renderRoutes, isolateScreenTests } from '../../../test/helpers';
import { groupFixture } from '../../../test/admin-fixtures';
import { GroupDetailsPage } from './group-details-page';
import { GroupsPage } from './groups-page';

const GROUP = groupFixture({ contactInfo: 'band@lincoln.example' });

const today = todayLocal();
const campaign = (id: string, name: string, extra: object) => ({
  _id: id,
  groupId: 'g1',
  name,
  description: '',
  startDate: today,
  endDate: addMonths(today, 1),
  isActive: true,
  isCurrentlyActive: false,
  createdAt: '2025-01-02T10:00:00.000Z',
  ...extra,
});
const CAMPAIGNS = [
  campaign('k1', 'Running', { isCurrentlyActive: true, description: 'Cookie dough' }),
  campaign('k2', 'Later', { startDate: addMonths(today, 2), endDate: addMonths(today, 3) }),
  campaign('k3', 'Over', { startDate: '2020-01-01', endDate: '2020-02-01' }),
  campaign('k4', 'Paused', { isActive: false }),
];

function renderDetails() {
  return renderRoutes(
    '/admin/groups/g1',
    <>
      <Route path="/admin/groups" element={<GroupsPage />} />
      <Route path="/admin/groups/:id" element={<GroupDetailsPage />} />
    </>,
  );
}

function api(
  overrides: (url: string, init: RequestInit | undefined) => Response | undefined = () => undefined,
) {
  return mockFetch((url, init) => {
    const custom = overrides(url, init);
    if (custom) return custom;
    if (url === '/api/groups') return jsonResponse(200, { success: true, data: [] });
    if (url === '/api/groups/g1') return jsonResponse(200, { success: true, data: GROUP });
    if (url === '/api/groups/g1/stats') {
      return jsonResponse(200, { success: true, data: { userCount: 3, orderCount: 5, totalSales: 1234.5 } });
    }
    if (url === '/api/groups/g1/campaigns') return jsonResponse(200, { success: true, data: CAMPAIGNS });
    if (url === '/api/admin/groups/g1/sellers') return jsonResponse(200, { success: true, data: [] });
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('group details', () => {
  isolateScreenTests({ fakeTimers: true });

  it('shows the group, its statistics and each campaign with its display status', async () => {
    api();
    renderDetails();

    expect(await screen.findByText('band@lincoln.example')).toBeTruthy();
    expect(await screen.findByText('$1,234.50')).toBeTruthy();
    const rows = within(await screen.findByRole('region', { name: 'Campaigns' })).getAllByRole('row');
    const statusOf = (index: number) => rows[index]?.querySelector('.badge')?.textContent;
    expect([statusOf(1), statusOf(2), statusOf(3), statusOf(4)]).toEqual([
      'Active',
      'Upcoming',
      'Ended',
      'Inactive',
    ]);
    expect(within(rows[1]!).getByText('Cookie dough')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Teams' }).getAttribute('href')).toBe('/admin/groups/g1/teams');
    expect(screen.getByRole('link', { name: 'E-mail updates' }).getAttribute('href')).toBe(
      '/admin/groups/g1/mail-updates',
    );
    // Without a tax ID or a receipt note, neither is listed.
    expect(screen.queryByText('Tax ID / registered charity number')).toBeNull();
    expect(screen.queryByText('Receipt note')).toBeNull();
  });

  it('shows the tax ID and the receipt note when the group has them', async () => {
    const withReceipts = {
      ...GROUP,
      taxId: '12-3456789',
      receiptNote: 'No goods or services\nwere provided.',
    };
    api((url) =>
      url === '/api/groups/g1' ? jsonResponse(200, { success: true, data: withReceipts }) : undefined,
    );
    renderDetails();

    const taxId = await screen.findByText('Tax ID / registered charity number', { selector: 'dt' });
    expect(taxId.nextElementSibling?.textContent).toBe('12-3456789');
    const note = screen.getByText('Receipt note', { selector: 'dt' }).nextElementSibling;
    expect(note?.textContent).toBe('No goods or services\nwere provided.');
    expect(note?.className).toBe('details__multiline');
  });

  it('says who signs in', async () => {
    api((url) =>
      url === '/api/groups/g1'
        ? jsonResponse(200, { success: true, data: { ...GROUP, sellerSignIn: 'families' } })
        : undefined,
    );
    renderDetails();
    const choice = (await screen.findByText('Who signs in', { selector: 'dt' })).nextElementSibling;
    expect(choice?.textContent).toBe('Families');
  });

  it('says Group not found for an unknown group', async () => {
    mockFetch(() => jsonResponse(404, { success: false, message: GROUP_API_MESSAGES.groupNotFound }));
    renderDetails();
    expect(await screen.findByText(GROUP_API_MESSAGES.groupNotFound)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Group' })).toBeNull();
  });

  it('deletes a campaign after confirmation; the banner goes after 5 s', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const fetchMock = api((url, init) =>
      init?.method === 'DELETE' ? jsonResponse(200, { success: true, message: 'deleted' }) : undefined,
    );
    renderDetails();

    await user.click(await screen.findByRole('button', { name: 'Delete campaign Over' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText(GROUP_MESSAGES.confirm.deleteCampaign('Over'))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect((await screen.findByRole('status', {}, { timeout: 2_000 })).textContent).toBe(
      CAMPAIGN_API_MESSAGES.campaignDeleted,
    );
    expect(fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE')?.[0]).toBe(
      '/api/groups/g1/campaigns/k3',
    );
    await advance(GROUP_BANNER_MS - 500);
    expect(screen.queryByText(CAMPAIGN_API_MESSAGES.campaignDeleted)).not.toBeNull();
    await advance(500);
    expect(screen.queryByText(CAMPAIGN_API_MESSAGES.campaignDeleted)).toBeNull();
  });

  it('shows why a group cannot be deleted, else the default text', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let reply = jsonResponse(409, { success: false, message: GROUP_API_MESSAGES.groupHasOrders });
    api((_url, init) => (init?.method === 'DELETE' ? reply : undefined));
    renderDetails();

    await user.click(await screen.findByRole('button', { name: 'Delete Group' }));
    expect(screen.getByText(GROUP_MESSAGES.confirm.deleteGroup('Lincoln Band'))).toBeTruthy();
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toBe(GROUP_API_MESSAGES.groupHasOrders);

    reply = new Response('', { status: 500 });
    await user.click(screen.getByRole('button', { name: 'Delete Group' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(GROUP_MESSAGES.failure.groupDelete),
    );
    await advance(GROUP_BANNER_MS);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('returns to the list after deleting the group, which says so', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    api((_url, init) =>
      init?.method === 'DELETE' ? jsonResponse(200, { success: true, message: 'deleted' }) : undefined,
    );
    renderDetails();

    await user.click(await screen.findByRole('button', { name: 'Delete Group' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('heading', { name: 'Groups' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(GROUP_API_MESSAGES.groupDeleted);
    expect(await screen.findByText(GROUP_MESSAGES.empty.noGroups)).toBeTruthy();
  });
});
