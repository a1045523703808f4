import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../../components/router-link';
import type {
  TDistributionSeller,
  TDistributionSheets,
  TItemQuantity,
} from '../../../../shared/api/reports.js';
import type { TTeamRef } from '../../../../shared/api/teams.js';
import { CheckboxField } from '../../../components/form-controls';
import { PageHeader } from '../../../components/page-header';
import {
  DocumentContext,
  DocumentTable,
  PrintableDocument,
  PrintButton,
} from '../../../components/printable-document/printable-document';
import { QueryContent } from '../../../components/query-content';
import { formatCurrency } from '../../../lib/format';
import { useGroupTeams } from '../../../lib/team-list';
import { useQueryParams } from '../../../lib/use-query-params';
import { useDistributionSheets } from '../api/get-distribution-sheets';
import { teamChoices } from '../team-figures';
import { readTeamParam, withTeamParam } from '../team-filter';
import { REPORT_TEXTS } from '../texts';
import { TeamFilter, TeamResultsFailed } from './team-filter';
import '../reports.css';

const T = REPORT_TEXTS.distribution;

/** /admin/groups/:groupId/campaigns/:campaignId/distribution */
export function AdminDistributionPage() {
  const { groupId = '', campaignId = '' } = useParams();
  return (
    <DistributionSheets
      groupId={groupId}
      campaignId={campaignId}
      reportPath={`/admin/groups/${groupId}/campaigns/${campaignId}`}
    />
  );
}

export function DistributionSheets({
  groupId,
  campaignId,
  reportPath,
}: {
  groupId: string;
  campaignId: string;
  reportPath: string;
}) {
  const [params, setParams] = useQueryParams();
  const teamId = readTeamParam(params);
  const byTeam = params.get(GROUP_PARAM) === GROUP_BY_TEAM;
  const sheets = useDistributionSheets(groupId, campaignId, teamId);
  // The group's teams, for the filter: asked only of a group that has teams.
  const hasTeams = teamId !== '' || (sheets.data?.teams.length ?? 0) > 0;
  const teams = useGroupTeams(groupId, { enabled: hasTeams });
  const chooseTeam = (next: string) => setParams(withTeamParam(params, next));
  const groupByTeam = (on: boolean) => {
    const next = new URLSearchParams(params);
    if (on) next.set(GROUP_PARAM, GROUP_BY_TEAM);
    else next.delete(GROUP_PARAM);
    setParams(next);
  };
  if (sheets.isError && teamId) {
    return (
      <TeamResultsFailed error={sheets.error} loadFailed={T.loadFailed} onShowAll={() => chooseTeam('')} />
    );
  }
  return (
    <QueryContent query={sheets} loadFailedMessage={T.loadFailed}>
      {(data) => (
        <SheetsView
          sheets={data}
          reportPath={reportPath}
          loading={sheets.isPlaceholderData}
          options={{
            teams: hasTeams && teams.data ? teamChoices(teams.data) : [],
            teamId,
            byTeam,
            onTeamChange: chooseTeam,
            onByTeamChange: groupByTeam,
          }}
        />
      )}
    </QueryContent>
  );
}

/** The URL query's "Group by class / team": `?groupBy=team`. */
const GROUP_PARAM = 'groupBy';
const GROUP_BY_TEAM = 'team';

type TeamCover = TDistributionSheets['teams'][number];

/** What the screen prints, in order: a seller's sheet, or a team's cover page before its sellers' sheets. */
export type SheetEntry =
  { kind: 'cover'; cover: TeamCover } | { kind: 'seller'; seller: TDistributionSeller };

/**
 * The sheets in print order. Grouped by team, each team with orders gets its cover then its sellers' sheets in
 * name order (the server's), the orders without a team last; otherwise the sellers by name.
 */
export function sheetEntries(sheets: TDistributionSheets, byTeam: boolean): SheetEntry[] {
  const sellerEntry = (seller: TDistributionSeller): SheetEntry => ({ kind: 'seller', seller });
  if (!byTeam || sheets.teams.length === 0) return sheets.sellers.map(sellerEntry);
  const teamOf = (seller: TDistributionSeller) => seller.team?._id ?? null;
  const covers = [
    ...sheets.teams.filter((cover) => cover._id !== null),
    ...sheets.teams.filter((cover) => cover._id === null),
  ];
  const covered = new Set(covers.map((cover) => cover._id));
  const entries: SheetEntry[] = [];
  for (const cover of covers) {
    entries.push({ kind: 'cover', cover });
    entries.push(...sheets.sellers.filter((seller) => teamOf(seller) === cover._id).map(sellerEntry));
  }
  // A sheet no cover names (none should be): after the rest rather than lost.
  entries.push(...sheets.sellers.filter((seller) => !covered.has(teamOf(seller))).map(sellerEntry));
  return entries;
}

