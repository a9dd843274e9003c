// `npm run bench:login`: the latency of POST /api/auth/login (scrypt dominates), in process, on PGlite.
import { tmpdir } from 'node:os';
import { buildApp } from '../apps/api/dist/app.js';
import { openDatabase } from '../apps/api/dist/db/client.js';
import { runMigrations } from '../apps/api/dist/db/migrate.js';
import { hashPassword, SCRYPT_PARAMS } from '../apps/api/dist/lib/password-hash.js';
import { median } from './lib.mjs';

const RUNS = 31;
let offset = 0;
// Each login moves the clock past the per-e-mail window, so the rate limit never answers instead of scrypt.
const clock = { now: () => new Date(Date.now() + offset) };
const database = await openDatabase({});
await runMigrations(database);
const app = await buildApp({ db: database.db, clock, mailer: { send: async () => {} }, uploadsDir: tmpdir() });
const user = {
  first_name: 'Bench',
  last_name: 'Mark',
  phone: '11987654321',
  email: 'bench@exemplo.com',
  password: 'Labora@2026',
  confirm_password: 'Labora@2026',
};
await app.inject({ method: 'POST', url: '/api/auth/register', payload: user });

const time = async (fn) => {
  const start = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
};
const logins = [];
const hashes = [];
for (let i = 0; i < RUNS + 3; i++) {
  offset += 16 * 60_000;
  const ms = await time(async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
      remoteAddress: `10.0.0.${i % 250}`,
    });
    if (res.statusCode !== 200) throw new Error(res.body);
  });
  if (i >= 3) logins.push(ms);
  hashes.push(await time(() => hashPassword('Labora@2026')));
}
await app.close();
await database.close();

const { N, r, p, keyLength } = SCRYPT_PARAMS;
console.log(`scrypt N=${N} (2^${Math.log2(N)}), r=${r}, p=${p}, key ${keyLength} bytes, 16-byte salt`);
console.log(`one scrypt hash: median ${median(hashes).toFixed(1)} ms`);
console.log(
  `POST /api/auth/login (${RUNS} runs after 3 warm-ups): median ${median(logins).toFixed(1)} ms, min ${Math.min(...logins).toFixed(1)} ms, max ${Math.max(...logins).toFixed(1)} ms`,
);
