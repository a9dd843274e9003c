import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const UPLOADS_URL_PREFIX = '/uploads/';

/**
 * Serves the public part of DATA_DIR/uploads, the avatars, at /uploads/avatars/. Every stored name is random and
 * never reused (a new upload is a new file), so a year of immutable caching is safe. Job attachments live beside
 * them and are served only through the API, to signed-in users.
 */
export default async function uploadsPlugin(app: FastifyInstance, options: { root: string }) {
  const avatars = path.join(options.root, 'avatars');
  mkdirSync(avatars, { recursive: true });
  await app.register(fastifyStatic, {
    root: avatars,
    prefix: `${UPLOADS_URL_PREFIX}avatars/`,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    list: false,
    maxAge: '365d',
    immutable: true,
  });
}
