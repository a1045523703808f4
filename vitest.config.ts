import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Vitest's default is one worker fewer than the cores: a single worker on a two-core machine. These tests spend
// much of their time waiting on the database (its own thread, or the PostgreSQL server), so two workers keep both
// cores busy: the whole run takes about a quarter less.
const WORKERS = Math.max(2, availableParallelism() - 1);

export default defineConfig({
  plugins: [react()],
  test: {
    maxWorkers: WORKERS,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
          // As for the integration tests: a worker runs its files one after the other in one process, so React,
          // jsdom and the app's modules load once rather than once per file (the unit run takes a third of the
          // time). Each file still gets its own jsdom window, hence its own storage, cookies and document. No file
          // mocks a module: a test watches a seam (`storeDeparture`) or is handed its collaborator instead.
          isolate: false,
          setupFiles: ['src/web/test/fresh-storage.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          // A worker runs its files one after the other in one process: the server's modules are loaded once, and
          // an embedded database a file has closed is emptied and handed to the next (test/support). No file
          // mocks a module, since a mock would outlive it.
          isolate: false,
          globalSetup: ['test/support/global-setup.ts'],
          // A limit catches a test that hangs; it measures nothing (the benchmarks do). `npm test` runs these beside
          // the browser tests at a lower priority, so the slowest (the 120-step money oracle, 9 s alone) can take
          // three times as long there: 60 s leaves it room without letting a hang go unnoticed.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
