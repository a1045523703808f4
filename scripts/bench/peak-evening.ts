import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows, type Database } from '../../src/server/db/database.js';
import {
  BUDGET,
  details,
  record,
  round,
  isoDay,
  listening,
  lastLoadCpu,
  runLoad,
  non2xx,
  webhookTarget,
  loginGroup,
  exportQuery,
} from './harness.js';

const PEAK_SECONDS = 60;
const PEAK_LOGINS_PER_S = 50;
const PEAK_WEBHOOKS_PER_S = 300;
const PEAK_STAFF = 5;
const PEAK_STAFF_THINK_MS = 250;
const PEAK_RSS_GROWTH = 0.1;
const PEAK_EXPORT_THINK_MS = 5_000;

/**
 * A peak evening, everything at once for PEAK_SECONDS: sellers logging in (PEAK_LOGINS_PER_S, as fast as a whole
 * school does after a newsletter), PEAK_WEBHOOKS_PER_S deliveries for one group's campaign, PEAK_STAFF
 * administrators browsing order lists (a request every PEAK_STAFF_THINK_MS each) and one administrator
 * downloading the export of the newest ~100,000 orders again and again (PEAK_EXPORT_THINK_MS after each). Budgets: no error and no non-2xx, the
 * deliveries keep their rate, login and list p95 within their budgets, and the server's RSS flat (the last 15 s
 * no more than PEAK_RSS_GROWTH above the 15 s after the warm-up).
 */
export async function benchPeakEvening(
  app: FastifyInstance,
  database: Database,
  token: string,
  cleanup: (() => Promise<void>)[],
) {
  console.log(
    `\n8. Peak evening (${PEAK_SECONDS} s: ${PEAK_LOGINS_PER_S} logins/s, ${PEAK_WEBHOOKS_PER_S} deliveries/s, ` +
      `${PEAK_STAFF} staff on lists, one export at a time)`,
  );
  const url = await listening(app);
  const code = await loginGroup(app, database, token, cleanup);
  const target = await webhookTarget(database, cleanup);
  const secret = app.ctx.config.shopify.webhookSecret;
  const [group] = await queryRows<{ code: string }>(
    database.db,
    sql`select group_code as code from orders where group_code <> '' limit 1`,
  );
  const today = isoDay(new Date());
  const week = isoDay(new Date(Date.now() - 7 * 86_400_000));
  const lists = [
    '',
    '?statuses=open,processing',
    `?startDate=${week}&endDate=${today}`,
    `?groupCode=${encodeURIComponent(group?.code ?? 'NOGROUP')}`,
    '?customerName=Qzxv',
    '?page=50',
    '?customerName=ava',
  ].map((query) => `/api/admin/orders${query}`);
  const exportPath = `/api/admin/orders/export?${new URLSearchParams(await exportQuery(database)).toString()}`;

  const rss: { at: number; mb: number }[] = [];
  const started = performance.now();
  const sampler = setInterval(() => {
    rss.push({ at: (performance.now() - started) / 1000, mb: process.memoryUsage().rss / 1024 / 1024 });
  }, 1000);
  const results = await runLoad(url, [
    {
      name: 'logins',
      kind: 'login',
      connections: 50,
      ratePerS: PEAK_LOGINS_PER_S,
      durationS: PEAK_SECONDS,
      login: { groupCode: code },
    },
    {
      name: 'webhooks',
      kind: 'webhook',
      connections: 50,
      ratePerS: PEAK_WEBHOOKS_PER_S,
      durationS: PEAK_SECONDS,
      webhook: target.deliveries(secret, PEAK_WEBHOOKS_PER_S * PEAK_SECONDS + 100),
    },
    {
      name: 'lists',
      kind: 'get',
      connections: PEAK_STAFF,
      thinkMs: PEAK_STAFF_THINK_MS,
      durationS: PEAK_SECONDS,
      get: { paths: lists, token },
    },
    {
      name: 'exports',
      kind: 'get',
      connections: 1,
      thinkMs: PEAK_EXPORT_THINK_MS,
      durationS: PEAK_SECONDS,
      get: { paths: [exportPath], token },
    },
  ]);
  clearInterval(sampler);
  const byName = Object.fromEntries(results.map((result) => [result.name, result]));
  details.peakEvening = { results: byName, rss, cpu: lastLoadCpu };

  const failures = results.reduce((sum, result) => sum + non2xx(result) + result.errors, 0);
  record({
    metric: 'peak evening errors and non-2xx',
    value: failures,
    unit: '',
    budget: '0',
    pass: failures === 0,
    note: results.map((result) => `${result.name} ${result.requests}`).join(', '),
  });
  const webhooks = byName.webhooks!;
  record({
    metric: 'peak evening deliveries/s',
    value: webhooks.perS,
    unit: '/s',
    budget: `≥ ${PEAK_WEBHOOKS_PER_S * 0.98}/s`,
    pass: webhooks.perS >= PEAK_WEBHOOKS_PER_S * 0.98,
    note: `p95 ${round(webhooks.p95)} ms`,
  });
  const loginBudget = BUDGET.loginP95Ms[database.kind];
  record({
    metric: 'peak evening login p95',
    value: byName.logins!.p95,
    unit: 'ms',
    budget: `≤ ${loginBudget} ms`,
    pass: byName.logins!.p95 <= loginBudget,
    note: `p50 ${round(byName.logins!.p50)} ms`,
  });
  record({
    metric: 'peak evening list p95',
    value: byName.lists!.p95,
    unit: 'ms',
    budget: `≤ ${BUDGET.listP95Ms} ms`,
    pass: byName.lists!.p95 <= BUDGET.listP95Ms,
    note: `p50 ${round(byName.lists!.p50)} ms, ${byName.lists!.requests} requests; p95 by list: ${Object.entries(
      byName.lists!.p95ByPath ?? {},
    )
      .map(([path, p95]) => `${path.split('?')[1] ?? 'no filter'} ${round(p95)}`)
      .join(', ')}`,
  });
  record({
    metric: 'peak evening exports',
    value: byName.exports!.requests,
    unit: '',
    budget: '—',
    pass: null,
    note: `each ${round(byName.exports!.p50 / 1000)} s (p50)`,
  });
  const settled = rss.filter((sample) => sample.at >= 15 && sample.at < 30).map((sample) => sample.mb);
  const last = rss.filter((sample) => sample.at >= PEAK_SECONDS - 15).map((sample) => sample.mb);
  const growth = settled.length && last.length ? Math.max(...last) / Math.max(...settled) - 1 : 0;
  record({
    metric: 'peak evening RSS growth (last 15 s vs 15–30 s)',
    value: growth * 100,
    unit: '%',
    budget: `≤ ${PEAK_RSS_GROWTH * 100} %`,
    pass: growth <= PEAK_RSS_GROWTH,
    note: `${round(Math.max(...settled))} → ${round(Math.max(...last))} MB`,
  });
}
