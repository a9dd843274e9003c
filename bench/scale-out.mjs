// `npm run bench:scale-out`: does Labora scale out? On one throwaway PostgreSQL server (scripts/with-postgres.mjs),
// two API processes (the built apps/api/dist/server.js, same database, same data folder) behind Debian's nginx
// as a round-robin proxy on loopback, with a generated configuration in a temporary folder (pid, logs and temp
// paths there too: no root paths, no system service). Measures read throughput (autocannon, 16 and 64
// connections, from this process) of one process behind nginx against the pair behind nginx, and prints the
// ratio (goal ≥ 1.7×); one process without nginx is printed too, to show the proxy's own cost.
// Writes bench/results/scale-out.json. `npm run test:scale-out` (bench/scale-out.test.mjs) replays the main
// API flows through the same pair.
//
//   node scripts/with-postgres.mjs node bench/scale-out.mjs [--seconds=10] [--connections=16,64]
//   (run directly, it starts the PostgreSQL server itself through scripts/with-postgres.mjs)
//
// startCluster() is shared with the test.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NGINX = '/usr/sbin/nginx';
export const GOAL_RATIO = 1.7;

export const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

/** Installs Debian's nginx when it is missing and we are root; otherwise says what to do. */
export function ensureNginx() {
  if (existsSync(NGINX)) return;
  if (process.getuid?.() !== 0) throw new Error(`${NGINX} is missing: run "sudo apt-get install nginx" once`);
  console.log('Installing Debian nginx for the scale-out run…');
  execFileSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx'], {
    stdio: 'inherit',
  });
}

