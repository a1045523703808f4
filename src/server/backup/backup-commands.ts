import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { storageOf } from '../config.js';
import { DataDirInUseError, openDatabase, queryRows } from '../db/database.js';
import { BackupFileError, decodeBackup, encodeBackup } from './backup-file.js';
import { BackupRequestError, backupSocketPath, requestBackupFromServer } from './backup-socket.js';

/** Exit codes of `npm run backup` and `npm run restore`. */
export const EXIT = { done: 0, refused: 1, usage: 2 } as const;

const PG_DUMP = 'pg_dump --format=custom --no-owner --file=portal.dump "$DATABASE_URL"';
const PG_RESTORE =
  'pg_restore --no-owner --single-transaction --exit-on-error --dbname="$DATABASE_URL" portal.dump';

export const BACKUP_MESSAGES = {
  backupUsage: 'Usage: npm run backup -- --out FILE',
  restoreUsage: 'Usage: npm run restore -- FILE',
  postgresBackup:
    "DATABASE_URL is set: the portal's data is in PostgreSQL, which this command does not copy. " +
    'Back it up with PostgreSQL’s own tool, which takes a consistent copy while the server runs:\n' +
    `  ${PG_DUMP}\n` +
    'and restore it into a new, empty database with:\n' +
    `  ${PG_RESTORE}`,
  postgresRestore:
    'DATABASE_URL is set: the server would use PostgreSQL, not a restored embedded database. ' +
    'Restore a PostgreSQL backup made with pg_dump into a new, empty database with:\n' +
    `  ${PG_RESTORE}\n` +
    'or unset DATABASE_URL to restore an embedded backup.',
  outMissing: 'Say where to write the backup with --out FILE.',
  outExists: (file: string) =>
    `${file} already exists. Choose a new file name, or move the old file away first; nothing was written.`,
  outFolderMissing: (folder: string) => `The folder ${folder} does not exist; nothing was written.`,
  noDatabase: (dataDir: string) =>
    `There is no embedded database in ${dataDir} (DATA_DIR): nothing to back up. ` +
    'Set DATA_DIR to the folder the server uses.',
  serverNotAnswering: (pid: number, socket: string) =>
    `The server (process ${pid}) has the database open but does not answer on ${socket}, so it cannot be ` +
    'asked for a consistent copy. Restart the server (it opens that socket at start), or stop it and run ' +
    'the backup again.',
  serverFailed: (reason: string) => `The running server gave no backup: ${reason}`,
  written: (file: string, bytes: number, fromServer: boolean) =>
    `Backup written to ${file} (${megabytes(bytes)}), copied ${
      fromServer ? 'by the running server' : 'from DATA_DIR (no server was running)'
    }.`,
  fileMissing: 'Say which backup file to restore.',
  fileUnreadable: (file: string, reason: string) => `${file} cannot be read: ${reason}`,
  dataDirNotEmpty: (dataDir: string) =>
    `${dataDir} (DATA_DIR) is not empty. A backup is restored only into an empty folder, so that nothing is ` +
    'overwritten: set DATA_DIR to a new folder, or stop the server and move this folder away, then run the ' +
    'restore again.',
  dataDirInUse: (message: string) => `${message} Nothing was restored.`,
  restored: (dataDir: string, counts: RestoredCounts) =>
    `Restored into ${dataDir}: ${counts.orders} orders, ${counts.groups} groups, ${counts.sellers} sellers. ` +
    `Start the server with DATA_DIR=${dataDir}.`,
};

