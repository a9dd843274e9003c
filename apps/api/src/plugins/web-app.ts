import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { COMMON_MESSAGES, type ErrorBody } from '@labora/shared/errors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UPLOADS_URL_PREFIX } from './uploads.js';

export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/**
 * Serves the built SPA: hashed assets cached for a year (pre-compressed .br/.gz chosen by Accept-Encoding),
 * index.html never cached; any non-API path answers index.html so the client router takes over.
 */
export default fp(async (app: FastifyInstance, options: { root?: string }) => {
  const root = options.root ?? WEB_DIST;
  const hasWeb = existsSync(path.join(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      preCompressed: true,
      index: false,
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
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
