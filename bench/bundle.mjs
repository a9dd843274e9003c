// `npm run bench:bundle`: the JavaScript a browser downloads for each route of the built app before any
// interaction (page load until the network is idle), measured in headless Chromium against the real server.
// Goal: 100 KB gzip for /login (issue 9); the command fails above the older 120 KB budget.
// bench/pages.mjs imports measureScripts() for its page table.

import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS, startBuiltServer } from './lib.mjs';

export const GOAL_LOGIN_GZIP = 100 * 1024;
const BUDGET_LOGIN_GZIP = 120 * 1024;
export const GUEST_ROUTES = [
  '/login',
  '/signup',
  '/forget-password',
  '/password-recovery',
  '/terms',
  '/privacy',
  '/error404',
  // Public pages as a visitor without an account opens a shared link (issue 22); 'guest:' marks them apart from
  // the signed-in /job/:id.
  'guest:/job/:id',
  'guest:/freelancer/:id',
];
export const USER_ROUTES = [
  '/dashboard',
  '/dashboard/freelancer',
  '/user-selection',
  '/welcome-user',
  '/freelancers-list',
  '/job/:id',
  '/my-projects',
  '/hiring',
  '/withdraw',
  '/payment',
  '/dashboard/messages',
];

/** Signs a demo account in through the API: what the web app keeps in localStorage('labora.session'). */
export async function demoSession(baseUrl, email = 'cliente@labora.dev') {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Labora@2026' }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  const { user, token } = await res.json();
  return { user, token };
}

/** The first job of the demo client's: the /job/{id} route measured. */
export async function demoJobId(baseUrl, session) {
  const res = await fetch(`${baseUrl}/api/jobs?owner=mine`, { headers: { authorization: `Bearer ${session.token}` } });
  const { items } = await res.json();
  if (!items?.[0]) throw new Error('the demo seed has no job of the client');
  return items[0].id;
}

/** The demo freelancer's id: the /freelancer/{id} route measured. */
export async function demoFreelancerId(baseUrl) {
  return (await demoSession(baseUrl, 'freelancer@labora.dev')).user._id;
}

/** A route of the tables as a path: 'guest:' dropped, the job's or freelancer's id in place of :id. */
export function routePath(route, ids) {
  const path = route.replace(/^guest:/, '');
  return path.replace(':id', path.startsWith('/freelancer/') ? ids.freelancerId : ids.jobId);
}

/**
 * JavaScript downloaded per route (raw, gzip -9 of each file, and the bytes as sent, brotli by default);
 * user routes load with the demo client's session in localStorage, as lib/session.ts reads it.
 * `withFailedLogin` adds a row for /login after one failed attempt (the toaster loads on that interaction).
 */
export async function measureScripts(
  baseUrl,
  { routes = [...GUEST_ROUTES, ...USER_ROUTES], withFailedLogin = true } = {},
) {
  const session = await demoSession(baseUrl);
  const ids = {
    jobId: routes.some((r) => r.includes('/job/:id')) ? await demoJobId(baseUrl, session) : '',
    freelancerId: routes.some((r) => r.includes('/freelancer/:id')) ? await demoFreelancerId(baseUrl) : '',
  };
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const rows = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext();
      if (USER_ROUTES.includes(route)) {
        await context.addInitScript((value) => localStorage.setItem('labora.session', value), JSON.stringify(session));
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
      await page.goto(`${baseUrl}${routePath(route, ids)}`, { waitUntil: 'networkidle' });
      const sum = (key) => [...scripts.values()].reduce((n, s) => n + s[key], 0);
      const row = () => ({ files: scripts.size, raw: sum('raw'), gzip: sum('gzip'), sent: sum('sent') });
      rows.push({ route, ...row() });
      if (route === '/login' && withFailedLogin) {
        // The toaster loads on the first interaction: count it too, as a real login attempt would.
        await page.getByLabel('E-mail').fill('ninguem@exemplo.com');
        await page.getByLabel('Senha', { exact: true }).fill('Errada@2026');
        await page.getByRole('button', { name: 'Entrar' }).click();
        await page.locator('[data-sonner-toast]').first().waitFor();
        await page.waitForLoadState('networkidle');
        rows.push({ route: '/login + failed login', ...row() });
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}

export const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

export function printScripts(rows) {
  console.log('route                    files     raw JS       gzip   as sent (br)');
  for (const r of rows) {
    console.log(
      `${r.route.padEnd(24)}${String(r.files).padStart(5)}  ${kb(r.raw).padStart(9)}  ${kb(r.gzip).padStart(9)}  ${kb(r.sent).padStart(9)}`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const server = await startBuiltServer({ SEED_DEMO: '1', RATE_LIMIT_FACTOR: '50' });
  let rows;
  try {
    rows = await measureScripts(server.url);
  } finally {
    await server.stop();
  }
  printScripts(rows);
  const login = rows.find((r) => r.route === '/login');
  const goal = login.gzip <= GOAL_LOGIN_GZIP ? 'met' : 'missed';
  console.log(`\n/login: ${kb(login.gzip)} gzip before interaction; goal ${kb(GOAL_LOGIN_GZIP)} ${goal}`);
  if (login.gzip > BUDGET_LOGIN_GZIP) {
    console.log(`OVER the ${kb(BUDGET_LOGIN_GZIP)} budget`);
    process.exitCode = 1;
  }
}
