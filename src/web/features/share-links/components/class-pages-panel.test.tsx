// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCampaignTeamPages } from '../../../../shared/api/teams.js';
import {
  isolateScreenTests,
  jsonResponse,
  mockFetch,
  sentBody,
  withQueryClient,
} from '../../../test/helpers';
import { ROOM_12_ID, ROOM_2_ID, teamPagesFixture } from '../../../test/report-fixtures';
import { CampaignClassPages } from './class-pages-panel';

const ROOM_12_PAGE = {
  token: 'Tok12Room12x',
  url: 'https://fund.example.org/t/Tok12Room12x',
  createdAt: '2026-11-03T15:00:00.000Z',
  showSellers: false,
};
const LEADERBOARD = {
  token: 'TokBoardLead',
  url: 'https://fund.example.org/g/TokBoardLead',
  createdAt: '2026-11-03T15:00:00.000Z',
};

/** The server: the pages as they stand, changed by each PUT and DELETE. */
function serveTeamPages(start: TCampaignTeamPages = teamPagesFixture()) {
  let pages = start;
  const fetchMock = mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET') return jsonResponse(200, { success: true, data: pages });
    if (url.endsWith('/team-pages/leaderboard')) {
      pages = { ...pages, leaderboard: method === 'PUT' ? LEADERBOARD : null };
      return jsonResponse(200, method === 'PUT' ? { success: true, data: LEADERBOARD } : { success: true });
    }
    const teamId = url.split('/').at(-1);
    const { showSellers } = (sentBody(init) ?? { showSellers: false }) as { showSellers: boolean };
    const current = pages.teams.find((entry) => entry.team._id === teamId)!.page;
    const page = method === 'PUT' ? { ...(current ?? ROOM_12_PAGE), showSellers } : null;
    pages = {
      ...pages,
      teams: pages.teams.map((entry) => (entry.team._id === teamId ? { ...entry, page } : entry)),
    };
    return jsonResponse(200, page ? { success: true, data: page } : { success: true });
  });
  return fetchMock;
}

const renderPanel = () => render(withQueryClient(<CampaignClassPages groupId="g1" campaignId="k1" />));
const calls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method && init.method !== 'GET')
    .map(([url, init]) => [init!.method, url, sentBody(init)]);

