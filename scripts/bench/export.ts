import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { queryRows, type Database } from '../../src/server/db/database.js';
import { exportCopyQuery, exportLinesQuery } from '../../src/server/orders/order-export.js';
import { orderConditions } from '../../src/server/orders/queries.js';
import { ZOrderListQuery } from '../../src/shared/api/orders.js';
import { EXPORT_ROWS, BUDGET, details, record, round, listening, exportQuery } from './harness.js';

export async function benchExport(app: FastifyInstance, database: Database, token: string) {
  console.log(`\n2. CSV export (up to ${EXPORT_ROWS.toLocaleString('en-US')} rows)`);
  const { db } = database;
  const query = await exportQuery(database);
  const filters = ZOrderListQuery.parse(query);

  const url = await listening(app);
  const search = new URLSearchParams(query).toString();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const started = performance.now();
  let lines = 0;
  let bytes = 0;
  // Over HTTP, as a browser downloads it: routing, the stream to the socket and the client reading it.
  await new Promise<void>((resolve, reject) => {
    const request = http.get(
      `${url}/api/admin/orders/export${search ? `?${search}` : ''}`,
      { headers: { authorization: `Bearer ${token}` } },
      (response) => {
        if (response.statusCode !== 200) reject(new Error(`The export answered ${response.statusCode}`));
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          for (let at = chunk.indexOf('\r\n'); at !== -1; at = chunk.indexOf('\r\n', at + 2)) lines++;
          peak = Math.max(peak, process.memoryUsage().rss);
        });
        response.on('end', resolve);
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
  const exportMs = performance.now() - started;
  clearInterval(sampler);
  const exported = Math.max(0, lines - 1);
  const rowsPerS = exported / (exportMs / 1000);

  // The database's own speed at writing the same rows: on PostgreSQL the same COPY read to its end, as
  // `psql \copy (…) to file` does; the embedded database, which has no COPY to a client, builds the same lines
  // in one query instead of the export's keyset chunks.
  const timeZone = app.ctx.config.portalTimezone;
  const where = orderConditions({ scope: { kind: 'all' }, filters, timeZone });
  const refStarted = performance.now();
  let refBytes = 0;
  if (database.copyOut) {
    const { query: copyQuery, options } = exportCopyQuery(where, timeZone);
    for await (const chunk of database.copyOut(copyQuery, options)) refBytes += (chunk as Buffer).length;
  } else {
    const lines = await queryRows<{ line: string }>(db, exportLinesQuery(where, timeZone));
    refBytes = lines.reduce((sum, row) => sum + Buffer.byteLength(row.line) + 2, 0);
  }
  const refMs = performance.now() - refStarted;
  const refRowsPerS = exported / (refMs / 1000);
  const ratio = rowsPerS / refRowsPerS;
  const growthMb = (peak - baseline) / 1024 / 1024;
  details.export = {
    filters: query,
    refBytes,
    exported,
    bytes,
    exportMs,
    rowsPerS,
    refMs,
    refRowsPerS,
    ratio,
    growthMb,
  };
  record({
    metric: 'export rows/s',
    value: rowsPerS,
    unit: 'rows/s',
    budget: '—',
    pass: null,
    note: `${exported.toLocaleString('en-US')} rows, ${round(bytes / 1024 / 1024)} MB in ${round(exportMs)} ms`,
  });
  record({
    metric: database.copyOut
      ? 'export reference (COPY of the same rows)'
      : 'export reference (the same lines in one query)',
    value: refRowsPerS,
    unit: 'rows/s',
    budget: '—',
    pass: null,
  });
  record({
    metric: 'export speed / reference',
    value: ratio,
    unit: '×',
    budget: `≥ ${BUDGET.exportRatio}×`,
    pass: ratio >= BUDGET.exportRatio,
  });
  record({ metric: 'export peak RSS growth', value: growthMb, unit: 'MB', budget: 'flat', pass: null });
}
