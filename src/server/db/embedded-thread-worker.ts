import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, protocol, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  errorToData,
  PRIORITY_RANK,
  type EmbeddedCall,
  type EmbeddedReply,
  type EmbeddedThreadOptions,
} from './embedded-thread-messages.js';
import { pglitePreparedRows, TEXT_DATE_PARSERS, type PGliteLocks } from './pglite-prepared.js';

/**
 * The embedded database's own thread: it owns the PGlite instance and answers the server thread's calls, one at a
 * time, the most urgent first (a person waiting, then a store's delivery, then an export's next chunk). A call
 * that has waited for a second goes next whatever its priority, so a busy evening slows an export but never
 * stops it.
 */

const STARVATION_MS = 1_000;

const port = parentPort!;
const options = workerData as EmbeddedThreadOptions;
const reply = (message: EmbeddedReply, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

interface OpenTransaction {
  tx: Transaction;
  finish(commit: boolean): void;
  /** Settles when PGlite has committed or rolled back. */
  outcome: Promise<void>;
}

interface Waiting {
  call: EmbeddedCall;
}

async function serve(client: PGlite) {
  const locks = client as unknown as PGliteLocks;
  const prepared = pglitePreparedRows(client);
  const transactions = new Map<number, OpenTransaction>();
  let lastTransaction = 0;

  /** Resolves once BEGIN has run; the transaction then holds the database until `end`. */
  const begin = () =>
    new Promise<number>((started, failed) => {
      const id = ++lastTransaction;
      let finish: (commit: boolean) => void = () => {};
      const decided = new Promise<boolean>((resolve) => (finish = resolve));
      const outcome = client.transaction(async (tx) => {
        transactions.set(id, { tx, finish, outcome });
        started(id);
        if (!(await decided)) await tx.rollback();
      });
      outcome.catch(failed).finally(() => {
        transactions.delete(id);
        callDone();
      });
    });

  const runner = (transaction: number | undefined) => {
    if (transaction === undefined) return client;
    const open = transactions.get(transaction);
    if (!open) throw new Error('The transaction has already ended.');
    return open.tx;
  };

  async function answer(call: EmbeddedCall): Promise<unknown> {
    switch (call.op) {
      case 'query':
        return runner(call.transaction).query(call.text, call.params, {
          rowMode: call.rowMode,
          ...(call.textDates ? { parsers: TEXT_DATE_PARSERS } : {}),
        });
      case 'exec':
        return runner(call.transaction).exec(call.text);
      case 'begin':
        return begin();
      case 'end': {
        const open = transactions.get(call.transaction);
        if (!open) throw new Error('The transaction has already ended.');
        open.finish(call.commit);
        await open.outcome;
        return null;
      }
      case 'prepared':
        return prepared(call.name, call.text, call.params);
      case 'dump':
        // Holding the transaction lock keeps every other query out, so no transaction is half done in the copy;
        // the checkpoint writes the committed pages into the files, so the copy starts without replaying the log.
        return locks._runExclusiveTransaction(async () => {
          await locks._runExclusiveQuery(() => client.execProtocol(protocol.serialize.query('checkpoint')));
          const tar = await client.dumpDataDir('none');
          return new Uint8Array(await tar.arrayBuffer());
        });
      case 'close':
        await client.close();
        return null;
    }
  }

  const send = (call: EmbeddedCall) =>
    answer(call).then(
      (value) => {
        const transfer = value instanceof Uint8Array ? [value.buffer as ArrayBuffer] : [];
        reply({ id: call.id, ok: true, value }, transfer);
        if (call.op === 'close') port.close();
      },
      (error: unknown) => reply({ id: call.id, ok: false, error: errorToData(error) }),
    );

  const queues: Waiting[][] = PRIORITY_RANK.map(() => []);
  let busy = false;

  function pickNext(): EmbeddedCall | undefined {
    const heads = queues.filter((queue) => queue.length > 0);
    const oldest = heads.reduce<Waiting[] | undefined>(
      (found, queue) => (found && found[0]!.call.id < queue[0]!.call.id ? found : queue),
      undefined,
    );
    const starved = oldest && Date.now() - oldest[0]!.call.sentAt > STARVATION_MS;
    return (starved ? oldest : heads[0])?.shift()?.call;
  }

  function nextCall() {
    const call = pickNext();
    busy = call !== undefined;
    if (!call) return;
    // A transaction keeps the database until it ends (see `begin`), other calls until they are answered.
    if (call.op === 'begin') void send(call);
    else void send(call).finally(callDone);
  }

  /**
   * A query runs synchronously in WebAssembly, so the calls that arrived meanwhile are still in the port: the next
   * turn of the event loop takes them all in before the next call is chosen.
   */
  const callDone = () => setImmediate(nextCall);

  port.on('message', (call: EmbeddedCall) => {
    // Calls inside an open transaction, and its end, belong to the call already running.
    if (
      call.op === 'end' ||
      ((call.op === 'query' || call.op === 'exec') && call.transaction !== undefined)
    ) {
      void send(call);
      return;
    }
    queues[PRIORITY_RANK.indexOf(call.priority)]!.push({ call });
    if (!busy) {
      busy = true;
      callDone();
    }
  });
}

function tarReader(bytes: Uint8Array): Blob {
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  return { type: '', arrayBuffer: () => Promise.resolve(buffer) } as Blob;
}

PGlite.create({
  dataDir: options.filesDir,
  extensions: { pg_trgm },
  // PGlite reads the tar with `arrayBuffer()` alone. Wrapping the bytes in a real Blob made Node copy them in and read
  // them back out in small chunks: about a second of CPU for a migrated database's 40 MB, at every restore.
  ...(options.restoreFrom ? { loadDataDir: tarReader(options.restoreFrom) } : {}),
}).then(
  async (client) => {
    // The embedded database's pages are in memory: a page read at random costs what one read in order does. With
    // the server default (4) a broad name search's count was planned as a read of every order (6 to 15 times
    // slower than through its trigram index) as soon as the table's statistics moved.
    await client.exec('set random_page_cost = 1.1');
    await serve(client);
    reply({ started: true });
  },
  (error: unknown) => reply({ started: false, error: errorToData(error) }),
);
