import { setTimeout as delay } from 'node:timers/promises';
import {
  RECONCILIATION_MESSAGES,
  ReconciliationError,
  throwIfStopped,
  type ReconciliationLog,
} from './reconciliation-error.js';

// Each order costs about one point per line item fetched (50 at most), and one query may cost 1,000.
const DEFAULT_PAGE_SIZE = 15;
const MAX_PAGE_SIZE = 250;
const MAX_THROTTLED_RETRIES = 5;
const MAX_TRANSIENT_RETRIES = 3;
const REQUEST_TIMEOUT_MS = 30_000;

export function adminGraphqlEndpoint(storeDomain: string, apiVersion: string): string {
  return `https://${storeDomain}/admin/api/${apiVersion}/graphql.json`;
}

/** The search filter of one run: everything updated since the last sync, minus the overlap. */
export function updatedSinceFilter(since: Date): string {
  return `updated_at:>='${since.toISOString()}'`;
}

const ORDERS_QUERY = `query ReconcileOrders($first: Int!, $after: String, $query: String) {
  orders(first: $first, after: $after, sortKey: UPDATED_AT, query: $query) {
    pageInfo { hasNextPage endCursor }
    nodes {
      id
      legacyResourceId
      name
      createdAt
      updatedAt
      cancelledAt
      test
      note
      email
      displayFinancialStatus
      customer { firstName lastName email }
      customAttributes { key value }
      lineItems(first: 50) {
        pageInfo { hasNextPage }
        nodes {
          id title name quantity currentQuantity originalUnitPriceSet { shopMoney { amount } }
          product { id handle }
          customAttributes { key value }
        }
      }
      shippingLines(first: 5) { nodes { title originalPriceSet { shopMoney { amount } } } }
      shippingAddress { address1 address2 city province zip country }
      subtotalPriceSet { shopMoney { amount } }
      totalPriceSet { shopMoney { amount } }
    }
  }
}`;

export interface MoneyBag {
  shopMoney?: { amount?: string | number | null } | null;
}

/** One order node as the Admin GraphQL API answers it (every field may be missing or null). */
export interface AdminOrderNode {
  id?: string | null;
  legacyResourceId?: string | number | null;
  name?: string | null;
  createdAt?: string | null;
  updatedAt?: string | null;
  cancelledAt?: string | null;
  test?: boolean | null;
  note?: string | null;
  email?: string | null;
  displayFinancialStatus?: string | null;
  customer?: { firstName?: string | null; lastName?: string | null; email?: string | null } | null;
  customAttributes?: { key?: string | null; value?: string | null }[] | null;
  lineItems?: {
    pageInfo?: { hasNextPage?: boolean | null } | null;
    nodes?:
      | {
          id?: string | null;
          title?: string | null;
          name?: string | null;
          quantity?: number | null;
          currentQuantity?: number | null;
          originalUnitPriceSet?: MoneyBag | null;
          /** The line's product (a donation product is named by its id or handle); null once deleted. */
          product?: { id?: string | null; handle?: string | null } | null;
          /** The line's properties (`_donation` marks a gift). */
          customAttributes?: { key?: string | null; value?: string | null }[] | null;
        }[]
      | null;
  } | null;
  shippingLines?: { nodes?: { title?: string | null; originalPriceSet?: MoneyBag | null }[] | null } | null;
  shippingAddress?: {
    address1?: string | null;
    address2?: string | null;
    city?: string | null;
    province?: string | null;
    zip?: string | null;
    country?: string | null;
  } | null;
  subtotalPriceSet?: MoneyBag | null;
  totalPriceSet?: MoneyBag | null;
}

interface ThrottleStatus {
  maximumAvailable?: number;
  currentlyAvailable?: number;
  restoreRate?: number;
}

interface QueryCost {
  requestedQueryCost?: number;
  actualQueryCost?: number | null;
  throttleStatus?: ThrottleStatus;
}

interface GraphqlError {
  message?: string;
  extensions?: { code?: string; cost?: number; maxCost?: number };
}

interface OrdersAnswer {
  data?: {
    orders?: {
      pageInfo?: { hasNextPage?: boolean; endCursor?: string | null };
      nodes?: AdminOrderNode[];
    } | null;
  } | null;
  errors?: GraphqlError[] | string | Record<string, unknown>;
  extensions?: { cost?: QueryCost };
}

interface OrdersPage {
  nodes: AdminOrderNode[];
  hasNextPage: boolean;
  endCursor: string | null;
  cost: QueryCost | undefined;
}

