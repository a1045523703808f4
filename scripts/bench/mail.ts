import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { queryRows, type Database } from '../../src/server/db/database.js';
import { queuedMail } from '../../src/server/mail/mail-content.js';
import { sendDueMail } from '../../src/server/mail/mail-sender.js';
import { withMailLock } from '../../src/server/mail/mail-job.js';
import { createMailTransport } from '../../src/server/mail/mail-transport.js';
import { insertMail } from '../../src/server/mail/queries.js';
import { details, listening, non2xx, record, round, runLoad, webhookTarget } from './harness.js';

const SELLERS = 50;
const DELIVERIES = 1_500;
const ROUNDS = 6;
const CONNECTIONS = 16;
const MESSAGES = 500;
/** Enqueuing may cost webhook ingestion this share of its throughput at most. */
const ENQUEUE_COST_BUDGET = 0.05;
const SENDER_BUDGET_PER_S = 50;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The three ways ingestion runs: without noting orders, noting them with nobody subscribed, with every seller's parent. */
type Arm = 'off' | 'idle' | 'on';
const ARMS: Arm[] = ['off', 'idle', 'on'];

/**
 * E-mail updates: (1) what noting new orders for parents costs webhook ingestion, A/B in one run: the same
 * deliveries credited to 50 sellers, in rounds of three runs whose order turns each round: without the statement
 * that notes orders (ingestion as it was before e-mail updates), with it and nobody subscribed, and with a confirmed
 * subscription for every seller (every order then writes its event row). A round's runs are next to each other, so
 * each round gives one ratio, and the median ratio is the cost; (2) how fast the sender hands messages to a local
 * SMTP server.
 */
