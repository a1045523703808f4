import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows, type Database } from '../../src/server/db/database.js';
import { PAPER_ORDER_API_PATHS } from '../../src/shared/api/paper-order-paths.js';
import { MAX_IMPORT_BYTES } from '../../src/shared/api/paper-orders.js';
import { BUDGET, details, listening, record, round } from './harness.js';

const HEADER = 'Form number,Seller,Buyer,Payment';

/** The files of the report that stalled the portal, as large as the import's body limit allows. */
const HOSTILE_FILES = [
  {
    name: 'a header of millions of cells',
    body: `${HEADER},${'a,'.repeat(Math.floor((MAX_IMPORT_BYTES - HEADER.length - 1) / 2))}`,
  },
  {
    name: 'millions of short rows',
    body: `${HEADER}\n${'a,\n'.repeat(Math.floor((MAX_IMPORT_BYTES - HEADER.length - 1) / 3))}`,
  },
];

interface Answer {
  status: number;
  bytes: number;
}

function post(url: string, token: string, body: Buffer, onData: () => void): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'text/csv',
          'content-length': body.length,
        },
      },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          onData();
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * Hostile spreadsheets sent to the paper order import over HTTP, each as large as the body limit allows (8 MB): a
 * header of millions of `a,` cells and millions of short rows, each previewed and imported for real. Reported: the
 * slowest answer (budget ≤ 1 s) and the largest growth of the process's RSS from just before the request to its
 * peak while it runs (budget < 100 MB); meanwhile `GET /api/health` is asked every 20 ms, and its slowest answer
 * is in the note.
 */
export async function benchHostileImport(
  app: FastifyInstance,
  database: Database,
  token: string,
  cleanup: (() => Promise<void>)[],
) {
  console.log(`\n14. Hostile import (${Math.round(MAX_IMPORT_BYTES / 1024 / 1024)} MB files, refused)`);
  const code = `BH${randomBytes(3).toString('hex').toUpperCase()}`;
  const [group] = await queryRows<{ id: string }>(
    database.db,
    sql`insert into groups (name, code, organization_name) values ('Bench Hostile Group', ${code}, 'Bench School')
        returning id`,
  );
  const groupId = group!.id;
  const [campaign] = await queryRows<{ id: string }>(
    database.db,
    sql`insert into campaigns (group_id, name, start_date, end_date)
        values (${groupId}, 'Bench Hostile Campaign', current_date - 30, current_date + 30) returning id`,
  );
  cleanup.push(async () => {
    await database.db.execute(sql`delete from campaigns where group_id = ${groupId}`);
    await database.db.execute(sql`delete from groups where id = ${groupId}`);
  });
  const base = await listening(app);
  const importUrl = `${base}/api${PAPER_ORDER_API_PATHS.paperOrderImport(groupId, campaign!.id)}`;

  let slowestSeconds = 0;
  let largestGrowthMb = 0;
  let slowestHealthMs = 0;
  const runs: Record<string, unknown>[] = [];
  for (const file of HOSTILE_FILES) {
    const body = Buffer.from(file.body, 'utf8');
    for (const dryRun of [true, false]) {
      const baseline = process.memoryUsage().rss;
      let peak = baseline;
      const sample = () => {
        peak = Math.max(peak, process.memoryUsage().rss);
      };
      const sampler = setInterval(sample, 10);
      let healthChecks = 0;
      let healthMs = 0;
      let answered = false;
      const askHealth = async () => {
        while (!answered) {
          const asked = performance.now();
          const health = await fetch(`${base}/api/health`);
          await health.arrayBuffer();
          if (health.status !== 200) throw new Error(`health answered ${health.status}`);
          healthMs = Math.max(healthMs, performance.now() - asked);
          healthChecks += 1;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };
      const started = performance.now();
      const health = askHealth();
      const answer = await post(`${importUrl}?dryRun=${dryRun}`, token, body, sample);
      const seconds = (performance.now() - started) / 1000;
      answered = true;
      await health;
      clearInterval(sampler);
      sample();
      const expected = dryRun ? 200 : 400;
      if (answer.status !== expected)
        throw new Error(`${file.name}: the import answered ${answer.status}, expected ${expected}`);
      const growthMb = (peak - baseline) / 1024 / 1024;
      slowestSeconds = Math.max(slowestSeconds, seconds);
      largestGrowthMb = Math.max(largestGrowthMb, growthMb);
      slowestHealthMs = Math.max(slowestHealthMs, healthMs);
      runs.push({
        file: file.name,
        dryRun,
        seconds: round(seconds),
        rssGrowthMb: round(growthMb),
        replyBytes: answer.bytes,
        healthChecks,
        slowestHealthMs: round(healthMs),
      });
      console.log(
        `  ${file.name}, ${dryRun ? 'previewed' : 'imported'}: ${round(seconds * 1000)} ms, RSS +${round(growthMb)} MB, a reply of ${answer.bytes} bytes, health answered ${healthChecks} times meanwhile (slowest ${round(healthMs)} ms)`,
      );
    }
  }
  record({
    metric: 'hostile 8 MB import refused',
    value: slowestSeconds,
    unit: 's',
    budget: `≤ ${BUDGET.hostileImportSeconds} s`,
    pass: slowestSeconds <= BUDGET.hostileImportSeconds,
    note: `slowest of ${runs.length}; health answered meanwhile, slowest ${round(slowestHealthMs)} ms`,
  });
  record({
    metric: 'hostile 8 MB import RSS growth',
    value: largestGrowthMb,
    unit: 'MB',
    budget: `< ${BUDGET.hostileImportRssMb} MB`,
    pass: largestGrowthMb < BUDGET.hostileImportRssMb,
    note: 'largest, from just before the request to its peak',
  });
  details.hostileImport = { runs };
}
