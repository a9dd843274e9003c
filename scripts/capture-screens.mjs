// node scripts/capture-screens.mjs OUTDIR PREFIX [name-filter]: every screen (scripts/screens.mjs) at 1280×800
// and 390×844, full page, as OUTDIR/PREFIX-<screen>-<width>.png, from the built server (run `npm run build`
// first) on a fresh data folder with the demo seed. For before/after comparisons of a change that must not
// alter the screens: capture with prefix "before", change, rebuild, capture with "after", then compare
// with scripts/compare-screens.mjs OUTDIR.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, request } from '@playwright/test';
import { startBuiltServer } from './built-server.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';
import { apiSession, DEMO_ACCOUNTS, demoRecordIds, screenList, VIEWPORTS } from './screens.mjs';

const [outDir, prefix, filter] = process.argv.slice(2);
if (!outDir || !prefix) throw new Error('usage: node scripts/capture-screens.mjs OUTDIR PREFIX [name-filter]');
mkdirSync(outDir, { recursive: true });

const server = await startBuiltServer({ SEED_DEMO: '1', RATE_LIMIT_FACTOR: '50' });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  const api = await request.newContext({ baseURL: server.url });
  const sessions = {};
  for (const [persona, email] of Object.entries(DEMO_ACCOUNTS)) sessions[persona] = await apiSession(api, email);
  const screens = screenList(await demoRecordIds(api, sessions)).filter((s) => !filter || s.name.includes(filter));
  for (const screen of screens) {
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({
        baseURL: server.url,
        viewport,
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
        reducedMotion: 'reduce',
      });
      if (screen.as !== 'guest') {
        await context.addInitScript(
          (session) => localStorage.setItem('labora.session', session),
          JSON.stringify(sessions[screen.as]),
        );
      }
      const page = await context.newPage();
      page.on('console', (message) => {
        if (message.type() === 'error') console.error(`${screen.name}: console: ${message.text()}`);
      });
      await page.goto(screen.path, { waitUntil: 'networkidle' });
      // Lazy images and web fonts settle after the network does.
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(300);
      const file = path.join(outDir, `${prefix}-${screen.name}-${viewport.width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
      await context.close();
    }
  }
  await api.dispose();
} finally {
  await browser.close();
  await server.stop();
}
