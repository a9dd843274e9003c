// `npm run bench:dashboard`: latency of GET /api/dashboard (both dashboards' one call) and of an older page of
// 'Atividades recentes' (GET /api/dashboard/activities?cursor=), for a freelancer with 1,000 contracts (800 as
// freelancer, 200 as client, with 100 other people), 10,000 entries on their wallet (releases, payments, refunds
// over three years), 5,000 time entries (one running), 5,000 events of theirs among 10,000, 150 pending proposals
// and 20 skill levels. In process through app.inject. Embedded PGlite by default; a PostgreSQL server when
// BENCH_DATABASE_URL (or TEST_DATABASE_URL, as `npm run bench:dashboard:pg` sets it) is given.
// Goal (issue 20): p95 < 60 ms on PGlite, < 30 ms on PostgreSQL.
import { cpus, loadavg, tmpdir } from 'node:os';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/dist/app.js';
import { openDatabase, queryRows } from '../apps/api/dist/db/client.js';
import { runMigrations } from '../apps/api/dist/db/migrate.js';
import { benchAccount, median } from './lib.mjs';

const CONTRACTS = 1_000;
const LEDGER_ENTRIES = 10_000;
const TIME_ENTRIES = 5_000;
const EVENTS = 5_000;
const OTHERS = 100;
const RUNS = 60;
const GOAL_MS = { pglite: 60, postgres: 30 };
const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const database = await openDatabase({ databaseUrl: url });
await runMigrations(database);
const db = database.db;
const run = (text) => db.execute(sql.raw(text));

// The ledger never forgets (a trigger refuses deletes), so a rerun's person is new and the old rows just stay.
await run(`delete from users where email like 'benchdash.%'`);
const app = await buildApp({ db, mailer: { send: async () => {} }, uploadsDir: tmpdir() });
await app.ready();

const start = performance.now();
const me = await benchAccount(app, `benchdash.eu.${Date.now()}@exemplo.com`);
await run(`update users set is_freelancer = true, skills = array['React','Node.js','SQL'] where id = '${me.id}'`);
await run(
  `insert into users (first_name, last_name, email, phone, password_hash, is_freelancer, user_type, created_at)
   select 'Pessoa', 'Bench ' || i, 'benchdash.p' || lpad(i::text, 4, '0') || '.' || ${Date.now()} || '@exemplo.com',
          '11987654321', 'not-a-hash', i % 2 = 0, 'Cliente', now() - make_interval(days => i)
   from generate_series(1, ${OTHERS}) as i`,
);
const othersOf = `(select id, row_number() over (order by email) as n from users where email like 'benchdash.p%' and id <> '${me.id}' order by email desc limit ${OTHERS})`;

// Contracts: 800 as freelancer, 200 as client; 60% concluded, 20% under way, 10% waiting, 10% cancelled.
await run(
  `insert into contracts (client_id, freelancer_id, title, description, value_cents, status, progress, end_date,
                          concluded_at, funded_at, created_at)
   select case when i <= 800 then o.id else '${me.id}'::uuid end,
          case when i <= 800 then '${me.id}'::uuid else o.id end,
          'Contrato de bench ' || i, 'Medindo o painel.', 50000 + (i % 37) * 1000,
          (case i % 10 when 0 then 'cancelado' when 1 then 'aguardando_inicio' when 2 then 'em_andamento'
                       when 3 then 'em_andamento' else 'concluido' end)::contract_status,
          (i % 10) * 10, current_date + ((i % 120) - 20),
          case when i % 10 >= 4 then now() - make_interval(days => i % 900) end,
          now() - make_interval(days => i % 900), now() - make_interval(days => i % 900)
   from generate_series(1, ${CONTRACTS}) as i join ${othersOf} o on o.n = 1 + i % ${OTHERS}`,
);

