import { ACCOUNT_MESSAGES, ZChangePasswordRequest, ZDeleteAccountRequest } from '@labora/shared/account';
import { ZMessageResponse } from '@labora/shared/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.js';
import { currentUser } from '../../plugins/auth.js';
import { changePassword, deleteAccount, signOutEverywhere } from './service.js';

const tags = ['account'];
const security = [{ bearer: [] }];

/** Account settings: change password, sign out everywhere, delete the account. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  // On request, so a guest gets 401 before any validation message.
  app.addHook('onRequest', app.authenticate);

  app.put(
    '/users/password',
    {
      schema: {
        tags,
        security,
        summary: 'Change the password (current one required); signs out every other session',
        body: ZChangePasswordRequest,
        response: { 200: ZMessageResponse, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      await changePassword(app.deps, {
        actor: currentUser(request),
        sessionToken: request.sessionToken ?? '',
        currentPassword: request.body.currentPassword,
        newPassword: request.body.newPassword,
      });
      return { message: ACCOUNT_MESSAGES.passwordChanged };
    },
  );

  app.delete(
    '/users/sessions',
    {
      schema: {
        tags,
        security,
        summary: 'Sign out everywhere: revoke every session of the user, this one included',
        response: { 200: ZMessageResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      await signOutEverywhere(app.deps, { actor: currentUser(request) });
      return { message: ACCOUNT_MESSAGES.signedOutEverywhere };
    },
  );

  app.delete(
    '/users/me',
    {
      schema: {
        tags,
        security,
        summary: 'Delete the account and everything of it (LGPD); JSON body with the password',
        body: ZDeleteAccountRequest,
        response: { 200: ZMessageResponse, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => {
      await deleteAccount(app.deps, { actor: currentUser(request), password: request.body.password });
      return { message: ACCOUNT_MESSAGES.deleted };
    },
  );
};
