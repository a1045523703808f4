import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib/build.mjs';
import { sideBySide } from './lib/side-by-side.mjs';

// The web bundle (dist/web) and the server (dist/server, dist/shared) do not touch each other's output.
const failed = await sideBySide(
  [
    { label: 'Web app', command: 'npm', args: ['run', '--silent', 'build:web'] },
    { label: 'Server', command: 'npm', args: ['run', '--silent', 'build:server'] },
  ],
  { cwd: root },
);
if (failed.length > 0) {
  console.error(`\n✖ Build failed: ${failed.join(', ')}`);
  process.exit(1);
}
writeFileSync(path.join(root, 'dist', '.build-stamp'), new Date().toISOString());
