// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { isolateScreenTests, renderRoutes, sentBody } from '../../../test/helpers';
import { callsTo, ROOM_14, teamApi } from '../../../test/team-fixtures';
import { TEAM_TEXTS } from '../texts';
import { AdminTeamsPage } from './teams-page';

const T = TEAM_TEXTS;

const renderTeams = () =>
  renderRoutes(
    '/admin/groups/g1/teams',
    <Route path="/admin/groups/:groupId/teams" element={<AdminTeamsPage />} />,
  );

const teamRows = async () =>
  within(await screen.findByRole('region', { name: T.list.tableLabel }))
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('the Teams screen: the teams', () => {
  isolateScreenTests();

  it('lists the teams with their leader, sellers and roster counts, under the group’s name', async () => {
    teamApi();
    renderTeams();

    expect(await screen.findByRole('heading', { level: 1, name: 'Lincoln Band — teams' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to group' }).getAttribute('href')).toBe('/admin/groups/g1');
    expect(await teamRows()).toEqual([
      'TeamLeaderSellersOn rosterActions',
      'Room 12Ms. Park21EditMergeRemove',
      'Room 14—00EditMergeRemove',
    ]);
    expect(screen.getByRole('button', { name: 'Merge Room 12 into another team' })).toBeTruthy();
  });

  it('says so when the group has no teams yet', async () => {
    teamApi({ teams: [] });
    renderTeams();
    expect(await screen.findByText(T.list.empty)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add a team' })).toBeTruthy();
  });

  it('adds a team: the whole list is sent with the new one, which then shows', async () => {
    const fetchMock = teamApi();
    const user = userEvent.setup();
    renderTeams();
    await teamRows();

    await user.click(screen.getByRole('button', { name: 'Add a team' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a team' });
    await user.click(within(dialog).getByRole('button', { name: 'Save team' }));
    expect(within(dialog).getByText('Team name is required')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT', '/api/groups/g1/teams')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Team name'), '  Room 16 ');
    await user.type(within(dialog).getByLabelText('Leader'), 'Mr. Diaz');
    await user.click(within(dialog).getByRole('button', { name: 'Save team' }));

    expect((await screen.findByRole('status')).textContent).toBe('Room 16 was added.');
    expect(screen.queryByRole('dialog')).toBeNull();
    const [[, init]] = callsTo(fetchMock, 'PUT', '/api/groups/g1/teams') as [[string, RequestInit]];
    expect(sentBody(init)).toEqual({
      teams: [
        { _id: 't12', name: 'Room 12', leaderName: 'Ms. Park' },
        { _id: 't14', name: 'Room 14', leaderName: '' },
        { name: 'Room 16', leaderName: 'Mr. Diaz' },
      ],
    });
    expect(await teamRows()).toContain('Room 16Mr. Diaz00EditMergeRemove');
  });

  it('renames a team and sets its leader', async () => {
    const fetchMock = teamApi();
    const user = userEvent.setup();
    renderTeams();
    await teamRows();

    await user.click(screen.getByRole('button', { name: 'Edit Room 14' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Room 14' });
    const name = within(dialog).getByLabelText<HTMLInputElement>('Team name');
    expect(name.value).toBe('Room 14');
    await user.clear(name);
    await user.type(name, 'Room 15');
    await user.type(within(dialog).getByLabelText('Leader'), 'Ms. Lee');
    await user.click(within(dialog).getByRole('button', { name: 'Save team' }));

    expect((await screen.findByRole('status')).textContent).toBe('Room 15 was saved.');
    const [[, init]] = callsTo(fetchMock, 'PUT', '/api/groups/g1/teams') as [[string, RequestInit]];
    expect(sentBody(init)).toEqual({
      teams: [
        { _id: 't12', name: 'Room 12', leaderName: 'Ms. Park' },
        { _id: 't14', name: 'Room 15', leaderName: 'Ms. Lee' },
      ],
    });
  });

  it('removes a team after confirmation, and shows the server’s refusal for a team with sellers', async () => {
    const fetchMock = teamApi();
    const user = userEvent.setup();
    renderTeams();
    await teamRows();

    await user.click(screen.getByRole('button', { name: 'Remove Room 12' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove this team?' });
    expect(
      within(dialog).getByText(
        'Room 12 is removed from the group. A team with sellers or orders cannot be removed: merge it into another team instead.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Remove team' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      '"Room 12" has sellers or orders and cannot be removed; rename it or merge it into another team',
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await teamRows()).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Remove Room 14' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Remove this team?' })).getByRole('button', {
        name: 'Remove team',
      }),
    );
    expect((await screen.findByRole('status')).textContent).toBe('Room 14 was removed.');
    expect(await teamRows()).toEqual(['TeamLeaderSellersOn rosterActions', 'Room 12Ms. Park21EditRemove']);
    const puts = callsTo(fetchMock, 'PUT', '/api/groups/g1/teams') as [string, RequestInit][];
    expect(sentBody(puts[1]![1])).toEqual({
      teams: [{ _id: 't12', name: 'Room 12', leaderName: 'Ms. Park' }],
    });
  });

  it('merges a team into another behind a dialog that says what happens', async () => {
    const fetchMock = teamApi();
    const user = userEvent.setup();
    renderTeams();
    await teamRows();

    await user.click(screen.getByRole('button', { name: 'Merge Room 12 into another team' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Merge Room 12' });
    await user.click(within(dialog).getByRole('button', { name: 'Merge teams' }));
    expect(within(dialog).getByText('Choose the team to merge into.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/groups/g1/teams/t12/merge')).toHaveLength(0);

    const into = within(dialog).getByLabelText<HTMLSelectElement>('Merge into');
    expect([...into.options].map((option) => option.textContent)).toEqual(['Choose a team', 'Room 14']);
    await user.selectOptions(into, 'Room 14');
    expect(
      within(dialog).getByText('Every seller and order of Room 12 moves to Room 14, and Room 12 is removed.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Merge teams' }));

    expect((await screen.findByRole('status')).textContent).toBe('Room 12 was merged into Room 14.');
    const [[, init]] = callsTo(fetchMock, 'POST', '/api/groups/g1/teams/t12/merge') as [
      [string, RequestInit],
    ];
    expect(sentBody(init)).toEqual({ intoTeamId: ROOM_14._id });
    expect(await teamRows()).toEqual(['TeamLeaderSellersOn rosterActions', 'Room 14—20EditRemove']);
    // The sellers of Room 12 are now shown in Room 14.
    await waitFor(() =>
      expect(
        screen.getByLabelText<HTMLSelectElement>('Team of Ava Stone').selectedOptions[0]?.textContent,
      ).toBe('Room 14'),
    );
  });
});
