import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, OWNER_ONLY_DIR, OWNER_ONLY_FILE, type Config } from '../config.js';
import type { AdminSetupCode } from '../context.js';
import type { Db } from '../db/database.js';
import { anyAdminExists } from './queries.js';

export const ADMIN_SETUP_CODE_FILE = 'admin-setup-code';
export const adminSetupCodeFileOf = (dataDir: string) => path.join(dataDir, ADMIN_SETUP_CODE_FILE);

/** Whether registering asks for a code now; a used-up one asks for nothing more, as nobody may register. */
export const setupCodeRequired = (setup: AdminSetupCode) =>
  setup.source === 'token' || (setup.source === 'file' && !setup.usedUp);

const newCode = () => randomBytes(16).toString('hex').match(/.{8}/g)!.join('-');

/**
 * The code in the file, or a new one written there. A code other users of the machine could have read is
 * replaced. Two instances sharing `DATA_DIR` that start together agree on the first one written.
 */
function storedOrNewCode(file: string): string {
  mkdirSync(path.dirname(file), { recursive: true, mode: OWNER_ONLY_DIR });
  if (existsSync(file)) {
    const ownerOnly = (statSync(file).mode & 0o077) === 0;
    const stored = readFileSync(file, 'utf8').trim();
    if (ownerOnly && stored) return stored;
    rmSync(file, { force: true });
  }
  const code = newCode();
  try {
    writeFileSync(file, `${code}\n`, { mode: OWNER_ONLY_FILE, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(file, 'utf8').trim();
  }
  return code;
}

/**
 * Decided once at start. In production with no administrator and no `ADMIN_SETUP_TOKEN`, whoever reached a fresh
 * portal first could make themselves its administrator: the code that stops them is written where only the
 * machine's owner reads it, and the log says where (never the code). A portal that cannot write it does not
 * start.
 */
export async function prepareAdminSetupCode(
  config: Config,
  db: Db,
  log: FastifyBaseLogger,
): Promise<AdminSetupCode> {
  const configured: AdminSetupCode =
    config.adminSetupToken !== undefined
      ? { source: 'token', code: config.adminSetupToken }
      : { source: 'none' };
  if (config.nodeEnv !== 'production') return configured;
  const file = adminSetupCodeFileOf(config.dataDir);
  if (configured.source === 'token' || (await anyAdminExists(db))) {
    rmSync(file, { force: true });
    return configured;
  }
  let code: string;
  try {
    code = storedOrNewCode(file);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new ConfigError([
      `No administrator exists yet and ADMIN_SETUP_TOKEN is not set, so the portal writes a one-time setup ` +
        `code to ${file} for the first administrator, but it could not (${reason}). Set ADMIN_SETUP_TOKEN, or ` +
        `let the portal write to DATA_DIR.`,
    ]);
  }
  log.warn(
    `No administrator exists yet and ADMIN_SETUP_TOKEN is not set: creating the first administrator asks for ` +
      `the one-time setup code in ${file} (readable by this user only; deleted once the first administrator ` +
      `exists).`,
  );
  return { source: 'file', code, file, usedUp: false };
}

/** The first administrator exists: a generated code is never accepted again and its file goes. */
export function useUpSetupCode(setup: AdminSetupCode) {
  if (setup.source !== 'file') return;
  setup.usedUp = true;
  try {
    rmSync(setup.file, { force: true });
  } catch {
    // The administrator exists and the code is refused from now on either way; a file left goes at the next start.
  }
}
