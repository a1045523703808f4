import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_MESSAGES, runBackup, runRestore } from '../../src/server/backup/backup-commands.js';
import { backupSocketPath } from '../../src/server/backup/backup-socket.js';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { openDatabase, queryRows, type Db } from '../../src/server/db/database.js';
import { API_BASE } from '../../src/shared/api/paths.js';
import { ORDER_API_PATHS } from '../../src/shared/api/order-paths.js';
import {
  bearer,
  call,
  createCampaign,
  createGroup,
  sellerToken,
  loginStaff,
  registerAdmin,
  type AdminSession,
} from '../support/fixtures.js';
import { acceptedWebhook, insertOrders } from '../support/order-fixtures.js';
import { storeOrder } from '../support/store-webhooks.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const tsx = path.resolve('node_modules/.bin/tsx');

interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run <script>` as the operator would (a process of its own), without blocking this one. */
function runScript(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(tsx, [`scripts/${script}.ts`, ...args], { env: { ...inherited, ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<ScriptRun>((resolve) => {
    child.on('close', (code) => resolve({ code, stdout: stdout.trim(), stderr: stderr.trim() }));
  });
}

function captured() {
  const lines = { info: [] as string[], error: [] as string[] };
  return {
    lines,
    output: {
      info: (line: string) => lines.info.push(line),
      error: (line: string) => lines.error.push(line),
    },
  };
}

/** Every row of every table, each as its JSON text (all columns), in a stable order. */
async function allRows(db: Db): Promise<Record<string, string[]>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const rows: Record<string, string[]> = {};
  for (const { name } of tables) {
    const list = await queryRows<{ row: string }>(
      db,
      sql`select row_to_json(t)::text as row from ${sql.identifier(name)} t order by 1`,
    );
    rows[name] = list.map((r) => r.row);
  }
  return rows;
}

describe.skipIf(serverUrl)('backup and restore of the embedded database', () => {
  let t: TestApp;
  let admin: AdminSession;
  let work: string;
  let backupFile: string;
  let atBackup: Record<string, string[]>;
  let serverStopped = false;

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'portal-backup-'));
    backupFile = path.join(work, 'portal.backup');
    t = await createTestApp({ embeddedOnDisk: true });
    admin = await registerAdmin(t);
    for (let g = 0; g < 3; g++) {
      const group = await createGroup(t);
      const campaign = await createCampaign(t, group.id, { name: `Drive ${g}` });
      await sellerToken(t, group.code);
      await sellerToken(t, group.code);
      await insertOrders(
        t,
        Array.from({ length: 100 }, (_, i) => ({
          group,
          campaign,
          sellerName: `Seller ${i % 9}`,
          buyerEmail: `buyer${i}@example.com`,
          status: (['open', 'processing', 'shipped'] as const)[i % 3],
          totalProductCents: 1000 + i * 37,
          storeCreatedAt: new Date(Date.UTC(2026, 2, 1 + (i % 20), i % 24)),
        })),
      );
      for (let i = 0; i < 5; i++) {
        const order = storeOrder({
          attributes: { group_code: group.code, campaign_id: campaign.id, student_name: `Webhook ${i}` },
        });
        expect(await acceptedWebhook(t, order)).toBe('created');
      }
    }
  }, 120_000);

  afterAll(async () => {
    if (serverStopped) rmSync(t.config.dataDir, { recursive: true, force: true });
    else await t.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('is made by the running server, which keeps answering requests meanwhile', async () => {
    atBackup = await allRows(t.app.ctx.db);
    expect(atBackup.orders).toHaveLength(315);
    expect(atBackup.groups).toHaveLength(3);
    expect(atBackup.sellers).toHaveLength(6);
    expect(atBackup.order_counts!.length).toBeGreaterThan(0);

    const backup = runScript('backup', ['--out', backupFile], { DATA_DIR: t.config.dataDir });
    let finished = false;
    void backup.then(() => (finished = true));
    const statuses: number[] = [];
    while (!finished) {
      const res = await call(t, {
        method: 'GET',
        url: `${API_BASE}${ORDER_API_PATHS.adminOrders}`,
        headers: bearer(admin.token),
      });
      statuses.push(res.statusCode);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const run = await backup;
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const size = (await readFile(backupFile)).length;
    expect(run.stdout).toBe(BACKUP_MESSAGES.written(backupFile, size, true));
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);
    // Only the server's user can reach the socket that hands out copies.
    const socket = backupSocketPath(t.config.dataDir);
    expect(statSync(socket).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(socket)).mode & 0o777).toBe(0o700);
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set([200]));

    // Orders that arrive after the backup are the server's, not the backup's.
    expect(await acceptedWebhook(t, storeOrder())).toBe('created');
  }, 60_000);

  it('comes back into an empty DATA_DIR with every row, and the server starts on it', async () => {
    const dataDir = path.join(work, 'restored');
    const run = await runScript('restore', [backupFile], { DATA_DIR: dataDir });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(BACKUP_MESSAGES.restored(dataDir, { orders: 315, groups: 3, sellers: 6 }));

    const database = await openDatabase({ target: { dataDir } });
    const restored = await allRows(database.db);
    expect(Object.keys(restored)).toEqual(Object.keys(atBackup));
    for (const table of Object.keys(atBackup)) expect(restored[table], table).toEqual(atBackup[table]);

    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) }),
      database,
    });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/admin',
        payload: { email: admin.email, password: admin.password },
      });
      expect(login.statusCode, login.payload).toBe(200);
      const list = await app.inject({
        method: 'GET',
        url: `${API_BASE}${ORDER_API_PATHS.adminOrders}`,
        headers: bearer(login.json<{ token: string }>().token),
      });
      expect(list.json<{ total: number }>().total).toBe(315);
    } finally {
      await app.close();
    }
  }, 90_000);

  it('refuses a DATA_DIR that is not empty, and leaves it as it was', async () => {
    const { lines, output } = captured();
    const code = await runRestore([backupFile], { env: { DATA_DIR: t.config.dataDir }, output });
    expect(code).toBe(1);
    expect(lines.error).toEqual([BACKUP_MESSAGES.dataDirNotEmpty(t.config.dataDir)]);
    const login = await loginStaff(t, 'admin', admin.email, admin.password);
    expect(login.statusCode).toBe(200);
  });

  it('refuses to overwrite an existing file, and a missing --out', async () => {
    const exists = captured();
    expect(
      await runBackup(['--out', backupFile], { env: { DATA_DIR: t.config.dataDir }, output: exists.output }),
    ).toBe(1);
    expect(exists.lines.error).toEqual([BACKUP_MESSAGES.outExists(backupFile)]);

    const missing = captured();
    expect(await runBackup([], { env: { DATA_DIR: t.config.dataDir }, output: missing.output })).toBe(2);
    expect(missing.lines.error).toEqual([BACKUP_MESSAGES.outMissing, BACKUP_MESSAGES.backupUsage]);
  });

  it('refuses a file that is not a backup, or a damaged or cut-off one, before touching DATA_DIR', async () => {
    const dataDir = path.join(work, 'never-made');
    const original = await readFile(backupFile);
    const dataBytes = original.length - (original.indexOf('\n', original.indexOf('\n') + 1) + 1);
    const cases: [string, Buffer | undefined, string][] = [
      [
        'notes.txt',
        Buffer.from('hello'),
        `${path.join(work, 'notes.txt')} is not a backup made by npm run backup.`,
      ],
      [
        'cut.backup',
        original.subarray(0, original.length - 1000),
        `${path.join(work, 'cut.backup')} is incomplete (${dataBytes - 1000} of ${dataBytes} bytes): ` +
          'it was cut off while being written or copied.',
      ],
      [
        'flipped.backup',
        Buffer.concat([original.subarray(0, -1), Buffer.from([original.at(-1)! ^ 1])]),
        `${path.join(work, 'flipped.backup')} is damaged: it cannot be restored.`,
      ],
      [
        'absent.backup',
        undefined,
        `${path.join(work, 'absent.backup')} cannot be read: there is no such file.`,
      ],
    ];
    for (const [name, content, message] of cases) {
      if (content) writeFileSync(path.join(work, name), content);
      const { lines, output } = captured();
      expect(await runRestore([path.join(work, name)], { env: { DATA_DIR: dataDir }, output })).toBe(1);
      expect(lines.error).toEqual([message]);
    }
    expect(existsSync(dataDir)).toBe(false);
  });

  it('is made from DATA_DIR itself when no server runs', async () => {
    await t.app.close();
    serverStopped = true;
    const out = path.join(work, 'offline.backup');
    const { lines, output } = captured();
    expect(await runBackup(['--out', out], { env: { DATA_DIR: t.config.dataDir }, output })).toBe(0);
    expect(lines.info).toEqual([BACKUP_MESSAGES.written(out, (await readFile(out)).length, false)]);
  }, 60_000);
});

describe('with DATABASE_URL set', () => {
  const databaseUrl = serverUrl ?? 'postgres://postgres@127.0.0.1:5432/test';

  it('the backup script points to pg_dump and does nothing else', async () => {
    const work = mkdtempSync(path.join(tmpdir(), 'portal-backup-pg-'));
    const out = path.join(work, 'portal.backup');
    const { lines, output } = captured();
    const code = await runBackup(['--out', out], {
      env: { DATABASE_URL: databaseUrl, DATA_DIR: work },
      output,
    });
    expect(code).toBe(1);
    expect(lines).toEqual({ info: [], error: [BACKUP_MESSAGES.postgresBackup] });
    expect(readdirSync(work)).toEqual([]);
    rmSync(work, { recursive: true, force: true });
  });

  it('the restore script points to pg_restore', async () => {
    const { lines, output } = captured();
    const code = await runRestore(['portal.dump'], { env: { DATABASE_URL: databaseUrl }, output });
    expect(code).toBe(1);
    expect(lines.error).toEqual([BACKUP_MESSAGES.postgresRestore]);
  });
});
