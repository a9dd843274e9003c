import { ZMessageResponse } from '@labora/shared/auth';
import {
  CONTRACT_MESSAGES,
  ZContract,
  ZContractActionRequest,
  ZContractIdParams,
  ZListContractsQuery,
  ZListContractsResponse,
} from '@labora/shared/contracts';
import { REVIEW_MESSAGES, ZCreateReviewRequest } from '@labora/shared/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.js';
import { currentUser } from '../../plugins/auth.js';
import { createReview } from '../reviews/service.js';
import { actOnContract, getContract, listContracts } from './service.js';

const errors = errorResponses(400, 401, 403, 404, 409);

const ACTION_MESSAGES = {
  start: CONTRACT_MESSAGES.started,
  progress: CONTRACT_MESSAGES.progressUpdated,
  conclude: CONTRACT_MESSAGES.concluded,
  cancel: CONTRACT_MESSAGES.cancelled,
} as const;

export const contractsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['contracts'];
  const security = [{ bearer: [] }];

  app.get(
    '/contracts',
    {
      schema: {
        tags,
        security,
        summary: "The caller's contracts as client (/hiring) or freelancer (/my-projects), searched and filtered",
        querystring: ZListContractsQuery,
        response: { 200: ZListContractsResponse, ...errors },
      },
    },
    async (request) => listContracts(app.deps, { actor: currentUser(request), query: request.query }),
  );

  app.get(
    '/contracts/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One contract (its client or freelancer)',
        params: ZContractIdParams,
        response: { 200: ZContract, ...errors },
      },
    },
    async (request) => getContract(app.deps, { actor: currentUser(request), id: request.params.id }),
  );

  app.post(
    '/contracts/:id/actions',
    {
      schema: {
        tags,
        security,
        summary: 'Move a contract: start or progress (freelancer), conclude (client), cancel before start (either)',
        params: ZContractIdParams,
        body: ZContractActionRequest,
        response: { 200: ZContract.extend({ message: ZMessageResponse.shape.message }), ...errors },
      },
    },
    async (request) => {
      const contract = await actOnContract(app.deps, {
        actor: currentUser(request),
        id: request.params.id,
        request: request.body,
      });
      return { ...contract, message: ACTION_MESSAGES[request.body.action] };
    },
  );

  app.post(
    '/contracts/:id/reviews',
    {
      schema: {
        tags: ['reviews'],
        security,
        summary: 'Review the other side of a concluded contract, once (double-blind)',
        params: ZContractIdParams,
        body: ZCreateReviewRequest,
        response: { 201: ZContract.extend({ message: ZMessageResponse.shape.message }), ...errors },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      await createReview(app.deps, { actor, contractId: request.params.id, review: request.body });
      const contract = await getContract(app.deps, { actor, id: request.params.id });
      return reply.code(201).send({ ...contract, message: REVIEW_MESSAGES.saved });
    },
  );
};
