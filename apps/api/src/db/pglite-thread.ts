import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import type { PgliteRequest, PgliteWorkerData } from './pglite-worker.js';

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type Send =
  | { op: 'query'; text: string; params: unknown[]; options: QueryOptions | undefined }
  | { op: 'exec'; text: string };

/** The worker's file: built JavaScript, or (tests, tsx) the TypeScript source, loaded through tsx. */
function startWorker(workerData: PgliteWorkerData): Worker {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new Worker(new URL('./pglite-worker.js', here), { workerData });
  const source = fileURLToPath(new URL('./pglite-worker.ts', here));
  const tsx = createRequire(here).resolve('tsx/cjs/api');
  // tsx's require hook compiles the TypeScript (the worker has no top-level await, so CommonJS can load it).
  const bootstrap = `require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(source)});`;
  return new Worker(bootstrap, { eval: true, workerData });
}

class DatabaseThreadError extends Error {
  constructor(data: Record<string, unknown>) {
    super(String(data.message ?? 'database error'));
    Object.assign(this, data);
    this.name = String(data.name ?? 'DatabaseError');
  }
}

/**
 * PGlite in a worker thread, with the part of PGlite's interface Drizzle uses (query, transaction, exec, close).
 * Statements queue in the thread and run one at a time; while a transaction is open, statements from outside
 * it wait here, so nothing interleaves with it. A statement is answered once PGlite has written it to its files.
 */
export class PgliteThread {
  #worker: Worker;
  #pending = new Map<number, Pending>();
  #nextId = 1;
  #failed: Error | null = null;
  #transaction: Promise<void> | null = null;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.unref();
    worker.on('message', (message: { id: number; result?: unknown; error?: Record<string, unknown> }) => {
      const pending = this.#pending.get(message.id);
      if (!pending) return;
      this.#pending.delete(message.id);
      // Only a request under way keeps the process alive, as PGlite in the main thread did.
      if (this.#pending.size === 0) worker.unref();
      if (message.error) pending.reject(new DatabaseThreadError(message.error));
      else pending.resolve(message.result);
    });
    const fail = (error: Error) => {
      this.#failed = error;
      for (const pending of this.#pending.values()) pending.reject(error);
      this.#pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the database thread stopped (exit code ${code})`)));
  }

  static async start(options: PgliteWorkerData): Promise<PgliteThread> {
    const thread = new PgliteThread(startWorker(options));
    await thread.#call(0, null);
    return thread;
  }

  #call(id: number, request: PgliteRequest | null): Promise<unknown> {
    if (this.#failed) return Promise.reject(this.#failed);
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.ref();
      if (request) this.#worker.postMessage(request);
    });
  }

  async #send(request: Send): Promise<Results> {
    if (request.op === 'exec')
      return ((await this.#call(this.#nextId, { id: this.#nextId++, ...request })) as Results[])[0] as Results;
    const { options } = request;
    const parsers = options?.parsers;
    const rawTypes = parsers ? Object.keys(parsers).map(Number) : undefined;
    const id = this.#nextId++;
    const result = (await this.#call(id, {
      id,
      op: 'query',
      text: request.text,
      params: request.params,
      options: { rowMode: options?.rowMode, rawTypes },
    })) as Results;
    // The caller's own parsers (functions cannot cross to the thread) run here, on the text left for them.
    if (parsers) {
      result.fields.forEach((field, i) => {
        const parser = parsers[field.dataTypeID];
        if (!parser) return;
        for (const row of result.rows as Record<string | number, unknown>[]) {
          const key = options?.rowMode === 'array' ? i : field.name;
          if (typeof row[key] === 'string') row[key] = parser(row[key] as string);
        }
      });
    }
    return result;
  }

  /** Waits while a transaction is open (statements of a transaction use its own `tx`). */
  async #outsideTransactions() {
    while (this.#transaction) await this.#transaction;
  }

  async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    await this.#outsideTransactions();
    return (await this.#send({ op: 'query', text, params, options })) as Results<T>;
  }

  async exec(text: string): Promise<Results[]> {
    await this.#outsideTransactions();
    return (await this.#call(this.#nextId, { id: this.#nextId++, op: 'exec', text })) as Results[];
  }

  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    await this.#outsideTransactions();
    let end = () => {};
    this.#transaction = new Promise((resolve) => {
      end = resolve;
    });
    let closed = false;
    const tx = {
      query: (text: string, params: unknown[] = [], options?: QueryOptions) =>
        this.#send({ op: 'query', text, params, options }),
      exec: async (text: string) => [await this.#send({ op: 'exec', text })],
      rollback: async () => {
        await this.#send({ op: 'exec', text: 'ROLLBACK' });
        closed = true;
      },
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    try {
      await this.#send({ op: 'exec', text: 'BEGIN' });
      try {
        const result = await callback(tx);
        if (!closed) {
          closed = true;
          const commit = await this.#send({ op: 'exec', text: 'COMMIT' });
          // Postgres answers ROLLBACK to the COMMIT of a transaction a failed statement aborted.
          if (commit.command === 'ROLLBACK')
            throw new DatabaseThreadError({ name: 'TransactionAbortedError', message: 'Transaction is aborted' });
        }
        return result;
      } catch (error) {
        if (!closed) {
          closed = true;
          await this.#send({ op: 'exec', text: 'ROLLBACK' });
        }
        throw error;
      }
    } finally {
      this.#transaction = null;
      end();
    }
  }

  async close(): Promise<void> {
    if (this.#failed) return;
    await this.#outsideTransactions();
    const id = this.#nextId++;
    await this.#call(id, { id, op: 'close' });
    await this.#worker.terminate();
  }
}
