// `npm run bench:pages` (and part of `npm run bench`): for /login and the signed-in screens of PAGE_ROUTES
// of the built app (run `npm run build` first), the JavaScript downloaded before any interaction (gzip) and
// Lighthouse's mobile preset (simulated slow 4G and a 4× slower CPU) in Debian's Chromium: performance,
// accessibility, FCP, LCP, TBT, CLS. Signed-in routes load with the demo client's session in localStorage
// (as apps/web/src/lib/session.ts reads it). Each route is measured `--runs=N` times (default 3) in a fresh
// browser profile; the median run by performance score is kept. Prints a table; writes bench/results/pages.json.
//
//   node bench/pages.mjs [--runs=3] [--routes=/login,/dashboard] [--save-reports=DIR (Lighthouse's JSON per run)]
//   import { measurePages } from './pages.mjs'   // for bench/run.mjs: same figures, no printing
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { demoFreelancerId, demoJobId, demoSession, GOAL_LOGIN_GZIP, kb, measureScripts, routePath } from './bundle.mjs';
import { CHROMIUM, CHROMIUM_ARGS, median, startBuiltServer } from './lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PAGE_ROUTES = [
  '/login',
  // A shared link opened without an account (issue 22): the public job and profile.
  'guest:/job/:id',
  'guest:/freelancer/:id',
  '/dashboard',
  '/dashboard/freelancer',
  '/freelancers-list',
  '/job/:id',
  '/my-projects',
  '/hiring',
  '/withdraw',
  '/payment',
  '/dashboard/messages',
];
/** The two dashboards aim higher than the other signed-in screens (issue 20). */
const DASHBOARDS = new Set(['/dashboard', '/dashboard/freelancer']);
const GUEST = new Set(['/login', 'guest:/job/:id', 'guest:/freelancer/:id']);
/** The public pages a stranger arrives on from a phone aim as high as the dashboards (issue 22). */
const PUBLIC_PAGES = new Set(['guest:/job/:id', 'guest:/freelancer/:id']);
export const GOALS = {
  loginGzip: GOAL_LOGIN_GZIP,
  loginPerformance: 98,
  dashboardPerformance: 95,
  publicPerformance: 95,
  signedInPerformance: 90,
  accessibility: 100,
};

/** One Lighthouse run (mobile preset) in a fresh Chromium profile; `session` is put in localStorage first. */
async function lighthouseRun(url, session, saveDir) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    if (session) {
      // Storage is set on the origin through the same browser, from a page that loads none of the app.
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0].newPage();
      await page.goto(new URL('/favicon.svg', url).href);
      await page.evaluate((value) => localStorage.setItem('labora.session', value), JSON.stringify(session));
      await page.close();
      await browser.close();
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // Keeps the session just stored; the profile is fresh, so the HTTP cache is cold all the same.
      disableStorageReset: true,
    });
    if (saveDir) {
      mkdirSync(saveDir, { recursive: true });
      const name = new URL(url).pathname.split('/')[1] || 'root';
      writeFileSync(path.join(saveDir, `${name}-${Date.now()}.json`), JSON.stringify(result.lhr));
    }
    const { categories, audits, runtimeError, runWarnings } = result.lhr;
    if (runtimeError || categories.performance.score === null) {
      throw new Error(`Lighthouse could not measure ${url}: ${runtimeError?.message ?? runWarnings.join('; ')}`);
    }
    const ms = (id) => Math.round(audits[id].numericValue);
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      fcp: ms('first-contentful-paint'),
      lcp: ms('largest-contentful-paint'),
      tbt: ms('total-blocking-time'),
      cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      speedIndex: ms('speed-index'),
      failedAccessibility: Object.values(audits)
        .filter((a) => categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0) && a.score === 0)
        .map((a) => a.id),
    };
  } finally {
    chrome.kill();
  }
}

