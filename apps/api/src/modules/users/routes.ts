import { ZSessionUser } from '@labora/shared/auth';
import {
  PROFILE_MESSAGES,
  USERS_MESSAGES,
  ZProfile,
  ZSetFreelancerRequest,
  ZSetFreelancerResponse,
  ZUpdateProfileRequest,
  ZUserIdParams,
} from '@labora/shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.js';
import { currentUser } from '../../plugins/auth.js';
import { toSessionUser } from '../auth/service.js';
import { avatarRoutes } from './avatar-routes.js';
import { toProfile, updateProfile } from './profile.js';
import { setFreelancer } from './service.js';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(avatarRoutes);

  app.put(
    '/usuarios/:id/isFreelancer',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        security: [{ bearer: [] }],
        summary: 'Choose buyer (false) or seller (true); the user themself or an admin',
        params: ZUserIdParams,
        body: ZSetFreelancerRequest,
        response: { 200: ZSetFreelancerResponse, ...errorResponses(400, 401, 403, 404) },
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

  const security = [{ bearer: [] }];
  const tags = ['users'];

  app.get(
    '/users/profile',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The signed-in user's profile",
        response: { 200: ZProfile, ...errorResponses(401) },
      },
    },
    async (request) => toProfile(currentUser(request)),
  );

  app.put(
    '/users/profile',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Save the signed-in user's profile (hourly_rate in reais, stored in centavos)",
        body: ZUpdateProfileRequest,
        response: {
          200: z.object({ message: z.string(), profile: ZProfile, user: ZSessionUser }),
          ...errorResponses(400, 401, 409),
        },
      },
    },
    async (request) => {
      const user = await updateProfile(app.deps, { actor: currentUser(request), profile: request.body });
      return { message: PROFILE_MESSAGES.saved, profile: toProfile(user), user: toSessionUser(user) };
    },
  );
};
