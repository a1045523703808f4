import { Link } from '../../../components/router-link';
import type { TCampaignSummary } from '../../../../shared/api/reports.js';
import { QueryContent } from '../../../components/query-content';
import { SalesChart } from '../../../components/sales-chart';
import { StatCard } from '../../../components/stat-card';
import { formatCurrency, formatDate } from '../../../lib/format';
import { useGroupDashboard } from '../api/get-group-dashboard';
import { REPORT_TEXTS } from '../texts';
import { GoalProgress } from './goal-progress';
import { LeaderboardTable, TeamLeaderboardTable } from './leaderboard-table';
import { raisedHint } from './report-cards';
import '../reports.css';

const D = REPORT_TEXTS.dashboard;
const C = REPORT_TEXTS.cards;

/**
 * The coordinator dashboard's part: every current campaign with its goal (on product sales + donations), raised
 * amount, product sales and donations apart and together, chart, leading sellers and (in a group with teams) leading
 * classes.
 */
export function CampaignSummaries({
  groupId,
  reportPath,
}: {
  groupId: string;
  reportPath: (campaignId: string) => string;
}) {
  const dashboard = useGroupDashboard(groupId);
  return (
    <section className="stack stack--tight" aria-labelledby="current-campaigns-title">
      <h2 className="section-title" id="current-campaigns-title">
        {D.currentCampaigns}
      </h2>
      <QueryContent
        query={dashboard}
        loadFailedMessage={D.loadFailed}
        emptyMessage={D.noCurrentCampaigns}
        isEmpty={(data) => data.campaigns.length === 0}
      >
        {(data) =>
          data.campaigns.map((summary) => (
            <CampaignSummary
              key={summary.campaign._id}
              summary={summary}
              profitSharePercent={data.group.profitSharePercent}
              reportPath={reportPath(summary.campaign._id)}
            />
          ))
        }
      </QueryContent>
    </section>
  );
}

function CampaignSummary({
  summary,
  profitSharePercent,
  reportPath,
}: {
  summary: TCampaignSummary;
  profitSharePercent: number | null;
  reportPath: string;
}) {
  const { campaign, totals } = summary;
  const titleId = `campaign-summary-${campaign._id}`;
  return (
    <article className="card stack stack--tight" aria-labelledby={titleId}>
      <div className="report-section__header">
        <div>
          <h3 className="card__title" id={titleId}>
            {campaign.name}
          </h3>
          <p className="report__period">
            {formatDate(campaign.startDate)} – {formatDate(campaign.endDate)}
          </p>
        </div>
        <Link
          to={reportPath}
          className="btn btn--secondary btn--sm"
          aria-label={REPORT_TEXTS.reportLinkLabel(campaign.name)}
        >
          {D.openReport}
        </Link>
      </div>
      <GoalProgress totals={totals} />
      <div className="stat-grid stat-grid--compact">
        <StatCard
          label={C.raised}
          value={totals.raised === null ? REPORT_TEXTS.notSet : formatCurrency(totals.raised)}
          hint={raisedHint(profitSharePercent)}
        />
        <StatCard label={C.productSales} value={formatCurrency(totals.productSales)} />
        <StatCard label={C.donations} value={formatCurrency(totals.donations)} />
        <StatCard
          label={C.productSalesAndDonations}
          value={formatCurrency(totals.productSalesAndDonations)}
        />
        <StatCard label={C.sales} value={formatCurrency(totals.sales)} />
        <StatCard label={C.orders} value={totals.orderCount.toLocaleString('en-US')} />
      </div>
      <div className="report-columns">
        <SalesChart title={`${REPORT_TEXTS.last30Days} · ${campaign.name}`} days={summary.last30Days} />
        <div className="stack stack--tight">
          <h4 className="report__subtitle">{D.topSellers}</h4>
          <LeaderboardTable
            label={`${D.topSellers} · ${campaign.name}`}
            sellers={summary.topSellers}
            compact
          />
          {summary.topTeams.length > 0 ? (
            <>
              <h4 className="report__subtitle">{D.leadingClasses}</h4>
              <TeamLeaderboardTable
                label={`${D.leadingClasses} · ${campaign.name}`}
                teams={summary.topTeams}
                compact
              />
            </>
          ) : null}
        </div>
      </div>
    </article>
  );
}
