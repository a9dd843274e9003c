// `npm run bench:marketplace` (embedded PGlite) and `npm run bench:marketplace:pg` (a throwaway PostgreSQL server):
// loads 1,000,000 jobs and 100,000 freelancers, then measures GET /api/jobs?search=… and GET /api/freelancers?search=…
// (median and p95 through app.inject), and throughput with autocannon over HTTP against a bare Fastify route
// served by the same process on the same machine in the same run.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../apps/api/dist/app.js';
import { openDatabase, queryRows } from '../apps/api/dist/db/client.js';
import { runMigrations } from '../apps/api/dist/db/migrate.js';
import { ensureCities } from '../apps/api/dist/db/seed/cities.js';
import { CATEGORIES, FIRST_NAMES, LAST_NAMES } from '../apps/api/dist/db/seed/marketplace-content.js';
import { benchAccount, median } from './lib.mjs';

const JOBS = Number(process.env.BENCH_JOBS ?? 1_000_000);
const FREELANCERS = Number(process.env.BENCH_FREELANCERS ?? 100_000);
const CLIENTS = 20_000;
const RUNS = 40;
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);

const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const dataDir = url ? null : await mkdtemp(path.join(tmpdir(), 'labora-bench-'));
const database = await openDatabase({ databaseUrl: url, dataDir: dataDir ?? undefined });
await runMigrations(database);
const db = database.db;
await ensureCities(db);

const text = (items) => `array[${items.map((s) => `'${s.replaceAll("'", "''")}'`).join(',')}]`;
const titles = CATEGORIES.flatMap((c) =>
  c.jobs.map((j) =>
    j.title
      .replace(' para {negocio}', '')
      .replace(' de {negocio}', '')
      .replace(' do {negocio}', '')
      .replace('{negocio}', 'empresa'),
  ),
);
const descriptions = CATEGORIES.flatMap((c) =>
  c.jobs.map((j) => j.description.replaceAll('{negocio}', 'nossa empresa')),
);
const skills = [...new Set(CATEGORIES.flatMap((c) => c.skills))];
const categories = CATEGORIES.map((c) => c.jobCategory);
const cargos = CATEGORIES.flatMap((c) => c.titles);
const time = async (label, fn) => {
  const start = performance.now();
  await fn();
  const s = (performance.now() - start) / 1000;
  console.log(`  ${label}: ${s.toFixed(1)} s`);
  return s;
};

console.log(
  `${database.kind}: loading ${FREELANCERS.toLocaleString('en')} freelancers, ${CLIENTS.toLocaleString('en')} clients and ${JOBS.toLocaleString('en')} jobs`,
);
await db.execute(sql.raw('drop index if exists users_profile_search_trgm_idx'));
await db.execute(sql.raw('drop index if exists jobs_search_text_trgm_idx'));
await time('people', () =>
  db.execute(
    sql.raw(`insert into users (first_name, last_name, email, phone, password_hash, is_freelancer, user_type, location, hourly_rate_cents, skills, bio, created_at)
    select (${text(FIRST_NAMES)})[1 + i % ${FIRST_NAMES.length}],
           (${text(LAST_NAMES)})[1 + (i / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}],
           'bench.' || i || '@exemplo.com.br', '11987654321', 'not-a-hash',
           i <= ${FREELANCERS},
           (${text(cargos)})[1 + i % ${cargos.length}],
           c.name || ', ' || c.uf,
           (40 + i % 200) * 100,
           array[(${text(skills)})[1 + i % ${skills.length}], (${text(skills)})[1 + (i / 7) % ${skills.length}]],
           'Profissional com experiência em projetos para empresas de todo o Brasil.',
           now() - make_interval(mins => i)
    from generate_series(1, ${FREELANCERS + CLIENTS}) as i
    join (select row_number() over (order by population desc) as n, name, uf from cities limit 500) c on c.n = 1 + i % 500`),
  ),
);
await time('jobs', async () => {
  const batch = 250_000;
  for (let from = 1; from <= JOBS; from += batch) {
    const to = Math.min(JOBS, from + batch - 1);
    await db.execute(
      sql.raw(`with clients as (select array_agg(id) as ids from (select id from users where is_freelancer = false and email like 'bench.%' limit ${CLIENTS}) c)
      insert into jobs (client_id, title, category, project_type, budget_cents, hourly_rate_cents, duration, experience_level, description, delivery_deadline, skills, status, created_at, updated_at)
      select ids[1 + i % ${CLIENTS}],
             (${text(titles)})[1 + i % ${titles.length}] || ' #' || i,
             ((${text(categories)})[1 + i % ${categories.length}])::job_category,
             (case when i % 4 = 0 then 'hourly' else 'fixed' end)::project_type,
             case when i % 4 = 0 then null else (500 + i % 20000) * 100 end,
             case when i % 4 = 0 then (50 + i % 200) * 100 end,
             '1 mês',
             ((array['iniciante','intermediario','experiente','especialista'])[1 + i % 4])::experience_level,
             (${text(descriptions)})[1 + i % ${descriptions.length}],
             current_date + 30,
             array[(${text(skills)})[1 + i % ${skills.length}], (${text(skills)})[1 + (i / 11) % ${skills.length}]],
             (case when i % 10 = 0 then 'closed' else 'open' end)::job_status,
             now() - make_interval(secs => i * 30), now()
      from clients, generate_series(${from}, ${to}) as i`),
    );
  }
});
await time('trigram indexes', async () => {
  await db.execute(
    sql.raw('create index users_profile_search_trgm_idx on users using gin (profile_search_text gin_trgm_ops)'),
  );
  await db.execute(sql.raw('create index jobs_search_text_trgm_idx on jobs using gin (search_text gin_trgm_ops)'));
  await db.execute(sql.raw('analyze'));
});
const [{ jobs: jobCount }] = await queryRows(db, sql`select count(*)::int as jobs from jobs`);

