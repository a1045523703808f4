// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import type { TCampaignShareLinkRow } from '../../../../shared/api/share-links.js';
import { jsonResponse, mockFetch, renderRoutes, isolateScreenTests } from '../../../test/helpers';
import {
  CoordinatorCampaignReportPage,
  CoordinatorShareLinksPage,
} from '../../coordinator-area/components/campaign-results-pages';
import { CoordinatorCampaignsPage } from '../../coordinator-area/components/campaigns-page';
import { AdminCampaignReportPage } from '../../reports/components/campaign-report-page';
import { reportFixture } from '../../../test/report-fixtures';
import { SHARE_LINK_TEXTS } from '../texts';
import { AdminShareLinksPage } from './share-links-page';

const LIST_URL = '/api/groups/g1/campaigns/k1/share-links';
const REVOKE_URL = '/api/groups/g1/campaigns/k1/share-links/l-ava/revoke';

const AVA: TCampaignShareLinkRow = {
  sellerId: 's-ava',
  sellerName: 'Ava Stone',
  link: {
    _id: 'l-ava',
    token: 'AbCdEfGh2345',
    url: 'https://portal.example.org/s/AbCdEfGh2345',
    createdAt: '2026-11-02T10:00:00.000Z',
  },
  shareLinkOrderCount: 3,
  shareLinkSales: 1234.5,
  sellerHandoffOrderCount: 1,
  sellerHandoffSales: 42,
};
const BEN: TCampaignShareLinkRow = {
  sellerId: 's-ben',
  sellerName: 'Ben Ray',
  link: null,
  shareLinkOrderCount: 0,
  shareLinkSales: 0,
  sellerHandoffOrderCount: 2,
  sellerHandoffSales: 60.25,
};

const reply = (sellers: TCampaignShareLinkRow[]) => ({
  success: true,
  data: { campaign: { _id: 'k1', name: 'Cookie Week' }, sellers },
});

