// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { isolateScreenTests, jsonResponse, mockFetch, renderRoutes, sentBody } from '../../../test/helpers';
import { campaignMoneyFixture, depositFixture, moneyItem } from '../../../test/money-fixtures';
import { MONEY_TEXTS } from '../texts';
import { AdminDepositsPage } from './deposits-page';

const T = MONEY_TEXTS.deposits;
const BASE = '/api/groups/g1/campaigns/k1';
const DEPOSITS = `${BASE}/deposits`;

const ON_HAND = {
  cash: 40,
  checks: 35,
  total: 75,
  items: [
    moneyItem({ _id: 'm-cash-1', amount: 10 }),
    moneyItem({
      _id: 'm-check-1',
      kind: 'check',
      amount: 15,
      checkNumber: '1042',
      payer: 'Ann Buyer',
      source: 'paper-order',
      orderNumber: 'P-000002',
    }),
    moneyItem({ _id: 'm-cash-2', amount: 30, sellerName: 'Ben Ray' }),
    moneyItem({ _id: 'm-check-2', kind: 'check', amount: 20, checkNumber: '77', payer: 'Bo Buyer' }),
  ],
};

function api({ onHand = ON_HAND }: { onHand?: typeof ON_HAND } = {}) {
  return mockFetch((url, init) => {
    if (url === DEPOSITS && init?.method === 'POST') {
      return jsonResponse(201, { success: true, data: depositFixture({ _id: 'd9' }) });
    }
    if (url === DEPOSITS) return jsonResponse(200, { success: true, data: [depositFixture()] });
    if (url === `${BASE}/money/on-hand`) return jsonResponse(200, { success: true, data: onHand });
    if (url === `${BASE}/money`) return jsonResponse(200, { success: true, data: campaignMoneyFixture() });
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
}

const renderDeposits = () =>
  renderRoutes(
    '/admin/groups/g1/campaigns/k1/money/deposits',
    <>
      <Route
        path="/admin/groups/:groupId/campaigns/:campaignId/money/deposits"
        element={<AdminDepositsPage />}
      />
      <Route
        path="/admin/groups/:groupId/campaigns/:campaignId/money/deposits/:depositId"
        element={<p>Slip page</p>}
      />
    </>,
  );

const posts = (fetchMock: ReturnType<typeof api>) =>
  fetchMock.mock.calls.filter(([url, init]) => url === DEPOSITS && init?.method === 'POST');

describe('deposits', () => {
  isolateScreenTests();

  it('sends the ticked checks and, with "All cash on hand", every cash payment; then opens the slip', async () => {
    const fetchMock = api();
    const user = userEvent.setup();
    renderDeposits();

    expect(await screen.findByRole('heading', { level: 1, name: 'Cookie Week — deposits' })).toBeTruthy();
    const checks = await screen.findByRole('region', { name: T.checksLabel });
    expect(
      within(checks)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      '1042Ann BuyerAva Marie StonePaper order P-000002Nov 20, 2026$15.00',
      '77Bo BuyerAva Marie StoneTurn-inNov 20, 2026$20.00',
    ]);
    expect(screen.getByText(T.chosen(0, '$0.00'))).toBeTruthy();

    await user.click(screen.getByLabelText(T.allCash('$40.00')));
    await user.click(screen.getByLabelText(T.chooseCheck('77', '$20.00')));
    expect(screen.getByText(T.chosen(3, '$60.00'))).toBeTruthy();
    await user.type(screen.getByLabelText(T.note), 'Bag 3');
    await user.click(screen.getByRole('button', { name: T.depositChosen }));

    expect(await screen.findByText('Slip page')).toBeTruthy();
    expect(posts(fetchMock)).toHaveLength(1);
    expect(sentBody(posts(fetchMock)[0]![1])).toEqual({
      itemIds: ['m-cash-1', 'm-cash-2', 'm-check-2'],
      note: 'Bag 3',
    });
  });

  it('a check unticked leaves the choice; nothing chosen sends nothing and says what to do', async () => {
    const fetchMock = api();
    const user = userEvent.setup();
    renderDeposits();
    const check = await screen.findByLabelText(T.chooseCheck('1042', '$15.00'));
    await user.click(check);
    await user.click(check);
    await user.click(screen.getByRole('button', { name: T.depositChosen }));
    expect(screen.getByText(T.chooseFirst)).toBeTruthy();
    expect(posts(fetchMock)).toHaveLength(0);

    await user.click(screen.getByLabelText(T.chooseCheck('1042', '$15.00')));
    await user.click(screen.getByRole('button', { name: T.depositChosen }));
    await screen.findByText('Slip page');
    expect(sentBody(posts(fetchMock)[0]![1])).toEqual({ itemIds: ['m-check-1'], note: '' });
  });

  it('"Deposit everything on hand" asks for all of it', async () => {
    const fetchMock = api();
    const user = userEvent.setup();
    renderDeposits();
    await user.click(await screen.findByRole('button', { name: T.depositAll('$75.00') }));
    await screen.findByText('Slip page');
    expect(sentBody(posts(fetchMock)[0]![1])).toEqual({ all: true, note: '' });
  });

  it('with nothing on hand, says so and offers no deposit; lists the deposits made', async () => {
    api({ onHand: { cash: 0, checks: 0, total: 0, items: [] } });
    renderDeposits();
    expect(await screen.findByText(T.nothingOnHand)).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.depositChosen })).toBeNull();
    const list = await screen.findByRole('region', { name: T.tableLabel });
    await waitFor(() => expect(within(list).getAllByRole('row')).toHaveLength(2));
    expect(within(list).getAllByRole('row')[1]!.textContent).toContain('Standing');
    expect(
      within(list)
        .getByRole('link', { name: /^Deposit slip/ })
        .getAttribute('href'),
    ).toBe('/admin/groups/g1/campaigns/k1/money/deposits/d1');
  });
});
