// Helpers shared by the benchmarks.

export { startBuiltServer } from '../scripts/built-server.mjs';
export { CHROMIUM, CHROMIUM_ARGS } from '../scripts/chromium.mjs';

/** A new, empty database on the PostgreSQL server of `adminUrl` (TEST_DATABASE_URL); answers its URL. */
export async function createDatabase(adminUrl, name) {
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

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** A fresh account on a built app (`buildApp`), signed in: its id and the headers of its requests. */
export async function benchAccount(app, email = `bench-${Date.now()}@exemplo.com`) {
  const password = 'Labora@2026';
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      first_name: 'Bench',
      last_name: 'Mark',
      phone: '11987654321',
      email,
      password,
      confirm_password: password,
    },
  });
  if (registered.statusCode !== 201) throw new Error(`register: ${registered.body}`);
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const { token, user } = login.json();
  if (!token) throw new Error(`login failed: ${login.body}`);
  return { id: user._id, email, headers: { authorization: `Bearer ${token}` } };
}
