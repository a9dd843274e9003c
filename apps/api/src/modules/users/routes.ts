import { ZSessionUser } from '@labora/shared/auth';
import {
  EMAIL_CHANGE_LIMITS,
  EMAIL_CHANGE_MESSAGES,
  PROFILE_MESSAGES,
  USERS_MESSAGES,
  ZEmailChangeConfirmRequest,
  ZEmailChangeConfirmResponse,
  ZEmailChangeRequest,
  ZEmailChangeResponse,
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
import { phoneRoutes } from './phone-routes.js';
import { confirmEmailChange, requestEmailChange, setFreelancer, toProfile, updateProfile } from './service.js';
import { visibilityRoutes } from './visibility-routes.js';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(avatarRoutes);
  await app.register(phoneRoutes);
  await app.register(visibilityRoutes);

  app.put(
    '/usuarios/:id/isFreelancer',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'setAccountType',
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
        operationId: 'getMyProfile',
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
        operationId: 'updateMyProfile',
        tags,
        security,
        summary:
          "Save the signed-in user's profile (hourly_rate in reais, stored in centavos); the e-mail, if sent, must be " +
          'the current one (it changes through /users/email-change)',
        body: ZUpdateProfileRequest,
        response: {
          200: z.object({ message: z.string(), profile: ZProfile, user: ZSessionUser }),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) => {
      const user = await updateProfile(app.deps, { actor: currentUser(request), profile: request.body });
      return { message: PROFILE_MESSAGES.saved, profile: toProfile(user), user: toSessionUser(user) };
    },
  );

  app.post(
    '/users/email-change',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'startEmailChange',
        tags,
        security,
        summary: `Start an e-mail change: the current password (and \`twoFactorCode\` when two-factor sign-in is on), then a ${EMAIL_CHANGE_LIMITS.codeLength}-digit code is mailed to the new address`,
        body: ZEmailChangeRequest,
        response: { 200: ZEmailChangeResponse, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      const { newEmail } = await requestEmailChange(app.deps, { actor: currentUser(request), ...request.body });
      return {
        message: EMAIL_CHANGE_MESSAGES.codeSent,
        newEmail,
        expiresInMinutes: EMAIL_CHANGE_LIMITS.codeTtlMinutes,
      };
    },
  );

  app.post(
    '/users/email-change/confirm',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'confirmEmailChange',
        tags,
        security,
        summary: 'Finish an e-mail change with the mailed code: the old address is told, every other session ends',
        body: ZEmailChangeConfirmRequest,
        response: { 200: ZEmailChangeConfirmResponse, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => {
      const user = await confirmEmailChange(app.deps, {
        actor: currentUser(request),
        sessionToken: request.sessionToken ?? '',
        code: request.body.code,
      });
      return { message: EMAIL_CHANGE_MESSAGES.changed, profile: toProfile(user), user: toSessionUser(user) };
    },
  );
};