/** Orders drawn per frame: a few hundred rows keep each frame short however large the campaign. */
const ORDERS_PER_FRAME = 400;
/** A cover page's weight in a frame: it lists no orders. */
const NO_ORDERS = { orders: [] };

/** How many sheets each successive frame shows, so that every frame draws about ORDERS_PER_FRAME orders. */
export function sheetBatches(sellers: readonly { orders: readonly unknown[] }[]): number[] {
  const ends: number[] = [];
  let orders = 0;
  sellers.forEach((seller, index) => {
    orders += seller.orders.length;
    if (orders >= ORDERS_PER_FRAME) {
      ends.push(index + 1);
      orders = 0;
    }
  });
  if (ends.at(-1) !== sellers.length) ends.push(sellers.length);
  return ends;
}

/**
 * The sheets appear a few hundred orders per frame, so that a campaign of thousands of orders never freezes
 * the page; Print waits until every sheet is there. Plain markup only (no state per order); each sheet starts a
 * printed page.
 */
function useProgressiveCount(entries: SheetEntry[]) {
  const batches = useMemo(
    () => sheetBatches(entries.map((entry) => (entry.kind === 'seller' ? entry.seller : NO_ORDERS))),
    [entries],
  );
  // Other sheets (another team, grouped or not) start again from the first frame.
  const [progress, setProgress] = useState({ of: batches, step: 0 });
  if (progress.of !== batches) setProgress({ of: batches, step: 0 });
  const step = progress.of === batches ? progress.step : 0;
  useEffect(() => {
    if (step >= batches.length - 1) return;
    const frame = requestAnimationFrame(() =>
      setProgress((current) => (current.of === batches ? { of: batches, step: current.step + 1 } : current)),
    );
    return () => cancelAnimationFrame(frame);
  }, [step, batches]);
  const complete = step >= batches.length - 1;
  return {
    shown: batches[Math.min(step, batches.length - 1)] ?? 0,
    complete,
    showAll: () => setProgress({ of: batches, step: batches.length - 1 }),
  };
}

interface SheetOptions {
  /** The group's teams for the filter; none for a group without teams. */
  teams: TTeamRef[];
  teamId: string;
  byTeam: boolean;
  onTeamChange: (teamId: string) => void;
  onByTeamChange: (on: boolean) => void;
}

export function SheetsView({
  sheets,
  reportPath,
  options,
  loading = false,
}: {
  sheets: TDistributionSheets;
  reportPath: string;
  options?: SheetOptions;
  /** Other sheets are on their way: these stay on screen, but are not printed. */
  loading?: boolean;
}) {
  const byTeam = options?.byTeam ?? false;
  const entries = useMemo(() => sheetEntries(sheets, byTeam), [sheets, byTeam]);
  const { shown, complete, showAll } = useProgressiveCount(entries);
  const printWhenComplete = useRef(false);
  useEffect(() => {
    if (!complete || !printWhenComplete.current) return;
    printWhenComplete.current = false;
    window.print();
  }, [complete]);
  return (
    <>
      <PageHeader
        title={
          sheets.team
            ? `${T.title(sheets.campaign.name)} · ${REPORT_TEXTS.teamOnly(sheets.team.name)}`
            : T.title(sheets.campaign.name)
        }
        actions={
          <>
            <Link to={reportPath} className="btn btn--ghost">
              {REPORT_TEXTS.backToReport}
            </Link>
            <PrintButton
              label={T.print}
              disabled={loading}
              onPrint={() => {
                if (complete) {
                  window.print();
                } else {
                  printWhenComplete.current = true;
                  showAll();
                }
              }}
            />
          </>
        }
      />
      <p className="report__period no-print">{T.intro}</p>
      {options && (options.teams.length > 0 || sheets.teams.length > 0) ? (
        <div className="sheets__options no-print">
          {options.teams.length > 0 ? (
            <TeamFilter
              id="distribution-team-filter"
              teams={options.teams}
              value={options.teamId}
              onChange={options.onTeamChange}
            />
          ) : null}
          {sheets.teams.length > 0 ? (
            <CheckboxField
              id="distribution-group-by-team"
              label={T.groupByTeam}
              checked={byTeam}
              onChange={(event) => options.onByTeamChange(event.target.checked)}
            />
          ) : null}
        </div>
      ) : null}
      {sheets.sellers.length === 0 ? (
        <p className="card empty-state">{sheets.team ? T.emptyOfTeam(sheets.team.name) : T.empty}</p>
      ) : (
        <PrintableDocument className="sheets" aria-busy={!complete || loading}>
          {entries
            .slice(0, shown)
            .map((entry, index) =>
              entry.kind === 'cover' ? (
                <TeamCoverSheet
                  key={`cover:${entry.cover._id ?? ''}`}
                  cover={entry.cover}
                  heading={`${sheets.group.name} · ${sheets.campaign.name}`}
                />
              ) : (
                <SellerSheet
                  key={`${index}:${entry.seller.name}`}
                  seller={entry.seller}
                  campaign={sheets.campaign.name}
                />
              ),
            )}
          {complete ? (
            <section className="card sheet" aria-labelledby="sheet-summary">
              <DocumentContext>
                {sheets.group.name} · {sheets.campaign.name}
              </DocumentContext>
              <h2 className="sheet__title" id="sheet-summary">
                {T.summary}
              </h2>
              <ProductQuantities products={sheets.products} withReceived />
            </section>
          ) : null}
        </PrintableDocument>
      )}
    </>
  );
}

