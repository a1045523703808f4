import { useParams } from 'react-router';
import { Link } from '../../../components/router-link';
import type { TCampaignReport } from '../../../../shared/api/reports.js';
import { PageHeader } from '../../../components/page-header';
import { QueryContent } from '../../../components/query-content';
import { SalesChart } from '../../../components/sales-chart';
import { formatDate } from '../../../lib/format';
import { useQueryParams } from '../../../lib/use-query-params';
import { useCampaignReport } from '../api/get-campaign-report';
import { downloadReportCsv, type ReportTable } from '../report-csv';
import { teamChoices, wholeGroupProductSalesAndDonations } from '../team-figures';
import { readTeamParam, withTeamParam } from '../team-filter';
import { REPORT_TEXTS } from '../texts';
import { CampaignClassPages, SHARE_LINK_TEXTS } from '../../share-links';
import { GoalProgress } from './goal-progress';
import { LeaderboardTable, ProductTallyTable, TeamLeaderboardTable } from './leaderboard-table';
import { ReportCards } from './report-cards';
import { TeamFilter, TeamResultsFailed } from './team-filter';
import '../reports.css';

export interface ReportPaths {
  back: string;
  backLabel: string;
  distribution: string;
  /** The campaign's seller share links. */
  shareLinks: string;
  /** The campaign's paper order screens. */
  paperOrders: { entry: string; import: string; products: string; supplierOrder: string };
  /** The campaign's money screen. */
  money: string;
}

/** /admin/groups/:groupId/campaigns/:campaignId */
export function AdminCampaignReportPage() {
  const { groupId = '', campaignId = '' } = useParams();
  const campaignPath = `/admin/groups/${groupId}/campaigns/${campaignId}`;
  return (
    <CampaignReport
      groupId={groupId}
      campaignId={campaignId}
      paths={{
        back: `/admin/groups/${groupId}`,
        backLabel: REPORT_TEXTS.backToGroup,
        distribution: `${campaignPath}/distribution`,
        shareLinks: `${campaignPath}/share-links`,
        paperOrders: {
          entry: `${campaignPath}/paper-orders`,
          import: `${campaignPath}/paper-orders/import`,
          products: `${campaignPath}/products`,
          supplierOrder: `${campaignPath}/supplier-order`,
        },
        money: `${campaignPath}/money`,
      }}
    />
  );
}

export function CampaignReport({
  groupId,
  campaignId,
  paths,
}: {
  groupId: string;
  campaignId: string;
  paths: ReportPaths;
}) {
  const [params, setParams] = useQueryParams();
  const teamId = readTeamParam(params);
  const report = useCampaignReport(groupId, campaignId, teamId);
  const chooseTeam = (next: string) => setParams(withTeamParam(params, next));
  // A team that is gone (merged, removed) or not the group's: say so, with the way back to the whole campaign.
  if (report.isError && teamId) {
    return (
      <TeamResultsFailed
        error={report.error}
        loadFailed={REPORT_TEXTS.loadFailed}
        onShowAll={() => chooseTeam('')}
      />
    );
  }
  return (
    <QueryContent query={report} loadFailedMessage={REPORT_TEXTS.loadFailed}>
      {(data) => (
        <ReportView
          report={data}
          paths={paths}
          teamId={teamId}
          onTeamChange={chooseTeam}
          loading={report.isPlaceholderData}
        />
      )}
    </QueryContent>
  );
}

function DownloadButton({
  report,
  table,
  label,
}: {
  report: TCampaignReport;
  table: ReportTable;
  label: string;
}) {
  return (
    <button
      type="button"
      className="btn btn--secondary btn--sm"
      aria-label={REPORT_TEXTS.downloadCsvOf(label)}
      onClick={() => downloadReportCsv(report, table)}
    >
      {REPORT_TEXTS.downloadCsv}
    </button>
  );
}

function SectionHeader({ id, title, children }: { id: string; title: string; children?: React.ReactNode }) {
  return (
    <div className="report-section__header">
      <h2 className="section-title" id={id}>
        {title}
      </h2>
      {children}
    </div>
  );
}

/** The campaign's paper order forms: typing them, importing them, their products and the supplier order. */
function PaperOrderLinks({ paths }: { paths: ReportPaths['paperOrders'] }) {
  const P = REPORT_TEXTS.paperOrders;
  return (
    <nav className="report-links" aria-label={P.label}>
      <span className="report-links__label" aria-hidden="true">
        {P.label}
      </span>
      <Link to={paths.entry} className="btn btn--secondary btn--sm">
        {P.entry}
      </Link>
      <Link to={paths.import} className="btn btn--secondary btn--sm">
        {P.import}
      </Link>
      <Link to={paths.products} className="btn btn--secondary btn--sm">
        {P.products}
      </Link>
      <Link to={paths.supplierOrder} className="btn btn--secondary btn--sm">
        {P.supplierOrder}
      </Link>
    </nav>
  );
}

