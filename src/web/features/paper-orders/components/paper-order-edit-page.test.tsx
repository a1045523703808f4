// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import type { TPaperOrder } from '../../../../shared/api/paper-orders.js';
import { PAPER_ORDER_FIELD_MESSAGES } from '../../../../shared/texts/paper-orders.js';
import { isolateScreenTests, jsonResponse, mockFetch, renderRoutes, sentBody } from '../../../test/helpers';
import { CANDLE, COOKIE_DOUGH, WREATH_HIDDEN, paperOrder } from '../../../test/paper-order-fixtures';
import { CoordinatorPaperOrderEditPage } from '../../coordinator-area/components/campaign-results-pages';
import { PAPER_ORDER_TEXTS } from '../texts';

const T = PAPER_ORDER_TEXTS.edit;
const E = PAPER_ORDER_TEXTS.entry;
const ORDER_URL = '/api/groups/g1/paper-orders/po1';

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

const ADDRESS = { address1: '1 Main St', address2: '', city: 'Springfield', province: 'IL', zip: '62701' };
const ORDER = paperOrder({
  formNumber: 'F-9',
  sellerId: 's-ava',
  address: ADDRESS,
  items: [
    { productId: 'p-dough', productName: 'Cookie Dough', price: 12.5, quantity: 2 },
    { productId: 'p-wreath', productName: 'Wreath', price: 30, quantity: 1 },
  ],
  productTotal: 55,
  total: 55,
  payment: { method: 'check', amount: 50, checkNumber: '1042' },
});

