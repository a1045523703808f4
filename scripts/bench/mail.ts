import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { queryRows, type Database } from '../../src/server/db/database.js';
import { queuedMail } from '../../src/server/mail/mail-content.js';
import { sendDueMail } from '../../src/server/mail/mail-sender.js';
import { createMailTransport } from '../../src/server/mail/mail-transport.js';
import { insertMail } from '../../src/server/mail/queries.js';
import { details, listening, non2xx, record, round, runLoad, webhookTarget } from './harness.js';

const SELLERS = 50;
const DELIVERIES = 1_000;
const ROUNDS = 3;
const CONNECTIONS = 16;
const MESSAGES = 500;
/** Enqueuing may cost webhook ingestion this share of its throughput at most. */
const ENQUEUE_COST_BUDGET = 0.05;
const SENDER_BUDGET_PER_S = 50;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * E-mail updates: (1) what noting new orders for parents costs webhook ingestion, measured A/B in one run: the
 * same deliveries credited to 50 sellers, alternately with no subscription and with a confirmed subscription for
 * every seller (every order then writes its event row); (2) how fast the sender hands messages to a local SMTP
 * server.
 */
export async function benchMail(app: FastifyInstance, database: Database, cleanup: (() => Promise<void>)[]) {
  console.log(
    `\n13. E-mail updates: enqueue cost on webhook ingestion (${ROUNDS} × ${DELIVERIES} deliveries a side, ` +
      `${CONNECTIONS} concurrent) and sender throughput (${MESSAGES} messages to a local SMTP server)`,
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
    await database.db.execute(sql`delete from sellers where group_id = ${group.id}`);
  });
  const subscribe = (on: boolean) =>
    on
      ? database.db.execute(
          sql`insert into mail_subscriptions (group_id, seller_id, campaign_id, email, locale, status, consent_text,
                consented_at, confirmed_at)
              select ${group.id}, s.id, ${target.campaignId}, 'parent.' || s.id || '@example.org', 'en', 'confirmed',
                'bench', now(), now()
              from sellers s where s.group_id = ${group.id}`,
        )
      : database.db.execute(sql`delete from mail_subscriptions where group_id = ${group.id}`);

  const deliver = async (name: string, count: number) => {
    const [result] = await runLoad(url, [
      {
        name,
        kind: 'webhook',
        connections: CONNECTIONS,
        count,
        webhook: { ...target.deliveries(secret, count), sellers },
      },
    ]);
    if (non2xx(result!) + result!.errors > 0) throw new Error(`${name}: deliveries failed`);
    return result!.perS;
  };
  await deliver('mail-warm-up', DELIVERIES);
  const without: number[] = [];
  const withSubscriptions: number[] = [];
  for (let round_ = 0; round_ < ROUNDS; round_++) {
    await subscribe(false);
    without.push(await deliver(`mail-off-${round_}`, DELIVERIES));
    await subscribe(true);
    withSubscriptions.push(await deliver(`mail-on-${round_}`, DELIVERIES));
  }
  const [{ events } = { events: 0 }] = await queryRows<{ events: number }>(
    database.db,
    sql`select count(*)::int as events from mail_order_events e
        join mail_subscriptions s on s.id = e.subscription_id where s.group_id = ${group.id}`,
  );
  await subscribe(false);
  const off = median(without);
  const on = median(withSubscriptions);
  const cost = Math.max(0, 1 - on / off);
  console.log(
    `  without subscriptions ${without.map(round).join(' / ')} orders/s; with ${withSubscriptions
      .map(round)
      .join(' / ')} orders/s; ${events} order events noted`,
  );
  record({
    metric: 'e-mail enqueue cost on webhook ingestion',
    value: cost * 100,
    unit: '%',
    budget: `≤ ${ENQUEUE_COST_BUDGET * 100} %`,
    pass: cost <= ENQUEUE_COST_BUDGET,
    note: `medians ${round(off)} → ${round(on)} orders/s`,
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
    const result = await sendDueMail(app.ctx, transport);
    const seconds = (performance.now() - started) / 1000;
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
      without,
      withSubscriptions,
      events,
      sender: { ...result, seconds, received: received.count },
    };
  } finally {
    transport.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await database.db.execute(sql`delete from mail_messages where idempotency_key like 'bench:%'`);
  }
}
