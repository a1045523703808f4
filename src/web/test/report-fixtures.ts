import type {
  TCampaignReport,
  TCampaignSummary,
  TDistributionSheets,
  TReportCampaign,
  TReportTotals,
  TSalesDay,
  TSellerRanking,
} from '../../shared/api/reports.js';
import type { TCampaignTeamPages, TTeam, TTeamRanking } from '../../shared/api/teams.js';

export const REPORT_CAMPAIGN: TReportCampaign = {
  _id: 'k1',
  groupId: 'g1',
  name: 'Cookie Week',
  startDate: '2026-11-01',
  endDate: '2026-11-05',
  isActive: true,
  isCurrentlyActive: true,
  goalAmount: 5000,
};

export const REPORT_TOTALS: TReportTotals = {
  orderCount: 42,
  sellerCount: 3,
  itemCount: 97,
  sales: 3456.5,
  productSales: 3200,
  donations: 0,
  productSalesAndDonations: 3200,
  raised: 1280,
  goal: 5000,
  goalProgress: 0.64,
};

export function salesDays(from: string, sales: number[]): TSalesDay[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return sales.map((amount, index) => ({
    date: new Date(start + index * 86_400_000).toISOString().slice(0, 10),
    orderCount: amount > 0 ? Math.ceil(amount / 50) : 0,
    sales: amount,
  }));
}

/** Lincoln Band's Cookie Week: 64% of a $5,000 goal, a tie at the top of the leaderboard. */
export function reportFixture(overrides: Partial<TCampaignReport> = {}): TCampaignReport {
  return {
    campaign: REPORT_CAMPAIGN,
    group: { _id: 'g1', code: 'BAND24', name: 'Lincoln Band', profitSharePercent: 40 },
    timeZone: 'America/New_York',
    totals: REPORT_TOTALS,
    daily: salesDays('2026-11-01', [1200, 0, 856.5, 1400, 0]),
    sellers: [
      {
        rank: 1,
        name: 'Ava Stone',
        orderCount: 20,
        itemCount: 45,
        sales: 1500,
        productSales: 1400,
        donations: 0,
      },
      {
        rank: 1,
        name: 'Ben Ray',
        orderCount: 15,
        itemCount: 40,
        sales: 1500,
        productSales: 1400,
        donations: 0,
      },
      {
        rank: 3,
        name: '=Cy Lee',
        orderCount: 7,
        itemCount: 12,
        sales: 456.5,
        productSales: 400,
        donations: 0,
      },
    ],
    products: [
      { name: 'Cookie Dough', quantity: 60, sales: 1800 },
      { name: 'Candle, "Vanilla"', quantity: 37, sales: 1400 },
    ],
    teams: [],
    team: null,
    ...overrides,
  };
}

export function campaignSummaryFixture(overrides: Partial<TCampaignSummary> = {}): TCampaignSummary {
  return {
    campaign: REPORT_CAMPAIGN,
    totals: REPORT_TOTALS,
    last30Days: salesDays('2026-10-07', [...Array<number>(27).fill(0), 1200, 0, 856.5]),
    topSellers: reportFixture().sellers,
    topTeams: [],
    ...overrides,
  };
}

export function distributionFixture(): TDistributionSheets {
  return {
    campaign: REPORT_CAMPAIGN,
    group: { _id: 'g1', code: 'BAND24', name: 'Lincoln Band', profitSharePercent: 40 },
    sellers: [
      {
        name: 'Ava Stone',
        team: null,
        orders: [
          {
            _id: 'o1',
            orderNumber: '#1001',
            buyerName: 'Pat Parent',
            buyerPhone: '',
            items: [
              { name: 'Cookie Dough', quantity: 2 },
              { name: 'Candle', quantity: 1 },
            ],
            donation: 0,
          },
        ],
        products: [
          { name: 'Candle', quantity: 1 },
          { name: 'Cookie Dough', quantity: 2 },
        ],
      },
      {
        name: '',
        team: null,
        orders: [
          {
            _id: 'o2',
            orderNumber: '#1002',
            buyerName: '',
            buyerPhone: '',
            items: [{ name: 'Candle', quantity: 3 }],
            donation: 0,
          },
        ],
        products: [{ name: 'Candle', quantity: 3 }],
      },
    ],
    products: [
      { name: 'Candle', quantity: 4 },
      { name: 'Cookie Dough', quantity: 2 },
    ],
    team: null,
    teams: [],
  };
}

/** Lincoln Band's classes: ids as the API writes them (the filters send only ids of that shape). */
export const ROOM_2_ID = '2a2a2a2a-2a2a-4a2a-8a2a-2a2a2a2a2a2a';
export const ROOM_12_ID = '12121212-1212-4212-8212-121212121212';

