// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import {
  isolateScreenTests,
  renderRoutes,
  signInAsCoordinator as signIn,
  STORED_COORDINATOR as COORDINATOR,
} from '../../test/helpers';
import { callsTo, teamApi } from '../../test/team-fixtures';
import { CoordinatorLayout } from '../layouts/coordinator-layout';
import { CoordinatorTeamsPage } from './coordinator-teams';

const renderTeams = () =>
  renderRoutes(
    '/coordinator/teams',
    <Route path="/coordinator" element={<CoordinatorLayout />}>
      <Route path="teams" element={<CoordinatorTeamsPage />} />
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
});
