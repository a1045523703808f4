// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, useLocation } from 'react-router';
import { jsonResponse, mockFetch, renderRoutes, isolateScreenTests } from '../../../test/helpers';
import {
  ROOM_12_ID,
  distributionByTeamFixture,
  distributionFixture,
  donationDistributionFixture,
  groupTeamsFixture,
} from '../../../test/report-fixtures';
import { REPORT_TEXTS } from '../texts';
import { AdminDistributionPage, sheetBatches, sheetEntries } from './distribution-page';

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
      {
        _id: 'p1',
        orderNumber: 'P-000001',
        buyerName: 'Ann Buyer',
        buyerPhone: '555-0101',
        items: [],
        donation: 0,
      },
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

  it('shows a donation under the items of its order, to thank the giver, and never as a product to hand out', async () => {
    mockFetch(() => jsonResponse(200, { success: true, data: donationDistributionFixture() }));
    renderSheets();
    const ava = await screen.findByRole('region', { name: 'Ava Stone' });
    expect(within(ava).getByRole('heading', { level: 2 }).textContent).toBe('Ava Stone 2 orders');
    const [orders, totals] = within(ava).getAllByRole('table');
    expect(
      within(orders!)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'OrderBuyerItems',
      '#1001Pat Parent2 × Cookie Dough; 1 × CandleDonation: $25.00',
      // A form that is a donation only: no item, the donation alone.
      'P-000001Ann Giver555-0101Donation: $40.50',
    ]);
    expect(within(ava).getByText('Donation: $25.00').className).toBe('table__sub sheet__donation');
    expect(
      within(totals!)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['ProductQuantity', 'Candle1', 'Cookie Dough2']);
    // An order without a donation says nothing of one.
    const unnamed = screen.getByRole('region', { name: 'No seller name' });
    expect(within(unnamed).queryByText(/^Donation:/)).toBeNull();
    const summary = screen.getByRole('region', { name: REPORT_TEXTS.distribution.summary });
    expect(
      within(summary)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['ProductQuantityReceived', 'Candle4', 'Cookie Dough2']);
    expect(within(summary).queryByText(/Donation/)).toBeNull();
  });

  it('says when there is nothing to hand out', async () => {
    mockFetch(() =>
      jsonResponse(200, { success: true, data: { ...distributionFixture(), sellers: [], products: [] } }),
    );
    renderSheets();
    expect(await screen.findByText(REPORT_TEXTS.distribution.empty)).toBeTruthy();
  });

  it('offers no team filter or grouping in a group without teams, and asks for no teams', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { success: true, data: distributionFixture() }));
    renderSheets();
    await screen.findByRole('region', { name: 'Ava Stone' });
    expect(screen.queryByRole('combobox', { name: 'Class / team' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Group by class / team' })).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/groups/g1/campaigns/k1/distribution']);
  });
});

