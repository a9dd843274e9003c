import { COMMON_MESSAGES } from '@labora/shared/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.js';

// Fastify's own client errors, each with the Portuguese words the user gets.
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: COMMON_MESSAGES.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: COMMON_MESSAGES.invalidBody },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: COMMON_MESSAGES.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: COMMON_MESSAGES.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: COMMON_MESSAGES.invalidBody },
};

/** One error handler: every failure leaves as `{ message }` in Portuguese; a 5xx never leaks its cause. */
export default fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.status).headers(error.headers).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.code(400).send({ message: first?.message ?? COMMON_MESSAGES.invalidBody });
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.code(known.status).send({ message: known.message });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.code(error.statusCode).send({ message: COMMON_MESSAGES.invalidBody });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: COMMON_MESSAGES.internal });
  });
});
