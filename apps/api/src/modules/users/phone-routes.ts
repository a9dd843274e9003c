import { ZMessageResponse } from '@labora/shared/auth';
import {
  PHONE_MESSAGES,
  ZPhoneChangeRequest,
  ZPhoneStatus,
  ZPhoneStatusResponse,
  ZPhoneVerifyRequest,
} from '@labora/shared/phone-sign-in';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.js';
import { currentUser } from '../../plugins/auth.js';
import { changePhone, confirmPhoneVerification, requestPhoneVerification, toPhoneStatus } from './service.js';

const tags = ['users'];
const security = [{ bearer: [] }];

/** The signed-in user's phone in Configurações: its status, its verification by SMS code, its change. */
export const phoneRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/me/phone',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'getMyPhone',
        tags,
        security,
        summary: 'The account’s phone (digits) and whether it is verified',
        response: { 200: ZPhoneStatus, ...errorResponses(401) },
      },
    },
    async (request) => toPhoneStatus(currentUser(request)),
  );

  app.post(
    '/users/me/phone/code',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'sendPhoneVerificationCode',
        tags,
        security,
        summary: 'Text a 6-digit code to the account’s phone to verify it',
        response: { 200: ZMessageResponse, ...errorResponses(401, 409, 429) },
      },
    },
    async (request) => {
      await requestPhoneVerification(app.deps, { actor: currentUser(request) });
      return { message: PHONE_MESSAGES.verifyCodeSent };
    },
  );

  app.post(
    '/users/me/phone/verify',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'verifyMyPhone',
        tags,
        security,
        summary: 'Verify the phone with the texted code; 409 when another account verified that phone',
        body: ZPhoneVerifyRequest,
        response: { 200: ZPhoneStatusResponse, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => {
      const user = await confirmPhoneVerification(app.deps, { actor: currentUser(request), code: request.body.code });
      return { ...toPhoneStatus(user), message: PHONE_MESSAGES.verified };
    },
  );

  app.put(
    '/users/me/phone',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'updateMyPhone',
        tags,
        security,
        summary: 'Change the phone (current password required); the new one is unverified',
        body: ZPhoneChangeRequest,
        response: { 200: ZPhoneStatusResponse, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const user = await changePhone(app.deps, { actor: currentUser(request), ...request.body });
      return { ...toPhoneStatus(user), message: PHONE_MESSAGES.changed };
    },
  );
};
