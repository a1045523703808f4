import type { TPublicLeaderboard, TPublicTeamProgress } from '../../shared/api/teams.js';
import { INTL_LOCALES, type Locale } from '../../shared/i18n/locale.js';
import { TEAM_PAGE_TEXTS } from '../../shared/texts/teams.js';
import { TEAM_PAGE_TEXTS_ES } from '../../shared/texts/teams.es.js';
import { html, type Html } from '../server-pages/html.js';
import { publicSellerLabel } from '../share-links/public-seller-name.js';
import { factRows, formatCalendarDate, formatDollars, goalBar, layout } from './views.js';

/** The class progress page's and the leaderboard's texts in each language. */
export const TEAM_PAGE_TEXT: Record<Locale, typeof TEAM_PAGE_TEXTS_ES> = {
  en: TEAM_PAGE_TEXTS,
  es: TEAM_PAGE_TEXTS_ES,
};
type Texts = (typeof TEAM_PAGE_TEXT)[Locale];

const formatCount = (count: number, locale: Locale) => count.toLocaleString(INTL_LOCALES[locale]);

/**
 * Whole percent, rounded down as the goal is (a class at 99.6 % has not everybody yet). The small margin keeps a
 * fraction made of whole numbers, such as 29 ÷ 100, from reading one less.
 */
const wholePercent = (fraction: number) => Math.floor(Math.min(1, Math.max(0, fraction)) * 100 + 1e-9);

type PublicPlace = Pick<TPublicTeamProgress, 'group' | 'campaign'>;

function facts(TEXT: Texts, locale: Locale, { group, campaign }: PublicPlace): Html {
  const dates = TEXT.campaignDates(
    formatCalendarDate(campaign.startDate, locale),
    formatCalendarDate(campaign.endDate, locale),
  );
  return factRows([
    [TEXT.groupLabel, group.name],
    [TEXT.organizationLabel, group.organizationName],
    [TEXT.campaignLabel, campaign.name],
    [TEXT.datesLabel, dates],
  ]);
}

/** "2 of 3 sellers have sold (66%)", or "—" for a team nobody is in yet. */
function participationText(TEXT: Texts, page: TPublicTeamProgress): string {
  if (page.participation === null || page.rosterSize === 0) return TEXT.noParticipation;
  const line = TEXT.participationLine(page.sellersWithOrders, page.rosterSize);
  return `${line} (${TEXT.percent(wholePercent(page.participation))})`;
}

function totals(TEXT: Texts, locale: Locale, page: TPublicTeamProgress): Html {
  const rows: [string, string][] = [
    [TEXT.sales, formatDollars(page.sales, locale)],
    [TEXT.orders, formatCount(page.orderCount, locale)],
    [TEXT.participation, participationText(TEXT, page)],
  ];
  return html`<section class="totals" aria-labelledby="totals-title">
    <h2 id="totals-title">${TEXT.totalsHeading}</h2>
    ${factRows(rows, 'stats')}
  </section>`;
}

/** First name and last initial with each one's order count: never a buyer, an e-mail or an amount. */
function sellerList(TEXT: Texts, locale: Locale, sellers: NonNullable<TPublicTeamProgress['sellers']>): Html {
  const nobodyYet = sellers.every((seller) => seller.orderCount === 0);
  return html`<section class="sellers" aria-labelledby="sellers-title">
    <h2 id="sellers-title">${TEXT.sellersHeading}</h2>
    ${nobodyYet ? html`<p class="muted">${TEXT.noSellersYet}</p>` : ''}
    ${
      sellers.length > 0
        ? html`<ul class="seller-list">
            ${sellers.map(
              (seller) =>
                html`<li>
                  <span class="seller-name">${publicSellerLabel(seller.name)}</span>
                  <span class="seller-orders">${TEXT.sellerOrders(seller.orderCount)}</span>
                </li>`,
            )}
          </ul>`
        : ''
    }
  </section>`;
}

/** A class's progress page: its totals and participation, the whole group's goal, and (when shown) its sellers. */
export function teamProgressPage(page: TPublicTeamProgress, locale: Locale = 'en'): Html {
  const TEXT = TEAM_PAGE_TEXT[locale];
  const goal = page.goal
    ? goalBar(
        {
          heading: TEXT.goalHeading,
          progress: TEXT.goalLine,
          percent: TEXT.goalPercent,
          note: TEXT.goalNote(page.group.name),
        },
        locale,
        page.goal,
      )
    : '';
  const body = html`<article class="card">
    <h1>${TEXT.teamHeading(page.team.name)}</h1>
    <p class="lead">${TEXT.lead(page.group.name, page.campaign.name)}</p>
    ${totals(TEXT, locale, page)} ${goal} ${page.sellers ? sellerList(TEXT, locale, page.sellers) : ''}
    ${facts(TEXT, locale, page)}
  </article>`;
  return layout(locale, TEXT.teamTitle(page.team.name, page.group.name), body);
}

function rankingTable(TEXT: Texts, locale: Locale, teams: TPublicLeaderboard['teams']): Html {
  return html`<div class="table-scroll" role="region" aria-labelledby="ranking-caption" tabindex="0">
    <table class="ranking">
      <caption id="ranking-caption">
        ${TEXT.leaderboardCaption}
      </caption>
      <thead>
        <tr>
          <th scope="col" class="num">${TEXT.rank}</th>
          <th scope="col">${TEXT.team}</th>
          <th scope="col" class="num">${TEXT.sales}</th>
          <th scope="col" class="num">${TEXT.orders}</th>
          <th scope="col" class="num">${TEXT.participationColumn}</th>
        </tr>
      </thead>
      <tbody>
        ${teams.map(
          (team) =>
            html`<tr>
              <td class="num">${team.rank}</td>
              <th scope="row" class="team-name">${team.name}</th>
              <td class="num">${formatDollars(team.sales, locale)}</td>
              <td class="num">${formatCount(team.orderCount, locale)}</td>
              <td class="num">
                ${
                  team.participation === null
                    ? TEXT.noParticipation
                    : TEXT.percent(wholePercent(team.participation))
                }
              </td>
            </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}

/** The group's team leaderboard: the teams ranked by sales, with their orders and participation; no child. */
export function leaderboardPage(page: TPublicLeaderboard, locale: Locale = 'en'): Html {
  const TEXT = TEAM_PAGE_TEXT[locale];
  const nobodyYet = page.teams.every((team) => team.orderCount === 0);
  const body = html`<article class="card leaderboard">
    <h1>${TEXT.leaderboardHeading}</h1>
    <p class="lead">${TEXT.lead(page.group.name, page.campaign.name)}</p>
    ${nobodyYet ? html`<p class="muted">${TEXT.noTeamsYet}</p>` : ''}
    ${page.teams.length > 0 ? rankingTable(TEXT, locale, page.teams) : ''} ${facts(TEXT, locale, page)}
  </article>`;
  return layout(locale, TEXT.leaderboardTitle(page.group.name), body);
}
