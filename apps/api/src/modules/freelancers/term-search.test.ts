import { FREELANCERS_COUNT_CAP } from '@labora/shared/freelancers';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';

// A term search the planner expects to match few rows, fetched through the trigram index, sorts its matches and
// counts them in one query (service.ts, SORTED_TERM_MATCHES): its pages and totals must be the plain ORDER BY's and
// the capped count's, past the cap too. 2,500 freelancers, relevance falling with i (tied in runs of 50), created_at
// tied in pairs, every 7th without a rate: 'bordado' everyone; 'tapecaria' i > 1,200 (low by relevance and newest).
const FREELANCERS = 2500;
let t: TestApp;
let viewer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  viewer = await createUser(t, { isFreelancer: false });
  await t.database.db.execute(
    sql.raw(`insert into users (first_name, last_name, email, phone, password_hash, is_freelancer, user_type, location,
        hourly_rate_cents, skills, rating_sum, review_count, completed_contracts, created_at)
      select 'Pessoa', 'Numero ' || i, 'termo.' || i || '@exemplo.com.br', '11987654321', 'not-a-hash', true,
             case when i > 1200 then 'Artesã de Tapeçaria' else 'Artesã' end, 'Campinas, SP',
             case when i % 7 = 0 then null else (30 + (i * 37) % 200) * 100 end, array['Bordado'],
             (${FREELANCERS} - i / 2) / 25, 20, 0, timestamptz '2026-01-01' - make_interval(mins => i / 2)
      from generate_series(1, ${FREELANCERS}) as i`),
  );
  await t.database.db.execute(sql.raw('analyze users'));
  // A table this small is cheaper read whole, and the search would count and walk an order's index instead: the
  // planner is told to use indexes, as on a large table, on every connection (new ones by the database's setting).
  await t.database.db.execute(
    sql.raw(`do $$ begin execute format('alter database %I set enable_seqscan = off', current_database()); end $$`),
  );
  await t.database.db.execute(sql.raw('set enable_seqscan = off'));
  await t.database.db.execute(
    sql.raw(`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`),
  );
});
afterAll(() => t.close());

const ORDER_BY = {
  relevance: 'relevance desc, created_at desc, id desc',
  rate_asc: 'hourly_rate_cents asc nulls last, created_at desc, id desc',
  rate_desc: 'hourly_rate_cents desc nulls last, created_at desc, id desc',
  newest: 'created_at desc, id desc',
} as const;

describe('a term search with more matches than the cap', () => {
  for (const term of ['bordado', 'tapecaria']) {
    for (const order of Object.keys(ORDER_BY) as (keyof typeof ORDER_BY)[]) {
      it(`pages '${term}' by ${order} as a plain ORDER BY does`, async () => {
        for (const page of [1, 2, 90, 300]) {
          const res = await t
            .asUser(viewer)
            .get(`/api/freelancers?search=${term}&order=${order}&page=${page}&pageSize=12`);
          expect(res.statusCode).toBe(200);
          const body = res.json();
          const expected = await queryRows<{ id: string }>(
            t.database.db,
            sql.raw(`select id from users where is_freelancer and is_active and profile_search_text like '%${term}%'
              order by ${ORDER_BY[order]} limit 12 offset ${(page - 1) * 12}`),
          );
          expect([page, body.items.map((f: { id: string }) => f.id)]).toEqual([page, expected.map((r) => r.id)]);
          expect([body.total, body.totalCapped]).toEqual([FREELANCERS_COUNT_CAP, true]);
        }
      });
    }
  }
});
