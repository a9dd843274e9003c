// The import rules of docs/architecture.md live in one place, biome.json (`npm run lint`): noRestrictedImports per
// folder for the directions, noImportCycles for circles. This test proves those rules still bite, by linting
// wrong and right imports at the paths they would have, with the repository's own biome.json, in a scratch copy;
// and it keeps the one rule Biome cannot see, the same feature name on the three sides (folders, not imports).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BIOME = path.join(ROOT, 'node_modules/.bin/biome');

const folders = (dir) =>
  readdirSync(path.join(ROOT, dir)).filter((n) => statSync(path.join(ROOT, dir, n)).isDirectory());
const sharedContracts = () =>
  readdirSync(path.join(ROOT, 'packages/shared/src'))
    .filter((n) => n.endsWith('.ts') && !n.endsWith('.test.ts'))
    .map((n) => n.replace(/\.ts$/, ''));

// Features that live on one side only, with the reason.
const WEB_ONLY = {
  legal: 'static terms and privacy pages',
  errors: 'the not-found screen',
  dashboard: "the overview's own pieces, read from the other features' endpoints (no aggregate endpoint yet)",
};
/** API modules with no web feature of their name, and why. */
const API_ONLY = {
  realtime: "the WebSocket: on the web it is the shared layer's lib/realtime.tsx, since several features listen to it",
};

/** Each file imports what it names; the files the lint must refuse, then those it must let through. */
const WRONG = {
  'apps/web/src/lib/probe-alias.ts': ['@/features/jobs/api/x'],
  'apps/web/src/components/ui/probe-relative.tsx': ['../../features/jobs/api/x'],
  'apps/web/src/config/probe-app.ts': ['@/app/router'],
  'apps/web/src/features/jobs/components/probe-alias.tsx': ['@/features/gigs/components/b'],
  'apps/web/src/features/jobs/components/probe-relative.tsx': ['../../gigs/components/b'],
  'apps/web/src/features/jobs/probe-root.ts': ['../gigs/api/c'],
  'apps/web/src/features/jobs/pages/probe-app.tsx': ['@/app/router'],
  'apps/api/src/modules/jobs/probe-private.ts': ['../reviews/rating-columns.js'],
  'apps/api/src/modules/jobs/probe-deep.ts': ['../reviews/parts/columns.js'],
  'apps/api/src/db/probe.ts': ['../modules/jobs/parts/x.js'],
  'apps/api/src/modules/gigs/probe-app.ts': ['../../app.js'],
  'apps/api/src/modules/gigs/probe-routes.ts': ['./orders.js'],
  'apps/api/src/modules/gigs/routes.ts': ['./orders.js'],
  'apps/api/src/lib/probe.ts': ['../modules/jobs/invitations.js'],
  'apps/api/src/plugins/probe.ts': ['../app.js'],
  'apps/api/src/deps.ts': ['./modules/jobs/invitations.js'],
  'apps/api/src/config.ts': ['./app.js'],
  'apps/api/src/server.ts': ['./modules/wallet/ledger.js'],
  'packages/shared/src/probe.ts': ['../../../apps/api/src/lib/clock.js'],
  'packages/shared/src/probe-web.ts': ['@/lib/format'],
  // A circle: each side alone is allowed, together they are not.
  'apps/api/src/lib/probe-circle-a.ts': ['./probe-circle-b.js'],
  'apps/api/src/lib/probe-circle-b.ts': ['./probe-circle-a.js'],
};
const RIGHT = {
  'apps/api/src/modules/contracts/probe-ok.ts': ['../reviews/service.js', '../../lib/clock.js'],
  'apps/api/src/modules/users/avatar-routes.ts': ['./service.js', '../auth/service.js'],
  'apps/api/src/modules/messages/routes.ts': ['./service.js', './attachment-routes.js'],
  'apps/api/src/app.ts': ['./modules/gigs/routes.js', './modules/wallet/service.js'],
  'apps/api/src/server.ts': ['./app.js', './modules/wallet/service.js'],
  'apps/api/src/lib/probe-ok.ts': ['../modules/wallet/service.js', './clock.js'],
  'apps/api/src/modules/gigs/probe.test.ts': ['../wallet/ledger.js', '../../app.js'],
  'apps/web/src/features/gigs/components/probe-ok.tsx': ['../api/c', '../lib/d', '@/lib/cn'],
  'apps/web/src/features/gigs/probe-root-ok.ts': ['./api/c', '@/components/ui/button'],
  'apps/web/src/app/routes/probe-ok.tsx': ['@/features/gigs/components/b', '@/features/jobs/api/x'],
  'packages/shared/src/probe-ok.ts': ['./money.js', 'zod'],
};

