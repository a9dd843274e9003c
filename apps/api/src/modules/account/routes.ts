import {
  ACCOUNT_MESSAGES,
  CPF_MESSAGES,
  ZChangePasswordRequest,
  ZCpfStatus,
  ZDeleteAccountRequest,
  ZSetCpfRequest,
  ZSetCpfResponse,
} from '@labora/shared/account';
import { ZMessageResponse } from '@labora/shared/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.js';
import { currentUser } from '../../plugins/auth.js';
import { changePassword, deleteAccount, getCpfStatus, setCpf, signOutEverywhere } from './service.js';

const tags = ['account'];
const security = [{ bearer: [] }];

/** Account settings: change password, sign out everywhere, the CPF, delete the account. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  // On request, so a guest gets 401 before any validation message.
  app.addHook('onRequest', app.authenticate);

  app.put(
    '/users/password',
    {
      schema: {
        operationId: 'changePassword',
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
        operationId: 'deleteMySessions',
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
        operationId: 'deleteMyAccount',
        tags,
        security,
        summary:
          'Delete the account and everything of it (LGPD); JSON body with the password, and `twoFactorCode` when ' +
          'two-factor sign-in is on',
        body: ZDeleteAccountRequest,
        response: { 200: ZMessageResponse, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      await deleteAccount(app.deps, { actor: currentUser(request), ...request.body });
      return { message: ACCOUNT_MESSAGES.deleted };
    },
  );

  app.get(
    '/users/me/cpf',
    {
      schema: {
        operationId: 'getMyCpf',
        tags,
        security,
        summary: "The caller's own CPF, masked ('***.456.789-**'), and whether one is set (cpfVerified)",
        response: { 200: ZCpfStatus, ...errorResponses(401) },
      },
    },
    async (request) => getCpfStatus(app.deps, { actor: currentUser(request) }),
  );

  app.put(
    '/users/me/cpf',
    {
      schema: {
        operationId: 'setMyCpf',
        tags,
        security,
        summary:
          'Set the CPF once (valid, one account per CPF); the same one again is a no-op, a change goes through support',
        body: ZSetCpfRequest,
        response: { 200: ZSetCpfResponse, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => {
      const status = await setCpf(app.deps, { actor: currentUser(request), cpf: request.body.cpf });
      return { message: CPF_MESSAGES.saved, ...status };
    },
  );
};
