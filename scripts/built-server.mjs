// Starts the built server (apps/api/dist) on a loopback port with a data folder (a throwaway one unless given);
// used by the browser tests and the benchmarks. `restart()` kills it and starts it again on the same port and
// folder, for tests of what survives a crash.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Spawns the server; resolves with the process and its URL once it says it is listening. */
async function spawnServer(env, dataDir, port) {
  const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ...env,
    },
    // The IPC channel closes when this process dies, however it dies: the server then stops too (server.ts).
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  // ...without the channel keeping this process alive.
  child.channel?.unref();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let output = '';
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`Labora did not start in 60 s:\n${output}`));
    }, 60_000);
    // Read for the server's whole life (an unread pipe would fill up and block its writes).
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /Labora listening on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`Labora exited with ${code ?? signal}:\n${output}`));
    });
  });
  return { child, url, exited };
}

async function end(server, signal) {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  await server.exited;
}

/**
 * `options.dataDir`: a folder to use and keep (default: a fresh one, removed by `stop()`); `options.port`: a port
 * (default: a free one, chosen by the first start and kept by `restart()`).
 */
export async function startBuiltServer(env = {}, options = {}) {
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'labora-run-'));
  let server;
  try {
    server = await spawnServer(env, dataDir, options.port ?? 0);
  } catch (error) {
    if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const url = server.url;
  const port = Number(new URL(url).port);
  return {
    url,
    dataDir,
    /** SIGTERM (a clean shutdown); the data folder is removed if this function made it, unless `keepData`. */
    async stop({ keepData = false } = {}) {
      await end(server, 'SIGTERM');
      if (ownDataDir && !keepData) rmSync(dataDir, { recursive: true, force: true });
    },
    /**
     * Kills the server (SIGKILL by default: a crash, no shutdown code runs; 'SIGTERM' for a clean stop) and starts
     * it again with the same environment, port and data folder; resolves as soon as it listens again.
     */
    async restart({ signal = 'SIGKILL' } = {}) {
      await end(server, signal);
      server = await spawnServer(env, dataDir, port);
    },
  };
}
