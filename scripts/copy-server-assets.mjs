import { cpSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib/build.mjs';

cpSync(path.join(root, 'src/server/db/migrations'), path.join(root, 'dist/server/db/migrations'), {
  recursive: true,
});