interface RestoredCounts {
  orders: number;
  groups: number;
  sellers: number;
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export interface CommandOutput {
  info(line: string): void;
  error(line: string): void;
}

interface CommandOptions {
  env?: NodeJS.ProcessEnv;
  output?: CommandOutput;
}

/** File names on the command line are relative to where the operator ran npm, not to the project folder. */
function fromCallerFolder(file: string, env: NodeJS.ProcessEnv): string {
  return path.resolve(env.INIT_CWD ?? process.cwd(), file);
}

/** The command line's options and file names, or the parser's own message for a mistake. */
function parse<T>(read: () => T): T | { error: string } {
  try {
    return read();
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** `npm run backup -- --out FILE`: a consistent copy of the embedded database, the server running or not. */
export async function runBackup(
  args: string[],
  { env = process.env, output = console }: CommandOptions = {},
): Promise<number> {
  const { dataDir, databaseUrl } = storageOf(env);
  if (databaseUrl) {
    output.error(BACKUP_MESSAGES.postgresBackup);
    return EXIT.refused;
  }
  const parsed = parse(() =>
    parseArgs({ args, options: { out: { type: 'string' } }, allowPositionals: true, strict: true }),
  );
  if ('error' in parsed || parsed.positionals.length > 0 || !parsed.values.out) {
    output.error('error' in parsed ? parsed.error : BACKUP_MESSAGES.outMissing);
    output.error(BACKUP_MESSAGES.backupUsage);
    return EXIT.usage;
  }
  const out = fromCallerFolder(parsed.values.out, env);
  if (existsSync(out)) {
    output.error(BACKUP_MESSAGES.outExists(out));
    return EXIT.refused;
  }
  if (!existsSync(path.dirname(out))) {
    output.error(BACKUP_MESSAGES.outFolderMissing(path.dirname(out)));
    return EXIT.refused;
  }
  if (!existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))) {
    output.error(BACKUP_MESSAGES.noDatabase(dataDir));
    return EXIT.refused;
  }

  let backup: Buffer | undefined;
  try {
    backup = await requestBackupFromServer(dataDir);
  } catch (error) {
    if (!(error instanceof BackupRequestError)) throw error;
    output.error(BACKUP_MESSAGES.serverFailed(error.message));
    return EXIT.refused;
  }
  const fromServer = backup !== undefined;
  if (!backup) {
    try {
      // No server is running: open the database here, as it is (no migrations), and copy it.
      const database = await openDatabase({ target: { dataDir }, migrate: false });
      try {
        backup = await encodeBackup(await database.dumpDataDir!(), new Date());
      } finally {
        await database.close();
      }
    } catch (error) {
      if (!(error instanceof DataDirInUseError)) throw error;
      const pid = Number(/process (\d+)/.exec(error.message)?.[1]);
      output.error(BACKUP_MESSAGES.serverNotAnswering(pid, backupSocketPath(dataDir)));
      return EXIT.refused;
    }
  }

  // Written beside the target and linked into place: a failure never leaves half a backup under its name,
  // and a file that appeared meanwhile is not overwritten.
  const partial = `${out}.partial-${process.pid}`;
  try {
    await writeFile(partial, backup, { mode: 0o600, flag: 'wx' });
    await link(partial, out);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    output.error(BACKUP_MESSAGES.outExists(out));
    return EXIT.refused;
  } finally {
    await unlink(partial).catch(() => undefined);
  }
  output.info(BACKUP_MESSAGES.written(out, backup.length, fromServer));
  return EXIT.done;
}

/** Entries that do not make a folder "used": the one a fresh file system puts at its root. */
const IGNORED_ENTRIES = new Set(['lost+found']);

function entriesOf(dataDir: string): string[] {
  if (!existsSync(dataDir)) return [];
  if (!statSync(dataDir).isDirectory()) return [path.basename(dataDir)];
  return readdirSync(dataDir).filter((entry) => !IGNORED_ENTRIES.has(entry));
}

/** `npm run restore -- FILE`: a backup brought back into an empty DATA_DIR, ready for the server to start on. */
export async function runRestore(
  args: string[],
  { env = process.env, output = console }: CommandOptions = {},
): Promise<number> {
  const { dataDir, databaseUrl } = storageOf(env);
  if (databaseUrl) {
    output.error(BACKUP_MESSAGES.postgresRestore);
    return EXIT.refused;
  }
  const parsed = parse(() => parseArgs({ args, options: {}, allowPositionals: true, strict: true }));
  if ('error' in parsed || parsed.positionals.length !== 1) {
    output.error('error' in parsed ? parsed.error : BACKUP_MESSAGES.fileMissing);
    output.error(BACKUP_MESSAGES.restoreUsage);
    return EXIT.usage;
  }
  const file = fromCallerFolder(parsed.positionals[0]!, env);

  let dataDirTar: Buffer;
  try {
    ({ dataDirTar } = await decodeBackup(await readFile(file), file));
  } catch (error) {
    if (error instanceof BackupFileError) {
      output.error(error.message);
    } else {
      const { code, message } = error as NodeJS.ErrnoException;
      const reason =
        code === 'ENOENT'
          ? 'there is no such file.'
          : code === 'EISDIR'
            ? 'it is a folder, not a backup file.'
            : code === 'EACCES'
              ? 'permission denied.'
              : message;
      output.error(BACKUP_MESSAGES.fileUnreadable(file, reason));
    }
    return EXIT.refused;
  }

  if (entriesOf(dataDir).length > 0) {
    output.error(BACKUP_MESSAGES.dataDirNotEmpty(dataDir));
    return EXIT.refused;
  }
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  let counts: RestoredCounts;
  try {
    const database = await openDatabase({
      target: { dataDir },
      restoreFrom: new Uint8Array(dataDirTar),
    });
    try {
      const [row] = await queryRows<RestoredCounts>(
        database.db,
        sql`select (select count(*)::int from orders) as orders, (select count(*)::int from groups) as groups,
          (select count(*)::int from sellers) as sellers`,
      );
      counts = row!;
    } finally {
      await database.close();
    }
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      output.error(BACKUP_MESSAGES.dataDirInUse(error.message));
      return EXIT.refused;
    }
    // The folder was empty: what is in it now is this restore's, and half a database must not be started on.
    for (const entry of entriesOf(dataDir))
      rmSync(path.join(dataDir, entry), { recursive: true, force: true });
    throw error;
  }
  output.info(BACKUP_MESSAGES.restored(dataDir, counts));
  return EXIT.done;
}