if (process.env.BENCH_EXPLAIN) {
  // The plans behind the figures, for whoever tunes the indexes next.
  for (const term of ['site', 'criacao de logotipo', 'react']) {
    const plan = await queryRows(
      db,
      sql`explain (analyze, buffers) select jobs.*, users.first_name from jobs join users on users.id = jobs.client_id
      where jobs.status = 'open' and jobs.search_text like ${`%${term}%`}
      order by jobs.created_at desc, jobs.id desc limit 20`,
    );
    console.log(`\nplan for '${term}':\n${plan.map((row) => row['QUERY PLAN']).join('\n')}`);
  }
}

const app = await buildApp({ db, mailer: { send: async () => {} }, uploadsDir: tmpdir() });
await app.ready();
const { headers } = await benchAccount(app);

async function measure(path) {
  const times = [];
  let found = '';
  for (let i = 0; i < RUNS + 3; i++) {
    const t0 = performance.now();
    const res = await app.inject({ method: 'GET', url: path, headers });
    const ms = performance.now() - t0;
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
    const body = res.json();
    found = `${body.totalCapped ? `${body.total}+` : body.total} found`;
    if (i >= 3) times.push(ms);
  }
  times.sort((a, b) => a - b);
  return { path, found, median: median(times), p95: times[Math.ceil(times.length * 0.95) - 1] };
}

console.log(
  `\n${database.kind}: ${jobCount.toLocaleString('en')} jobs; latency through app.inject, ${RUNS} runs after 3 warm-ups`,
);
const paths = [
  '/api/jobs',
  '/api/jobs?search=site',
  '/api/jobs?search=criacao%20de%20logotipo',
  '/api/jobs?search=%2399999',
  '/api/jobs?search=marketing',
  '/api/jobs?search=react&projectType=hourly',
  '/api/jobs?search=podcast&page=5',
  // Several words: each one required, in any field.
  '/api/jobs?search=logotipo%20academia',
  '/api/jobs?search=site%20react%20loja',
  '/api/jobs?search=desenvolvedor%20react',
  '/api/jobs?search=logo%20designer',
  '/api/jobs?search=logotipo%20academia%20moderna',
  '/api/jobs?category=Consultoria&experienceLevel=especialista',
  '/api/freelancers',
  '/api/freelancers?search=sao%20paulo',
  '/api/freelancers?search=react',
  '/api/freelancers?search=joao%20silva',
  '/api/freelancers?search=fotografo',
  '/api/freelancers?search=desenvolvedor%20react',
  '/api/freelancers?search=designer%20recife',
  '/api/freelancers?search=logotipo%20recife',
  '/api/freelancers?search=desenvolvedor%20react%20sao%20paulo',
  '/api/freelancers?search=fotografo%20casamento%20recife',
];
// The machine is shared: BENCH_PASSES measures every path again after the others, each pass with its load average.
const PASSES = Number(process.env.BENCH_PASSES ?? 1);
const pad = Math.max(...paths.map((p) => p.length));
for (let pass = 1; pass <= PASSES; pass++) {
  const rows = [];
  for (const p of paths) rows.push(await measure(p));
  console.log(
    `\npass ${pass} of ${PASSES}, load average ${(await readFile('/proc/loadavg', 'utf8').catch(() => '?')).trim()}`,
  );
  for (const r of rows) {
    console.log(
      `${r.path.padEnd(pad)}  median ${r.median.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  (${r.found})`,
    );
  }
}

// Throughput over real HTTP: the search route against a bare route answering a constant.
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const bare = Fastify();
bare.get('/ping', async () => ({ ok: true }));
const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });
const load = (target, extra = {}) => autocannon({ url: target, connections: 10, duration: LOAD_SECONDS, ...extra });
console.log(`\nthroughput, autocannon ${LOAD_SECONDS} s, 10 connections`);
for (const [label, target, extra] of [
  ['bare Fastify GET /ping', `${bareAddress}/ping`, {}],
  ['GET /api/jobs?search=site', `${address}/api/jobs?search=site`, { headers }],
  ['GET /api/freelancers?search=react', `${address}/api/freelancers?search=react`, { headers }],
]) {
  const result = await load(target, extra);
  console.log(
    `${label.padEnd(36)} ${Math.round(result.requests.average).toLocaleString('en').padStart(7)} req/s  p99 ${result.latency.p99} ms  errors ${result.errors + result.non2xx}`,
  );
}
await bare.close();
await app.close();
await database.close();
if (dataDir) await rm(dataDir, { recursive: true, force: true });
