import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

// Modules that keep no state of their own: a small chunk of only these may be copied into each chunk that
// imports it (fewer requests on a first visit); a module with state must stay single, so it is never copied.
const STATELESS_MODULES =
  /node_modules[\\/]lucide-react[\\/]|[\\/]src[\\/](components|config|features[\\/][^\\/]+[\\/]components)[\\/]|[\\/]packages[\\/]shared[\\/]src[\\/]|[\\/]src[\\/]lib[\\/](cn|use-document-title|use-media-query|use-go-back)\.ts$/;

/**
 * Preloads the Latin face of the typeface from index.html: without it the browser asks for the font only once
 * the first screen's script has rendered text, one more round trip before the text settles.
 */
function preloadLatinFont(): Plugin {
  return {
    name: 'labora:preload-latin-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.keys(bundle ?? {}).find((file) =>
          /plus-jakarta-sans-latin-wght-normal-[\w-]+\.woff2$/.test(file),
        );
        if (!font) throw new Error('the Latin font file was not found in the bundle');
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `/${font}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * The screens a visit often starts on, with the lazily loaded modules they need at once. The build writes
 * route-preloads.json (path → the scripts of these modules and their static imports, beyond the entry's), and
 * the server (apps/api/src/plugins/web-app.ts) lists them as modulepreload links in the index.html it answers
 * for that path: they download alongside the entry instead of after it has run. A module listed here that the
 * build no longer has fails the build. Lazy widgets loaded on interaction (proof of work, the toaster) stay out.
 */
const ROUTE_PRELOADS: Record<string, string[]> = {
  '/login': ['src/app/routes/login-route.tsx', 'src/features/auth/components/testimonials-carousel.tsx'],
  '/signup': ['src/features/auth/pages/signup-page.tsx', 'src/features/auth/components/testimonials-carousel.tsx'],
  '/forget-password': ['src/features/auth/pages/forget-password-page.tsx'],
  '/dashboard': ['src/app/query-layout.tsx', 'src/app/layouts/app-layout.tsx', 'src/app/routes/dashboard-page.tsx'],
  '/freelancers-list': [
    'src/app/query-layout.tsx',
    'src/app/layouts/app-layout.tsx',
    'src/app/routes/freelancers-list-page.tsx',
  ],
  // Shared links land here from outside, mostly without an account: the public page (a signed-in person's
  // screen loads after the entry, see app/signed-in-shell.ts).
  '/job/:id': ['src/features/public-pages/pages/public-job-page.tsx'],
  '/freelancer/:id': ['src/features/public-pages/pages/public-freelancer-page.tsx'],
  '/dashboard/freelancer': [
    'src/app/query-layout.tsx',
    'src/app/layouts/app-layout.tsx',
    'src/app/routes/freelancer-dashboard-page.tsx',
  ],
  '/my-projects': [
    'src/app/query-layout.tsx',
    'src/app/layouts/app-layout.tsx',
    'src/features/contracts/pages/contracts-list-page.tsx',
  ],
  '/hiring': [
    'src/app/query-layout.tsx',
    'src/app/layouts/app-layout.tsx',
    'src/features/contracts/pages/contracts-list-page.tsx',
  ],
  '/withdraw': [
    'src/app/query-layout.tsx',
    'src/app/layouts/app-layout.tsx',
    'src/features/wallet/pages/withdraw-page.tsx',
  ],
  '/payment': ['src/app/query-layout.tsx', 'src/app/layouts/app-layout.tsx', 'src/app/routes/payment-page.tsx'],
  '/dashboard/messages': [
    'src/app/query-layout.tsx',
    'src/app/layouts/app-layout.tsx',
    'src/app/routes/messages-page.tsx',
  ],
};

/** The signed-in layout's chunk: styles.css shows index.html's frame (#app-shell) on a page that preloads it. */
const APP_LAYOUT_MODULE = 'src/app/layouts/app-layout.tsx';
const APP_LAYOUT_CHUNK = /^assets\/app-layout-[\w-]+\.js$/;

function routePreloads(routes: Record<string, string[]>): Plugin {
  return {
    name: 'labora:route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const withImports = (file: string, into: Set<string>) => {
        if (into.has(file)) return into;
        into.add(file);
        for (const imported of byFile.get(file)?.imports ?? []) withImports(imported, into);
        return into;
      };
      const inEntry = new Set<string>();
      for (const chunk of chunks) if (chunk.isEntry) withImports(chunk.fileName, inEntry);
      const map: Record<string, string[]> = {};
      for (const [route, modules] of Object.entries(routes)) {
        const files = new Set<string>();
        for (const module of modules) {
          // The module's own chunk, or the one the bundler merged it into (a module another lazy chunk also imports
          // from is no longer a facade of its own).
          const isModule = (id: string | null) => id?.replaceAll('\\', '/').endsWith(`/${module}`) ?? false;
          const chunk =
            chunks.find((c) => isModule(c.facadeModuleId)) ?? chunks.find((c) => c.moduleIds.some(isModule));
          if (!chunk) this.error(`route-preloads: no chunk for ${module} (${route}); update ROUTE_PRELOADS`);
          if (module === APP_LAYOUT_MODULE && !APP_LAYOUT_CHUNK.test(chunk.fileName)) {
            this.error(`route-preloads: ${chunk.fileName} no longer matches styles.css's #app-shell selector`);
          }
          withImports(chunk.fileName, files);
        }
        map[route] = [...files].filter((file) => !inEntry.has(file)).map((file) => `/${file}`);
      }
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: `${JSON.stringify(map, null, 2)}\n` });
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadLatinFont(), routePreloads(ROUTE_PRELOADS)],
  resolve: {
    // `source` makes `@labora/shared/<file>` resolve to its TypeScript, so the web app never waits for a shared build.
    conditions: ['source', ...defaultClientConditions],
    // `@/…` imports, declared once in tsconfig.json.
    tsconfigPaths: true,
  },
  build: {
    // Lists each route's chunks, so the size of what a screen downloads can be measured.
    manifest: true,
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: {
            maxSize: 6000,
            exclude: (id: string) => !STATELESS_MODULES.test(id),
          },
        },
      },
    },
  },
  server: {
    // `ws`: the WebSocket at /api/realtime goes through the same proxy.
    proxy: { '/api': { target: 'http://127.0.0.1:3000', ws: true } },
  },
});
