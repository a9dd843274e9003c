// `npm run bench`: the API's reads against their own SQL, on PGlite and on PostgreSQL, in one table.
//
//   npm run bench                          # default size (1,000,000 jobs): minutes to generate
//   npm run bench -- --size=small          # 50,000 jobs, for a quick run (also: BENCH_SIZE=small)
//   node bench/run.mjs --db=pglite --size=small --seconds=5   # one database, shorter loads, no build
//   node bench/run.mjs --db=demo                             # only the built server with the demo data: memory, two routes
//   npm run bench -- --pages=0             # without the pages (JavaScript weight and Lighthouse)
//
// For each route and a bare Fastify route served by the same process: requests/s and p50/p95/p99 latency at
// 1, 16 and 64 connections (autocannon, from this process; the server is bench/api-server.mjs), the server's RSS
// before and after, and the route's own SQL statements run straight through the same driver in the same
// process at the same concurrency: the ratio is the route's throughput over its SQL's. Then the memory of
// a real server (`npm start`'s) after starting with the demo data, and the pages (bench/pages.mjs). Prints one
// table and each goal of the issue met or missed; writes bench/results/.
// BENCH_FROM=source serves apps/api/src through tsx instead of the build; BENCH_CACHE_DIR keeps generated
// PGlite folders between runs.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sizeFromArgs } from './generate.mjs';
import { startBuiltServer } from './lib.mjs';
import { measurePages, GOALS as PAGE_GOALS, printPages } from './pages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, 'bench/results');
const arg = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ??
  process.env[`BENCH_${name.toUpperCase()}`] ??
  fallback;
const size = sizeFromArgs();
const seconds = Number(arg('seconds', 10));
const connectionCounts = arg('connections', '1,16,64').split(',').map(Number);
const which = arg('db', 'both');
const fromSource = process.env.BENCH_FROM === 'source';
// BENCH_SERVER_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server (its database thread too).
const nodeArgs = [
  '--expose-gc',
  ...(fromSource ? ['--conditions=source', '--import', 'tsx'] : []),
  ...(process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? []),
];
const MB = 1024 * 1024;

/** Starts bench/api-server.mjs and returns its ready message and a request function over IPC. */
async function startApiServer() {
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, 'bench/api-server.mjs'), `--size=${size.name}`], {
    cwd: root,
    env: process.env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let nextId = 1;
  const waiting = new Map();
  const ready = new Promise((resolve, reject) => {
    child.on('message', (message) => {
      if (message.type === 'log') console.log(`  ${message.line}`);
      else if (message.type === 'ready') resolve(message);
      else if (message.id && waiting.has(message.id)) {
        const { resolve: done, reject: fail } = waiting.get(message.id);
        waiting.delete(message.id);
        if (message.error) fail(new Error(message.error));
        else done(message);
      }
    });
    child.once('exit', (code) => reject(new Error(`bench/api-server.mjs exited with ${code}`)));
  });
  const request = (body) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      child.send({ id, ...body });
    });
  return { info: await ready, request, child };
}

/** autocannon against one URL; latencies are collected here since autocannon reports no p95. */
async function loadTest(url, connections, duration, headers = {}) {
  const latencies = [];
  const instance = autocannon({ url, connections, duration, headers });
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.ceil(latencies.length * q) - 1)] ?? 0;
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function measureDatabase() {
  console.log(`\n== ${which}: size ${size.name} (${size.jobs.toLocaleString('en')} jobs), ${seconds} s per load`);
  const server = await startApiServer();
  const { info, request } = server;
  console.log(
    `  ${info.kind}: ${info.counts.jobs.toLocaleString('en')} jobs, ${info.counts.users.toLocaleString('en')} users, ${info.counts.contracts.toLocaleString('en')} contracts, ${info.counts.reviews.toLocaleString('en')} reviews; RSS ${Math.round(info.rssReady / MB)} MB`,
  );
  const rss = async () => (await request({ cmd: 'rss' })).rss;
  const targets = [
    ...(process.env.BENCH_ROUTES && !process.env.BENCH_ROUTES.includes('ping')
      ? []
      : [{ name: 'bare Fastify GET /ping (same process)', url: `${info.bareAddress}/ping`, bare: true }]),
    ...info.routes.map((r) => ({ ...r, url: `${info.address}${r.path}` })),
  ];
  const rows = [];
  for (const target of targets) {
    // A short warm-up so the first figure is not the JIT's.
    await loadTest(target.url, 16, Math.min(2, seconds), target.bare ? {} : info.headers);
    for (const connections of connectionCounts) {
      const rssBefore = await rss();
      const cpuBefore = await request({ cmd: 'cpu' });
      const http = await loadTest(target.url, connections, seconds, target.bare ? {} : info.headers);
      const cpuAfter = await request({ cmd: 'cpu' });
      const rssAfter = await rss();
      const served = http.requestsPerSecond * seconds;
      http.cpuMicrosPerRequest = ((cpuAfter.process - cpuBefore.process) * 1e6) / served;
      http.mainThreadMicrosPerRequest = ((cpuAfter.main - cpuBefore.main) * 1e6) / served;
      const direct = target.bare ? null : await request({ cmd: 'direct', route: target.name, connections, seconds });
      const row = {
        route: target.name,
        path: target.path ?? '/ping',
        connections,
        ...http,
        rssBeforeMB: Math.round(rssBefore / MB),
        rssAfterMB: Math.round(rssAfter / MB),
        statements: target.statements ?? 0,
        found: target.found,
        bytes: target.bytes,
        directSql: direct && {
          requestsPerSecond: direct.requestsPerSecond,
          p50: direct.p50,
          p95: direct.p95,
          p99: direct.p99,
        },
        ratio: direct ? http.requestsPerSecond / direct.requestsPerSecond : null,
      };
      rows.push(row);
      console.log(`  ${formatRow(row)}`);
    }
  }
  await request({ cmd: 'stop' }).catch(() => {});
  return { kind: info.kind, size: info.size, counts: info.counts, generateSeconds: info.generateSeconds, rows };
}

