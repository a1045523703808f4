// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, useLocation } from 'react-router';
import { CAMPAIGN_API_MESSAGES } from '../../../../shared/texts/campaigns.js';
import { TEAM_API_MESSAGES } from '../../../../shared/texts/teams.js';
import { CSV_BOM } from '../../../../shared/csv.js';
import { jsonResponse, mockFetch, renderRoutes, isolateScreenTests } from '../../../test/helpers';
import {
  DONATION_TOTALS,
  ROOM_12_ID,
  ROOM_2_ID,
  donationReportFixture,
  donationTeamRankingsFixture,
  reportFixture,
  teamPagesFixture,
  teamReportFixture,
} from '../../../test/report-fixtures';
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
const cardHint = (label: string) =>
  screen.getByText(label, { selector: '.stat__label' }).parentElement?.querySelector('.stat__hint')
    ?.textContent;

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
    expect(card('Donations')).toBe('$0.00');
    expect(card('Product sales + donations')).toBe('$3,200.00');
    expect(card('Raised for the group')).toBe('$1,280.00');
    expect(screen.getByText('Product sales × 40% + donations')).toBeTruthy();
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
      'RankSellerProduct salesDonationsOrdersItemsSales',
      '1Ava Stone$1,400.00$0.002045$1,500.00',
      '1Ben Ray$1,400.00$0.001540$1,500.00',
      '3=Cy Lee$400.00$0.00712$456.50',
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
    const totals = {
      ...reportFixture().totals,
      productSales: 4930,
      donations: 50,
      productSalesAndDonations: 4980,
      goalProgress: 0.996,
    };
    mockFetch(() => jsonResponse(200, { success: true, data: reportFixture({ totals }) }));
    renderAdmin();

    const bar = await screen.findByRole('progressbar', { name: 'Sales goal progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('99');
    expect(bar.getAttribute('aria-valuetext')).toBe('99% of the $5,000.00 goal');
    expect(screen.getByText('99% of the $5,000.00 goal')).toBeTruthy();
    expect(screen.getByText('$4,980.00 in product sales and donations')).toBeTruthy();
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
    expect(cardHint('Sales goal')).toBeUndefined();
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

describe('campaign report of a campaign with donations', () => {
  isolateScreenTests();

  const rows = (region: HTMLElement) =>
    within(region)
      .getAllByRole('row')
      .map((row) => row.textContent);

  it('shows product sales and donations apart and together; raised shares the products only, the goal counts both', async () => {
    mockFetch(() => jsonResponse(200, { success: true, data: donationReportFixture() }));
    renderAdmin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bake Sale Week — results' })).toBeTruthy();
    expect(card('Sales')).toBe('$465.00');
    expect(cardHint('Sales')).toBe('Everything buyers paid: products, shipping and donations');
    expect(card('Product sales')).toBe('$400.00');
    expect(card('Donations')).toBe('$50.00');
    expect(cardHint('Donations')).toBe('Kept whole by the group, never shared');
    expect(card('Product sales + donations')).toBe('$450.00');
    // $400.00 × 40% + $50.00: the donations are never multiplied by the share.
    expect(card('Raised for the group')).toBe('$210.00');
    expect(cardHint('Raised for the group')).toBe('Product sales × 40% + donations');
    expect(card('Sales goal')).toBe('$1,000.00');
    expect(cardHint('Sales goal')).toBe('Counts product sales and donations');

    const bar = screen.getByRole('progressbar', { name: 'Sales goal progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('45');
    expect(bar.getAttribute('aria-valuetext')).toBe('45% of the $1,000.00 goal');
    expect(screen.getByText('$450.00 in product sales and donations')).toBeTruthy();

    expect(rows(screen.getByRole('region', { name: 'Seller leaderboard' }))).toEqual([
      'RankSellerProduct salesDonationsOrdersItemsSales',
      '1Ava Stone$250.00$50.00' + '37$310.00',
      '2Ben Ray$150.00$0.00' + '25$155.00',
    ]);
    // The tally is products only: a donation is never a product.
    expect(rows(screen.getByRole('region', { name: 'Product tally' }))).toEqual([
      'ProductQuantitySales',
      'Brownies8$240.00',
      'Pie4$160.00',
    ]);
  });

  it("shows each team's donations, and narrowed to a team keeps the whole group's product sales + donations on the goal", async () => {
    const teams = donationTeamRankingsFixture();
    mockFetch((url) => {
      if (url.includes('/team-pages')) return jsonResponse(200, { success: true, data: teamPagesFixture() });
      const room2 = {
        team: { _id: ROOM_2_ID, name: 'Room 2' },
        totals: {
          ...DONATION_TOTALS,
          orderCount: 2,
          sellerCount: 1,
          itemCount: 5,
          sales: 155,
          productSales: 150,
          donations: 0,
          productSalesAndDonations: 150,
          raised: 60,
          goalProgress: 0.15,
        },
      };
      return jsonResponse(200, {
        success: true,
        data: donationReportFixture({ teams, ...(url.includes(`teamId=${ROOM_2_ID}`) ? room2 : {}) }),
      });
    });
    const { unmount } = renderAdmin();
    const region = await screen.findByRole('region', { name: 'Teams' });
    expect(rows(region)).toEqual([
      'RankClass / teamProduct salesDonationsParticipationSalesOrdersSellers with ordersRosterLeader',
      '1Room 12$250.00$50.00' + '50%1 of 2' + '$310.00' + '312' + 'Ms. Park',
      '2Room 2$150.00$0.00' + '100%1 of 1' + '$155.00' + '211' + 'Mr. Diaz',
    ]);
    unmount();

    renderRoutes(
      `/admin/groups/g1/campaigns/k1?teamId=${ROOM_2_ID}`,
      <Route path="/admin/groups/:groupId/campaigns/:campaignId" element={<AdminCampaignReportPage />} />,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bake Sale Week — results · Room 2 only' }),
    ).toBeTruthy();
    expect(card('Product sales + donations')).toBe('$150.00');
    expect(card('Raised for the group')).toBe('$60.00');
    // Room 12's $250.00 + $50.00 and Room 2's $150.00: $450.00 of the $1,000.00 goal.
    const bar = screen.getByRole('progressbar', { name: 'Whole group’s sales goal progress' });
    expect(bar.getAttribute('aria-valuetext')).toBe('45% of the $1,000.00 goal');
    expect(screen.getByText('$450.00 in product sales and donations')).toBeTruthy();
  });

  it('writes the product sales and donations of each seller and team in the CSV files, and none in the product tally', () => {
    const report = donationReportFixture({ teams: donationTeamRankingsFixture() });
    expect(reportCsv(report, 'sellers')).toBe(
      `${CSV_BOM}"Rank","Seller","Product sales","Donations","Orders","Items","Sales"\r\n` +
        `1,"Ava Stone",250.00,50.00,3,7,310.00\r\n2,"Ben Ray",150.00,0.00,2,5,155.00\r\n`,
    );
    expect(reportCsv(report, 'teams').split('\r\n').slice(1)).toEqual([
      '1,"Room 12","Ms. Park",250.00,50.00,310.00,3,1,2,50',
      '2,"Room 2","Mr. Diaz",150.00,0.00,155.00,2,1,1,100',
      '',
    ]);
    expect(reportCsv(report, 'products')).toBe(
      `${CSV_BOM}"Product","Quantity","Sales"\r\n"Brownies",8,240.00\r\n"Pie",4,160.00\r\n`,
    );
  });
});

describe('report CSV files', () => {
  it('write the BOM, the header and neutralise a formula-like seller name', () => {
    expect(reportCsv(reportFixture(), 'sellers')).toBe(
      `${CSV_BOM}"Rank","Seller","Product sales","Donations","Orders","Items","Sales"\r\n` +
        `1,"Ava Stone",1400.00,0.00,20,45,1500.00\r\n1,"Ben Ray",1400.00,0.00,15,40,1500.00\r\n` +
        `3,"'=Cy Lee",400.00,0.00,7,12,456.50\r\n`,
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

describe('campaign report of a group with classes and teams', () => {
  isolateScreenTests();

  function LocationProbe() {
    const location = useLocation();
    return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
  }

  const renderWithTeams = (path = '/admin/groups/g1/campaigns/k1') =>
    renderRoutes(
      path,
      <Route
        path="/admin/groups/:groupId/campaigns/:campaignId"
        element={
          <>
            <AdminCampaignReportPage />
            <LocationProbe />
          </>
        }
      />,
    );

  const answerWithTeams = () =>
    mockFetch((url) => {
      if (url.includes('/team-pages')) return jsonResponse(200, { success: true, data: teamPagesFixture() });
      if (url.includes(`teamId=${ROOM_12_ID}`)) {
        return jsonResponse(200, { success: true, data: teamReportFixture('Room 12') });
      }
      return jsonResponse(200, { success: true, data: teamReportFixture() });
    });

  const rows = (region: HTMLElement) =>
    within(region)
      .getAllByRole('row')
      .map((row) => row.textContent);

  it('ranks the teams with product sales, donations and participation (a percent with "n of m"), then sales, orders, sellers, roster and leader', async () => {
    answerWithTeams();
    renderWithTeams();
    const teams = await screen.findByRole('region', { name: 'Teams' });
    expect(screen.getByRole('heading', { level: 2, name: 'Teams' })).toBeTruthy();
    expect(rows(teams)).toEqual([
      'RankClass / teamProduct salesDonationsParticipationSalesOrdersSellers with ordersRosterLeader',
      '1Room 12$2,200.00$0.00' + '75%3 of 4' + '$2,400.00' + '3034' + 'Ms. Park',
      '2Room 2$800.00$0.00' + '33%1 of 3' + '$856.50' + '1013' + 'Mr. Diaz',
      '3No class / team$200.00$0.00' + '—' + '$200.00' + '21—',
    ]);
    expect(screen.getByRole('button', { name: 'Download Teams as CSV' })).toBeTruthy();
  });

  it('offers every class or team by name, and narrows the results to one, keeping it in the URL', async () => {
    const fetchMock = answerWithTeams();
    const user = userEvent.setup();
    renderWithTeams('/admin/groups/g1/campaigns/k1?tab=x');
    const filter = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Class / team' });
    expect([...filter.options].map((option) => [option.value, option.textContent])).toEqual([
      ['', 'All classes / teams'],
      [ROOM_2_ID, 'Room 2'],
      [ROOM_12_ID, 'Room 12'],
    ]);
    expect(filter.value).toBe('');

    await user.selectOptions(filter, 'Room 12');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cookie Week — results · Room 12 only' }),
    ).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(
      `/admin/groups/g1/campaigns/k1?tab=x&teamId=${ROOM_12_ID}`,
    );
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
      `/api/groups/g1/campaigns/k1/report?teamId=${ROOM_12_ID}`,
    );
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Class / team' }).value).toBe(ROOM_12_ID);
    expect(card('Orders')).toBe('30');
    expect(card('Product sales')).toBe('$2,200.00');
    // The goal is the whole group's: every team's product sales together, $3,200.00 of $5,000.00.
    const bar = screen.getByRole('progressbar', { name: 'Whole group’s sales goal progress' });
    expect(bar.getAttribute('aria-valuetext')).toBe('64% of the $5,000.00 goal');
    expect(screen.getByText('The goal is the whole group’s: every class and team together.')).toBeTruthy();
    expect(screen.getByText('$3,200.00 in product sales and donations')).toBeTruthy();
    // The leaderboard stays the whole campaign's.
    expect(rows(screen.getByRole('region', { name: 'Teams' }))).toHaveLength(4);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Class / team' }), 'All classes / teams');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cookie Week — results' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/admin/groups/g1/campaigns/k1?tab=x');
    expect(screen.getByRole('progressbar', { name: 'Sales goal progress' })).toBeTruthy();
  });

  it('downloads the teams table as a CSV file', async () => {
    answerWithTeams();
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:teams';
    });
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const user = userEvent.setup();
    renderWithTeams();
    await user.click(await screen.findByRole('button', { name: 'Download Teams as CSV' }));
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^teams_BAND24_\d{4}-\d{2}-\d{2}\.csv$/);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await created[0]!.arrayBuffer())).toBe(
      reportCsv(teamReportFixture(), 'teams'),
    );
  });

  it('opens narrowed to the team of the URL', async () => {
    const fetchMock = answerWithTeams();
    renderWithTeams(`/admin/groups/g1/campaigns/k1?teamId=${ROOM_12_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cookie Week — results · Room 12 only' }),
    ).toBeTruthy();
    expect(fetchMock.mock.calls[0]![0]).toBe(`/api/groups/g1/campaigns/k1/report?teamId=${ROOM_12_ID}`);
  });

  it('leaves out a team id that is no id, and offers the whole campaign when the team is not found', async () => {
    let fetchMock = answerWithTeams();
    const { unmount } = renderWithTeams('/admin/groups/g1/campaigns/k1?teamId=room-12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cookie Week — results' })).toBeTruthy();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/groups/g1/campaigns/k1/report');
    unmount();

    fetchMock = mockFetch((url) => {
      if (url.includes('/team-pages')) return jsonResponse(200, { success: true, data: teamPagesFixture() });
      if (!url.includes('teamId=')) return jsonResponse(200, { success: true, data: teamReportFixture() });
      return jsonResponse(404, {
        success: false,
        code: 'TEAM_NOT_FOUND',
        message: TEAM_API_MESSAGES.teamNotFound,
      });
    });
    const user = userEvent.setup();
    renderWithTeams(`/admin/groups/g1/campaigns/k1?teamId=${ROOM_2_ID}`);
    expect((await screen.findByRole('alert')).textContent).toBe(TEAM_API_MESSAGES.teamNotFound);
    await user.click(screen.getByRole('button', { name: 'Show all classes / teams' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cookie Week — results' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/admin/groups/g1/campaigns/k1');
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/groups/g1/campaigns/k1/report');
  });

  it('shows no team section, filter or class pages in a group without teams', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { success: true, data: reportFixture() }));
    renderAdmin();
    expect(await screen.findByRole('region', { name: 'Seller leaderboard' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Teams' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Class / team' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Class pages' })).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/groups/g1/campaigns/k1/report']);
  });

  it('shows the class pages panel, asking for the campaign’s pages', async () => {
    const fetchMock = answerWithTeams();
    renderWithTeams();
    expect(await screen.findByRole('heading', { level: 2, name: 'Class pages' })).toBeTruthy();
    expect(await screen.findByRole('group', { name: 'Room 2' })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/groups/g1/campaigns/k1/team-pages');
  });
});

describe('team CSV file', () => {
  it('writes each team with the participation as a whole percent, the orders without a team last', () => {
    expect(reportCsv(teamReportFixture(), 'teams')).toBe(
      `${CSV_BOM}"Rank","Class / team","Leader","Product sales","Donations","Sales","Orders","Sellers with orders","Roster","Participation %"\r\n` +
        `1,"Room 12","Ms. Park",2200.00,0.00,2400.00,30,3,4,75\r\n` +
        `2,"Room 2","Mr. Diaz",800.00,0.00,856.50,10,1,3,33\r\n` +
        `3,"No class / team","",200.00,0.00,200.00,2,1,"",""\r\n`,
    );
    const noon = new Date('2026-11-02T12:00:00Z');
    expect(reportCsvFileName(teamReportFixture(), 'teams', noon)).toBe('teams_BAND24_2026-11-02.csv');
    // Narrowed to a team, its tables say whose they are; the team leaderboard is the whole campaign's.
    expect(reportCsvFileName(teamReportFixture('Room 12'), 'sellers', noon)).toBe(
      'sellers-Room12_BAND24_2026-11-02.csv',
    );
    expect(reportCsvFileName(teamReportFixture('Room 12'), 'teams', noon)).toBe(
      'teams_BAND24_2026-11-02.csv',
    );
  });
});
