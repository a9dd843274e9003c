import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import {
  type DumpResult,
  type EmbeddedDatabaseOptions,
  openEmbedded,
  type PgliteRequest,
} from './pglite-statements.js';

type Send = (request: PgliteRequest) => Promise<unknown>;

class DatabaseThreadError extends Error {
  constructor(data: Record<string, unknown>) {
    super(String(data.message ?? 'database error'));
    Object.assign(this, data);
    this.name = String(data.name ?? 'DatabaseError');
  }
}

/** The worker's file: built JavaScript, or (tests, tsx) the TypeScript source, loaded through tsx. */
function startWorker(workerData: EmbeddedDatabaseOptions): Worker {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new Worker(new URL('./pglite-worker.js', here), { workerData });
  const source = fileURLToPath(new URL('./pglite-worker.ts', here));
  const tsx = createRequire(here).resolve('tsx/cjs/api');
  // tsx's require hook compiles the TypeScript (the worker has no top-level await, so CommonJS can load it).
  const bootstrap = `require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(source)});`;
  return new Worker(bootstrap, { eval: true, workerData });
}

/** Requests to PGlite in a worker thread; answers come back by id. */
async function workerTransport(options: EmbeddedDatabaseOptions): Promise<Send> {
  const worker = startWorker(options);
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let failed: Error | null = null;
  // Only a request under way keeps the process alive, as PGlite in the main thread did.
  worker.unref();
  worker.on('message', (message: { id: number; result?: unknown; error?: Record<string, unknown> }) => {
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if (pending.size === 0) worker.unref();
    if (message.error) waiting.reject(new DatabaseThreadError(message.error));
    else waiting.resolve(message.result);
  });
  const fail = (error: Error) => {
    failed ??= error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the database thread stopped (exit code ${code})`)));
  const call = (id: number, request?: PgliteRequest) => {
    if (failed) return Promise.reject(failed);
    return new Promise<unknown>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.ref();
      if (request) worker.postMessage({ id, request });
    });
  };
  await call(0);
  return async (request) => {
    const result = await call(nextId++, request);
    if (request.op === 'close') await worker.terminate();
    return result;
  };
}

/** Requests to PGlite in this thread, one at a time as the worker takes them. */
async function directTransport(options: EmbeddedDatabaseOptions): Promise<Send> {
  const handle = await openEmbedded(options);
  let queue: Promise<unknown> = Promise.resolve();
  return (request) => {
    const answer = queue.then(() => handle(request));
    queue = answer.catch(() => {});
    return answer;
  };
}

/**
 * PGlite behind the part of its interface Drizzle uses (query, transaction, exec, close), in a worker thread
 * (the default) or in this one. Statements queue and run one at a time; while a transaction is open,
 * statements from outside it wait here, so nothing interleaves with it. A statement is answered once PGlite
 * has written it to its files.
 */
export class PgliteClient {
  #send: Send;
  #transaction: Promise<void> | null = null;
  #closed = false;

  private constructor(send: Send) {
    this.#send = send;
  }

  static async open(options: EmbeddedDatabaseOptions & { thread: boolean }): Promise<PgliteClient> {
    const { thread, ...embedded } = options;
    return new PgliteClient(await (thread ? workerTransport(embedded) : directTransport(embedded)));
  }

  async #query(text: string, params: unknown[], options: QueryOptions | undefined, begin = false): Promise<Results> {
    const parsers = options?.parsers;
    const result = (await this.#send({
      op: 'query',
      text,
      params,
      options: { rowMode: options?.rowMode, rawTypes: parsers ? Object.keys(parsers).map(Number) : undefined },
      begin,
    })) as Results;
    // The caller's own parsers (functions cannot cross to the thread) run here, on the text left for them.
    if (parsers) {
      result.fields.forEach((field, i) => {
        const parser = parsers[field.dataTypeID];
        if (!parser) return;
        const key = options?.rowMode === 'array' ? i : field.name;
        for (const row of result.rows as Record<string | number, unknown>[]) {
          if (typeof row[key] === 'string') row[key] = parser(row[key] as string);
        }
      });
    }
    return result;
  }

  async #exec(text: string, begin = false): Promise<Results[]> {
    return (await this.#send({ op: 'exec', text, begin })) as Results[];
  }

  // Statements from outside a transaction wait while one is open (its own statements go through `tx`). The
  // last check and the send happen in the same turn: an `await` between them would let a transaction begin
  // in the gap and the statement run inside it.

  async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    while (this.#transaction) await this.#transaction;
    return (await this.#query(text, params, options)) as Results<T>;
  }

  async exec(text: string): Promise<Results[]> {
    while (this.#transaction) await this.#transaction;
    return this.#exec(text);
  }

  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    while (this.#transaction) await this.#transaction;
    let end = () => {};
    this.#transaction = new Promise((resolve) => {
      end = resolve;
    });
    let closed = false;
    // BEGIN rides in front of the transaction's first statement (one call into PGlite fewer); it is sent when
    // that statement is, so statements sent together (Promise.all) still find the transaction open.
    let begun = false;
    const opening = () => {
      const first = !begun;
      begun = true;
      return first;
    };
    const tx = {
      query: (text: string, params: unknown[] = [], options?: QueryOptions) =>
        this.#query(text, params, options, opening()),
      exec: (text: string) => this.#exec(text, opening()),
      rollback: async () => {
        if (begun) await this.#exec('ROLLBACK');
        closed = true;
      },
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    try {
      try {
        const result = await callback(tx);
        // A transaction that sent nothing has nothing to commit.
        if (!closed && begun) {
          closed = true;
          const [commit] = await this.#exec('COMMIT');
          // Postgres answers ROLLBACK to the COMMIT of a transaction a failed statement aborted.
          if (commit?.command === 'ROLLBACK') {
            throw new DatabaseThreadError({ name: 'TransactionAbortedError', message: 'Transaction is aborted' });
          }
        }
        return result;
      } catch (error) {
        if (!closed && begun) {
          closed = true;
          await this.#exec('ROLLBACK');
        }
        throw error;
      }
    } finally {
      this.#transaction = null;
      end();
    }
  }

  /**
   * Runs `work` while no statement of anyone else runs (as a transaction holds them back), with `dump` answering the
   * data folder as a tar: a backup's moment. Statements sent before wait their turn in front of the dump, so
   * it holds everything answered before; statements after wait for `work` to end.
   */
  async paused<T>(work: (dump: () => Promise<DumpResult>) => Promise<T>): Promise<T> {
    while (this.#transaction) await this.#transaction;
    let end = () => {};
    this.#transaction = new Promise((resolve) => {
      end = resolve;
    });
    try {
      return await work(async () => (await this.#send({ op: 'dump' })) as DumpResult);
    } finally {
      this.#transaction = null;
      end();
    }
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    while (this.#transaction) await this.#transaction;
    this.#closed = true;
    await this.#send({ op: 'close' });
  }
}
