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
import { mailApi, mailCalls } from '../../test/mail-fixtures';
import { AdminLayout } from '../layouts/admin-layout';
import { CoordinatorLayout } from '../layouts/coordinator-layout';
import { CoordinatorMailUpdatesPage } from './coordinator-mail-updates';

const renderMailUpdates = () =>
  renderRoutes(
    '/coordinator/mail-updates',
    <Route path="/coordinator" element={<CoordinatorLayout />}>
      <Route path="mail-updates" element={<CoordinatorMailUpdatesPage />} />
    </Route>,
  );

describe('the coordinator’s E-mail updates screen', () => {
  isolateScreenTests();

  it('is in the navigation and shows the own group’s subscriptions with the digest setting', async () => {
    const fetchMock = mailApi();
    signIn();
    renderMailUpdates();

    const nav = screen.getByRole('navigation', { name: 'Main' });
    const link = within(nav).getByRole('link', { name: 'E-mail updates' });
    expect(link.getAttribute('href')).toBe('/coordinator/mail-updates');
    expect(link.className).toContain('navbar__link--active');
    expect(screen.getByRole('heading', { level: 1, name: 'E-mail updates' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'E-mail update subscriptions' })).toBeTruthy();
    expect(await screen.findByRole('checkbox', { name: 'Send me a daily digest by e-mail' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Back to group' })).toBeNull();
    expect(mailCalls(fetchMock, 'GET', '/api/groups/g1/mail-subscriptions')).toHaveLength(1);
    expect(mailCalls(fetchMock, 'GET', '/api/staff/mail-settings')).toHaveLength(1);
  });

  it('says the group could not be loaded when the stored coordinator has none', () => {
    mailApi();
    signIn({ ...COORDINATOR, group: null });
    renderMailUpdates();
    expect(screen.getByRole('alert').textContent).toBe('Failed to load the group');
  });
});

describe('the administrator’s navigation', () => {
  isolateScreenTests();

  it('links to the Outbox', () => {
    window.localStorage.setItem('token', 'tok-a');
    window.localStorage.setItem('role', 'admin');
    window.localStorage.setItem(
      'user',
      JSON.stringify({ _id: 'a1', name: 'Ada Admin', email: 'ada@example.org' }),
    );
    renderRoutes('/admin', <Route path="/admin" element={<AdminLayout />} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Outbox' }).getAttribute('href')).toBe('/admin/outbox');
  });
});
