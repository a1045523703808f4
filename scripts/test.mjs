import { findChromium } from './lib/chromium.mjs';
import { root } from './lib/build.mjs';
import { inBackground, runBuffered, runShown } from './lib/side-by-side.mjs';

/**
 * Every check, arranged for a two-core machine. The browser tests spend half their time waiting on the browser
 * and the portal, so everything starts at once: the browser tests, the unit and integration tests (two workers),
 * the type-check and the linter. A step yields the cores to those before it in that list (`nice`): the tests keep
 * time limits, so a step without any (the type-check, the linter) takes only what they leave, and a test never
 * waits on it long enough to time out. The machine stays busy until the last step ends.
 */
const chromium = findChromium();
if (!chromium && process.env.REQUIRE_E2E === '1') {
  console.error(
    '\n✖ Browser tests are required (REQUIRE_E2E=1) but no Chromium was found: apt-get install chromium',
  );
  process.exit(1);
}

const browserTests = chromium
  ? runBuffered(
      { label: 'Browser tests', command: 'npx', args: ['vitest', 'run', '--config', 'e2e/vitest.config.ts'] },
      { cwd: root, env: { ...process.env, CHROMIUM_PATH: chromium } },
    )
  : undefined;
if (browserTests) console.log('▶ Browser tests started; their report follows the other checks');

// Their reports follow the tests'.
const checks = [
  { label: 'Type-check', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  { label: 'Lint', command: 'npm', args: ['run', '--silent', 'lint'] },
].map((step) => runBuffered(inBackground(step, 15), { cwd: root }));
const failed = [];
const unitAndIntegration = inBackground(
  {
    label: 'Unit and integration tests',
    command: 'npx',
    args: ['vitest', 'run', '--project', 'unit', '--project', 'integration'],
  },
  5,
);
if (!(await runShown(unitAndIntegration, { cwd: root }))) failed.push(unitAndIntegration.label);
for (const { label, ok, output } of await Promise.all(checks)) {
  console.log(`\n▶ ${label}${ok ? '' : ' (failed)'}`);
  if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
  if (!ok) failed.push(label);
}

if (browserTests) {
  const { label, ok, output } = await browserTests;
  console.log(`\n▶ ${label}${ok ? '' : ' (failed)'}`);
  process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
  if (!ok) failed.push(label);
} else {
  console.log(
    '\n⚠ Browser tests skipped: no Chromium found (apt-get install chromium, or set CHROMIUM_PATH).',
  );
}

if (failed.length > 0) {
  console.error(`\n✖ ${failed.join(', ')} failed`);
  process.exit(1);
}
console.log('\n✔ All checks passed');
