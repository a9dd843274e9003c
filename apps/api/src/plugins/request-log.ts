import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * One log line per answered request (method, path without the query, status, milliseconds) instead of
 * Fastify's two with the whole request: half the writes on every request, and no query string (it can
 * hold an e-mail or a search) in the log.
 */
const requestLogPlugin: FastifyPluginAsync = async (app) => {
  app.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?', 1)[0];
    request.log.info(
      { method: request.method, path, status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
  });
};

export default fp(requestLogPlugin, { name: 'request-log' });
