// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { isolateScreenTests, renderRoutes, sentBody } from '../../../test/helpers';
import { AVA, AVA_CHILD, BEN, callsTo, teamApi } from '../../../test/team-fixtures';
import { TEAM_TEXTS } from '../texts';
import { AdminTeamsPage } from './teams-page';

const T = TEAM_TEXTS.sellers;

const renderTeams = () =>
  renderRoutes(
    '/admin/groups/g1/teams',
    <Route path="/admin/groups/:groupId/teams" element={<AdminTeamsPage />} />,
  );

const sellerRows = async () =>
  within(await screen.findByRole('region', { name: T.tableLabel }))
    .getAllByRole('row')
    .map((row) =>
      [...row.querySelectorAll('th, td')].map(
        (cell) => cell.querySelector('select')?.selectedOptions[0]?.textContent ?? cell.textContent,
      ),
    );

describe('the Teams screen: the sellers', () => {
  isolateScreenTests();

  it('lists the sellers with their team, roster entry and first login', async () => {
    teamApi();
    renderTeams();
    expect(await sellerRows()).toEqual([
      ['Seller', 'Team', 'On roster', 'Logged in'],
      ['Ava Stone', 'Room 12', 'Yes', 'Yes'],
      ['Ben Ray', 'No team', 'No', 'Yes'],
      ['Cal Moss', 'Room 12', 'Yes', 'No'],
    ]);
    expect(screen.getByText('3 sellers')).toBeTruthy();
  });

  it('changes a seller’s team with the select and says so', async () => {
    const fetchMock = teamApi();
    const user = userEvent.setup();
    renderTeams();
    await sellerRows();

    await user.selectOptions(screen.getByLabelText('Team of Ben Ray'), 'Room 14');

    expect((await screen.findByRole('status')).textContent).toBe('Ben Ray is in Room 14 now.');
    const [[, init]] = callsTo(fetchMock, 'PUT', '/api/groups/g1/sellers/s2/team') as [[string, RequestInit]];
    expect(sentBody(init)).toEqual({ teamId: 't14' });
    expect(screen.getByLabelText<HTMLSelectElement>('Team of Ben Ray').selectedOptions[0]?.textContent).toBe(
      'Room 14',
    );

    await user.selectOptions(screen.getByLabelText('Team of Ava Stone'), 'No team');
    expect((await screen.findByRole('status')).textContent).toBe('Ava Stone is in no team now.');
    const puts = callsTo(fetchMock, 'PUT', '/api/groups/g1/sellers/s1/team') as [string, RequestInit][];
    expect(sentBody(puts[0]![1])).toEqual({ teamId: null });
  });

  it('filters by team and by name, with an empty state when nobody matches', async () => {
    teamApi();
    const user = userEvent.setup();
    renderTeams();
    await sellerRows();

    await user.selectOptions(screen.getByLabelText('Team'), 'Room 12');
    expect((await sellerRows()).map(([name]) => name)).toEqual(['Seller', 'Ava Stone', 'Cal Moss']);
    expect(screen.getByText('2 of 3 sellers')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Team'), 'No team');
    expect((await sellerRows()).map(([name]) => name)).toEqual(['Seller', 'Ben Ray']);

    await user.selectOptions(screen.getByLabelText('Team'), 'Room 14');
    expect(screen.getByText(T.emptyFiltered)).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Team'), 'All teams');
    await user.type(screen.getByLabelText('Seller name'), 'moss');
    expect((await sellerRows()).map(([name]) => name)).toEqual(['Seller', 'Cal Moss']);
  });

  it('says how sellers get there when the group has none yet', async () => {
    teamApi({ roster: [] });
    renderTeams();
    expect(
      await screen.findByText('No sellers yet. Import a roster, or sellers appear here once they log in.'),
    ).toBeTruthy();
  });
});

describe('the Teams screen of a families group: each child’s consent', () => {
  isolateScreenTests();

  it('says when each child’s consent was given, or when the child was withdrawn, and nothing for other sellers', async () => {
    const withdrawn = {
      ...AVA_CHILD,
      _id: 's5',
      name: 'Leo Marsh',
      family: { consentedAt: '2025-09-03T15:00:00.000Z', withdrawnAt: '2025-10-20T15:00:00.000Z' },
    };
    teamApi({ group: { sellerSignIn: 'families' }, roster: [AVA_CHILD, AVA, BEN, withdrawn] });
    renderTeams();
    await screen.findByRole('columnheader', { name: 'Consent' });
    expect(await sellerRows()).toEqual([
      ['Seller', 'Team', 'On roster', 'Logged in', 'Consent'],
      ['Ava Marsh', 'Room 12', 'No', 'No', 'Consent given Sep 3, 2025'],
      ['Ava Stone', 'Room 12', 'Yes', 'Yes', ''],
      ['Ben Ray', 'No team', 'No', 'Yes', ''],
      ['Leo Marsh', 'Room 12', 'No', 'No', 'Withdrawn Oct 20, 2025'],
    ]);
    expect(screen.getByText('Consent given Sep 3, 2025').getAttribute('datetime')).toBe(
      '2025-09-03T15:00:00.000Z',
    );
  });

  it('has no consent column and no waiting sales for a group whose sellers log in with name and e-mail', async () => {
    const fetchMock = teamApi();
    renderTeams();
    expect((await sellerRows())[0]).toEqual(['Seller', 'Team', 'On roster', 'Logged in']);
    expect(screen.queryByRole('heading', { name: 'Waiting sales' })).toBeNull();
    expect(callsTo(fetchMock, 'GET', '/api/groups/g1/waiting-sellers')).toHaveLength(0);
  });
});
