// node scripts/compare-screens.mjs DIR [BEFORE=before] [AFTER=after]: for each DIR/BEFORE-<screen>.png with a
// DIR/AFTER-<screen>.png (scripts/capture-screens.mjs), the share of pixels that changed and the box they
// fall in, largest change first; a changed page height is a layout change. Compared in Chromium's canvas.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';

const [dir, before = 'before', after = 'after'] = process.argv.slice(2);
if (!dir) throw new Error('usage: node scripts/compare-screens.mjs DIR [BEFORE] [AFTER]');
const names = readdirSync(dir)
  .filter((f) => f.startsWith(`${before}-`) && f.endsWith('.png'))
  .map((f) => f.slice(before.length + 1, -4));

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const page = await browser.newPage();
const rows = [];
for (const name of names) {
  const other = path.join(dir, `${after}-${name}.png`);
  let afterPng;
  try {
    afterPng = readFileSync(other).toString('base64');
  } catch {
    rows.push({ name, note: `no ${after} image` });
    continue;
  }
  const beforePng = readFileSync(path.join(dir, `${before}-${name}.png`)).toString('base64');
  rows.push({
    name,
    ...(await page.evaluate(
      async ([a, b]) => {
        const load = async (data) => {
          const image = new Image();
          image.src = `data:image/png;base64,${data}`;
          await image.decode();
          return image;
        };
        const [x, y] = [await load(a), await load(b)];
        const width = Math.max(x.width, y.width);
        const height = Math.max(x.height, y.height);
        const pixels = (image) => {
          const canvas = new OffscreenCanvas(width, height);
          const context = canvas.getContext('2d');
          context.drawImage(image, 0, 0);
          return context.getImageData(0, 0, width, height).data;
        };
        const [p, q] = [pixels(x), pixels(y)];
        let changed = 0;
        let box = null;
        for (let i = 0; i < p.length; i += 4) {
          // Anti-aliasing noise is below this.
          if (Math.abs(p[i] - q[i]) + Math.abs(p[i + 1] - q[i + 1]) + Math.abs(p[i + 2] - q[i + 2]) <= 24) continue;
          changed += 1;
          const px = (i / 4) % width;
          const py = Math.floor(i / 4 / width);
          box = box
            ? [Math.min(box[0], px), Math.min(box[1], py), Math.max(box[2], px), Math.max(box[3], py)]
            : [px, py, px, py];
        }
        return {
          size:
            x.height === y.height && x.width === y.width
              ? `${x.width}x${x.height}`
              : `${x.width}x${x.height} → ${y.width}x${y.height}`,
          changed: Number(((changed / (width * height)) * 100).toFixed(2)),
          box: box ? box.join(',') : '',
        };
      },
      [beforePng, afterPng],
    )),
  });
}
await browser.close();
rows.sort((a, b) => (b.changed ?? 100) - (a.changed ?? 100));
for (const row of rows) {
  console.log(
    row.note
      ? `${row.name}: ${row.note}`
      : `${row.changed}%\t${row.size}\t${row.name}\t${row.box && `changed in x0,y0,x1,y1=${row.box}`}`,
  );
}