/** Page weight and Lighthouse for each route against a running server at `baseUrl`. */
export async function measurePages(baseUrl, { runs = 3, routes = PAGE_ROUTES, saveDir } = {}) {
  const session = await demoSession(baseUrl);
  const ids = { jobId: await demoJobId(baseUrl, session), freelancerId: await demoFreelancerId(baseUrl) };
  const scripts = await measureScripts(baseUrl, { routes, withFailedLogin: false });
  const rows = [];
  for (const route of routes) {
    const url = `${baseUrl}${routePath(route, ids)}`;
    const results = [];
    for (let i = 0; i < runs; i++) {
      // A run Chromium could not finish (a busy machine can time it out) is tried once more.
      const once = () => lighthouseRun(url, GUEST.has(route) ? null : session, saveDir);
      const retry = (error) => {
        console.warn(`${error.message}; trying again`);
        return once();
      };
      results.push(await once().catch(retry));
    }
    const medianScore = median(results.map((r) => r.performance));
    const kept = results.find((r) => r.performance === medianScore) ?? results[0];
    const js = scripts.find((s) => s.route === route);
    rows.push({
      route,
      jsFiles: js.files,
      jsGzip: js.gzip,
      jsSent: js.sent,
      ...kept,
      performanceRuns: results.map((r) => r.performance),
    });
  }
  return rows;
}

export function printPages(rows) {
  console.log('route               JS files  JS gzip   as sent   perf (runs)      a11y   FCP ms  LCP ms  TBT ms   CLS');
  for (const r of rows) {
    console.log(
      [
        r.route.padEnd(22),
        String(r.jsFiles).padStart(8),
        kb(r.jsGzip).padStart(9),
        kb(r.jsSent).padStart(9),
        `  ${r.performance} (${r.performanceRuns.join(',')})`.padEnd(17),
        String(r.accessibility).padStart(5),
        String(r.fcp).padStart(8),
        String(r.lcp).padStart(7),
        String(r.tbt).padStart(7),
        String(r.cls).padStart(6),
      ].join(''),
    );
    if (r.failedAccessibility.length) console.log(`  accessibility audits failed: ${r.failedAccessibility.join(', ')}`);
  }
  const byRoute = Object.fromEntries(rows.map((r) => [r.route, r]));
  const verdicts = [];
  const check = (label, ok) => verdicts.push(`${label}: ${ok ? 'met' : 'MISSED'}`);
  if (byRoute['/login']) {
    check(
      `/login JS ≤ ${kb(GOALS.loginGzip)} gzip (${kb(byRoute['/login'].jsGzip)})`,
      byRoute['/login'].jsGzip <= GOALS.loginGzip,
    );
    check(`/login performance ≥ ${GOALS.loginPerformance}`, byRoute['/login'].performance >= GOALS.loginPerformance);
  }
  for (const r of rows) {
    if (PUBLIC_PAGES.has(r.route))
      check(`${r.route} performance ≥ ${GOALS.publicPerformance}`, r.performance >= GOALS.publicPerformance);
    if (GUEST.has(r.route)) continue;
    const goal = DASHBOARDS.has(r.route) ? GOALS.dashboardPerformance : GOALS.signedInPerformance;
    check(`${r.route} performance ≥ ${goal}`, r.performance >= goal);
  }
  check(
    'accessibility 100 on every route',
    rows.every((r) => r.accessibility === GOALS.accessibility),
  );
  console.log(`\n${verdicts.join('\n')}`);
}

const arg = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const runs = Number(arg('runs', 3));
  const routes = arg('routes', PAGE_ROUTES.join(',')).split(',');
  const server = await startBuiltServer({ SEED_DEMO: '1', RATE_LIMIT_FACTOR: '50' });
  let rows;
  try {
    rows = await measurePages(server.url, { runs, routes, saveDir: arg('save-reports') });
  } finally {
    await server.stop();
  }
  printPages(rows);
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  const file = path.join(root, 'bench/results/pages.json');
  writeFileSync(
    file,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), runs, goals: GOALS, rows }, null, 2)}\n`,
  );
  console.log(`\nwritten to ${path.relative(root, file)}`);
}
