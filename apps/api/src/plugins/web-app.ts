import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { COMMON_MESSAGES, type ErrorBody } from '@labora/shared/errors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UPLOADS_URL_PREFIX } from './uploads.js';

const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/** A path pattern of route-preloads.json ('/job/:id') as a case-insensitive test, as the client router matches. */
function routePattern(route: string): RegExp {
  const segments = route
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${segments.join('/')}/?$`, 'i');
}

/**
 * index.html for each path of route-preloads.json (written by the web build, see apps/web/vite.config.ts): the
 * same page with modulepreload links to that screen's scripts, so they download alongside the entry instead of
 * after it has run. No file (an older build, a test root): no preloads.
 */
function loadRoutePages(root: string): { test: RegExp; html: string }[] {
  const file = path.join(root, 'route-preloads.json');
  if (!existsSync(file)) return [];
  const index = readFileSync(path.join(root, 'index.html'), 'utf8');
  const routes = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
  return Object.entries(routes).map(([route, files]) => ({
    test: routePattern(route),
    html: index.replace(
      '</head>',
      `${files.map((href) => `    <link rel="modulepreload" crossorigin href="${href}">\n`).join('')}  </head>`,
    ),
  }));
}

/**
 * Serves the built SPA: hashed assets cached for a year (pre-compressed .br/.gz chosen by Accept-Encoding),
 * index.html never cached; any non-API path answers index.html so the client router takes over.
 */
export default fp(async (app: FastifyInstance, options: { root?: string }) => {
  const root = options.root ?? WEB_DIST;
  const hasWeb = existsSync(path.join(root, 'index.html'));
  const routePages = hasWeb ? loadRoutePages(root) : [];
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      preCompressed: true,
      index: false,
      // Its own Cache-Control ('public, max-age=0') would replace the one set below.
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ root }, 'web app not built: only the API is served');
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (
      pathname === '/api' ||
      pathname.startsWith('/api/') ||
      pathname.startsWith(UPLOADS_URL_PREFIX) ||
      !hasWeb ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return reply.code(404).send({ code: 'NOT_FOUND', message: COMMON_MESSAGES.routeNotFound } satisfies ErrorBody);
    }
    reply.header('cache-control', 'no-cache');
    const page = routePages.find((p) => p.test.test(pathname));
    if (page) return reply.type('text/html; charset=utf-8').send(page.html);
    return reply.sendFile('index.html');
  });
});
