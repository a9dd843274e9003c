// `npm run bench:realtime` (PGlite, one process) and `npm run bench:realtime:pg` (a throwaway PostgreSQL server, two
// API processes, half the sockets on each): 1,000 WebSocket clients signed in (sessions written straight into the
// database), a 50-member group whose members are among them, and one member sending messages through the HTTP API.
// Measures, for every (message, other member) pair, the delivery latency from the moment the POST left to the
// moment the WebSocket event arrived (median and p99; goal p99 < 100 ms), first paced (20 messages a second), then
// flat out (8 sends in flight) for messages and deliveries per second; and the server's memory per connection (its
// RSS after the sockets opened minus before, divided by its sockets).
//
//   node bench/realtime.mjs                                      (after building the API)
//   node scripts/with-postgres.mjs node bench/realtime.mjs       (two processes on PostgreSQL)
//   BENCH_CLIENTS=1000 BENCH_MESSAGES=200 BENCH_BURST=500 tune the sizes.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import WebSocket from 'ws';
import { openDatabase, queryRows } from '../apps/api/dist/db/client.js';
import { runMigrations } from '../apps/api/dist/db/migrate.js';
import { createDatabase, median } from './lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000);
const GROUP = 50;
const PACED = Number(process.env.BENCH_MESSAGES ?? 200);
const PACE_PER_SECOND = 20;
const BURST = Number(process.env.BENCH_BURST ?? 500);
const IN_FLIGHT = 8;
const GOAL_P99_MS = 100;

// Where the data lives: a new database on the PostgreSQL server given (two processes), or a PGlite folder (one).
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'labora-bench-realtime-'));
let databaseUrl = '';
if (adminUrl) {
  databaseUrl = await createDatabase(adminUrl, `labora_bench_realtime_${Date.now()}`);
}
const openData = () => openDatabase(databaseUrl ? { databaseUrl } : { dataDir, embedded: { thread: false } });

// 1. People, their sessions and the group, written directly (the server is not running yet).
const database = await openData();
await runMigrations(database);
await database.db.execute(
  sql.raw(`insert into users (first_name, last_name, email, phone, password_hash, is_freelancer, created_at)
  select 'Pessoa', 'Bench ' || i, 'bench.realtime.' || i || '@exemplo.com', '11987654321', 'x', true, now()
  from generate_series(1, ${CLIENTS}) as i`),
);
const people = await queryRows(
  database.db,
  sql.raw(`select id from users where email like 'bench.realtime.%' order by created_at, email`),
);
const tokens = people.map(() => randomBytes(32).toString('hex'));
const sha256 = (value) => createHash('sha256').update(value).digest('hex');
for (let i = 0; i < people.length; i += 500) {
  const values = people
    .slice(i, i + 500)
    .map((p, j) => `('${p.id}', '${sha256(tokens[i + j])}', now() + interval '1 day')`)
    .join(',');
  await database.db.execute(sql.raw(`insert into sessions (user_id, token_hash, expires_at) values ${values}`));
}
// Members spread over the clients (so each process holds half of them on PostgreSQL); the first is the sender.
const memberIndexes = Array.from({ length: GROUP }, (_, k) => Math.floor((k * CLIENTS) / GROUP));
const [group] = await queryRows(
  database.db,
  sql.raw(
    `insert into conversations (kind, name, created_by) values ('group', 'Bench', '${people[0].id}') returning id`,
  ),
);
await database.db.execute(
  sql.raw(
    `insert into conversation_members (conversation_id, user_id, role) values ${memberIndexes
      .map((k, n) => `('${group.id}', '${people[k].id}', '${n === 0 ? 'owner' : 'member'}')`)
      .join(',')}`,
  ),
);
await database.close();

