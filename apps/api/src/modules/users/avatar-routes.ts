import multipart from '@fastify/multipart';
import { AVATAR_LIMITS, AVATAR_MESSAGES, ZAvatarResponse } from '@labora/shared/users';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.js';
import { readSingleUpload, singleUploadBody } from '../../lib/single-upload.js';
import { currentUser } from '../../plugins/auth.js';
import { removeAvatar, setAvatar } from './service.js';

const FIELD = 'profilePicture';
const readUpload = (request: FastifyRequest) =>
  readSingleUpload(request, { field: FIELD, maxBytes: AVATAR_LIMITS.maxBytes, messages: AVATAR_MESSAGES });

/** PUT and DELETE /api/users/profile/picture (SPEC §7); multipart is parsed on these routes only. */
export const avatarRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart);
  const schema = { tags: ['users'], security: [{ bearer: [] }] };

  app.put(
    '/users/profile/picture',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'uploadProfilePicture',
        ...schema,
        summary: `Upload a profile picture (multipart field ${FIELD}: PNG, JPEG, WebP or GIF up to 5 MB)`,
        documentedBody: singleUploadBody(FIELD, 'PNG, JPEG, WebP or GIF up to 5 MB'),
        response: { 200: ZAvatarResponse, ...errorResponses(400, 401, 413, 415) },
      },
    },
    async (request) => {
      const upload = await readUpload(request);
      const user = await setAvatar(app.deps, currentUser(request), upload);
      return { message: AVATAR_MESSAGES.uploaded, avatar_url: user.avatarUrl };
    },
  );

  app.delete(
    '/users/profile/picture',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'deleteProfilePicture',
        ...schema,
        summary: 'Remove the profile picture',
        response: { 200: ZAvatarResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      await removeAvatar(app.deps, currentUser(request));
      return { message: AVATAR_MESSAGES.removed, avatar_url: null };
    },
  );
};
