import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    // One Chromium at a time keeps a two-core machine responsive and the timings steady.
    fileParallelism: false,
    // So the files run in one process, one after the other: they share its loaded modules, one Chromium
    // (`launchBrowser`) and the embedded databases their portals close (test/support).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
