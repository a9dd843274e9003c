// Reads every import of the product code and checks the direction rules of docs/architecture.md:
// web: app/ → features/ → components/, config/, lib/ (a feature imports no other feature);
// API: a module reaches another module only through its service.ts, only server.ts and tests import app.ts;
// shared imports no app; and nowhere an import circle. `node scripts/import-rules.mjs` prints the counts.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE_ROOTS = ['apps/web/src', 'apps/api/src', 'packages/shared/src'];
const EXTENSIONS = ['.ts', '.tsx'];

function listFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) out.push(...listFiles(full));
    else if (EXTENSIONS.some((ext) => entry.endsWith(ext)) && !entry.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

// Static imports and re-exports (`import x from`, `import type`, `export … from`, side-effect `import '…'`)
// and dynamic `import('…')` (the router's lazy screens).
const IMPORT_PATTERN =
  /(?:^|\n)\s*(?:import|export)\s+(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

export function specifiersOf(source) {
  return [...source.matchAll(IMPORT_PATTERN)].map((match) => match[1] ?? match[2]);
}

function resolveFile(candidate) {
  const base = candidate.replace(/\.(m?js|tsx?)$/, '');
  for (const ext of EXTENSIONS) {
    if (existsSync(base + ext)) return base + ext;
    if (existsSync(path.join(base, `index${ext}`))) return path.join(base, `index${ext}`);
  }
  return undefined;
}

/** The repository-relative file an import points at, or undefined for a package. */
function resolveImport(fromFile, specifier, root) {
  if (specifier.startsWith('.')) return resolveFile(path.resolve(path.dirname(fromFile), specifier));
  if (specifier.startsWith('@/')) return resolveFile(path.join(root, 'apps/web/src', specifier.slice(2)));
  if (specifier.startsWith('@labora/shared/')) {
    return resolveFile(path.join(root, 'packages/shared/src', specifier.slice('@labora/shared/'.length)));
  }
  return undefined;
}

/** Every product file (tests included: they may not break the layers either) and what it imports. */
export function readImportGraph(root = ROOT) {
  const graph = new Map();
  for (const sourceRoot of SOURCE_ROOTS) {
    for (const file of listFiles(path.join(root, sourceRoot))) {
      const targets = specifiersOf(readFileSync(file, 'utf8'))
        .map((specifier) => resolveImport(file, specifier, root))
        .filter(Boolean)
        .map((target) => path.relative(root, target));
      graph.set(path.relative(root, file), [...new Set(targets)]);
    }
  }
  return graph;
}

const isTest = (file) => /\.test\.tsx?$/.test(file) || file.includes('/test/');
const webLayer = (file) => file.match(/^apps\/web\/src\/([^/]+)/)?.[1];
const webFeature = (file) => file.match(/^apps\/web\/src\/features\/([^/]+)\//)?.[1];
const apiModule = (file) => file.match(/^apps\/api\/src\/modules\/([^/]+)\//)?.[1];

/** One reason an import breaks the rules, or undefined when it is allowed. */
export function ruleBroken(from, to) {
  if (from.startsWith('packages/shared/') && !to.startsWith('packages/shared/')) {
    return 'shared imports an app';
  }
  if (from.startsWith('apps/web/src/')) {
    const fromLayer = webLayer(from);
    const toLayer = webLayer(to);
    if (['components', 'lib', 'config'].includes(fromLayer) && (toLayer === 'features' || toLayer === 'app')) {
      return 'upward: the shared layer imports a feature or app/';
    }
    if (fromLayer === 'features' && toLayer === 'app') return 'upward: a feature imports app/';
    if (fromLayer === 'features' && toLayer === 'features' && webFeature(from) !== webFeature(to)) {
      return 'cross-feature: a feature imports another feature';
    }
  }
  if (from.startsWith('apps/api/src/')) {
    if (to === 'apps/api/src/app.ts' && from !== 'apps/api/src/server.ts' && !isTest(from)) {
      return 'only server.ts and tests import app.ts';
    }
    const fromModule = apiModule(from);
    const toModule = apiModule(to);
    if (toModule && fromModule !== toModule && !to.endsWith(`/modules/${toModule}/service.ts`) && !isTest(from)) {
      // app.ts registers every module's routes: that is its job.
      if (!(from === 'apps/api/src/app.ts' && to.endsWith('/routes.ts'))) {
        return "a module reaches into another module's files (only its service.ts is public)";
      }
    }
    if (toModule && !fromModule && !isTest(from) && from !== 'apps/api/src/app.ts') {
      if (!to.endsWith(`/modules/${toModule}/service.ts`)) return "outside code reaches into a module's files";
    }
  }
  return undefined;
}

/** Strongly connected components with more than one file (Tarjan): each is an import circle. */
export function findCircles(graph) {
  let index = 0;
  const indices = new Map();
  const lowlinks = new Map();
  const stack = [];
  const onStack = new Set();
  const circles = [];
  const visit = (node) => {
    indices.set(node, index);
    lowlinks.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        lowlinks.set(node, Math.min(lowlinks.get(node), lowlinks.get(next)));
      } else if (onStack.has(next)) {
        lowlinks.set(node, Math.min(lowlinks.get(node), indices.get(next)));
      }
    }
    if (lowlinks.get(node) === indices.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) circles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return circles;
}

export function checkImports(graph) {
  const violations = [];
  for (const [from, targets] of graph) {
    for (const to of targets) {
      const reason = ruleBroken(from, to);
      if (reason) violations.push({ from, to, reason });
    }
  }
  return { violations, circles: findCircles(graph) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { violations, circles } = checkImports(readImportGraph());
  const counts = {};
  for (const { reason } of violations) counts[reason] = (counts[reason] ?? 0) + 1;
  for (const [reason, count] of Object.entries(counts)) console.log(`${count}\t${reason}`);
  console.log(`${circles.length}\timport circles`);
  if (process.argv.includes('--list')) {
    for (const { from, to, reason } of violations) console.log(`${reason}: ${from} → ${to}`);
    for (const circle of circles) console.log(`circle: ${circle.join(' ↔ ')}`);
  }
  process.exitCode = violations.length + circles.length > 0 ? 1 : 0;
}
