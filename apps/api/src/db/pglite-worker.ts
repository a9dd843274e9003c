// The embedded database's thread (started by pglite-client.ts): PGlite runs here, so its WebAssembly and the
// HTTP server's JavaScript use two cores. Requests are answered one at a time, in the order they came.
import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import { collectGarbage } from './collect-garbage.js';
import { type EmbeddedDatabaseOptions, openEmbedded, type PgliteRequest } from './pglite-statements.js';

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

async function serve(port: MessagePort) {
  const handle = await openEmbedded(workerData as EmbeddedDatabaseOptions);
  // Opening leaves dead WebAssembly memory (initdb's instance above all) this idle thread would keep.
  collectGarbage();
  let queue = Promise.resolve();
  port.on('message', ({ id, request }: { id: number; request: PgliteRequest }) => {
    queue = queue.then(async () => {
      try {
        port.postMessage({ id, result: await handle(request) });
        if (request.op === 'close') port.close();
      } catch (error) {
        port.postMessage({ id, error: errorData(error) });
      }
    });
  });
  port.postMessage({ id: 0, result: 'ready' });
}

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread');
// No top-level await: from source, the thread loads this file through tsx's CommonJS hook (pglite-client.ts).
serve(port).catch((error) => port.postMessage({ id: 0, error: errorData(error) }));
