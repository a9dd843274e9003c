import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { paths } from '../apps/web/src/config/paths.js';
import {
  apiSession,
  DEMO_ACCOUNTS,
  type DemoSession,
  demoRecordIds,
  type Persona,
  type RecordIds,
  type Screen,
  screenList,
  VIEWPORTS,
} from '../scripts/screens.mjs';
import { test as base, expect } from './fixtures.js';

// Every screen (scripts/screens.mjs) at 1280 and 390 px, signed in as the demo seed's people because their
// screens are the fullest (contracts, reviews, proposals): axe must find no serious or critical violation
// of WCAG 2.x A/AA. The same list feeds scripts/capture-screens.mjs.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const DIALOG = '[role="dialog"], [role="alertdialog"]';

interface Demo {
  sessions: Record<Persona, DemoSession>;
  ids: RecordIds;
}

const test = base.extend<object, { demo: Demo }>({
  demo: [
    async ({ labora, playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: labora.url });
      const sessions = {} as Record<Persona, DemoSession>;
      for (const [persona, email] of Object.entries(DEMO_ACCOUNTS) as [Persona, string][]) {
        sessions[persona] = await apiSession(request, email);
      }
      const ids = await demoRecordIds(request, sessions);
      await request.dispose();
      await use({ sessions, ids });
    },
    { scope: 'worker' },
  ],
});

/** Screen names and routes are known before the server runs; the ids in their paths are not. */
const PLACEHOLDER_IDS: RecordIds = { clientJobId: 'x', openJobId: 'x', freelancerId: 'x', contractId: 'x' };

async function open(page: Page, demo: Demo, screen: Screen) {
  if (screen.as !== 'guest') {
    await page.addInitScript(
      (session) => localStorage.setItem('labora.session', session),
      JSON.stringify(demo.sessions[screen.as]),
    );
  }
  await page.goto(screen.path, { waitUntil: 'networkidle' });
  await page.evaluate(() => document.fonts.ready);
}

/**
 * Serious and critical violations, one line per element (rule, where, what is wrong, the element), so a
 * failure says what to fix and where. `within` limits the scan to an open dialog.
 */
async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (within) builder.include(within);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((node) => {
        // The summary's last line says why (e.g. "contrast of 4.1 (foreground color: #6b7d77, …)").
        const why = node.failureSummary?.trim().split('\n').at(-1)?.trim();
        return `${v.id} (${v.impact}) at ${node.target.join(' ')}: ${v.help}. ${why} ${node.html.slice(0, 160)}`;
      }),
    );
}

// Read-only screens: both workers may share the work (each has its own server).
test.describe.configure({ mode: 'parallel' });

test('the accessibility run covers every route of config/paths.ts', () => {
  const covered = new Set(screenList(PLACEHOLDER_IDS).map((screen) => screen.route));
  expect(Object.keys(paths).filter((route) => !covered.has(route))).toEqual([]);
});

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width}px`, () => {
    test.use({ viewport, reducedMotion: 'reduce' });

    for (const { name } of screenList(PLACEHOLDER_IDS)) {
      test(`${name}: no serious or critical axe violation`, async ({ page, demo }) => {
        const screen = screenList(demo.ids).find((s) => s.name === name);
        if (!screen) throw new Error(`no screen ${name}`);
        await open(page, demo, screen);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('dialogs: sign out, cancel a contract', async ({ page, demo }) => {
      const dashboard = screenList(demo.ids).find((s) => s.name === 'dashboard-client');
      const contract = screenList(demo.ids).find((s) => s.name === 'contract-client');
      if (!dashboard || !contract) throw new Error('screens renamed');

      await open(page, demo, dashboard);
      if (viewport.width < 1024) await page.getByRole('button', { name: /menu/i }).click();
      await page.getByRole('button', { name: 'Sair da Conta' }).click();
      await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toBeVisible();
      expect(await seriousViolations(page, DIALOG), 'sign-out dialog').toEqual([]);
      await page.keyboard.press('Escape');

      await open(page, demo, contract);
      await page.getByRole('button', { name: 'Cancelar contrato' }).click();
      await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toBeVisible();
      expect(await seriousViolations(page, DIALOG), 'cancel-contract dialog').toEqual([]);
    });
  });
}
