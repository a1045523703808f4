import { spawnSync } from 'node:child_process';
import { findChromium } from './lib/chromium.mjs';
import { root } from './lib/build.mjs';
import { sideBySide } from './lib/side-by-side.mjs';

function run(label, command, args, env = process.env) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

const failedChecks = await sideBySide(
  [
    { label: 'Type-check', command: 'npm', args: ['run', '--silent', 'typecheck'] },
    { label: 'Lint', command: 'npm', args: ['run', '--silent', 'lint'] },
  ],
  { cwd: root },
);
if (failedChecks.length > 0) {
  console.error(`\n✖ ${failedChecks.join(' and ')} failed`);
  process.exit(1);
}
run('Unit and integration tests', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'integration']);

const chromium = findChromium();
if (!chromium) {
  if (process.env.REQUIRE_E2E === '1') {
    console.error(
      '\n✖ Browser tests are required (REQUIRE_E2E=1) but no Chromium was found: apt-get install chromium',
    );
    process.exit(1);
  }
  console.log(
    '\n⚠ Browser tests skipped: no Chromium found (apt-get install chromium, or set CHROMIUM_PATH).',
  );
} else {
  run('Browser tests', 'npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts'], {
    ...process.env,
    CHROMIUM_PATH: chromium,
  });
}
console.log('\n✔ All checks passed');
