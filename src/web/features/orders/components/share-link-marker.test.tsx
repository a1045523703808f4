// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { jsonResponse, mockFetch, renderRoutes, isolateScreenTests } from '../../../test/helpers';
import { listReply, orderDetail, orderRow } from '../../../test/order-fixtures';
import { CoordinatorOrderDetailPage } from '../../coordinator-area/components/order-detail-page';
import { CoordinatorOrdersPage } from '../../coordinator-area/components/orders-page';
import { AdminOrderDetailWithPaperEditPage } from '../../../app/areas/admin-order-detail-with-paper-edit';
import { AdminOrdersPage } from './admin-orders-page';

function signInCoordinator() {
  window.localStorage.setItem('token', 'tok-c');
  window.localStorage.setItem('role', 'coordinator');
  window.localStorage.setItem(
    'user',
    JSON.stringify({
      _id: 'u1',
      name: 'Casey Coach',
      group: { _id: 'g1', code: 'BAND24', name: 'Lincoln Band' },
    }),
  );
}

const LIST = listReply([
  orderRow({ _id: 'o1', shopifyOrderNumber: '#1001', viaShareLink: true }),
  orderRow({ _id: 'o2', shopifyOrderNumber: '#1002', studentName: 'Sue Seller' }),
]);

const sellerCell = (orderNumber: string) => {
  const row = screen.getByText(orderNumber).closest('tr')!;
  return within(row).getAllByRole('cell')[3]!;
};

const sourceLine = () => screen.queryByText('Came through', { selector: 'dt' })?.nextSibling?.textContent;

describe('orders that came through a share link', () => {
  isolateScreenTests();

  it('the admin list marks them next to the seller, with the full meaning for screen readers', async () => {
    mockFetch(() => jsonResponse(200, LIST));
    renderRoutes('/admin/orders', <Route path="/admin/orders" element={<AdminOrdersPage />} />);

    expect(await screen.findByText('#1001')).toBeTruthy();
    const marked = sellerCell('#1001');
    expect(marked.textContent).toBe('Sam SellerShare linkCame through the seller’s share link');
    const badge = within(marked).getByTitle('Came through the seller’s share link');
    expect(badge.className).toContain('badge');
    expect(sellerCell('#1002').textContent).toBe('Sue Seller');
  });

  it("the coordinator's list marks them too", async () => {
    signInCoordinator();
    mockFetch(() => jsonResponse(200, LIST));
    renderRoutes(
      '/coordinator/orders',
      <Route path="/coordinator/orders" element={<CoordinatorOrdersPage />} />,
    );

    expect(await screen.findByText('#1001')).toBeTruthy();
    expect(within(sellerCell('#1001')).getByText('Share link')).toBeTruthy();
    expect(within(sellerCell('#1002')).queryByText('Share link')).toBeNull();
  });

  it('the detail says whether the order came through the share link or the seller’s own visit', async () => {
    mockFetch(() => jsonResponse(200, { success: true, data: orderDetail({ viaShareLink: true }) }));
    const shared = renderRoutes(
      '/admin/orders/o1',
      <Route path="/admin/orders/:id" element={<AdminOrderDetailWithPaperEditPage />} />,
    );
    expect(await screen.findByText('BAND24 — Lincoln Band')).toBeTruthy();
    expect(sourceLine()).toBe('The seller’s share link');
    shared.unmount();

    mockFetch(() => jsonResponse(200, { success: true, data: orderDetail() }));
    const own = renderRoutes(
      '/admin/orders/o1',
      <Route path="/admin/orders/:id" element={<AdminOrderDetailWithPaperEditPage />} />,
    );
    expect(await screen.findByText('BAND24 — Lincoln Band')).toBeTruthy();
    expect(sourceLine()).toBe('The seller’s own visit to the shop');
    own.unmount();

    // An order without the portal's attributes, or credited by hand, came through no hand-off: no line.
    mockFetch(() =>
      jsonResponse(200, {
        success: true,
        data: orderDetail({ isAttributed: false, groupCode: '', groupName: '', studentName: '' }),
      }),
    );
    const unattributed = renderRoutes(
      '/admin/orders/o1',
      <Route path="/admin/orders/:id" element={<AdminOrderDetailWithPaperEditPage />} />,
    );
    expect(await screen.findByText('Unattributed')).toBeTruthy();
    expect(sourceLine()).toBeUndefined();
    unattributed.unmount();

    mockFetch(() => jsonResponse(200, { success: true, data: orderDetail({ attributionRepaired: true }) }));
    renderRoutes(
      '/admin/orders/o1',
      <Route path="/admin/orders/:id" element={<AdminOrderDetailWithPaperEditPage />} />,
    );
    expect(await screen.findByText('Credited by an administrator')).toBeTruthy();
    expect(sourceLine()).toBeUndefined();
  });

  it("the coordinator's detail says so as well", async () => {
    signInCoordinator();
    mockFetch(() => jsonResponse(200, { success: true, data: orderDetail({ viaShareLink: true }) }));
    renderRoutes(
      '/coordinator/orders/o1',
      <Route path="/coordinator/orders/:id" element={<CoordinatorOrderDetailPage />} />,
    );
    expect(await screen.findByText('Sam Seller')).toBeTruthy();
    expect(sourceLine()).toBe('The seller’s share link');
  });
});
