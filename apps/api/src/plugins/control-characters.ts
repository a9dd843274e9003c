import { COMMON_MESSAGES } from '@labora/shared/errors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { hasControlCharacters } from '../lib/control-characters.js';

/**
 * Refuses control characters in the URL parameters, query and JSON body of every API route, before its schema
 * runs: one check for every text field there is or will be. A multipart job's JSON field is checked where it is
 * parsed (modules/jobs/job-upload.ts). Every path parameter is an id, so a bad one answers INVALID_ID.
 */
export default fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (hasControlCharacters(request.params, 'url')) throw new AppError('INVALID_ID', COMMON_MESSAGES.invalidId);
    if (hasControlCharacters(request.query, 'url') || hasControlCharacters(request.body, 'body')) {
      throw new AppError('BAD_REQUEST', COMMON_MESSAGES.invalidText);
    }
  });
});
