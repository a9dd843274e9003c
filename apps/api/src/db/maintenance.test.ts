import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from './client.js';
import { maintainEmbedded } from './maintenance.js';

// PGlite runs no autovacuum: without maintenance its planner statistics stay those of an empty table.
describe('embedded database maintenance', () => {
  let database: Awaited<ReturnType<typeof openDatabase>>;
  beforeAll(async () => {
    database = await openDatabase({});
    await database.db.execute(sql`create table notes (id int primary key, body text not null)`);
    await database.db.execute(sql`insert into notes select i, 'nota ' || i from generate_series(1, 5000) as i`);
    await database.db.execute(sql`delete from notes where id <= 1000`);
  });
  afterAll(() => database.close());

  const stats = async () => {
    const [row] = await queryRows<{ tuples: number; dead: number }>(
      database.db,
      sql`select c.reltuples::int as tuples, coalesce(s.n_dead_tup, 0)::int as dead
          from pg_class c left join pg_stat_user_tables s on s.relid = c.oid where c.relname = 'notes'`,
    );
    return row;
  };

  it('gives the planner the real row count and clears dead rows', async () => {
    expect((await stats())?.tuples).not.toBe(4000);
    await maintainEmbedded(database);
    const after = await stats();
    expect(after?.tuples).toBe(4000);
    expect(after?.dead).toBe(0);
  });
});
