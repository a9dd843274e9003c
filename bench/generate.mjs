// A deterministic marketplace of a chosen size, for every benchmark: the same size gives the same rows (ids,
// texts, dates) on PGlite and PostgreSQL, so figures from different runs and machines compare.
//
//   import { generateMarketplace, sizeFromArgs } from './generate.mjs';
//   const size = sizeFromArgs();                       // --size=small|default, or BENCH_SIZE; BENCH_JOBS etc. override
//   await generateMarketplace((text) => db.execute(sql.raw(text)), content, size);
//
// `content` is apps/api's db/seed/marketplace-content module (names, categories, job texts). Ids are
// md5-derived (version-4 shaped) UUIDs: benchId('job', 7) is job 7's id, benchId('user', 1) the first freelancer's.
import { createHash } from 'node:crypto';

export const SIZES = {
  default: { jobs: 1_000_000, freelancers: 100_000, clients: 20_000, contracts: 300_000 },
  small: { jobs: 50_000, freelancers: 10_000, clients: 2_000, contracts: 15_000 },
  tiny: { jobs: 5_000, freelancers: 1_000, clients: 200, contracts: 1_500 },
};

/** The size asked for: `--size=small` (or BENCH_SIZE=small), then BENCH_JOBS, BENCH_FREELANCERS, BENCH_CLIENTS, BENCH_CONTRACTS. */
export function sizeFromArgs(argv = process.argv, env = process.env) {
  const flag = argv.find((a) => a.startsWith('--size='))?.slice('--size='.length);
  const name = flag ?? env.BENCH_SIZE ?? 'default';
  const base = SIZES[name];
  if (!base) throw new Error(`unknown size ${name}: one of ${Object.keys(SIZES).join(', ')}`);
  const size = {
    name,
    jobs: Number(env.BENCH_JOBS ?? base.jobs),
    freelancers: Number(env.BENCH_FREELANCERS ?? base.freelancers),
    clients: Number(env.BENCH_CLIENTS ?? base.clients),
    contracts: Number(env.BENCH_CONTRACTS ?? base.contracts),
  };
  // Every contract hangs on its own job (job 3k), so there cannot be more than a third as many.
  size.contracts = Math.min(size.contracts, Math.floor(size.jobs / 3));
  return size;
}

/** The UUID the generator gives row `i` (from 1) of a kind: 'user' (freelancers first, then clients), 'job', 'proposal', 'contract'. */
export function benchId(kind, i) {
  const hex = createHash('md5').update(`labora-bench-${kind}-${i}`).digest('hex');
  // Shaped as a version-4 UUID (version nibble 4, variant 8), which the API's schemas ask for.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20)}`;
}

// The same ids in SQL.
const idSql = (kind, i) =>
  `overlay(overlay(md5('labora-bench-${kind}-' || (${i})) placing '4' from 13) placing '8' from 17)::uuid`;
// One fixed moment the generated dates count back from, so two runs give identical rows.
export const BENCH_EPOCH = '2026-01-01T00:00:00Z';
const epoch = `timestamptz '${BENCH_EPOCH}'`;
const text = (items) => `array[${items.map((s) => `'${s.replaceAll("'", "''")}'`).join(',')}]`;

/**
 * Inserts the size's freelancers, clients, jobs and contracts (each with its accepted proposal; a third
 * concluded and reviewed both ways) through `run(sqlText)`. Trigram indexes are rebuilt after the load,
 * then the planner statistics. Returns the seconds each step took.
 */
