import { COMMON_MESSAGES } from '@labora/shared/errors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { nestsDeeperThan } from '../lib/json-depth.js';

/** No form of Labora nests deeper than a handful of levels; this leaves plenty of room. */
export const MAX_BODY_DEPTH = 32;

/**
 * Refuses a JSON body nested deeper than MAX_BODY_DEPTH on every API route, before its schema runs: routes that
 * take no body still hash it for their Idempotency-Key, recursively.
 */
export default fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (nestsDeeperThan(request.body, MAX_BODY_DEPTH)) throw new AppError('BAD_REQUEST', COMMON_MESSAGES.bodyTooDeep);
  });
});