/** A team's cover page: its name and leader, its sellers' names and what it hands out altogether. */
function TeamCoverSheet({ cover, heading }: { cover: TeamCover; heading: string }) {
  return (
    <section className="card sheet sheet--cover" aria-label={T.cover(cover.name)}>
      <DocumentContext>{heading}</DocumentContext>
      <h2 className="sheet__title sheet__cover-team">{cover.name}</h2>
      {cover.leaderName ? <p>{T.leader(cover.leaderName)}</p> : null}
      <h3 className="sheet__subtitle">{T.teamSellers(cover.sellerNames.length)}</h3>
      {cover.sellerNames.length > 0 ? (
        <ul className="sheet__names">
          {cover.sellerNames.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      ) : null}
      <h3 className="sheet__subtitle">{T.teamProducts}</h3>
      <ProductQuantities products={cover.products} />
    </section>
  );
}

/** A seller's orders to hand out, each with the donation given with it (to thank the giver), and their products. */
function SellerSheet({ seller, campaign }: { seller: TDistributionSeller; campaign: string }) {
  return (
    <section className="card sheet" aria-label={T.seller(seller.name)}>
      <DocumentContext>
        {seller.team ? T.campaignOfTeam(campaign, seller.team.name) : campaign}
      </DocumentContext>
      <h2 className="sheet__title">
        {T.seller(seller.name)} <span className="sheet__count">{T.orderCount(seller.orders.length)}</span>
      </h2>
      <DocumentTable className="sheet__table" columns={[T.order, T.buyer, T.items]}>
        {seller.orders.map((order) => (
          <tr key={order._id}>
            <td className="table__strong">{order.orderNumber}</td>
            <td>
              {order.buyerName || T.noBuyer}
              {order.buyerPhone ? <span className="table__sub">{order.buyerPhone}</span> : null}
            </td>
            <td className="table__wrap">
              {order.items.map((item) => T.item(item.quantity, item.name)).join('; ')}
              {order.donation > 0 ? (
                <span className="table__sub sheet__donation">
                  {T.donation(formatCurrency(order.donation))}
                </span>
              ) : null}
            </td>
          </tr>
        ))}
      </DocumentTable>
      <h3 className="sheet__subtitle">{T.sellerTotals}</h3>
      <ProductQuantities products={seller.products} />
    </section>
  );
}

/** Products and quantities; the campaign's summary adds a box to tick each product off as it comes in. */
function ProductQuantities({
  products,
  withReceived = false,
}: {
  products: TItemQuantity[];
  withReceived?: boolean;
}) {
  return (
    <DocumentTable
      className="sheet__table"
      columns={[
        REPORT_TEXTS.columns.product,
        { label: REPORT_TEXTS.columns.quantity, num: true },
        ...(withReceived ? [{ label: T.received, className: 'sheet__check' }] : []),
      ]}
    >
      {products.map((product) => (
        <tr key={product.name}>
          <td>{product.name}</td>
          <td className="num">{product.quantity}</td>
          {withReceived ? (
            <td className="sheet__check">
              <input type="checkbox" aria-label={T.receivedOf(product.name)} />
            </td>
          ) : null}
        </tr>
      ))}
    </DocumentTable>
  );
}
