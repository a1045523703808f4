// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { jsonResponse, mockFetch, renderRoutes, isolateScreenTests } from '../../../test/helpers';
import { listReply, orderDetail, orderRow } from '../../../test/order-fixtures';
import { CoordinatorOrderDetailPage } from '../../coordinator-area/components/order-detail-page';
import { CoordinatorOrdersPage } from '../../coordinator-area/components/orders-page';
import { ORDER_TEXTS } from '../texts';
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
  orderRow({ _id: 'o1', shopifyOrderNumber: 'P-000007', shopifyOrderId: '', source: 'paper' }),
  orderRow({ _id: 'o2', shopifyOrderNumber: '#1002' }),
]);

const numberCell = (orderNumber: string) => {
  const row = screen.getByText(orderNumber).closest('tr')!;
  return within(row).getAllByRole('cell')[0]!;
};

const detailLine = (label: string) =>
  screen.queryByText(label, { selector: 'dt' })?.nextElementSibling as HTMLElement | null | undefined;

const PAPER_DETAIL = orderDetail({
  _id: 'p7',
  shopifyOrderNumber: 'P-000007',
  shopifyOrderId: '',
  source: 'paper',
  buyerPhone: '555-0142',
  groupId: 'g1',
});

describe('paper orders on the order screens', () => {
  isolateScreenTests();

  it('the list marks paper orders next to their number, with the full meaning for screen readers', async () => {
    mockFetch(() => jsonResponse(200, LIST));
    renderRoutes('/admin/orders', <Route path="/admin/orders" element={<AdminOrdersPage />} />);

    expect(await screen.findByText('P-000007')).toBeTruthy();
    expect(numberCell('P-000007').textContent).toBe(`P-000007Paper${ORDER_TEXTS.list.paperBadgeLabel}`);
    expect(within(numberCell('P-000007')).getByTitle(ORDER_TEXTS.list.paperBadgeLabel).className).toContain(
      'badge',
    );
    expect(numberCell('#1002').textContent).toBe('#1002');
  });

  it('the Source filter asks the list for paper orders only, and back to all', async () => {
    signInCoordinator();
    const fetchMock = mockFetch(() => jsonResponse(200, LIST));
    const user = userEvent.setup();
    renderRoutes(
      '/coordinator/orders',
      <Route path="/coordinator/orders" element={<CoordinatorOrdersPage />} />,
    );
    await screen.findByText('P-000007');
    const source = screen.getByRole<HTMLSelectElement>('combobox', { name: ORDER_TEXTS.filters.source });
    expect([...source.options].map((option) => option.text)).toEqual(['All', 'Store', 'Paper']);
    expect(fetchMock.mock.calls.at(-1)![0]).not.toContain('source=');

    await user.selectOptions(source, 'Paper');
    await user.click(screen.getByRole('button', { name: ORDER_TEXTS.filters.apply }));
    await screen.findByText('P-000007');
    expect(fetchMock.mock.calls.at(-1)![0]).toContain('source=paper');

    await user.selectOptions(screen.getByRole('combobox', { name: ORDER_TEXTS.filters.source }), 'All');
    await user.click(screen.getByRole('button', { name: ORDER_TEXTS.filters.apply }));
    await screen.findByText('P-000007');
    expect(fetchMock.mock.calls.at(-1)![0]).not.toContain('source=');
  });

  it('the detail says "Paper order" with the phone, and links to the paper order to correct it', async () => {
    mockFetch(() => jsonResponse(200, { success: true, data: PAPER_DETAIL }));
    renderRoutes(
      '/admin/orders/p7',
      <Route path="/admin/orders/:id" element={<AdminOrderDetailWithPaperEditPage />} />,
    );

    expect(await screen.findByText('BAND24 — Lincoln Band')).toBeTruthy();
    expect(detailLine(ORDER_TEXTS.detail.source)?.textContent).toBe(
      `${ORDER_TEXTS.detail.paperOrder}${ORDER_TEXTS.detail.editPaperOrder}`,
    );
    expect(detailLine(ORDER_TEXTS.detail.phone)?.textContent).toBe('555-0142');
    expect(screen.getByRole('link', { name: ORDER_TEXTS.detail.editPaperOrder }).getAttribute('href')).toBe(
      '/admin/groups/g1/paper-orders/p7/edit',
    );
    // A paper order came through no hand-off to the store.
    expect(detailLine('Came through')).toBeUndefined();
  });

  it("the coordinator's detail links to the coordinator's paper order screen; a store order has no such line", async () => {
    signInCoordinator();
    mockFetch(() => jsonResponse(200, { success: true, data: PAPER_DETAIL }));
    const paper = renderRoutes(
      '/coordinator/orders/p7',
      <Route path="/coordinator/orders/:id" element={<CoordinatorOrderDetailPage />} />,
    );
    expect(await screen.findByText('Sam Seller')).toBeTruthy();
    expect(screen.getByRole('link', { name: ORDER_TEXTS.detail.editPaperOrder }).getAttribute('href')).toBe(
      '/coordinator/paper-orders/p7/edit',
    );
    paper.unmount();

    mockFetch(() => jsonResponse(200, { success: true, data: orderDetail() }));
    renderRoutes(
      '/coordinator/orders/o1',
      <Route path="/coordinator/orders/:id" element={<CoordinatorOrderDetailPage />} />,
    );
    expect(await screen.findByText('Sam Seller')).toBeTruthy();
    expect(detailLine(ORDER_TEXTS.detail.source)).toBeUndefined();
    expect(detailLine(ORDER_TEXTS.detail.phone)).toBeUndefined();
  });
});