export interface AdminApiClientOptions {
  /** The full GraphQL URL, `https://{shop}/admin/api/{version}/graphql.json`. */
  endpoint: string;
  token: string;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  pageSize?: number;
  log: ReconciliationLog;
  /** Stops between requests; a request in flight is aborted. */
  signal?: AbortSignal;
}

const defaultSleep = (signal?: AbortSignal) => (ms: number) => delay(ms, undefined, { signal });

function errorCodes(answer: OrdersAnswer | undefined): GraphqlError[] {
  return Array.isArray(answer?.errors) ? answer.errors : [];
}

function describeErrors(answer: OrdersAnswer | undefined): string {
  const errors = answer?.errors;
  if (Array.isArray(errors)) return errors.map((error) => error.message ?? error.extensions?.code).join('; ');
  if (typeof errors === 'string') return errors;
  return errors ? JSON.stringify(errors) : 'no details';
}

/** Seconds until the bucket holds `cost` points again, at least 1. */
function secondsUntilAvailable(cost: number, status: ThrottleStatus | undefined): number | undefined {
  const available = status?.currentlyAvailable;
  const rate = status?.restoreRate;
  if (typeof available !== 'number' || typeof rate !== 'number' || rate <= 0) return undefined;
  return Math.max(1, Math.ceil((cost - available) / rate));
}

/** fetch's "fetch failed" hides the reason (DNS, refused, reset, timeout) in its cause. */
function describeTransportError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: string; message?: string } | undefined;
  const detail = cause?.code ?? cause?.message;
  return detail && !error.message.includes(detail) ? `${error.message} (${detail})` : error.message;
}

function retryAfterSeconds(response: Response): number | undefined {
  const value = Number(response.headers.get('retry-after'));
  return Number.isFinite(value) && value > 0 ? Math.ceil(value) : undefined;
}

/**
 * The orders query of the store's Admin GraphQL API for one run: pages are retried through throttling and
 * passing failures, shrunk when the query costs too much, and paced by the cost the store reports.
 */
