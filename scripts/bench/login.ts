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
  loginGroup,
} from './harness.js';

const LOGIN_CONNECTIONS = 50;
const LOGIN_SECONDS = 10;

export async function benchLogin(
  app: FastifyInstance,
  database: Database,
  token: string,
  cleanup: (() => Promise<void>)[],
) {
  console.log(`\n4. Seller login (${LOGIN_CONNECTIONS} connections, ${LOGIN_SECONDS} s)`);
  const code = await loginGroup(app, database, token, cleanup);
  const url = await listening(app);
  const [result] = await runLoad(url, [
    {
      name: 'logins',
      kind: 'login',
      connections: LOGIN_CONNECTIONS,
      durationS: LOGIN_SECONDS,
      login: { groupCode: code },
    },
  ]);
  details.login = { ...result!, cpu: lastLoadCpu };
  console.log(`  CPU per login (ms): ${JSON.stringify(cpuPerRequest(result!.requests))}`);
  record({
    metric: 'seller login p95',
    value: result!.p95,
    unit: 'ms',
    budget: `≤ ${BUDGET.loginP95Ms[database.kind]} ms`,
    pass: result!.p95 <= BUDGET.loginP95Ms[database.kind],
    note: `p50 ${round(result!.p50)} ms, ${Math.round(result!.perS)} req/s, ${result!.requests} requests`,
  });
  const failures = non2xx(result!) + result!.errors;
  record({
    metric: 'seller login non-2xx/errors',
    value: failures,
    unit: '',
    budget: '0',
    pass: failures === 0,
  });
}