// The ledger: the person's wallet and each contract's escrow; 10,000 transfers, one wallet entry each.
await run(
  `insert into ledger_accounts (id, kind, owner_id, balance_cents) values ('${me.id}', 'wallet', '${me.id}', 0)
   on conflict (id) do nothing`,
);
await run(
  `insert into ledger_accounts (id, kind, owner_id, balance_cents)
   select id, 'escrow', id, 0 from contracts where client_id = '${me.id}' or freelancer_id = '${me.id}'`,
);
await run(
  `with c as (select id, row_number() over (order by id) as n from contracts
              where client_id = '${me.id}' or freelancer_id = '${me.id}'),
        t as (insert into ledger_transfers (id, kind, amount_cents, description, contract_id, created_at)
              select gen_random_uuid(),
                     (case when i % 10 < 6 then 'release' when i % 10 < 9 then 'payment' else 'refund' end)::transfer_kind,
                     1000 + (i % 97) * 250, 'Movimento de bench', c.id,
                     now() - make_interval(mins => i * 157)
              from generate_series(1, ${LEDGER_ENTRIES}) as i join c on c.n = 1 + i % ${CONTRACTS}
              returning id, kind, amount_cents, contract_id, created_at)
   insert into ledger_entries (transfer_id, account_id, amount_cents, created_at)
   select id, '${me.id}', case when kind = 'payment' then -amount_cents else amount_cents end, created_at from t
   union all
   select id, contract_id, case when kind = 'payment' then amount_cents else -amount_cents end, created_at from t`,
);

// Time: 5,000 finished stretches of 1–3 hours, a day apart on average, and one running now.
await run(
  `insert into time_entries (user_id, contract_id, started_at, ended_at, manual, note)
   select '${me.id}', case when i % 3 = 0 then null else (select id from contracts where freelancer_id = '${me.id}' order by id offset i % 800 limit 1) end,
          now() - make_interval(hours => i * 5 + 3), now() - make_interval(hours => i * 5 + 3) + make_interval(mins => 60 + i % 120),
          i % 7 = 0, ''
   from generate_series(1, ${TIME_ENTRIES - 1}) as i`,
);
await run(`insert into time_entries (user_id, started_at) values ('${me.id}', now() - interval '25 minutes')`);

// The event log: 5,000 of the person's events (the feed's types and others) among 10,000, all delivered.
await run(
  `with c as (select id, row_number() over (order by id) as n from contracts where freelancer_id = '${me.id}')
   insert into events (type, audience, actor_id, data, created_at, delivered_at)
   select (array['contract.funded','contract.started','contract.released','message.sent','review.published',
                 'contract.progress','notifications.changed','conversations.changed','contract.delivered',
                 'proposal.received'])[1 + i % 10],
          case when i % 2 = 0 then array['${me.id}'::uuid] else array[gen_random_uuid()] end,
          '${me.id}', jsonb_build_object('contractId', c.id, 'amountCents', 1000, 'releasedCents', 900, 'escrowCents', 0,
                                         'progress', 50, 'conversationId', gen_random_uuid(), 'messageId', i),
          now() - make_interval(mins => i), now()
   from generate_series(1, ${EVENTS * 2}) as i join c on c.n = 1 + i % 800`,
);

// Proposals: 150 pending on others' open jobs; the person's own 20 jobs with 10 proposals each.
await run(
  `insert into jobs (client_id, title, category, project_type, budget_cents, duration, description, delivery_deadline,
                     skills, status, created_at, updated_at)
   select o.id, 'Projeto aberto de bench ' || i, 'Desenvolvimento Web', 'fixed', 100000, '1 mês',
          'Um projeto para medir o painel.', current_date + 30, array['React','SEO'], 'open',
          now() - make_interval(hours => i), now()
   from generate_series(1, 300) as i join ${othersOf} o on o.n = 1 + i % ${OTHERS}`,
);
await run(
  `insert into proposals (job_id, freelancer_id, amount_cents, delivery_days, cover_letter, status, created_at, updated_at)
   select id, '${me.id}', 90000, 10, 'Tenho experiência com projetos assim e entrego com testes.', 'pending',
          now() - interval '1 hour', now()
   from jobs where title like 'Projeto aberto de bench %' order by created_at limit 150`,
);
await run(
  `insert into jobs (client_id, title, category, project_type, budget_cents, duration, description, delivery_deadline,
                     skills, status, created_at, updated_at)
   select '${me.id}', 'Meu projeto de bench ' || i, 'Design Gráfico', 'fixed', 80000, '1 mês',
          'Um projeto da pessoa medida.', current_date + 30, array['Figma'], 'open', now() - make_interval(days => i), now()
   from generate_series(1, 20) as i`,
);
await run(
  `insert into proposals (job_id, freelancer_id, amount_cents, delivery_days, cover_letter, status, created_at, updated_at)
   select j.id, o.id, 70000, 7, 'Posso fazer este trabalho com cuidado e rapidez.', 'pending', now(), now()
   from jobs j cross join generate_series(1, 10) as k join ${othersOf} o on o.n = k * 3
   where j.client_id = '${me.id}'`,
);
await run(
  `insert into skill_levels (user_id, skill, level)
   select '${me.id}', 'Habilidade ' || lpad(i::text, 2, '0'), i % 11 from generate_series(1, 20) as i`,
);
for (const table of [
  'users',
  'contracts',
  'ledger_entries',
  'ledger_transfers',
  'time_entries',
  'events',
  'jobs',
  'proposals',
])
  await run(`analyze ${table}`);
