// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import type { TPrivacyRequest } from '../../../../shared/api/privacy.js';
import { AdminLayout } from '../../../app/layouts/admin-layout';
import { formatDate, formatDateTime } from '../../../lib/format';
import { isolateScreenTests, jsonResponse, mockFetch, renderRoutes } from '../../../test/helpers';
import { PrivacyRequestsPage } from './privacy-requests-page';

const LIST_URL = '/api/admin/privacy-requests';
const SENT_URL = '/api/admin/privacy-requests/r1/sent';

const REQUEST: TPrivacyRequest = {
  _id: 'r1',
  storeRequestId: '9999',
  buyerEmail: 'John@Example.com',
  buyerPhone: '555-625-1199',
  ordersRequested: ['299938'],
  receivedAt: '2026-06-15T12:00:00.000Z',
  orders: [
    {
      _id: 'o1',
      orderNumber: '1001',
      storeOrderId: '299938',
      orderDate: '2026-03-10T15:00:00.000Z',
      groupCode: 'BAND24',
      groupName: 'Lincoln Band',
      buyerFirstName: 'John',
      buyerLastName: 'Smith',
      buyerEmail: 'john@example.com',
      buyerPhone: '',
      shippingAddress1: '1 Main St',
      shippingAddress2: '',
      shippingCity: 'Austin',
      shippingProvince: 'TX',
      shippingZip: '78701',
      shippingCountry: 'United States',
      note: 'Leave at the door',
    },
  ],
};

function api(initial: TPrivacyRequest[]) {
  let requests = initial;
  return mockFetch((url, init) => {
    if (url === LIST_URL && (init?.method ?? 'GET') === 'GET') {
      return jsonResponse(200, { success: true, data: { requests } });
    }
    if (url === SENT_URL && init?.method === 'POST') {
      requests = requests.filter((request) => request._id !== 'r1');
      return jsonResponse(200, {
        success: true,
        message: 'The privacy request was marked as sent',
        data: { _id: 'r1', completedAt: '2026-06-16T09:00:00.000Z', completedBy: 'Ada Admin' },
      });
    }
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
}

const renderPage = () =>
  renderRoutes(
    '/admin/privacy-requests',
    <Route path="/admin/privacy-requests" element={<PrivacyRequestsPage />} />,
  );

const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.children, (cell) => cell.textContent));

describe('the privacy requests screen', () => {
  isolateScreenTests();

  it('says when no request is waiting', async () => {
    window.localStorage.setItem('token', 'tok-a');
    api([]);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy requests' })).toBeTruthy();
    expect(await screen.findByText('No privacy request is waiting.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /as sent/ })).toBeNull();
  });

  it('lists a request with the buyer and what the portal holds about them', async () => {
    window.localStorage.setItem('token', 'tok-a');
    api([REQUEST, { ...REQUEST, _id: 'r2', storeRequestId: '10001', buyerPhone: '', orders: [] }]);
    renderPage();

    const card = await screen.findByRole('region', { name: 'Request 9999' });
    const details = Array.from(card.querySelectorAll('dt'), (term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(details).toEqual([
      ['Received', formatDateTime('2026-06-15T12:00:00.000Z')],
      ['Buyer e-mail', 'John@Example.com'],
      ['Buyer phone', '555-625-1199'],
      ['Orders named', '299938'],
    ]);
    expect(cells(within(card).getByRole('table'))).toEqual([
      ['Order', 'Date', 'Group', 'Buyer', 'E-mail', 'Phone', 'Shipping address', 'Note'],
      [
        '1001',
        formatDate('2026-03-10T15:00:00.000Z'),
        'Lincoln Band · BAND24',
        'John Smith',
        'john@example.com',
        '—',
        '1 Main St, Austin, TX 78701, United States',
        'Leave at the door',
      ],
    ]);

    const second = screen.getByRole('region', { name: 'Request 10001' });
    expect(within(second).getByText('The portal holds no store order of this buyer.')).toBeTruthy();
    expect(within(second).queryByRole('table')).toBeNull();
    expect(within(second).getByRole('button', { name: 'Mark request 10001 as sent' })).toBeTruthy();
  });

  it('"Mark as sent" completes the request: it says so and the request leaves the list', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('token', 'tok-a');
    const fetchMock = api([REQUEST]);
    renderPage();

    const button = await screen.findByRole('button', { name: 'Mark request 9999 as sent' });
    expect(button.textContent).toBe('Mark as sent');
    await user.click(button);

    expect(await screen.findByText('The privacy request was marked as sent')).toBeTruthy();
    expect(await screen.findByText('No privacy request is waiting.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Request 9999' })).toBeNull();
    const posts = fetchMock.mock.calls.filter(([url, init]) => url === SENT_URL && init?.method === 'POST');
    expect(posts).toHaveLength(1);
    const lists = fetchMock.mock.calls.filter(([url]) => url === LIST_URL);
    expect(lists).toHaveLength(2);
  });

  it('is in the administrator’s navigation', () => {
    window.localStorage.setItem('token', 'tok-a');
    window.localStorage.setItem('role', 'admin');
    window.localStorage.setItem(
      'user',
      JSON.stringify({ _id: 'a1', name: 'Ada Admin', email: 'ada@example.org' }),
    );
    renderRoutes('/admin', <Route path="/admin" element={<AdminLayout />} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Privacy requests' }).getAttribute('href')).toBe(
      '/admin/privacy-requests',
    );
  });
});
