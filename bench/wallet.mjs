// `npm run bench:wallet` (PGlite) and `npm run bench:wallet:pg` (a throwaway PostgreSQL server): money operations
// per second through the real server over HTTP, 50 connections at once for 15 s, half withdrawals (R$ 50,00 by
// PIX) and half contract payments (from the wallet into escrow), each with its own Idempotency-Key. 50 clients
// with money and 20,000 contracts awaiting payment are written beforehand. At the end the ledger is checked from
// its entries: every transfer sums to zero, no wallet below zero, the total is zero, and exactly one movement per
// accepted request (zero lost, zero duplicated).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, queryRows } from '../apps/api/dist/db/client.js';
import { runMigrations } from '../apps/api/dist/db/migrate.js';
import { hashPassword } from '../apps/api/dist/lib/password-hash.js';
import { checkLedger } from '../apps/api/dist/modules/wallet/ledger.js';
import { createDatabase, startBuiltServer } from './lib.mjs';

const CLIENTS = 50;
const CONTRACTS_EACH = 400;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const PASSWORD = 'Labora@2026';

// Where the data lives: a new database on the PostgreSQL server given, or a PGlite folder the server opens.
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
let databaseUrl = '';
let dataDir = '';
if (adminUrl) {
  databaseUrl = await createDatabase(adminUrl, `labora_bench_wallet_${Date.now()}`);
} else {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'labora-bench-wallet-'));
}
const openData = () => openDatabase(databaseUrl ? { databaseUrl } : { dataDir, embedded: { thread: false } });

// 1. People and contracts, written directly (the server is not running yet).
let database = await openData();
await runMigrations(database);
const hash = await hashPassword(PASSWORD);
await database.db.execute(
  sql.raw(`insert into users (first_name, last_name, email, phone, password_hash, is_freelancer, created_at)
  select 'Cliente', 'Bench ' || i, 'bench.wallet.c' || i || '@exemplo.com', '11987654321', '${hash}', false, now()
  from generate_series(1, ${CLIENTS}) as i
  union all select 'Freelancer', 'Bench', 'bench.wallet.f@exemplo.com', '11987654321', '${hash}', true, now()`),
);
await database.db.execute(
  sql.raw(`insert into contracts (client_id, freelancer_id, title, description, value_cents, end_date)
  select c.id, f.id, 'Contrato de bench ' || k, 'Pago no benchmark.', 10000 + k, current_date + 30
  from users c cross join generate_series(1, ${CONTRACTS_EACH}) as k
  join users f on f.email = 'bench.wallet.f@exemplo.com'
  where c.email like 'bench.wallet.c%'`),
);
const clients = await queryRows(
  database.db,
  sql.raw(`select id, email from users where email like 'bench.wallet.c%' order by email`),
);
const contracts = await queryRows(
  database.db,
  sql.raw(`select id, client_id as "clientId" from contracts order by random()`),
);
await database.close();

// 2. The server as `npm start` runs it, on that data (no demo).
const server = await startBuiltServer({
  DATABASE_URL: databaseUrl,
  ...(dataDir ? { DATA_DIR: dataDir } : {}),
  SEED_DEMO: '0',
  RATE_LIMIT_FACTOR: '1000',
});
const api = (pathname, init = {}) =>
  fetch(`${server.url}${pathname}`, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
const tokens = new Map();
for (const client of clients) {
  const login = await api('/api/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email: client.email, password: PASSWORD }),
  });
  const { token } = await login.json();
  tokens.set(client.id, token);
  // R$ 50.000,00 each (the most one deposit takes), by the sandbox's card: every operation below is covered.
  const deposit = await api('/api/wallet/deposits', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    body: JSON.stringify({ amountCents: 5_000_000, method: 'card', cardNumber: '4111111111111111' }),
  });
  if (deposit.status !== 201) throw new Error(`deposit: ${deposit.status} ${await deposit.text()}`);
}

