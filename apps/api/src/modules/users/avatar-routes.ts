import multipart from '@fastify/multipart';
import { ZMessageResponse } from '@labora/shared/auth';
import { AVATAR_LIMITS, AVATAR_MESSAGES, ZAvatarResponse } from '@labora/shared/avatar';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { currentUser } from '../../plugins/auth.js';
import { removeAvatar, setAvatar } from './avatar.js';

const FIELD = 'profilePicture';

/** The bytes of the one `profilePicture` file of a multipart request; 4xx for anything else. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', AVATAR_MESSAGES.noFile);
  try {
    const part = await request.file({ limits: { fileSize: AVATAR_LIMITS.maxBytes, files: 1, fields: 10, parts: 11 } });
    if (!part || part.fieldname !== FIELD) throw new AppError('BAD_REQUEST', AVATAR_MESSAGES.noFile);
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', AVATAR_MESSAGES.tooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError('PAYLOAD_TOO_LARGE', AVATAR_MESSAGES.tooLarge);
    }
    throw new AppError('BAD_REQUEST', AVATAR_MESSAGES.noFile);
  }
}

/** PUT and DELETE /api/users/profile/picture (SPEC §7); multipart is parsed on these routes only. */
export const avatarRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart);
  const schema = { tags: ['users'], security: [{ bearer: [] }] };

  app.put(
    '/users/profile/picture',
    {
      preHandler: app.authenticate,
      schema: {
        ...schema,
        summary: `Upload a profile picture (multipart field ${FIELD}: PNG, JPEG, WebP or GIF up to 5 MB)`,
        consumes: ['multipart/form-data'],
        response: {
          200: ZAvatarResponse,
          400: ZMessageResponse,
          401: ZMessageResponse,
          413: ZMessageResponse,
          415: ZMessageResponse,
        },
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
      preHandler: app.authenticate,
      schema: {
        ...schema,
        summary: 'Remove the profile picture',
        response: { 200: ZAvatarResponse, 401: ZMessageResponse },
      },
    },
    async (request) => {
      await removeAvatar(app.deps, currentUser(request));
      return { message: AVATAR_MESSAGES.removed, avatar_url: null };
    },
  );
};
