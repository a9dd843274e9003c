// `npm run test:backup`: `npm run backup` on a running server (embedded database) under a steady stream of writes,
// `npm run restore` into a new folder, a server started on it: every write the first server acknowledged before the
// backup began is there (accounts, jobs with their attachment, deposits and their Idempotency-Keys), the ledger
// balances, and restore refuses a folder that is not empty. Then a backup of the stopped server.
//
//   npm run build -w @labora/shared -w @labora/api && node --test bench/backup-restore.test.mjs
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { openDatabase } from '../apps/api/dist/db/client.js';
import { checkLedger } from '../apps/api/dist/modules/wallet/ledger.js';
import { startBuiltServer } from '../scripts/built-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = promisify(execFile);
const PASSWORD = 'Labora@2026';
const TEST_CARD = '4111111111111111';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const ENV = { SEED_DEMO: '0', RATE_LIMIT_FACTOR: '1000' };

const work = mkdtempSync(path.join(os.tmpdir(), 'labora-backup-test-'));
const archive = path.join(work, 'labora.tar.gz');
const restored = path.join(work, 'restored');
let server;
let restoredServer;

async function call(base, method, url, { token, body, form, key } = {}) {
  const headers = key ? { 'idempotency-key': key } : {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${url}`, { method, headers, body: form ?? (body && JSON.stringify(body)) });
  const type = res.headers.get('content-type') ?? '';
  return { status: res.status, body: type.includes('json') ? await res.json() : Buffer.from(await res.arrayBuffer()) };
}

/** What the first server acknowledged, each with the moment of its answer. */
const acked = { users: [], jobs: [], deposits: [] };

/** One person's writes, in a loop until `stop()`: sign-up, a job with an attachment, a card deposit with a key. */
async function writer(base, stopped) {
  while (!stopped()) {
    const email = `backup.${randomBytes(4).toString('hex')}@exemplo.com.br`;
    const registered = await call(base, 'POST', '/api/auth/register', {
      body: {
        first_name: 'ana',
        last_name: 'souza',
        phone: '11987654321',
        email,
        password: PASSWORD,
        confirm_password: PASSWORD,
      },
    });
    assert.equal(registered.status, 201, JSON.stringify(registered.body));
    acked.users.push({ email, at: performance.now() });
    const login = await call(base, 'POST', '/api/auth/login', { body: { email, password: PASSWORD } });
    const token = login.body.token;
    const id = login.body.user._id;
    await call(base, 'PUT', `/api/usuarios/${id}/isFreelancer`, { token, body: { isFreelancer: false } });
    const form = new FormData();
    form.set(
      'job',
      JSON.stringify({
        title: `Loja virtual ${randomBytes(3).toString('hex')}`,
        category: 'Desenvolvimento Web',
        experienceLevel: 'intermediario',
        projectType: 'fixed',
        budgetCents: 250_000,
        duration: '2 semanas',
        deliveryDeadline: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        description: 'Uma loja simples com catálogo, carrinho e pagamento por PIX.',
        skills: ['React'],
      }),
    );
    form.append('attachments', new Blob([PDF], { type: 'application/pdf' }), 'briefing.pdf');
    const job = await call(base, 'POST', '/api/jobs', { token, form });
    assert.equal(job.status, 201, JSON.stringify(job.body));
    acked.jobs.push({ id: job.body.id, attachment: job.body.attachments[0].id, email, at: performance.now() });
    const key = randomUUID();
    const body = { amountCents: 12_345, method: 'card', cardNumber: TEST_CARD };
    const deposit = await call(base, 'POST', '/api/wallet/deposits', { token, body, key });
    assert.equal(deposit.status, 201, JSON.stringify(deposit.body));
    acked.deposits.push({ id: deposit.body.deposit.id, key, body, email, at: performance.now() });
  }
}

const tokens = new Map();
async function tokenOf(base, email) {
  if (!tokens.has(email)) {
    const login = await call(base, 'POST', '/api/auth/login', { body: { email, password: PASSWORD } });
    assert.equal(login.status, 200, `${email} can log in on the restored server`);
    tokens.set(email, login.body.token);
  }
  return tokens.get(email);
}

let backupStartedAt;
let backupOutput;

before(async () => {
  server = await startBuiltServer(ENV);
  let stop = false;
  const writers = Array.from({ length: 3 }, () => writer(server.url, () => stop));
  // A few whole rounds acknowledged first, so the check below has writes of every kind to find.
  while (acked.deposits.length < 6) await new Promise((resolve) => setTimeout(resolve, 50));
  backupStartedAt = performance.now();
  const backup = await run(process.execPath, [path.join(root, 'scripts/backup.mjs'), archive], {
    env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '' },
  });
  backupOutput = backup.stdout;
  await new Promise((resolve) => setTimeout(resolve, 500));
  stop = true;
  await Promise.all(writers);
});

after(async () => {
  await restoredServer?.stop();
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe('backup and restore of the embedded database', () => {
  it('backs up a running server under writes, pausing its statements briefly', () => {
    const paused = /statements paused (\d+) ms/.exec(backupOutput);
    assert.ok(paused, backupOutput);
    console.log(`# ${backupOutput.trim()}`);
    assert.ok(Number(paused[1]) < 5000, backupOutput);
    assert.ok(Number(/and (\d+) files?/.exec(backupOutput)?.[1]) >= 6, 'the attachments are in the archive');
    const before = acked.deposits.filter((d) => d.at < backupStartedAt).length;
    assert.ok(before > 0 && acked.deposits.length > before, 'writes before and during the backup');
  });

  it('refuses to restore into a folder that is not empty', async () => {
    const used = path.join(work, 'used');
    mkdirSync(used);
    writeFileSync(path.join(used, 'keep.txt'), 'x');
    const refused = await run(process.execPath, [path.join(root, 'scripts/restore.mjs'), archive, used]).catch(
      (e) => e,
    );
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /is not empty/);
    assert.deepEqual(readdirSync(used), ['keep.txt']);
  });

  it('restores into a new folder where a server finds every write acknowledged before the backup began', async () => {
    const restore = await run(process.execPath, [path.join(root, 'scripts/restore.mjs'), archive, restored]);
    assert.match(restore.stdout, /every checksum verified/);
    restoredServer = await startBuiltServer(ENV, { dataDir: restored });
    const base = restoredServer.url;
    for (const user of acked.users.filter((u) => u.at < backupStartedAt)) await tokenOf(base, user.email);
    for (const job of acked.jobs.filter((j) => j.at < backupStartedAt)) {
      const token = await tokenOf(base, job.email);
      assert.equal((await call(base, 'GET', `/api/jobs/${job.id}`, { token })).status, 200);
      const file = await call(base, 'GET', `/api/jobs/${job.id}/attachments/${job.attachment}`, { token });
      assert.equal(file.status, 200);
      assert.ok(file.body.equals(PDF), 'the attachment came back byte for byte');
    }
    for (const deposit of acked.deposits.filter((d) => d.at < backupStartedAt)) {
      const token = await tokenOf(base, deposit.email);
      const seen = await call(base, 'GET', `/api/wallet/deposits/${deposit.id}`, { token });
      assert.equal(seen.status, 200);
      // The key came back with it: sent again, it answers the same deposit instead of making a second one.
      const again = await call(base, 'POST', '/api/wallet/deposits', { token, body: deposit.body, key: deposit.key });
      assert.equal(again.body.deposit?.id, deposit.id);
      const wallet = await call(base, 'GET', '/api/wallet', { token });
      assert.equal(wallet.body.availableCents, 12_345);
    }
  });

  it('restores a ledger that balances', async () => {
    await restoredServer.stop({ keepData: true });
    const database = await openDatabase({ dataDir: restored, embedded: { thread: false } });
    try {
      const ledger = await checkLedger(database.db);
      assert.deepEqual(
        [ledger.unbalancedTransfers, ledger.balanceMismatches, ledger.negativeBalances, ledger.totalCents],
        [0, 0, 0, 0],
      );
      assert.ok(ledger.transfers >= acked.deposits.filter((d) => d.at < backupStartedAt).length);
    } finally {
      await database.close();
    }
  });

  it('backs up a stopped server by opening its folder itself', async () => {
    await server.stop({ keepData: true });
    const again = path.join(work, 'stopped.tar.gz');
    const backup = await run(process.execPath, [path.join(root, 'scripts/backup.mjs'), again], {
      env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '' },
    });
    assert.match(backup.stdout, /server stopped/);
    const fresh = path.join(work, 'from-stopped');
    await run(process.execPath, [path.join(root, 'scripts/restore.mjs'), again, fresh]);
    const database = await openDatabase({ dataDir: fresh, embedded: { thread: false } });
    try {
      const { rows } = await database.db.execute("select count(*)::int as n from users where email like 'backup.%'");
      assert.equal(rows[0].n, acked.users.length, 'every sign-up, those during the first backup too');
    } finally {
      await database.close();
    }
    rmSync(server.dataDir, { recursive: true, force: true });
  });
});
