/**
 * A local stand-in for the store's Admin GraphQL API, enough for order reconciliation: the `orders` query with
 * real cursor pagination, the `updated_at:>=` search filter and the UPDATED_AT sort, the access-token check,
 * a leaky-bucket throttle reported in `extensions.cost` (THROTTLED when the bucket lacks the query's points),
 * the single-query cost limit, and a record of every request for assertions.
 *
 * The bucket restores only through `advance(ms)`, so a test's fake `sleep` decides how much time passes.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AdminOrderNode } from '../../src/server/reconciliation/admin-api-client.js';

export interface ThrottleBucket {
  maximumAvailable: number;
  currentlyAvailable: number;
  restoreRate: number;
}

export interface FakeAdminApiOptions {
  token?: string;
  apiVersion?: string;
  orders?: AdminOrderNode[];
  bucket?: Partial<ThrottleBucket>;
  /** Requested (and actual) cost of one orders query; a function of `first` to model per-order cost. */
  pageCost?: number | ((first: number) => number);
  /** A query whose requested cost exceeds this is refused with MAX_COST_EXCEEDED. */
  maxQueryCost?: number;
  /** HTTP status of a THROTTLED answer; the store may answer either, so both are exercised. */
  throttledStatus?: 200 | 429;
  /** Delay before each answer, to observe a request in flight. */
  delayMs?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  token: string | undefined;
  contentType: string | undefined;
  query: string | undefined;
  variables: Record<string, unknown>;
  status: number;
  /** What the answer was: a page of orders, or why not. */
  answer: 'orders' | 'throttled' | 'max-cost' | 'unauthorized' | 'not-found' | 'failure' | 'bad-request';
  /** Bucket level when the request arrived. */
  availableBefore: number;
}

export interface FakeAdminApi {
  /** The GraphQL URL to pass as `endpoint`. */
  endpoint: string;
  origin: string;
  token: string;
  apiVersion: string;
  /** The store's orders; tests may push, replace or edit them between runs. */
  orders: AdminOrderNode[];
  bucket: ThrottleBucket;
  requests: RecordedRequest[];
  /** Most requests ever in flight at once. */
  maxConcurrent: number;
  /** Lets `ms` pass for the bucket: it refills at `restoreRate` points per second, up to `maximumAvailable`. */
  advance(ms: number): void;
  /** The next `count` requests fail with this HTTP status (after the token check). */
  failNext(count: number, status?: number): void;
  /** The next `count` requests are THROTTLED whatever the bucket holds. */
  throttleNext(count: number): void;
  close(): Promise<void>;
}

interface Cursor {
  updatedAt: string;
  id: string;
}

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

function decodeCursor(value: string): Cursor | undefined {
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Partial<Cursor>;
    return typeof parsed.updatedAt === 'string' && typeof parsed.id === 'string'
      ? { updatedAt: parsed.updatedAt, id: parsed.id }
      : undefined;
  } catch {
    return undefined;
  }
}

const idOf = (order: AdminOrderNode) => String(order.legacyResourceId ?? order.id ?? '');

