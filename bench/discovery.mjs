// `npm run bench:discovery` (embedded PGlite) and `npm run bench:discovery:pg` (a throwaway PostgreSQL server):
// loads 100,000 freelancers across the 12 dashboard categories (Cargo and skills of the demo content, 500 cities,
// rates, and the ratings and counts users keep, about a fifth of them new), then measures GET /api/freelancers with
// the Freelancers tab's searches, filters and orders (median and p95 through app.inject). Goal: p95 < 30 ms on
// PostgreSQL. To iterate on plans, keep the data between runs: BENCH_DATABASE_URL (a server of yours) or
// BENCH_DATA_DIR (a PGlite folder); a database that already holds the freelancers is measured without loading again.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/dist/app.js';
import { openDatabase, queryRows } from '../apps/api/dist/db/client.js';
import { runMigrations } from '../apps/api/dist/db/migrate.js';
import { ensureCities } from '../apps/api/dist/db/seed/cities.js';
import { CATEGORIES, FIRST_NAMES, LAST_NAMES } from '../apps/api/dist/db/seed/marketplace-content.js';
import { benchAccount, median } from './lib.mjs';

const FREELANCERS = Number(process.env.BENCH_FREELANCERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const GOAL_MS = 30;

const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const dataDir = url ? null : (process.env.BENCH_DATA_DIR ?? (await mkdtemp(path.join(tmpdir(), 'labora-bench-'))));
const database = await openDatabase({ databaseUrl: url, dataDir: dataDir ?? undefined });
await runMigrations(database);
const db = database.db;
await ensureCities(db);

const text = (items) => `array[${items.map((s) => `'${s.replaceAll("'", "''")}'`).join(',')}]`;
// Per category (i % 12): its titles as Cargo, two of its skills.
const n = CATEGORIES.length;
const cargoOf = `(${text(CATEGORIES.flatMap((c) => c.titles.slice(0, 3)))})[1 + (i % ${n}) * 3 + (i / ${n}) % 3]`;
const skillsPer = 6;
const skillOf = (offset) =>
  `(${text(CATEGORIES.flatMap((c) => c.skills.slice(0, skillsPer)))})[1 + (i % ${n}) * ${skillsPer} + (i / ${n} + ${offset}) % ${skillsPer}]`;

const [loaded] = await queryRows(
  db,
  sql.raw("select count(*)::int as n from users where email like 'bench.discovery.%'"),
);
if (loaded.n) console.log(`${database.kind}: ${loaded.n.toLocaleString('en')} freelancers already loaded`);
else await load();

async function load() {
  console.log(`${database.kind}: loading ${FREELANCERS.toLocaleString('en')} freelancers`);
  const start = performance.now();
  await db.execute(
    sql.raw(`insert into users (first_name, last_name, email, phone, password_hash, is_freelancer, user_type, location,
      hourly_rate_cents, skills, bio, rating_sum, review_count, completed_contracts, created_at)
    select (${text(FIRST_NAMES)})[1 + i % ${FIRST_NAMES.length}],
           (${text(LAST_NAMES)})[1 + (i / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}],
           'bench.discovery.' || i || '@exemplo.com.br', '11987654321', 'not-a-hash', true,
           ${cargoOf}, c.name || ', ' || c.uf,
           case when i % 17 = 0 then null else (30 + (i * 7) % 250) * 100 end,
           array[${skillOf(0)}, ${skillOf(2)}],
           'Profissional com experiência em projetos para empresas de todo o Brasil.',
           case when i % 5 = 0 then 0 else (i % 30) * (35 + i % 16) / 10 end,
           case when i % 5 = 0 then 0 else i % 30 end,
           case when i % 5 = 0 then 0 else i % 30 + i % 3 end,
           now() - make_interval(mins => i)
    from generate_series(1, ${FREELANCERS}) as i
    join (select row_number() over (order by population desc) as n, name, uf from cities limit 500) c
      on c.n = 1 + (i * 13) % 500`),
  );
  await db.execute(sql.raw('analyze users'));
  console.log(`  loaded and analysed in ${((performance.now() - start) / 1000).toFixed(1)} s`);
}

if (process.env.BENCH_EXPLAIN) {
  // The plans behind the slowest figures, for whoever tunes the indexes next.
  const listed = 'is_freelancer and is_active';
  const design = "work_categories && '{1}'::smallint[]";
  for (const where of [
    `${listed} and profile_search_text like '%react%'`,
    `${listed} and labora_fold(location) = 'campinas, sp'`,
    `${listed} and ${design} and location like '%, RJ' and rating >= 4`,
  ]) {
    for (const query of [
      `select id from users where ${where} order by relevance desc, created_at desc, id desc limit 12`,
      `select count(*) from (select 1 from users where ${where} limit 1001) m`,
    ]) {
      const plan = await queryRows(db, sql.raw(`explain analyze ${query}`));
      console.log(`\n${query}\n${plan.map((row) => row['QUERY PLAN']).join('\n')}`);
    }
  }
}

const app = await buildApp({ db, mailer: { send: async () => {} }, uploadsDir: tmpdir() });
await app.ready();
const { headers } = await benchAccount(app);

async function measure(query) {
  const path = `/api/freelancers?pageSize=12${query ? `&${query}` : ''}`;
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
  return {
    query: query || '(no filter, relevance)',
    found,
    median: median(times),
    p95: times[Math.ceil(times.length * 0.95) - 1],
  };
}

const q = (params) => new URLSearchParams(params).toString();
const queries = [
  '',
  q({ order: 'newest' }),
  q({ order: 'rate_asc' }),
  q({ order: 'rate_desc', page: '5' }),
  q({ search: 'programacao' }),
  q({ search: 'react' }),
  q({ search: 'react', order: 'newest' }),
  q({ search: 'react', order: 'rate_asc' }),
  q({ search: 'react', order: 'rate_desc', page: '3' }),
  q({ search: 'react', state: 'SP' }),
  q({ search: 'design' }),
  q({ search: 'design', minRating: '4' }),
  q({ search: 'a' }),
  q({ search: 'ux' }),
  q({ search: 'seo' }),
  q({ search: 'silva' }),
  q({ search: 'campinas' }),
  q({ search: 'joao silva' }),
  q({ category: 'Programação & Tecnologia' }),
  q({ category: 'Música & Áudio', order: 'rate_asc' }),
  q({ category: 'Desenvolvimento Web' }),
  q({ city: 'Campinas, SP' }),
  q({ state: 'SP', minRating: '4.5' }),
  q({ minRateCents: '5000', maxRateCents: '9000', order: 'rate_asc' }),
  q({ level: 'Top Rated' }),
  q({ level: 'Novo', order: 'newest' }),
  q({ category: 'Design Gráfico', state: 'RJ', minRating: '4', order: 'rate_desc' }),
  q({ search: 'fotografia', city: 'Rio de Janeiro, RJ', level: 'Nível 2' }),
];

console.log(
  `\n${database.kind}: GET /api/freelancers, ${RUNS} runs after 3 warm-ups (goal p95 < ${GOAL_MS} ms on PostgreSQL)`,
);
const rows = [];
for (const query of queries) rows.push(await measure(query));
const pad = Math.max(...rows.map((r) => r.query.length));
for (const r of rows) {
  console.log(
    `${r.query.padEnd(pad)}  median ${r.median.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  (${r.found})`,
  );
}
const worst = Math.max(...rows.map((r) => r.p95));
console.log(`\nworst p95 ${worst.toFixed(1)} ms: goal ${worst < GOAL_MS ? 'met' : 'missed'} (${database.kind})`);
await app.close();
await database.close();
