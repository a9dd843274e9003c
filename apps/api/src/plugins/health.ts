import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client.js';

const ZHealth = z.object({
  status: z.enum(['ok', 'unavailable']),
  /** The database that takes writes, and the read replica when DATABASE_READ_URL names one. */
  database: z.enum(['ok', 'unavailable']),
  readReplica: z.enum(['ok', 'unavailable', 'none']),
});

/** How long a health check waits for a database before calling it unavailable. */
const CHECK_TIMEOUT_MS = 2000;

async function answers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/health, for load balancers and monitors (docs/operations.md): 200 while this process can reach its
 * databases, 503 when it cannot (take it out of rotation). No session, no data, never cached.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        operationId: 'getHealth',
        security: [],
        tags: ['health'],
        summary:
          "Whether this process can reach its databases: 200, or 503 to take it out of a load balancer's rotation",
        response: { 200: ZHealth, 503: ZHealth },
      },
    },
    async (_request, reply) => {
      const database = (await answers(app.deps.db)) ? 'ok' : 'unavailable';
      const readReplica =
        app.deps.readDb === app.deps.db ? 'none' : (await answers(app.deps.readDb)) ? 'ok' : 'unavailable';
      const status = database === 'ok' && readReplica !== 'unavailable' ? 'ok' : 'unavailable';
      reply.header('cache-control', 'no-store');
      return reply.code(status === 'ok' ? 200 : 503).send({ status, database, readReplica });
    },
  );
};