/** Sort key of UPDATED_AT: the update time, then the id (so equal times still page deterministically). */
function compareKeys(a: Cursor, b: Cursor): number {
  const byTime = Date.parse(a.updatedAt) - Date.parse(b.updatedAt);
  if (byTime !== 0) return byTime;
  return a.id.length - b.id.length || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

const keyOf = (order: AdminOrderNode): Cursor => ({ updatedAt: order.updatedAt ?? '', id: idOf(order) });

/** `updated_at:>='2026-01-01T00:00:00.000Z'` (quotes optional; `>` also understood). */
export function parseUpdatedAtFilter(query: string): { inclusive: boolean; since: number } | undefined {
  const match = /^\s*updated_at:(>=?)\s*'?([^'\s]+)'?\s*$/.exec(query);
  if (!match) return undefined;
  const since = Date.parse(match[2]!);
  return Number.isNaN(since) ? undefined : { inclusive: match[1] === '>=', since };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export async function startFakeAdminApi(options: FakeAdminApiOptions = {}): Promise<FakeAdminApi> {
  const token = options.token ?? 'shpat_fake_admin_token';
  const apiVersion = options.apiVersion ?? '2025-07';
  const path = `/admin/api/${apiVersion}/graphql.json`;
  const maxQueryCost = options.maxQueryCost ?? 1000;
  const costOf = (first: number) =>
    typeof options.pageCost === 'function' ? options.pageCost(first) : (options.pageCost ?? 52);
  let failures: { count: number; status: number } = { count: 0, status: 503 };
  let forcedThrottles = 0;
  let inFlight = 0;

  const api: FakeAdminApi = {
    endpoint: '',
    origin: '',
    token,
    apiVersion,
    orders: [...(options.orders ?? [])],
    bucket: {
      maximumAvailable: options.bucket?.maximumAvailable ?? 1000,
      currentlyAvailable: options.bucket?.currentlyAvailable ?? options.bucket?.maximumAvailable ?? 1000,
      restoreRate: options.bucket?.restoreRate ?? 50,
    },
    requests: [],
    maxConcurrent: 0,
    advance(ms) {
      const { bucket } = api;
      bucket.currentlyAvailable = Math.min(
        bucket.maximumAvailable,
        bucket.currentlyAvailable + (bucket.restoreRate * ms) / 1000,
      );
    },
    failNext(count, status = 503) {
      failures = { count, status };
    },
    throttleNext(count) {
      forcedThrottles = count;
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };

  const costExtension = (requested: number, actual: number | null) => ({
    cost: {
      requestedQueryCost: requested,
      actualQueryCost: actual,
      throttleStatus: { ...api.bucket },
    },
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const raw = await readBody(request);
    const record: RecordedRequest = {
      method: request.method ?? '',
      path: request.url ?? '',
      token: request.headers['x-shopify-access-token'] as string | undefined,
      contentType: request.headers['content-type'],
      query: undefined,
      variables: {},
      status: 200,
      answer: 'orders',
      availableBefore: api.bucket.currentlyAvailable,
    };
    api.requests.push(record);
    const send = (status: number, answer: RecordedRequest['answer'], body: unknown) => {
      record.status = status;
      record.answer = answer;
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };

    if (request.method !== 'POST' || record.path !== path) {
      return send(404, 'not-found', { errors: 'Not Found' });
    }
    if (record.token !== token) {
      return send(401, 'unauthorized', {
        errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
      });
    }
    if (failures.count > 0) {
      failures.count -= 1;
      return send(failures.status, 'failure', { errors: 'Internal Server Error' });
    }

    let body: { query?: unknown; variables?: unknown };
    try {
      body = JSON.parse(raw) as typeof body;
    } catch {
      return send(400, 'bad-request', { errors: 'Body is not JSON' });
    }
    record.query = typeof body.query === 'string' ? body.query : undefined;
    record.variables = (body.variables ?? {}) as Record<string, unknown>;
    const { first, after, query } = record.variables as { first?: unknown; after?: unknown; query?: unknown };
    const badRequest = (message: string) => send(200, 'bad-request', { errors: [{ message }] });
    if (!record.query || !/\borders\s*\(/.test(record.query) || !/sortKey:\s*UPDATED_AT/.test(record.query)) {
      return badRequest('expected an orders query sorted by UPDATED_AT');
    }
    if (typeof first !== 'number' || !Number.isInteger(first) || first < 1 || first > 250) {
      return badRequest('first must be a whole number from 1 to 250');
    }
    const filter = typeof query === 'string' ? parseUpdatedAtFilter(query) : undefined;
    if (query !== undefined && query !== null && !filter) {
      return badRequest(`the fake understands only updated_at:>= filters (got ${JSON.stringify(query)})`);
    }
    const cursor = typeof after === 'string' ? decodeCursor(after) : undefined;
    if (after !== undefined && after !== null && !cursor) return badRequest('invalid cursor');

    const requested = costOf(first);
    if (requested > maxQueryCost) {
      return send(200, 'max-cost', {
        errors: [
          {
            message: `Query cost is ${requested}, which exceeds the single query max cost limit (${maxQueryCost}).`,
            extensions: { code: 'MAX_COST_EXCEEDED', cost: requested, maxCost: maxQueryCost },
          },
        ],
      });
    }
    if (forcedThrottles > 0 || api.bucket.currentlyAvailable < requested) {
      if (forcedThrottles > 0) forcedThrottles -= 1;
      return send(options.throttledStatus ?? 200, 'throttled', {
        errors: [
          {
            message: 'Throttled',
            extensions: {
              code: 'THROTTLED',
              documentation: 'https://shopify.dev/api/usage/rate-limits',
            },
          },
        ],
        extensions: costExtension(requested, null),
      });
    }
    api.bucket.currentlyAvailable -= requested;

    const matching = api.orders
      .filter((order) => {
        if (!filter) return true;
        const time = Date.parse(order.updatedAt ?? '');
        return filter.inclusive ? time >= filter.since : time > filter.since;
      })
      .sort((a, b) => compareKeys(keyOf(a), keyOf(b)))
      .filter((order) => !cursor || compareKeys(keyOf(order), cursor) > 0);
    const page = matching.slice(0, first);
    const last = page.at(-1);
    send(200, 'orders', {
      data: {
        orders: {
          pageInfo: {
            hasNextPage: matching.length > page.length,
            endCursor: last ? encodeCursor(keyOf(last)) : null,
          },
          nodes: structuredClone(page),
        },
      },
      extensions: costExtension(requested, requested),
    });
  }

  const server = createServer((request, response) => {
    inFlight += 1;
    api.maxConcurrent = Math.max(api.maxConcurrent, inFlight);
    const run = async () => {
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      await handle(request, response);
    };
    run()
      .catch(() => {
        if (!response.headersSent) response.writeHead(500);
        response.end();
      })
      .finally(() => {
        inFlight -= 1;
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  api.origin = `http://127.0.0.1:${port}`;
  api.endpoint = `${api.origin}${path}`;
  return api;
}

let nextAdminOrderId = 7_700_000_000_000;

export interface AdminOrderOptions {
  id?: number;
  orderNumber?: number;
  createdAt?: string;
  updatedAt?: string;
  cancelledAt?: string | null;
  /** GraphQL spelling: PAID, PENDING, AUTHORIZED, PARTIALLY_PAID, REFUNDED, VOIDED, … */
  financialStatus?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  attributes?: Record<string, string>;
  lines?: { title: string; price: string; quantity: number }[];
  shipping?: { title: string; price: string };
}

/** An order node as the Admin GraphQL API answers it (the same order storeOrder() builds as a webhook). */
export function adminOrderNode(options: AdminOrderOptions = {}): AdminOrderNode {
  const id = options.id ?? nextAdminOrderId++;
  const orderNumber = options.orderNumber ?? 1000 + (id % 100_000);
  const lines = options.lines ?? [{ title: 'Cookie Dough Tub', price: '15.00', quantity: 2 }];
  const shipping = options.shipping ?? { title: 'Standard', price: '5.50' };
  const itemsCents = lines.reduce(
    (sum, line) => sum + Math.round(Number(line.price) * 100) * line.quantity,
    0,
  );
  const totalCents = itemsCents + Math.round(Number(shipping.price) * 100);
  const createdAt = options.createdAt ?? new Date().toISOString();
  // The API writes amounts as decimals without trailing zeros ("15.0"), unlike the REST strings.
  const amount = (cents: number) => ({ shopMoney: { amount: String(cents / 100) } });
  return {
    id: `gid://shopify/Order/${id}`,
    legacyResourceId: String(id),
    name: `#${orderNumber}`,
    createdAt,
    updatedAt: options.updatedAt ?? createdAt,
    cancelledAt: options.cancelledAt ?? null,
    email: options.email ?? 'pat@example.com',
    displayFinancialStatus: options.financialStatus ?? 'PAID',
    customer: { firstName: options.firstName ?? 'Pat', lastName: options.lastName ?? 'Lee', email: null },
    customAttributes: Object.entries(options.attributes ?? {}).map(([key, value]) => ({ key, value })),
    lineItems: {
      pageInfo: { hasNextPage: false },
      nodes: lines.map((line) => ({
        title: line.title,
        name: line.title,
        quantity: line.quantity,
        originalUnitPriceSet: amount(Math.round(Number(line.price) * 100)),
      })),
    },
    shippingLines: {
      nodes: [{ title: shipping.title, originalPriceSet: amount(Math.round(Number(shipping.price) * 100)) }],
    },
    shippingAddress: {
      address1: '1 Main St',
      address2: null,
      city: 'Austin',
      province: 'Texas',
      zip: '78701',
      country: 'United States',
    },
    subtotalPriceSet: amount(itemsCents),
    totalPriceSet: amount(totalCents),
  };
}
