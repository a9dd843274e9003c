// `npm run bench:admin-users`: latency of the admin user list (GET /api/usuarios) with 100,000 users, and of
// the city autocomplete, in process through app.inject. Embedded PGlite by default; a PostgreSQL server
// when BENCH_DATABASE_URL (or TEST_DATABASE_URL, as `npm run bench:admin-users:pg` sets it) is given.
import { tmpdir } from 'node:os';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/dist/app.js';
import { openDatabase, queryRows } from '../apps/api/dist/db/client.js';
import { runMigrations } from '../apps/api/dist/db/migrate.js';
import { ensureCities } from '../apps/api/dist/db/seed/cities.js';
import { benchAccount, median } from './lib.mjs';

const USERS = 100_000;
const RUNS = 40;
const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const database = await openDatabase({ databaseUrl: url });
await runMigrations(database);
const db = database.db;

const FIRST = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Eduarda',
  'Felipe',
  'Gabriela',
  'Heitor',
  'Isabela',
  'João',
  'Juliana',
  'Lucas',
  'Mariana',
  'Nicolas',
  'Otávio',
  'Paula',
  'Rafael',
  'Sofia',
  'Thiago',
  'Vitória',
];
const LAST = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
];
const pgArray = (items) => `array[${items.map((s) => `'${s}'`).join(',')}]`;

const start = performance.now();
await db.execute(sql.raw(`delete from users where email like 'bench.%'`));
await db.execute(
  sql.raw(`insert into users (first_name, last_name, email, phone, password_hash, role, is_active, is_freelancer, created_at)
  select (${pgArray(FIRST)})[1 + i % ${FIRST.length}],
         (${pgArray(LAST)})[1 + (i / ${FIRST.length}) % ${LAST.length}],
         'bench.' || i || '@' || (array['gmail.com','outlook.com','uol.com.br','empresa.com.br'])[1 + i % 4],
         '11987654321', 'not-a-hash',
         (case when i % 1000 = 0 then 'moderator' else 'user' end)::user_role,
         i % 10 <> 0,
         case i % 3 when 0 then true when 1 then false end,
         now() - make_interval(mins => i)
  from generate_series(1, ${USERS}) as i`),
);
await db.execute(sql.raw('analyze users'));
const seedMs = performance.now() - start;
await ensureCities(db);

const app = await buildApp({ db, mailer: { send: async () => {} }, uploadsDir: tmpdir() });
await app.ready();
const admin = await benchAccount(app);
await db.execute(sql`update users set role = 'admin' where id = ${admin.id}`);
const { headers } = admin;

async function measure(path) {
  const times = [];
  let total = '';
  for (let i = 0; i < RUNS + 3; i++) {
    const t0 = performance.now();
    const res = await app.inject({ method: 'GET', url: path, headers });
    const ms = performance.now() - t0;
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
    total = res.headers['x-total-count'] ?? `${res.json().length} results`;
    if (i >= 3) times.push(ms);
  }
  times.sort((a, b) => a - b);
  const p95 = times[Math.ceil(times.length * 0.95) - 1];
  return { path, total, median: median(times), p95 };
}

const [{ count }] = await queryRows(db, sql`select count(*)::int as count from users`);
console.log(
  `${database.kind}: ${count.toLocaleString('en')} users (seeded in ${(seedMs / 1000).toFixed(1)} s); ${RUNS} runs each after 3 warm-ups`,
);
const scenarios = [
  '/api/usuarios?page=1&pageSize=10',
  '/api/usuarios?sort=name&order=asc&page=5000&pageSize=10',
  '/api/usuarios?sort=email&order=desc&page=100&pageSize=10',
  '/api/usuarios?sort=isFreelancer&order=desc&page=2&pageSize=10',
  '/api/usuarios?q=silva&page=3&pageSize=10',
  '/api/usuarios?q=ana&sort=name&page=1&pageSize=10',
  '/api/usuarios?q=gmail&page=10&pageSize=10',
  '/api/usuarios?q=bench.77777@&page=1&pageSize=10',
  '/api/usuarios?q=moderator&page=1&pageSize=10',
  '/api/catalog/cities?q=sao%20jose',
  '/api/catalog/cities?q=a',
  '/api/catalog/cities?q=rio',
  '/api/catalog/cities?q=campinas%2C%20sp',
];
const rows = [];
for (const path of scenarios) rows.push(await measure(path));
const pad = Math.max(...rows.map((r) => r.path.length));
for (const r of rows) {
  console.log(
    `${r.path.padEnd(pad)}  median ${r.median.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  (${r.total})`,
  );
}
await app.close();
await database.close();
