// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, useLocation } from 'react-router';
import { ORDER_MESSAGES } from '../texts';
import { clearStorages, jsonResponse, mockFetch, renderRoutes } from '../../../test/helpers';
import { listReply, orderRow } from '../../../test/order-fixtures';
import { AdminOrdersPage } from './admin-orders-page';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

const renderAt = (path: string) =>
  renderRoutes(
    path,
    <Route
      path="/admin/orders"
      element={
        <>
          <AdminOrdersPage />
          <LocationProbe />
        </>
      }
    />,
  );

const listCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/admin/orders?'));

describe('admin orders list', () => {
  beforeEach(() => clearStorages());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists the orders of the page and filters in the URL, with pages and a link to each', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse(
        200,
        listReply([orderRow(), orderRow({ _id: 'o2', isAttributed: false, groupCode: '' })], 2, 3, 42),
      ),
    );
    renderAt('/admin/orders?page=2&statuses=open&groupCode=BAND24');

    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows).toHaveLength(2);
    const first = rows[0]!;
    expect(within(first).getByText('#1001')).toBeTruthy();
    expect(within(first).getByText('Sam Seller')).toBeTruthy();
    expect(within(first).getByText('Ann Buyer')).toBeTruthy();
    expect(within(first).getByText('ann@example.org')).toBeTruthy();
    expect(within(first).getByText('$42.50')).toBeTruthy();
    expect(within(first).getByText('Open').className).toContain('badge--info');
    expect(within(first).getAllByRole('link', { name: 'View order #1001' })[0]!.getAttribute('href')).toBe(
      '/admin/orders/o1',
    );
    expect(within(rows[1]!).getByText('Unattributed')).toBeTruthy();
    expect(screen.getByText('Showing 21–22 of 42 orders')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();

    expect(listCalls(fetchMock)[0]).toBe('/api/admin/orders?page=2&limit=20&statuses=open&groupCode=BAND24');
  });

  it('badges demo orders "Demo" and store test orders "Test"', async () => {
    mockFetch(() =>
      jsonResponse(
        200,
        listReply(
          [
            orderRow({ _id: 'o1', shopifyOrderNumber: '#1001', isTest: true, isDemo: true }),
            orderRow({ _id: 'o2', shopifyOrderNumber: '#1002', isTest: true }),
            orderRow({ _id: 'o3', shopifyOrderNumber: '#1003' }),
          ],
          1,
          1,
          3,
        ),
      ),
    );
    renderAt('/admin/orders');
    const [demo, test, plain] = (await screen.findAllByRole('row')).slice(1);
    expect(within(demo!).getByText('Demo').className).toContain('badge');
    expect(within(demo!).queryByText('Test')).toBeNull();
    expect(within(test!).getByText('Test')).toBeTruthy();
    expect(within(test!).queryByText('Demo')).toBeNull();
    expect(within(plain!).queryByText('Demo')).toBeNull();
  });

  it('says "No orders found." without filters and "No orders match…" with them', async () => {
    mockFetch(() => jsonResponse(200, listReply([], 1, 0, 0)));
    const { unmount } = renderAt('/admin/orders');
    expect(await screen.findByText(ORDER_MESSAGES.empty.noOrders)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    unmount();

    renderAt('/admin/orders?customerName=nobody');
    expect(await screen.findByText(ORDER_MESSAGES.empty.noMatchingOrders)).toBeTruthy();
  });

  it('goes to the last page when the page asked for is past the end', async () => {
    const fetchMock = mockFetch((url) =>
      url.includes('page=9')
        ? jsonResponse(200, listReply([], 9, 3, 45))
        : jsonResponse(200, listReply([orderRow()], 3, 3, 45)),
    );
    renderAt('/admin/orders?page=9&statuses=open');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/admin/orders?page=3&statuses=open'),
    );
    expect(await screen.findByText('#1001')).toBeTruthy();
    expect(listCalls(fetchMock)).toContain('/api/admin/orders?page=3&limit=20&statuses=open');
  });

  it('shows the server message when the list fails, else the default', async () => {
    mockFetch(() => jsonResponse(400, { success: false, message: 'endDate cannot be before startDate' }));
    const { unmount } = renderAt('/admin/orders?startDate=2026-11-22&endDate=2026-11-01');
    expect((await screen.findByRole('alert')).textContent).toBe('endDate cannot be before startDate');
    unmount();

    mockFetch(() => new Response('', { status: 500 }));
    renderAt('/admin/orders');
    expect((await screen.findByRole('alert')).textContent).toBe(ORDER_MESSAGES.loadFailed.orders);
  });

  it('applying filters reloads page 1 of the filtered list', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => jsonResponse(200, listReply([orderRow()], 1, 5, 100)));
    renderAt('/admin/orders?page=4');
    await screen.findByText('#1001');

    await user.click(screen.getByRole('checkbox', { name: 'Shipped' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByTestId('location').textContent).toBe('/admin/orders?statuses=shipped');
    await waitFor(() =>
      expect(listCalls(fetchMock)).toContain('/api/admin/orders?page=1&limit=20&statuses=shipped'),
    );
  });
});

describe('admin orders export', () => {
  let clicked: { href: string; download: string }[];
  beforeEach(() => {
    clearStorages();
    window.localStorage.setItem('token', 'tok-9');
    clicked = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    URL.createObjectURL = vi.fn(() => 'blob:orders');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('downloads the filtered orders under the name the server gives, busy meanwhile', async () => {
    const user = userEvent.setup();
    let finish: (response: Response) => void = () => {};
    const fetchMock = mockFetch((url) =>
      url.includes('/export')
        ? new Promise<Response>((resolve) => (finish = resolve))
        : jsonResponse(200, listReply([orderRow()])),
    );
    renderAt('/admin/orders?statuses=open,shipped&page=2');
    await screen.findByText('#1001');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const busy = screen.getByRole<HTMLButtonElement>('button', { name: 'Exporting...' });
    expect(busy.disabled).toBe(true);

    const exportCall = fetchMock.mock.calls.find(([url]) => String(url).includes('/export'))!;
    expect(exportCall[0]).toBe('/api/admin/orders/export?statuses=open%2Cshipped');
    expect((exportCall[1]?.headers as Record<string, string>).Authorization).toBe('Bearer tok-9');

    finish(
      new Response('\uFEFFOrder Number\n', {
        headers: { 'Content-Disposition': 'attachment; filename="orders_all_2026-11-22.csv"' },
      }),
    );
    await screen.findByRole('button', { name: 'Export CSV' });
    expect(clicked).toEqual([{ href: 'blob:orders', download: 'orders_all_2026-11-22.csv' }]);
  });

  it('names the file orders_export.csv when the server gives no name', async () => {
    const user = userEvent.setup();
    mockFetch((url) =>
      url.includes('/export') ? new Response('a\n') : jsonResponse(200, listReply([orderRow()])),
    );
    renderAt('/admin/orders');
    await screen.findByText('#1001');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe(ORDER_MESSAGES.exportDefaultFileName);
  });

  it('alerts when the export fails', async () => {
    const user = userEvent.setup();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    mockFetch((url) =>
      url.includes('/export')
        ? new Response('', { status: 500 })
        : jsonResponse(200, listReply([orderRow()])),
    );
    renderAt('/admin/orders');
    await screen.findByText('#1001');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(ORDER_MESSAGES.exportFailed));
    expect(clicked).toHaveLength(0);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Export CSV' }).disabled).toBe(false);
  });
});
