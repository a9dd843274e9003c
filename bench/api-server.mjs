// The server side of `npm run bench` (bench/run.mjs starts it with an IPC channel): opens the database
// (PGlite in a temporary folder, or TEST_DATABASE_URL), generates the marketplace (bench/generate.mjs),
// serves the API and a bare Fastify route from this one process, and on request runs a route's own SQL
// statements straight through the same driver, so the API's cost over its SQL can be told apart.
//
// BENCH_FROM=source runs apps/api/src through tsx (while iterating); the default is the built apps/api/dist.
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { benchId, generateMarketplace, sizeFromArgs } from './generate.mjs';
import { benchAccount } from './lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const api = path.join(root, 'apps/api', process.env.BENCH_FROM === 'source' ? 'src' : 'dist');
const load = (file) => import(path.join(api, file));
const [{ buildApp }, { openDatabase }, { runMigrations }, { ensureCities }, content] = await Promise.all([
  load('app.js'),
  load('db/client.js'),
  load('db/migrate.js'),
  load('db/seed/cities.js'),
  load('db/seed/marketplace-content.js'),
]);

const size = sizeFromArgs();
const url = process.env.TEST_DATABASE_URL;
const log = (line) => process.send?.({ type: 'log', line });

// PGlite: a generated folder may be kept between runs (BENCH_CACHE_DIR) and copied, as generating a million
// jobs takes minutes; PostgreSQL is always generated afresh (its server is thrown away).
const cacheRoot = process.env.BENCH_CACHE_DIR;
const cached =
  !url && cacheRoot ? path.join(cacheRoot, `pglite-${size.jobs}-${size.freelancers}-${size.contracts}`) : null;
const dataDir = url ? null : await mkdtemp(path.join(tmpdir(), 'labora-bench-'));
if (cached && existsSync(path.join(cached, 'ready'))) {
  log(`pglite: copying the generated database from ${cached}`);
  await cp(cached, dataDir, { recursive: true });
}
const rssAtStart = process.memoryUsage().rss;
// BENCH_EMBEDDED='{"thread":false}' and the like compare ways of running PGlite (db/client.ts EmbeddedOptions).
const embedded = process.env.BENCH_EMBEDDED ? JSON.parse(process.env.BENCH_EMBEDDED) : undefined;
let database = await openDatabase({ databaseUrl: url, dataDir: dataDir ?? undefined, embedded });
await runMigrations(database);
const run = (text) => database.db.execute(sql.raw(text));
const [{ n: existing }] = (await run('select count(*)::int as n from jobs')).rows;
let generateSeconds = null;
if (existing === 0) {
  await ensureCities(database.db);
  generateSeconds = await generateMarketplace(run, content, size, { log });
  if (!url) {
    // Reopen, so the measured process holds no memory of the load (a WebAssembly heap never shrinks).
    await database.close();
    if (cached) {
      await rm(cached, { recursive: true, force: true });
      await cp(dataDir, cached, { recursive: true });
      await cp(path.join(root, 'package.json'), path.join(cached, 'ready'));
      log(`pglite: generated database kept in ${cached}`);
    }
    database = await openDatabase({ dataDir, embedded });
    global.gc?.();
  }
}
const counts = (
  await run(
    'select (select count(*) from jobs)::int as jobs, (select count(*) from users)::int as users, (select count(*) from contracts)::int as contracts, (select count(*) from reviews)::int as reviews',
  )
).rows[0];

const app = await buildApp({
  db: database.db,
  mailer: { send: async () => {} },
  uploadsDir: tmpdir(),
  webRoot: '/nonexistent',
  ...(process.env.BENCH_LOG ? { loggerInstance: (await import('pino')).default({ level: 'error' }) } : {}),
});
await app.ready();

// One admin, so every route (the admin list included) runs as the same signed-in user.
const who = await benchAccount(app, `bench-${process.pid}@exemplo.com`);
await database.db.execute(sql`update users set role = 'admin' where id = ${who.id}`);
const { headers } = who;