export function createAdminApiClient(options: AdminApiClientOptions) {
  const fetchImpl = options.fetch ?? fetch;
  const { signal, log } = options;
  const sleep = options.sleep ?? defaultSleep(signal);
  let pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(options.pageSize ?? DEFAULT_PAGE_SIZE)));
  /** The requested cost of the orders query, as the store last reported it. */
  let queryCost: number | undefined;

  const pause = async (ms: number) => {
    try {
      await sleep(ms);
    } catch (error) {
      throwIfStopped(signal);
      throw error;
    }
  };

  /** POSTs one query; transport failures come back as `error`. */
  async function post(variables: Record<string, unknown>) {
    const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
    try {
      const response = await fetchImpl(options.endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'x-shopify-access-token': options.token,
        },
        body: JSON.stringify({ query: ORDERS_QUERY, variables }),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      const text = await response.text();
      let answer: OrdersAnswer | undefined;
      try {
        answer = text ? (JSON.parse(text) as OrdersAnswer) : undefined;
      } catch {
        answer = undefined;
      }
      return { response, answer };
    } catch (error) {
      throwIfStopped(signal);
      return { error };
    }
  }

  /** One page, retried through throttling and passing failures; anything else ends the run. */
  async function fetchPage(after: string | null, filter: string): Promise<OrdersPage> {
    let throttled = 0;
    let transient = 0;
    for (;;) {
      throwIfStopped(signal);
      const variables = { first: pageSize, after, query: filter };
      const result = await post(variables);

      const transientFailure = async (reason: string) => {
        transient += 1;
        if (transient > MAX_TRANSIENT_RETRIES) {
          throw new ReconciliationError(
            `The store's Admin API at ${options.endpoint} failed ${transient} times in a row (${reason}); ` +
              'the sync time was not moved and the next run tries again',
            { cause: result.error },
          );
        }
        const waitMs = 1000 * 2 ** (transient - 1);
        log({ event: 'retry', reason, attempt: transient, waitMs }, 'Admin API request failed; retrying');
        await pause(waitMs);
      };

      if (result.error !== undefined || !result.response) {
        const reason = describeTransportError(result.error);
        await transientFailure(`could not be reached: ${reason}`);
        continue;
      }
      const { response, answer } = result;
      if (response.status === 401 || response.status === 403) {
        throw new ReconciliationError(
          `${RECONCILIATION_MESSAGES.tokenRefused} (HTTP ${response.status} from ${options.endpoint}); ` +
            'check SHOPIFY_ADMIN_TOKEN and that the app may read orders',
        );
      }
      if (response.status >= 500) {
        await transientFailure(`HTTP ${response.status}`);
        continue;
      }

      const errors = errorCodes(answer);
      const cost = answer?.extensions?.cost;
      if (typeof cost?.requestedQueryCost === 'number') queryCost = cost.requestedQueryCost;

      if (response.status === 429 || errors.some((error) => error.extensions?.code === 'THROTTLED')) {
        throttled += 1;
        if (throttled > MAX_THROTTLED_RETRIES) {
          throw new ReconciliationError(
            `The store's Admin API kept throttling the orders query (${MAX_THROTTLED_RETRIES} retries); ` +
              'the sync time was not moved and the next run tries again',
          );
        }
        const seconds =
          (queryCost === undefined ? undefined : secondsUntilAvailable(queryCost, cost?.throttleStatus)) ??
          retryAfterSeconds(response) ??
          2 ** (throttled - 1);
        log(
          { event: 'throttled', attempt: throttled, waitMs: seconds * 1000, cost: queryCost ?? null },
          'Admin API throttled the query; waiting',
        );
        await pause(seconds * 1000);
        continue;
      }

      const tooCostly = errors.find(
        (error) =>
          error.extensions?.code === 'MAX_COST_EXCEEDED' ||
          /exceeds the single query max cost limit/i.test(error.message ?? ''),
      );
      if (tooCostly) {
        const parsed = /cost is (\d+).*limit \((\d+)\)/i.exec(tooCostly.message ?? '');
        const tooMuch = tooCostly.extensions?.cost ?? Number(parsed?.[1]);
        const maxCost = tooCostly.extensions?.maxCost ?? Number(parsed?.[2]);
        const smaller =
          tooMuch > 0 && maxCost > 0 ? Math.floor((pageSize * maxCost) / tooMuch) : Math.floor(pageSize / 2);
        if (pageSize <= 1) {
          throw new ReconciliationError(
            `The orders query costs too much even one order at a time: ${tooCostly.message}`,
          );
        }
        const next = Math.max(1, Math.min(pageSize - 1, smaller));
        log(
          { event: 'page-size', from: pageSize, to: next, queryCost: tooMuch, maxCost },
          'orders query too costly; smaller pages',
        );
        pageSize = next;
        continue;
      }

      if (!response.ok) {
        const hint = response.status === 404 ? ' (check SHOPIFY_STORE_DOMAIN and SHOPIFY_API_VERSION)' : '';
        throw new ReconciliationError(
          `The store's Admin API answered HTTP ${response.status} at ${options.endpoint}${hint}: ${describeErrors(answer)}`,
        );
      }
      if (errors.some((error) => error.extensions?.code === 'ACCESS_DENIED')) {
        throw new ReconciliationError(
          `The Admin API token may not read orders (it needs the read_orders scope): ${describeErrors(answer)}`,
        );
      }
      if (answer?.errors && (!Array.isArray(answer.errors) || answer.errors.length > 0)) {
        throw new ReconciliationError(
          `The store's Admin API refused the orders query: ${describeErrors(answer)}`,
        );
      }
      const orders = answer?.data?.orders;
      if (!orders || !Array.isArray(orders.nodes)) {
        if (!answer) {
          await transientFailure(`HTTP ${response.status} without a JSON answer`);
          continue;
        }
        throw new ReconciliationError("The store's Admin API answered without the orders it was asked for");
      }
      return {
        nodes: orders.nodes,
        hasNextPage: orders.pageInfo?.hasNextPage === true,
        endCursor: orders.pageInfo?.endCursor ?? null,
        cost,
      };
    }
  }

  /** Waits before the next page rather than being throttled: the same query costs the same again. */
  async function waitForBudget(page: OrdersPage): Promise<void> {
    const requested = page.cost?.requestedQueryCost;
    const available = page.cost?.throttleStatus?.currentlyAvailable;
    if (typeof requested !== 'number' || typeof available !== 'number' || available >= requested) return;
    const seconds = secondsUntilAvailable(requested, page.cost?.throttleStatus);
    if (seconds === undefined) return;
    log({ event: 'pace', waitMs: seconds * 1000, requested, available }, 'waiting for the query budget');
    await pause(seconds * 1000);
  }

  return { fetchPage, waitForBudget };
}
