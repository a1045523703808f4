import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { root } from './lib/build.mjs';

// The server sends these pre-compressed copies to browsers that accept them, so no request pays for compression.
const COMPRESSIBLE = /\.(js|css|html|svg|json|map)$/;
const webDir = path.join(root, 'dist/web');

function walk(dir) {
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) walk(file);
    else if (COMPRESSIBLE.test(entry)) compress(file);
  }
}

function compress(file) {
  const content = readFileSync(file);
  if (content.length < 1024) return;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
}

walk(webDir);
