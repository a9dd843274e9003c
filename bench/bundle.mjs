// `npm run bench:bundle`: the JavaScript a browser downloads for each route of the built app,
// measured in headless Chromium against the real server. Budget: 120 KB gzip for /login.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS, startBuiltServer } from './lib.mjs';

const BUDGET_LOGIN_GZIP = 120 * 1024;
const GUEST_ROUTES = ['/login', '/signup', '/forget-password', '/password-recovery', '/terms', '/privacy', '/error404'];
const USER_ROUTES = ['/dashboard', '/user-selection', '/welcome-user'];

const server = await startBuiltServer({ SEED_DEMO: '1' });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const rows = [];
try {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'cliente@labora.dev', password: 'Labora@2026' }),
  }).then((r) => r.json());

  for (const route of [...GUEST_ROUTES, ...USER_ROUTES]) {
    const context = await browser.newContext();
    if (USER_ROUTES.includes(route)) {
      await context.addInitScript(
        (session) => {
          localStorage.setItem('labora.session', JSON.stringify(session));
        },
        { user: login.user, token: login.token },
      );
    }
    const page = await context.newPage();
    const scripts = new Map();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      scripts.set(response.url(), {
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        sent: Number(response.headers()['content-length'] ?? body.length),
      });
    });
    await page.goto(`${server.url}${route}`, { waitUntil: 'networkidle' });
    const sum = (key) => [...scripts.values()].reduce((n, s) => n + s[key], 0);
    rows.push({ route, files: scripts.size, raw: sum('raw'), gzip: sum('gzip'), sent: sum('sent') });
    if (route === '/login') {
      // The toaster loads on the first interaction: count it too, as a real login attempt would.
      await page.getByLabel('E-mail').fill('ninguem@exemplo.com');
      await page.getByLabel('Senha', { exact: true }).fill('Errada@2026');
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.locator('[data-sonner-toast]').first().waitFor();
      await page.waitForLoadState('networkidle');
      const after = { route: '/login + failed login', files: scripts.size, raw: sum('raw'), gzip: sum('gzip') };
      rows.push({ ...after, sent: sum('sent') });
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log('route                 files   raw JS     gzip      as sent (br)');
for (const r of rows) {
  console.log(
    `${r.route.padEnd(22)}${String(r.files).padStart(5)}  ${kb(r.raw).padStart(9)}  ${kb(r.gzip).padStart(9)}  ${kb(r.sent).padStart(9)}`,
  );
}
const loginRow = rows.find((r) => r.route === '/login');
const verdict = loginRow.gzip <= BUDGET_LOGIN_GZIP ? 'within' : 'OVER';
console.log(`\n/login: ${kb(loginRow.gzip)} gzip, ${verdict} the ${kb(BUDGET_LOGIN_GZIP)} budget`);
if (verdict === 'OVER') process.exitCode = 1;
