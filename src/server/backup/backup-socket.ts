import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { encodeBackup } from './backup-file.js';

const REQUEST = 'backup';
const MAX_REQUEST_BYTES = 64;

/**
 * Where a running server takes backup requests: a Unix socket in a folder of the data directory that only the
 * server's user may enter, so only that user (who can read the database files anyway) can ask for a copy.
 * Nothing listens on the network.
 */
export function backupSocketPath(dataDir: string): string {
  return path.join(dataDir, 'run', 'backup.sock');
}

interface BackupSocketOptions {
  dataDir: string;
  dumpDataDir: () => Promise<Uint8Array>;
  logger: {
    info(obj: Record<string, unknown>, msg: string): void;
    warn(obj: Record<string, unknown>, msg: string): void;
  };
  now?: () => Date;
}

/**
 * Serves backups of the embedded database to `npm run backup` while the server runs (only the process that has
 * the database open can copy it consistently). One request at a time; the reply is `ok <length>` and the backup
 * file's bytes, or `error <message>`. Resolves to the function that stops listening.
 */
export async function startBackupSocket({
  dataDir,
  dumpDataDir,
  logger,
  now = () => new Date(),
}: BackupSocketOptions): Promise<() => Promise<void>> {
  const socketPath = backupSocketPath(dataDir);
  let busy = false;

  const serve = async (connection: net.Socket) => {
    if (busy) {
      connection.end('error A backup is already being made; run this one again when it is done.\n');
      return;
    }
    busy = true;
    const started = Date.now();
    try {
      const backup = await encodeBackup(await dumpDataDir(), now());
      connection.write(`ok ${backup.length}\n`);
      connection.end(backup);
      logger.info({ event: 'backup', bytes: backup.length, ms: Date.now() - started }, 'backup served');
    } catch (error) {
      logger.warn({ event: 'backup-failed', err: (error as Error).message }, 'backup failed');
      connection.end(`error The server could not copy the database: ${(error as Error).message}\n`);
    } finally {
      busy = false;
    }
  };

  const server = net.createServer((connection) => {
    connection.on('error', () => {
      // The script went away; nothing to answer.
    });
    let request = '';
    connection.on('data', (chunk) => {
      request += chunk.toString('utf8');
      const end = request.indexOf('\n');
      if (end < 0 && request.length <= MAX_REQUEST_BYTES) return;
      connection.removeAllListeners('data');
      if (request.slice(0, Math.max(end, 0)) === REQUEST) void serve(connection);
      else connection.end('error Unknown request.\n');
    });
  });

  try {
    mkdirSync(path.dirname(socketPath), { recursive: true, mode: 0o700 });
    chmodSync(path.dirname(socketPath), 0o700);
    // A socket file left by a server that did not stop cleanly; this process holds the data directory's lock.
    rmSync(socketPath, { force: true });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => {
        server.off('error', reject);
        resolve();
      });
    });
    chmodSync(socketPath, 0o600);
  } catch (error) {
    logger.warn(
      { event: 'backup-socket-failed', socket: socketPath, err: (error as Error).message },
      'backups while the server runs are not available (npm run backup works with the server stopped)',
    );
    return async () => {};
  }
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(socketPath, { force: true });
  };
}

/** Why a running server gave no backup: its own message, or a broken answer. */
export class BackupRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRequestError';
  }
}

/**
 * Asks the server running on this data directory for a backup file. Resolves to undefined when no server
 * listens (no socket, or one left behind by a server that stopped).
 */
export function requestBackupFromServer(dataDir: string): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let connected = false;
    const connection = net.createConnection(backupSocketPath(dataDir), () => {
      connected = true;
      connection.write(`${REQUEST}\n`);
    });
    connection.on('data', (chunk) => chunks.push(chunk));
    connection.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && (error.code === 'ENOENT' || error.code === 'ECONNREFUSED')) resolve(undefined);
      else reject(new BackupRequestError(`The server's backup socket failed: ${error.message}`));
    });
    connection.on('end', () => {
      const reply = Buffer.concat(chunks);
      const lineEnd = reply.indexOf('\n');
      const status = reply.subarray(0, Math.max(lineEnd, 0)).toString('utf8');
      const body = reply.subarray(lineEnd + 1);
      if (status.startsWith('error ')) {
        reject(new BackupRequestError(status.slice('error '.length)));
      } else if (lineEnd > 0 && status === `ok ${body.length}`) {
        resolve(body);
      } else {
        reject(new BackupRequestError("The server's answer was cut off; no backup was written."));
      }
    });
  });
}