export async function benchMail(app: FastifyInstance, database: Database, cleanup: (() => Promise<void>)[]) {
  console.log(
    `\n13. E-mail updates: enqueue cost on webhook ingestion (${ROUNDS} rounds of ${DELIVERIES} deliveries ` +
      `without noting orders, idle and subscribed, ${CONNECTIONS} concurrent) and sender throughput ` +
      `(${MESSAGES} messages to a local SMTP server)`,
  );
  const url = await listening(app);
  const target = await webhookTarget(database, cleanup);
  const secret = app.ctx.config.shopify.webhookSecret;
  const group = { id: target.groupId };
  const sellers = await queryRows<{ id: string; name: string }>(
    database.db,
    sql`insert into sellers (group_id, name, email)
        select ${group.id}, 'Bench Seller ' || n, 'bench.seller' || n || '@example.org'
        from generate_series(1, ${SELLERS}) n
        returning id, name`,
  );
  cleanup.push(async () => {
    await database.db.execute(sql`delete from mail_subscriptions where group_id = ${group.id}`);
    await database.db.execute(sql`delete from mail_order_events where order_id in
      (select id from orders where group_id = ${group.id})`);
    await database.db.execute(sql`delete from sellers where group_id = ${group.id}`);
  });
  // The "off" arm runs ingest_new_order as it was before e-mail updates: the same function without the statement
  // that notes a subscribed seller's order (cut out of its current definition, and put back after).
  const [current] = await queryRows<{ definition: string }>(
    database.db,
    sql`select pg_get_functiondef('ingest_new_order'::regproc) as definition`,
  );
  const withMail = current!.definition;
  const withoutMail = withMail.replace(/\n {2}-- Parents who confirmed updates[\s\S]*?END IF;\n/, '\n');
  if (withoutMail === withMail)
    throw new Error('ingest_new_order does not note orders for parents as expected');
  const ingestion = (notingOrders: boolean) =>
    database.db.execute(sql.raw(notingOrders ? withMail : withoutMail));
  // Every seller's parent subscribes once; an arm without subscribers sets them back to pending (ingestion notes
  // orders for confirmed subscriptions only), so the worker's one update an hour per subscription, written during
  // the warm-up, leaves every later event in place to be counted.
  await database.db.execute(
    sql`insert into mail_subscriptions (group_id, seller_id, campaign_id, email, locale, status, consent_text,
          consented_at, confirmed_at)
        select ${group.id}, s.id, ${target.campaignId}, 'parent.' || s.id || '@example.org', 'en', 'confirmed',
          'bench', now(), now()
        from sellers s where s.group_id = ${group.id}`,
  );
  const setArm = async (arm: Arm) => {
    await ingestion(arm !== 'off');
    await database.db.execute(
      sql`update mail_subscriptions set status = ${arm === 'on' ? 'confirmed' : 'pending'}
          where group_id = ${group.id}`,
    );
  };
  const eventCount = async () => {
    const [row] = await queryRows<{ events: number }>(
      database.db,
      sql`select count(*)::int as events from mail_order_events e
          join mail_subscriptions s on s.id = e.subscription_id where s.group_id = ${group.id}`,
    );
    return row?.events ?? 0;
  };
  const deliver = async (name: string) => {
    const [result] = await runLoad(url, [
      {
        name,
        kind: 'webhook',
        connections: CONNECTIONS,
        count: DELIVERIES,
        webhook: { ...target.deliveries(secret, DELIVERIES), sellers },
      },
    ]);
    if (non2xx(result!) + result!.errors > 0) throw new Error(`${name}: deliveries failed`);
    return result!.perS;
  };

  const runs: Record<Arm, number[]> = { off: [], idle: [], on: [] };
  let events = 0;
  try {
    await setArm('on');
    await deliver('mail-warm-up');
    // The worker's first update of each subscription takes the warm-up's events; wait for it.
    for (let waited = 0; (await eventCount()) > 0 && waited < 30; waited++) await sleep(500);
    for (let round = 0; round < ROUNDS; round++) {
      for (let turn = 0; turn < ARMS.length; turn++) {
        const arm = ARMS[(round + turn) % ARMS.length]!;
        await setArm(arm);
        const before = await eventCount();
        runs[arm].push(await deliver(`mail-${arm}-${round}`));
        if (arm === 'on') events += (await eventCount()) - before;
      }
    }
  } finally {
    await ingestion(true);
    await database.db.execute(sql`delete from mail_subscriptions where group_id = ${group.id}`);
  }
  const cost = (arm: Arm) => median(runs.off.map((off, round) => 1 - runs[arm][round]! / off));
  const enqueueCost = Math.max(0, cost('on'));
  for (const arm of ARMS) console.log(`  ${arm}: ${runs[arm].map(round).join(' / ')} orders/s`);
  console.log(`  ${events} order events noted by the subscribed runs (${ROUNDS * DELIVERIES} deliveries)`);
  record({
    metric: 'e-mail enqueue cost on webhook ingestion',
    value: enqueueCost * 100,
    unit: '%',
    budget: `≤ ${ENQUEUE_COST_BUDGET * 100} %`,
    pass: enqueueCost <= ENQUEUE_COST_BUDGET && events === ROUNDS * DELIVERIES,
    note:
      `median of ${ROUNDS} rounds: ${round(cost('on') * 100)} % (below 0: faster); ` +
      `nobody subscribed: ${round(cost('idle') * 100)} %`,
  });

  const received = { count: 0 };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        received.count += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as { port: number };
  const transport = createMailTransport(`smtp://127.0.0.1:${port}`);
  try {
    // Queued and sent under the mail lock: the app's own worker must not deliver them to its outbox meanwhile
    // (a pass of its own holding the lock is waited for).
    const sendAll = async () => {
      const now = app.ctx.now();
      for (let n = 0; n < MESSAGES; n++) {
        await insertMail(
          database.db,
          queuedMail(
            {
              idempotencyKey: `bench:${randomUUID()}`,
              kind: 'confirmation',
              to: `parent${n}@example.org`,
              locale: 'en',
              content: {
                subject: `Bench message ${n}`,
                blocks: [{ text: 'Hello,' }, { text: 'Good news: 3 new orders, $84.00.' }],
                footer: [{ text: 'Stop these e-mails:', url: 'http://localhost/e/unsubscribe/x' }],
              },
              unsubscribeUrl: 'http://localhost/e/unsubscribe/x',
            },
            'Bench <bench@example.org>',
            'localhost',
          ),
          now,
        );
      }
      const started = performance.now();
      const sent = await sendDueMail(app.ctx, transport);
      return { ...sent, seconds: (performance.now() - started) / 1000 };
    };
    let pass = await withMailLock(app.ctx, sendAll);
    for (let tries = 0; !pass.acquired && tries < 50; tries++) {
      await sleep(100);
      pass = await withMailLock(app.ctx, sendAll);
    }
    if (!pass.acquired) throw new Error('the mail worker kept the mail lock');
    const { seconds, ...result } = pass.value;
    const perS = result.sent / seconds;
    record({
      metric: 'e-mail sender to a local SMTP server',
      value: perS,
      unit: 'messages/s',
      budget: `≥ ${SENDER_BUDGET_PER_S}/s`,
      pass: perS >= SENDER_BUDGET_PER_S && result.sent === MESSAGES && received.count === MESSAGES,
      note: `${result.sent} sent, ${received.count} received in ${round(seconds)} s`,
    });
    details.mail = {
      runs,
      events,
      sender: { ...result, seconds, received: received.count },
    };
  } finally {
    transport.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await database.db.execute(sql`delete from mail_messages where idempotency_key like 'bench:%'`);
  }
}
