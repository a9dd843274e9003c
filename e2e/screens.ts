import { mkdirSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

// What several specs do to look at a screen: save it at a desktop and a phone width, and ask axe about both.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const WIDTHS = [1280, 390];

/** Full-page screenshots of the page at 1280 and 390 px, as `{folder}/{name}-{width}.png`; back to 1280 after. */
export async function saveScreens(page: Page, folder: string, name: string) {
  mkdirSync(folder, { recursive: true });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Serious or critical axe violations of the page, at 1280 and at 390 px. */
export async function axeAtBothWidths(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // A toast fading in or out has no settled colours to measure.
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).exclude('[data-sonner-toaster]').analyze();
    for (const v of results.violations) {
      if (v.impact !== 'serious' && v.impact !== 'critical') continue;
      for (const node of v.nodes)
        found.push(`${width}px ${v.id} at ${node.target.join(' ')}: ${node.html.slice(0, 140)}`);
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  return found;
}
