// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { isolateScreenTests, jsonResponse, mockFetch, renderRoutes } from '../../../test/helpers';
import { SELLERS, campaignMoneyFixture, sellerBalance } from '../../../test/money-fixtures';
import { MONEY_TEXTS } from '../texts';
import { AdminStillToTurnInPage } from './still-to-turn-in-page';

const T = MONEY_TEXTS.stillToTurnIn;

const renderDoorList = (sellers = SELLERS) => {
  mockFetch(() => jsonResponse(200, { success: true, data: campaignMoneyFixture({ sellers }) }));
  return renderRoutes(
    '/admin/groups/g1/campaigns/k1/money/still-to-turn-in',
    <Route
      path="/admin/groups/:groupId/campaigns/:campaignId/money/still-to-turn-in"
      element={<AdminStillToTurnInPage />}
    />,
  );
};

describe('still to turn in', () => {
  isolateScreenTests();

  it('lists only the sellers who still owe, by first name and last initial, with what they owe', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const user = userEvent.setup();
    renderDoorList([
      ...SELLERS,
      sellerBalance({ sellerName: 'Ann', owed: 12.5, balance: 12.5 }),
      sellerBalance({ sellerName: 'Zoe Ann Quinn-Vale', owed: 5, received: 1, balance: 4 }),
    ]);

    expect(await screen.findByRole('heading', { level: 1, name: T.title })).toBeTruthy();
    const list = await screen.findByRole('list', { name: T.listLabel });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ann$12.50', 'Ava S.$37.50', 'Di D.$100.00', 'Zoe Q.$4.00']);

    // Nothing else about a seller is on the page: no whole name, no seller who owes nothing.
    const page = document.body.textContent ?? '';
    for (const hidden of [
      'Marie',
      'Stone',
      'Doe',
      'Quinn',
      'Vale',
      'Ben',
      'Ray',
      'Cy',
      'Lee',
      '$2.50',
      '$62.50',
    ]) {
      expect(page).not.toContain(hidden);
    }
    expect(screen.getByText(/^Lincoln Band · Cookie Week · as of /)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: T.print }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says so when every seller has turned in what they owe', async () => {
    renderDoorList(SELLERS.map((seller) => ({ ...seller, balance: Math.min(seller.balance, 0) })));
    expect(await screen.findByText(T.empty)).toBeTruthy();
    expect(screen.queryByRole('list', { name: T.listLabel })).toBeNull();
  });
});
