import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkImports, readImportGraph, specifiersOf } from './import-rules.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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

describe('import rules (docs/architecture.md)', () => {
  it('finds no upward, cross-feature or cross-module import and no circle in the product code', () => {
    const { violations, circles } = checkImports(readImportGraph());
    expect(violations.map((v) => `${v.reason}: ${v.from} → ${v.to}`)).toEqual([]);
    expect(circles).toEqual([]);
  });

  it('catches each kind of wrong import', () => {
    const graph = new Map([
      ['apps/web/src/lib/format.ts', ['apps/web/src/features/jobs/lib/x.ts']],
      ['apps/web/src/features/jobs/pages/a.tsx', ['apps/web/src/features/gigs/components/b.tsx']],
      ['apps/web/src/features/jobs/pages/c.tsx', ['apps/web/src/app/router.tsx']],
      ['apps/api/src/modules/jobs/service.ts', ['apps/api/src/modules/reviews/rating-columns.ts']],
      ['apps/api/src/modules/gigs/service.ts', ['apps/api/src/app.ts']],
      ['apps/api/src/app.ts', ['apps/api/src/modules/gigs/routes.ts']],
      ['apps/api/src/modules/gigs/routes.ts', ['apps/api/src/modules/gigs/service.ts']],
      ['packages/shared/src/jobs.ts', ['apps/api/src/lib/clock.ts']],
      // Allowed: a module's public face, a feature's own file, the shared layer.
      ['apps/api/src/modules/contracts/service.ts', ['apps/api/src/modules/reviews/service.ts']],
      [
        'apps/web/src/features/gigs/components/b.tsx',
        ['apps/web/src/features/gigs/api/c.ts', 'apps/web/src/lib/cn.ts'],
      ],
    ]);
    const { violations, circles } = checkImports(graph);
    expect(violations.map((v) => v.from)).toEqual([
      'apps/web/src/lib/format.ts',
      'apps/web/src/features/jobs/pages/a.tsx',
      'apps/web/src/features/jobs/pages/c.tsx',
      'apps/api/src/modules/jobs/service.ts',
      'apps/api/src/modules/gigs/service.ts',
      'packages/shared/src/jobs.ts',
    ]);
    expect(circles).toEqual([
      ['apps/api/src/app.ts', 'apps/api/src/modules/gigs/routes.ts', 'apps/api/src/modules/gigs/service.ts'],
    ]);
  });

  it('reads static, type-only, re-exported and lazy imports', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from '@/lib/b';",
      "export { c } from '../c.js';",
      "import './side-effect.css';",
      "const Page = lazy(() => import('@/features/jobs/pages/job-page'));",
    ].join('\n');
    expect(specifiersOf(source)).toEqual([
      './a',
      '@/lib/b',
      '../c.js',
      './side-effect.css',
      '@/features/jobs/pages/job-page',
    ]);
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