function api(order: TPaperOrder = ORDER) {
  let current = order;
  return mockFetch((url, init) => {
    if (url === ORDER_URL && init?.method === 'PUT') {
      const body = sentBody(init) as { reason: string; buyerName: string };
      current = {
        ...current,
        buyerName: body.buyerName,
        changes: [
          ...current.changes,
          {
            action: 'edited',
            changedByName: 'Casey Coach',
            changedAt: '2026-11-21T09:00:00.000Z',
            reason: body.reason,
            changes: [{ field: 'buyerName', from: 'Ann Buyer', to: body.buyerName }],
          },
        ],
      };
      return jsonResponse(200, { success: true, data: current });
    }
    if (url === `${ORDER_URL}/void` && init?.method === 'POST') {
      const { reason } = sentBody(init) as { reason: string };
      current = {
        ...current,
        voidedAt: '2026-11-22T10:00:00.000Z',
        status: 'cancelled',
        changes: [
          ...current.changes,
          {
            action: 'voided',
            changedByName: 'Casey Coach',
            changedAt: '2026-11-22T10:00:00.000Z',
            reason,
            changes: [],
          },
        ],
      };
      return jsonResponse(200, { success: true, data: current });
    }
    if (url === ORDER_URL) return jsonResponse(200, { success: true, data: current });
    if (url === '/api/groups/g1/campaigns/k1/products') {
      return jsonResponse(200, { success: true, data: [COOKIE_DOUGH, CANDLE, WREATH_HIDDEN] });
    }
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
}

const renderEdit = () =>
  renderRoutes(
    '/coordinator/paper-orders/po1/edit',
    <Route path="/coordinator/paper-orders/:orderId/edit" element={<CoordinatorPaperOrderEditPage />} />,
  );

const field = (label: string | RegExp) => screen.getByLabelText<HTMLInputElement>(label);
const historyRows = () =>
  within(screen.getByRole('region', { name: T.history }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent),
    );

describe('editing and voiding a paper order', () => {
  isolateScreenTests();

  it('shows the order in its form, with the hidden product it has, and saves a change with its reason', async () => {
    signInCoordinator();
    const fetchMock = api();
    const user = userEvent.setup();
    renderEdit();

    expect(await screen.findByRole('heading', { level: 1, name: 'Paper order P-000001' })).toBeTruthy();
    const buyer = await screen.findByLabelText<HTMLInputElement>(E.buyerName);
    expect([field(E.seller).value, field(E.formNumber).value, buyer.value]).toEqual([
      'Ava Stone',
      'F-9',
      'Ann Buyer',
    ]);
    expect(field(/^Cookie Dough ·/).value).toBe('2');
    expect(field(/^Wreath ·/).value).toBe('1');
    expect(field(/^Candle ·/).value).toBe('');
    expect(field(E.paymentMethod).value).toBe('check');
    expect([field(E.amount).value, field(E.checkNumber).value]).toEqual(['50.00', '1042']);
    expect(screen.getByRole('link', { name: PAPER_ORDER_TEXTS.backToEntry }).getAttribute('href')).toBe(
      '/coordinator/campaigns/k1/paper-orders',
    );
    expect(historyRows()).toEqual([['Casey Coach', 'Entered', '—', '—']]);

    await user.clear(buyer);
    await user.type(buyer, 'Ann Byer{Enter}');
    expect(screen.getByText(PAPER_ORDER_FIELD_MESSAGES.reasonRequired)).toBeTruthy();
    expect(document.activeElement).toBe(field(T.reason));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.type(field(T.reason), 'Misspelt name{Enter}');
    expect(await screen.findByText(T.saved)).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(sentBody(put[1])).toEqual({
      sellerName: 'Ava Stone',
      formNumber: 'F-9',
      buyerName: 'Ann Byer',
      buyerPhone: '555-0101',
      buyerEmail: '',
      items: [
        { productId: 'p-dough', quantity: 2 },
        { productId: 'p-wreath', quantity: 1 },
      ],
      payment: { method: 'check', amount: '50.00', checkNumber: '1042' },
      // Kept as they are: the form shows neither the seller record nor the address.
      sellerId: 's-ava',
      address: ADDRESS,
      reason: 'Misspelt name',
    });
    await waitFor(() =>
      expect(historyRows()[1]).toEqual([
        'Casey Coach',
        'Edited',
        'Misspelt name',
        'Buyer: Ann Buyer → Ann Byer',
      ]),
    );
    expect(field(T.reason).value).toBe('');
    expect(field(E.buyerName).value).toBe('Ann Byer');
  });

  it('voids with a reason; a voided order says so and can no longer be changed', async () => {
    signInCoordinator();
    const fetchMock = api();
    const user = userEvent.setup();
    renderEdit();

    await user.click(await screen.findByRole('button', { name: T.void }));
    const dialog = screen.getByRole('alertdialog', { name: T.voidTitle });
    expect(within(dialog).getByText(T.voidMessage('P-000001'))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: T.voidConfirm }));
    expect(within(dialog).getByText(PAPER_ORDER_FIELD_MESSAGES.reasonRequired)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === `${ORDER_URL}/void`)).toBe(false);

    await user.type(within(dialog).getByLabelText(T.voidReason), 'Entered twice{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const call = fetchMock.mock.calls.find(([url]) => url === `${ORDER_URL}/void`)!;
    expect(sentBody(call[1])).toEqual({ reason: 'Entered twice' });

    expect(await screen.findByText(PAPER_ORDER_TEXTS.voided, { selector: 'strong' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: E.formLabel })).toBeNull();
    expect(screen.queryByRole('button', { name: T.void })).toBeNull();
    expect(screen.getByText(PAPER_ORDER_TEXTS.items(ORDER.items))).toBeTruthy();
    expect(historyRows().at(-1)).toEqual(['Casey Coach', 'Voided', 'Entered twice', '—']);
  });

  it("shows the form's donation to correct; cleared, it is no longer sent", async () => {
    signInCoordinator();
    const fetchMock = api(
      paperOrder({
        items: [{ productId: 'p-dough', productName: 'Cookie Dough', price: 12.5, quantity: 2 }],
        productTotal: 25,
        donation: 10,
        total: 35,
        payment: { method: 'cash', amount: 35, checkNumber: '' },
      }),
    );
    const user = userEvent.setup();
    renderEdit();

    const donation = await screen.findByLabelText<HTMLInputElement>(/^Donation/);
    expect(donation.value).toBe('10.00');
    expect(document.querySelector('.form-total-bar__amount')?.textContent).toBe('$35.00');
    // Paid in full: the amount is left to the total, donation included.
    expect(field(E.amount).value).toBe('');
    expect(field(E.amount).placeholder).toBe('35.00');

    await user.clear(donation);
    expect(document.querySelector('.form-total-bar__amount')?.textContent).toBe('$25.00');
    await user.type(field(T.reason), 'No donation after all{Enter}');
    expect(await screen.findByText(T.saved)).toBeTruthy();
    const body = sentBody(fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')![1]);
    expect(body).not.toHaveProperty('donation');
    expect(body).toMatchObject({
      items: [{ productId: 'p-dough', quantity: 2 }],
      reason: 'No donation after all',
    });
  });

  it('a voided order shows its donation', async () => {
    signInCoordinator();
    api(paperOrder({ donation: 15, total: 40, voidedAt: '2026-11-22T10:00:00.000Z', status: 'cancelled' }));
    renderEdit();

    const donation = await screen.findByText(T.donation, { selector: 'dt' });
    expect(donation.nextElementSibling?.textContent).toBe('$15.00');
    expect(screen.getByText(T.total, { selector: 'dt' }).nextElementSibling?.textContent).toBe('$40.00');
  });
});
