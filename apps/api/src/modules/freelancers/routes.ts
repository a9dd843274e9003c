import { ZFreelancerProfile, ZListFreelancersQuery, ZListFreelancersResponse } from '@labora/shared/freelancers';
import { ZUserIdParams } from '@labora/shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.js';
import { findFreelancers, getFreelancer } from './service.js';

export const freelancersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['freelancers'];
  const security = [{ bearer: [] }];
  const errors = errorResponses(400, 401, 404);

  app.get(
    '/freelancers',
    {
      schema: {
        operationId: 'listFreelancers',
        tags,
        security,
        summary:
          'Freelancers by name, city, Cargo, skills or category name (accents and case ignored); filters by category, city or state, hourly rate, minimum rating and level; by relevance (default), rate or newest',
        querystring: ZListFreelancersQuery,
        response: { 200: ZListFreelancersResponse, ...errors },
      },
    },
    async (request) => findFreelancers(app.deps, { query: request.query }),
  );

  app.get(
    '/freelancers/:id',
    {
      schema: {
        operationId: 'getFreelancer',
        tags,
        security,
        summary: 'A public profile: no e-mail or phone',
        params: ZUserIdParams,
        response: { 200: ZFreelancerProfile, ...errors },
      },
    },
    async (request) => getFreelancer(app.deps, { id: request.params.id }),
  );
};
