import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isStale } from './build-state.mjs';

let root;
afterEach(() => rmSync(root, { recursive: true, force: true }));

function file(relative, secondsAgo) {
  const full = path.join(root, relative);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, 'x');
  const time = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(full, time, time);
}

describe('isStale', () => {
  it('rebuilds a missing output, an output older than a source file or folder, and nothing else', () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'labora-build-state-'));
    const sources = ['src', 'index.html', 'public'];
    file('src/deep/a.ts', 100);
    file('index.html', 100);
    expect(isStale(root, 'dist/index.html', sources)).toBe(true);

    file('dist/index.html', 50);
    expect(isStale(root, 'dist/index.html', sources)).toBe(false);

    file('index.html', 10);
    expect(isStale(root, 'dist/index.html', sources)).toBe(true);

    file('dist/index.html', 5);
    file('src/deep/b.ts', 1);
    expect(isStale(root, 'dist/index.html', sources)).toBe(true);
  });
});