describe('distribution sheets of a group with classes and teams', () => {
  isolateScreenTests();

  function LocationProbe() {
    const location = useLocation();
    return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
  }

  const renderWithTeams = (path = '/admin/groups/g1/campaigns/k1/distribution') =>
    renderRoutes(
      path,
      <Route
        path="/admin/groups/:groupId/campaigns/:campaignId/distribution"
        element={
          <>
            <AdminDistributionPage />
            <LocationProbe />
          </>
        }
      />,
    );

  const ROOM_12_SHEETS = () => {
    const sheets = distributionByTeamFixture();
    return {
      ...sheets,
      team: { _id: ROOM_12_ID, name: 'Room 12' },
      sellers: sheets.sellers.filter((seller) => seller.team?._id === ROOM_12_ID),
      teams: sheets.teams.filter((cover) => cover._id === ROOM_12_ID),
    };
  };

  const answerWithTeams = () =>
    mockFetch((url) => {
      if (url.endsWith('/groups/g1/teams'))
        return jsonResponse(200, { success: true, data: groupTeamsFixture() });
      if (url.includes(`teamId=${ROOM_12_ID}`))
        return jsonResponse(200, { success: true, data: ROOM_12_SHEETS() });
      return jsonResponse(200, { success: true, data: distributionByTeamFixture() });
    });

  const regions = () =>
    screen
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-label') ?? region.querySelector('h2')?.textContent);

  it('narrows the sheets to one class or team, keeping it in the URL', async () => {
    const fetchMock = answerWithTeams();
    const user = userEvent.setup();
    renderWithTeams();
    const filter = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Class / team' });
    expect([...filter.options].map((option) => option.textContent)).toEqual([
      'All classes / teams',
      'Room 2',
      'Room 12',
    ]);
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/groups/g1/teams');
    // Ungrouped, each sheet names its seller's team.
    expect(
      within(screen.getByRole('region', { name: 'Ava Stone' })).getByText('Cookie Week · Room 12'),
    ).toBeTruthy();

    await user.selectOptions(filter, 'Room 12');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Cookie Week — distribution sheets · Room 12 only',
      }),
    ).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
      `/api/groups/g1/campaigns/k1/distribution?teamId=${ROOM_12_ID}`,
    );
    expect(screen.getByTestId('location').textContent).toBe(
      `/admin/groups/g1/campaigns/k1/distribution?teamId=${ROOM_12_ID}`,
    );
    expect(regions()).toEqual(['Ava Stone', 'Cy Lee', REPORT_TEXTS.distribution.summary]);
  });

  it('groups the sheets by team: a cover page, then its sellers by name, the orders without a team last', async () => {
    answerWithTeams();
    const user = userEvent.setup();
    renderWithTeams();
    const toggle = await screen.findByRole<HTMLInputElement>('checkbox', { name: 'Group by class / team' });
    expect(toggle.checked).toBe(false);
    expect(regions()).toEqual(['Ava Stone', 'Ben Ray', 'Cy Lee', 'No seller name', 'Product summary']);

    await user.click(toggle);
    expect(screen.getByTestId('location').textContent).toBe(
      '/admin/groups/g1/campaigns/k1/distribution?groupBy=team',
    );
    expect(regions()).toEqual([
      'Room 2: cover page',
      'Ben Ray',
      'Room 12: cover page',
      'Ava Stone',
      'Cy Lee',
      'No class / team: cover page',
      'No seller name',
      'Product summary',
    ]);
    const cover = screen.getByRole('region', { name: 'Room 12: cover page' });
    expect(within(cover).getByRole('heading', { level: 2 }).textContent).toBe('Room 12');
    expect(within(cover).getByText('Leader: Ms. Park')).toBeTruthy();
    expect(within(cover).getByRole('heading', { level: 3, name: '2 sellers' })).toBeTruthy();
    expect(
      within(cover)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ava Stone', 'Cy Lee']);
    expect(
      within(cover).getByRole('heading', { level: 3, name: 'Products for the class / team' }),
    ).toBeTruthy();
    expect(
      within(within(cover).getByRole('table'))
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['ProductQuantity', 'Candle3', 'Cookie Dough2']);
    // Each cover is a sheet, and every sheet starts a printed page.
    expect(cover.classList.contains('sheet')).toBe(true);

    await user.click(screen.getByRole('checkbox', { name: 'Group by class / team' }));
    expect(screen.getByTestId('location').textContent).toBe('/admin/groups/g1/campaigns/k1/distribution');
    expect(screen.queryByRole('region', { name: 'Room 12: cover page' })).toBeNull();
  });
});

describe('sheetBatches', () => {
  const seller = (orders: number) => ({
    team: null,
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

  it('counts a cover page as no orders', () => {
    expect(sheetBatches([{ orders: [] }, seller(500), { orders: [] }, seller(3)])).toEqual([2, 4]);
  });

  it('shows about 400 orders more per frame, a large seller alone, and everyone in the last', () => {
    expect(sheetBatches([seller(300), seller(150), seller(900), seller(10), seller(20)])).toEqual([2, 3, 5]);
    expect(sheetBatches([seller(5)])).toEqual([1]);
  });
});

describe('sheetEntries', () => {
  const names = (byTeam: boolean) =>
    sheetEntries(distributionByTeamFixture(), byTeam).map((entry) =>
      entry.kind === 'cover' ? `cover:${entry.cover.name}` : entry.seller.name,
    );

  it('keeps the sellers by name, or puts each team first with its cover, the orders without a team last', () => {
    expect(names(false)).toEqual(['Ava Stone', 'Ben Ray', 'Cy Lee', '']);
    expect(names(true)).toEqual([
      'cover:Room 2',
      'Ben Ray',
      'cover:Room 12',
      'Ava Stone',
      'Cy Lee',
      'cover:No class / team',
      '',
    ]);
    expect(sheetEntries(distributionFixture(), true).every((entry) => entry.kind === 'seller')).toBe(true);
  });
});
