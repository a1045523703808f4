// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { isolateScreenTests, jsonResponse, mockFetch, renderRoutes } from '../../../test/helpers';
import { campaignMoneyFixture, depositFixture } from '../../../test/money-fixtures';
import { MONEY_TEXTS } from '../texts';
import { AdminDepositSlipPage } from './deposit-slip-page';

const T = MONEY_TEXTS.slip;

const renderSlip = (deposit = depositFixture()) => {
  mockFetch((url) =>
    url === '/api/groups/g1/deposits/d1'
      ? jsonResponse(200, { success: true, data: deposit })
      : jsonResponse(200, { success: true, data: campaignMoneyFixture() }),
  );
  renderRoutes(
    '/admin/groups/g1/campaigns/k1/money/deposits/d1',
    <Route
      path="/admin/groups/:groupId/campaigns/:campaignId/money/deposits/:depositId"
      element={<AdminDepositSlipPage />}
    />,
  );
};

describe('deposit slip', () => {
  isolateScreenTests();

  it('shows the group, campaign and date, each check, the cash total, the checks total and the grand total', async () => {
    renderSlip(
      depositFixture({
        checks: [
          { number: '1042', payer: 'Ann Buyer', amount: 15 },
          { number: '77', payer: '', amount: 20 },
        ],
        checkTotal: 35,
        total: 75,
      }),
    );
    const slip = await screen.findByRole('region', { name: T.title });
    const details = [...slip.querySelectorAll('.slip__details dt')].map(
      (dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`,
    );
    expect(details).toEqual([
      'Group: Lincoln Band (BAND24)',
      'Campaign: Cookie Week',
      'Date: Nov 25, 2026, 9:00 AM',
      'Made by: Casey Coach',
      'Status: Standing',
    ]);
    expect(
      within(screen.getByRole('table', { name: T.tableLabel }))
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Check numberPayerAmount', '1042Ann Buyer$15.00', '77—$20.00']);
    const totals = [...slip.querySelectorAll('.slip__totals dt')].map(
      (dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`,
    );
    expect(totals).toEqual(['Cash total: $40.00', 'Checks total (2 checks): $35.00', 'Grand total: $75.00']);
    expect(screen.getByRole('button', { name: T.print })).toBeTruthy();
  });

  it('says when the deposit was reopened and why', async () => {
    renderSlip(
      depositFixture({
        status: 'reopened',
        reopenedAt: '2026-11-26T10:00:00.000Z',
        reopenReason: 'Wrong bag',
      }),
    );
    expect((await screen.findByRole('note')).textContent).toBe(
      T.reopened('Nov 26, 2026, 10:00 AM', 'Wrong bag'),
    );
  });
});