/** Lints the probes in a scratch folder holding a copy of biome.json; the files each rule named. */
function lintProbes(dir, probes) {
  for (const [file, imports] of Object.entries(probes)) {
    mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    const lines = imports.map((specifier, i) => `import * as probe${i} from '${specifier}';`);
    const uses = imports.map((_, i) => `probe${i}`).join(', ');
    writeFileSync(path.join(dir, file), `${lines.join('\n')}\n\nexport const probes = [${uses}];\n`);
  }
  let output;
  try {
    output = execFileSync(BIOME, ['lint', '--reporter=json', '--max-diagnostics=none', '.'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    output = error.stdout;
  }
  const flagged = new Map();
  for (const diagnostic of JSON.parse(output).diagnostics) {
    const rule = diagnostic.category.split('/').at(-1);
    if (rule !== 'noRestrictedImports' && rule !== 'noImportCycles') continue;
    const file = path.relative(dir, path.resolve(dir, diagnostic.location.path.file ?? diagnostic.location.path));
    flagged.set(file, rule);
  }
  return flagged;
}

describe('import rules (docs/architecture.md), as biome.json states them', () => {
  let scratch;
  beforeAll(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'labora-import-rules-'));
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  const configIn = (dir) => {
    const config = JSON.parse(readFileSync(path.join(ROOT, 'biome.json'), 'utf8'));
    // The scratch folder is no git checkout; everything else is the repository's configuration.
    config.vcs = { enabled: false };
    config.files = { includes: ['**'] };
    config.$schema = undefined;
    writeFileSync(path.join(dir, 'biome.json'), JSON.stringify(config));
  };

  it('refuses each kind of wrong import, and a circle', { timeout: 60_000 }, () => {
    const dir = path.join(scratch, 'wrong');
    mkdirSync(dir);
    configIn(dir);
    const flagged = lintProbes(dir, WRONG);
    const missed = Object.keys(WRONG).filter((file) => !flagged.has(file));
    expect(missed).toEqual([]);
    expect(flagged.get('apps/api/src/lib/probe-circle-a.ts')).toBe('noImportCycles');
  });

  it('lets the allowed directions through', { timeout: 60_000 }, () => {
    const dir = path.join(scratch, 'right');
    mkdirSync(dir);
    configIn(dir);
    expect([...lintProbes(dir, RIGHT).keys()]).toEqual([]);
  });

  it('gives every feature one name on the three sides', () => {
    const apiModules = folders('apps/api/src/modules');
    const webFeatures = folders('apps/web/src/features');
    const shared = sharedContracts();
    const webWithoutApi = webFeatures.filter((f) => !apiModules.includes(f) && !(f in WEB_ONLY));
    const apiWithoutWeb = apiModules.filter((m) => !webFeatures.includes(m) && !(m in API_ONLY));
    const apiWithoutShared = apiModules.filter((m) => !shared.includes(m));
    expect({ webWithoutApi, apiWithoutWeb, apiWithoutShared }).toEqual({
      webWithoutApi: [],
      apiWithoutWeb: [],
      apiWithoutShared: [],
    });
  });
});
