// Helpers shared by the benchmarks.

export { startBuiltServer } from '../scripts/built-server.mjs';
export { CHROMIUM, CHROMIUM_ARGS } from '../scripts/chromium.mjs';

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
