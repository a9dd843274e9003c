import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { PUBLIC_IMAGE_FOLDERS } from '../lib/public-images.js';

export const UPLOADS_URL_PREFIX = '/uploads/';

/**
 * Serves the public folders of DATA_DIR/uploads (avatars, gig and portfolio images) at /uploads/<folder>/. Every
 * stored name is random and never reused (a new upload is a new file), so a year of immutable caching is safe. Job
 * attachments live beside them and are served only through the API, to signed-in users.
 */
export default async function uploadsPlugin(app: FastifyInstance, options: { root: string }) {
  for (const folder of PUBLIC_IMAGE_FOLDERS) {
    const root = path.join(options.root, folder);
    mkdirSync(root, { recursive: true });
    await app.register(fastifyStatic, {
      root,
      prefix: `${UPLOADS_URL_PREFIX}${folder}/`,
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      list: false,
      maxAge: '365d',
      immutable: true,
    });
  }
}