const seedMs = performance.now() - start;

async function measure(label, paths, describe) {
  const times = [];
  let result = '';
  for (let i = 0; i < RUNS + 3; i++) {
    const path = paths(i);
    const t0 = performance.now();
    const res = await app.inject({ method: 'GET', url: path, headers: me.headers });
    const ms = performance.now() - t0;
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
    result = describe(res.json());
    if (i >= 3) times.push(ms);
  }
  times.sort((a, b) => a - b);
  const p95 = times[Math.ceil(times.length * 0.95) - 1];
  return { label, result, median: median(times), p95 };
}

const [counts] = await queryRows(
  db,
  sql`select (select count(*)::int from contracts where client_id = ${me.id} or freelancer_id = ${me.id}) as contracts,
             (select count(*)::int from ledger_entries where account_id = ${me.id}) as entries,
             (select count(*)::int from time_entries where user_id = ${me.id}) as hours,
             (select count(*)::int from events where audience @> array[${me.id}]::uuid[]) as events`,
);
console.log(
  `${database.kind}: a freelancer with ${counts.contracts.toLocaleString('en')} contracts, ${counts.entries.toLocaleString('en')} wallet entries, ${counts.hours.toLocaleString('en')} time entries and ${counts.events.toLocaleString('en')} events (seeded in ${(seedMs / 1000).toFixed(1)} s); ${RUNS} runs each after 3 warm-ups`,
);
const first = (await app.inject({ method: 'GET', url: '/api/dashboard', headers: me.headers })).json();
const cursors = [];
let cursor = first.activities.nextCursor;
for (let i = 0; i < 20 && cursor; i++) {
  cursors.push(cursor);
  const page = (
    await app.inject({ method: 'GET', url: `/api/dashboard/activities?cursor=${cursor}`, headers: me.headers })
  ).json();
  cursor = page.nextCursor;
}
const rows = [
  await measure(
    'GET /api/dashboard',
    () => '/api/dashboard',
    (d) =>
      `total ${d.freelancer.totalEarningsCents} centavos, ${d.freelancer.activeProjectCount} active, ${Math.round(d.freelancer.trackedSeconds / 3600)} h, ${d.activities.items.length} activities`,
  ),
  await measure(
    'GET /api/dashboard/activities?cursor=',
    (i) => `/api/dashboard/activities?cursor=${cursors[i % cursors.length]}`,
    (page) => `${page.items.length} items`,
  ),
];
const pad = Math.max(...rows.map((r) => r.label.length));
for (const r of rows) {
  console.log(
    `${r.label.padEnd(pad)}  median ${r.median.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  (${r.result})`,
  );
}
// Other work on the machine shows in the p95 first: say how busy it was.
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${cpus().length} cores`,
);
const goal = GOAL_MS[database.kind];
console.log(`goal: p95 < ${goal} ms on ${database.kind}: ${rows[0].p95 < goal ? 'met' : 'NOT met'}`);
await app.close();
await database.close();
