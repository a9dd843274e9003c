import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The security headers of every answer (API, SPA, assets, uploads): a CSP that allows no inline script and no
 * framing, nosniff, no referrer. HSTS only when the request came over TLS, which a plain-HTTP server knows
 * only from a proxy it trusts (`trustProxy`, README "Security notes") saying `X-Forwarded-Proto: https`;
 * sent over plain HTTP it is ignored, and sent for the wrong host it would lock a site out of HTTP for a year.
 */
export default fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        // Sonner and Swagger UI set inline styles; scripts stay 'self' only.
        'style-src': ["'self'", "'unsafe-inline'"],
        'script-src': ["'self'"],
        'connect-src': ["'self'"],
        'frame-ancestors': ["'none'"],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
});
