// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { isolateScreenTests, renderRoutes } from '../../../test/helpers';
import { callsTo, rosterResult, teamApi } from '../../../test/team-fixtures';
import { TEAM_TEXTS } from '../texts';
import { AdminTeamsPage } from './teams-page';

const T = TEAM_TEXTS.roster;
const IMPORT_URL = '/api/groups/g1/roster/import';

const BAD_FILE = 'Seller,Team\nAva Stone,Room 12\n,Room 14\nAva Stone,Room 16\n';
const GOOD_FILE = 'Seller,Team\nAva Stone,Room 12\nDee Fox,Room 16\nEli Gray,\n';

const PROBLEMS = [
  { row: 3, column: 'Seller', message: 'Seller is required' },
  { row: 4, column: 'Seller', message: 'This seller is also on row 2' },
  { row: 1, column: '', message: 'The group would have more than 200 teams' },
];

function api() {
  return teamApi({
    importAnswer: (csv, dryRun) =>
      csv === BAD_FILE
        ? rosterResult({ added: 0, matched: 1, newTeams: [], problems: PROBLEMS })
        : rosterResult({ committed: !dryRun, added: 2, matched: 1, newTeams: ['Room 16'] }),
  });
}

const renderTeams = () =>
  renderRoutes(
    '/admin/groups/g1/teams',
    <Route path="/admin/groups/:groupId/teams" element={<AdminTeamsPage />} />,
  );

describe('the Teams screen: the roster import', () => {
  isolateScreenTests();

  it('says in one line that roster names stay private', async () => {
    api();
    renderTeams();
    const roster = await screen.findByRole('region', { name: 'Roster' });
    expect(
      within(roster).getByText(
        'Roster names never appear on public pages beyond first name and last initial (“Ava S.”).',
      ),
    ).toBeTruthy();
  });

  it('previews a chosen file as CSV and lists each problem with its row and column; nothing can be imported', async () => {
    const fetchMock = api();
    const user = userEvent.setup();
    renderTeams();

    await user.upload(
      await screen.findByLabelText(T.file),
      new File([BAD_FILE], 'roster.csv', { type: 'text/csv' }),
    );

    const problems = await screen.findByRole('region', { name: 'Problems of the roster' });
    expect(
      within(problems)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'RowColumnProblem',
      '3SellerSeller is required',
      '4SellerThis seller is also on row 2',
      '1Whole fileThe group would have more than 200 teams',
    ]);
    expect(screen.getByRole('alert').textContent).toBe(
      'The file has 3 problems: fix them and choose the file again. Nothing was imported.',
    );
    expect(screen.getByRole('heading', { name: 'Preview of roster.csv' })).toBe(document.activeElement);
    expect(screen.queryByRole('button', { name: 'Import roster' })).toBeNull();

    const [[url, init]] = callsTo(fetchMock, 'POST', IMPORT_URL) as [[string, RequestInit]];
    expect(url).toBe(`${IMPORT_URL}?dryRun=true`);
    expect(init.body).toBe(BAD_FILE);
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('text/csv; charset=utf-8');
  });

  it('previews pasted rows with the counts and new teams, then imports them', async () => {
    const fetchMock = api();
    const user = userEvent.setup();
    renderTeams();

    const paste = await screen.findByLabelText(T.paste);
    expect(screen.getByRole('button', { name: T.previewPasted })).toHaveProperty('disabled', true);
    await user.click(paste);
    await user.paste(GOOD_FILE);
    await user.click(screen.getByRole('button', { name: T.previewPasted }));

    const preview = await screen.findByRole('region', { name: 'Preview of the pasted rows' });
    const cards = [...preview.querySelectorAll('.stat')].map((card) => card.textContent);
    expect(cards).toEqual(['Sellers to add2', `Already in the group1${T.matchedNote}`, 'New teams1']);
    expect(within(preview).getByText('New teams: Room 16')).toBeTruthy();

    await user.click(within(preview).getByRole('button', { name: 'Import roster' }));
    expect((await screen.findByRole('heading', { name: 'Roster imported' })).textContent).toBe(
      'Roster imported',
    );
    expect(screen.getByText('2 sellers added, 1 seller already in the group, 1 new team.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Preview of the pasted rows' })).toBeNull();

    const calls = callsTo(fetchMock, 'POST', IMPORT_URL) as [string, RequestInit][];
    expect(calls.map(([url]) => url)).toEqual([`${IMPORT_URL}?dryRun=true`, IMPORT_URL]);
    expect(calls[1]![1].body).toBe(GOOD_FILE);
  });

  it('says when names written "Last, First" are read as first name, then last name', async () => {
    teamApi({
      importAnswer: () =>
        rosterResult({
          added: 2,
          matched: 0,
          newTeams: [],
          lastFirst: { count: 2, example: { written: 'Stonebridge, Ava', read: 'Ava Stonebridge' } },
        }),
    });
    const user = userEvent.setup();
    renderTeams();
    await user.click(await screen.findByLabelText(T.paste));
    await user.paste('Seller\n"Stonebridge, Ava"\n"Fox, Dee"\n');
    await user.click(screen.getByRole('button', { name: T.previewPasted }));

    const preview = await screen.findByRole('region', { name: 'Preview of the pasted rows' });
    expect(
      within(preview).getByText(
        '2 names are written “Last, First”: they are read as first name, then last name (“Stonebridge, Ava” is Ava Stonebridge).',
      ),
    ).toBeTruthy();
  });
});
