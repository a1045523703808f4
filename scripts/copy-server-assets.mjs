import { cpSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib/build.mjs';

// The SQL the server reads at start: the migrations and the function files applied after them.
for (const folder of ['migrations', 'functions']) {
  cpSync(path.join(root, 'src/server/db', folder), path.join(root, 'dist/server/db', folder), {
    recursive: true,
  });
}
