import type {
  TCampaignReport,
  TCampaignSummary,
  TDistributionSheets,
  TReportCampaign,
  TReportTotals,
  TSalesDay,
} from '../../shared/api/reports.js';

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
      { rank: 1, name: 'Ava Stone', orderCount: 20, itemCount: 45, sales: 1500 },
      { rank: 1, name: 'Ben Ray', orderCount: 15, itemCount: 40, sales: 1500 },
      { rank: 3, name: '=Cy Lee', orderCount: 7, itemCount: 12, sales: 456.5 },
    ],
    products: [
      { name: 'Cookie Dough', quantity: 60, sales: 1800 },
      { name: 'Candle, "Vanilla"', quantity: 37, sales: 1400 },
    ],
    ...overrides,
  };
}

export function campaignSummaryFixture(overrides: Partial<TCampaignSummary> = {}): TCampaignSummary {
  return {
    campaign: REPORT_CAMPAIGN,
    totals: REPORT_TOTALS,
    last30Days: salesDays('2026-10-07', [...Array<number>(27).fill(0), 1200, 0, 856.5]),
    topSellers: reportFixture().sellers,
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
          },
        ],
        products: [
          { name: 'Candle', quantity: 1 },
          { name: 'Cookie Dough', quantity: 2 },
        ],
      },
      {
        name: '',
        orders: [
          {
            _id: 'o2',
            orderNumber: '#1002',
            buyerName: '',
            buyerPhone: '',
            items: [{ name: 'Candle', quantity: 3 }],
          },
        ],
        products: [{ name: 'Candle', quantity: 3 }],
      },
    ],
    products: [
      { name: 'Candle', quantity: 4 },
      { name: 'Cookie Dough', quantity: 2 },
    ],
  };
}
