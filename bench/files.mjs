// `npm run bench:files`: upload and download throughput of attachments through the API, with the files on the local
// disk (DATA_DIR/uploads) and in an S3-compatible bucket (FILES_URL), same run, same machine. One built API process
// (apps/api/dist/server.js, embedded database) per store; the bucket is s3rver from npm on 127.0.0.1, a JavaScript
// server on the same two cores, so the S3 figure is a floor for the API's own cost of a bucket, not a measure of
// AWS S3, R2 or B2 over a network. Uploads: jobs of 10 attachments of 1 MB (the multipart route, content checked,
// staged, moved into the store); downloads: each attachment fetched again, 4 at a time. Writes bench/results/files.json.
//
//   npm run bench:files   [--rounds=5]
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import S3rver from 's3rver';
import { freePort } from './scale-out.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUNDS = Number(process.argv.find((a) => a.startsWith('--rounds='))?.split('=')[1] ?? 5);
const FILE_BYTES = 1024 * 1024;
const FILES_PER_JOB = 10;
const PASSWORD = 'Labora@2026';

async function startApi(dataDir, env) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      RATE_LIMIT_FACTOR: '1000',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`API exited: ${output}`);
    if (output.includes('Labora listening on')) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

async function json(url, init) {
  const res = await fetch(url, init);
  const body = await res.json();
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

async function signIn(base) {
  const email = `bench.${Math.random().toString(16).slice(2)}@exemplo.com.br`;
  const headers = { 'content-type': 'application/json' };
  await json(`${base}/api/auth/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      first_name: 'ana',
      last_name: 'souza',
      phone: '11987654321',
      email,
      password: PASSWORD,
      confirm_password: PASSWORD,
    }),
  });
  const login = await json(`${base}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  return login.token;
}

const job = () => ({
  title: 'Site institucional para padaria com cardápio',
  category: 'Desenvolvimento Web',
  experienceLevel: 'intermediario',
  projectType: 'fixed',
  budgetCents: 250_000,
  duration: '2 semanas',
  deliveryDeadline: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
  description: 'Precisamos de um site simples com cardápio, endereço e contato pelo WhatsApp.',
  skills: ['React'],
});

async function measure(base) {
  const token = await signIn(base);
  const auth = { authorization: `Bearer ${token}` };
  // Plain text (checked by content like any file), different bytes each.
  const file = (i) => Buffer.alloc(FILE_BYTES, `linha ${i} do relatório de testes\n`);
  let uploadMs = 0;
  const downloads = [];
  for (let round = 0; round < ROUNDS; round++) {
    const form = new FormData();
    form.set('job', JSON.stringify(job()));
    for (let i = 0; i < FILES_PER_JOB; i++) form.append('attachments', new Blob([file(i)]), `anexo-${i}.txt`);
    const started = performance.now();
    const created = await json(`${base}/api/jobs`, { method: 'POST', headers: auth, body: form });
    uploadMs += performance.now() - started;
    for (const a of created.attachments) downloads.push(`${base}/api/jobs/${created.id}/attachments/${a.id}`);
  }
  const started = performance.now();
  let next = 0;
  let bytes = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < downloads.length) {
        const url = downloads[next++];
        const res = await fetch(url, { headers: auth });
        if (!res.ok) throw new Error(`download ${res.status}`);
        // Read first, then add: `bytes += await …` would add to a stale total across the four workers.
        const received = (await res.arrayBuffer()).byteLength;
        bytes += received;
      }
    }),
  );
  const downloadMs = performance.now() - started;
  const uploaded = ROUNDS * FILES_PER_JOB * FILE_BYTES;
  const mb = (n) => n / 1024 / 1024;
  return {
    uploadMBps: Number((mb(uploaded) / (uploadMs / 1000)).toFixed(1)),
    uploadMsPerJobOf10MB: Math.round(uploadMs / ROUNDS),
    downloadMBps: Number((mb(bytes) / (downloadMs / 1000)).toFixed(1)),
    downloadMsPerFile: Number((downloadMs / downloads.length).toFixed(1)),
    filesDownloaded: downloads.length,
    mbDownloaded: Number(mb(bytes).toFixed(1)),
  };
}

if (!existsSync(path.join(root, 'apps/api/dist/server.js'))) throw new Error('build the API first (npm run build)');
const dir = mkdtempSync(path.join(os.tmpdir(), 'labora-bench-files-'));
const results = {};
let s3;
try {
  const local = await startApi(path.join(dir, 'local'), {});
  try {
    await measure(local.url); // warm-up: sharp, file-type, the first statements
    results.local = await measure(local.url);
  } finally {
    await local.stop();
  }
  mkdirSync(path.join(dir, 's3'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(dir, 's3'),
    configureBuckets: [{ name: 'labora' }],
  });
  const { port } = await s3.run();
  const bucket = await startApi(path.join(dir, 'api-s3'), {
    FILES_URL: 's3://labora/bench',
    FILES_ENDPOINT: `http://127.0.0.1:${port}`,
    FILES_ACCESS_KEY_ID: 'S3RVER',
    FILES_SECRET_ACCESS_KEY: 'S3RVER',
    FILES_FORCE_PATH_STYLE: '1',
  });
  try {
    await measure(bucket.url);
    results.s3rver = await measure(bucket.url);
  } finally {
    await bucket.stop();
  }
} finally {
  await s3?.close();
  rmSync(dir, { recursive: true, force: true });
}
const report = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  rounds: ROUNDS,
  ...results,
};
console.table(results);
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/files.json'), `${JSON.stringify(report, null, 2)}\n`);
