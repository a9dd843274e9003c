import { pageFields } from '@labora/shared/paging';
import { ZUserReviewsResponse } from '@labora/shared/reviews';
import { ZUserIdParams } from '@labora/shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.js';
import { listUserReviews } from './service.js';

const ZPageQuery = z.object(pageFields(10));

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/:id/reviews',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'listUserReviews',
        tags: ['reviews'],
        security: [{ bearer: [] }],
        summary: "A user's published reviews, newest first, with the average rating",
        params: ZUserIdParams,
        querystring: ZPageQuery,
        response: { 200: ZUserReviewsResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => listUserReviews(app.deps, { userId: request.params.id, ...request.query }),
  );
};
