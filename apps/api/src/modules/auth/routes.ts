import {
  ZLoginRequest,
  ZLoginResponse,
  ZMeResponse,
  ZMessageResponse,
  ZRegisterRequest,
  ZRequestOtpRequest,
  ZVerifyOtpRequest,
} from '@labora/shared/auth';
import { AUTH_MESSAGES } from '@labora/shared/auth-rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.js';
import { logIn, registerUser, requestPasswordReset, resetPassword } from './service.js';
import { isFirstLogin, toSessionUser } from './session-user.js';
import { revokeSession } from './sessions.js';

const tags = ['auth'];
const security = [{ bearer: [] }];
const errors = { 400: ZMessageResponse, 401: ZMessageResponse, 403: ZMessageResponse, 429: ZMessageResponse };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ ...app.deps, log: app.log });

  app.post(
    '/register',
    {
      schema: {
        tags,
        summary: 'Create an account (SPEC sign-up rules, same order and messages)',
        body: ZRegisterRequest,
        response: { 201: ZMessageResponse, 409: ZMessageResponse, ...errors },
      },
    },
    async (request, reply) => {
      await registerUser(deps(), { ...request.body, ip: request.ip });
      return reply.code(201).send({ message: AUTH_MESSAGES.registered });
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Log in with e-mail and password; returns a bearer token',
        body: ZLoginRequest,
        response: { 200: ZLoginResponse, ...errors },
      },
    },
    async (request) => {
      const { user, token } = await logIn(deps(), { ...request.body, ip: request.ip });
      return { user: toSessionUser(user), token, isFirstLogin: isFirstLogin(user), message: AUTH_MESSAGES.loginOk };
    },
  );

  app.get(
    '/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'The user of the bearer token',
        response: { 200: ZMeResponse, 401: ZMessageResponse },
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
        tags,
        security,
        summary: 'Revoke this bearer token',
        response: { 200: ZMessageResponse, 401: ZMessageResponse },
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
        tags,
        summary: 'Mail a 6-digit password recovery code (same answer for unknown e-mails)',
        body: ZRequestOtpRequest,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => {
      await requestPasswordReset(deps(), { email: request.body.email, ip: request.ip });
      return { message: AUTH_MESSAGES.otpSent };
    },
  );

  app.post(
    '/verificar-otp',
    {
      schema: {
        tags,
        summary: 'Set a new password with a recovery code; revokes every session',
        body: ZVerifyOtpRequest,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => {
      await resetPassword(deps(), request.body);
      return { message: AUTH_MESSAGES.resetOk };
    },
  );
};
