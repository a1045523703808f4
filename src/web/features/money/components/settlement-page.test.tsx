// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import type { TSettlement } from '../../../../shared/api/money.js';
import { isolateScreenTests, jsonResponse, mockFetch, renderRoutes } from '../../../test/helpers';
import {
  campaignMoneyFixture,
  donationSettlementFixture,
  settlementFixture,
} from '../../../test/money-fixtures';
import { MONEY_TEXTS } from '../texts';
import { AdminSettlementPage } from './settlement-page';

const T = MONEY_TEXTS.settlement;
const BASE = '/api/groups/g1/campaigns/k1';

const renderSettlement = (settlement: TSettlement) => {
  const fetchMock = mockFetch((url) => {
    if (url === `${BASE}/settlement/export`) {
      return new Response('Section,Item,Amount\r\n', {
        status: 200,
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="recap.csv"' },
      });
    }
    if (url === `${BASE}/settlement`) return jsonResponse(200, { success: true, data: settlement });
    return jsonResponse(200, { success: true, data: campaignMoneyFixture() });
  });
  renderRoutes(
    '/admin/groups/g1/campaigns/k1/money/settlement',
    <Route
      path="/admin/groups/:groupId/campaigns/:campaignId/money/settlement"
      element={<AdminSettlementPage />}
    />,
  );
  return fetchMock;
};

const figures = (section: HTMLElement) =>
  [...section.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);

describe('settlement and financial recap', () => {
  isolateScreenTests();

  it('says what is owed each way and the net in words, with the totals, the money, the deposits and who still owes', async () => {
    renderSettlement(settlementFixture());
    expect(await screen.findByRole('heading', { level: 1, name: 'Cookie Week — settlement' })).toBeTruthy();
    const settlement = await screen.findByRole('region', { name: T.settlement });
    expect(figures(settlement)).toEqual([
      'Profit share: 40% of product sales',
      `${T.groupOwesSupplier}${T.groupOwesSupplierHint}: $123.00`,
      `${T.storeOwesGroup}Online product sales × 40% + online donations: $200.00`,
      'Net: The group receives $77.00 in all',
    ]);
    expect(figures(screen.getByRole('region', { name: T.money }))).toEqual([
      'Paper orders owedProduct sales $205.00 + donations $0.00: $205.00',
      'Cash received: $40.00',
      'Checks received: $30.00',
      'Received: $70.00',
      'Deposited: $0.00',
      'On hand: $70.00',
      'Still to turn in: $137.50',
      'Overpaid: $2.50',
    ]);
    // 70.5 % reads 70 %, rounded down as on the report.
    expect(figures(screen.getByRole('region', { name: T.totals }))).toContain(
      'Goal progressCounts product sales and donations: 70%',
    );
    const deposits = screen.getByRole('region', { name: T.depositsLabel });
    expect(within(deposits).getAllByRole('row').at(-1)?.textContent).toBe(
      `${T.depositsTotal}$40.00$15.00$0.00`,
    );
    const owing = screen.getByRole('region', { name: T.outstandingLabel });
    expect(
      within(owing)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['SellerStill to turn in', 'Ava Marie Stone$37.50', 'Di Doe$100.00', 'Total$137.50']);
  });

  it('shows the donations apart, online and on paper, kept whole: in what the store owes, what was raised and the goal', async () => {
    renderSettlement(donationSettlementFixture());
    const settlement = await screen.findByRole('region', { name: T.settlement });
    expect(figures(settlement)).toEqual([
      'Profit share: 40% of product sales',
      'Owed to the supplier for paper orders' +
        'Paper product sales less the group’s profit share; paper donations stay with the group: $123.00',
      'Owed by the store for online orders' + 'Online product sales × 40% + online donations: $250.00',
      'Net: The group receives $127.00 in all',
    ]);
    expect(figures(screen.getByRole('region', { name: T.totals }))).toEqual([
      'Goal: $1,000.00',
      'Online product sales: $500.00',
      'Paper product sales: $205.00',
      'Product sales: $705.00',
      'Online donations: $50.00',
      'Paper donations: $30.00',
      'DonationsKept whole by the group, never shared: $80.00',
      'Product sales + donations: $785.00',
      'Goal progressCounts product sales and donations: 78%',
      // $705.00 × 40% + $80.00
      'Raised for the groupProduct sales × 40% + donations: $362.00',
    ]);
    expect(figures(screen.getByRole('region', { name: T.money }))[0]).toBe(
      'Paper orders owedProduct sales $205.00 + donations $30.00: $235.00',
    );
  });

  it('says which way the net goes when the group owes', async () => {
    renderSettlement(settlementFixture({ net: -12.5 }));
    expect(await screen.findByText('The group pays $12.50 in all')).toBeTruthy();
  });

  it('without a profit share, says so and that an administrator sets it on the group', async () => {
    renderSettlement(
      settlementFixture({
        group: { _id: 'g1', name: 'Lincoln Band', code: 'BAND24', profitSharePercent: null },
        raised: null,
        groupOwesSupplier: null,
        storeOwesGroup: null,
        net: null,
      }),
    );
    const note = await screen.findByRole('note');
    expect(note.textContent).toContain(T.noShare);
    expect(note.textContent).toContain(T.noShareAdmin);
    expect(within(note).getByRole('link', { name: T.editGroup }).getAttribute('href')).toBe(
      '/admin/groups/g1/edit',
    );
    expect(screen.queryByText(/^The group (receives|pays)/)).toBeNull();
    expect(figures(screen.getByRole('region', { name: T.totals })).at(-1)).toBe(
      'Raised for the group: Not set',
    );
  });

  it('prints the recap and downloads it as CSV with the stored token', async () => {
    window.localStorage.setItem('token', 'tok-a');
    const fetchMock = renderSettlement(settlementFixture());
    const print = vi.fn();
    vi.stubGlobal('print', print);
    URL.createObjectURL = vi.fn(() => 'blob:recap');
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: T.print }));
    expect(print).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: T.downloadCsv }));
    await waitFor(() => expect(names).toEqual(['recap.csv']));
    const call = fetchMock.mock.calls.find(([url]) => url === `${BASE}/settlement/export`)!;
    expect((call[1]?.headers as Record<string, string>).Authorization).toBe('Bearer tok-a');
  });
});
