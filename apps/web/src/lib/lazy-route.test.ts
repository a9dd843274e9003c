import { describe, expect, it } from 'vitest';
import { isChunkLoadError, RELOAD_GUARD_MS, shouldReloadForChunkError } from './lazy-route';

const NOW = 1_750_000_000_000;

describe('isChunkLoadError', () => {
  it.each([
    [
      'Chrome',
      new TypeError('Failed to fetch dynamically imported module: https://labora.test/assets/job-page-Ab12.js'),
    ],
    [
      'Firefox',
      new TypeError('error loading dynamically imported module: https://labora.test/assets/job-page-Ab12.js'),
    ],
    ['Safari', new TypeError('Importing a module script failed.')],
    ['Vite CSS preload', new Error('Unable to preload CSS for /assets/job-page-Ab12.css')],
  ])('recognises %s wording', (_, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('recognises a ChunkLoadError by name', () => {
    const error = new Error('Loading chunk 7 failed.');
    error.name = 'ChunkLoadError';
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('leaves every other failure to the error screen', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('shouldReloadForChunkError', () => {
  const missing = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');

  it('reloads for a missing chunk when no reload happened yet', () => {
    expect(shouldReloadForChunkError(missing, null, NOW)).toBe(true);
  });

  it('does not reload again right after a reload (no loop)', () => {
    expect(shouldReloadForChunkError(missing, NOW - 2_000, NOW)).toBe(false);
    expect(shouldReloadForChunkError(missing, NOW - RELOAD_GUARD_MS, NOW)).toBe(false);
  });

  it('reloads again once the guard has passed (a later redeploy)', () => {
    expect(shouldReloadForChunkError(missing, NOW - RELOAD_GUARD_MS - 1, NOW)).toBe(true);
  });

  it('ignores a stored time from the future (a changed clock)', () => {
    expect(shouldReloadForChunkError(missing, NOW + 60_000, NOW)).toBe(true);
  });

  it('never reloads for other errors', () => {
    expect(shouldReloadForChunkError(new Error('boom'), null, NOW)).toBe(false);
  });
});
