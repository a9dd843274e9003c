import multipart from '@fastify/multipart';
import { ZMessageResponse } from '@labora/shared/auth';
import {
  PORTFOLIO_LIMITS,
  PORTFOLIO_MESSAGES,
  ZFreelancerPortfolioParams,
  ZPortfolioItem,
  ZPortfolioItemInput,
  ZPortfolioItemParams,
  ZPortfolioPictureParams,
  ZPortfolioResponse,
  ZReorderPortfolioRequest,
} from '@labora/shared/portfolio';
import { AVATAR_MESSAGES } from '@labora/shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.js';
import { readSingleUpload, singleUploadBody } from '../../lib/single-upload.js';
import { currentUser } from '../../plugins/auth.js';
import {
  addPortfolioPicture,
  createPortfolioItem,
  listPortfolio,
  removePortfolioItem,
  removePortfolioPicture,
  reorderPortfolio,
  updatePortfolioItem,
} from './service.js';

const PICTURE_FIELD = 'picture';

/** A freelancer's portfolio: read by anyone (guests too), changed only by its owner. */
export const portfolioRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart);
  const tags = ['portfolio'];
  const security = [{ bearer: [] }];
  const errors = errorResponses(400, 401, 403, 404, 409, 413, 415);

  app.get(
    '/freelancers/:id/portfolio',
    {
      // A guest sees it only while the profile is shown to guests (Configurações' 'Perfil público').
      // Counted against the guest reads' limit per address first (modules/public-pages/rate-limit.ts).
      onRequest: [app.limitPublicRead, app.identify],
      schema: {
        tags,
        // Public: the profile it belongs to is shared with people who have no account.
        operationId: 'listFreelancerPortfolio',
        security: [],
        summary: "A freelancer's portfolio in the order they chose (no session needed)",
        params: ZFreelancerPortfolioParams,
        response: { 200: ZPortfolioResponse, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => listPortfolio(app.deps, { freelancerId: request.params.id, guest: request.user === null }),
  );

  app.post(
    '/portfolio',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'createPortfolioItem',
        security,
        summary: `Add a piece of work at the end of my portfolio (freelancers; ${PORTFOLIO_LIMITS.itemsMax} at most)`,
        body: ZPortfolioItemInput,
        response: { 201: ZPortfolioItem, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createPortfolioItem(app.deps, { actor: currentUser(request), fields: request.body })),
  );

  // Declared before '/portfolio/:id': a fixed segment wins over a parameter anyway, this just reads in that order.
  app.put(
    '/portfolio/order',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'setPortfolioOrder',
        security,
        summary: 'Put my portfolio in a new order: every item id exactly once, first shown first',
        body: ZReorderPortfolioRequest,
        response: { 200: ZPortfolioResponse, ...errors },
      },
    },
    async (request) => reorderPortfolio(app.deps, { actor: currentUser(request), itemIds: request.body.itemIds }),
  );

  app.put(
    '/portfolio/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'updatePortfolioItem',
        security,
        summary: 'Edit a piece of work (its owner)',
        params: ZPortfolioItemParams,
        body: ZPortfolioItemInput,
        response: { 200: ZPortfolioItem, ...errors },
      },
    },
    async (request) =>
      updatePortfolioItem(app.deps, { actor: currentUser(request), id: request.params.id, fields: request.body }),
  );

  app.delete(
    '/portfolio/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'deletePortfolioItem',
        security,
        summary: 'Remove a piece of work and its pictures (its owner)',
        params: ZPortfolioItemParams,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => {
      await removePortfolioItem(app.deps, { actor: currentUser(request), id: request.params.id });
      return { message: PORTFOLIO_MESSAGES.removed };
    },
  );

  app.post(
    '/portfolio/:id/pictures',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'addPortfolioPicture',
        security,
        summary: `Add a picture (multipart field ${PICTURE_FIELD}: PNG, JPEG, WebP or GIF up to 5 MB; stored as WebP, ${PORTFOLIO_LIMITS.picturesMax} per item)`,
        documentedBody: singleUploadBody(PICTURE_FIELD, 'PNG, JPEG, WebP or GIF up to 5 MB'),
        params: ZPortfolioItemParams,
        response: { 201: ZPortfolioItem, ...errors },
      },
    },
    async (request, reply) => {
      const upload = await readSingleUpload(request, {
        field: PICTURE_FIELD,
        maxBytes: PORTFOLIO_LIMITS.pictureMaxBytes,
        messages: AVATAR_MESSAGES,
      });
      const item = await addPortfolioPicture(app.deps, { actor: currentUser(request), id: request.params.id, upload });
      return reply.code(201).send(item);
    },
  );

  app.delete(
    '/portfolio/:id/pictures/:pictureId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'removePortfolioPicture',
        security,
        summary: 'Remove a picture from a piece of work (its owner)',
        params: ZPortfolioPictureParams,
        response: { 200: ZPortfolioItem, ...errors },
      },
    },
    async (request) =>
      removePortfolioPicture(app.deps, {
        actor: currentUser(request),
        id: request.params.id,
        pictureId: request.params.pictureId,
      }),
  );
};
