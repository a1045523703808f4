// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { jsonResponse, mockFetch, renderRoutes, isolateScreenTests } from '../../../test/helpers';
import { groupFixture } from '../../../test/admin-fixtures';
import { GroupDetailsPage } from '../../groups/components/group-details-page';
import { PRIVACY_TEXTS } from '../texts';

const ALICE = { _id: 's1', name: 'Alice Marie Smith', email: 'alice.family@example.org' };
const BOB = { _id: 's2', name: 'Bob Jones', email: 'bob@example.org' };
const ERASE_URL = '/api/admin/sellers/s1/erase-personal-data';

function api() {
  let erased = false;
  const fetchMock = mockFetch((url, init) => {
    if (url === ERASE_URL && init?.method === 'POST') {
      erased = true;
      return jsonResponse(200, {
        success: true,
        message: "The seller's personal data was erased",
        data: {
          seller: { _id: 's1', name: 'A. M. S.', email: '' },
          erasedAt: '2026-06-15T12:00:00.000Z',
          erasedBy: 'Alex Admin',
          ordersUpdated: 3,
        },
      });
    }
    if (url === '/api/groups/g1') return jsonResponse(200, { success: true, data: groupFixture() });
    if (url === '/api/groups/g1/stats') {
      return jsonResponse(200, { success: true, data: { userCount: 2, orderCount: 3, totalSales: 30 } });
    }
    if (url === '/api/groups/g1/campaigns') return jsonResponse(200, { success: true, data: [] });
    if (url === '/api/admin/groups/g1/sellers') {
      const alice = erased ? { _id: 's1', name: 'A. M. S.', email: '' } : ALICE;
      return jsonResponse(200, { success: true, data: [alice, BOB] });
    }
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
  return fetchMock;
}

const erasures = (fetchMock: ReturnType<typeof api>) =>
  fetchMock.mock.calls.filter(([url, init]) => url === ERASE_URL && init?.method === 'POST');

function renderPage() {
  return renderRoutes('/admin/groups/g1', <Route path="/admin/groups/:id" element={<GroupDetailsPage />} />);
}

describe("the group's sellers on the administrator's group page", () => {
  isolateScreenTests({ fakeTimers: true });

  it('lists the sellers with their e-mail and an erase action each', async () => {
    api();
    renderPage();
    const region = await screen.findByRole('region', { name: 'Sellers' });
    const rows = within(region).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('Alice Marie Smith')).toBeTruthy();
    expect(within(rows[1]!).getByText('alice.family@example.org')).toBeTruthy();
    expect(within(rows[2]!).getByRole('button', { name: 'Erase personal data of Bob Jones' })).toBeTruthy();
  });

  it('asks first with the keyboard: Cancel is focused, Escape closes, nothing is erased', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const fetchMock = api();
    renderPage();

    const button = await screen.findByRole('button', { name: 'Erase personal data of Alice Marie Smith' });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('alertdialog', { name: "Erase this seller's personal data?" });
    expect(
      within(dialog).getByText(
        "Alice Marie Smith's name will be replaced by initials and the e-mail alice.family@example.org removed, on the seller and on every order credited to them. Totals and reports keep their amounts. This cannot be undone.",
      ),
    ).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(button);

    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(erasures(fetchMock)).toHaveLength(0);
  });

  it('erases after confirmation: the row shows the initials, no e-mail, and the server message', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const fetchMock = api();
    renderPage();

    (await screen.findByRole('button', { name: 'Erase personal data of Alice Marie Smith' })).focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Tab}');
    const confirm = within(screen.getByRole('alertdialog')).getByRole('button', {
      name: PRIVACY_TEXTS.erase,
    });
    expect(document.activeElement).toBe(confirm);
    await user.keyboard('{Enter}');

    expect((await screen.findByRole('status')).textContent).toBe("The seller's personal data was erased");
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(erasures(fetchMock)).toHaveLength(1);
    const region = screen.getByRole('region', { name: 'Sellers' });
    expect(await within(region).findByText('A. M. S.')).toBeTruthy();
    expect(within(region).queryByText('alice.family@example.org')).toBeNull();
    expect(within(region).getByText(PRIVACY_TEXTS.erased)).toBeTruthy();
    expect(within(region).queryByRole('button', { name: /Alice/ })).toBeNull();
  });
});
