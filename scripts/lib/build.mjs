import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));
const stampFile = path.join(root, 'dist', '.build-stamp');
const inputs = [
  'src',
  'package-lock.json',
  'package.json',
  'vite.config.ts',
  'tsconfig.base.json',
  'tsconfig.server.json',
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function isStale(stamp, sources) {
  if (!existsSync(stamp)) return true;
  const builtAt = statSync(stamp).mtimeMs;
  return sources.some((input) => newestMtime(path.join(root, input)) > builtAt);
}

export function buildIsStale() {
  return isStale(stampFile, inputs);
}

const webStampFile = path.join(root, 'dist', '.web-build-stamp');
const webInputs = [
  'src/web',
  'src/shared',
  'package-lock.json',
  'package.json',
  'vite.config.ts',
  'tsconfig.base.json',
];

/**
 * Builds the web app alone when it is missing or older than its sources: what the browser tests serve (their
 * portal runs the server from its sources). The server's build is `npm start`'s, and the type-check covers it.
 */
export function ensureWebBuilt() {
  if (!buildIsStale() || !isStale(webStampFile, webInputs)) return;
  const result = spawnSync('npm', ['run', 'build:web'], {
    cwd: root,
    stdio: 'pipe',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error('The web build failed; see the output above.');
  }
  writeFileSync(webStampFile, new Date().toISOString());
}

/** Builds the web app and the server when the build is missing or older than its sources. */
export function ensureBuilt({ quiet = false } = {}) {
  if (!buildIsStale()) return;
  if (!quiet) console.log('Building the portal (web app and server)...');
  // Always the production build: a build made while tests run (NODE_ENV=test) would otherwise bundle React's
  // development build, and `npm start` would serve it until the sources change.
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: quiet ? 'pipe' : 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    if (quiet) process.stderr.write(result.stdout + result.stderr);
    throw new Error('The build failed; see the output above.');
  }
  writeFileSync(stampFile, new Date().toISOString());
}
