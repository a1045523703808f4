import type { FastifyReply } from 'fastify';

/** A file made in memory, sent as a download that no cache keeps. */
export function sendDownload(
  reply: FastifyReply,
  file: { fileName: string; body: string | Buffer; contentType: string },
) {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(file.body);
}

/** A CSV made in memory, sent as a download that no cache keeps. */
export function sendCsvFile(reply: FastifyReply, file: { fileName: string; body: string }) {
  return sendDownload(reply, { ...file, contentType: 'text/csv; charset=utf-8' });
}
