// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import {
  PAPER_ORDER_API_MESSAGES,
  PAPER_ORDER_FIELD_MESSAGES,
} from '../../../../shared/texts/paper-orders.js';
import { isolateScreenTests, jsonResponse, mockFetch, renderRoutes, sentBody } from '../../../test/helpers';
import { CANDLE, COOKIE_DOUGH, campaignFixture } from '../../../test/paper-order-fixtures';
import { PAPER_ORDER_TEXTS } from '../texts';
import { AdminCampaignProductsPage } from './campaign-products-page';

const T = PAPER_ORDER_TEXTS.products;
const BASE = '/api/groups/g1/campaigns/k1';

function api(save?: (body: unknown) => Response) {
  return mockFetch((url, init) => {
    if (url === `${BASE}/products` && init?.method === 'PUT') {
      if (save) return save(sentBody(init));
      const { products } = sentBody(init) as { products: { name: string; price: string; sku: string }[] };
      return jsonResponse(200, {
        success: true,
        data: products.map((product, index) => ({
          _id: `saved-${index}`,
          name: product.name,
          price: Number(product.price),
          sku: product.sku,
          hidden: false,
          orderLineCount: index === 0 ? 3 : 0,
        })),
      });
    }
    if (url === `${BASE}/products`) return jsonResponse(200, { success: true, data: [COOKIE_DOUGH, CANDLE] });
    if (url === `${BASE}/products/suggestions`) {
      return jsonResponse(200, {
        success: true,
        data: {
          storeOrders: [{ name: 'cookie dough', price: 12.5, sku: '' }],
          catalogue: [
            { name: 'Candle', price: 15, sku: 'CA-2' },
            { name: 'Wreath', price: 30, sku: 'WR-1' },
          ],
        },
      });
    }
    if (url === BASE) return jsonResponse(200, { success: true, data: campaignFixture() });
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
}

const renderProducts = () =>
  renderRoutes(
    '/admin/groups/g1/campaigns/k1/products',
    <Route
      path="/admin/groups/:groupId/campaigns/:campaignId/products"
      element={<AdminCampaignProductsPage />}
    />,
  );

const value = (label: string) => screen.getByLabelText<HTMLInputElement>(label).value;
const names = () =>
  within(screen.getByRole('region', { name: T.tableLabel }))
    .getAllByRole('textbox', { name: /^Name of product/ })
    .map((input) => (input as HTMLInputElement).value);

describe('campaign products', () => {
  isolateScreenTests();

  it('lists the products with price, SKU, hidden and use; a product on orders can only be hidden', async () => {
    api();
    renderProducts();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cookie Week — products' })).toBeTruthy();
    expect(await screen.findByDisplayValue('Cookie Dough')).toBeTruthy();
    expect([value(T.nameOf(1)), value(T.priceOf(1)), value(T.skuOf(1))]).toEqual([
      'Cookie Dough',
      '12.50',
      'CD-1',
    ]);
    expect([value(T.nameOf(2)), value(T.priceOf(2))]).toEqual(['Candle', '15.00']);
    const rows = within(screen.getByRole('region', { name: T.tableLabel })).getAllByRole('row');
    expect(within(rows[1]!).getByText(T.usage(3))).toBeTruthy();
    expect(within(rows[1]!).getByText(T.inUseNote)).toBeTruthy();
    expect(within(rows[1]!).queryByRole('button', { name: T.removeOf(1) })).toBeNull();
    expect(within(rows[2]!).getByRole('button', { name: T.removeOf(2) })).toBeTruthy();
  });

  it('appends suggestions and pasted lines not listed yet, says which lines it could not read, and saves the list', async () => {
    const fetchMock = api();
    const user = userEvent.setup();
    renderProducts();
    await screen.findByDisplayValue('Cookie Dough');

    await user.click(await screen.findByRole('button', { name: T.suggestions.storeOrders(1) }));
    expect(screen.getByText(T.added(0, 1))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: T.suggestions.catalogue(2) }));
    expect(screen.getByText(T.added(1, 1))).toBeTruthy();
    expect(names()).toEqual(['Cookie Dough', 'Candle', 'Wreath']);

    await user.type(screen.getByLabelText(T.paste.label), 'name,price,sku{enter}Pie,9,PI{enter}Jam,free');
    await user.click(screen.getByRole('button', { name: T.paste.add }));
    expect(names()).toEqual(['Cookie Dough', 'Candle', 'Wreath', 'Pie']);
    expect(screen.getByText(T.paste.problem(3, 'Jam,free', T.paste.badPrice))).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: T.hiddenOf(1) }));
    await user.click(screen.getByRole('button', { name: T.removeOf(2) }));
    expect(names()).toEqual(['Cookie Dough', 'Wreath', 'Pie']);
    await user.click(screen.getByRole('button', { name: T.save }));

    expect(await screen.findByText(T.saved)).toBeTruthy();
    const put = fetchMock.mock.calls.find(
      ([url, init]) => url === `${BASE}/products` && init?.method === 'PUT',
    )!;
    expect(sentBody(put[1])).toEqual({
      products: [
        { _id: 'p-dough', name: 'Cookie Dough', price: '12.50', sku: 'CD-1', hidden: true },
        { name: 'Wreath', price: '30.00', sku: 'WR-1', hidden: false },
        { name: 'Pie', price: '9.00', sku: 'PI', hidden: false },
      ],
    });
  });

  it('shows the server’s field problems next to their fields, and the refusal to remove a product in use', async () => {
    let attempt = 0;
    api(() => {
      attempt += 1;
      return attempt === 1
        ? jsonResponse(400, {
            success: false,
            code: 'INVALID_REQUEST',
            message: PAPER_ORDER_FIELD_MESSAGES.price,
            errors: [
              { field: 'products.2.price', code: 'FIELD_INVALID', message: PAPER_ORDER_FIELD_MESSAGES.price },
            ],
          })
        : jsonResponse(409, {
            success: false,
            code: 'PRODUCT_IN_USE',
            message: PAPER_ORDER_API_MESSAGES.productInUse('Candle'),
          });
    });
    const user = userEvent.setup();
    renderProducts();
    await screen.findByDisplayValue('Cookie Dough');

    await user.click(screen.getByRole('button', { name: T.add }));
    expect(document.activeElement).toBe(screen.getByLabelText(T.nameOf(3)));
    await user.keyboard('Pie');
    await user.type(screen.getByLabelText(T.priceOf(3)), 'lots{Enter}');

    const price = screen.getByLabelText(T.priceOf(3));
    await waitFor(() => expect(price.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(price.getAttribute('aria-describedby')!)?.textContent).toBe(
      PAPER_ORDER_FIELD_MESSAGES.price,
    );
    expect(document.activeElement).toBe(price);
    expect(screen.getByRole('alert').textContent).toBe(`${PAPER_ORDER_FIELD_MESSAGES.price}${T.fixFields}`);

    await user.clear(price);
    await user.type(price, '4');
    expect(price.getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('button', { name: T.save }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      PAPER_ORDER_API_MESSAGES.productInUse('Candle'),
    );
    expect(names()).toEqual(['Cookie Dough', 'Candle', 'Pie']);
  });
});
