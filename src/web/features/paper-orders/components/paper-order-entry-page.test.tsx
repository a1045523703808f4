// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import type { TPaperOrder } from '../../../../shared/api/paper-orders.js';
import { PAPER_ORDER_FIELD_MESSAGES } from '../../../../shared/texts/paper-orders.js';
import { isolateScreenTests, jsonResponse, mockFetch, renderRoutes, sentBody } from '../../../test/helpers';
import {
  CANDLE,
  COOKIE_DOUGH,
  WREATH_HIDDEN,
  campaignFixture,
  paperOrder,
} from '../../../test/paper-order-fixtures';
import { PAPER_ORDER_TEXTS } from '../texts';
import { AdminPaperOrderEntryPage } from './paper-order-entry-page';

const T = PAPER_ORDER_TEXTS.entry;
const BASE = '/api/groups/g1/campaigns/k1';
const ORDERS_URL = `${BASE}/paper-orders`;

interface Api {
  products?: unknown[];
  /** Answers each POST of a form, in turn. */
  save?: (body: unknown, attempt: number) => Response;
}

/** The campaign, its products, the group's sellers and the latest forms (which grow with every save). */
function api({ products = [COOKIE_DOUGH, CANDLE, WREATH_HIDDEN], save }: Api = {}) {
  const saved: TPaperOrder[] = [];
  let attempts = 0;
  return mockFetch((url, init) => {
    if (url === ORDERS_URL && init?.method === 'POST') {
      attempts += 1;
      const body = sentBody(init);
      if (save) return save(body, attempts);
      const order = paperOrder({ _id: `po${attempts}`, orderNumber: `P-00000${attempts}` });
      saved.unshift(order);
      return jsonResponse(201, { success: true, data: order });
    }
    if (url === `${ORDERS_URL}?limit=10`) return jsonResponse(200, { success: true, data: saved });
    if (url === `${BASE}/products`) return jsonResponse(200, { success: true, data: products });
    if (url === BASE) return jsonResponse(200, { success: true, data: campaignFixture() });
    if (url === '/api/groups/g1/seller-names') {
      return jsonResponse(200, { success: true, data: [{ _id: 's1', name: 'Ava Stone' }] });
    }
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
}

const renderEntry = () =>
  renderRoutes(
    '/admin/groups/g1/campaigns/k1/paper-orders',
    <Route
      path="/admin/groups/:groupId/campaigns/:campaignId/paper-orders"
      element={<AdminPaperOrderEntryPage />}
    />,
  );

const field = (label: string | RegExp) => screen.getByLabelText<HTMLInputElement>(label);
const quantity = (product: string) => field(new RegExp(`^${product} ·`));
const total = () => document.querySelector('.form-total-bar__amount')?.textContent;
const postCalls = (fetchMock: ReturnType<typeof api>) =>
  fetchMock.mock.calls.filter(([url, init]) => url === ORDERS_URL && init?.method === 'POST');

describe('paper order entry', () => {
  isolateScreenTests();

  it('offers a quantity per visible product, labelled with its name and price, and keeps a running total', async () => {
    api();
    const user = userEvent.setup();
    renderEntry();

    expect(await screen.findByRole('heading', { level: 1, name: 'Cookie Week — paper orders' })).toBeTruthy();
    const legend = screen.getByRole('group', { name: T.productsLegend });
    expect(
      within(legend)
        .getAllByRole<HTMLInputElement>('textbox')
        .map((input) => input.labels?.[0]?.textContent),
    ).toEqual(['Cookie Dough · $12.50', 'Candle · $15.00']);
    expect(total()).toBe('$0.00');

    await user.type(quantity('Cookie Dough'), '2');
    expect(total()).toBe('$25.00');
    await user.type(quantity('Candle'), '3');
    expect(total()).toBe('$70.00');
    expect(field(T.amount).placeholder).toBe('70.00');
    await user.clear(quantity('Cookie Dough'));
    expect(total()).toBe('$45.00');
    // The seller field suggests the group's sellers.
    expect(document.querySelector('datalist option')?.getAttribute('value')).toBe('Ava Stone');
  });

  it('Enter saves the form, then starts the next one at Buyer with the seller kept', async () => {
    const fetchMock = api();
    const user = userEvent.setup();
    renderEntry();

    const seller = await screen.findByLabelText<HTMLInputElement>(T.seller);
    await waitFor(() => expect(document.activeElement).toBe(seller));
    await user.keyboard('Ava Stone');
    await user.tab();
    await user.keyboard('F-17');
    await user.tab();
    expect(document.activeElement).toBe(field(T.buyerName));
    await user.keyboard('Ann Buyer');
    await user.tab();
    await user.keyboard('555-0101');
    await user.tab();
    await user.keyboard('ann@example.org');
    await user.tab();
    expect(document.activeElement).toBe(quantity('Cookie Dough'));
    await user.keyboard('2');
    await user.tab();
    await user.tab();
    // After the products, the donation; then the payment.
    expect(document.activeElement).toBe(field(/^Donation/));
    await user.tab();
    expect(document.activeElement).toBe(field(T.paymentMethod));
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Saved P-000001 — Ann Buyer, $25.00')).toBeTruthy();
    expect(screen.getByText('Saved P-000001 — Ann Buyer, $25.00').getAttribute('aria-live')).toBe('polite');
    expect(sentBody(postCalls(fetchMock)[0]![1])).toEqual({
      sellerName: 'Ava Stone',
      formNumber: 'F-17',
      buyerName: 'Ann Buyer',
      buyerPhone: '555-0101',
      buyerEmail: 'ann@example.org',
      items: [{ productId: 'p-dough', quantity: 2 }],
      payment: { method: 'cash', checkNumber: '' },
    });
    await waitFor(() => expect(document.activeElement).toBe(field(T.buyerName)));
    expect(field(T.seller).value).toBe('Ava Stone');
    for (const label of [T.formNumber, T.buyerName, T.buyerPhone, T.buyerEmail])
      expect(field(label).value).toBe('');
    expect(quantity('Cookie Dough').value).toBe('');
    expect(total()).toBe('$0.00');

    // The next form: typed straight away, Enter in a quantity saves it.
    await user.keyboard('Bo Buyer');
    await user.click(quantity('Candle'));
    await user.keyboard('1{Enter}');
    expect(await screen.findByText('Saved P-000002 — Ann Buyer, $25.00')).toBeTruthy();
    expect(sentBody(postCalls(fetchMock)[1]![1])).toMatchObject({
      sellerName: 'Ava Stone',
      buyerName: 'Bo Buyer',
    });

    // The latest forms are listed beneath, newest first, each linked to its edit screen.
    const latest = await screen.findByRole('region', { name: T.recent.tableLabel });
    await waitFor(() => expect(within(latest).getAllByRole('row')).toHaveLength(3));
    expect(
      within(latest)
        .getByRole('link', { name: T.recent.edit('P-000002') })
        .getAttribute('href'),
    ).toBe('/admin/groups/g1/paper-orders/po2/edit');
  });

  it('a refused save keeps every typed value, marks the fields the server named and focuses the first', async () => {
    const fetchMock = api({
      save: () =>
        jsonResponse(400, {
          success: false,
          code: 'INVALID_REQUEST',
          message: 'Buyer e-mail must be an e-mail address',
          errors: [
            {
              field: 'buyerEmail',
              code: 'FIELD_INVALID_EMAIL',
              message: 'Buyer e-mail must be an e-mail address',
            },
            {
              field: 'items.1.productId',
              code: 'PRODUCT_NOT_IN_CAMPAIGN',
              message: 'Not one of the campaign’s products',
            },
            { field: 'payment.amount', code: 'FIELD_INVALID', message: PAPER_ORDER_FIELD_MESSAGES.amount },
          ],
        }),
    });
    const user = userEvent.setup();
    renderEntry();

    await user.type(await screen.findByLabelText(T.seller), 'Ben Ray');
    await user.type(field(T.formNumber), '88');
    await user.type(field(T.buyerName), 'Cy Lee');
    await user.type(field(T.buyerPhone), '555-0199');
    await user.type(field(T.buyerEmail), 'cy@');
    await user.type(quantity('Cookie Dough'), '1');
    await user.type(quantity('Candle'), '4');
    await user.selectOptions(field(T.paymentMethod), 'check');
    await user.type(field(T.amount), '12,3.4');
    await user.type(field(T.checkNumber), '1042{Enter}');

    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      `${T.saveFailed}Buyer e-mail must be an e-mail address`,
    );
    expect(postCalls(fetchMock)).toHaveLength(1);
    const values = Object.fromEntries(
      [T.seller, T.formNumber, T.buyerName, T.buyerPhone, T.buyerEmail, T.amount, T.checkNumber].map(
        (label) => [label, field(label).value],
      ),
    );
    expect(values).toEqual({
      [T.seller]: 'Ben Ray',
      [T.formNumber]: '88',
      [T.buyerName]: 'Cy Lee',
      [T.buyerPhone]: '555-0199',
      [T.buyerEmail]: 'cy@',
      [T.amount]: '12,3.4',
      [T.checkNumber]: '1042',
    });
    expect([quantity('Cookie Dough').value, quantity('Candle').value]).toEqual(['1', '4']);
    expect(field(T.paymentMethod).value).toBe('check');

    const email = field(T.buyerEmail);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Buyer e-mail must be an e-mail address',
    );
    // items.1 is the second line sent: the candles.
    expect(quantity('Candle').getAttribute('aria-invalid')).toBe('true');
    expect(quantity('Cookie Dough').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Not one of the campaign’s products')).toBeTruthy();
    expect(field(T.amount).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(PAPER_ORDER_FIELD_MESSAGES.amount)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(email));

    // Typing in a field in error clears its mark.
    await user.type(email, 'example.org');
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('a form number the campaign already has is marked on the form number', async () => {
    api({
      save: () =>
        jsonResponse(409, {
          success: false,
          code: 'FORM_NUMBER_TAKEN',
          message: 'Form 88 is already entered for this campaign',
        }),
    });
    const user = userEvent.setup();
    renderEntry();
    await user.type(await screen.findByLabelText(T.seller), 'Ben Ray');
    await user.type(field(T.formNumber), '88');
    await user.type(field(T.buyerName), 'Cy Lee');
    await user.type(quantity('Candle'), '1{Enter}');

    await waitFor(() => expect(document.activeElement).toBe(field(T.formNumber)));
    expect(field(T.formNumber).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Form 88 is already entered for this campaign')).toHaveLength(2);
  });

  it('says what is missing before sending: the seller, the buyer, a quantity, a check number', async () => {
    const fetchMock = api();
    const user = userEvent.setup();
    renderEntry();
    await user.selectOptions(await screen.findByLabelText(T.paymentMethod), 'check');
    await user.type(quantity('Candle'), 'x{Enter}');

    expect(screen.getByText(PAPER_ORDER_FIELD_MESSAGES.sellerRequired)).toBeTruthy();
    expect(screen.getByText('Buyer name is required')).toBeTruthy();
    expect(screen.getByText(T.quantityInvalid)).toBeTruthy();
    expect(screen.getByText(PAPER_ORDER_FIELD_MESSAGES.checkNumberRequired)).toBeTruthy();
    expect(document.activeElement).toBe(field(T.seller));
    expect(postCalls(fetchMock)).toHaveLength(0);

    await user.clear(quantity('Candle'));
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(screen.getByText(PAPER_ORDER_FIELD_MESSAGES.itemsRequired)).toBeTruthy();
  });

  it('sends the payment as chosen: unpaid has no amount, a check its number', async () => {
    const fetchMock = api();
    const user = userEvent.setup();
    renderEntry();
    await user.type(await screen.findByLabelText(T.seller), 'Ava Stone');
    await user.type(field(T.buyerName), 'Dee Dee');
    await user.type(quantity('Cookie Dough'), '1');
    await user.selectOptions(field(T.paymentMethod), 'unpaid');
    expect(screen.queryByLabelText(T.amount)).toBeNull();
    expect(screen.queryByLabelText(T.checkNumber)).toBeNull();
    await user.click(screen.getByRole('button', { name: T.save }));
    await screen.findByText(/^Saved P-000001/);
    expect(sentBody(postCalls(fetchMock)[0]![1])).toMatchObject({
      payment: { method: 'unpaid', checkNumber: '' },
    });
  });

  it('takes a donation: the running total and the amount paid include it, and the form sends it', async () => {
    const fetchMock = api();
    const user = userEvent.setup();
    renderEntry();

    await user.type(await screen.findByLabelText(T.seller), 'Ava Stone');
    await user.type(field(T.buyerName), 'Ann Buyer');
    const donation = field(/^Donation/);
    expect(donation.labels?.[0]?.textContent).toBe('Donation');
    expect(document.getElementById(donation.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Optional, in dollars',
    );
    expect(donation.inputMode).toBe('decimal');
    await user.type(donation, '$10');
    expect(total()).toBe('$10.00');
    await user.type(quantity('Cookie Dough'), '2');
    expect(total()).toBe('$35.00');
    expect(field(T.amount).placeholder).toBe('35.00');
    await user.click(screen.getByRole('button', { name: T.save }));

    await screen.findByText(/^Saved P-000001/);
    expect(sentBody(postCalls(fetchMock)[0]![1])).toEqual({
      sellerName: 'Ava Stone',
      formNumber: '',
      buyerName: 'Ann Buyer',
      buyerPhone: '',
      buyerEmail: '',
      items: [{ productId: 'p-dough', quantity: 2 }],
      donation: '$10',
      payment: { method: 'cash', checkNumber: '' },
    });
    // The next form starts without a donation.
    expect(field(/^Donation/).value).toBe('');
    expect(total()).toBe('$0.00');
  });

  it('a form with only a donation is allowed; without a product or a donation it says so', async () => {
    const fetchMock = api();
    const user = userEvent.setup();
    renderEntry();

    await user.type(await screen.findByLabelText(T.seller), 'Ava Stone');
    await user.type(field(T.buyerName), 'Gus Giver');
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(screen.getByText('Add at least one product or a donation')).toBeTruthy();
    await user.type(field(/^Donation/), '0');
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(screen.getByText('Add at least one product or a donation')).toBeTruthy();
    expect(postCalls(fetchMock)).toHaveLength(0);

    await user.clear(field(/^Donation/));
    // Typing a donation takes the message away.
    expect(screen.queryByText('Add at least one product or a donation')).toBeNull();
    await user.type(field(/^Donation/), '25.00{Enter}');
    await screen.findByText(/^Saved P-000001/);
    expect(sentBody(postCalls(fetchMock)[0]![1])).toMatchObject({
      buyerName: 'Gus Giver',
      items: [],
      donation: '25.00',
    });
  });

  it('marks the donation when the server refuses it', async () => {
    api({
      save: () =>
        jsonResponse(400, {
          success: false,
          code: 'INVALID_REQUEST',
          message: PAPER_ORDER_FIELD_MESSAGES.donation,
          errors: [
            { field: 'donation', code: 'FIELD_INVALID', message: PAPER_ORDER_FIELD_MESSAGES.donation },
          ],
        }),
    });
    const user = userEvent.setup();
    renderEntry();

    await user.type(await screen.findByLabelText(T.seller), 'Ava Stone');
    await user.type(field(T.buyerName), 'Gus Giver');
    await user.type(field(/^Donation/), 'lots{Enter}');

    const donation = field(/^Donation/);
    await waitFor(() => expect(document.activeElement).toBe(donation));
    expect(donation.getAttribute('aria-invalid')).toBe('true');
    expect(
      donation
        .getAttribute('aria-describedby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent),
    ).toEqual(['Optional, in dollars', 'Donation must be an amount in dollars, like 25.00']);
    expect(donation.value).toBe('lots');
  });

  it('the last saved forms show a donation beside the items', async () => {
    mockFetch((url) => {
      if (url === `${ORDERS_URL}?limit=10`) {
        return jsonResponse(200, {
          success: true,
          data: [
            paperOrder({
              _id: 'po3',
              orderNumber: 'P-000003',
              items: [],
              productTotal: 0,
              donation: 25,
              total: 25,
            }),
            paperOrder({ _id: 'po2', orderNumber: 'P-000002', donation: 10, total: 35 }),
            paperOrder(),
          ],
        });
      }
      if (url === `${BASE}/products`) return jsonResponse(200, { success: true, data: [COOKIE_DOUGH] });
      if (url === BASE) return jsonResponse(200, { success: true, data: campaignFixture() });
      return jsonResponse(200, { success: true, data: [] });
    });
    renderEntry();

    const latest = await screen.findByRole('region', { name: T.recent.tableLabel });
    await waitFor(() => expect(within(latest).getAllByRole('row')).toHaveLength(4));
    const itemsOf = (orderNumber: string) =>
      within(latest)
        .getByRole('link', { name: T.recent.edit(orderNumber) })
        .closest('tr')!.cells[4]!.textContent;
    expect(itemsOf('P-000003')).toBe('Donation: $25.00');
    expect(itemsOf('P-000002')).toBe('2 × Cookie Dough · Donation: $10.00');
    expect(itemsOf('P-000001')).toBe('2 × Cookie Dough');
  });

  it('without a product to offer, links the products screen and still takes a donation-only form', async () => {
    const fetchMock = api({ products: [WREATH_HIDDEN] });
    const user = userEvent.setup();
    renderEntry();
    expect(
      await screen.findByText(
        'The campaign has no products for paper orders yet: forms below can hold donations only.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: T.setUpProducts }).getAttribute('href')).toBe(
      '/admin/groups/g1/campaigns/k1/products',
    );
    expect(screen.queryByLabelText(/^Wreath ·/)).toBeNull();

    await user.type(screen.getByLabelText(T.seller), 'Ava Stone');
    await user.type(field(T.buyerName), 'Gus Giver');
    await user.type(field(/^Donation/), '40{Enter}');
    await screen.findByText(/^Saved P-000001/);
    expect(sentBody(postCalls(fetchMock)[0]![1])).toMatchObject({ items: [], donation: '40' });
  });
});
