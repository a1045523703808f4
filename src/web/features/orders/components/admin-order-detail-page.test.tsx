// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { ORDER_API_MESSAGES } from '../../../../shared/texts/orders.js';
import { ORDER_MESSAGES } from '../texts';
import { ORDER_STATUS_CONFIRMATION_MS } from '../timings';
import type { TOrder } from '../../../../shared/api/orders.js';
import { jsonResponse, mockFetch, renderRoutes, sentBody, isolateScreenTests } from '../../../test/helpers';
import { orderDetail } from '../../../test/order-fixtures';
import { AdminOrderDetailWithPaperEditPage } from '../../../app/areas/admin-order-detail-with-paper-edit';

const renderDetail = () =>
  renderRoutes(
    '/admin/orders/o1',
    <Route path="/admin/orders/:id" element={<AdminOrderDetailWithPaperEditPage />} />,
  );

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Answers GET with `order` and PUT with `onPut`'s reply (the order with the new status by default). */
function serve(order: TOrder, onPut?: (status: string) => Response) {
  let current = order;
  return mockFetch((_url, init) => {
    if (init?.method === 'PUT') {
      const { status } = sentBody(init) as { status: TOrder['status'] };
      if (onPut) return onPut(status);
      current = { ...current, status };
      return jsonResponse(200, { success: true, data: current });
    }
    return jsonResponse(200, { success: true, data: current });
  });
}

