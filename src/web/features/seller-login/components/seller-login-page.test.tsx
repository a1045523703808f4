// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { TCampaign } from '../../../../shared/api/groups.js';
import { FORM_MESSAGES } from '../../../lib/app-texts';
import { LOGIN_MESSAGES } from '../../../../shared/texts/login.js';
import { SELLER_LOGIN_MESSAGES } from '../texts';
import { SellerLoginPage } from './seller-login-page';
import { jsonResponse, mockFetch, withQueryClient, isolateScreenTests } from '../../../test/helpers';
import { campaignFixture } from '../../../test/admin-fixtures';

const campaign = (id: string, name: string): TCampaign => campaignFixture({ _id: id, name });

function loginReply(campaigns: TCampaign[]) {
  return {
    success: true,
    token: 'cust-token',
    user: { id: 'u1', name: 'Sam Seller', email: 'sam@example.com', groupCode: 'ABC123', team: null },
    group: { _id: 'g1', code: 'ABC123', name: 'Tigers', organizationName: 'Lincoln School' },
    campaigns,
    teams: [],
  };
}

function answer(login: () => Response) {
  return mockFetch((url) =>
    url.startsWith('/api/health')
      ? jsonResponse(200, { success: true, data: { status: 'ok', rateLimits: 'memory' } })
      : login(),
  );
}

function renderPage() {
  render(
    withQueryClient(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<SellerLoginPage />} />
          <Route path="/shop" element={<p>shop screen</p>} />
          <Route path="/seller" element={<p>seller page</p>} />
        </Routes>
      </MemoryRouter>,
    ),
  );
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>, email = 'sam@example.com') {
  await user.type(screen.getByLabelText('Group Code'), 'ABC123');
  await user.type(screen.getByLabelText('Seller Name'), 'Sam Seller');
  await user.type(screen.getByLabelText('Email Address'), email);
}

describe('seller login', () => {
  isolateScreenTests();

  it('asks for every field, then for a valid e-mail, before calling the server', async () => {
    const user = userEvent.setup();
    const fetchMock = answer(() => jsonResponse(500, {}));
    renderPage();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toBe(FORM_MESSAGES.fillAllFields);

    await fillDetails(user, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toBe(LOGIN_MESSAGES.invalidEmail);
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/auth/user'))).toHaveLength(0);
  });

  it('shows the server message when the login is refused', async () => {
    const user = userEvent.setup();
    answer(() => jsonResponse(404, { success: false, message: 'Invalid group code' }));
    renderPage();

    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Invalid group code');
  });

  it('with exactly one campaign, stores the session and goes to /shop', async () => {
    const user = userEvent.setup();
    answer(() => jsonResponse(200, loginReply([campaign('c1', 'Spring Sale')])));
    renderPage();

    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('shop screen')).toBeTruthy();
    for (const storage of [window.localStorage, window.sessionStorage]) {
      expect(storage.getItem('token')).toBe('cust-token');
      expect(storage.getItem('role')).toBe('user');
      expect(JSON.parse(storage.getItem('user') ?? '{}')).toMatchObject({ name: 'Sam Seller' });
      expect(JSON.parse(storage.getItem('group') ?? '{}')).toMatchObject({
        organizationName: 'Lincoln School',
      });
      expect(JSON.parse(storage.getItem('campaign') ?? '{}')).toEqual({
        id: 'c1',
        name: 'Spring Sale',
        startDate: '2025-01-01',
        endDate: '2099-12-31',
      });
    }
  });

  it('with several campaigns, asks for one; Back keeps the details', async () => {
    const user = userEvent.setup();
    answer(() => jsonResponse(200, loginReply([campaign('c1', 'Spring Sale'), campaign('c2', 'Fall Sale')])));
    renderPage();

    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Select Campaign' })).toBeTruthy();
    expect(screen.getByText('Lincoln School')).toBeTruthy();
    const select = screen.getByLabelText<HTMLSelectElement>('Campaign');
    expect(select.options[0]?.textContent).toBe('-- Select Campaign --');

    await user.click(screen.getByRole('button', { name: 'Continue to Shop' }));
    expect(screen.getByRole('alert').textContent).toBe(SELLER_LOGIN_MESSAGES.selectCampaign);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText<HTMLInputElement>('Group Code').value).toBe('ABC123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await user.selectOptions(await screen.findByLabelText('Campaign'), 'Fall Sale');
    await user.click(screen.getByRole('button', { name: 'Continue to Shop' }));

    expect(await screen.findByText('shop screen')).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem('campaign') ?? '{}')).toMatchObject({ id: 'c2' });
  });

  it('on the campaign step, "Share with family" appears once a campaign is chosen and stores it like Continue', async () => {
    const user = userEvent.setup();
    answer(() => jsonResponse(200, loginReply([campaign('c1', 'Spring Sale'), campaign('c2', 'Fall Sale')])));
    renderPage();

    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Select Campaign' });
    expect(screen.queryByRole('button', { name: 'Share with family' })).toBeNull();

    await user.selectOptions(screen.getByLabelText('Campaign'), 'Fall Sale');
    await user.click(screen.getByRole('button', { name: 'Share with family' }));

    expect(await screen.findByText('seller page')).toBeTruthy();
    for (const storage of [window.localStorage, window.sessionStorage]) {
      expect(JSON.parse(storage.getItem('campaign') ?? '{}')).toEqual({
        id: 'c2',
        name: 'Fall Sale',
        startDate: '2025-01-01',
        endDate: '2099-12-31',
      });
      expect(storage.getItem('token')).toBe('cust-token');
    }
  });

  it('while the browser is offline, waits for the connection before calling the server', async () => {
    const user = userEvent.setup();
    const fetchMock = answer(() => jsonResponse(200, loginReply([campaign('c1', 'Spring Sale')])));
    renderPage();
    await fillDetails(user);

    act(() => void window.dispatchEvent(new Event('offline')));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('button', { name: 'Checking...' })).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/auth/user'))).toHaveLength(0);

    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('shop screen')).toBeTruthy();
  });
});