/** `npm start`'s server (PGlite) with the demo data: RSS after the first start (seeding) and the second, then auth/me and the list under load. */
async function measureDemoServer() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'labora-bench-memory-'));
  const entry = path.join(root, 'apps/api', fromSource ? 'src/server.ts' : 'dist/server.js');
  const start = async () => {
    const child = spawn(process.execPath, [...(fromSource ? ['--conditions=source', '--import', 'tsx'] : []), entry], {
      cwd: root,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', TEST_DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    child.channel?.unref();
    let output = '';
    const url = await new Promise((resolve, reject) => {
      child.stdout.on('data', (chunk) => {
        output += chunk;
        const match = /Labora listening on (http:\/\/[\d.]+:\d+)/.exec(output);
        if (match) resolve(match[1]);
      });
      child.stderr.on('data', (chunk) => {
        output += chunk;
      });
      child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
    });
    // Read once the server has settled: 15 s after it answers (it collects its start's garbage at 10 s).
    await new Promise((resolve) => setTimeout(resolve, 15_000));
    const status = () => readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const kb = (text, field) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(text)?.[1] ?? 0);
    const stop = async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    };
    return { url, status, kb, stop };
  };
  const first = await start();
  const firstRss = first.kb(first.status(), 'VmRSS');
  await first.stop();
  const second = await start();
  const secondRss = second.kb(second.status(), 'VmRSS');
  // Then loads signed in as a demo account: the issue's figures were taken on this server with the demo data.
  const login = await fetch(`${second.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@labora.dev', password: 'Labora@2026' }),
  }).then((r) => r.json());
  const headers = { authorization: `Bearer ${login.token}` };
  const loads = {};
  for (const [name, route] of [
    ['GET /api/auth/me', '/api/auth/me'],
    ['GET /api/jobs (page 1)', '/api/jobs'],
  ]) {
    await loadTest(`${second.url}${route}`, 16, Math.min(2, seconds), headers);
    loads[name] = await loadTest(`${second.url}${route}`, 16, seconds, headers);
  }
  const afterLoad = second.status();
  await second.stop();
  rmSync(dataDir, { recursive: true, force: true });
  const result = {
    firstStartMB: Math.round(firstRss / 1024),
    secondStartMB: Math.round(secondRss / 1024),
    afterLoadMB: Math.round(second.kb(afterLoad, 'VmRSS') / 1024),
    peakMB: Math.round(second.kb(afterLoad, 'VmHWM') / 1024),
    loads,
  };
  console.log(
    `  server RSS after start with the demo data: ${result.secondStartMB} MB (first start, while seeding: ${result.firstStartMB} MB); after the loads ${result.afterLoadMB} MB, peak ${result.peakMB} MB`,
  );
  for (const [name, load] of Object.entries(loads)) {
    console.log(
      `  demo data, 16 connections: ${name.padEnd(24)} ${Math.round(load.requestsPerSecond).toLocaleString('en').padStart(6)} req/s  p50 ${ms(load.p50)}  p95 ${ms(load.p95)}  p99 ${ms(load.p99)} ms`,
    );
  }
  return result;
}

// The searches the issue's end-to-end goals are about (over HTTP, with the total the screen shows).
const SEARCH_ROUTES = ['GET /api/jobs?search=site', 'GET /api/freelancers?search=react'];
const ms = (v) => (v < 10 ? v.toFixed(2) : v.toFixed(1));
function formatRow(r) {
  const sqlPart = r.directSql
    ? `  SQL ${Math.round(r.directSql.requestsPerSecond).toLocaleString('en').padStart(7)} req/s  ratio ${(r.ratio * 100).toFixed(0).padStart(3)}%`
    : '';
  return `${r.route.padEnd(38)} c${String(r.connections).padEnd(3)} ${Math.round(r.requestsPerSecond).toLocaleString('en').padStart(7)} req/s  p50 ${ms(r.p50).padStart(6)}  p95 ${ms(r.p95).padStart(6)}  p99 ${ms(r.p99).padStart(6)} ms  CPU ${Math.round(r.cpuMicrosPerRequest)} µs/req (main thread ${Math.round(r.mainThreadMicrosPerRequest)})${sqlPart}  RSS ${r.rssBeforeMB}→${r.rssAfterMB} MB${r.errors || r.non2xx ? `  ERRORS ${r.errors + r.non2xx}` : ''}`;
}

function printTable(results, memory) {
  console.log(`\n## npm run bench — ${describeMachine()}`);
  console.log(
    `size ${size.name}: ${size.jobs.toLocaleString('en')} jobs, ${size.freelancers.toLocaleString('en')} freelancers, ${size.contracts.toLocaleString('en')} contracts; ${seconds} s per load\n`,
  );
  console.log(
    '| database | route | conn | req/s | p50 ms | p95 ms | p99 ms | same SQL direct, req/s | ratio | RSS before → after MB |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const result of results) {
    for (const r of result.rows) {
      console.log(
        `| ${result.kind} | ${r.route} | ${r.connections} | ${Math.round(r.requestsPerSecond).toLocaleString('en')} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.directSql ? Math.round(r.directSql.requestsPerSecond).toLocaleString('en') : '—'} | ${r.ratio === null ? '—' : `${Math.round(r.ratio * 100)}%`} | ${r.rssBeforeMB} → ${r.rssAfterMB} |`,
      );
    }
  }
  if (memory) {
    console.log('\nThe server as `npm start` runs it (built, PGlite), with the demo data, 16 connections:\n');
    console.log('| route | req/s | p50 ms | p95 ms | p99 ms |');
    console.log('|---|---|---|---|---|');
    for (const [name, load] of Object.entries(memory.loads)) {
      console.log(
        `| ${name} | ${Math.round(load.requestsPerSecond).toLocaleString('en')} | ${ms(load.p50)} | ${ms(load.p95)} | ${ms(load.p99)} |`,
      );
    }
    console.log(
      `\nIts RSS after start: ${memory.secondStartMB} MB (first start, while seeding: ${memory.firstStartMB} MB); after the loads ${memory.afterLoadMB} MB, peak ${memory.peakMB} MB.`,
    );
  }
}

