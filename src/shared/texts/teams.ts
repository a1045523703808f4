import { TOO_MANY_REQUESTS_PAGE } from './public-pages.js';
/** Field labels of the teams API (staff). */
export const TEAM_FIELD_LABELS = {
  name: 'Team name',
  leaderName: 'Leader',
} as const;

/** The refusals of the teams API, in English (staff); the seller's own choice has Spanish ones too. */
export const TEAM_API_MESSAGES = {
  teamNotFound: 'This class or team is not one of the group’s',
  teamHasSellers: (name: string) =>
    `"${name}" has sellers or orders and cannot be removed; rename it or merge it into another team`,
  teamNameTwice: 'Two teams cannot have the same name',
  mergeIntoItself: 'A team cannot be merged into itself',
  teamAlreadyChosen: 'Your class or team is already chosen; ask your coordinator to change it',
  teamPageNotFound: 'This page is not published',
  rosterNotCsv: 'Send the roster as text/csv',
} as const;

/** What the roster import says of a row or column of the file. */
export const ROSTER_IMPORT_MESSAGES = {
  emptyFile: 'The file is empty',
  missingColumn: (column: string) => `The column "${column}" is missing`,
  sellerRequired: 'Seller is required',
  nameTwice: (row: number) => `This seller is also on row ${row}`,
  tooLong: (max: number) => `At most ${max} characters`,
  tooManyRows: (max: number) => `The file has more than ${max} rows; split it in parts`,
  tooManyColumns: (max: number) => `This row has more than ${max} columns`,
  rowTooLong: (maxBytes: number) => `This row is longer than ${maxBytes / 1024} KB`,
  quoteNotClosed: 'A quote opened on this row is never closed',
  tooManyTeams: (max: number) => `The group would have more than ${max} teams`,
  lastFirstRead: (count: number, example: { written: string; read: string }) =>
    `${count === 1 ? '1 name is' : `${count} names are`} written “Last, First”: ${count === 1 ? 'it is' : 'they are'} read as first name, then last name (“${example.written}” is ${example.read}).`,
} as const;

/**
 * The public class progress page `/t/{token}` and the group leaderboard `/g/{token}`, in English. The pages' frame
 * (site name, skip link, language switch, footer) is the share page's.
 */
export const TEAM_PAGE_TEXTS = {
  teamTitle: (team: string, group: string) => `${team} · ${group}`,
  teamHeading: (team: string) => `${team}: our progress`,
  leaderboardTitle: (group: string) => `Class leaderboard · ${group}`,
  leaderboardHeading: 'Class leaderboard',
  /** The line under the heading: "Maple Room 4 · Spring Cookie Dough". */
  lead: (group: string, campaign: string) => `${group} · ${campaign}`,
  groupLabel: 'Group',
  organizationLabel: 'Organization',
  campaignLabel: 'Fundraiser',
  datesLabel: 'Dates',
  campaignDates: (start: string, end: string) => `${start} to ${end}`,
  totalsHeading: 'Our class so far',
  sales: 'Sales',
  orders: 'Orders',
  participation: 'Participation',
  participationLine: (withOrders: number, roster: number) =>
    roster === 1 ? `${withOrders} of 1 seller has sold` : `${withOrders} of ${roster} sellers have sold`,
  /** "48%" */
  percent: (percent: number) => `${percent}%`,
  noParticipation: '—',
  goalHeading: 'The whole group’s goal',
  /** "$1,234.00 of $2,000.00 raised" */
  goalLine: (raised: string, goal: string) => `${raised} of ${goal} raised`,
  goalPercent: (percent: number) => `${percent}% of the goal`,
  goalNote: (group: string) => `This goal is for all of ${group}: every class’s sales count toward it.`,
  sellersHeading: 'Our sellers',
  sellerOrders: (count: number) => (count === 1 ? '1 order' : `${count} orders`),
  noSellersYet: 'Nobody has sold yet: be the first!',
  leaderboardCaption: 'Classes and teams by sales',
  rank: 'Rank',
  /** The leaderboard's column: a soft hyphen lets the word break on a phone's narrow table. */
  participationColumn: 'Partici\u00ADpation',
  team: 'Class / team',
  noTeamsYet: 'No class has sold yet.',
  notFound: {
    title: 'Page not found',
    heading: 'Page not found',
    message: 'This page does not exist or is no longer published. Please check the address.',
  },
  tooMany: TOO_MANY_REQUESTS_PAGE,
  failed: {
    title: 'Something went wrong',
    heading: 'Something went wrong',
    message: 'We could not show this page. Please try again in a moment.',
  },
} as const;