export async function generateMarketplace(run, content, size, { log = console.log } = {}) {
  const { CATEGORIES, FIRST_NAMES, LAST_NAMES } = content;
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
  const { jobs, freelancers, clients, contracts } = size;
  const people = freelancers + clients;
  const clientOf = (i) => `${freelancers} + 1 + (${i}) % ${clients}`;
  const freelancerOf = (k) => `1 + ((${k}) * 7) % ${freelancers}`;
  const seconds = {};
  const step = async (label, fn) => {
    const start = performance.now();
    await fn();
    seconds[label] = (performance.now() - start) / 1000;
    log(`  ${label}: ${seconds[label].toFixed(1)} s`);
  };

  log(
    `generating ${freelancers.toLocaleString('en')} freelancers, ${clients.toLocaleString('en')} clients, ${jobs.toLocaleString('en')} jobs, ${contracts.toLocaleString('en')} contracts`,
  );
  await run('drop index if exists users_profile_search_trgm_idx');
  await run('drop index if exists users_search_text_trgm_idx');
  await run('drop index if exists jobs_search_text_trgm_idx');
  await step('people', () =>
    run(`insert into users (id, first_name, last_name, email, phone, password_hash, is_freelancer, user_type, location, hourly_rate_cents, skills, bio, created_at, updated_at)
    select ${idSql('user', 'i')},
           (${text(FIRST_NAMES)})[1 + i % ${FIRST_NAMES.length}],
           (${text(LAST_NAMES)})[1 + (i / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}],
           'bench.' || i || '@exemplo.com.br', '11987654321', 'not-a-hash',
           i <= ${freelancers},
           case when i <= ${freelancers} then (${text(cargos)})[1 + i % ${cargos.length}] else '' end,
           c.name || ', ' || c.uf,
           case when i <= ${freelancers} then (40 + i % 200) * 100 end,
           case when i <= ${freelancers} then array[(${text(skills)})[1 + i % ${skills.length}], (${text(skills)})[1 + (i / 7) % ${skills.length}]] else '{}' end,
           'Profissional com experiência em projetos para empresas de todo o Brasil.',
           ${epoch} - make_interval(mins => i), ${epoch}
    from generate_series(1, ${people}) as i
    join (select row_number() over (order by population desc, name) as n, name, uf from cities limit 500) c on c.n = 1 + i % 500`),
  );
  await step('jobs', async () => {
    const batch = 250_000;
    for (let from = 1; from <= jobs; from += batch) {
      const to = Math.min(jobs, from + batch - 1);
      await run(`insert into jobs (id, client_id, title, category, project_type, budget_cents, hourly_rate_cents, duration, experience_level, description, delivery_deadline, skills, status, proposal_count, created_at, updated_at)
      select ${idSql('job', 'i')}, ${idSql('user', clientOf('i'))},
             (${text(titles)})[1 + i % ${titles.length}] || ' #' || i,
             ((${text(categories)})[1 + i % ${categories.length}])::job_category,
             (case when i % 4 = 0 then 'hourly' else 'fixed' end)::project_type,
             case when i % 4 = 0 then null else (500 + i % 20000) * 100 end,
             case when i % 4 = 0 then (50 + i % 200) * 100 end,
             '1 mês',
             ((array['iniciante','intermediario','experiente','especialista'])[1 + i % 4])::experience_level,
             (${text(descriptions)})[1 + i % ${descriptions.length}],
             date '2026-12-31',
             array[(${text(skills)})[1 + i % ${skills.length}], (${text(skills)})[1 + (i / 11) % ${skills.length}]],
             (case when i % 10 = 0 then 'closed' else 'open' end)::job_status,
             case when i % 3 = 0 and i / 3 <= ${contracts} then 1 else 0 end,
             ${epoch} - make_interval(secs => i * 30), ${epoch} - make_interval(secs => i * 30)
      from generate_series(${from}, ${to}) as i`);
    }
  });
  // Contract k is on job 3k, with freelancer 1 + 7k mod F; every third one concluded.
  await step('contracts', async () => {
    await run(`insert into proposals (id, job_id, freelancer_id, amount_cents, delivery_days, cover_letter, status, created_at, updated_at)
      select ${idSql('proposal', 'k')}, ${idSql('job', '3 * k')}, ${idSql('user', freelancerOf('k'))},
             (500 + k % 20000) * 100, 14, 'Tenho experiência neste tipo de projeto e posso começar já.', 'accepted',
             ${epoch} - make_interval(secs => 3 * k * 30 - 60), ${epoch} - make_interval(secs => 3 * k * 30 - 60)
      from generate_series(1, ${contracts}) as k`);
    await run(`insert into contracts (id, job_id, proposal_id, client_id, freelancer_id, title, description, value_cents, status, progress, start_date, end_date, concluded_at, created_at, updated_at)
      select ${idSql('contract', 'k')}, ${idSql('job', '3 * k')}, ${idSql('proposal', 'k')},
             ${idSql('user', clientOf('3 * k'))}, ${idSql('user', freelancerOf('k'))},
             (${text(titles)})[1 + (3 * k) % ${titles.length}],
             (${text(descriptions)})[1 + (3 * k) % ${descriptions.length}],
             (500 + k % 20000) * 100,
             (case when k % 3 = 0 then 'concluido' else 'em_andamento' end)::contract_status,
             case when k % 3 = 0 then 100 else k % 90 end,
             date '2025-06-01', date '2026-12-31',
             case when k % 3 = 0 then ${epoch} - make_interval(secs => 3 * k * 30 - 3600) end,
             ${epoch} - make_interval(secs => 3 * k * 30 - 120), ${epoch}
      from generate_series(1, ${contracts}) as k`);
    // Both sides of every concluded contract reviewed each other: published, so ratings count them.
    await run(`insert into reviews (contract_id, reviewer_id, reviewee_id, rating, comment, created_at, published_at)
      select ${idSql('contract', 'k')}, ${idSql('user', 'side.reviewer')}, ${idSql('user', 'side.reviewee')},
             side.rating, 'Ótimo trabalho, recomendo.', ${epoch} - make_interval(secs => 3 * k * 30 - 7200),
             ${epoch} - make_interval(secs => 3 * k * 30 - 7200)
      from generate_series(3, ${contracts}, 3) as k,
      lateral (values (${clientOf('3 * k')}, ${freelancerOf('k')}, 3 + k % 3),
                      (${freelancerOf('k')}, ${clientOf('3 * k')}, 4 + k % 2)) as side(reviewer, reviewee, rating)`);
  });
  await step('indexes and statistics', async () => {
    await run('create index users_search_text_trgm_idx on users using gin (search_text gin_trgm_ops)');
    await run('create index users_profile_search_trgm_idx on users using gin (profile_search_text gin_trgm_ops)');
    await run('create index jobs_search_text_trgm_idx on jobs using gin (search_text gin_trgm_ops)');
    await run('vacuum analyze');
  });
  return seconds;
}
