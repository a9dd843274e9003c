import { COMMON_MESSAGES } from '@labora/shared/errors';
import { REALTIME_PATH, REALTIME_PROTOCOL } from '@labora/shared/realtime';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { sha256 } from '../../lib/tokens.js';
import { findSessionUser } from '../auth/service.js';
import type { RealtimeHub } from './service.js';

const TOKEN = /^[\w-]{20,200}$/;

/** The session token: `Authorization: Bearer …`, or (browsers) the subprotocol beside REALTIME_PROTOCOL. */
function socketToken(request: FastifyRequest): string | null {
  const bearer = /^Bearer\s+([\w-]{20,200})$/i.exec(request.headers.authorization?.trim() ?? '')?.[1];
  if (bearer) return bearer;
  const offered = (request.headers['sec-websocket-protocol'] ?? '').split(',').map((p) => p.trim());
  if (!offered.includes(REALTIME_PROTOCOL)) return null;
  return offered.find((p) => p !== REALTIME_PROTOCOL && TOKEN.test(p)) ?? null;
}

/** Which subprotocol the server answers: REALTIME_PROTOCOL when offered (never the token), else none. */
export function chooseProtocol(protocols: Set<string>): string | false {
  return protocols.has(REALTIME_PROTOCOL) ? REALTIME_PROTOCOL : false;
}

/** GET /api/realtime: the WebSocket (modules/realtime/hub.ts); an upgrade without a valid session gets 401. */
export const realtimeRoutes: FastifyPluginAsync<{ hub: RealtimeHub }> = async (app, { hub }) => {
  app.addHook('onRequest', async (request) => {
    const token = socketToken(request);
    const user = token ? await findSessionUser(app.deps, token) : null;
    if (!user || !token) throw new AppError('UNAUTHORIZED', COMMON_MESSAGES.unauthorized);
    request.user = user;
    request.sessionToken = token;
  });

  app.get(REALTIME_PATH.slice('/api'.length), { websocket: true }, (socket, request) => {
    // Synchronously: the hub attaches the socket's listeners before anything is awaited.
    const user = request.user;
    const token = request.sessionToken;
    if (!user || !token) {
      socket.close();
      return;
    }
    hub.attach(socket, user.id, sha256(token));
  });
};
