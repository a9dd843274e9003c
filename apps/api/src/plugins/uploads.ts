import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const UPLOADS_URL_PREFIX = '/uploads/';

/**
 * Serves DATA_DIR/uploads at /uploads/. Every stored name is random and never reused (a new upload is a
 * new file), so a year of immutable caching is safe.
 */
export default async function uploadsPlugin(app: FastifyInstance, options: { root: string }) {
  mkdirSync(options.root, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.root,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    list: false,
    maxAge: '365d',
    immutable: true,
  });
}
