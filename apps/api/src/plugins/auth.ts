import { COMMON_MESSAGES } from '@labora/shared/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../db/schema/users.js';
import { AppError } from '../lib/app-error.js';
import { findSessionUser } from '../modules/auth/service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `authenticate` hook: the active user of a valid bearer token. */
    user: UserRow | null;
    sessionToken: string | null;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<void>;
    /** Like `authenticate` for pages a guest may read too: sets `request.user` when the token is good, never refuses. */
    identify(request: FastifyRequest): Promise<void>;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([\w-]{20,200})$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/** Adds `app.authenticate`, a hook (routes run it on request, before reading any body) that answers 401 unless the bearer token names an active session. */
export default fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const user = token ? await findSessionUser(app.deps, token) : null;
    if (!user || !token) throw new AppError('UNAUTHORIZED', COMMON_MESSAGES.unauthorized);
    request.user = user;
    request.sessionToken = token;
  });
  app.decorate('identify', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const user = token ? await findSessionUser(app.deps, token) : null;
    if (!user || !token) return;
    request.user = user;
    request.sessionToken = token;
  });
});

/** The authenticated user of a route guarded by `app.authenticate`. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new AppError('UNAUTHORIZED', COMMON_MESSAGES.unauthorized);
  return request.user;
}