/** Each goal the figures answer, met or missed (scale-out has its own command: npm run bench:scale-out). */
function verdicts(results, memory, pages) {
  const lines = [];
  const check = (label, value, ok) => lines.push(`- ${label}: ${value} — ${ok ? 'met' : '**missed**'}`);
  const rowOf = (kind, route, connections = 16) =>
    results.find((r) => r.kind === kind)?.rows.find((row) => row.route === route && row.connections === connections);
  for (const result of results) {
    for (const row of result.rows.filter((r) => r.connections === 16 && r.ratio !== null)) {
      check(
        `${result.kind}: ${row.route} ≥ 50% of its SQL run directly (16 connections)`,
        `${Math.round(row.ratio * 100)}%`,
        row.ratio >= 0.5,
      );
    }
  }
  if (memory) {
    const me = memory.loads['GET /api/auth/me'].requestsPerSecond;
    const list = memory.loads['GET /api/jobs (page 1)'].requestsPerSecond;
    check(
      'PGlite, demo data: GET /api/auth/me ≥ 3,000 req/s',
      `${Math.round(me).toLocaleString('en')} req/s`,
      me >= 3000,
    );
    check(
      'PGlite, demo data: the jobs list ≥ 800 req/s',
      `${Math.round(list).toLocaleString('en')} req/s`,
      list >= 800,
    );
    check(
      'server memory after start with the demo data ≤ 250 MB',
      `${memory.secondStartMB} MB`,
      memory.secondStartMB <= 250,
    );
  }
  const at = size.jobs.toLocaleString('en');
  for (const [kind, p95Goal] of [
    ['pglite', 50],
    ['postgres', 20],
  ]) {
    for (const route of SEARCH_ROUTES) {
      const row = rowOf(kind, route);
      if (row) check(`${kind}, ${at} jobs: ${route} p95 < ${p95Goal} ms`, `${ms(row.p95)} ms`, row.p95 < p95Goal);
    }
  }
  for (const route of SEARCH_ROUTES) {
    const row = rowOf('postgres', route);
    if (row) {
      const rps = row.requestsPerSecond;
      check(`postgres, ${at} jobs: ${route} ≥ 500 req/s`, `${Math.round(rps).toLocaleString('en')} req/s`, rps >= 500);
    }
  }
  const page = (route) => pages?.find((p) => p.route === route);
  if (page('/login')) {
    const login = page('/login');
    check(
      '/login JavaScript ≤ 100 KB gzip',
      `${(login.jsGzip / 1024).toFixed(1)} KB`,
      login.jsGzip <= PAGE_GOALS.loginGzip,
    );
    check(
      '/login Lighthouse performance ≥ 98',
      String(login.performance),
      login.performance >= PAGE_GOALS.loginPerformance,
    );
  }
  if (page('/dashboard')) {
    const dashboard = page('/dashboard');
    check(
      '/dashboard Lighthouse performance ≥ 95',
      String(dashboard.performance),
      dashboard.performance >= PAGE_GOALS.dashboardPerformance,
    );
  }
  if (pages?.length) {
    const worst = Math.min(...pages.map((p) => p.accessibility));
    check('Lighthouse accessibility 100 on every page measured', String(worst), worst === PAGE_GOALS.accessibility);
  }
  return lines;
}