// 3. The load: every request its own key; withdrawals from a random client, payments of the next unpaid contract.
// PIX withdrawals settle at once in the server's worker, which then does as much work again: BENCH_RAIL=bank
// measures the requests alone (bank transfers settle a business day later).
const withdrawal = JSON.stringify(
  process.env.BENCH_RAIL === 'bank'
    ? {
        amountCents: 5000,
        method: 'bank',
        accountInfo: { method: 'bank', bankCode: '001', agency: '1584', account: '00210169', digit: '6' },
      }
    : { amountCents: 5000, method: 'pix', accountInfo: { method: 'pix', pixKey: 'bench@example.com' } },
);
const payment = JSON.stringify({ method: 'saldoCarteira' });
const latencies = [];
let nextContract = 0;
let turn = 0;
const answers = { withdrawal: {}, payment: {} };
const count = (kind, status) => {
  answers[kind][status] = (answers[kind][status] ?? 0) + 1;
};
const result = await autocannon({
  url: server.url,
  connections: CONNECTIONS,
  duration: SECONDS,
  requests: [
    {
      method: 'POST',
      setupRequest(request, context) {
        const key = randomUUID();
        context.sentAt = performance.now();
        if (turn++ % 2 === 0 && nextContract < contracts.length) {
          const contract = contracts[nextContract++];
          context.kind = 'payment';
          return {
            ...request,
            path: `/api/contracts/${contract.id}/payment`,
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${tokens.get(contract.clientId)}`,
              'idempotency-key': key,
            },
            body: payment,
          };
        }
        const client = clients[Math.floor(Math.random() * clients.length)];
        context.kind = 'withdrawal';
        return {
          ...request,
          path: '/api/wallet/withdrawals',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${tokens.get(client.id)}`,
            'idempotency-key': key,
          },
          body: withdrawal,
        };
      },
      onResponse(status, _body, context) {
        count(context.kind, status);
        latencies.push(performance.now() - context.sentAt);
      },
    },
  ],
});
await server.stop();

// 4. The ledger, from its entries, against what the server answered.
database = await openData();
const ledger = await checkLedger(database.db);
const [rows] = await queryRows(
  database.db,
  sql.raw(`select
    (select count(*) from withdrawals)::int as withdrawals,
    (select count(*) from ledger_transfers where kind = 'withdrawal')::int as "withdrawalTransfers",
    (select count(*) from ledger_transfers where kind = 'payment')::int as payments,
    (select count(*) from contracts where funded_at is not null)::int as funded,
    (select count(*) from (select contract_id from ledger_transfers where kind = 'payment'
       group by contract_id having count(*) > 1) d)::int as "paidTwice",
    (select count(*) from (select withdrawal_id from ledger_transfers where kind = 'withdrawal'
       group by withdrawal_id having count(*) > 1) d)::int as "withdrawnTwice"`),
);
await database.close();
if (adminUrl) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`);
  await admin.end();
} else {
  rmSync(dataDir, { recursive: true, force: true });
}

const accepted = { withdrawal: answers.withdrawal[201] ?? 0, payment: answers.payment[200] ?? 0 };
// Requests still in flight when the load stopped were carried out but their answers not counted: at most one
// per connection. Nothing answered may be missing, and nothing may be there twice.
const inFlight = (done, answered) => done >= answered && done - answered <= CONNECTIONS;
const sound =
  ledger.unbalancedTransfers === 0 &&
  ledger.balanceMismatches === 0 &&
  ledger.negativeBalances === 0 &&
  ledger.ownerlessBalances === 0 &&
  ledger.totalCents === 0 &&
  rows.withdrawals === rows.withdrawalTransfers &&
  rows.payments === rows.funded &&
  rows.paidTwice === 0 &&
  rows.withdrawnTwice === 0 &&
  inFlight(rows.withdrawals, accepted.withdrawal) &&
  inFlight(rows.payments, accepted.payment);
const perSecond = result.requests.average;
const sorted = latencies.sort((a, b) => a - b);
const percentile = (p) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 10) / 10;
console.log(
  JSON.stringify(
    {
      database: adminUrl ? 'postgres' : 'pglite',
      connections: CONNECTIONS,
      seconds: SECONDS,
      operationsPerSecond: Math.round(perSecond),
      latencyMs: { p50: percentile(50), p95: percentile(95), p99: percentile(99) },
      answers,
      errors: result.errors,
      ledger,
      rows,
      goal: { operationsPerSecond: 500, met: perSecond >= 500 },
      sound,
    },
    null,
    2,
  ),
);
if (!sound) process.exitCode = 1;
