// `npm run bench:startup`: on a clean clone, after `npm ci`, the time from `npm start` to the first
// answer of http://127.0.0.1:PORT/ (first start builds and migrates), then for a second start.
import { execSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

const clone = mkdtempSync(path.join(os.tmpdir(), 'labora-clone-'));
execSync(`git clone -q --local . ${clone}`);
const installStart = Date.now();
execSync('npm ci --no-audit --no-fund --loglevel=error', { cwd: clone, stdio: 'ignore' });
const installMs = Date.now() - installStart;

async function timedStart(port) {
  const start = Date.now();
  const child = spawn('npm', ['start'], {
    cwd: clone,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(clone, 'data') },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  let exitCode = null;
  child.once('exit', (code) => {
    exitCode = code ?? -1;
  });
  for (;;) {
    if (exitCode !== null) throw new Error(`npm start exited with ${exitCode} before answering`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/`);
      if (res.ok) break;
    } catch {}
    if (Date.now() - start > 300_000) throw new Error('no answer after 5 minutes');
    await new Promise((r) => setTimeout(r, 50));
  }
  const ms = Date.now() - start;
  process.kill(-child.pid, 'SIGTERM');
  while (exitCode === null) await new Promise((r) => setTimeout(r, 20));
  return ms;
}

try {
  const first = await timedStart(await freePort());
  const second = await timedStart(await freePort());
  console.log(`npm ci on the clean clone: ${(installMs / 1000).toFixed(1)} s (not counted below)`);
  console.log(
    `first npm start → first answer (builds, creates and migrates the database, seeds): ${(first / 1000).toFixed(1)} s`,
  );
  console.log(`second npm start → first answer: ${(second / 1000).toFixed(2)} s`);
} finally {
  rmSync(clone, { recursive: true, force: true });
}