interface ReportViewProps {
  report: TCampaignReport;
  paths: ReportPaths;
  /** The team the URL asks for ('' for all): the filter shows it while its results load. */
  teamId?: string;
  onTeamChange?: (teamId: string) => void;
  /** Another team's results are on their way; these stay until then. */
  loading?: boolean;
}

export function ReportView({ report, paths, teamId, onTeamChange, loading = false }: ReportViewProps) {
  const { campaign, group, totals } = report;
  const teams = teamChoices(report.teams);
  const title = report.team
    ? `${REPORT_TEXTS.reportTitle(campaign.name)} · ${REPORT_TEXTS.teamOnly(report.team.name)}`
    : REPORT_TEXTS.reportTitle(campaign.name);
  // Narrowed to a team, the goal stays the whole group's: its product sales and donations are every team's together.
  const goalTotals = report.team
    ? { productSalesAndDonations: wholeGroupProductSalesAndDonations(report.teams), goal: totals.goal }
    : totals;
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <>
            <Link to={paths.back} className="btn btn--ghost">
              {paths.backLabel}
            </Link>
            <Link to={paths.shareLinks} className="btn btn--secondary">
              {SHARE_LINK_TEXTS.link}
            </Link>
            <Link to={paths.money} className="btn btn--secondary">
              {REPORT_TEXTS.moneyLink}
            </Link>
            <Link to={paths.distribution} className="btn btn--primary">
              {REPORT_TEXTS.distributionLink}
            </Link>
          </>
        }
      />
      <div className="stack report" aria-busy={loading}>
        <p className="report__period">
          {REPORT_TEXTS.period(group.name, formatDate(campaign.startDate), formatDate(campaign.endDate))}
        </p>
        {teams.length > 0 && onTeamChange ? (
          <TeamFilter
            id="report-team-filter"
            teams={teams}
            value={teamId ?? report.team?._id ?? ''}
            onChange={onTeamChange}
          />
        ) : null}
        <PaperOrderLinks paths={paths.paperOrders} />
        <section className="stack stack--tight" aria-labelledby="report-totals">
          <h2 className="visually-hidden" id="report-totals">
            {REPORT_TEXTS.totals}
          </h2>
          <ReportCards totals={totals} profitSharePercent={group.profitSharePercent} />
          <div className="card">
            <GoalProgress totals={goalTotals} wholeGroup={report.team !== null} />
          </div>
        </section>
        {totals.orderCount === 0 ? <p className="card empty-state">{REPORT_TEXTS.noOrders}</p> : null}
        <section className="card report-section">
          <SectionHeader id="report-daily" title={REPORT_TEXTS.dailyChart}>
            <DownloadButton report={report} table="daily" label={REPORT_TEXTS.dailyChart} />
          </SectionHeader>
          <SalesChart title={REPORT_TEXTS.dailyChart} days={report.daily} titleHidden />
        </section>
        {report.teams.length > 0 ? (
          <section className="card report-section">
            <SectionHeader id="report-teams" title={REPORT_TEXTS.teams}>
              <DownloadButton report={report} table="teams" label={REPORT_TEXTS.teams} />
            </SectionHeader>
            <TeamLeaderboardTable label={REPORT_TEXTS.teams} teams={report.teams} />
          </section>
        ) : null}
        {/* One above the other: the leaderboard's seven columns need the page's whole width. */}
        <section className="card report-section">
          <SectionHeader id="report-sellers" title={REPORT_TEXTS.leaderboard}>
            <DownloadButton report={report} table="sellers" label={REPORT_TEXTS.leaderboard} />
          </SectionHeader>
          <LeaderboardTable label={REPORT_TEXTS.leaderboard} sellers={report.sellers} />
        </section>
        <section className="card report-section">
          <SectionHeader id="report-products" title={REPORT_TEXTS.products}>
            <DownloadButton report={report} table="products" label={REPORT_TEXTS.products} />
          </SectionHeader>
          <ProductTallyTable products={report.products} />
        </section>
        {teams.length > 0 ? <CampaignClassPages groupId={group._id} campaignId={campaign._id} /> : null}
      </div>
    </>
  );
}
