import multipart from '@fastify/multipart';
import { ZMessageResponse } from '@labora/shared/auth';
import {
  CONTRACT_MESSAGES,
  ZContract,
  ZContractActionRequest,
  ZContractIdParams,
  ZCreateDeliveryRequest,
  ZDeliveryFileParams,
  ZDeliveryParams,
  ZListContractsQuery,
  ZListContractsResponse,
  ZRequestChangesRequest,
} from '@labora/shared/contracts';
import { ZConversationSummary } from '@labora/shared/messages';
import { REVIEW_MESSAGES, ZCreateReviewRequest } from '@labora/shared/reviews';
import {
  ZContractPaymentRequest,
  ZContractPaymentResponse,
  ZReleaseRequest,
  ZReleaseResponse,
} from '@labora/shared/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { sendAttachment } from '../../lib/attachments.js';
import { errorResponses } from '../../lib/error-responses.js';
import { sendIdempotent, ZIdempotencyHeaders } from '../../lib/idempotency.js';
import { readJsonWithFiles, uploadBody } from '../../lib/multipart-upload.js';
import { currentUser } from '../../plugins/auth.js';
import { createReview } from '../reviews/service.js';
import {
  actOnContract,
  createDelivery,
  findDeliveryFile,
  getContract,
  listContracts,
  openConversationOf,
  payContract,
  releaseContract,
  requestChanges,
} from './service.js';

const MONEY_ACTIONS = new Set(['conclude', 'cancel']);

const errors = errorResponses(400, 401, 403, 404, 409);

const ACTION_MESSAGES = {
  start: CONTRACT_MESSAGES.started,
  progress: CONTRACT_MESSAGES.progressUpdated,
  conclude: CONTRACT_MESSAGES.concluded,
  cancel: CONTRACT_MESSAGES.cancelled,
} as const;

export const contractsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart);
  app.addHook('onRequest', app.authenticate);
  const tags = ['contracts'];
  const security = [{ bearer: [] }];

  app.get(
    '/contracts',
    {
      schema: {
        operationId: 'listContracts',
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
        operationId: 'getContract',
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
        operationId: 'applyContractAction',
        tags,
        security,
        summary: 'Move a contract: start or progress (freelancer), conclude (client), cancel before start (either)',
        params: ZContractIdParams,
        headers: ZIdempotencyHeaders,
        body: ZContractActionRequest,
        response: { 200: ZContract.extend({ message: ZMessageResponse.shape.message }), ...errors },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const move = async (db: Db) => {
        const contract = await actOnContract(
          { ...app.deps, db },
          { actor, id: request.params.id, request: request.body },
        );
        return { statusCode: 200, body: { ...contract, message: ACTION_MESSAGES[request.body.action] } };
      };
      // Concluding releases the escrow and cancelling refunds it: money moves, so the key is required.
      if (MONEY_ACTIONS.has(request.body.action)) return sendIdempotent(request, reply, app.deps, actor.id, move);
      return (await move(app.deps.db)).body;
    },
  );

  app.post(
    '/contracts/:id/payment',
    {
      schema: {
        operationId: 'payContract',
        tags,
        security,
        summary:
          "'Realizar Pagamento': the client pays the contract's value into its escrow (wallet at once; PIX, card or bank through a deposit); needs Idempotency-Key",
        headers: ZIdempotencyHeaders,
        params: ZContractIdParams,
        body: ZContractPaymentRequest,
        response: { 200: ZContractPaymentResponse, ...errors },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      return sendIdempotent(request, reply, app.deps, actor.id, async (db) => {
        const body = await payContract({ ...app.deps, db }, { actor, id: request.params.id, request: request.body });
        return { statusCode: 200, body };
      });
    },
  );

  app.post(
    '/contracts/:id/release',
    {
      schema: {
        operationId: 'releaseContractEscrow',
        tags,
        security,
        summary:
          'The client releases part of the escrow to the freelancer (less the 10% fee), or all of it without an amount, which concludes the contract; needs Idempotency-Key',
        headers: ZIdempotencyHeaders,
        params: ZContractIdParams,
        body: ZReleaseRequest,
        response: { 200: ZReleaseResponse, ...errors },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      return sendIdempotent(request, reply, app.deps, actor.id, async (db) => {
        const body = await releaseContract(
          { ...app.deps, db },
          { actor, id: request.params.id, amountCents: request.body.amountCents },
        );
        return { statusCode: 200, body };
      });
    },
  );

  app.post(
    '/contracts/:id/deliveries',
    {
      schema: {
        operationId: 'createDelivery',
        tags,
        security,
        summary:
          "'Entregar' (the freelancer, in progress): JSON { message }, or multipart with a `delivery` field (that JSON) and up to 10 `attachments` files",
        params: ZContractIdParams,
        documentedBody: uploadBody({
          json: { field: 'delivery', schema: ZCreateDeliveryRequest, alsoAsJson: true },
          attachments: 'The delivered files',
        }),
        response: { 201: ZContract.extend({ message: ZMessageResponse.shape.message }), ...errors },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const { data, attachments } = await readJsonWithFiles(request, app.deps.files, {
        jsonField: 'delivery',
        schema: ZCreateDeliveryRequest,
        fallback: CONTRACT_MESSAGES.deliveryMessageRequired,
      });
      await createDelivery(app.deps, { actor, id: request.params.id, message: data.message, attachments });
      const contract = await getContract(app.deps, { actor, id: request.params.id });
      return reply.code(201).send({ ...contract, message: CONTRACT_MESSAGES.delivered });
    },
  );

  app.post(
    '/contracts/:id/deliveries/:deliveryId/changes',
    {
      schema: {
        operationId: 'requestDeliveryChanges',
        tags,
        security,
        summary: 'The client asks for changes to the waiting delivery, with a message',
        params: ZDeliveryParams,
        body: ZRequestChangesRequest,
        response: { 200: ZContract.extend({ message: ZMessageResponse.shape.message }), ...errors },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      await requestChanges(app.deps, { actor, ...request.params, message: request.body.message });
      const contract = await getContract(app.deps, { actor, id: request.params.id });
      return { ...contract, message: CONTRACT_MESSAGES.changesRequested };
    },
  );

  app.get(
    '/contracts/:id/deliveries/:deliveryId/files/:fileId',
    {
      schema: {
        operationId: 'downloadDeliveryFile',
        tags,
        security,
        summary: "Download a delivery's file (the contract's two sides)",
        params: ZDeliveryFileParams,
        response: { 200: z.unknown().describe('The file, as it was uploaded'), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const file = await findDeliveryFile(app.deps, { actor: currentUser(request), ...request.params });
      return sendAttachment(reply, app.deps.files, file);
    },
  );

  app.post(
    '/contracts/:id/conversation',
    {
      schema: {
        operationId: 'openContractConversation',
        tags,
        security,
        summary: "'Enviar Mensagem' on a contract: its conversation (its two sides; created the first time)",
        params: ZContractIdParams,
        response: { 200: ZConversationSummary, ...errors },
      },
    },
    async (request) => openConversationOf(app.deps, { actor: currentUser(request), id: request.params.id }),
  );

  app.post(
    '/contracts/:id/reviews',
    {
      schema: {
        operationId: 'createReview',
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