/** GET /groups/g1/teams: Room 2 before Room 12, as the server sorts them. */
export function groupTeamsFixture(): TTeam[] {
  return [
    { _id: ROOM_2_ID, name: 'Room 2', leaderName: 'Mr. Diaz', sellerCount: 3, rosterCount: 3 },
    { _id: ROOM_12_ID, name: 'Room 12', leaderName: 'Ms. Park', sellerCount: 4, rosterCount: 4 },
  ];
}

/**
 * Cookie Week's team leaderboard: Room 12 ahead, Room 2 (a third of its sellers selling), and the orders without a
 * team last. Its figures add up to the report's totals ($3,200.00 of product sales, 42 orders).
 */
export function teamRankingsFixture(): TTeamRanking[] {
  return [
    {
      rank: 1,
      _id: ROOM_12_ID,
      name: 'Room 12',
      leaderName: 'Ms. Park',
      orderCount: 30,
      sales: 2400,
      productSales: 2200,
      donations: 0,
      sellersWithOrders: 3,
      rosterSize: 4,
      participation: 0.75,
    },
    {
      rank: 2,
      _id: ROOM_2_ID,
      name: 'Room 2',
      leaderName: 'Mr. Diaz',
      orderCount: 10,
      sales: 856.5,
      productSales: 800,
      donations: 0,
      sellersWithOrders: 1,
      rosterSize: 3,
      participation: 1 / 3,
    },
    {
      rank: 3,
      _id: null,
      name: 'No class / team',
      leaderName: '',
      orderCount: 2,
      sales: 200,
      productSales: 200,
      donations: 0,
      sellersWithOrders: 1,
      rosterSize: 0,
      participation: null,
    },
  ];
}

/** The report of a group with teams; narrowed to Room 12 when `team` is given (its figures, the whole leaderboard). */
export function teamReportFixture(team?: 'Room 12'): TCampaignReport {
  const whole = reportFixture({ teams: teamRankingsFixture() });
  if (!team) return whole;
  return {
    ...whole,
    team: { _id: ROOM_12_ID, name: 'Room 12' },
    totals: {
      ...REPORT_TOTALS,
      orderCount: 30,
      sellerCount: 2,
      itemCount: 70,
      sales: 2400,
      productSales: 2200,
      productSalesAndDonations: 2200,
      raised: 880,
      goalProgress: 0.44,
    },
    sellers: whole.sellers.slice(0, 2),
  };
}

/** The campaign's public pages: Room 2 published with its sellers shown, Room 12 and the leaderboard not. */
export function teamPagesFixture(overrides: Partial<TCampaignTeamPages> = {}): TCampaignTeamPages {
  return {
    teams: [
      {
        team: { _id: ROOM_2_ID, name: 'Room 2' },
        page: {
          token: 'Tok2Room2abc',
          url: 'https://fund.example.org/t/Tok2Room2abc',
          createdAt: '2026-11-02T15:00:00.000Z',
          showSellers: true,
        },
      },
      { team: { _id: ROOM_12_ID, name: 'Room 12' }, page: null },
    ],
    leaderboard: null,
    ...overrides,
  };
}

/**
 * Distribution sheets of a group with teams: Ava (Room 12), Ben (Room 2), Cy (Room 12), an unnamed order without a
 * team; a cover per team with orders, in team order, the orders without a team last.
 */
export function distributionByTeamFixture(): TDistributionSheets {
  const room12 = { _id: ROOM_12_ID, name: 'Room 12' };
  const room2 = { _id: ROOM_2_ID, name: 'Room 2' };
  const order = (id: string, number: string, buyer: string, product: string, quantity: number) => ({
    _id: id,
    orderNumber: number,
    buyerName: buyer,
    buyerPhone: '',
    items: [{ name: product, quantity }],
    donation: 0,
  });
  return {
    ...distributionFixture(),
    sellers: [
      {
        name: 'Ava Stone',
        team: room12,
        orders: [order('o1', '#1001', 'Pat Parent', 'Cookie Dough', 2)],
        products: [{ name: 'Cookie Dough', quantity: 2 }],
      },
      {
        name: 'Ben Ray',
        team: room2,
        orders: [order('o2', '#1002', 'Lee Ray', 'Candle', 1)],
        products: [{ name: 'Candle', quantity: 1 }],
      },
      {
        name: 'Cy Lee',
        team: room12,
        orders: [order('o3', '#1003', 'Kim Lee', 'Candle', 3)],
        products: [{ name: 'Candle', quantity: 3 }],
      },
      {
        name: '',
        team: null,
        orders: [order('o4', '#1004', '', 'Cookie Dough', 1)],
        products: [{ name: 'Cookie Dough', quantity: 1 }],
      },
    ],
    products: [
      { name: 'Candle', quantity: 4 },
      { name: 'Cookie Dough', quantity: 3 },
    ],
    teams: [
      {
        _id: ROOM_2_ID,
        name: 'Room 2',
        leaderName: 'Mr. Diaz',
        sellerNames: ['Ben Ray'],
        products: [{ name: 'Candle', quantity: 1 }],
      },
      {
        _id: ROOM_12_ID,
        name: 'Room 12',
        leaderName: 'Ms. Park',
        sellerNames: ['Ava Stone', 'Cy Lee'],
        products: [
          { name: 'Candle', quantity: 3 },
          { name: 'Cookie Dough', quantity: 2 },
        ],
      },
      {
        _id: null,
        name: 'No class / team',
        leaderName: '',
        sellerNames: [],
        products: [{ name: 'Cookie Dough', quantity: 1 }],
      },
    ],
  };
}

