// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import type { TSupplierOrder } from '../../../../shared/api/paper-orders.js';
import { isolateScreenTests, jsonResponse, mockFetch, renderRoutes } from '../../../test/helpers';
import { campaignFixture } from '../../../test/paper-order-fixtures';
import { PAPER_ORDER_TEXTS } from '../texts';
import { AdminSupplierOrderPage } from './supplier-order-page';

const T = PAPER_ORDER_TEXTS.supplier;
const BASE = '/api/groups/g1/campaigns/k1';

const SUPPLIER_ORDER: TSupplierOrder = {
  campaign: { _id: 'k1', name: 'Cookie Week' },
  group: { _id: 'g1', code: 'BAND24', name: 'Lincoln Band' },
  products: [
    { productId: 'p-dough', name: 'Cookie Dough', sku: 'CD-1', price: 12.5, quantity: 40, amount: 500 },
    { productId: 'p-candle', name: 'Candle', sku: '', price: 15, quantity: 0, amount: 0 },
  ],
  paperOrderCount: 17,
  totalQuantity: 40,
  totalAmount: 500,
};

const renderSupplierOrder = () =>
  renderRoutes(
    '/admin/groups/g1/campaigns/k1/supplier-order',
    <Route
      path="/admin/groups/:groupId/campaigns/:campaignId/supplier-order"
      element={<AdminSupplierOrderPage />}
    />,
  );

describe('supplier order', () => {
  isolateScreenTests();

  it('lists every product with its quantity and amount, the totals last, and prints', async () => {
    mockFetch((url) =>
      url === `${BASE}/supplier-order`
        ? jsonResponse(200, { success: true, data: SUPPLIER_ORDER })
        : jsonResponse(200, { success: true, data: campaignFixture() }),
    );
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const user = userEvent.setup();
    renderSupplierOrder();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cookie Week — supplier order' }),
    ).toBeTruthy();
    const table = await screen.findByRole('region', { name: T.tableLabel });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'ProductSKUPriceQuantityAmount',
      'Cookie DoughCD-1$12.5040$500.00',
      'Candle$15.000$0.00',
      'Total40$500.00',
    ]);
    expect(screen.getByText(T.intro(17))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: T.print }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('sends to the products screen when the campaign has none', async () => {
    mockFetch((url) =>
      url === `${BASE}/supplier-order`
        ? jsonResponse(200, {
            success: true,
            data: { ...SUPPLIER_ORDER, products: [], totalQuantity: 0, totalAmount: 0 },
          })
        : jsonResponse(200, { success: true, data: campaignFixture() }),
    );
    renderSupplierOrder();
    expect(await screen.findByText(T.empty)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: PAPER_ORDER_TEXTS.entry.setUpProducts }).getAttribute('href'),
    ).toBe('/admin/groups/g1/campaigns/k1/products');
  });
});
