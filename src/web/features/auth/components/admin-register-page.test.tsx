// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { STAFF_ACCOUNT_MESSAGES } from '../../../../shared/texts/staff-accounts.js';
import { FORM_MESSAGES } from '../../../lib/app-texts';
import { isolateScreenTests, jsonResponse, mockFetch, renderRoutes, sentBody } from '../../../test/helpers';
import { AUTH_MESSAGES } from '../texts';
import { AdminRegisterPage } from './admin-register-page';

const ADMIN_USER = { id: 'a1', _id: 'a1', name: 'Ada Admin', email: 'ada@example.org' };

function serverAnswering(setupCodeRequired: boolean, register: () => Response) {
  return mockFetch((url, init) => {
    if (url === '/api/auth/admin/status') {
      return jsonResponse(200, { success: true, data: { adminExists: false, setupCodeRequired } });
    }
    if (url === '/api/auth/admin/register' && init?.method === 'POST') return register();
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
}

const created = () => jsonResponse(201, { success: true, token: 'token-1', user: ADMIN_USER });

function renderRegister() {
  return renderRoutes(
    '/admin/register',
    <>
      <Route path="/admin/register" element={<AdminRegisterPage />} />
      <Route path="/admin/login" element={<p>admin login</p>} />
      <Route path="/admin" element={<p>admin dashboard</p>} />
    </>,
  );
}

async function fillAccount(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Ada Admin');
  await user.type(screen.getByLabelText('Email Address'), 'ada@example.org');
  await user.type(screen.getByLabelText('Password'), 'long-password');
  await user.type(screen.getByLabelText('Confirm Password'), 'long-password');
}

const submit = () => screen.getByRole('button', { name: 'Create Admin Account' });
const posts = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('first admin registration with a setup code', () => {
  isolateScreenTests({ fakeTimers: true });

  it('shows a "Setup code" field when the server asks for one, and requires it', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const fetchMock = serverAnswering(true, created);
    renderRegister();

    const code = await screen.findByLabelText('Setup code');
    expect(code.getAttribute('type')).toBe('password');
    await fillAccount(user);
    await user.click(submit());
    expect(screen.getByRole('alert').textContent).toBe(FORM_MESSAGES.fillAllFields);
    expect(posts(fetchMock)).toHaveLength(0);

    await user.type(code, 'k3Qx-setup');
    await user.click(submit());
    expect((await screen.findByRole('status')).textContent).toBe(AUTH_MESSAGES.register.success);
    expect(sentBody(posts(fetchMock)[0]?.[1])).toEqual({
      name: 'Ada Admin',
      email: 'ada@example.org',
      password: 'long-password',
      setupCode: 'k3Qx-setup',
    });
  });

  it.each([
    ['SETUP_CODE_REJECTED', STAFF_ACCOUNT_MESSAGES.setupCodeRejected],
    ['GENERATED_SETUP_CODE_REJECTED', STAFF_ACCOUNT_MESSAGES.generatedSetupCodeRejected],
    ['SETUP_CODE_REJECTED', 'A reworded refusal: that setup code is not the one.'],
  ])("says a refused code (%s) in the server's words and stays on the page", async (code, refusal) => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    serverAnswering(true, () => jsonResponse(403, { success: false, code, message: refusal }));
    renderRegister();

    await user.type(await screen.findByLabelText('Setup code'), 'wrong');
    await fillAccount(user);
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.queryByText('admin login')).toBeNull();
    expect(screen.getByLabelText('Setup code')).toBeTruthy();
  });

  it('shows no such field and sends no code when the server asks for none', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const fetchMock = serverAnswering(false, created);
    renderRegister();

    await screen.findByLabelText('Name');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/admin/status')).toBe(true);
    expect(screen.queryByLabelText('Setup code')).toBeNull();
    await fillAccount(user);
    await user.click(submit());
    await screen.findByRole('status');
    expect(sentBody(posts(fetchMock)[0]?.[1])).toEqual({
      name: 'Ada Admin',
      email: 'ada@example.org',
      password: 'long-password',
    });
  });
});
