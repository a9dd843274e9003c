// Which build outputs are missing or older than their sources (`npm start` rebuilds just those).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The newest modification time of the files under a file or folder. */
export function newestMtime(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** True when `output` (relative to root) is missing or any existing source is newer. */
export function isStale(root, output, sources) {
  const out = path.join(root, output);
  if (!existsSync(out)) return true;
  const builtAt = statSync(out).mtimeMs;
  return sources.some(
    (source) => existsSync(path.join(root, source)) && newestMtime(path.join(root, source)) > builtAt,
  );
}
