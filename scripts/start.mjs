import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, root } from './lib/build.mjs';

try {
  ensureBuilt();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const server = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
