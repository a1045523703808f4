/**
 * Order reconciliation against the store's Admin GraphQL API (DESIGN section 5, briefing section 4): pages
 * through the orders updated since the last sync (minus an overlap), feeds each one through the same ingestion
 * as the webhooks, respects the cost-based throttle, and moves the sync cursor only after a complete run.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { syncState } from '../db/schema.js';
import { centsFromMoney } from '../lib/money.js';
import { ingestStoreOrder } from '../orders/ingest-order.js';
import { ZStoreOrder } from '../orders/store-order.js';

export const ORDERS_SYNC_KEY = 'store:orders:synced-at';
/** Without a stored sync time: the window the store lets an app read without `read_all_orders`. */
export const FIRST_SYNC_DAYS = 60;
// Each order costs about one point per line item fetched (50 at most), and one query may cost 1,000.
export const DEFAULT_PAGE_SIZE = 15;
export const DEFAULT_OVERLAP_MINUTES = 10;
export const DEFAULT_INTERVAL_MS = 15 * 60_000;
const MAX_THROTTLED_RETRIES = 5;
const MAX_TRANSIENT_RETRIES = 3;
const REQUEST_TIMEOUT_MS = 30_000;
const DAY_MS = 24 * 60 * 60_000;

export const RECONCILIATION_MESSAGES = {
  tokenRefused: 'The store refused the Admin API token',
  missingSettings: 'Order reconciliation needs SHOPIFY_STORE_DOMAIN and SHOPIFY_ADMIN_TOKEN',
} as const;

/** A run that could not finish; the sync time was not moved, so the next run covers the same window again. */
export class ReconciliationError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ReconciliationError';
  }
}

export type ReconciliationLog = (obj: Record<string, unknown>, msg: string) => void;

export interface ReconcileOptions {
  /** The full GraphQL URL, `https://{shop}/admin/api/{version}/graphql.json`. */
  endpoint: string;
  token: string;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  pageSize?: number;
  overlapMinutes?: number;
  now?: () => Date;
  log?: ReconciliationLog;
  /** Stops the run between requests and orders (the cursor is then not moved). */
  signal?: AbortSignal;
}

export interface ReconcileSummary {
  pages: number;
  seen: number;
  created: number;
  updated: number;
  stale: number;
  skipped: number;
}

export function adminGraphqlEndpoint(storeDomain: string, apiVersion: string): string {
  return `https://${storeDomain}/admin/api/${apiVersion}/graphql.json`;
}

// ----- the query and the answer's shape -----

export const ORDERS_QUERY = `query ReconcileOrders($first: Int!, $after: String, $query: String) {
  orders(first: $first, after: $after, sortKey: UPDATED_AT, query: $query) {
    pageInfo { hasNextPage endCursor }
    nodes {
      id
      legacyResourceId
      name
      createdAt
      updatedAt
      cancelledAt
      email
      displayFinancialStatus
      customer { firstName lastName email }
      customAttributes { key value }
      lineItems(first: 50) {
        pageInfo { hasNextPage }
        nodes { title name quantity originalUnitPriceSet { shopMoney { amount } } }
      }
      shippingLines(first: 5) { nodes { title originalPriceSet { shopMoney { amount } } } }
      shippingAddress { address1 address2 city province zip country }
      subtotalPriceSet { shopMoney { amount } }
      totalPriceSet { shopMoney { amount } }
    }
  }
}`;

