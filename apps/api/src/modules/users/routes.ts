import { ZMessageResponse } from '@labora/shared/auth';
import { USERS_MESSAGES, ZSetFreelancerRequest, ZSetFreelancerResponse, ZUserIdParams } from '@labora/shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.js';
import { toSessionUser } from '../auth/session-user.js';
import { setFreelancer } from './service.js';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/usuarios/:id/isFreelancer',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['users'],
        security: [{ bearer: [] }],
        summary: 'Choose buyer (false) or seller (true); the user themself or an admin',
        params: ZUserIdParams,
        body: ZSetFreelancerRequest,
        response: {
          200: ZSetFreelancerResponse,
          400: ZMessageResponse,
          401: ZMessageResponse,
          403: ZMessageResponse,
          404: ZMessageResponse,
        },
      },
    },
    async (request) => {
      const user = await setFreelancer(app.deps, {
        actor: currentUser(request),
        userId: request.params.id,
        isFreelancer: request.body.isFreelancer,
      });
      return { message: USERS_MESSAGES.freelancerUpdated, user: toSessionUser(user) };
    },
  );
};