const ROUTES = [
  { name: 'GET /api/auth/me', path: '/api/auth/me' },
  { name: 'GET /api/jobs (page 1)', path: '/api/jobs' },
  { name: 'GET /api/jobs/:id', path: `/api/jobs/${benchId('job', 3)}` },
  { name: 'GET /api/jobs?search=site', path: '/api/jobs?search=site' },
  { name: 'GET /api/freelancers?search=react', path: '/api/freelancers?search=react' },
  { name: 'GET /api/usuarios (admin, page 1)', path: '/api/usuarios?page=1' },
];

// The statements one request of a route sends, in order, caught at the driver (drizzle's client).
const client = database.db.$client;
const driverQuery = client.query.bind(client);
let capture = null;
client.query = (...args) => {
  if (capture) {
    const [first, values] = args;
    // Drizzle calls query(text, values) or, on node-postgres, query({ text, … }, values).
    capture.push({ text: typeof first === 'string' ? first : first.text, values: values ?? first.values ?? [] });
  }
  return driverQuery(...args);
};
async function statementsOf(route) {
  capture = [];
  const res = await app.inject({ method: 'GET', url: route.path, headers });
  const statements = capture;
  capture = null;
  if (res.statusCode !== 200) throw new Error(`${route.path}: ${res.statusCode} ${res.body}`);
  return { statements, bytes: res.rawPayload.length, body: res.json() };
}
const routes = [];
// BENCH_ROUTES=me,search picks routes whose name contains one of the words.
const only = process.env.BENCH_ROUTES?.split(',');
for (const route of ROUTES.filter((r) => !only || only.some((word) => r.name.includes(word)))) {
  // Warm: plans, caches, JIT.
  for (let i = 0; i < 20; i++) await app.inject({ method: 'GET', url: route.path, headers });
  const { statements, bytes, body } = await statementsOf(route);
  const found = body.total === undefined ? undefined : `${body.totalCapped ? `${body.total}+` : body.total}`;
  routes.push({ ...route, statements, bytes, found });
}

/** The route's statements run back to back by `connections` concurrent loops for `seconds`, through the same driver. */
async function directSql(statements, connections, seconds) {
  const latencies = [];
  let done = 0;
  const until = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      for (const s of statements) await driverQuery(s.text, s.values);
      latencies.push(performance.now() - t0);
      done++;
    }
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.ceil(latencies.length * q) - 1)] ?? 0;
  return { requestsPerSecond: done / elapsed, p50: at(0.5), p95: at(0.95), p99: at(0.99), count: done };
}

const address = await app.listen({ port: 0, host: '127.0.0.1' });
const bare = Fastify();
bare.get('/ping', async () => ({ ok: true }));
const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });

process.on('message', async (message) => {
  const reply = (body) => process.send({ id: message.id, ...body });
  try {
    if (message.cmd === 'cpu') {
      // CPU seconds of the whole process and of its main (event loop) thread: robust to a busy machine.
      const ticks = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1].split(' ');
      const hz = 100;
      const usage = process.cpuUsage();
      reply({ process: (usage.user + usage.system) / 1e6, main: (Number(ticks[11]) + Number(ticks[12])) / hz });
    } else if (message.cmd === 'rss') {
      global.gc?.();
      reply({ rss: process.memoryUsage().rss });
    } else if (message.cmd === 'direct') {
      const route = routes.find((r) => r.name === message.route);
      reply(await directSql(route.statements, message.connections, message.seconds));
    } else if (message.cmd === 'stop') {
      await bare.close();
      await app.close();
      await database.close();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
      reply({});
      process.exit(0);
    }
  } catch (error) {
    reply({ error: String(error?.stack ?? error) });
  }
});
// The parent's going (however it goes) ends this process too.
process.once('disconnect', () => process.exit(0));

process.send({
  type: 'ready',
  kind: database.kind,
  size,
  counts,
  generateSeconds,
  rssAtStart,
  rssReady: process.memoryUsage().rss,
  address,
  bareAddress,
  headers,
  routes: routes.map((r) => ({
    name: r.name,
    path: r.path,
    bytes: r.bytes,
    found: r.found,
    statements: r.statements.length,
  })),
});
