// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { COORDINATOR_API_MESSAGES } from '../../../../shared/texts/coordinators.js';
import { COORDINATOR_MESSAGES } from '../texts';
import { COORDINATOR_DELETE_ERROR_MS, COORDINATOR_DELETE_SUCCESS_MS } from '../timings';
import { jsonResponse, mockFetch, renderRoutes, isolateScreenTests } from '../../../test/helpers';
import { COORDINATOR_CASEY } from '../../../test/admin-fixtures';
import { ApiError } from '../../../lib/api-client';
import { CoordinatorsPage, coordinatorDeleteErrorMessage } from './coordinators-page';

const CASEY = COORDINATOR_CASEY;
const DANA = {
  ...CASEY,
  _id: 'c2',
  id: 'c2',
  name: 'Dana Leader',
  email: 'dana@example.org',
  group: { _id: 'g1', code: 'BAND24', name: '' },
};

function renderList() {
  return renderRoutes(
    '/admin/coordinators',
    <Route path="/admin/coordinators" element={<CoordinatorsPage />} />,
  );
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('coordinator delete messages', () => {
  it('prefixes the server message, else the error text; anything else is unexpected', () => {
    expect(coordinatorDeleteErrorMessage(new ApiError(404, 'Coordinator not found'))).toBe(
      'Failed to delete coordinator: Coordinator not found',
    );
    expect(coordinatorDeleteErrorMessage(new ApiError(0, undefined))).toBe(
      'Failed to delete coordinator: Network error',
    );
    expect(coordinatorDeleteErrorMessage(new TypeError('boom'))).toBe(
      COORDINATOR_MESSAGES.failure.unexpected,
    );
  });
});

describe('coordinators list', () => {
  isolateScreenTests({ fakeTimers: true });

  it('lists name, email and group name, N/A without one', async () => {
    mockFetch(() => jsonResponse(200, { success: true, data: [CASEY, DANA] }));
    renderList();

    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('Lincoln Band')).toBeTruthy();
    expect(within(rows[2]!).getByText('N/A')).toBeTruthy();
    expect(
      within(rows[1]!).getByRole('link', { name: 'View coordinator Casey Coach' }).getAttribute('href'),
    ).toBe('/admin/coordinators/c1');
  });

  it('shows the empty state and the load failure', async () => {
    mockFetch(() => jsonResponse(200, { success: true, data: [] }));
    const { unmount } = renderList();
    expect(await screen.findByText(COORDINATOR_MESSAGES.empty.noCoordinators)).toBeTruthy();
    unmount();

    mockFetch(() => new Response('', { status: 500 }));
    renderList();
    expect((await screen.findByRole('alert')).textContent).toBe(COORDINATOR_MESSAGES.loadFailed.coordinators);
  });

  it('asks first; Cancel (or Escape) deletes nothing', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const fetchMock = mockFetch(() => jsonResponse(200, { success: true, data: [CASEY] }));
    renderList();

    await user.click(await screen.findByRole('button', { name: 'Delete coordinator Casey Coach' }));
    const dialog = screen.getByRole('alertdialog');
    expect(
      within(dialog).getByText(COORDINATOR_MESSAGES.confirm.deleteCoordinator('Casey Coach')),
    ).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Delete coordinator Casey Coach' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();

    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });

  it('deletes after confirmation, names the coordinator, and clears the message after 3 s', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let deleted = false;
    const fetchMock = mockFetch((url, init) => {
      if (init?.method === 'DELETE') {
        deleted = true;
        return jsonResponse(200, { success: true, message: 'Coordinator deleted' });
      }
      return jsonResponse(200, { success: true, data: deleted ? [DANA] : [CASEY, DANA] });
    });
    renderList();

    await user.click(await screen.findByRole('button', { name: 'Delete coordinator Casey Coach' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    const message = COORDINATOR_API_MESSAGES.coordinatorDeleted('Casey Coach');
    expect((await screen.findByRole('status')).textContent).toBe(message);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByText('casey@example.org')).toBeNull();
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(call?.[0]).toBe('/api/admin/coordinators/c1');

    await advance(COORDINATOR_DELETE_SUCCESS_MS - 500);
    expect(screen.queryByText(message)).not.toBeNull();
    await advance(500);
    expect(screen.queryByText(message)).toBeNull();
  });

  it('reports a refused delete with the server message, and clears it after 5 s', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    mockFetch((_url, init) =>
      init?.method === 'DELETE'
        ? jsonResponse(404, { success: false, message: COORDINATOR_API_MESSAGES.coordinatorNotFound })
        : jsonResponse(200, { success: true, data: [CASEY] }),
    );
    renderList();

    await user.click(await screen.findByRole('button', { name: 'Delete coordinator Casey Coach' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    const text = `${COORDINATOR_MESSAGES.failure.coordinatorDelete}: ${COORDINATOR_API_MESSAGES.coordinatorNotFound}`;
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(screen.getByText('casey@example.org')).toBeTruthy();

    await advance(COORDINATOR_DELETE_SUCCESS_MS);
    expect(screen.queryByText(text)).not.toBeNull();
    await advance(COORDINATOR_DELETE_ERROR_MS - COORDINATOR_DELETE_SUCCESS_MS);
    expect(screen.queryByText(text)).toBeNull();
  });

  it('uses the error text when the server gives no message', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    mockFetch((_url, init) =>
      init?.method === 'DELETE'
        ? new Response('Bad gateway', { status: 502 })
        : jsonResponse(200, { success: true, data: [CASEY] }),
    );
    renderList();

    await user.click(await screen.findByRole('button', { name: 'Delete coordinator Casey Coach' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to delete coordinator: Request failed with status 502',
    );
  });
});
