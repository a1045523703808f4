import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureBuilt, root } from '../lib/build.mjs';
import { BUDGET, details, record } from './harness.js';

export function benchJavaScript() {
  console.log('\n5. Seller login route JavaScript');
  ensureBuilt({ quiet: true });
  const webDir = path.join(root, 'dist', 'web');
  const html = readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const entry = /<script[^>]*type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('dist/web/index.html has no module script');
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  const files = [entry, ...preloads].map((src) => path.join(webDir, src.replace(/^\//, '')));
  let gzipBytes = 0;
  const sizes: Record<string, number> = {};
  for (const file of files) {
    const size = gzipSync(readFileSync(file), { level: 9 }).length;
    sizes[path.relative(webDir, file)] = size;
    gzipBytes += size;
  }
  const kb = gzipBytes / 1024;
  details.javascript = { files: sizes, gzipBytes };
  record({
    metric: 'seller login route JS (gzip)',
    value: kb,
    unit: 'KB',
    budget: `≤ ${BUDGET.jsKb} KB`,
    pass: kb <= BUDGET.jsKb,
    note: `${files.length} file(s)`,
  });
}
