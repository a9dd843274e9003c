import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { AppError } from '../lib/app-error.js';
import { errorResponses } from '../lib/error-responses.js';

const ZHealth = z.object({
  status: z.literal('ok'),
  /** The database that takes writes, and the read replica when DATABASE_READ_URL names one. */
  database: z.literal('ok'),
  readReplica: z.enum(['ok', 'none']),
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
 * databases, 503 SERVICE_UNAVAILABLE when it cannot (take it out of rotation). No session, no data, never cached.
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
        response: { 200: ZHealth, ...errorResponses(503) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!(await answers(app.deps.db))) {
        throw new AppError('SERVICE_UNAVAILABLE', 'Este processo não alcança o banco de dados.');
      }
      if (app.deps.readDb === app.deps.db) return { status: 'ok', database: 'ok', readReplica: 'none' } as const;
      if (!(await answers(app.deps.readDb))) {
        throw new AppError('SERVICE_UNAVAILABLE', 'Este processo não alcança a réplica de leitura.');
      }
      return { status: 'ok', database: 'ok', readReplica: 'ok' } as const;
    },
  );
};