function describeMachine() {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 1024 ** 3)} GB, Node ${process.versions.node}, ${os.platform()} ${os.release()}`;
}

mkdirSync(resultsDir, { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
if (which === 'demo') {
  await measureDemoServer();
} else if (which === 'pglite' || which === 'postgres') {
  if (which === 'postgres' && !process.env.TEST_DATABASE_URL) {
    throw new Error('--db=postgres needs TEST_DATABASE_URL: run it through node scripts/with-postgres.mjs');
  }
  if (which === 'pglite') delete process.env.TEST_DATABASE_URL;
  const result = await measureDatabase();
  const file = process.env.BENCH_PART_FILE ?? path.join(resultsDir, `api-${which}-${size.name}-${stamp}.json`);
  writeFileSync(file, JSON.stringify({ machine: describeMachine(), seconds, ...result }, null, 2));
  if (!process.env.BENCH_PART_FILE) printTable([result], null);
} else {
  const partDir = mkdtempSync(path.join(os.tmpdir(), 'labora-bench-parts-'));
  const part = (db, command) =>
    new Promise((resolve, reject) => {
      const file = path.join(partDir, `${db}.json`);
      const args = [
        ...command,
        path.join(root, 'bench/run.mjs'),
        `--db=${db}`,
        `--size=${size.name}`,
        `--seconds=${seconds}`,
        `--connections=${connectionCounts.join(',')}`,
      ];
      const child = spawn(args[0], args.slice(1), {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, BENCH_PART_FILE: file },
      });
      child.once('exit', (code) =>
        code === 0
          ? resolve(JSON.parse(readFileSync(file, 'utf8')))
          : reject(new Error(`${db} part exited with ${code}`)),
      );
    });
  console.log(
    '\n== the server as `npm start` runs it, with the demo data (PGlite): memory and the two headline routes',
  );
  const memory = await measureDemoServer();
  const results = [];
  results.push(await part('pglite', [process.execPath]));
  results.push(
    await part('postgres', [process.execPath, path.join(root, 'scripts/with-postgres.mjs'), process.execPath]),
  );
  rmSync(partDir, { recursive: true, force: true });
  let pages = null;
  if (arg('pages', '1') !== '0') {
    console.log('\n== pages of the built app with the demo data: JavaScript before interaction, Lighthouse (mobile)');
    const server = await startBuiltServer({ SEED_DEMO: '1', RATE_LIMIT_FACTOR: '50' });
    try {
      pages = await measurePages(server.url, { runs: Number(arg('runs', 3)) });
    } finally {
      await server.stop();
    }
  }
  const goals = verdicts(results, memory, pages);
  const file = path.join(resultsDir, `api-${size.name}-${stamp}.json`);
  writeFileSync(
    file,
    JSON.stringify({ machine: describeMachine(), size, seconds, memory, results, pages, goals }, null, 2),
  );
  printTable(results, memory);
  if (pages) {
    console.log('\nPages (median of the Lighthouse runs):\n');
    printPages(pages);
  }
  console.log(`\nGoals:\n${goals.join('\n')}`);
  console.log(`\nwritten to ${path.relative(root, file)}`);
}