describe('admin order detail', () => {
  isolateScreenTests({ fakeTimers: true });

  it('shows the order: group, buyer, items with line totals, shipping, totals and history', async () => {
    serve(orderDetail());
    renderDetail();

    expect(await screen.findByText('#1001')).toBeTruthy();
    expect(screen.getByText('BAND24 — Lincoln Band')).toBeTruthy();
    expect(screen.getByText('Spring Sale')).toBeTruthy();
    expect(screen.getByText('Ann Buyer')).toBeTruthy();
    expect(screen.getByText('ann@example.org')).toBeTruthy();

    const items = screen.getByRole('region', { name: 'Items' });
    const cookie = within(items).getByText('Cookie Dough').closest('tr')!;
    expect(within(cookie).getByText('$25.00')).toBeTruthy();
    expect(screen.getByText('Product Total').nextSibling?.textContent).toBe('$36.50');
    expect(screen.getByText('Shipping', { selector: 'dt' }).nextSibling?.textContent).toBe('$6.00');
    expect(screen.getByText('Total').nextSibling?.textContent).toBe('$42.50');

    expect(screen.getByText('Standard')).toBeTruthy();
    expect(screen.getByText('Springfield, IL 62701')).toBeTruthy();
    expect(screen.getByText('Apt 2')).toBeTruthy();

    const history = screen.getByRole('region', { name: 'Status History' });
    expect(within(history).getByText('Store')).toBeTruthy();
    expect(screen.queryByText('Unattributed')).toBeNull();
    expect(screen.queryByText('Unverified attribution')).toBeNull();
    // No donation: no donation line and no receipt.
    expect(screen.queryByText('Donation')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Print donation receipt' })).toBeNull();
  });

  it('shows the donation under the items, apart from the products, and links its printable receipt', async () => {
    serve(
      orderDetail({
        totalProductAmount: 36.5,
        donationAmount: 25,
        totalAmount: 67.5,
        donationReceiptUrl: '/r/eyJvIjoibzEifQ.c2ln',
      }),
    );
    renderDetail();

    expect(await screen.findByText('#1001')).toBeTruthy();
    const donation = screen.getByText('Donation', { selector: 'dt' });
    expect(donation.nextElementSibling?.textContent).toBe('$25.00');
    // Between the product total and the shipping, and in the total.
    expect(donation.previousElementSibling?.textContent).toBe('$36.50');
    expect(donation.nextElementSibling?.nextElementSibling?.textContent).toBe('Shipping');
    expect(screen.getByText('Total', { selector: 'dt' }).nextElementSibling?.textContent).toBe('$67.50');

    const receipt = screen.getByRole('link', { name: 'Print donation receipt' });
    expect(receipt.getAttribute('href')).toBe('/r/eyJvIjoibzEifQ.c2ln');
    expect(receipt.getAttribute('target')).toBe('_blank');
    expect(receipt.getAttribute('rel')).toBe('noopener');
    expect(document.getElementById(receipt.getAttribute('aria-describedby')!)?.textContent).toBe(
      'opens in a new tab',
    );
  });

  it('says a gift with nothing bought is a donation, where the products would be', async () => {
    serve(
      orderDetail({
        items: [],
        totalProductAmount: 0,
        donationAmount: 25,
        totalAmount: 25,
        donationReceiptUrl: '/r/token',
      }),
    );
    renderDetail();

    expect(await screen.findByText('No products: this order is a donation.')).toBeTruthy();
    expect(screen.queryByText('No items.')).toBeNull();
    expect(screen.getByText('Donation', { selector: 'dt' }).nextElementSibling?.textContent).toBe('$25.00');
  });

  it('shows a donation without a receipt link while the order has none', async () => {
    serve(orderDetail({ donationAmount: 10, totalAmount: 52.5, donationReceiptUrl: null }));
    renderDetail();

    expect(await screen.findByText('#1001')).toBeTruthy();
    expect(screen.getByText('Donation', { selector: 'dt' }).nextElementSibling?.textContent).toBe('$10.00');
    expect(screen.queryByRole('link', { name: 'Print donation receipt' })).toBeNull();
  });

  it('marks unattributed and unverified orders', async () => {
    serve(orderDetail({ isAttributed: false, attributionVerified: false, groupCode: '', groupName: '' }));
    const { unmount } = renderDetail();
    expect(await screen.findByText('Unattributed')).toBeTruthy();
    expect(screen.queryByText('Unverified attribution')).toBeNull();
    unmount();

    serve(orderDetail({ attributionVerified: false }));
    renderDetail();
    expect((await screen.findAllByText('Unverified attribution')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Unattributed')).toBeNull();
  });

  it('marks a demo order as such, and a store test order as a test', async () => {
    serve(orderDetail({ isTest: true, isDemo: true }));
    const { unmount } = renderDetail();
    expect(await screen.findByText('Demo')).toBeTruthy();
    expect(
      screen.getByText(
        'Placed in the built-in demo store: it counts in no total, report or coordinator view.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Test')).toBeNull();
    unmount();

    serve(orderDetail({ isTest: true }));
    renderDetail();
    expect(await screen.findByText('Test')).toBeTruthy();
    expect(screen.queryByText('Demo')).toBeNull();
  });

  it('names the administrator who changed the status', async () => {
    serve(
      orderDetail({
        status: 'processing',
        statusHistory: [
          {
            fromStatus: 'open',
            toStatus: 'processing',
            changedBy: 'admin',
            changedByName: 'Ada Admin',
            changedAt: '2026-11-21T09:00:00.000Z',
          },
        ],
      }),
    );
    renderDetail();
    const history = await screen.findByRole('region', { name: 'Status History' });
    const row = within(history).getAllByRole('row')[1]!;
    expect(within(row).getByText('Open')).toBeTruthy();
    expect(within(row).getByText('Processing')).toBeTruthy();
    expect(within(row).getByText('Ada Admin')).toBeTruthy();
  });

  it('disables the current status; a change is confirmed for 3 seconds', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const fetchMock = serve(orderDetail());
    renderDetail();

    await screen.findByText('#1001');
    expect(button('Open').disabled).toBe(true);
    expect(button('Processing').disabled).toBe(false);
    expect(button('Shipped').disabled).toBe(false);

    await user.click(button('Shipped'));
    const message = ORDER_MESSAGES.statusUpdated('shipped');
    expect((await screen.findByText(message)).getAttribute('role')).toBe('status');
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(put[0]).toBe('/api/admin/orders/o1');
    expect(sentBody(put[1])).toEqual({ status: 'shipped' });
    expect(button('Shipped').disabled).toBe(true);
    expect(button('Open').disabled).toBe(false);

    await advance(ORDER_STATUS_CONFIRMATION_MS - 100);
    expect(screen.queryByText(message)).not.toBeNull();
    await advance(100);
    expect(screen.queryByText(message)).toBeNull();
  });

  it('shows the server message when the change fails, else the default', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    serve(orderDetail(), () => jsonResponse(409, { success: false, message: 'Not now' }));
    const { unmount } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Processing' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Not now');
    expect(button('Open').disabled).toBe(true);
    unmount();

    serve(orderDetail(), () => new Response('', { status: 502 }));
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Processing' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ORDER_MESSAGES.statusUpdateFailed);
  });

  it('disables every status button of a cancelled order', async () => {
    serve(orderDetail({ status: 'cancelled' }));
    renderDetail();
    await screen.findByText('#1001');
    for (const name of ['Open', 'Processing', 'Shipped']) expect(button(name).disabled).toBe(true);
    expect(screen.getAllByText('Cancelled')[0]!.className).toContain('badge--danger');
  });

  it('says when the order does not exist, and shows load failures', async () => {
    mockFetch(() => jsonResponse(404, { success: false, message: ORDER_API_MESSAGES.orderNotFound }));
    const { unmount } = renderDetail();
    expect(await screen.findByText(ORDER_API_MESSAGES.orderNotFound)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open' })).toBeNull();
    unmount();

    mockFetch(() => new Response('', { status: 500 }));
    renderDetail();
    expect((await screen.findByRole('alert')).textContent).toBe(ORDER_MESSAGES.loadFailed.orderDetails);
  });
});
