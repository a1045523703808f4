import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');

interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run seed`'s script with exactly this environment (plus PATH), as an operator would. */
function runSeed(env: Record<string, string>, args: string[] = []): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, ['scripts/seed.ts', ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const REFUSED =
  'npm run seed refuses to run when NODE_ENV=production: it writes made-up orders and coordinator accounts ' +
  'whose password is published. Seed a development or test database instead.';
const DEMOS_ONLY =
  'Coordinator logins (password for all: fundraise-2026). These passwords are for demos only: ' +
  'anyone can read them here and in the source, so never use these accounts with real data.';

describe('npm run seed', () => {
  const dataDirs: string[] = [];
  const databases: string[] = [];
  const serverUrl = process.env.TEST_DATABASE_URL;

  async function serverQuery(text: string) {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  }

  /** Where the script writes: a fresh PostgreSQL database when TEST_DATABASE_URL is set, else a fresh DATA_DIR. */
  async function target(): Promise<{ env: Record<string, string>; dataDir: string }> {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'portal-seed-')), 'data');
    dataDirs.push(path.dirname(dataDir));
    if (!serverUrl) return { env: { DATA_DIR: dataDir }, dataDir };
    const name = `portal_test_${randomBytes(6).toString('hex')}`;
    await serverQuery(`create database ${name}`);
    databases.push(name);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return { env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() }, dataDir };
  }

  afterAll(async () => {
    for (const name of databases) await serverQuery(`drop database if exists ${name} with (force)`);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses to run when NODE_ENV=production: exit code 1, a clear message, nothing written', async () => {
    const { env, dataDir } = await target();
    const result = await runSeed(
      { ...env, NODE_ENV: 'production', JWT_SECRET: randomBytes(32).toString('hex') },
      ['--groups', '1', '--orders', '0'],
    );
    expect(result.stderr.trim()).toBe(REFUSED);
    expect(result.stdout).toBe('');
    expect(result.code).toBe(1);
    expect(existsSync(dataDir)).toBe(false);
  }, 60_000);

  it('elsewhere it seeds and says the coordinator passwords it prints are for demos only', async () => {
    const { env } = await target();
    const result = await runSeed({ ...env, NODE_ENV: 'development' }, ['--groups', '1', '--orders', '0']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout.split('\n')).toContain(DEMOS_ONLY);
  }, 120_000);
});
