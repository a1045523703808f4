// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { groupFixture } from '../../test/admin-fixtures';
import {
  isolateScreenTests,
  jsonResponse,
  mockFetch,
  renderRoutes,
  signInAsCoordinator as signIn,
  STORED_COORDINATOR as COORDINATOR,
} from '../../test/helpers';
import { callsTo, ROOM_12, teamApi } from '../../test/team-fixtures';
import { CoordinatorLayout } from '../layouts/coordinator-layout';
import { CoordinatorTeamLettersPage, CoordinatorTeamsPage } from './coordinator-teams';

const renderTeams = () =>
  renderRoutes(
    '/coordinator/teams',
    <Route path="/coordinator" element={<CoordinatorLayout />}>
      <Route path="teams" element={<CoordinatorTeamsPage />} />
      <Route path="teams/letters" element={<CoordinatorTeamLettersPage />} />
    </Route>,
  );

describe('the coordinator’s Teams screen', () => {
  isolateScreenTests();

  it('is in the navigation and shows the teams of the coordinator’s own group', async () => {
    const fetchMock = teamApi();
    signIn();
    renderTeams();

    const nav = screen.getByRole('navigation', { name: 'Main' });
    const link = within(nav).getByRole('link', { name: 'Teams' });
    expect(link.getAttribute('href')).toBe('/coordinator/teams');
    expect(link.className).toContain('navbar__link--active');
    expect(screen.getByRole('heading', { level: 1, name: 'Teams' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Teams of the group' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Back to group' })).toBeNull();
    expect(callsTo(fetchMock, 'GET', '/api/groups/g1/teams')).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET', '/api/groups/g1/roster')).toHaveLength(1);
  });

  it('says the group could not be loaded when the stored coordinator has none', () => {
    teamApi();
    signIn({ ...COORDINATOR, group: null });
    renderTeams();
    expect(screen.getByRole('alert').textContent).toBe('Failed to load the group');
  });

  it('a families group’s teams lead to the letters home of the coordinator’s own group, one a class', async () => {
    mockFetch((url) => {
      if (url === '/api/groups/g1')
        return jsonResponse(200, { success: true, data: groupFixture({ sellerSignIn: 'families' }) });
      return jsonResponse(200, { success: true, data: url === '/api/groups/g1/teams' ? [ROOM_12] : [] });
    });
    signIn();
    const user = userEvent.setup();
    renderTeams();

    await user.click(await screen.findByRole('link', { name: 'Letters home' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Letters home' })).toBeTruthy();
    const letters = within(await screen.findByRole('region', { name: 'Letters to print' })).getAllByRole(
      'article',
    );
    expect(letters.map((letter) => letter.getAttribute('aria-label'))).toEqual(['Room 12']);
    expect(screen.getByRole('link', { name: 'Back to teams' }).getAttribute('href')).toBe(
      '/coordinator/teams',
    );
  });
});
