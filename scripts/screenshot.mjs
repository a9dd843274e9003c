// node scripts/screenshot.mjs URL OUT.png [width] [height] [full]: a page as a person sees it, in Debian's Chromium.
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';

const [url, out, width = '1280', height = '800', full] = process.argv.slice(2);
if (!url || !out) throw new Error('usage: node scripts/screenshot.mjs URL OUT.png [width] [height] [full]');
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
page.on('console', (message) => {
  if (message.type() === 'error') console.error(`console: ${message.text()}`);
});
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: full === 'full' });
await browser.close();