// 2. The server(s), as `npm start` runs them.
async function startApi() {
  const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: '0',
      RATE_LIMIT_FACTOR: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  child.channel?.unref();
  let output = '';
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Labora did not start in 90 s:\n${output}`)), 90_000);
    const onData = (chunk) => {
      output += chunk;
      const match = /Labora listening on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`Labora exited with ${code}:\n${output}`)));
  });
  return {
    url,
    rss: () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) * 1024,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
const servers = [await startApi()];
if (databaseUrl) servers.push(await startApi());
const settle = () => new Promise((resolve) => setTimeout(resolve, 2_000));

// 3. The sockets: client i on server i % servers.length.
await settle();
const rssBefore = servers.map((s) => s.rss());
const sockets = [];
/** Per message text (unique): when its POST left. */
const sentAt = new Map();
const latencies = [];
let received = 0;
let onReceived = () => {};
const memberSet = new Set(memberIndexes.slice(1));
async function openSocket(i) {
  const server = servers[i % servers.length];
  const ws = new WebSocket(`${server.url.replace(/^http/, 'ws')}/api/realtime`, ['labora.realtime', tokens[i]]);
  await new Promise((resolve, reject) => {
    ws.on('message', (data) => {
      const event = JSON.parse(String(data));
      if (event.type === 'ready') resolve();
      if (event.type === 'message' && memberSet.has(i)) {
        const start = sentAt.get(event.message.text);
        if (start !== undefined) latencies.push(performance.now() - start);
        received += 1;
        onReceived();
      }
    });
    ws.once('error', reject);
  });
  sockets.push(ws);
}
const connectStarted = performance.now();
for (let i = 0; i < CLIENTS; i += 100) {
  await Promise.all(Array.from({ length: Math.min(100, CLIENTS - i) }, (_, k) => openSocket(i + k)));
}
const connectSeconds = (performance.now() - connectStarted) / 1000;
await settle();
const rssAfter = servers.map((s) => s.rss());

// 4. Messages from the first member, through the server of its socket.
const sender = { token: tokens[0], server: servers[0] };
const others = GROUP - 1;
async function send(text) {
  sentAt.set(text, performance.now());
  const res = await fetch(`${sender.server.url}/api/conversations/${group.id}/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${sender.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ text }),
  });
  if (res.status !== 201) throw new Error(`send: ${res.status} ${await res.text()}`);
}
const allReceived = (expected, timeoutMs) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`only ${received} of ${expected} deliveries arrived`)), timeoutMs);
    onReceived = () => {
      if (received >= expected) {
        clearTimeout(timer);
        resolve();
      }
    };
    onReceived();
  });
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 10) / 10;
};

// 4a. Paced: latency at a steady conversation's rate.
for (let n = 0; n < PACED; n++) {
  const next = performance.now() + 1000 / PACE_PER_SECOND;
  await send(`Mensagem ${n}`);
  const wait = next - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
await allReceived(PACED * others, 30_000);
const paced = latencies.splice(0);

// 4b. Flat out: IN_FLIGHT sends at once until BURST were sent.
const burstStarted = performance.now();
let sent = 0;
await Promise.all(
  Array.from({ length: IN_FLIGHT }, async () => {
    while (sent < BURST) {
      sent += 1;
      await send(`Rajada ${sent}`);
    }
  }),
);
await allReceived((PACED + BURST) * others, 60_000);
const burstSeconds = (performance.now() - burstStarted) / 1000;
const burst = latencies.splice(0);

for (const ws of sockets) ws.terminate();
await Promise.all(servers.map((s) => s.stop()));
if (adminUrl) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`);
  await admin.end();
}
rmSync(dataDir, { recursive: true, force: true });

const perConnectionKb = servers.map(
  (_, k) => Math.round((rssAfter[k] - rssBefore[k]) / (CLIENTS / servers.length) / 102.4) / 10,
);
const result = {
  database: adminUrl ? 'postgres' : 'pglite',
  processes: servers.length,
  clients: CLIENTS,
  groupMembers: GROUP,
  connectSeconds: Math.round(connectSeconds * 10) / 10,
  paced: {
    messages: PACED,
    perSecond: PACE_PER_SECOND,
    deliveries: paced.length,
    latencyMs: { p50: Math.round(median(paced) * 10) / 10, p99: percentile(paced, 99), max: percentile(paced, 100) },
  },
  burst: {
    messages: BURST,
    inFlight: IN_FLIGHT,
    messagesPerSecond: Math.round(BURST / burstSeconds),
    deliveriesPerSecond: Math.round((BURST * others) / burstSeconds),
    latencyMs: { p50: Math.round(median(burst) * 10) / 10, p99: percentile(burst, 99) },
  },
  memory: {
    rssBeforeMb: rssBefore.map((b) => Math.round(b / 1048576)),
    rssAfterMb: rssAfter.map((b) => Math.round(b / 1048576)),
    perConnectionKb,
  },
  goal: { pacedP99Ms: GOAL_P99_MS, met: percentile(paced, 99) < GOAL_P99_MS },
};
console.log(JSON.stringify(result, null, 2));
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(root, `bench/results/realtime-${result.database}.json`),
  `${JSON.stringify(result, null, 2)}\n`,
);
if (!result.goal.met) process.exitCode = 1;
