import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from './db/client.js';
import { jobInput, signUpInput } from './test/factories.js';
import {
  killHard,
  type ServerProcess,
  scratchPostgres,
  startServerProcess,
  stopServer,
} from './test/server-process.js';

// Crash test: a real server process takes a write load (job posts from 4 clients, sign-ups from a fifth) and
// is killed with SIGKILL at a random moment, CRASH_KILLS times (2 by default; `npm run test:soak` more), then
// started again on the same data. Every write the client saw acknowledged must be there afterwards, and every
// start must be clean (listening, no error logged). On PGlite (its DATA_DIR) by default; on PostgreSQL under
// `npm run test:pg`, where TEST_DATABASE_URL is set.

const KILLS = Number(process.env.CRASH_KILLS ?? 2);
const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

let dataDir: string | undefined;
let postgres: Awaited<ReturnType<typeof scratchPostgres>>;
let server: ServerProcess | undefined;
afterAll(async () => {
  if (server) await stopServer(server);
  await postgres?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function call(url: string, init: { method?: string; body?: unknown; token?: string; key?: string } = {}) {
  const res = await fetch(url, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.key ? { 'idempotency-key': init.key } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: res.status, json: (await res.json().catch(() => null)) as Record<string, unknown> | null };
}

describe(`crash test on ${database}`, () => {
  it(`keeps every acknowledged write through ${KILLS} SIGKILLs`, { timeout: 120_000 + KILLS * 60_000 }, async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'labora-crash-'));
    postgres = await scratchPostgres();
    const env = { DATA_DIR: dataDir, RATE_LIMIT_FACTOR: '1000', ...(postgres ? { DATABASE_URL: postgres.url } : {}) };
    const start = async () => {
      server = await startServerProcess(env);
      return server;
    };

    let s = await start();
    const owner = signUpInput();
    expect((await call(`${s.url}/api/auth/register`, { method: 'POST', body: owner })).status).toBe(201);
    const login = await call(`${s.url}/api/auth/login`, {
      method: 'POST',
      body: { email: owner.email, password: owner.password },
    });
    const token = String(login.json?.token);

    const jobIds: string[] = [];
    const signUps: { email: string; password: string }[] = [];
    let cut = 0;
    const starts: number[] = [];

    for (let round = 0; round < KILLS; round++) {
      let running = true;
      const worker = async (write: () => Promise<void>) => {
        while (running) {
          try {
            await write();
          } catch {
            // The connection died with the server: not acknowledged, so nothing is owed.
            cut++;
            return;
          }
        }
      };
      const postJob = async () => {
        const res = await call(`${s.url}/api/jobs`, { method: 'POST', body: jobInput(), token });
        if (res.status === 201) jobIds.push(String(res.json?.id));
      };
      const signUp = async () => {
        const body = signUpInput();
        const res = await call(`${s.url}/api/auth/register`, { method: 'POST', body });
        if (res.status === 201) signUps.push({ email: String(body.email), password: String(body.password) });
      };
      const load = Promise.all([...Array.from({ length: 4 }, () => worker(postJob)), worker(signUp)]);
      // Some writes in, then the kill lands at a random moment of the load.
      await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 1_700));
      await killHard(s);
      running = false;
      await load;
      expect(s.errorLines()).toEqual([]);

      const t0 = Date.now();
      s = await start();
      starts.push(Date.now() - t0);
      expect(s.errorLines()).toEqual([]);
    }

    // Everything acknowledged before any of the kills is there.
    const missingJobs: string[] = [];
    for (const id of jobIds) {
      if ((await call(`${s.url}/api/jobs/${id}`, { token })).status !== 200) missingJobs.push(id);
    }
    const missingUsers: string[] = [];
    for (const user of signUps) {
      const res = await call(`${s.url}/api/auth/login`, { method: 'POST', body: user });
      if (res.status !== 200) missingUsers.push(`${user.email} (${res.status})`);
    }
    console.log(
      `crash (${database}): ${KILLS} SIGKILLs, ${jobIds.length} acknowledged job posts and ${signUps.length} sign-ups, ` +
        `${jobIds.length - missingJobs.length + signUps.length - missingUsers.length} found after restart; ` +
        `${cut} requests cut by the kills; restarts took ${starts.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')}`,
    );
    expect(jobIds.length).toBeGreaterThan(0);
    expect({ missingJobs, missingUsers }).toEqual({ missingJobs: [], missingUsers: [] });
  });

  it('keeps every acknowledged withdrawal and pays out what was due after a SIGKILL', {
    timeout: 120_000,
  }, async () => {
    const moneyDir = await mkdtemp(path.join(tmpdir(), 'labora-crash-money-'));
    const moneyDb = await scratchPostgres();
    const env = { DATA_DIR: moneyDir, RATE_LIMIT_FACTOR: '1000', ...(moneyDb ? { DATABASE_URL: moneyDb.url } : {}) };
    try {
      server = await startServerProcess(env);
      let s = server;
      const person = signUpInput();
      await call(`${s.url}/api/auth/register`, { method: 'POST', body: person });
      const login = await call(`${s.url}/api/auth/login`, {
        method: 'POST',
        body: { email: person.email, password: person.password },
      });
      const token = String(login.json?.token);
      const deposit = await call(`${s.url}/api/wallet/deposits`, {
        method: 'POST',
        token,
        key: randomUUID(),
        body: { amountCents: 300_000, method: 'card', cardNumber: '4111111111111111' },
      });
      expect(deposit.status).toBe(201);

      // PIX withdrawals of R$ 50,00 from 4 clients while the worker pays them out; the kill lands in the middle.
      const acknowledged: string[] = [];
      let running = true;
      const withdraw = async () => {
        while (running) {
          try {
            const res = await call(`${s.url}/api/wallet/withdrawals`, {
              method: 'POST',
              token,
              key: randomUUID(),
              body: { amountCents: 5000, method: 'pix', accountInfo: { method: 'pix', pixKey: 'ana@example.com' } },
            });
            const made = res.json?.withdrawal as { id: string } | undefined;
            if (res.status === 201 && made) acknowledged.push(made.id);
          } catch {
            return;
          }
        }
      };
      const load = Promise.all(Array.from({ length: 4 }, withdraw));
      await new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 1_500));
      await killHard(s);
      running = false;
      await load;

      server = await startServerProcess(env);
      s = server;
      const again = await call(`${s.url}/api/auth/login`, {
        method: 'POST',
        body: { email: person.email, password: person.password },
      });
      const after = String(again.json?.token);
      // The worker picks up whatever was due when the process died (PIX: at once) within a few ticks.
      let wallet: Record<string, number> = {};
      for (let i = 0; i < 40; i++) {
        wallet = (await call(`${s.url}/api/wallet`, { token: after })).json as Record<string, number>;
        if (wallet.withdrawingCents === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const listed = new Map<string, string>();
      for (let page = 1; ; page++) {
        const history = (await call(`${s.url}/api/wallet/withdrawals?pageSize=50&page=${page}`, { token: after }))
          .json as { items: { id: string; status: string }[]; total: number };
        for (const w of history.items) listed.set(w.id, w.status);
        if (listed.size >= history.total || history.items.length === 0) break;
      }
      expect(acknowledged.length).toBeGreaterThan(0);
      expect(acknowledged.filter((id) => !listed.has(id))).toEqual([]);
      expect(wallet.withdrawingCents).toBe(0);
      expect([...listed.values()].every((status) => status === 'completed')).toBe(true);
      // What left the wallet is exactly what was paid out: nothing lost, nothing twice.
      expect((wallet.availableCents ?? 0) + listed.size * 5000).toBe(300_000);
      expect(s.errorLines()).toEqual([]);
    } finally {
      if (server) await stopServer(server);
      server = undefined;
      await moneyDb?.drop();
      await rm(moneyDir, { recursive: true, force: true });
    }
  });

  it('delivers after a restart every event committed before a SIGKILL', { timeout: 240_000 }, async () => {
    const eventsDir = await mkdtemp(path.join(tmpdir(), 'labora-crash-events-'));
    const eventsDb = await scratchPostgres();
    const base = {
      DATA_DIR: eventsDir,
      RATE_LIMIT_FACTOR: '1000',
      ...(eventsDb ? { DATABASE_URL: eventsDb.url } : {}),
    };
    // Each delivery waits 2 s after its commit, so the kill lands between the two for the messages under way; the
    // restarted server delivers at once.
    const faulty = { ...base, FAULT_EVENT_DELIVERY_DELAY_MS: '2000' };
    const env = base;
    // The database itself, read while no server runs (PGlite) or beside it (PostgreSQL).
    const undelivered = async () => {
      const database = await openDatabase(eventsDb ? { databaseUrl: eventsDb.url } : { dataDir: eventsDir });
      try {
        const rows = await queryRows<{ n: number }>(
          database.db,
          sql`select count(*)::int as n from events where delivered_at is null`,
        );
        return rows[0]?.n ?? 0;
      } finally {
        await database.close();
      }
    };
    try {
      server = await startServerProcess(faulty);
      let s = server;
      const person = signUpInput();
      await call(`${s.url}/api/auth/register`, { method: 'POST', body: person });
      const token = String(
        (
          await call(`${s.url}/api/auth/login`, {
            method: 'POST',
            body: { email: person.email, password: person.password },
          })
        ).json?.token,
      );
      const channels = (await call(`${s.url}/api/conversations?kind=public`, { token })).json as unknown as {
        id: string;
      }[];
      const channel = channels[0]?.id;
      expect(channel).toBeDefined();

      // Messages in a public channel from 4 clients (each one event in its transaction); the kill lands while the
      // last of them are committed and not yet delivered. Again if it left none (at most 3 times).
      let left = 0;
      let sent = 0;
      for (let round = 0; round < 3 && left === 0; round++) {
        let running = true;
        const write = async () => {
          while (running) {
            try {
              const res = await call(`${s.url}/api/conversations/${channel}/messages`, {
                method: 'POST',
                token,
                body: { text: `Mensagem ${sent}` },
              });
              if (res.status === 201) sent++;
            } catch {
              return;
            }
          }
        };
        const load = Promise.all(Array.from({ length: 4 }, write));
        await new Promise((resolve) => setTimeout(resolve, 2_500 + Math.random() * 1_000));
        await killHard(s);
        running = false;
        await load;
        left = await undelivered();
        server = await startServerProcess(left > 0 ? env : faulty);
        s = server;
      }
      expect(sent).toBeGreaterThan(0);
      expect(left).toBeGreaterThan(0);
      // Redelivered at start on PGlite (its only process); on PostgreSQL once the dead process's lease is over.
      let after = left;
      for (let i = 0; i < 120 && after > 0; i++) {
        if (!eventsDb) await stopServer(s);
        after = await undelivered();
        if (after > 0 && !eventsDb) {
          server = await startServerProcess(env);
          s = server;
        }
        if (after > 0) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      console.log(
        `events (${database}): ${sent} messages sent, ${left} events undelivered at the kill, ${after} after`,
      );
      expect(after).toBe(0);
      expect(s.errorLines()).toEqual([]);
    } finally {
      if (server) await stopServer(server);
      server = undefined;
      await eventsDb?.drop();
      await rm(eventsDir, { recursive: true, force: true });
    }
  });
});