/** A new database on the PostgreSQL server of `adminUrl` (TEST_DATABASE_URL); answers its URL. */
async function createDatabase(adminUrl, name) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One built API process; resolves once it listens. */
async function startApi({ port, databaseUrl, dataDir, env }) {
  const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      // nginx on loopback is the proxy whose X-Forwarded-For is believed.
      TRUST_PROXY: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  child.channel?.unref();
  let output = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`API on port ${port} did not start in 90 s:\n${output}`)), 90_000);
    const onData = (chunk) => {
      output += chunk;
      if (output.includes('Labora listening on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`API on port ${port} exited with ${code}:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** nginx.conf for `listeners`: one loopback port each, proxying round-robin to its upstream ports. */
function nginxConfig(dir, listeners) {
  const temp = (name) => `${name}_temp_path ${path.join(dir, `${name}-temp`)};`;
  const blocks = listeners.map(({ port, upstreams }, i) => ({
    upstream: `upstream labora_${i} {\n${upstreams.map((u) => `    server 127.0.0.1:${u};`).join('\n')}\n    keepalive 64;\n  }`,
    server: `server {
    listen 127.0.0.1:${port};
    client_max_body_size 25m;
    location / {
      proxy_pass http://labora_${i};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }`,
  }));
  return `# Generated by bench/scale-out.mjs: round-robin over the API processes, everything in ${dir}.
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
  log_format upstream '$upstream_addr $status $request_method $request_uri';
  access_log ${path.join(dir, 'access.log')} upstream buffer=64k flush=100ms;
  ${temp('client_body')}
  ${temp('proxy')}
  ${temp('fastcgi')}
  ${temp('uwsgi')}
  ${temp('scgi')}
  ${blocks.map((b) => b.upstream).join('\n  ')}
  ${blocks.map((b) => b.server).join('\n  ')}
}
`;
}

async function startNginx(dir, listeners) {
  ensureNginx();
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(dir, listeners));
  const child = spawn(NGINX, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Ready when every listener answers (a 502 before the upstreams are up is an answer too).
  for (const { port } of listeners) {
    for (let i = 0; ; i++) {
      if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${readLog(dir, 'error.log')}`);
      try {
        await fetch(`http://127.0.0.1:${port}/api/health-of-nginx`);
        break;
      } catch {
        if (i > 100) throw new Error(`nginx did not listen on ${port}: ${readLog(dir, 'error.log')}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }
  return {
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
    },
  };
}

const readLog = (dir, name) => {
  try {
    return readFileSync(path.join(dir, name), 'utf8');
  } catch {
    return '';
  }
};

/**
 * Two (or `processes`) API processes on a new database of TEST_DATABASE_URL, sharing one data folder (uploads,
 * outbox), behind nginx. `url` is the round-robin pair, `singleUrl` nginx in front of the first process only,
 * `upstreams` the processes themselves. `accessLog()` answers nginx's log lines: "<upstream> <status> <method> <uri>".
 */
export async function startCluster({ processes = 2, env = {}, database = 'labora_scale_out' } = {}) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set: run through scripts/with-postgres.mjs');
  if (!existsSync(path.join(root, 'apps/api/dist/server.js')))
    throw new Error('apps/api/dist is missing: build the API first');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'labora-scale-out-'));
  // nginx's workers may run as another user when started as root.
  chmodSync(dir, 0o777);
  const dataDir = path.join(dir, 'data');
  mkdirSync(dataDir);
  const databaseUrl = await createDatabase(adminUrl, database);
  const apis = [];
  let nginx;
  const stop = async () => {
    await nginx?.stop();
    await Promise.all(apis.map((api) => api.stop()));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // One after the other: the first migrates and seeds, the next finds the database ready.
    for (let i = 0; i < processes; i++) {
      apis.push(await startApi({ port: await freePort(), databaseUrl, dataDir, env }));
    }
    const pairPort = await freePort();
    const singlePort = await freePort();
    const ports = apis.map((api) => Number(new URL(api.url).port));
    nginx = await startNginx(dir, [
      { port: pairPort, upstreams: ports },
      { port: singlePort, upstreams: [ports[0]] },
    ]);
    return {
      url: `http://127.0.0.1:${pairPort}`,
      singleUrl: `http://127.0.0.1:${singlePort}`,
      upstreams: apis.map((api) => api.url),
      dataDir,
      accessLog: () =>
        readLog(dir, 'access.log')
          .split('\n')
          .filter(Boolean)
          .map((line) => {
            const [upstream, status, method, uri] = line.split(' ');
            return { upstream, status: Number(status), method, uri };
          }),
      serverOutput: () => apis.map((api) => api.output()).join('\n'),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** autocannon against one URL; latencies collected here since autocannon reports no p95. */
async function loadTest(url, connections, seconds, headers) {
  const latencies = [];
  const instance = autocannon({ url, connections, duration: seconds, headers });
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.ceil(latencies.length * q) - 1)] ?? 0;
  return {
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    p50: Number(at(0.5).toFixed(1)),
    p95: Number(at(0.95).toFixed(1)),
    p99: Number(at(0.99).toFixed(1)),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const arg = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;

async function main() {
  const seconds = Number(arg('seconds', 10));
  const connectionCounts = arg('connections', '16,64').split(',').map(Number);
  const cluster = await startCluster({ env: { SEED_DEMO: '1', RATE_LIMIT_FACTOR: '1000' } });
  const rows = [];
  try {
    const login = await fetch(`${cluster.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'cliente@labora.dev', password: 'Labora@2026' }),
    });
    if (!login.ok) throw new Error(`demo login: ${login.status} ${await login.text()}`);
    const { token } = await login.json();
    const auth = { authorization: `Bearer ${token}` };
    const reads = [
      { name: 'GET /api/jobs', path: '/api/jobs', headers: auth },
      { name: 'GET /api/auth/me', path: '/api/auth/me', headers: auth },
    ];
    const targets = [
      { name: 'one process, direct', base: cluster.upstreams[0] },
      { name: 'one process via nginx', base: cluster.singleUrl },
      { name: 'two processes via nginx', base: cluster.url },
    ];
    // Two API processes, PostgreSQL, nginx and autocannon share these cores: the ratio needs spare ones.
    const load = os.loadavg()[0].toFixed(1);
    console.log(
      `${os.cpus().length} CPU cores (load average ${load} before the run); ${seconds} s per run; PostgreSQL, demo data\n`,
    );
    for (const read of reads) {
      for (const connections of connectionCounts) {
        // Warm-up: every process's pool, caches and JIT.
        for (const target of targets) await loadTest(`${target.base}${read.path}`, connections, 2, read.headers);
        const row = { route: read.name, connections };
        for (const target of targets) {
          row[target.name] = await loadTest(`${target.base}${read.path}`, connections, seconds, read.headers);
          const r = row[target.name];
          if (r.errors || r.non2xx)
            throw new Error(`${read.name} on ${target.name}: ${r.errors} errors, ${r.non2xx} non-2xx`);
        }
        row.ratio = Number(
          (row['two processes via nginx'].requestsPerSecond / row['one process via nginx'].requestsPerSecond).toFixed(
            2,
          ),
        );
        rows.push(row);
        const cell = (r) => `${String(r.requestsPerSecond).padStart(6)} req/s p50 ${r.p50} p99 ${r.p99} ms`;
        console.log(`${read.name} @ ${connections} connections`);
        for (const target of targets) console.log(`  ${target.name.padEnd(26)}${cell(row[target.name])}`);
        console.log(`  pair / one (both via nginx): ${row.ratio}× (goal ≥ ${GOAL_RATIO}×)\n`);
      }
    }
    const spread = cluster.accessLog().reduce((n, l) => n.set(l.upstream, (n.get(l.upstream) ?? 0) + 1), new Map());
    console.log(`requests per upstream (nginx log): ${[...spread].map(([u, n]) => `${u} ${n}`).join(', ')}`);
  } finally {
    await cluster.stop();
  }
  const worst = Math.min(...rows.map((r) => r.ratio));
  console.log(`lowest ratio ${worst}×: goal ${worst >= GOAL_RATIO ? 'met' : 'MISSED'}`);
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench/results/scale-out.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), cpus: os.cpus().length, loadAverage: os.loadavg()[0], seconds, goal: GOAL_RATIO, rows }, null, 2)}\n`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (!process.env.TEST_DATABASE_URL) {
    // Started directly: again, inside a throwaway PostgreSQL server.
    const result = spawnSync(
      process.execPath,
      [path.join(root, 'scripts/with-postgres.mjs'), process.execPath, ...process.argv.slice(1)],
      { stdio: 'inherit', cwd: root },
    );
    process.exit(result.status ?? 1);
  }
  await main();
}
