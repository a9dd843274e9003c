import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { COMMON_MESSAGES, type ErrorBody, type ErrorCode } from '@labora/shared/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.js';
import { serializeError } from '../lib/error-log.js';

// Fastify's own client errors, each with the code and the Portuguese words the user gets.
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'BAD_REQUEST', message: COMMON_MESSAGES.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'BAD_REQUEST', message: COMMON_MESSAGES.invalidBody },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: COMMON_MESSAGES.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: COMMON_MESSAGES.unsupportedMediaType,
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'BAD_REQUEST', message: COMMON_MESSAGES.invalidBody },
};

// The generic code of any other 4xx a plugin raises; the status itself is kept.
const CODE_OF_STATUS: Record<number, ErrorCode> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/**
 * One error handler: every failure leaves as `{ code, message }` (ErrorBody), the message in Portuguese;
 * a 5xx never leaks its cause. A request failing its schema answers BAD_REQUEST, or INVALID_ID when the bad
 * part is the URL (every path parameter is an id).
 */
export default fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = (status: number, body: ErrorBody) => reply.code(status).send(body);
    if (error instanceof AppError) {
      reply.headers(error.headers);
      return answer(error.status, { code: error.code, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const code = error.validationContext === 'params' ? 'INVALID_ID' : 'BAD_REQUEST';
      return answer(400, { code, message: error.validation[0]?.message ?? COMMON_MESSAGES.invalidBody });
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return answer(known.status, { code: known.code, message: known.message });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: serializeError(error) }, 'client error');
      const code = CODE_OF_STATUS[error.statusCode] ?? 'BAD_REQUEST';
      return answer(error.statusCode, { code, message: COMMON_MESSAGES.invalidBody });
    }
    request.log.error({ err: serializeError(error) }, 'unhandled error');
    return answer(500, { code: 'INTERNAL', message: COMMON_MESSAGES.internal });
  });
});

/**
 * Fastify's `frameworkErrors`: a URL it cannot route (bad percent-encoding, a parameter over maxParamLength)
 * answers like any other error. These replies skip every hook, helmet's too, hence the header set here.
 */
export const answerFrameworkError: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) => {
  const body: ErrorBody =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? { code: 'INVALID_ID', message: COMMON_MESSAGES.invalidId }
      : error.code === 'FST_ERR_BAD_URL'
        ? { code: 'BAD_REQUEST', message: COMMON_MESSAGES.invalidUrl }
        : { code: 'INTERNAL', message: COMMON_MESSAGES.internal };
  reply
    .code(body.code === 'INTERNAL' ? 500 : 400)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(body);
};

// Node's HTTP parser refuses a request before Fastify sees it: a malformed request line or headers, headers
// over the size limit, a client too slow to send them.
const CLIENT_ERRORS: Record<string, { status: number; body: ErrorBody }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, body: { code: 'BAD_REQUEST', message: COMMON_MESSAGES.requestTimeout } },
  HPE_HEADER_OVERFLOW: { status: 431, body: { code: 'PAYLOAD_TOO_LARGE', message: COMMON_MESSAGES.bodyTooLarge } },
};

/** Fastify's `clientErrorHandler`: the same `{ code, message }` on the bare socket, then the connection ends. */
export function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } = CLIENT_ERRORS[error.code ?? ''] ?? {
    status: 400,
    body: { code: 'BAD_REQUEST', message: COMMON_MESSAGES.invalidBody } satisfies ErrorBody,
  };
  if (socket.writable) {
    const json = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}
