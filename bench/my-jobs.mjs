// `npm run bench:my-jobs`: latency of a client's own jobs ('Meus trabalhos publicados', GET /api/jobs?owner=mine
// with each job's count of new proposals) and of one job's proposals inbox (GET /api/jobs/:id/inbox, with each
// freelancer's rating, completed contracts and level), for a client with 1,000 jobs and 20,000 proposals from
// 2,000 freelancers, 200 of those jobs hired, concluded and reviewed. In process through app.inject. Embedded
// PGlite by default; a PostgreSQL server when BENCH_DATABASE_URL (or TEST_DATABASE_URL, as
// `npm run bench:my-jobs:pg` sets it) is given.
import { tmpdir } from 'node:os';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/dist/app.js';
import { openDatabase, queryRows } from '../apps/api/dist/db/client.js';
import { runMigrations } from '../apps/api/dist/db/migrate.js';
import { benchAccount, median } from './lib.mjs';

const JOBS = 1_000;
const PER_JOB = 20;
const FREELANCERS = 2_000;
const RUNS = 60;
const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const database = await openDatabase({ databaseUrl: url });
await runMigrations(database);
const db = database.db;

await db.execute(sql.raw(`delete from users where email like 'benchmj.%'`));
const app = await buildApp({ db, mailer: { send: async () => {} }, uploadsDir: tmpdir() });
await app.ready();

const start = performance.now();
const client = await benchAccount(app, 'benchmj.cliente@exemplo.com');
await db.execute(
  sql.raw(`insert into users (first_name, last_name, email, phone, password_hash, is_freelancer, user_type, created_at)
  select 'Freelancer', 'Bench ' || i, 'benchmj.f' || lpad(i::text, 5, '0') || '@exemplo.com', '11987654321',
         'not-a-hash', true, 'Desenvolvedora', now() - make_interval(days => i % 400)
  from generate_series(1, ${FREELANCERS}) as i`),
);
// The client's jobs, newest first by number; every fifth one closed (hired).
await db.execute(
  sql.raw(`insert into jobs (client_id, title, category, project_type, budget_cents, duration, description,
                             delivery_deadline, skills, status, created_at, updated_at)
  select '${client.id}', 'Projeto de bench número ' || i,
         (array['Desenvolvimento Web','Design Gráfico','Marketing Digital','Consultoria'])[1 + i % 4]::job_category,
         'fixed', 100000 + i * 100, '1 mês', 'Um projeto para medir a caixa de propostas.',
         current_date + 30, array['React','SEO'],
         (case when i % 5 = 0 then 'closed' else 'open' end)::job_status,
         now() - make_interval(hours => i), now() - make_interval(hours => i)
  from generate_series(1, ${JOBS}) as i`),
);
// 20 proposals a job from distinct freelancers; half of them already seen by the client.
await db.execute(
  sql.raw(`with j as (select id, status, row_number() over (order by created_at desc) as n from jobs where client_id = '${client.id}'),
       f as (select id, row_number() over (order by email) as n from users where email like 'benchmj.f%')
  insert into proposals (job_id, freelancer_id, amount_cents, delivery_days, cover_letter, status, client_seen_at, created_at, updated_at)
  select j.id, f.id, 90000 + k * 1500, 5 + k, 'Tenho experiência com projetos assim e entrego com testes.',
         (case when j.status = 'closed' then (case when k = 1 then 'accepted' else 'rejected' end) else 'pending' end)::proposal_status,
         case when k % 2 = 0 then now() end,
         now() - make_interval(hours => j.n::int, mins => k), now()
  from j cross join generate_series(1, ${PER_JOB}) as k
  join f on f.n = 1 + (j.n * 7 + k * 101) % ${FREELANCERS}`),
);
await db.execute(sql.raw(`update jobs set proposal_count = ${PER_JOB} where client_id = '${client.id}'`));
// The hired ones: concluded contracts, each freelancer reviewed by the client.
await db.execute(
  sql.raw(`insert into contracts (job_id, proposal_id, client_id, freelancer_id, title, description, value_cents, status,
                                  progress, end_date, concluded_at)
  select p.job_id, p.id, '${client.id}', p.freelancer_id, 'Contrato de bench', 'Concluído.', p.amount_cents, 'concluido',
         100, current_date, now() - interval '2 days'
  from proposals p join jobs j on j.id = p.job_id where j.client_id = '${client.id}' and p.status = 'accepted'`),
);
await db.execute(
  sql.raw(`insert into reviews (contract_id, reviewer_id, reviewee_id, rating, comment, published_at)
  select c.id, c.client_id, c.freelancer_id, 3 + (row_number() over (order by c.id))::int % 3, 'Bom trabalho.', now() - interval '1 day'
  from contracts c where c.client_id = '${client.id}'`),
);
for (const table of ['users', 'jobs', 'proposals', 'contracts', 'reviews'])
  await db.execute(sql.raw(`analyze ${table}`));
const seedMs = performance.now() - start;

const openJobs = await queryRows(
  db,
  sql`select id from jobs where client_id = ${client.id} and status = 'open' order by created_at desc limit ${RUNS + 3}`,
);

async function measure(label, paths) {
  const times = [];
  let result = '';
  for (let i = 0; i < RUNS + 3; i++) {
    const path = paths(i);
    const t0 = performance.now();
    const res = await app.inject({ method: 'GET', url: path, headers: client.headers });
    const ms = performance.now() - t0;
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
    const body = res.json();
    result = Array.isArray(body) ? `${body.length} items` : `${body.items.length} of ${body.total}`;
    if (i >= 3) times.push(ms);
  }
  times.sort((a, b) => a - b);
  const p95 = times[Math.ceil(times.length * 0.95) - 1];
  return { label, result, median: median(times), p95 };
}

const [{ jobs, proposals }] = await queryRows(
  db,
  sql`select (select count(*)::int from jobs where client_id = ${client.id}) as jobs,
             (select count(*)::int from proposals p join jobs j on j.id = p.job_id where j.client_id = ${client.id}) as proposals`,
);
console.log(
  `${database.kind}: a client with ${jobs.toLocaleString('en')} jobs and ${proposals.toLocaleString('en')} proposals from ${FREELANCERS.toLocaleString('en')} freelancers (seeded in ${(seedMs / 1000).toFixed(1)} s); ${RUNS} runs each after 3 warm-ups`,
);
const inboxOf = (i) => `/api/jobs/${openJobs[i % openJobs.length].id}/inbox`;
const rows = [
  await measure('my jobs, first page (12)', () => '/api/jobs?owner=mine&page=1&pageSize=12'),
  await measure('my jobs, open, first page', () => '/api/jobs?owner=mine&status=open&page=1&pageSize=12'),
  await measure('my jobs, closed, page 5', () => '/api/jobs?owner=mine&status=closed&page=5&pageSize=12'),
  await measure('my jobs, page 50 (20 a page)', () => '/api/jobs?owner=mine&page=50&pageSize=20'),
  // Each run a job opened for the first time: its unseen proposals are marked seen in the same request.
  await measure('inbox, first opening (marks seen)', inboxOf),
  await measure('inbox, opened again', () => inboxOf(0)),
];
const pad = Math.max(...rows.map((r) => r.label.length));
for (const r of rows) {
  console.log(
    `${r.label.padEnd(pad)}  median ${r.median.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  (${r.result})`,
  );
}
await app.close();
await database.close();
