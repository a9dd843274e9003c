import { type TLoginResponse, ZLoginResponse, ZMessageResponse } from '@labora/shared/auth';
import { PHONE_MESSAGES, ZPhoneSignInCodeRequest, ZPhoneSignInRequest } from '@labora/shared/phone-sign-in';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.js';
import { requestPhoneSignInCode, signInWithPhone } from './service.js';

const tags = ['auth'];

/**
 * Phone sign-in (/sms-verification), mounted by authRoutes at /api/auth/phone, which hands over its
 * `signInResponse`: every way in answers alike.
 */
export const phoneSignInRoutes: FastifyPluginAsyncZod<{
  signInResponse: (signedIn: Awaited<ReturnType<typeof signInWithPhone>>) => TLoginResponse;
}> = async (app, { signInResponse }) => {
  app.post(
    '/code',
    {
      schema: {
        operationId: 'sendPhoneSignInCode',
        security: [],
        tags,
        summary:
          'Text a 6-digit sign-in code to a verified phone. Always needs a solved challenge in `altcha`; the same ' +
          'answer whether or not the phone is an account’s',
        body: ZPhoneSignInCodeRequest,
        response: { 200: ZMessageResponse, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await requestPhoneSignInCode(app.deps, { ...request.body, ip: request.ip });
      return { message: PHONE_MESSAGES.signInCodeSent };
    },
  );

  app.post(
    '/verify',
    {
      schema: {
        operationId: 'signInWithPhoneCode',
        security: [],
        tags,
        summary: 'Sign in with the texted code; answers like POST /api/auth/login',
        body: ZPhoneSignInRequest,
        response: { 200: ZLoginResponse, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => signInResponse(await signInWithPhone(app.deps, { ...request.body, ip: request.ip })),
  );
};
