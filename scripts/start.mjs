// `npm start`: builds whatever is missing or older than its sources, then runs the server in this process.
import { execSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStale } from './build-state.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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
  if (isStale(root, step.output, step.sources)) {
    console.log(`Building ${step.name}…`);
    execSync(`npm run build -w ${step.name}`, { cwd: root, stdio: 'inherit' });
  }
}

await import(path.join(root, 'apps/api/dist/server.js'));
