import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** The first line of every backup file: what it is and the layout of the rest. */
const FORMAT_LINE = 'fundraising-portal backup 1\n';
const MAX_MANIFEST_BYTES = 4096;

export interface BackupManifest {
  database: 'embedded';
  createdAt: string;
  /** Length and SHA-256 of the compressed data that follows the manifest line. */
  bytes: number;
  sha256: string;
}

/** A file that cannot be restored; the message says why in words an operator can act on. */
export class BackupFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupFileError';
  }
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/**
 * A backup file: the format line, one line of JSON describing the contents (a manifest with a checksum, so a
 * damaged or cut-off copy is refused before anything is restored), then the embedded database's data directory
 * as a gzip-compressed tar. Compression runs off the main thread, after the database is free again.
 */
export async function encodeBackup(dataDirTar: Uint8Array, createdAt: Date): Promise<Buffer> {
  const data = await gzipAsync(dataDirTar);
  const manifest: BackupManifest = {
    database: 'embedded',
    createdAt: createdAt.toISOString(),
    bytes: data.length,
    sha256: sha256(data),
  };
  return Buffer.concat([Buffer.from(FORMAT_LINE), Buffer.from(`${JSON.stringify(manifest)}\n`), data]);
}

export async function decodeBackup(
  file: Buffer,
  name: string,
): Promise<{ manifest: BackupManifest; dataDirTar: Buffer }> {
  if (!file.subarray(0, FORMAT_LINE.length).equals(Buffer.from(FORMAT_LINE))) {
    throw new BackupFileError(`${name} is not a backup made by npm run backup.`);
  }
  const manifestEnd = file.indexOf('\n', FORMAT_LINE.length);
  const damaged = new BackupFileError(`${name} is damaged: it cannot be restored.`);
  if (manifestEnd < 0 || manifestEnd - FORMAT_LINE.length > MAX_MANIFEST_BYTES) throw damaged;
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(file.subarray(FORMAT_LINE.length, manifestEnd).toString('utf8')) as BackupManifest;
  } catch {
    throw damaged;
  }
  if (manifest.database !== 'embedded' || !Number.isInteger(manifest.bytes)) throw damaged;
  const data = file.subarray(manifestEnd + 1);
  if (data.length < manifest.bytes) {
    throw new BackupFileError(
      `${name} is incomplete (${data.length} of ${manifest.bytes} bytes): it was cut off while being written or copied.`,
    );
  }
  if (data.length !== manifest.bytes || sha256(data) !== manifest.sha256) throw damaged;
  try {
    return { manifest, dataDirTar: await gunzipAsync(data) };
  } catch {
    throw damaged;
  }
}