interface MoneyBag {
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
  email?: string | null;
  displayFinancialStatus?: string | null;
  customer?: { firstName?: string | null; lastName?: string | null; email?: string | null } | null;
  customAttributes?: { key?: string | null; value?: string | null }[] | null;
  lineItems?: {
    pageInfo?: { hasNextPage?: boolean | null } | null;
    nodes?:
      | {
          title?: string | null;
          name?: string | null;
          quantity?: number | null;
          originalUnitPriceSet?: MoneyBag | null;
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

// ----- mapping to the webhook shape -----

const amountOf = (bag: MoneyBag | null | undefined) => bag?.shopMoney?.amount ?? undefined;

/** PARTIALLY_PAID → partially_paid: the REST/webhook spelling the order mapper reads. */
export function financialStatusOf(displayFinancialStatus: string | null | undefined): string {
  return (displayFinancialStatus ?? '').trim().toLowerCase();
}

/** The numeric order id: `legacyResourceId`, or the tail of the `gid://shopify/Order/…` id. */
function numericIdOf(node: AdminOrderNode): string | undefined {
  if (node.legacyResourceId !== null && node.legacyResourceId !== undefined) {
    return String(node.legacyResourceId);
  }
  return /^gid:\/\/shopify\/Order\/(\d+)$/.exec(node.id ?? '')?.[1];
}

function orderNumberOf(name: string | null | undefined): number | null {
  const digits = (name ?? '').replace(/\D/g, '');
  return digits && digits.length <= 15 ? Number(digits) : null;
}

/**
 * An Admin GraphQL order node in the REST/webhook order shape that `ZStoreOrder` reads, so reconciled orders
 * and webhook orders are the same thing to the ingestion.
 */
export function storeOrderFromAdminNode(node: AdminOrderNode): Record<string, unknown> {
  const lines = node.lineItems?.nodes ?? [];
  const lineItems = lines.map((line) => ({
    title: line.title,
    name: line.name,
    price: amountOf(line.originalUnitPriceSet),
    quantity: line.quantity,
  }));
  // REST's total_line_items_price is the lines before discounts; only known when every line came back.
  const linesComplete = node.lineItems?.pageInfo?.hasNextPage !== true;
  let lineCents: number | undefined = 0;
  for (const line of lineItems) {
    const cents = centsFromMoney(line.price);
    if (cents === undefined || typeof line.quantity !== 'number') lineCents = undefined;
    else if (lineCents !== undefined) lineCents += cents * line.quantity;
  }
  return {
    id: numericIdOf(node),
    order_number: orderNumberOf(node.name),
    name: node.name,
    created_at: node.createdAt,
    updated_at: node.updatedAt,
    cancelled_at: node.cancelledAt,
    email: node.email,
    financial_status: financialStatusOf(node.displayFinancialStatus),
    customer: node.customer
      ? { first_name: node.customer.firstName, last_name: node.customer.lastName, email: node.customer.email }
      : null,
    note_attributes: (node.customAttributes ?? []).map((attribute) => ({
      name: attribute.key,
      value: attribute.value,
    })),
    line_items: lineItems,
    shipping_lines: (node.shippingLines?.nodes ?? []).map((line) => ({
      title: line.title,
      price: amountOf(line.originalPriceSet),
    })),
    shipping_address: node.shippingAddress ?? null,
    total_line_items_price:
      linesComplete && lineCents !== undefined && lineItems.length > 0 ? centsText(lineCents) : undefined,
    subtotal_price: amountOf(node.subtotalPriceSet),
    total_price: amountOf(node.totalPriceSet),
  };
}

const centsText = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

// ----- the sync cursor -----

async function readSyncedAt(ctx: AppContext): Promise<Date | undefined> {
  const [row] = await ctx.db
    .select({ value: syncState.value })
    .from(syncState)
    .where(eq(syncState.key, ORDERS_SYNC_KEY));
  if (!row) return undefined;
  const time = Date.parse(row.value);
  return Number.isNaN(time) ? undefined : new Date(time);
}

async function writeSyncedAt(ctx: AppContext, value: Date): Promise<void> {
  await ctx.db
    .insert(syncState)
    .values({ key: ORDERS_SYNC_KEY, value: value.toISOString() })
    .onConflictDoUpdate({
      target: syncState.key,
      set: { value: value.toISOString(), updatedAt: sql`now()` },
    });
}

/** The search filter of one run: everything updated since the last sync, minus the overlap. */
export function updatedSinceFilter(since: Date): string {
  return `updated_at:>='${since.toISOString()}'`;
}

// ----- talking to the store -----

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

interface Page {
  nodes: AdminOrderNode[];
  hasNextPage: boolean;
  endCursor: string | null;
  cost: QueryCost | undefined;
}

/**
 * Reconciles once: every order the store updated since the last sync (minus the overlap) goes through
 * `ingestStoreOrder`; the new sync time, the moment the run started, is stored only after the whole run succeeds.
 */
export async function reconcileOrders(ctx: AppContext, options: ReconcileOptions): Promise<ReconcileSummary> {
  const fetchImpl = options.fetch ?? fetch;
  const signal = options.signal;
  const sleep = options.sleep ?? defaultSleep(signal);
  const log: ReconciliationLog = options.log ?? (() => {});
  const overlapMs = (options.overlapMinutes ?? DEFAULT_OVERLAP_MINUTES) * 60_000;
  let pageSize = Math.min(250, Math.max(1, Math.floor(options.pageSize ?? DEFAULT_PAGE_SIZE)));
  const startedAt = (options.now ?? ctx.now)();

  const stopIfAborted = () => {
    if (signal?.aborted) throw new ReconciliationError('Order reconciliation was stopped before it finished');
  };

  const syncedAt = await readSyncedAt(ctx);
  const since = new Date((syncedAt?.getTime() ?? startedAt.getTime() - FIRST_SYNC_DAYS * DAY_MS) - overlapMs);
  const filter = updatedSinceFilter(since);
  log(
    { event: 'start', since: since.toISOString(), syncedAt: syncedAt?.toISOString() ?? null },
    'reconciling',
  );

  const summary: ReconcileSummary = { pages: 0, seen: 0, created: 0, updated: 0, stale: 0, skipped: 0 };
  /** The requested cost of the orders query, as the store last reported it. */
  let queryCost: number | undefined;

  const pause = async (ms: number) => {
    try {
      await sleep(ms);
    } catch (error) {
      stopIfAborted();
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
      stopIfAborted();
      return { error };
    }
  }

  /** One page, retried through throttling and passing failures; anything else ends the run. */
  async function fetchPage(after: string | null): Promise<Page> {
    let throttled = 0;
    let transient = 0;
    for (;;) {
      stopIfAborted();
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

  let after: string | null = null;
  for (;;) {
    const page = await fetchPage(after);
    summary.pages += 1;
    summary.seen += page.nodes.length;

    for (const node of page.nodes) {
      stopIfAborted();
      const parsed = ZStoreOrder.safeParse(storeOrderFromAdminNode(node));
      if (!parsed.success) {
        summary.skipped += 1;
        log(
          {
            event: 'skipped',
            order: node.legacyResourceId ?? node.id ?? null,
            name: node.name ?? null,
            problems: parsed.error.issues.map(
              (issue) => `${issue.path.join('.') || 'order'}: ${issue.message}`,
            ),
          },
          'store order skipped: it does not have the expected shape',
        );
        continue;
      }
      let outcome: Awaited<ReturnType<typeof ingestStoreOrder>>['outcome'];
      try {
        ({ outcome } = await ingestStoreOrder(ctx, parsed.data, { topic: 'orders/updated' }));
      } catch (error) {
        throw new ReconciliationError(
          `Storing store order ${parsed.data.id} failed: ${error instanceof Error ? error.message : String(error)}`,
          { cause: error },
        );
      }
      if (outcome === 'created') summary.created += 1;
      else if (outcome === 'updated') summary.updated += 1;
      else summary.stale += 1;
    }
    log({ event: 'page', page: summary.pages, orders: page.nodes.length }, 'orders page reconciled');

    if (!page.hasNextPage || !page.endCursor) break;
    after = page.endCursor;

    // Wait before the next page rather than being throttled: the same query costs the same again.
    const requested = page.cost?.requestedQueryCost;
    const available = page.cost?.throttleStatus?.currentlyAvailable;
    if (typeof requested === 'number' && typeof available === 'number' && available < requested) {
      const seconds = secondsUntilAvailable(requested, page.cost?.throttleStatus);
      if (seconds !== undefined) {
        log({ event: 'pace', waitMs: seconds * 1000, requested, available }, 'waiting for the query budget');
        await pause(seconds * 1000);
      }
    }
  }

  stopIfAborted();
  await writeSyncedAt(ctx, startedAt);
  log({ event: 'done', ...summary, syncedAt: startedAt.toISOString() }, 'order reconciliation finished');
  return summary;
}

// ----- the periodic job -----

export interface ReconciliationJobLogger {
  info(obj: Record<string, unknown>, msg: string): void;
  warn(obj: Record<string, unknown>, msg: string): void;
  error(obj: Record<string, unknown>, msg: string): void;
}

export interface ReconciliationJobOptions {
  intervalMs?: number;
  /** pino-compatible; `app.log` fits. */
  logger?: ReconciliationJobLogger;
  /** Run once right after starting (default), then every interval. */
  runAtStart?: boolean;
  /** Overrides for tests: the URL is otherwise built from the configuration. */
  endpoint?: string;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  pageSize?: number;
}

const consoleLogger: ReconciliationJobLogger = {
  info: (obj, msg) => console.log(JSON.stringify({ level: 'info', msg, ...obj })),
  warn: (obj, msg) => console.warn(JSON.stringify({ level: 'warn', msg, ...obj })),
  error: (obj, msg) => console.error(JSON.stringify({ level: 'error', msg, ...obj })),
};

const WARN_EVENTS = new Set(['skipped', 'retry', 'throttled', 'page-size']);

/**
 * Reconciles every `intervalMs` while the store's Admin API is configured; never two runs at once, failures
 * logged and retried at the next tick. Returns `stop()`, which ends the timer and waits for a run in progress.
 */
export function startReconciliationJob(
  ctx: AppContext,
  options: ReconciliationJobOptions = {},
): () => Promise<void> {
  const { storeDomain, adminToken, apiVersion } = ctx.config.shopify;
  const logger = options.logger ?? consoleLogger;
  if (!storeDomain || !adminToken) return async () => {};

  const intervalMs = options.intervalMs ?? DEFAULT_INTERVAL_MS;
  const endpoint = options.endpoint ?? adminGraphqlEndpoint(storeDomain, apiVersion);
  const controller = new AbortController();
  let running: Promise<void> | undefined;
  let stopped = false;

  const log: ReconciliationLog = (obj, msg) => {
    if (WARN_EVENTS.has(String(obj.event))) logger.warn(obj, msg);
    else if (obj.event === 'done') logger.info(obj, msg);
  };

  const tick = () => {
    if (running || stopped) return;
    running = reconcileOrders(ctx, {
      endpoint,
      token: adminToken,
      log,
      signal: controller.signal,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.sleep ? { sleep: options.sleep } : {}),
      ...(options.pageSize ? { pageSize: options.pageSize } : {}),
    })
      .then(() => undefined)
      .catch((error: unknown) => {
        if (stopped) return;
        logger.error(
          { err: error instanceof Error ? { name: error.name, message: error.message } : String(error) },
          'order reconciliation failed; the next run tries again',
        );
      })
      .finally(() => {
        running = undefined;
      });
  };

  const timer = setInterval(tick, intervalMs);
  timer.unref();
  const first = options.runAtStart === false ? undefined : setTimeout(tick, 0);
  first?.unref();

  return async () => {
    stopped = true;
    clearInterval(timer);
    if (first) clearTimeout(first);
    controller.abort();
    await running;
  };
}
