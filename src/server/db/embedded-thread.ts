import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { databasePriority } from './database-priority.js';
import {
  errorFromData,
  type EmbeddedCall,
  type EmbeddedReply,
  type EmbeddedRequest,
  type EmbeddedThreadOptions,
  type RowMode,
} from './embedded-thread-messages.js';

interface QueryOptions {
  rowMode?: RowMode;
  parsers?: unknown;
}

/** The part of PGlite's interface drizzle's PGlite driver and migrator use. */
export interface EmbeddedQueryClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<{ rows: T[] }>;
  exec(text: string): Promise<unknown>;
}

export interface EmbeddedThread extends EmbeddedQueryClient {
  transaction<T>(work: (tx: EmbeddedQueryClient) => Promise<T>): Promise<T>;
  preparedRows<T>(name: string, text: string, params: unknown[]): Promise<T[]>;
  dumpDataDir(): Promise<Uint8Array>;
  close(): Promise<void>;
}

type Pending = { resolve(value: unknown): void; reject(error: Error): void };

/**
 * The built server runs the worker's JavaScript. From source (development, tests, the bench) the worker loads its
 * TypeScript through tsx's loader, registered in the new thread before the entry is imported.
 */
function workerEntry(): { entry: string | URL; eval: boolean } {
  const extension = path.extname(fileURLToPath(import.meta.url));
  const file = new URL(`./embedded-thread-worker${extension}`, import.meta.url);
  if (extension !== '.ts') return { entry: file, eval: false };
  const loader = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  return {
    entry: `import(${loader}).then(({ register }) => { register(); return import(${JSON.stringify(file.href)}); });`,
    eval: true,
  };
}

/**
 * Starts the embedded database (PGlite) on a thread of its own. PGlite runs every query synchronously in
 * WebAssembly, so on the server's thread a long query (an export chunk, a report) would hold up every request,
 * health checks included; here the server's thread only parses HTTP, checks and answers while the database works.
 * One thread, as one PGlite: calls still run one at a time and a transaction keeps others out until it ends. The
 * order is by priority (see `database-priority.ts`): a person waiting goes before a store's delivery, and both go
 * before an export's next chunk.
 */
export function startEmbeddedThread(options: EmbeddedThreadOptions): Promise<EmbeddedThread> {
  const { entry, eval: isSource } = workerEntry();
  const worker = new Worker(entry, {
    eval: isSource,
    workerData: options,
    transferList: options.restoreFrom ? [options.restoreFrom.buffer as ArrayBuffer] : [],
  });
  const pending = new Map<number, Pending>();
  let lastCall = 0;
  let stopped: Error | undefined;

  // The thread keeps the process alive only while a call waits for it, as an open database connection would.
  const settle = (id: number) => {
    pending.delete(id);
    if (pending.size === 0) worker.unref();
  };

  const call = <T>(request: EmbeddedRequest): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = ++lastCall;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.ref();
      worker.postMessage({
        ...request,
        id,
        priority: databasePriority(),
        sentAt: Date.now(),
      } satisfies EmbeddedCall);
    });
  };

  const stop = (reason: Error) => {
    stopped ??= reason;
    for (const [id, { reject }] of pending) {
      settle(id);
      reject(stopped);
    }
  };

  const query = <T>(text: string, params: unknown[] = [], options: QueryOptions = {}, transaction?: number) =>
    call<{ rows: T[] }>({
      op: 'query',
      text,
      params,
      rowMode: options.rowMode ?? 'object',
      textDates: options.parsers !== undefined,
      ...(transaction === undefined ? {} : { transaction }),
    });

  const thread: EmbeddedThread = {
    query: (text, params, options) => query(text, params, options),
    exec: (text) => call({ op: 'exec', text }),
    async transaction(work) {
      const transaction = await call<number>({ op: 'begin' });
      const tx: EmbeddedQueryClient = {
        query: (text, params, options) => query(text, params, options, transaction),
        exec: (text) => call({ op: 'exec', text, transaction }),
      };
      let result;
      try {
        result = await work(tx);
      } catch (error) {
        await call({ op: 'end', transaction, commit: false }).catch(() => undefined);
        throw error;
      }
      await call({ op: 'end', transaction, commit: true });
      return result;
    },
    preparedRows: (name, text, params) => call({ op: 'prepared', name, text, params }),
    dumpDataDir: () => call({ op: 'dump' }),
    async close() {
      if (stopped) return;
      await call({ op: 'close' });
      stop(new Error('The embedded database is closed.'));
      await worker.terminate();
    },
  };

  return new Promise<EmbeddedThread>((resolve, reject) => {
    worker.on('message', (reply: EmbeddedReply) => {
      if ('started' in reply) {
        if (reply.started) {
          worker.unref();
          resolve(thread);
        } else {
          reject(errorFromData(reply.error));
          void worker.terminate();
        }
        return;
      }
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      settle(reply.id);
      if (reply.ok) waiting.resolve(reply.value);
      else waiting.reject(errorFromData(reply.error));
    });
    worker.on('error', (error) => {
      stop(new Error(`The embedded database stopped: ${error.message}`, { cause: error }));
      reject(error);
    });
    worker.on('exit', (code) => {
      const reason = new Error(`The embedded database stopped (its thread exited with code ${code}).`);
      stop(reason);
      reject(reason);
    });
  });
}
