import { ZMessageResponse } from '@labora/shared/auth';
import {
  TWO_FACTOR_MESSAGES,
  ZTwoFactorConfirmRequest,
  ZTwoFactorEnableRequest,
  ZTwoFactorRecoveryCodesResponse,
  ZTwoFactorSetupResponse,
  ZTwoFactorStatus,
} from '@labora/shared/two-factor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.js';
import { currentUser } from '../../plugins/auth.js';
import {
  disableTwoFactor,
  enableTwoFactor,
  getTwoFactorStatus,
  regenerateRecoveryCodes,
  setUpTwoFactor,
} from './service.js';

const tags = ['two-factor'];
const security = [{ bearer: [] }];

/** Configurações → 'Verificação em duas etapas'. The sign-in step is POST /api/auth/two-factor (auth module). */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/users/me/two-factor',
    {
      schema: {
        operationId: 'getTwoFactorStatus',
        tags,
        security,
        summary: 'Whether two-factor sign-in is on, and how many recovery codes are left',
        response: { 200: ZTwoFactorStatus, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getTwoFactorStatus(app.deps, { actor: currentUser(request) });
    },
  );

  app.post(
    '/users/me/two-factor/setup',
    {
      schema: {
        operationId: 'createTwoFactorSecret',
        tags,
        security,
        summary: 'A new authenticator secret (QR code and text), shown this once; not on until enabled with a code',
        response: { 200: ZTwoFactorSetupResponse, ...errorResponses(401, 409) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return setUpTwoFactor(app.deps, { actor: currentUser(request) });
    },
  );

  app.post(
    '/users/me/two-factor/enable',
    {
      schema: {
        operationId: 'enableTwoFactor',
        tags,
        security,
        summary: 'Turn two-factor sign-in on with a first code of the app; answers the 10 recovery codes, once',
        body: ZTwoFactorEnableRequest,
        response: { 200: ZTwoFactorRecoveryCodesResponse, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const recoveryCodes = await enableTwoFactor(app.deps, { actor: currentUser(request), code: request.body.code });
      return { message: TWO_FACTOR_MESSAGES.enabled, recoveryCodes };
    },
  );

  app.post(
    '/users/me/two-factor/disable',
    {
      schema: {
        operationId: 'disableTwoFactor',
        tags,
        security,
        summary: 'Turn two-factor sign-in off (password and an app or recovery code); forgets remembered devices',
        body: ZTwoFactorConfirmRequest,
        response: { 200: ZMessageResponse, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      await disableTwoFactor(app.deps, { actor: currentUser(request), ...request.body });
      return { message: TWO_FACTOR_MESSAGES.disabled };
    },
  );

  app.post(
    '/users/me/two-factor/recovery-codes',
    {
      schema: {
        operationId: 'regenerateRecoveryCodes',
        tags,
        security,
        summary: 'New recovery codes (password and an app or recovery code); the old ones stop working',
        body: ZTwoFactorConfirmRequest,
        response: { 200: ZTwoFactorRecoveryCodesResponse, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const recoveryCodes = await regenerateRecoveryCodes(app.deps, { actor: currentUser(request), ...request.body });
      return { message: TWO_FACTOR_MESSAGES.recoveryCodesRegenerated, recoveryCodes };
    },
  );
};