describe('class pages panel', () => {
  isolateScreenTests();

  it('lists each class with its page or "Not published", the sellers choice, the public warning and the leaderboard', async () => {
    const fetchMock = serveTeamPages();
    renderPanel();
    expect(screen.getByRole('heading', { level: 2, name: 'Class pages' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe(
      'These pages are public: anyone with the link can open them without logging in.',
    );
    const room2 = await screen.findByRole('group', { name: 'Room 2' });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/groups/g1/campaigns/k1/team-pages');
    expect(within(room2).getByText('https://fund.example.org/t/Tok2Room2abc')).toBeTruthy();
    expect(
      within(room2).getByRole<HTMLInputElement>('checkbox', {
        name: 'Show sellers’ first names and order counts',
      }).checked,
    ).toBe(true);
    expect(
      within(room2).getByRole('button', { name: 'Copy the link: The class page of Room 2' }),
    ).toBeTruthy();
    expect(within(room2).getByRole('button', { name: 'Revoke: The class page of Room 2' })).toBeTruthy();

    const room12 = screen.getByRole('group', { name: 'Room 12' });
    expect(within(room12).getByText('Not published')).toBeTruthy();
    expect(
      within(room12).getByRole<HTMLInputElement>('checkbox', {
        name: 'Show sellers’ first names and order counts',
      }).checked,
    ).toBe(false);
    expect(within(room12).getByRole('button', { name: 'Publish: The class page of Room 12' })).toBeTruthy();

    const leaderboard = screen.getByRole('group', { name: 'Group leaderboard' });
    expect(within(leaderboard).getByText('Not published')).toBeTruthy();
    expect(within(leaderboard).queryByRole('checkbox')).toBeNull();
    expect(
      within(leaderboard).getByText(
        'Every class and team by sales, orders and participation; no seller is named.',
      ),
    ).toBeTruthy();
  });

  it('publishes a class page with its sellers when ticked first, and takes the keyboard to its Copy', async () => {
    const fetchMock = serveTeamPages();
    const user = userEvent.setup();
    renderPanel();
    const room12 = await screen.findByRole('group', { name: 'Room 12' });
    await user.click(
      within(room12).getByRole('checkbox', { name: 'Show sellers’ first names and order counts' }),
    );
    expect(calls(fetchMock)).toEqual([]);
    await user.click(within(room12).getByRole('button', { name: 'Publish: The class page of Room 12' }));

    expect(
      await screen.findByText('The class page of Room 12 is published. Copy its link to share it.'),
    ).toBeTruthy();
    expect(calls(fetchMock)).toEqual([
      ['PUT', `/api/groups/g1/campaigns/k1/team-pages/teams/${ROOM_12_ID}`, { showSellers: true }],
    ]);
    expect(within(room12).getByText(ROOM_12_PAGE.url)).toBeTruthy();
    const copy = within(room12).getByRole('button', { name: 'Copy the link: The class page of Room 12' });
    await waitFor(() => expect(document.activeElement).toBe(copy));
  });

  it('publishes a class page without sellers by default', async () => {
    const fetchMock = serveTeamPages();
    const user = userEvent.setup();
    renderPanel();
    const room12 = await screen.findByRole('group', { name: 'Room 12' });
    await user.click(within(room12).getByRole('button', { name: 'Publish: The class page of Room 12' }));
    await within(room12).findByText(ROOM_12_PAGE.url);
    expect(calls(fetchMock)).toEqual([
      ['PUT', `/api/groups/g1/campaigns/k1/team-pages/teams/${ROOM_12_ID}`, { showSellers: false }],
    ]);
  });

  it('hides the sellers of a published page at once, keeping its link', async () => {
    const fetchMock = serveTeamPages();
    const user = userEvent.setup();
    renderPanel();
    const room2 = await screen.findByRole('group', { name: 'Room 2' });
    const box = within(room2).getByRole<HTMLInputElement>('checkbox', {
      name: 'Show sellers’ first names and order counts',
    });
    await user.click(box);
    expect(await screen.findByText('The class page of Room 2 no longer shows its sellers.')).toBeTruthy();
    expect(box.checked).toBe(false);
    expect(calls(fetchMock)).toEqual([
      ['PUT', `/api/groups/g1/campaigns/k1/team-pages/teams/${ROOM_2_ID}`, { showSellers: false }],
    ]);
    expect(within(room2).getByText('https://fund.example.org/t/Tok2Room2abc')).toBeTruthy();
  });

  it('copies a page link', async () => {
    serveTeamPages();
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPanel();
    const copy = await screen.findByRole('button', { name: 'Copy the link: The class page of Room 2' });
    await user.click(copy);
    expect(writeText).toHaveBeenCalledWith('https://fund.example.org/t/Tok2Room2abc');
    expect(copy.textContent).toBe('Copied');
  });

  it('revokes a class page after confirming, and says so', async () => {
    const fetchMock = serveTeamPages();
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Revoke: The class page of Room 2' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Revoke this page?' });
    expect(
      within(dialog).getByText(
        'https://fund.example.org/t/Tok2Room2abc stops working at once: anyone who opens it is told the page is not published. Publishing again makes a new link.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(
      await screen.findByText('The class page of Room 2 was revoked: its link no longer works.'),
    ).toBeTruthy();
    expect(calls(fetchMock)).toEqual([
      ['DELETE', `/api/groups/g1/campaigns/k1/team-pages/teams/${ROOM_2_ID}`, undefined],
    ]);
    const room2 = screen.getByRole('group', { name: 'Room 2' });
    expect(within(room2).getByText('Not published')).toBeTruthy();
    expect(
      within(room2).getByRole<HTMLInputElement>('checkbox', {
        name: 'Show sellers’ first names and order counts',
      }).checked,
    ).toBe(false);
  });

  it('publishes and revokes the group leaderboard', async () => {
    const fetchMock = serveTeamPages();
    const user = userEvent.setup();
    renderPanel();
    const leaderboard = await screen.findByRole('group', { name: 'Group leaderboard' });
    await user.click(within(leaderboard).getByRole('button', { name: 'Publish: The group leaderboard' }));
    expect(await within(leaderboard).findByText(LEADERBOARD.url)).toBeTruthy();
    expect(screen.getByText('The group leaderboard is published. Copy its link to share it.')).toBeTruthy();

    await user.click(within(leaderboard).getByRole('button', { name: 'Revoke: The group leaderboard' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Revoke this page?' })).getByRole('button', {
        name: 'Revoke',
      }),
    );
    expect(await within(leaderboard).findByText('Not published')).toBeTruthy();
    expect(calls(fetchMock)).toEqual([
      ['PUT', '/api/groups/g1/campaigns/k1/team-pages/leaderboard', undefined],
      ['DELETE', '/api/groups/g1/campaigns/k1/team-pages/leaderboard', undefined],
    ]);
  });

  it('shows the server’s refusal', async () => {
    mockFetch((_url, init) =>
      init?.method === 'PUT'
        ? jsonResponse(404, {
            success: false,
            code: 'TEAM_NOT_FOUND',
            message: 'This class or team is not one of the group’s',
          })
        : jsonResponse(200, { success: true, data: teamPagesFixture() }),
    );
    const user = userEvent.setup();
    renderPanel();
    const room12 = await screen.findByRole('group', { name: 'Room 12' });
    await user.click(within(room12).getByRole('button', { name: 'Publish: The class page of Room 12' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This class or team is not one of the group’s',
    );
    expect(within(room12).getByText('Not published')).toBeTruthy();
  });
});
