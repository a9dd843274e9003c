// The embedded database's thread (started by pglite-thread.ts): PGlite runs here, so its WebAssembly and the
// HTTP server's JavaScript use two cores. Requests are answered one at a time, in the order they came.
import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PgliteStatements, type StatementOptions } from './pglite-statements.js';

export interface PgliteWorkerData {
  dataDir?: string;
  startParams?: string[];
}

export type PgliteRequest =
  | { id: number; op: 'query'; text: string; params: unknown[]; options: StatementOptions }
  | { id: number; op: 'exec'; text: string }
  | { id: number; op: 'close' };

/** A database error as plain data (SQLSTATE code, detail, constraint…), since an Error loses its fields in a message. */
export function errorData(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const data: Record<string, unknown> = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function' || key === 'queryOptions') continue;
    data[key] = value;
  }
  return data;
}

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread');
const options = workerData as PgliteWorkerData;

async function serve(port: MessagePort) {
  // Contrib extensions the migrations create must be loaded into the WASM build up front.
  const pg = await PGlite.create({
    dataDir: options.dataDir,
    extensions: { pg_trgm },
    startParams: options.startParams,
  });
  await PgliteStatements.settings(pg);
  const statements = new PgliteStatements(pg);
  const handle = async (request: PgliteRequest) => {
    try {
      if (request.op === 'query') {
        port.postMessage({
          id: request.id,
          result: await statements.query(request.text, request.params, request.options),
        });
      } else if (request.op === 'exec') {
        port.postMessage({ id: request.id, result: await statements.exec(request.text) });
      } else {
        await pg.close();
        port.postMessage({ id: request.id, result: null });
        port.close();
      }
    } catch (error) {
      port.postMessage({ id: request.id, error: errorData(error) });
    }
  };
  let queue = Promise.resolve();
  port.on('message', (request: PgliteRequest) => {
    queue = queue.then(() => handle(request));
  });
  port.postMessage({ id: 0, result: 'ready' });
}

// No top-level await: from source, the thread loads this file through tsx's CommonJS hook (pglite-thread.ts).
serve(port).catch((error) => port.postMessage({ id: 0, error: errorData(error) }));
