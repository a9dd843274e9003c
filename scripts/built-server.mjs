// Starts the built server (apps/api/dist) on a free loopback port with a throwaway data folder;
// used by the browser tests and the benchmarks.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function startBuiltServer(env = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'labora-run-'));
  const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    // The IPC channel closes when this process dies, however it dies: the server then stops too (server.ts).
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  // ...without the channel keeping this process alive.
  child.channel?.unref();
  let output = '';
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Labora did not start in 60 s:\n${output}`)), 60_000);
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
    child.once('exit', (code) => reject(new Error(`Labora exited with ${code}:\n${output}`)));
  });
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
