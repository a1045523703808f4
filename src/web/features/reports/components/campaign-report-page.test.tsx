// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { CAMPAIGN_API_MESSAGES } from '../../../../shared/texts/campaigns.js';
import { CSV_BOM } from '../../../../shared/csv.js';
import { jsonResponse, mockFetch, renderRoutes, isolateScreenTests } from '../../../test/helpers';
import { reportFixture } from '../../../test/report-fixtures';
import { reportCsv, reportCsvFileName } from '../report-csv';
import { REPORT_TEXTS } from '../texts';
import { CoordinatorCampaignReportPage } from '../../coordinator-area/components/campaign-results-pages';
import { AdminCampaignReportPage } from './campaign-report-page';

const renderAdmin = () =>
  renderRoutes(
    '/admin/groups/g1/campaigns/k1',
    <Route path="/admin/groups/:groupId/campaigns/:campaignId" element={<AdminCampaignReportPage />} />,
  );

const card = (label: string) =>
  screen.getByText(label, { selector: '.stat__label' }).nextSibling?.textContent;

describe('campaign report screen', () => {
  isolateScreenTests();

  it('shows the totals as cards, the goal bar with its percentage, the chart and both tables', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { success: true, data: reportFixture() }));
    renderAdmin();

    expect(await screen.findByRole('heading', { level: 1, name: 'Cookie Week — results' })).toBeTruthy();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/groups/g1/campaigns/k1/report');
    expect(card('Orders')).toBe('42');
    expect(card('Sellers with orders')).toBe('3');
    expect(card('Items sold')).toBe('97');
    expect(card('Sales')).toBe('$3,456.50');
    expect(card('Product sales')).toBe('$3,200.00');
    expect(card('Raised for the group')).toBe('$1,280.00');
    expect(screen.getByText('40% of product sales')).toBeTruthy();
    expect(card('Sales goal')).toBe('$5,000.00');

    const bar = screen.getByRole('progressbar', { name: 'Sales goal progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('64');
    expect(screen.getByText('64% of the $5,000.00 goal')).toBeTruthy();

    const leaderboard = screen.getByRole('region', { name: 'Seller leaderboard' });
    expect(
      within(leaderboard)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'RankSellerOrdersItemsSales',
      '1Ava Stone2045$1,500.00',
      '1Ben Ray1540$1,500.00',
      '3=Cy Lee712$456.50',
    ]);
    const tally = screen.getByRole('region', { name: 'Product tally' });
    expect(
      within(tally)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['ProductQuantitySales', 'Cookie Dough60$1,800.00', 'Candle, "Vanilla"37$1,400.00']);
    expect(
      screen.getByRole('img', { name: /^Daily sales: daily sales from Nov 1, 2026 to Nov 5, 2026/ }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Distribution sheets' }).getAttribute('href')).toBe(
      '/admin/groups/g1/campaigns/k1/distribution',
    );
    expect(screen.getByRole('link', { name: REPORT_TEXTS.moneyLink }).getAttribute('href')).toBe(
      '/admin/groups/g1/campaigns/k1/money',
    );
    const paperLinks = screen.getByRole('navigation', { name: REPORT_TEXTS.paperOrders.label });
    expect(
      within(paperLinks)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Enter paper orders', '/admin/groups/g1/campaigns/k1/paper-orders'],
      ['Import paper orders', '/admin/groups/g1/campaigns/k1/paper-orders/import'],
      ['Products', '/admin/groups/g1/campaigns/k1/products'],
      ['Supplier order', '/admin/groups/g1/campaigns/k1/supplier-order'],
    ]);
  });

  it('shows the chart as a table on request, with every day', async () => {
    mockFetch(() => jsonResponse(200, { success: true, data: reportFixture() }));
    const user = userEvent.setup();
    renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Show as table' }));
    const table = screen.getByRole('region', { name: 'Daily sales' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'DateOrdersSales',
      'Nov 1, 202624$1,200.00',
      'Nov 2, 20260$0.00',
      'Nov 3, 202618$856.50',
      'Nov 4, 202628$1,400.00',
      'Nov 5, 20260$0.00',
    ]);
    expect(screen.getByRole('button', { name: 'Show as chart' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('downloads each table as a CSV file named after the table, the group and today', async () => {
    mockFetch(() => jsonResponse(200, { success: true, data: reportFixture() }));
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:report';
    });
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const user = userEvent.setup();
    renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Download Seller leaderboard as CSV' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(names[0]).toMatch(/^sellers_BAND24_\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = new Uint8Array(await created[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(
      reportCsv(reportFixture(), 'sellers'),
    );
  });

  it('reads 99% at 99.6 % of the goal, as the share page and the seller page do', async () => {
    const totals = { ...reportFixture().totals, productSales: 4980, goalProgress: 0.996 };
    mockFetch(() => jsonResponse(200, { success: true, data: reportFixture({ totals }) }));
    renderAdmin();

    const bar = await screen.findByRole('progressbar', { name: 'Sales goal progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('99');
    expect(bar.getAttribute('aria-valuetext')).toBe('99% of the $5,000.00 goal');
    expect(screen.getByText('99% of the $5,000.00 goal')).toBeTruthy();
    expect(screen.getByText('$4,980.00 in product sales')).toBeTruthy();
  });

  it('names no orders yet, and shows the server message for an unknown campaign', async () => {
    mockFetch(() =>
      jsonResponse(200, {
        success: true,
        data: reportFixture({
          totals: { ...reportFixture().totals, orderCount: 0, goal: null, goalProgress: null, raised: null },
          group: { _id: 'g1', code: 'BAND24', name: 'Lincoln Band', profitSharePercent: null },
          sellers: [],
          products: [],
        }),
      }),
    );
    const { unmount } = renderAdmin();
    expect(await screen.findByText(REPORT_TEXTS.noOrders)).toBeTruthy();
    expect(screen.getByText(REPORT_TEXTS.goal.none)).toBeTruthy();
    expect(screen.getByText(REPORT_TEXTS.raisedNotSet)).toBeTruthy();
    expect(screen.getByText(REPORT_TEXTS.noSellers)).toBeTruthy();
    expect(screen.getByText(REPORT_TEXTS.noProducts)).toBeTruthy();
    unmount();

    mockFetch(() => jsonResponse(404, { success: false, message: CAMPAIGN_API_MESSAGES.campaignNotFound }));
    renderAdmin();
    expect((await screen.findByRole('alert')).textContent).toBe(CAMPAIGN_API_MESSAGES.campaignNotFound);
  });

  it("asks for the coordinator's own group", async () => {
    window.localStorage.setItem('token', 'tok-c');
    window.localStorage.setItem('role', 'coordinator');
    window.localStorage.setItem(
      'user',
      JSON.stringify({
        _id: 'u1',
        name: 'Casey',
        group: { _id: 'g1', code: 'BAND24', name: 'Lincoln Band' },
      }),
    );
    const fetchMock = mockFetch(() => jsonResponse(200, { success: true, data: reportFixture() }));
    renderRoutes(
      '/coordinator/campaigns/k1',
      <Route path="/coordinator/campaigns/:campaignId" element={<CoordinatorCampaignReportPage />} />,
    );
    expect(await screen.findByRole('link', { name: 'Back to campaigns' })).toBeTruthy();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/groups/g1/campaigns/k1/report');
    expect(screen.getByRole('link', { name: 'Distribution sheets' }).getAttribute('href')).toBe(
      '/coordinator/campaigns/k1/distribution',
    );
    expect(screen.getByRole('link', { name: 'Enter paper orders' }).getAttribute('href')).toBe(
      '/coordinator/campaigns/k1/paper-orders',
    );
    expect(screen.getByRole('link', { name: 'Supplier order' }).getAttribute('href')).toBe(
      '/coordinator/campaigns/k1/supplier-order',
    );
    expect(screen.getByRole('link', { name: 'Money' }).getAttribute('href')).toBe(
      '/coordinator/campaigns/k1/money',
    );
  });
});

describe('report CSV files', () => {
  it('write the BOM, the header and neutralise a formula-like seller name', () => {
    expect(reportCsv(reportFixture(), 'sellers')).toBe(
      `${CSV_BOM}"Rank","Seller","Orders","Items","Sales"\r\n` +
        `1,"Ava Stone",20,45,1500.00\r\n1,"Ben Ray",15,40,1500.00\r\n3,"'=Cy Lee",7,12,456.50\r\n`,
    );
    expect(reportCsv(reportFixture(), 'products')).toBe(
      `${CSV_BOM}"Product","Quantity","Sales"\r\n"Cookie Dough",60,1800.00\r\n"Candle, ""Vanilla""",37,1400.00\r\n`,
    );
    expect(reportCsv(reportFixture(), 'daily').split('\r\n').slice(0, 3)).toEqual([
      `${CSV_BOM}"Date","Orders","Sales"`,
      '"2026-11-01",24,1200.00',
      '"2026-11-02",0,0.00',
    ]);
  });

  it("date the file in the portal's time zone", () => {
    // 02:00 UTC on Nov 2 is still Nov 1 in New York.
    expect(reportCsvFileName(reportFixture(), 'daily', new Date('2026-11-02T02:00:00Z'))).toBe(
      'daily-sales_BAND24_2026-11-01.csv',
    );
  });
});
