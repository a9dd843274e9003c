import { ZMessageResponse } from '@labora/shared/auth';
import { ZUserReviewsResponse } from '@labora/shared/reviews';
import { ZUserIdParams } from '@labora/shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listUserReviews } from './service.js';

const ZPageQuery = z.object({
  page: z.coerce.number({ error: 'Parâmetros de busca inválidos.' }).int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number({ error: 'Parâmetros de busca inválidos.' }).int().min(1).max(50).default(10),
});

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/:id/reviews',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['reviews'],
        security: [{ bearer: [] }],
        summary: "A user's published reviews, newest first, with the average rating",
        params: ZUserIdParams,
        querystring: ZPageQuery,
        response: { 200: ZUserReviewsResponse, 400: ZMessageResponse, 401: ZMessageResponse, 404: ZMessageResponse },
      },
    },
    async (request) => listUserReviews(app.deps, { userId: request.params.id, ...request.query }),
  );
};
