import type { TCampaignReport } from '../../../shared/api/reports.js';
import { csvFileName, csvMoney, csvText } from '../../../shared/csv.js';
import { saveBlob } from '../../lib/save-file';
import { participationPercent } from './team-figures';
import { REPORT_TABLES, REPORT_TEXTS } from './texts';

const C = REPORT_TEXTS.columns;

export type ReportTable = keyof typeof REPORT_TABLES;

/**
 * A table of the report as a CSV file's text. Sellers and teams carry their product sales and donations apart (what
 * they are ranked by, together); the product tally is products only.
 */
export function reportCsv(report: TCampaignReport, table: ReportTable): string {
  switch (table) {
    case 'daily':
      return csvText(
        [C.date, C.orders, C.sales],
        report.daily.map((day) => [day.date, day.orderCount, csvMoney(day.sales)]),
      );
    case 'sellers':
      return csvText(
        [C.rank, C.seller, C.productSales, C.donations, C.orders, C.items, C.sales],
        report.sellers.map((seller) => [
          seller.rank,
          seller.name,
          csvMoney(seller.productSales),
          csvMoney(seller.donations),
          seller.orderCount,
          seller.itemCount,
          csvMoney(seller.sales),
        ]),
      );
    case 'products':
      return csvText(
        [C.product, C.quantity, C.sales],
        report.products.map((product) => [product.name, product.quantity, csvMoney(product.sales)]),
      );
    case 'teams':
      return csvText(
        [
          C.rank,
          C.team,
          C.leader,
          C.productSales,
          C.donations,
          C.sales,
          C.orders,
          C.sellersWithOrders,
          C.roster,
          C.participationPercent,
        ],
        report.teams.map((team) => [
          team.rank,
          team.name,
          team.leaderName,
          csvMoney(team.productSales),
          csvMoney(team.donations),
          csvMoney(team.sales),
          team.orderCount,
          team.sellersWithOrders,
          team._id === null ? '' : team.rosterSize,
          team.participation === null ? '' : participationPercent(team.participation),
        ]),
      );
  }
}

/** Today in the portal's time zone, as the order export dates its file. */
export function todayIn(timeZone: string, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/**
 * `sellers_BAND24_2026-11-02.csv`; narrowed to a team, its tables say whose they are (`sellers-Room12_…`). The team
 * leaderboard is always the whole campaign's.
 */
export function reportCsvFileName(report: TCampaignReport, table: ReportTable, now = new Date()): string {
  const team = table === 'teams' ? '' : (report.team?.name.replace(/[^A-Za-z0-9]/g, '') ?? '');
  const name = team ? `${REPORT_TABLES[table]}-${team}` : REPORT_TABLES[table];
  return csvFileName(name, report.group.code, todayIn(report.timeZone, now));
}

export function downloadReportCsv(report: TCampaignReport, table: ReportTable): void {
  const blob = new Blob([reportCsv(report, table)], { type: 'text/csv;charset=utf-8' });
  saveBlob(blob, reportCsvFileName(report, table));
}
