import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/server/db/database.js';
import {
  BUDGET,
  details,
  record,
  round,
  listening,
  lastLoadCpu,
  cpuPerRequest,
  runLoad,
  non2xx,
  webhookTarget,
} from './harness.js';

const WEBHOOKS = 1_000;
const WEBHOOK_CONCURRENCY = [16, 50];
const WEBHOOK_WARM_UPS = 2_000;

export async function benchWebhooks(
  app: FastifyInstance,
  database: Database,
  cleanup: (() => Promise<void>)[],
) {
  console.log(
    `\n3. Webhook ingestion over HTTP (${WEBHOOKS} deliveries at each of ${WEBHOOK_CONCURRENCY.join(' and ')} concurrent)`,
  );
  const url = await listening(app);
  // Every delivery belongs to one group's current campaign, dated now, as on a busy evening: the counters and
  // report tallies of that group and day are written by every delivery.
  const target = await webhookTarget(database, cleanup);
  const secret = app.ctx.config.shopify.webhookSecret;
  const budget = BUDGET.webhooksPerS[database.kind];
  // A warm-up, so that connections and plans exist and the server's code is compiled before the measured runs,
  // as in a server that has been up for a while.
  await runLoad(url, [
    {
      name: 'warm-up',
      kind: 'webhook',
      connections: 16,
      count: WEBHOOK_WARM_UPS,
      webhook: target.deliveries(secret, WEBHOOK_WARM_UPS),
    },
  ]);
  const measured: Record<string, unknown> = {};
  for (const connections of WEBHOOK_CONCURRENCY) {
    const [result] = await runLoad(url, [
      {
        name: `webhooks-${connections}`,
        kind: 'webhook',
        connections,
        count: WEBHOOKS,
        webhook: target.deliveries(secret, WEBHOOKS),
      },
    ]);
    measured[connections] = { ...result!, cpu: lastLoadCpu };
    console.log(`  CPU per delivery (ms): ${JSON.stringify(cpuPerRequest(result!.requests))}`);
    const failed = non2xx(result!) + result!.errors;
    record({
      metric: `webhooks ${connections} concurrent`,
      value: result!.perS,
      unit: 'orders/s',
      budget: `≥ ${budget}/s`,
      pass: result!.perS >= budget && failed === 0,
      note: `p95 ${round(result!.p95)} ms${failed ? `, ${failed} failed` : ''}`,
    });
  }
  details.webhooks = measured;
}
