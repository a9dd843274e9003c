// `npm run bench:idle`: what an idle server costs. Starts the built server on PGlite (no demo seed), lets it
// settle (its start-up work and one-shot collections), then for IDLE_SECONDS (60) counts the statements it sends
// to the database and the CPU time it uses (/proc/<pid>/stat: utime + stime, every thread of the process).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const settleSeconds = Number(process.env.IDLE_SETTLE_SECONDS ?? 70);
const idleSeconds = Number(process.env.IDLE_SECONDS ?? 60);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'labora-idle-'));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
  env: {
    ...process.env,
    NODE_OPTIONS: `--import ${path.join(root, 'bench/idle-count-queries.mjs')}`,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: '0',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
child.stdout.on('data', (chunk) => {
  output += chunk;
});
let lastCount = null;
child.stderr.on('data', (chunk) => {
  output += chunk;
  for (const match of String(chunk).matchAll(/idle-statements (\d+)/g)) lastCount = Number(match[1]);
});

const ticksPerSecond = 100; // USER_HZ on Linux
function cpuSeconds() {
  // Fields after the command name (which is in parentheses): utime is the 14th field, stime the 15th.
  const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}
async function statements() {
  lastCount = null;
  child.kill('SIGUSR2');
  while (lastCount === null) await sleep(20);
  return lastCount;
}

try {
  while (!/Labora listening on/.test(output)) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    await sleep(100);
  }
  await sleep(settleSeconds * 1000);
  const [q0, c0] = [await statements(), cpuSeconds()];
  await sleep(idleSeconds * 1000);
  const [q1, c1] = [await statements(), cpuSeconds()];
  const perMinute = 60 / idleSeconds;
  console.log(
    `idle on PGlite for ${idleSeconds} s (after ${settleSeconds} s settling): ` +
      `${Math.round((q1 - q0) * perMinute)} statements/min, ` +
      `${((c1 - c0) * perMinute * 1000).toFixed(0)} ms CPU/min (${(((c1 - c0) / idleSeconds) * 100).toFixed(2)} % of a core)`,
  );
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
