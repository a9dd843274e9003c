import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteClient } from './pglite-client.js';

// The embedded database's client, in its worker thread and in this one: what Drizzle relies on.
describe.each([
  ['in a worker thread', true],
  ['in this thread', false],
])('the PGlite client %s', (_name, thread) => {
  let client: PgliteClient;
  beforeAll(async () => {
    client = await PgliteClient.open({ thread });
    await client.query('create table items (id int primary key, note text not null)');
  });
  afterAll(() => client.close());

  it('never runs a statement from outside inside an open transaction, however they interleave', async () => {
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const outcomes = await Promise.allSettled(
      Array.from({ length: 120 }, async (_, i) => {
        if (i % 3 === 0) {
          return client.transaction(async (tx) => {
            await tx.query('insert into items values ($1, $2)', [i, 'tx']);
            await sleep(Math.random() * 2);
            // A failed statement aborts only its own transaction, which then rolls back.
            if (i % 9 === 0) await tx.query('insert into items values ($1, $2)', [i, 'again']);
            await tx.query('update items set note = $2 where id = $1', [i, 'done']);
          });
        }
        await sleep(Math.random() * 2);
        return client.query('insert into items values ($1, $2)', [i, 'outside']);
      }),
    );
    const failed = outcomes.flatMap((o, i) => (o.status === 'rejected' ? [i] : []));
    expect(failed).toEqual(Array.from({ length: 14 }, (_, k) => k * 9));
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from items where note in ('done', 'outside')",
    );
    expect(rows[0]?.n).toBe(120 - 14);
  });

  it('keeps a database error its SQLSTATE code, and the connection usable after it', async () => {
    const error = await client.query('insert into items values (1, $1)', ['duplicate']).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23505' });
    expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it("applies the caller's parsers to the columns it names, as PGlite does", async () => {
    const result = await client.query<[string]>("select timestamptz '2026-01-02T03:04:05Z' as at", [], {
      rowMode: 'array',
      parsers: { 1184: (text: string) => `parsed ${text}` },
    });
    expect(result.rows[0]?.[0]).toMatch(/^parsed 2026-01-02/);
  });
});
