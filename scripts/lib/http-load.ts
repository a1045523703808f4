/**
 * The bench's load generator, run as a child process (`tsx scripts/lib/http-load.ts SPEC.json`) so that it does
 * not share the server's event loop. It runs every stream of the spec at once over keep-alive HTTP connections
 * and prints one JSON result per stream: requests, statuses, errors, latency percentiles and throughput.
 *
 * A stream is closed-loop (each connection sends its next request when the previous one answered) unless it has
 * `ratePerS`, in which case requests start on a fixed schedule and latency counts from the scheduled start, so a
 * server that falls behind shows it. A closed-loop stream may pause between requests (`thinkMs`), as people do.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { signWebhookBody } from '../../src/server/store/webhook-signature.js';
import { storeOrder } from '../../test/support/store-webhooks.js';
import { FIRST, LAST } from './demo-names.js';
import { ConnectionPool, encodeRequest, type RawRequest } from './raw-http-client.js';

export interface LoadStream {
  name: string;
  kind: 'webhook' | 'login' | 'get' | 'signInLink';
  connections: number;
  ratePerS?: number;
  /** Stops after this many requests, or after `durationS` seconds, whichever comes first. */
  count?: number;
  durationS?: number;
  /** Closed-loop only: each connection waits this long between an answer and its next request. */
  thinkMs?: number;
  /** webhook: signed `orders/create` deliveries dated now for this group and campaign, order ids from `idBase`. */
  webhook?: {
    secret: string;
    groupCode: string;
    campaignId: string;
    campaignName: string;
    idBase: number;
    /** Sellers the orders are credited to in turn (`user_id`); without them, 50 seller names only. */
    sellers?: { id: string; name: string }[];
  };
  /** login: `POST /api/auth/user` with a new e-mail each time. */
  login?: { groupCode: string };
  /**
   * get: cycles through the paths with this bearer token (none for public pages); with `forwardedFor`, each
   * request says it comes from one of that many addresses in turn (X-Forwarded-For, for a server that trusts
   * the load's loopback address as its proxy), so per-address limits see many visitors.
   */
  get?: { paths: string[]; token?: string; forwardedFor?: number };
  /**
   * signInLink: `POST /api/family/sign-in-links`, each request for a new inbox (`parent{n}@{emailDomain}`) from a new
   * visitor address (the n-th after `firstVisitor`, X-Forwarded-For), the group codes taken in turn.
   */
  signInLink?: { groupCodes: string[]; emailDomain: string; firstVisitor: number };
}

export interface LoadSpec {
  url: string;
  streams: LoadStream[];
}

export interface StreamResult {
  name: string;
  requests: number;
  statuses: Record<string, number>;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  perS: number;
  elapsedMs: number;
  /** get streams with several paths: each path's p95, to see which one is slow. */
  p95ByPath?: Record<string, number>;
}

