// `npm start`: builds whatever is missing or older than its sources, then runs the server in this process.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (p) => path.join(root, p);

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const mtime = entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
    if (mtime > newest) newest = mtime;
  }
  return newest;
}

const stale = (output, sources) =>
  !existsSync(at(output)) ||
  sources.some((s) => existsSync(at(s)) && newestMtime(at(s)) > statSync(at(output)).mtimeMs);

const shared = ['packages/shared/src'];
const steps = [
  { name: '@labora/shared', output: 'packages/shared/dist/auth.js', sources: shared },
  { name: '@labora/api', output: 'apps/api/dist/server.js', sources: [...shared, 'apps/api/src'] },
  {
    name: '@labora/web',
    output: 'apps/web/dist/index.html',
    sources: [...shared, 'apps/web/src', 'apps/web/index.html', 'apps/web/public'],
  },
];
for (const step of steps) {
  if (stale(step.output, step.sources)) {
    console.log(`Building ${step.name}…`);
    execSync(`npm run build -w ${step.name}`, { cwd: root, stdio: 'inherit' });
  }
}

await import(path.join(root, 'apps/api/dist/server.js'));
