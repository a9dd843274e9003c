// `npm run test:scale-out`: the main API flows replayed over HTTP against two API processes on one PostgreSQL
// database behind nginx (round-robin), as bench/scale-out.mjs starts them, each process with its own DATA_DIR and
// the uploads in one bucket of an S3-compatible server started here (s3rver on 127.0.0.1). What it proves: nothing
// a flow needs lives in one process's memory or on its disk. Sessions, rate-limit counters, one-time codes and uploaded files are written
// by one process and read by the other, on purpose: some steps go through nginx (which alternates), the
// cross-process checks call each process directly. The full API suite (apps/api, app.inject on one process
// per test file, with a hand-moved clock and captured mail) is not run over HTTP; this suite covers the
// state it could hide: sign-up, login, sessions and logout, jobs with attachments, proposals, contracts and
// reviews, password recovery codes, rate limits, and money (row locks and Idempotency-Keys across processes).
//
//   node scripts/with-postgres.mjs node --test bench/scale-out.test.mjs   (after building the API)
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import S3rver from 's3rver';
import WebSocket from 'ws';
import { startCluster } from './scale-out.mjs';

const PASSWORD = 'Labora@2026';
const TEST_CARD = '4111111111111111';
// Banco do Brasil's example account: bank withdrawals wait a business day, so none settles during the test.
const BANK_ACCOUNT = { method: 'bank', bankCode: '001', agency: '1584', account: '00210169', digit: '6' };
let cluster;
let A;
let B;
let s3;
let s3Dir;

