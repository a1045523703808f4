import type { FastifyReply } from 'fastify';

/** A CSV made in memory, sent as a download that no cache keeps. */
export function sendCsvFile(reply: FastifyReply, file: { fileName: string; body: string }) {
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(file.body);
}
