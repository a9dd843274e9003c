import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Reference data: Brazilian cities. */
export const catalogRoutes: FastifyPluginAsyncZod = async () => {};
