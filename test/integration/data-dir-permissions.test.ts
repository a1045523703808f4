import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.js';
import { openDatabase } from '../../src/server/db/database.js';

const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8);

describe('the data directory is private to the portal', () => {
  const made: string[] = [];
  /** A DATA_DIR that does not exist yet, inside a scratch folder removed after the test. */
  const freshDataDir = () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'portal-perms-'));
    made.push(parent);
    return path.join(parent, 'data');
  };
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('creates DATA_DIR owner-only and secrets.json at 0600, with nothing to warn about', () => {
    const dataDir = freshDataDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(modeOf(dataDir)).toBe('700');
    expect(modeOf(path.join(dataDir, 'secrets.json'))).toBe('600');
    expect(config.warnings).toEqual([]);
  });

  it('creates the embedded database folder owner-only', async () => {
    const dataDir = freshDataDir();
    const database = await openDatabase({ target: { dataDir } });
    await database.close();
    expect(modeOf(dataDir)).toBe('700');
    expect(modeOf(path.join(dataDir, 'pglite'))).toBe('700');
  }, 120_000);

  it('makes a secrets.json other users can read owner-only again, and says so', () => {
    const dataDir = freshDataDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = path.join(dataDir, 'secrets.json');
    chmodSync(file, 0o644);

    const again = loadConfig({ DATA_DIR: dataDir });
    expect(modeOf(file)).toBe('600');
    expect(again.jwtSecret).toBe(first.jwtSecret);
    expect(again.warnings).toEqual([
      `${file} could be read by other users of this machine (mode 644); it is now owner-only (600). ` +
        'If someone may have read it, delete it while the portal is stopped: new secrets are generated and ' +
        'everybody signs in again.',
    ]);
    expect(loadConfig({ DATA_DIR: dataDir }).warnings).toEqual([]);
  });

  it('checks an old secrets.json even when the environment sets every secret', () => {
    const dataDir = freshDataDir();
    loadConfig({ DATA_DIR: dataDir });
    const file = path.join(dataDir, 'secrets.json');
    chmodSync(file, 0o640);
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'j'.repeat(40),
      SHOPIFY_WEBHOOK_SECRET: 'w'.repeat(20),
    });
    expect(modeOf(file)).toBe('600');
    expect(config.warnings).toHaveLength(1);
  });
});