/**
 * Bake Sale Week, a campaign that takes donations: $400.00 of product sales and $50.00 of donations toward a $1,000.00
 * goal (45%), a 40% share: raised $400 × 40% + $50 = $210.00. Ava leads on $250.00 of products and her $50.00 of
 * donations; the buyers paid $465.00 in all, shipping included.
 */
export const DONATION_TOTALS: TReportTotals = {
  orderCount: 5,
  sellerCount: 2,
  itemCount: 12,
  sales: 465,
  productSales: 400,
  donations: 50,
  productSalesAndDonations: 450,
  raised: 210,
  goal: 1000,
  goalProgress: 0.45,
};

export const DONATION_SELLERS: TSellerRanking[] = [
  { rank: 1, name: 'Ava Stone', orderCount: 3, itemCount: 7, sales: 310, productSales: 250, donations: 50 },
  { rank: 2, name: 'Ben Ray', orderCount: 2, itemCount: 5, sales: 155, productSales: 150, donations: 0 },
];

/** Room 12 (Ava, with the donations) ahead of Room 2 (Ben). */
export function donationTeamRankingsFixture(): TTeamRanking[] {
  return [
    {
      rank: 1,
      _id: ROOM_12_ID,
      name: 'Room 12',
      leaderName: 'Ms. Park',
      orderCount: 3,
      sales: 310,
      productSales: 250,
      donations: 50,
      sellersWithOrders: 1,
      rosterSize: 2,
      participation: 0.5,
    },
    {
      rank: 2,
      _id: ROOM_2_ID,
      name: 'Room 2',
      leaderName: 'Mr. Diaz',
      orderCount: 2,
      sales: 155,
      productSales: 150,
      donations: 0,
      sellersWithOrders: 1,
      rosterSize: 1,
      participation: 1,
    },
  ];
}

export function donationReportFixture(overrides: Partial<TCampaignReport> = {}): TCampaignReport {
  return reportFixture({
    campaign: { ...REPORT_CAMPAIGN, name: 'Bake Sale Week', goalAmount: 1000 },
    totals: DONATION_TOTALS,
    daily: salesDays('2026-11-01', [300, 0, 165, 0, 0]),
    sellers: DONATION_SELLERS,
    products: [
      { name: 'Brownies', quantity: 8, sales: 240 },
      { name: 'Pie', quantity: 4, sales: 160 },
    ],
    ...overrides,
  });
}

/** The dashboard's summary of Bake Sale Week. */
export function donationSummaryFixture(overrides: Partial<TCampaignSummary> = {}): TCampaignSummary {
  return campaignSummaryFixture({
    campaign: { ...REPORT_CAMPAIGN, name: 'Bake Sale Week', goalAmount: 1000 },
    totals: DONATION_TOTALS,
    topSellers: DONATION_SELLERS,
    topTeams: donationTeamRankingsFixture(),
    ...overrides,
  });
}

/**
 * Ava's sheet with a $25.00 donation given with her order and a paper form that is a donation only (no items): the
 * donations are lines to thank the givers, never products to hand out.
 */
export function donationDistributionFixture(): TDistributionSheets {
  const sheets = distributionFixture();
  const [ava, unnamed] = sheets.sellers;
  return {
    ...sheets,
    sellers: [
      {
        ...ava!,
        orders: [
          { ...ava!.orders[0]!, donation: 25 },
          {
            _id: 'p1',
            orderNumber: 'P-000001',
            buyerName: 'Ann Giver',
            buyerPhone: '555-0101',
            items: [],
            donation: 40.5,
          },
        ],
      },
      unnamed!,
    ],
  };
}
