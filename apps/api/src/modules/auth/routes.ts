import {
  type TLoginResponse,
  ZChallengeResponse,
  ZLoginRequest,
  ZLoginResponse,
  ZMeResponse,
  ZMessageResponse,
  ZRegisterRequest,
  ZRequestOtpRequest,
  ZVerifyOtpRequest,
} from '@labora/shared/auth';
import { AUTH_MESSAGES } from '@labora/shared/auth-rules';
import {
  type TTwoFactorSignInResponse,
  TWO_FACTOR_MESSAGES,
  ZTwoFactorSignInRequest,
  ZTwoFactorSignInResponse,
} from '@labora/shared/two-factor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UserRow } from '../../db/schema/users.js';
import { errorResponses } from '../../lib/error-responses.js';
import { currentUser } from '../../plugins/auth.js';
import { phoneSignInRoutes } from './phone-routes.js';
import {
  completeSecondStep,
  isFirstLogin,
  issueChallenge,
  logIn,
  registerUser,
  requestPasswordReset,
  resetPassword,
  revokeSession,
  type SignInResult,
  toSessionUser,
} from './service.js';

const tags = ['auth'];
const security = [{ bearer: [] }];
const errors = errorResponses(400, 401, 403, 429);

/**
 * What every way in answers (the password login, the phone code): the session, or, with two-factor sign-in on, the
 * ticket of the second step (no session yet).
 */
export function signInResponse(result: SignInResult): TLoginResponse {
  if ('twoFactorRequired' in result) {
    return { twoFactorRequired: true, ticket: result.ticket, message: TWO_FACTOR_MESSAGES.secondStep };
  }
  return sessionResponse(result);
}

function sessionResponse({ user, token }: { user: UserRow; token: string }) {
  return { user: toSessionUser(user), token, isFirstLogin: isFirstLogin(user), message: AUTH_MESSAGES.loginOk };
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(phoneSignInRoutes, { prefix: '/phone', signInResponse });

  app.get(
    '/challenge',
    {
      schema: {
        operationId: 'getChallenge',
        security: [],
        tags,
        summary:
          'A signed proof-of-work challenge (ALTCHA). Its solution, sent as `altcha`, lets a login or sign-up ' +
          'through past a soft rate limit (429 CHALLENGE_REQUIRED); each solution works once',
        response: { 200: ZChallengeResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return issueChallenge(app.deps);
    },
  );

  app.post(
    '/register',
    {
      schema: {
        operationId: 'registerAccount',
        security: [],
        tags,
        summary:
          'Create an account (SPEC sign-up rules, same order and messages); past 20 an hour from one address, ' +
          'with a solved challenge in `altcha`',
        body: ZRegisterRequest,
        response: { 201: ZMessageResponse, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      await registerUser(app.deps, { ...request.body, ip: request.ip });
      return reply.code(201).send({ message: AUTH_MESSAGES.registered });
    },
  );

  app.post(
    '/login',
    {
      schema: {
        operationId: 'signIn',
        security: [],
        tags,
        summary:
          'Log in with e-mail and password; returns a bearer token. Past 10 tries an e-mail or 50 an address in ' +
          '15 minutes, with a solved challenge in `altcha`. With two-factor sign-in on, a right password answers ' +
          '`{ twoFactorRequired, ticket }` and no session (unless `device` is a remembered device)',
        body: ZLoginRequest,
        response: { 200: ZLoginResponse, ...errors },
      },
    },
    async (request) => signInResponse(await logIn(app.deps, { ...request.body, ip: request.ip })),
  );

  app.post(
    '/two-factor',
    {
      schema: {
        operationId: 'signInWithTwoFactorCode',
        security: [],
        tags,
        summary:
          'The second step of a sign-in: the ticket and an app code (or `recoveryCode`) start the session. 5 tries ' +
          'a ticket, valid 5 minutes; `rememberDevice` answers a `deviceToken` to send as `device` for 30 days',
        body: ZTwoFactorSignInRequest,
        response: { 200: ZTwoFactorSignInResponse, ...errors },
      },
    },
    async (request, reply): Promise<TTwoFactorSignInResponse> => {
      reply.header('cache-control', 'no-store');
      const { deviceToken, ...signedIn } = await completeSecondStep(app.deps, request.body);
      return deviceToken ? { ...sessionResponse(signedIn), deviceToken } : sessionResponse(signedIn);
    },
  );

  app.get(
    '/me',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'getCurrentUser',
        tags,
        security,
        summary: 'The user of the bearer token',
        response: { 200: ZMeResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return { user: toSessionUser(user), isFirstLogin: isFirstLogin(user) };
    },
  );

  app.post(
    '/logout',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'signOut',
        tags,
        security,
        summary: 'Revoke this bearer token',
        response: { 200: ZMessageResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      if (request.sessionToken) await revokeSession(app.deps.db, request.sessionToken);
      return { message: AUTH_MESSAGES.loggedOut };
    },
  );

  app.post(
    '/enviar-otp',
    {
      schema: {
        operationId: 'sendPasswordResetCode',
        security: [],
        tags,
        summary: 'Mail a 6-digit password recovery code (same answer for unknown e-mails)',
        body: ZRequestOtpRequest,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => {
      await requestPasswordReset(app.deps, { email: request.body.email, ip: request.ip });
      return { message: AUTH_MESSAGES.otpSent };
    },
  );

  app.post(
    '/verificar-otp',
    {
      schema: {
        operationId: 'resetPassword',
        security: [],
        tags,
        summary: 'Set a new password with a recovery code; revokes every session',
        body: ZVerifyOtpRequest,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => {
      await resetPassword(app.deps, request.body);
      return { message: AUTH_MESSAGES.resetOk };
    },
  );
};
