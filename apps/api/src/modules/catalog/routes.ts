import { ZCitiesQuery, ZCitiesResponse } from '@labora/shared/cities';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.js';
import { searchCities } from './service.js';

/** Reference data: Brazilian cities. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cities',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'searchCities',
        tags: ['catalog'],
        security: [{ bearer: [] }],
        summary: "Brazilian municipalities matching q (accents and case ignored; 'Cidade, UF' narrows to a state)",
        querystring: ZCitiesQuery,
        response: { 200: ZCitiesResponse, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      // The list changes only with a new release; a short private cache spares repeated keystrokes.
      reply.header('cache-control', 'private, max-age=3600');
      return searchCities(app.deps.db, request.query.q);
    },
  );
};
