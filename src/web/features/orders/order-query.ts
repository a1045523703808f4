import { ORDERS_PAGE_SIZE } from '../../../shared/constants.js';
import type { OrderStatus } from '../../../shared/order-status.js';
import type { QueryValue } from '../../lib/api-client';
import { readPageParam } from '../../lib/page-list';
import { isTeamId } from '../../lib/team-list';

/** The statuses the filters offer. */
export const FILTER_STATUSES = ['open', 'processing', 'shipped'] as const satisfies readonly OrderStatus[];
export type FilterStatus = (typeof FILTER_STATUSES)[number];

/** Where orders came from: the online store, or paper order forms staff entered; '' for both. */
export const ORDER_SOURCES = ['store', 'paper'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

/** The filters of an order list, as the URL query carries them (same names as the API's query). */
export interface OrderFilters {
  startDate: string;
  endDate: string;
  statuses: FilterStatus[];
  /** Administrators only; a coordinator's list is always their own group. */
  groupCode: string;
  /** The seller search; coordinators only (the admin API filters by group code instead). */
  studentName: string;
  customerName: string;
  source: OrderSource | '';
  /** One class or team of the group; coordinators only (a team is a group's, and admins list every group). */
  teamId: string;
}

export const EMPTY_FILTERS: OrderFilters = {
  startDate: '',
  endDate: '',
  statuses: [],
  groupCode: '',
  studentName: '',
  customerName: '',
  source: '',
  teamId: '',
};

/** Every query parameter the filters own; applying or clearing them also drops `page`. */
const FILTER_PARAMS = [
  'startDate',
  'endDate',
  'statuses',
  'groupCode',
  'studentName',
  'customerName',
  'source',
  'teamId',
] as const;

/** The server refuses longer search texts. */
const MAX_TEXT = 200;

function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function isFilterStatus(value: string): value is FilterStatus {
  return (FILTER_STATUSES as readonly string[]).includes(value);
}

function isOrderSource(value: string): value is OrderSource {
  return (ORDER_SOURCES as readonly string[]).includes(value);
}

function readText(params: URLSearchParams, key: string): string {
  return (params.get(key) ?? '').trim().slice(0, MAX_TEXT);
}

function readDate(params: URLSearchParams, key: string): string {
  const value = (params.get(key) ?? '').trim();
  return isCalendarDate(value) ? value : '';
}

function readSource(params: URLSearchParams): OrderSource | '' {
  const value = (params.get('source') ?? '').trim().toLowerCase();
  return isOrderSource(value) ? value : '';
}

function readTeam(params: URLSearchParams): string {
  const value = (params.get('teamId') ?? '').trim();
  return isTeamId(value) ? value : '';
}

/**
 * The filters in a URL query. Values the form could not show (an impossible date, an unknown status) are
 * left out, so the list always matches what the form displays.
 */
export function readOrderFilters(params: URLSearchParams): OrderFilters {
  const listed = new Set(
    (params.get('statuses') ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter(isFilterStatus),
  );
  return {
    startDate: readDate(params, 'startDate'),
    endDate: readDate(params, 'endDate'),
    statuses: FILTER_STATUSES.filter((status) => listed.has(status)),
    groupCode: readText(params, 'groupCode'),
    studentName: readText(params, 'studentName'),
    customerName: readText(params, 'customerName'),
    source: readSource(params),
    teamId: readTeam(params),
  };
}

/**
 * `params` with its filter parameters replaced by `filters` (empty ones left out) and without `page`, so
 * applied filters start at page 1. Parameters the filters do not own are kept.
 */
export function writeOrderFilters(params: URLSearchParams, filters: OrderFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of [...FILTER_PARAMS, 'page']) next.delete(key);
  const set = (key: (typeof FILTER_PARAMS)[number], value: string) => {
    const trimmed = value.trim().slice(0, MAX_TEXT);
    if (trimmed) next.set(key, trimmed);
  };
  set('startDate', isCalendarDate(filters.startDate) ? filters.startDate : '');
  set('endDate', isCalendarDate(filters.endDate) ? filters.endDate : '');
  set('statuses', FILTER_STATUSES.filter((status) => filters.statuses.includes(status)).join(','));
  set('groupCode', filters.groupCode);
  set('studentName', filters.studentName);
  set('customerName', filters.customerName);
  set('source', isOrderSource(filters.source) ? filters.source : '');
  set('teamId', isTeamId(filters.teamId) ? filters.teamId : '');
  return next;
}

/** Whether any filter is set (which empty state a list shows). */
export function hasActiveFilters(filters: OrderFilters): boolean {
  return Boolean(
    filters.startDate ||
    filters.endDate ||
    filters.statuses.length > 0 ||
    filters.groupCode ||
    filters.studentName ||
    filters.customerName ||
    filters.source ||
    filters.teamId,
  );
}

/** Which list a query is for: every order (admin) or one group's (coordinator). */
type OrderScope = 'admin' | 'group';

/**
 * The filters an area uses: admins filter by group code, coordinators search by seller name and choose one of
 * their group's classes or teams.
 */
export function scopedFilters(filters: OrderFilters, scope: OrderScope): OrderFilters {
  return scope === 'admin' ? { ...filters, studentName: '', teamId: '' } : { ...filters, groupCode: '' };
}

/** The API query of the export: the filters alone, empty ones left out. */
export function exportQuery(filters: OrderFilters): Record<string, QueryValue> {
  return {
    startDate: filters.startDate,
    endDate: filters.endDate,
    statuses: filters.statuses.join(','),
    groupCode: filters.groupCode,
    studentName: filters.studentName,
    customerName: filters.customerName,
    source: filters.source,
    teamId: filters.teamId,
  };
}

/** The API query of one list page. */
export function listQuery(filters: OrderFilters, page: number): Record<string, QueryValue> {
  return { page, limit: ORDERS_PAGE_SIZE, ...exportQuery(filters) };
}

/** What a list screen needs from its URL: the page and the filters of its area. */
export function readOrderListState(params: URLSearchParams, scope: OrderScope) {
  const filters = scopedFilters(readOrderFilters(params), scope);
  return { page: readPageParam(params), filters };
}
