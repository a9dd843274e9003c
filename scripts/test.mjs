// `npm test`: unit and API tests (embedded database), then a production build and the browser tests.
import { execSync } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';

const run = (cmd) => execSync(cmd, { stdio: 'inherit' });
run('npx vitest run');
ensureChromium();
run('npm run build');
run('npx playwright test');