/** The n-th of the load's made-up visitors: 198.18.0.0/15, the range set aside for benchmarks. */
function visitorAddress(n: number): string {
  return `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;
}

function requestMaker(stream: LoadStream): (n: number) => RawRequest {
  if (stream.webhook) {
    const hook = stream.webhook;
    return (n) => {
      const id = hook.idBase + n;
      const seller = hook.sellers?.[id % hook.sellers.length];
      const body = JSON.stringify(
        storeOrder({
          id,
          email: `buyer${id}@example.com`,
          // The buyers of a real evening have the same names as everyone's: a name search finds its matches
          // among them as often as among older orders, instead of reading past a whole evening of one name.
          firstName: FIRST[id % FIRST.length],
          lastName: LAST[id % LAST.length],
          attributes: {
            group_code: hook.groupCode,
            campaign_id: hook.campaignId,
            campaign_name: hook.campaignName,
            student_name: seller?.name ?? `Seller ${id % 50}`,
            ...(seller ? { user_id: seller.id } : {}),
          },
        }),
      );
      return {
        method: 'POST',
        path: '/api/shopify/webhooks',
        headers: {
          'content-type': 'application/json',
          'x-shopify-topic': 'orders/create',
          'x-shopify-hmac-sha256': signWebhookBody(hook.secret, body),
          'x-shopify-webhook-id': randomUUID(),
          'x-shopify-shop-domain': 'demo-store.local',
        },
        body,
      };
    };
  }
  if (stream.login) {
    const { groupCode } = stream.login;
    return (n) => ({
      method: 'POST',
      path: '/api/auth/user',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Bench Seller',
        email: `seller${process.pid}.${stream.name}.${n}@example.org`,
        groupCode,
      }),
    });
  }
  if (stream.signInLink) {
    const { groupCodes, emailDomain, firstVisitor } = stream.signInLink;
    return (n) => ({
      method: 'POST',
      path: '/api/family/sign-in-links',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': visitorAddress(firstVisitor + n) },
      body: JSON.stringify({
        groupCode: groupCodes[n % groupCodes.length],
        email: `parent${firstVisitor + n}@${emailDomain}`,
        language: 'en',
      }),
    });
  }
  if (stream.get) {
    const { paths, token, forwardedFor } = stream.get;
    return (n) => ({
      method: 'GET',
      path: paths[n % paths.length]!,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(forwardedFor ? { 'x-forwarded-for': visitorAddress(n % forwardedFor) } : {}),
      },
    });
  }
  throw new Error(`stream ${stream.name} has nothing to send`);
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Building and signing a delivery costs the load generator about as much CPU as the server spends taking it in, on
 * the same two cores; a store signs on its own machines. So deliveries are made before any stream's clock starts
 * (as many as `count`, or as the rate makes in the duration).
 */
function requestsOf(base: URL, stream: LoadStream): (n: number) => Buffer {
  const make = requestMaker(stream);
  const encoded = (n: number) => encodeRequest(base, make(n));
  if (!stream.webhook) return encoded;
  const planned =
    stream.count ??
    (stream.ratePerS && stream.durationS ? Math.ceil(stream.ratePerS * stream.durationS) + 100 : 0);
  const made = Array.from({ length: planned }, (_, n) => encoded(n));
  return (n) => made[n] ?? encoded(n);
}

async function runStream(
  base: URL,
  stream: LoadStream,
  request: (n: number) => Buffer,
): Promise<StreamResult> {
  const pool = new ConnectionPool(base, stream.connections);
  const latencies: number[] = [];
  const paths = stream.get?.paths ?? [];
  const byPath = paths.map((): number[] => []);
  const statuses: Record<string, number> = {};
  let errors = 0;
  let issued = 0;
  const started = performance.now();
  const deadline = stream.durationS ? started + stream.durationS * 1000 : Infinity;
  const limit = stream.count ?? Infinity;
  const more = () => issued < limit && performance.now() < deadline;

  const one = async (n: number, since: number) => {
    try {
      const status = await pool.send(request(n));
      statuses[status] = (statuses[status] ?? 0) + 1;
    } catch {
      errors++;
    }
    const latency = performance.now() - since;
    latencies.push(latency);
    byPath[n % Math.max(1, paths.length)]?.push(latency);
  };

  if (stream.ratePerS) {
    const interval = 1000 / stream.ratePerS;
    const pending: Promise<void>[] = [];
    while (more()) {
      const due = started + issued * interval;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      pending.push(one(issued++, due));
    }
    await Promise.all(pending);
  } else {
    await Promise.all(
      Array.from({ length: stream.connections }, async () => {
        while (more()) {
          await one(issued++, performance.now());
          if (stream.thinkMs) await new Promise((resolve) => setTimeout(resolve, stream.thinkMs));
        }
      }),
    );
  }
  const elapsedMs = performance.now() - started;
  pool.close();
  latencies.sort((a, b) => a - b);
  return {
    name: stream.name,
    requests: issued,
    statuses,
    errors,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? 0,
    perS: issued / (elapsedMs / 1000),
    elapsedMs,
    ...(paths.length > 1 && {
      p95ByPath: Object.fromEntries(
        paths.map((path, at) => [
          path,
          percentile(
            byPath[at]!.sort((a, b) => a - b),
            95,
          ),
        ]),
      ),
    }),
  };
}

const spec = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as LoadSpec;
const base = new URL(spec.url);
const requests = spec.streams.map((stream) => requestsOf(base, stream));
const ready = process.cpuUsage();
const results = await Promise.all(spec.streams.map((stream, at) => runStream(base, stream, requests[at]!)));
const run = process.cpuUsage(ready);
const cpu = process.cpuUsage();
process.stdout.write(
  JSON.stringify({
    results,
    cpuMs: (cpu.user + cpu.system) / 1000,
    runCpuMs: (run.user + run.system) / 1000,
  }),
);
