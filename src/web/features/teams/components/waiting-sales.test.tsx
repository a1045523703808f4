// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { isolateScreenTests, renderRoutes, sentBody } from '../../../test/helpers';
import { AVA, AVA_CHILD, BEN, CAL, callsTo, MIA_WAITING, teamApi } from '../../../test/team-fixtures';
import { TEAM_TEXTS } from '../texts';
import { AdminTeamsPage } from './teams-page';

const T = TEAM_TEXTS.waiting;

/** The waiting seller as the roster lists it too: a seller of the group, no join's target. */
const MIA_ON_ROSTER = {
  _id: MIA_WAITING._id,
  name: 'Mia',
  team: MIA_WAITING.team,
  onRoster: false,
  hasLoggedIn: false,
  sellerCode: null,
  family: null,
};
const NOA_WAITING = {
  ...MIA_WAITING,
  _id: 'w2',
  firstName: 'Noa',
  team: null,
  orderCount: 1,
  sales: 12.5,
};

const families = (options: Parameters<typeof teamApi>[0] = {}) =>
  teamApi({
    group: { sellerSignIn: 'families' },
    roster: [AVA_CHILD, AVA, BEN, CAL, MIA_ON_ROSTER],
    waiting: [MIA_WAITING, NOA_WAITING],
    ...options,
  });

const renderTeams = () =>
  renderRoutes(
    '/admin/groups/g1/teams',
    <Route path="/admin/groups/:groupId/teams" element={<AdminTeamsPage />} />,
  );

const section = () => screen.getByRole('region', { name: T.heading });

const waitingRows = async () =>
  within(await screen.findByRole('region', { name: T.tableLabel }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the Teams screen of a families group: the waiting sales', () => {
  isolateScreenTests();

  it('lists the sales waiting for a child with what they are, by class, with the join action', async () => {
    families();
    renderTeams();
    expect(await waitingRows()).toEqual([
      ['First name', 'Class', 'Orders', 'Sales', 'Last sign-in', 'Actions'],
      ['Mia', 'Room 12', '3', '$45.00', formatDateTime(MIA_WAITING.lastSignInAt), 'Join to a child'],
      ['Noa', 'No class', '1', '$12.50', formatDateTime(NOA_WAITING.lastSignInAt), 'Join to a child'],
    ]);
    expect(within(section()).getByText(T.intro)).toBeTruthy();
    expect(T.intro).toBe(
      'Children who signed in with a first name and class that matched no child added by a parent. Their sales wait here until you join them to a child; a parent can also join them from the family page.',
    );
    expect(screen.getByRole('button', { name: 'Join Mia’s sales (Room 12) to a child' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Join Noa’s sales to a child' })).toBeTruthy();
  });

  it('joins waiting sales to a child of the same class, says how many orders moved and lists them no more', async () => {
    const fetchMock = families();
    const user = userEvent.setup();
    renderTeams();
    await waitingRows();

    const opener = screen.getByRole('button', { name: 'Join Mia’s sales (Room 12) to a child' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Join Mia’s sales to a child' });
    const select = within(dialog).getByLabelText<HTMLSelectElement>('Child');
    // The dialog takes the focus to its first control; the waiting seller itself is no choice.
    expect(document.activeElement).toBe(select);
    expect(
      [...select.querySelectorAll('optgroup')].map((group) => [
        group.label,
        ...[...group.querySelectorAll('option')].map((option) => option.textContent),
      ]),
    ).toEqual([
      ['In Room 12', 'Ava Marsh', 'Ava Stone', 'Cal Moss'],
      ['Other sellers', 'Ben Ray'],
    ]);
    expect(within(dialog).getByText(/^3 orders \(\$45\.00\) in Room 12\./)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Join sales' }));
    expect(within(dialog).getByText('Choose the child to join the sales to.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/groups/g1/waiting-sellers')).toHaveLength(0);

    await user.selectOptions(select, 'Ava Marsh');
    await user.click(within(dialog).getByRole('button', { name: 'Join sales' }));

    expect((await within(section()).findByRole('status')).textContent).toBe(
      'Joined: 3 orders moved to Ava Marsh.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    const [[, init]] = callsTo(fetchMock, 'POST', '/api/groups/g1/waiting-sellers/w1/join') as [
      [string, RequestInit],
    ];
    expect(sentBody(init)).toEqual({ sellerId: 's4' });
    // The list, the sellers and the teams are fetched again: Mia's sales are gone.
    await within(section()).findByText('Noa');
    expect((await waitingRows()).map(([name]) => name)).toEqual(['First name', 'Noa']);
    expect(callsTo(fetchMock, 'GET', '/api/groups/g1/waiting-sellers').length).toBeGreaterThan(1);
    expect(callsTo(fetchMock, 'GET', '/api/groups/g1/roster').length).toBeGreaterThan(1);
  });

  it('offers the sellers of no class first for sales waiting with no class', async () => {
    families();
    const user = userEvent.setup();
    renderTeams();
    await waitingRows();
    await user.click(screen.getByRole('button', { name: 'Join Noa’s sales to a child' }));
    const select = within(screen.getByRole('dialog')).getByLabelText('Child');
    expect([...select.querySelectorAll('optgroup')].map((group) => group.label)).toEqual([
      'In no class',
      'Other sellers',
    ]);
    expect(select.querySelector('optgroup')?.textContent).toBe('Ben Ray');
  });

  it('shows the server’s message when the join is refused, and keeps the dialog open', async () => {
    families({ joinError: [404, 'SELLER_NOT_FOUND', 'Seller not found'] });
    const user = userEvent.setup();
    renderTeams();
    await waitingRows();
    await user.click(screen.getByRole('button', { name: 'Join Mia’s sales (Room 12) to a child' }));
    const dialog = screen.getByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Child'), 'Ben Ray');
    await user.click(within(dialog).getByRole('button', { name: 'Join sales' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Seller not found');
    expect(within(dialog).getByRole('button', { name: 'Join sales' })).toBeTruthy();

    // Cancel closes it and gives the focus back to the row's action; nothing moved.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Join Mia’s sales (Room 12) to a child' }),
    );
    expect((await waitingRows()).map(([name]) => name)).toEqual(['First name', 'Mia', 'Noa']);
  });

  it('says so when no sales wait', async () => {
    families({ waiting: [] });
    renderTeams();
    expect(
      await within(await screen.findByRole('region', { name: T.heading })).findByText('No waiting sales.'),
    ).toBeTruthy();
  });

  it('says the waiting sales could not be loaded', async () => {
    const fetchMock = families();
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) =>
      String(input) === '/api/groups/g1/waiting-sellers'
        ? Promise.resolve(
            new Response(JSON.stringify({ success: false, code: 'INTERNAL', message: 'Boom' }), {
              status: 500,
              headers: { 'Content-Type': 'application/json' },
            }),
          )
        : answer(input, init),
    );
    renderTeams();
    const region = await screen.findByRole('region', { name: T.heading });
    expect((await within(region).findByRole('alert')).textContent).toBe('Boom');
  });
});
