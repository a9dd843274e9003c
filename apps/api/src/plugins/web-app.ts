import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { COMMON_MESSAGES, type ErrorBody } from '@labora/shared/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
/** index.html's own <title> and description, replaced on a page that brings its own (pageHead's `titled`). */
const OWN_TITLE = /\s*<title>[\s\S]*?<\/title>/;
const OWN_DESCRIPTION = /\s*<meta\s+name="description"[\s\S]*?\/?>/;

/** What the server puts in a page's <head>, and the status it answers with (modules/public-pages/head.ts). */
export interface PageHead {
  status: 200 | 404;
  /** Tags for <head>, escaped. */
  tags: string;
  /** The tags carry their own <title> and description, which replace index.html's. */
  titled: boolean;
}

/** A page's head tags put into its index.html. */
export function withHead(html: string, head: PageHead): string {
  const base = head.titled ? html.replace(OWN_TITLE, '').replace(OWN_DESCRIPTION, '') : html;
  return base.replace('</head>', `${head.tags}  </head>`);
}

export interface WebAppOptions {
  root?: string;
  /** Per-page head tags (titles, Open Graph, noindex) and status; none: index.html as built. */
  pageHead?: (pathname: string, request: FastifyRequest) => Promise<PageHead | null>;
}

export default fp(async (app: FastifyInstance, options: WebAppOptions) => {
  const root = options.root ?? WEB_DIST;
  const hasWeb = existsSync(path.join(root, 'index.html'));
  const routePages = hasWeb ? loadRoutePages(root) : [];
  const indexHtml = hasWeb ? readFileSync(path.join(root, 'index.html'), 'utf8') : '';
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

  app.setNotFoundHandler(async (request, reply) => {
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
    const html = routePages.find((p) => p.test.test(pathname))?.html ?? indexHtml;
    const head = options.pageHead ? await options.pageHead(pathname, request) : null;
    if (head) reply.code(head.status);
    return reply.type('text/html; charset=utf-8').send(head ? withHead(html, head) : html);
  });
});
