// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { ROOM_12_ID, ROOM_2_ID } from '../../../test/report-fixtures';
import { ORDER_MESSAGES } from '../texts';
import { OrderFilters } from './order-filters';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

const TEAMS = [
  { _id: ROOM_2_ID, name: 'Room 2' },
  { _id: ROOM_12_ID, name: 'Room 12' },
];

function renderFilters(path: string, lockedGroupCode?: string, teams?: typeof TEAMS) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <OrderFilters lockedGroupCode={lockedGroupCode} teams={teams} />
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const location = () => screen.getByTestId('location').textContent;
const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const box = (label: string) => screen.getByRole<HTMLInputElement>('checkbox', { name: label });

describe('order filters', () => {
  afterEach(() => cleanup());

  it('shows the filters of the URL', () => {
    renderFilters(
      '/admin/orders?startDate=2026-11-01&endDate=2026-11-22&statuses=open,shipped&groupCode=BAND24&customerName=Ann&page=3',
    );
    expect(input('Start Date').value).toBe('2026-11-01');
    expect(input('End Date').value).toBe('2026-11-22');
    expect(box('Open').checked).toBe(true);
    expect(box('Processing').checked).toBe(false);
    expect(box('Shipped').checked).toBe(true);
    expect(input('Group Code').value).toBe('BAND24');
    expect(input('Group Code').disabled).toBe(false);
    expect(input('Customer Name').value).toBe('Ann');
    expect(screen.queryByLabelText('Seller Name')).toBeNull();
    expect(screen.queryByText(ORDER_MESSAGES.coordinatorFilterNote)).toBeNull();
  });

  it('Apply writes the filters to the URL and goes back to page 1, keeping other parameters', async () => {
    const user = userEvent.setup();
    renderFilters('/admin/orders?page=4&tab=all&statuses=open');

    fireEvent.change(input('Start Date'), { target: { value: '2026-11-01' } });
    await user.click(box('Open'));
    await user.click(box('Shipped'));
    await user.click(box('Processing'));
    await user.type(input('Group Code'), ' BAND24 ');
    await user.type(input('Customer Name'), 'ann@example.org');
    expect(location()).toBe('/admin/orders?page=4&tab=all&statuses=open');

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(location()).toBe(
      '/admin/orders?tab=all&startDate=2026-11-01&statuses=processing%2Cshipped&groupCode=BAND24&customerName=ann%40example.org',
    );
  });

  it('Clear removes every filter and the page', async () => {
    const user = userEvent.setup();
    renderFilters('/admin/orders?statuses=open&customerName=Ann&page=2');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(location()).toBe('/admin/orders');
    expect(box('Open').checked).toBe(false);
    expect(input('Customer Name').value).toBe('');
  });

  it('Clear also empties typed but not applied values', async () => {
    const user = userEvent.setup();
    renderFilters('/admin/orders');
    await user.type(input('Customer Name'), 'Ann');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(input('Customer Name').value).toBe('');
    expect(location()).toBe('/admin/orders');
  });

  it('back and forward bring the form back to the filters of that URL', async () => {
    const user = userEvent.setup();
    const router = renderFilters('/admin/orders?customerName=Ann');
    await user.clear(input('Customer Name'));
    await user.type(input('Customer Name'), 'Bob');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(location()).toBe('/admin/orders?customerName=Bob');

    await act(() => router.navigate(-1));
    expect(location()).toBe('/admin/orders?customerName=Ann');
    expect(input('Customer Name').value).toBe('Ann');

    await act(() => router.navigate(1));
    expect(input('Customer Name').value).toBe('Bob');
  });

  it('locks a coordinator to their group code, with the note, and searches by seller name', async () => {
    const user = userEvent.setup();
    renderFilters('/coordinator/orders?groupCode=OTHER&studentName=Sam', 'BAND24');

    const groupCode = input('Group Code');
    expect(groupCode.value).toBe('BAND24');
    expect(groupCode.disabled).toBe(true);
    const note = screen.getByText(ORDER_MESSAGES.coordinatorFilterNote);
    expect(groupCode.getAttribute('aria-describedby')).toBe(note.id);
    expect(input('Seller Name').value).toBe('Sam');

    await user.click(box('Processing'));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    // The group code is never the coordinator's to choose: it leaves the URL.
    expect(location()).toBe('/coordinator/orders?statuses=processing&studentName=Sam');
  });

  it("offers a coordinator the group's classes or teams, and writes the chosen one to the URL", async () => {
    const user = userEvent.setup();
    renderFilters(`/coordinator/orders?teamId=${ROOM_2_ID}`, 'BAND24', TEAMS);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Class / team' });
    expect([...select.options].map((option) => [option.value, option.textContent])).toEqual([
      ['', 'All classes / teams'],
      [ROOM_2_ID, 'Room 2'],
      [ROOM_12_ID, 'Room 12'],
    ]);
    expect(select.value).toBe(ROOM_2_ID);
    await user.selectOptions(select, 'Room 12');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(location()).toBe(`/coordinator/orders?teamId=${ROOM_12_ID}`);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(location()).toBe('/coordinator/orders');
  });

  it('offers no team choice without teams, nor to administrators (who list every group)', () => {
    renderFilters('/coordinator/orders', 'BAND24', []);
    expect(screen.queryByRole('combobox', { name: 'Class / team' })).toBeNull();
    cleanup();
    renderFilters(`/admin/orders?teamId=${ROOM_2_ID}`, undefined, TEAMS);
    expect(screen.queryByRole('combobox', { name: 'Class / team' })).toBeNull();
  });
});
