// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { jsonResponse, mockFetch, renderRoutes, isolateScreenTests } from '../../../test/helpers';
import { distributionFixture } from '../../../test/report-fixtures';
import { REPORT_TEXTS } from '../texts';
import { AdminDistributionPage, sheetBatches } from './distribution-page';

const renderSheets = () =>
  renderRoutes(
    '/admin/groups/g1/campaigns/k1/distribution',
    <Route
      path="/admin/groups/:groupId/campaigns/:campaignId/distribution"
      element={<AdminDistributionPage />}
    />,
  );

describe('distribution sheets screen', () => {
  isolateScreenTests();

  it('gives each seller a sheet with orders and totals, the unnamed orders last, then the product summary', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { success: true, data: distributionFixture() }));
    renderSheets();
    const ava = await screen.findByRole('region', { name: 'Ava Stone' });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/groups/g1/campaigns/k1/distribution');
    expect(within(ava).getByRole('heading', { level: 2 }).textContent).toBe('Ava Stone 1 order');
    const [orders, totals] = within(ava).getAllByRole('table');
    expect(
      within(orders!)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['OrderBuyerItems', '#1001Pat Parent2 × Cookie Dough; 1 × Candle']);
    expect(
      within(totals!)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['ProductQuantity', 'Candle1', 'Cookie Dough2']);
    const unnamed = screen.getByRole('region', { name: 'No seller name' });
    expect(within(unnamed).getByText(REPORT_TEXTS.distribution.noBuyer)).toBeTruthy();
    const summary = screen.getByRole('region', { name: REPORT_TEXTS.distribution.summary });
    expect(
      within(summary)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('aria-label')),
    ).toEqual(['Candle received', 'Cookie Dough received']);
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });

  it("shows a paper order's phone under the buyer, since it has no address to deliver to", async () => {
    const sheets = distributionFixture();
    const [ava] = sheets.sellers;
    ava!.orders = [
      ...ava!.orders,
      { _id: 'p1', orderNumber: 'P-000001', buyerName: 'Ann Buyer', buyerPhone: '555-0101', items: [] },
    ];
    mockFetch(() => jsonResponse(200, { success: true, data: sheets }));
    renderSheets();
    const region = await screen.findByRole('region', { name: 'Ava Stone' });
    const [orders] = within(region).getAllByRole('table');
    expect(
      within(orders!)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'OrderBuyerItems',
      '#1001Pat Parent2 × Cookie Dough; 1 × Candle',
      'P-000001Ann Buyer555-0101',
    ]);
    expect(within(region).getByText('555-0101').className).toBe('table__sub');
  });

  it('says when there is nothing to hand out', async () => {
    mockFetch(() =>
      jsonResponse(200, { success: true, data: { ...distributionFixture(), sellers: [], products: [] } }),
    );
    renderSheets();
    expect(await screen.findByText(REPORT_TEXTS.distribution.empty)).toBeTruthy();
  });
});

describe('sheetBatches', () => {
  const seller = (orders: number) => ({
    name: 'x',
    orders: Array.from({ length: orders }, (_, index) => ({
      _id: String(index),
      orderNumber: '',
      buyerName: '',
      buyerPhone: '',
      items: [],
    })),
    products: [],
  });

  it('shows about 400 orders more per frame, a large seller alone, and everyone in the last', () => {
    expect(sheetBatches([seller(300), seller(150), seller(900), seller(10), seller(20)])).toEqual([2, 3, 5]);
    expect(sheetBatches([seller(5)])).toEqual([1]);
  });
});