/** The list, then after a revoke the list without Ava's link; `revoke` answers the POST. */
function api(
  revoke: () => Response = () =>
    jsonResponse(200, { success: true, data: { _id: 'l-ava', revokedAt: '2026-11-20T12:00:00.000Z' } }),
) {
  let revoked = false;
  return mockFetch((url, init) => {
    if (url === REVOKE_URL && init?.method === 'POST') {
      const response = revoke();
      if (response.ok) revoked = true;
      return response;
    }
    if (url === LIST_URL) return jsonResponse(200, reply([BEN, revoked ? { ...AVA, link: null } : AVA]));
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
}

const renderAdmin = () =>
  renderRoutes(
    '/admin/groups/g1/campaigns/k1/share-links',
    <Route
      path="/admin/groups/:groupId/campaigns/:campaignId/share-links"
      element={<AdminShareLinksPage />}
    />,
  );

function signInCoordinator() {
  window.localStorage.setItem('token', 'tok-c');
  window.localStorage.setItem('role', 'coordinator');
  window.localStorage.setItem(
    'user',
    JSON.stringify({
      _id: 'u1',
      name: 'Casey Coach',
      group: { _id: 'g1', code: 'BAND24', name: 'Lincoln Band' },
    }),
  );
}

const rowTexts = () =>
  within(screen.getByRole('region', { name: 'Seller share links' }))
    .getAllByRole('row')
    .map((row) => row.textContent);

const revokeCalls = (fetchMock: ReturnType<typeof api>) =>
  fetchMock.mock.calls.filter(([url, init]) => url === REVOKE_URL && init?.method === 'POST');

describe('the share links of a campaign', () => {
  isolateScreenTests({ fakeTimers: true });

  it('lists each seller by name with their link, and the orders and sales of the link and of their own visits', async () => {
    const fetchMock = api();
    renderAdmin();

    expect(await screen.findByRole('heading', { level: 1, name: 'Cookie Week — share links' })).toBeTruthy();
    expect(fetchMock.mock.calls[0]![0]).toBe(LIST_URL);
    expect(rowTexts()).toEqual([
      'Seller and share linkVia share linkVia own visit',
      'Ava Stonehttps://portal.example.org/s/AbCdEfGh2345CopyRevoke3 orders$1,234.501 order$42.00',
      'Ben RayNo active link0 orders$0.002 orders$60.25',
    ]);
    const region = screen.getByRole('region', { name: 'Seller share links' });
    expect(within(region).getByRole('button', { name: 'Revoke the share link of Ava Stone' })).toBeTruthy();
    expect(within(region).queryByRole('button', { name: /Ben Ray/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to results' }).getAttribute('href')).toBe(
      '/admin/groups/g1/campaigns/k1',
    );
  });

  it('copies a link and says "Copied"', async () => {
    api();
    // userEvent gives the page a clipboard of its own to read back.
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAdmin();

    const copy = await screen.findByRole('button', { name: 'Copy the share link of Ava Stone' });
    await user.click(copy);
    expect(await navigator.clipboard.readText()).toBe('https://portal.example.org/s/AbCdEfGh2345');
    expect(copy.textContent).toBe('Copied');
    vi.advanceTimersByTime(3000);
    await waitFor(() => expect(copy.textContent).toBe('Copy'));
  });

  it('selects the link to copy by hand when the clipboard refuses', async () => {
    api();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Not allowed'));
    renderAdmin();

    await user.click(await screen.findByRole('button', { name: 'Copy the share link of Ava Stone' }));
    expect(
      await screen.findByText('Select the link to copy it', { selector: '.share-links__copy-status' }),
    ).toBeTruthy();
    expect(window.getSelection()?.toString()).toBe('https://portal.example.org/s/AbCdEfGh2345');
  });

  it('says so when no seller has a link or an order yet', async () => {
    mockFetch(() => jsonResponse(200, reply([])));
    renderAdmin();
    expect(
      await screen.findByText('No seller has a share link or has shopped in this campaign yet.'),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows the server's message when the list cannot be loaded", async () => {
    mockFetch(() => jsonResponse(404, { success: false, message: 'Campaign not found' }));
    renderAdmin();
    expect((await screen.findByRole('alert')).textContent).toBe('Campaign not found');
  });

  it('revokes after confirmation: the dialog says what happens, the list comes back without the link', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const fetchMock = api();
    renderAdmin();

    await user.click(await screen.findByRole('button', { name: 'Revoke the share link of Ava Stone' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Revoke this share link?' });
    expect(
      within(dialog).getByText(
        'https://portal.example.org/s/AbCdEfGh2345 stops working at once: anyone who opens it is told the link is not valid. Ava Stone gets a new link the next time they open their seller page. Orders already placed stay credited to them.',
      ),
    ).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(revokeCalls(fetchMock)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'The share link of Ava Stone was revoked. They get a new one on their next visit.',
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(revokeCalls(fetchMock)).toHaveLength(1);
    await waitFor(() =>
      expect(rowTexts()).toEqual([
        'Seller and share linkVia share linkVia own visit',
        'Ava StoneNo active link3 orders$1,234.501 order$42.00',
        'Ben RayNo active link0 orders$0.002 orders$60.25',
      ]),
    );
  });

  it('cancels without revoking', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const fetchMock = api();
    renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Revoke the share link of Ava Stone' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(revokeCalls(fetchMock)).toHaveLength(0);
    expect(screen.getByText('https://portal.example.org/s/AbCdEfGh2345')).toBeTruthy();
  });

  it("shows why a revoke failed, the server's message or the default, and keeps the link", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let answer = () => jsonResponse(404, { success: false, message: 'Share link not found' });
    const fetchMock = api(() => answer());
    const listCalls = () => fetchMock.mock.calls.filter(([url]) => url === LIST_URL).length;
    renderAdmin();

    await user.click(await screen.findByRole('button', { name: 'Revoke the share link of Ava Stone' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Revoke' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Share link not found');
    expect(screen.getByText('https://portal.example.org/s/AbCdEfGh2345')).toBeTruthy();
    // The list is asked for again, in case someone else revoked the link meanwhile.
    await waitFor(() => expect(listCalls()).toBe(2));

    answer = () => new Response('', { status: 500 });
    await user.click(screen.getByRole('button', { name: 'Revoke the share link of Ava Stone' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(SHARE_LINK_TEXTS.revokeFailed));
  });

  it("coordinators see their own group's campaign, with the way back to its results", async () => {
    signInCoordinator();
    const fetchMock = api();
    renderRoutes(
      '/coordinator/campaigns/k1/share-links',
      <Route path="/coordinator/campaigns/:campaignId/share-links" element={<CoordinatorShareLinksPage />} />,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Cookie Week — share links' })).toBeTruthy();
    expect(fetchMock.mock.calls[0]![0]).toBe(LIST_URL);
    expect(screen.getByRole('link', { name: 'Back to results' }).getAttribute('href')).toBe(
      '/coordinator/campaigns/k1',
    );
    expect(screen.getByRole('button', { name: 'Revoke the share link of Ava Stone' })).toBeTruthy();
  });
  it('is reached next to the results: from the campaign report and the coordinator’s campaigns', async () => {
    mockFetch(() => jsonResponse(200, { success: true, data: reportFixture() }));
    const admin = renderRoutes(
      '/admin/groups/g1/campaigns/k1',
      <Route path="/admin/groups/:groupId/campaigns/:campaignId" element={<AdminCampaignReportPage />} />,
    );
    expect((await screen.findByRole('link', { name: 'Share links' })).getAttribute('href')).toBe(
      '/admin/groups/g1/campaigns/k1/share-links',
    );
    admin.unmount();

    signInCoordinator();
    const report = renderRoutes(
      '/coordinator/campaigns/k1',
      <Route path="/coordinator/campaigns/:campaignId" element={<CoordinatorCampaignReportPage />} />,
    );
    expect((await screen.findByRole('link', { name: 'Share links' })).getAttribute('href')).toBe(
      '/coordinator/campaigns/k1/share-links',
    );
    report.unmount();

    mockFetch(() =>
      jsonResponse(200, {
        success: true,
        data: [
          {
            _id: 'k1',
            groupId: 'g1',
            name: 'Cookie Week',
            description: '',
            startDate: '2026-11-01',
            endDate: '2026-11-30',
            isActive: true,
            isCurrentlyActive: true,
            goalAmount: null,
            createdAt: '2026-10-01T00:00:00.000Z',
          },
        ],
      }),
    );
    renderRoutes(
      '/coordinator/campaigns',
      <Route path="/coordinator/campaigns" element={<CoordinatorCampaignsPage />} />,
    );
    expect(
      (await screen.findByRole('link', { name: 'Share links of Cookie Week' })).getAttribute('href'),
    ).toBe('/coordinator/campaigns/k1/share-links');
  });
});
