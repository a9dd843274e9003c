import {
  ZConnectionRequest,
  ZConnectionRequestIdParams,
  ZIncomingRequestsPage,
  ZIncomingRequestsQuery,
  ZSendConnectionRequest,
  ZSuggestionsPage,
  ZSuggestionsQuery,
} from '@labora/shared/connections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.js';
import { currentUser } from '../../plugins/auth.js';
import {
  acceptConnectionRequest,
  declineConnectionRequest,
  listIncomingRequests,
  listSuggestions,
  sendConnectionRequest,
} from './service.js';

const errors = errorResponses(400, 401, 403, 404, 409, 429);

export const connectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['connections'];
  const security = [{ bearer: [] }];

  app.get(
    '/connections/suggestions',
    {
      schema: {
        operationId: 'listConnectionSuggestions',
        tags,
        security,
        summary:
          "'Sugestões': people the caller is not connected to and has no request with, most connections in common first",
        querystring: ZSuggestionsQuery,
        response: { 200: ZSuggestionsPage, ...errors },
      },
    },
    async (request) => listSuggestions(app.deps, { actor: currentUser(request), ...request.query }),
  );

  app.get(
    '/connections/requests',
    {
      schema: {
        operationId: 'listConnectionRequests',
        tags,
        security,
        summary: 'Connection requests waiting for the caller’s answer, newest first',
        querystring: ZIncomingRequestsQuery,
        response: { 200: ZIncomingRequestsPage, ...errors },
      },
    },
    async (request) => listIncomingRequests(app.deps, { actor: currentUser(request), ...request.query }),
  );

  app.post(
    '/connections/requests',
    {
      schema: {
        operationId: 'sendConnectionRequest',
        tags,
        security,
        summary: 'Ask someone to connect (not oneself, not twice, not when connected); limited per hour',
        body: ZSendConnectionRequest,
        response: { 201: ZConnectionRequest, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await sendConnectionRequest(app.deps, { actor: currentUser(request), userId: request.body.userId })),
  );

  app.post(
    '/connections/requests/:id/accept',
    {
      schema: {
        operationId: 'acceptConnectionRequest',
        tags,
        security,
        summary: 'Accept a request sent to the caller: the two are connected',
        params: ZConnectionRequestIdParams,
        response: { 200: ZConnectionRequest, ...errors },
      },
    },
    async (request) => acceptConnectionRequest(app.deps, { actor: currentUser(request), id: request.params.id }),
  );

  app.post(
    '/connections/requests/:id/decline',
    {
      schema: {
        operationId: 'declineConnectionRequest',
        tags,
        security,
        summary: 'Decline a request sent to the caller (the sender is not told)',
        params: ZConnectionRequestIdParams,
        response: { 200: ZConnectionRequest, ...errors },
      },
    },
    async (request) => declineConnectionRequest(app.deps, { actor: currentUser(request), id: request.params.id }),
  );
};
