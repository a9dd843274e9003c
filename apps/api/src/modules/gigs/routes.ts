import multipart from '@fastify/multipart';
import { ZMessageResponse } from '@labora/shared/auth';
import {
  GIG_LIMITS,
  GIG_MESSAGES,
  GIG_ORDER_MESSAGES,
  ZCreateGigOrderRequest,
  ZGig,
  ZGigIdParams,
  ZGigInput,
  ZGigOrderIdParams,
  ZGigOrderResponse,
  ZListGigOrdersQuery,
  ZListGigOrdersResponse,
  ZListGigsQuery,
} from '@labora/shared/gigs';
import { AVATAR_MESSAGES } from '@labora/shared/users';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.js';
import { sendIdempotent, ZIdempotencyHeaders } from '../../lib/idempotency.js';
import { readSingleUpload, singleUploadBody } from '../../lib/single-upload.js';
import { currentUser } from '../../plugins/auth.js';
import {
  acceptGigOrder,
  cancelGigOrder,
  createGig,
  declineGigOrder,
  findGigs,
  getGig,
  listGigOrders,
  orderGig,
  removeGig,
  setGigImage,
  updateGig,
} from './service.js';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415);
const orderErrors = errorResponses(400, 401, 403, 404, 409, 429);

export const gigsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart);
  app.addHook('onRequest', app.authenticate);
  const tags = ['gigs'];
  const security = [{ bearer: [] }];

  app.get(
    '/gigs',
    {
      schema: {
        operationId: 'listGigs',
        tags,
        security,
        summary: 'Active gigs, newest first, by category or seller',
        querystring: ZListGigsQuery,
        response: { 200: z.array(ZGig), ...errors },
      },
    },
    async (request) => findGigs(app.deps, { query: request.query }),
  );

  app.get(
    '/gigs/:id',
    {
      schema: {
        operationId: 'getGig',
        tags,
        security,
        summary: 'One gig',
        params: ZGigIdParams,
        response: { 200: ZGig, ...errors },
      },
    },
    async (request) => getGig(app.deps, request.params.id),
  );

  app.post(
    '/gigs',
    {
      schema: {
        operationId: 'createGig',
        tags,
        security,
        summary: 'Publish a gig (freelancers; 20 at most)',
        body: ZGigInput,
        response: { 201: ZGig, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createGig(app.deps, { actor: currentUser(request), fields: request.body })),
  );

  app.put(
    '/gigs/:id',
    {
      schema: {
        operationId: 'updateGig',
        tags,
        security,
        summary: 'Edit a gig (its seller)',
        params: ZGigIdParams,
        body: ZGigInput,
        response: { 200: ZGig, ...errors },
      },
    },
    async (request) =>
      updateGig(app.deps, { actor: currentUser(request), id: request.params.id, fields: request.body }),
  );

  app.delete(
    '/gigs/:id',
    {
      schema: {
        operationId: 'deleteGig',
        tags,
        security,
        summary: 'Remove a gig (its seller)',
        params: ZGigIdParams,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => {
      await removeGig(app.deps, { actor: currentUser(request), id: request.params.id });
      return { message: GIG_MESSAGES.removed };
    },
  );

  app.put(
    '/gigs/:id/image',
    {
      schema: {
        operationId: 'uploadGigImage',
        tags,
        security,
        summary: 'Set the gig picture (multipart field image: PNG, JPEG, WebP or GIF up to 5 MB; stored as 16:9 WebP)',
        documentedBody: singleUploadBody('image', 'PNG, JPEG, WebP or GIF up to 5 MB'),
        params: ZGigIdParams,
        response: { 200: ZGig, ...errors },
      },
    },
    async (request) => {
      const upload = await readSingleUpload(request, {
        field: 'image',
        maxBytes: GIG_LIMITS.imageMaxBytes,
        messages: AVATAR_MESSAGES,
      });
      return setGigImage(app.deps, { actor: currentUser(request), id: request.params.id, upload });
    },
  );

  /**
   * Decline (the seller) and cancel (the buyer) end a waiting order the same way: the payment returns in the
   * move's transaction (whose events tell both sides once it commits), once per Idempotency-Key.
   */
  function endWaitingOrder(
    request: FastifyRequest<{ Params: { id: string } }>,
    reply: FastifyReply,
    end: typeof declineGigOrder,
    message: string,
  ) {
    const actor = currentUser(request);
    return sendIdempotent(request, reply, app.deps, actor.id, async (db) => {
      const order = await end({ ...app.deps, db }, { actor, id: request.params.id });
      return { statusCode: 200, body: { message, order } };
    });
  }

  // Orders ('Contratar'): anyone signed in but the seller orders; the seller accepts (a contract) or declines;
  // the buyer may cancel while it waits.
  app.post(
    '/gigs/:id/orders',
    {
      schema: {
        operationId: 'createGigOrder',
        tags,
        security,
        summary:
          "Order someone else's gig, paid at once from the wallet or by card into escrow (one waiting order per gig; limited per day); needs Idempotency-Key",
        headers: ZIdempotencyHeaders,
        params: ZGigIdParams,
        body: ZCreateGigOrderRequest,
        response: { 201: ZGigOrderResponse, ...orderErrors },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      return sendIdempotent(request, reply, app.deps, actor.id, async (db) => {
        const order = await orderGig({ ...app.deps, db }, { actor, gigId: request.params.id, request: request.body });
        return { statusCode: 201, body: { message: GIG_ORDER_MESSAGES.sent, order } };
      });
    },
  );

  app.get(
    '/gig-orders',
    {
      schema: {
        operationId: 'listGigOrders',
        tags,
        security,
        summary: 'The orders I sent (as=buyer) or received for my gigs (as=seller), newest first',
        querystring: ZListGigOrdersQuery,
        response: { 200: ZListGigOrdersResponse, ...orderErrors },
      },
    },
    async (request) => listGigOrders(app.deps, { actor: currentUser(request), query: request.query }),
  );

  app.post(
    '/gig-orders/:id/accept',
    {
      schema: {
        operationId: 'acceptGigOrder',
        tags,
        security,
        summary: "The seller accepts a waiting order: a contract in 'aguardando_inicio' at the price ordered",
        params: ZGigOrderIdParams,
        response: { 200: ZGigOrderResponse, ...orderErrors },
      },
    },
    async (request) => {
      const order = await acceptGigOrder(app.deps, { actor: currentUser(request), id: request.params.id });
      return { message: GIG_ORDER_MESSAGES.accepted, order };
    },
  );

  app.post(
    '/gig-orders/:id/decline',
    {
      schema: {
        operationId: 'declineGigOrder',
        tags,
        security,
        summary: 'The seller declines a waiting order (its payment returns to the buyer); needs Idempotency-Key',
        headers: ZIdempotencyHeaders,
        params: ZGigOrderIdParams,
        response: { 200: ZGigOrderResponse, ...orderErrors },
      },
    },
    (request, reply) => endWaitingOrder(request, reply, declineGigOrder, GIG_ORDER_MESSAGES.declined),
  );

  app.post(
    '/gig-orders/:id/cancel',
    {
      schema: {
        operationId: 'cancelGigOrder',
        tags,
        security,
        summary:
          'The buyer cancels an order the seller has not answered yet (its payment returns); needs Idempotency-Key',
        headers: ZIdempotencyHeaders,
        params: ZGigOrderIdParams,
        response: { 200: ZGigOrderResponse, ...orderErrors },
      },
    },
    (request, reply) => endWaitingOrder(request, reply, cancelGigOrder, GIG_ORDER_MESSAGES.cancelled),
  );
};