before(async () => {
  s3Dir = mkdtempSync(path.join(os.tmpdir(), 'labora-scale-out-s3-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: 'labora' }],
  });
  const { port } = await s3.run();
  const files = {
    FILES_URL: 's3://labora/scale-out',
    FILES_ENDPOINT: `http://127.0.0.1:${port}`,
    FILES_ACCESS_KEY_ID: 'S3RVER',
    FILES_SECRET_ACCESS_KEY: 'S3RVER',
    FILES_FORCE_PATH_STYLE: '1',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
  // RATE_LIMIT_FACTOR 1: production limits, so a counter kept per process would show.
  cluster = await startCluster({
    env: { SEED_DEMO: '0', RATE_LIMIT_FACTOR: '1', ...files },
    database: 'labora_scale_out_test',
    replica: true,
    separateDataDirs: true,
  });
  [A, B] = cluster.upstreams;
});
after(async () => {
  await cluster?.stop();
  await s3?.close();
  if (s3Dir) rmSync(s3Dir, { recursive: true, force: true });
});

/** One JSON call to `base` (nginx or one process); answers { status, body }. */
async function call(base, method, url, { token, body, form, key } = {}) {
  const headers = key ? { 'idempotency-key': key } : {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${url}`, {
    method,
    headers,
    body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const type = res.headers.get('content-type') ?? '';
  return {
    status: res.status,
    headers: res.headers,
    body: type.includes('json') ? await res.json() : Buffer.from(await res.arrayBuffer()),
  };
}

const unique = () => randomBytes(4).toString('hex');
const futureDay = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Signs up through nginx, logs in on `loginOn`; optionally chooses client or freelancer. */
async function newUser({ loginOn = cluster.url, isFreelancer } = {}) {
  const email = `pessoa.${unique()}@exemplo.com.br`;
  const registered = await call(cluster.url, 'POST', '/api/auth/register', {
    body: {
      first_name: 'ana',
      last_name: 'de souza',
      phone: '11987654321',
      email,
      password: PASSWORD,
      confirm_password: PASSWORD,
    },
  });
  assert.equal(registered.status, 201, JSON.stringify(registered.body));
  const login = await call(loginOn, 'POST', '/api/auth/login', { body: { email, password: PASSWORD } });
  assert.equal(login.status, 200, JSON.stringify(login.body));
  const user = { email, token: login.body.token, id: login.body.user._id };
  if (isFreelancer !== undefined) {
    const chosen = await call(cluster.url, 'PUT', `/api/usuarios/${user.id}/isFreelancer`, {
      token: user.token,
      body: { isFreelancer },
    });
    assert.equal(chosen.status, 200, JSON.stringify(chosen.body));
  }
  return user;
}

function jobBody() {
  return {
    title: `Site institucional para padaria ${unique()}`,
    category: 'Desenvolvimento Web',
    experienceLevel: 'intermediario',
    projectType: 'fixed',
    budgetCents: 250_000,
    duration: '2 semanas',
    deliveryDeadline: futureDay(30),
    description: 'Precisamos de um site simples com cardápio, endereço e contato pelo WhatsApp.',
    skills: ['React', 'SEO'],
  };
}

/** The latest code mailed to `email` (in the outbox of whichever process sent it; mail leaves after the answer). */
async function mailedCode(email) {
  const outboxes = cluster.dataDirs.map((dir) => path.join(dir, 'outbox'));
  let files = [];
  for (let i = 0; i < 50 && !files.length; i++) {
    if (i) await new Promise((resolve) => setTimeout(resolve, 100));
    files = outboxes
      .flatMap((outbox) => (existsSync(outbox) ? readdirSync(outbox).map((name) => path.join(outbox, name)) : []))
      .filter((f) => path.basename(f).includes(email.replace(/[^\w.@+-]/g, '_')))
      .sort((a, b) => path.basename(a).localeCompare(path.basename(b)));
  }
  assert.ok(files.length, `no mail to ${email} in ${outboxes}`);
  const text = readFileSync(files.at(-1), 'utf8');
  // The text part is quoted-printable: undo the soft line breaks and the =XX bytes.
  const decoded = Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
  const code = /código de verificação é: (\d{6})/.exec(decoded)?.[1];
  assert.ok(code, `no code in the mail to ${email}`);
  return code;
}

describe('two API processes behind nginx', () => {
  it('runs two processes, and nginx alternates between them', async () => {
    assert.notEqual(A, B);
    const marker = unique();
    // Any answer will do (a guest's 401 here): the log says who gave it.
    for (let i = 0; i < 4; i++)
      assert.ok((await call(cluster.url, 'GET', `/api/auth/me?probe=${marker}`)).status < 500);
    await new Promise((resolve) => setTimeout(resolve, 300)); // the access log is flushed every 100 ms
    const upstreams = cluster
      .accessLog()
      .filter((line) => line.uri.includes(marker))
      .map((line) => line.upstream);
    assert.equal(upstreams.length, 4);
    assert.equal(new Set(upstreams).size, 2, `one upstream served everything: ${upstreams}`);
    for (let i = 1; i < upstreams.length; i++) assert.notEqual(upstreams[i], upstreams[i - 1]);
  });

  it('keeps sessions in the database: a login on one process is valid on the other, a logout ends it on both', async () => {
    const user = await newUser({ loginOn: A });
    for (const base of [A, B, cluster.url]) {
      const me = await call(base, 'GET', '/api/auth/me', { token: user.token });
      assert.equal(me.status, 200);
      assert.equal(me.body.user.email, user.email);
    }
    assert.equal((await call(B, 'POST', '/api/auth/logout', { token: user.token })).status, 200);
    for (const base of [A, B])
      assert.equal((await call(base, 'GET', '/api/auth/me', { token: user.token })).status, 401);
  });

  it('counts a rate limit across processes (five recovery mails an hour per address, wherever asked)', async () => {
    const user = await newUser();
    for (let i = 0; i < 5; i++) {
      const res = await call(i % 2 ? B : A, 'POST', '/api/auth/enviar-otp', { body: { email: user.email } });
      assert.equal(res.status, 200, `request ${i + 1}: ${JSON.stringify(res.body)}`);
    }
    for (const base of [A, B]) {
      const refused = await call(base, 'POST', '/api/auth/enviar-otp', { body: { email: user.email } });
      assert.equal(refused.status, 429);
      assert.equal(refused.body.code, 'TOO_MANY_REQUESTS');
    }
  });

  it('checks a recovery code issued by one process on the other, once', async () => {
    const user = await newUser();
    assert.equal((await call(A, 'POST', '/api/auth/enviar-otp', { body: { email: user.email } })).status, 200);
    const otp = await mailedCode(user.email);
    const newPassword = 'Nova@Senha2026';
    const reset = await call(B, 'POST', '/api/auth/verificar-otp', { body: { email: user.email, otp, newPassword } });
    assert.equal(reset.status, 200, JSON.stringify(reset.body));
    const again = await call(A, 'POST', '/api/auth/verificar-otp', {
      body: { email: user.email, otp, newPassword: 'Outra@Senha2026' },
    });
    assert.equal(again.status, 400);
    assert.equal(again.body.code, 'OTP_INVALID');
    assert.equal(
      (await call(A, 'POST', '/api/auth/login', { body: { email: user.email, password: PASSWORD } })).status,
      401,
    );
    const login = await call(B, 'POST', '/api/auth/login', { body: { email: user.email, password: newPassword } });
    assert.equal(login.status, 200);
  });

  it('takes a job from publication to a reviewed contract, each step on either process', async () => {
    const client = await newUser({ isFreelancer: false });
    const freelancer = await newUser({ isFreelancer: true });

    // A job with an attachment, stored by A, downloaded from B: the bucket is the shared storage.
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const form = new FormData();
    form.set('job', JSON.stringify(jobBody()));
    form.append('attachments', new Blob([pdf], { type: 'application/pdf' }), 'briefing.pdf');
    const created = await call(A, 'POST', '/api/jobs', { token: client.token, form });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const job = created.body;
    const file = await call(B, 'GET', `/api/jobs/${job.id}/attachments/${job.attachments[0].id}`, {
      token: freelancer.token,
    });
    assert.equal(file.status, 200);
    assert.ok(file.body.equals(pdf));

    for (const base of [A, B]) {
      const seen = await call(base, 'GET', `/api/jobs/${job.id}`, { token: freelancer.token });
      assert.equal(seen.status, 200);
      assert.equal(seen.body.title, job.title);
    }
    // The search reads the streaming replica (docs/operations.md#read-replica): the job is listed once replayed there.
    let listedThere = false;
    for (let i = 0; i < 100 && !listedThere; i++) {
      if (i) await new Promise((resolve) => setTimeout(resolve, 100));
      const listed = await call(cluster.url, 'GET', `/api/jobs?search=${encodeURIComponent(job.title)}`, {
        token: freelancer.token,
      });
      assert.equal(listed.status, 200);
      listedThere = listed.body.items.some((item) => item.id === job.id);
    }
    assert.ok(listedThere, 'the new job is listed within 10 s');

    const proposed = await call(B, 'POST', `/api/jobs/${job.id}/proposals`, {
      token: freelancer.token,
      body: { amountCents: 180_000, deliveryDays: 10, coverLetter: 'Faço sites assim há 6 anos; entrego em 10 dias.' },
    });
    assert.equal(proposed.status, 201, JSON.stringify(proposed.body));
    const proposalId = proposed.body.proposal.id;
    const again = await call(A, 'POST', `/api/jobs/${job.id}/proposals`, {
      token: freelancer.token,
      body: { amountCents: 170_000, deliveryDays: 9, coverLetter: 'Outra proposta para o mesmo trabalho.' },
    });
    assert.equal(again.status, 409, 'a second proposal on the other process is refused too');

    const proposals = await call(A, 'GET', `/api/jobs/${job.id}/proposals`, { token: client.token });
    assert.equal(proposals.status, 200);
    assert.ok(JSON.stringify(proposals.body).includes(proposalId));

    const accepted = await call(B, 'POST', `/api/proposals/${proposalId}/accept`, { token: client.token });
    assert.equal(accepted.status, 200, JSON.stringify(accepted.body));
    const contractUrl = `/api/contracts/${accepted.body.contractId}`;
    // Paid on A (the sandbox's test card), started on A, concluded on B (which releases the escrow).
    const paid = await call(A, 'POST', `${contractUrl}/payment`, {
      token: client.token,
      body: { method: 'card', cardNumber: TEST_CARD },
      key: randomUUID(),
    });
    assert.equal(paid.status, 200, JSON.stringify(paid.body));
    const steps = [
      [A, freelancer, 'start'],
      [B, client, 'conclude'],
    ];
    for (const [base, who, action] of steps) {
      const moved = await call(base, 'POST', `${contractUrl}/actions`, {
        token: who.token,
        body: { action },
        key: randomUUID(),
      });
      assert.equal(moved.status, 200, `${action}: ${JSON.stringify(moved.body)}`);
    }
    for (const [base, who] of [
      [A, client],
      [B, freelancer],
    ]) {
      const contract = await call(base, 'GET', contractUrl, { token: who.token });
      assert.equal(contract.status, 200);
      assert.equal(contract.body.status, 'concluido');
    }
    const review = await call(A, 'POST', `${contractUrl}/reviews`, {
      token: client.token,
      body: { rating: 5, comment: 'Entregou antes do prazo.' },
    });
    assert.equal(review.status, 201, JSON.stringify(review.body));
    const twice = await call(B, 'POST', `${contractUrl}/reviews`, {
      token: client.token,
      body: { rating: 4, comment: 'De novo.' },
    });
    assert.equal(twice.status, 409, 'one review per side, whichever process is asked');
    const mine = await call(cluster.url, 'GET', '/api/contracts?as=client', { token: client.token });
    assert.equal(mine.status, 200);
    assert.ok(mine.body.items.some((c) => c.id === accepted.body.contractId));
    const earned = await call(B, 'GET', '/api/wallet', { token: freelancer.token });
    assert.equal(earned.body.availableCents, 162_000, 'R$ 1.800,00 less the 10% fee');
  });

  it('moves money once across processes: 60 withdrawals of R$ 100 from R$ 3.000 split over both, one key sent to both', async () => {
    const person = await newUser();
    const deposit = await call(A, 'POST', '/api/wallet/deposits', {
      token: person.token,
      body: { amountCents: 300_000, method: 'card', cardNumber: TEST_CARD },
      key: randomUUID(),
    });
    assert.equal(deposit.status, 201, JSON.stringify(deposit.body));
    const body = { amountCents: 10_000, method: 'bank', accountInfo: BANK_ACCOUNT };
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        call(i % 2 ? A : B, 'POST', '/api/wallet/withdrawals', { token: person.token, body, key: randomUUID() }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    assert.equal(statuses.filter((s) => s === 201).length, 30, JSON.stringify(statuses));
    assert.equal(statuses.filter((s) => s === 409).length, 30);
    const key = randomUUID();
    const repeated = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(i % 2 ? A : B, 'POST', '/api/wallet/deposits', {
          token: person.token,
          body: { amountCents: 5000, method: 'card', cardNumber: TEST_CARD },
          key,
        }),
      ),
    );
    assert.equal(new Set(repeated.map((a) => a.body.deposit?.id)).size, 1, 'one deposit for one key');
    const wallet = await call(A, 'GET', '/api/wallet', { token: person.token });
    assert.deepEqual([wallet.body.availableCents, wallet.body.withdrawingCents], [5000, 300_000]);
  });

  it('finds on the streaming replica a job written on the primary, once the replica has caught up', async () => {
    const client = await newUser({ isFreelancer: false });
    const form = new FormData();
    form.set('job', JSON.stringify({ ...jobBody(), title: `Vitrine replicada ${unique()}` }));
    const created = await call(A, 'POST', '/api/jobs', { token: client.token, form });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal((await cluster.replica.status()).standby, true, 'DATABASE_READ_URL names a hot standby');
    // The public search reads the replica (docs/operations.md#read-replica): the job shows once replayed there.
    let found = false;
    for (let i = 0; i < 100 && !found; i++) {
      if (i) await new Promise((resolve) => setTimeout(resolve, 100));
      const search = await call(cluster.url, 'GET', '/api/jobs?search=vitrine', { token: client.token });
      assert.equal(search.status, 200);
      found = search.body.items.some((job) => job.id === created.body.id);
    }
    assert.ok(found, 'the job reached the replica within 10 s');
  });

  it('shares uploaded files through the bucket: avatar, delivery and message files stored by one process, served by the other', async () => {
    const client = await newUser({ isFreelancer: false });
    const freelancer = await newUser({ isFreelancer: true });
    const stranger = await newUser();
    // A 1×1 PNG: Labora re-encodes it as the avatar's WebP.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const avatarForm = new FormData();
    avatarForm.append('profilePicture', new Blob([png], { type: 'image/png' }), 'eu.png');
    const avatar = await call(A, 'PUT', '/api/users/profile/picture', { token: client.token, form: avatarForm });
    assert.equal(avatar.status, 200, JSON.stringify(avatar.body));
    const picture = await call(B, 'GET', avatar.body.avatar_url);
    assert.equal(picture.status, 200);
    assert.equal(picture.headers.get('content-type'), 'image/webp');

    // A contract under way: published on A, proposed and accepted on B, paid and started on A.
    const created = await call(A, 'POST', '/api/jobs', { token: client.token, body: jobBody() });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const proposed = await call(B, 'POST', `/api/jobs/${created.body.id}/proposals`, {
      token: freelancer.token,
      body: { amountCents: 90_000, deliveryDays: 5, coverLetter: 'Entrego em 5 dias com o relatório de testes.' },
    });
    assert.equal(proposed.status, 201, JSON.stringify(proposed.body));
    const accepted = await call(B, 'POST', `/api/proposals/${proposed.body.proposal.id}/accept`, {
      token: client.token,
    });
    assert.equal(accepted.status, 200, JSON.stringify(accepted.body));
    const contractUrl = `/api/contracts/${accepted.body.contractId}`;
    const paid = await call(A, 'POST', `${contractUrl}/payment`, {
      token: client.token,
      body: { method: 'card', cardNumber: TEST_CARD },
      key: randomUUID(),
    });
    assert.equal(paid.status, 200, JSON.stringify(paid.body));
    const started = await call(A, 'POST', `${contractUrl}/actions`, {
      token: freelancer.token,
      body: { action: 'start' },
      key: randomUUID(),
    });
    assert.equal(started.status, 200, JSON.stringify(started.body));

    const report = Buffer.from('Relatório: tudo pronto e testado.');
    const deliveryForm = new FormData();
    deliveryForm.set('delivery', JSON.stringify({ message: 'Segue a entrega.' }));
    deliveryForm.append('attachments', new Blob([report], { type: 'text/plain' }), 'relatorio.txt');
    const delivered = await call(A, 'POST', `${contractUrl}/deliveries`, {
      token: freelancer.token,
      form: deliveryForm,
    });
    assert.equal(delivered.status, 201, JSON.stringify(delivered.body));
    const delivery = delivered.body.deliveries.at(-1);
    const fileUrl = `${contractUrl}/deliveries/${delivery.id}/files/${delivery.files[0].id}`;
    const deliveryFile = await call(B, 'GET', fileUrl, { token: client.token });
    assert.equal(deliveryFile.status, 200);
    assert.ok(deliveryFile.body.equals(report));
    assert.equal((await call(B, 'GET', fileUrl, { token: stranger.token })).status, 404);

    const conversation = await call(B, 'POST', `${contractUrl}/conversation`, { token: client.token });
    assert.equal(conversation.status, 200, JSON.stringify(conversation.body));
    const messageForm = new FormData();
    messageForm.set('message', JSON.stringify({ text: 'A foto do layout.' }));
    messageForm.append('attachments', new Blob([png], { type: 'image/png' }), 'layout.png');
    const sent = await call(A, 'POST', `/api/conversations/${conversation.body.id}/messages/files`, {
      token: client.token,
      form: messageForm,
    });
    assert.equal(sent.status, 201, JSON.stringify(sent.body));
    const attachmentUrl = `/api/conversations/${conversation.body.id}/attachments/${sent.body.attachments[0].id}`;
    const attachment = await call(B, 'GET', attachmentUrl, { token: freelancer.token });
    assert.equal(attachment.status, 200);
    assert.ok(attachment.body.equals(png));
    assert.equal((await call(B, 'GET', attachmentUrl, { token: stranger.token })).status, 403);

    // Nothing of it on either process's disk: each DATA_DIR holds only its outbox and an empty staging folder.
    for (const dir of cluster.dataDirs) {
      assert.equal(existsSync(path.join(dir, 'uploads')), false, `${dir}/uploads`);
      const staging = path.join(dir, 'staging');
      assert.deepEqual(existsSync(staging) ? readdirSync(staging) : [], []);
    }
  });

  it("delivers a message live across the processes, over a WebSocket upgraded by the repo's nginx configuration", async () => {
    const reader = await newUser();
    const writer = await newUser();
    // The reader's socket goes through nginx to process A only; the message is sent to process B.
    const socket = new WebSocket(`${cluster.singleUrl.replace(/^http/, 'ws')}/api/realtime`, [
      'labora.realtime',
      reader.token,
    ]);
    const events = [];
    const ready = new Promise((resolve, reject) => {
      socket.on('message', (raw) => {
        const data = JSON.parse(String(raw));
        events.push(data);
        if (data.type === 'ready') resolve();
      });
      socket.once('error', reject);
    });
    try {
      await ready;
      const conversation = await call(B, 'POST', '/api/conversations/direct', {
        token: writer.token,
        body: { userId: reader.id },
      });
      assert.equal(conversation.status, 200, JSON.stringify(conversation.body));
      const text = `Olá pelo outro processo ${unique()}`;
      const sent = await call(B, 'POST', `/api/conversations/${conversation.body.id}/messages`, {
        token: writer.token,
        body: { text },
      });
      assert.equal(sent.status, 201, JSON.stringify(sent.body));
      let arrived = false;
      for (let i = 0; i < 50 && !arrived; i++) {
        arrived = events.some((e) => e.type === 'message' && e.message?.text === text);
        if (!arrived) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      assert.ok(arrived, 'the message reached the socket on the other process within 5 s');
    } finally {
      socket.close();
    }
  });

  it('served every request of this suite without a 5xx, from both processes', async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const log = cluster.accessLog();
    const byUpstream = new Map();
    for (const line of log) byUpstream.set(line.upstream, (byUpstream.get(line.upstream) ?? 0) + 1);
    assert.equal(byUpstream.size, 2, JSON.stringify([...byUpstream]));
    assert.deepEqual(
      log.filter((line) => line.status >= 500),
      [],
    );
  });
});
