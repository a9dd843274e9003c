import { ZLaunchResponse } from '@labora/shared/launch';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The public launch page's countdown: when Labora launches (LAUNCH_AT) and the server's clock. */
export const launchRoutes: FastifyPluginAsyncZod<{ launchAt: Date }> = async (app, { launchAt }) => {
  app.get(
    '/launch',
    {
      schema: {
        operationId: 'getLaunch',
        security: [],
        tags: ['launch'],
        summary: "The launch moment ('/lancamento' counts down to it) and the server's clock, for a phone's wrong one",
        response: { 200: ZLaunchResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { launchAt: launchAt.toISOString(), now: app.deps.clock.now().toISOString() };
    },
  );
};
