// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_MESSAGES } from '../texts';
import { STAFF_ACCOUNT_MESSAGES } from '../../../../shared/texts/staff-accounts.js';
import { STAFF_MESSAGES } from '../../../lib/staff-texts';
import { ChangePasswordModal } from './change-password-modal';
import { clearStorages, jsonResponse, mockFetch, withQueryClient } from '../../../test/helpers';

function Harness({ role = 'admin' as const }: { role?: 'admin' | 'coordinator' }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'dialog open' : 'dialog closed'}</p>
      <ChangePasswordModal role={role} open={open} onOpenChange={setOpen} />
    </>
  );
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  current: string,
  next: string,
  confirm: string,
) {
  if (current) await user.type(screen.getByLabelText('Current Password'), current);
  if (next) await user.type(screen.getByLabelText('New Password'), next);
  if (confirm) await user.type(screen.getByLabelText('Confirm New Password'), confirm);
}

const submit = () => screen.getByRole('button', { name: 'Change Password' });

describe('change password modal', () => {
  beforeEach(() => {
    clearStorages();
    window.localStorage.setItem('token', 'old-token');
    window.localStorage.setItem('role', 'admin');
  });

  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('requires every field', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => jsonResponse(500, {}));
    render(withQueryClient(<Harness />));

    await fill(user, 'current-pw', 'newpass1', '');
    await user.click(submit());

    expect(screen.getByRole('alert').textContent).toBe(STAFF_MESSAGES.allFieldsRequired);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('requires a new password of at least 6 characters, checked before the match', async () => {
    const user = userEvent.setup();
    render(withQueryClient(<Harness />));

    await fill(user, 'current-pw', 'abc', 'abcd');
    await user.click(submit());

    expect(screen.getByRole('alert').textContent).toBe(STAFF_ACCOUNT_MESSAGES.newPasswordTooShort);
  });

  it('requires the confirmation to match', async () => {
    const user = userEvent.setup();
    render(withQueryClient(<Harness />));

    await fill(user, 'current-pw', 'newpass1', 'newpass2');
    await user.click(submit());

    expect(screen.getByRole('alert').textContent).toBe(AUTH_MESSAGES.validation.newPasswordsDoNotMatch);
  });

  it('clears the message when any field is edited', async () => {
    const user = userEvent.setup();
    render(withQueryClient(<Harness />));

    await user.click(submit());
    expect(screen.getByRole('alert').textContent).toBe(STAFF_MESSAGES.allFieldsRequired);

    await user.type(screen.getByLabelText('Confirm New Password'), 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server message when the change is refused', async () => {
    const user = userEvent.setup();
    mockFetch(() => jsonResponse(400, { success: false, message: 'Current password is incorrect' }));
    render(withQueryClient(<Harness />));

    await fill(user, 'wrong-pw', 'newpass1', 'newpass1');
    await user.click(submit());

    expect((await screen.findByRole('alert')).textContent).toBe('Current password is incorrect');
    expect(window.localStorage.getItem('token')).toBe('old-token');
  });

  it('falls back to the default text when the server gives none', async () => {
    const user = userEvent.setup();
    mockFetch(() => new Response('Bad gateway', { status: 502 }));
    render(withQueryClient(<Harness />));

    await fill(user, 'current-pw', 'newpass1', 'newpass1');
    await user.click(submit());

    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_MESSAGES.changePassword.failed);
  });

  it('on success stores the new token, confirms, and closes after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const fetchMock = mockFetch(() =>
      jsonResponse(200, { success: true, message: 'Password changed', token: 'new-token' }),
    );
    render(withQueryClient(<Harness role="coordinator" />));

    await fill(user, 'current-pw', 'newpass1', 'newpass1');
    await user.click(submit());

    expect((await screen.findByRole('status')).textContent).toBe(STAFF_ACCOUNT_MESSAGES.passwordChanged);
    expect(window.localStorage.getItem('token')).toBe('new-token');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/groups/coordinator/change-password');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      currentPassword: 'current-pw',
      newPassword: 'newpass1',
    });
    expect(screen.getByText('dialog open')).toBeTruthy();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_000);
    });
    expect(screen.getByText('dialog closed')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
