import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { type FileStore, LocalFileStore } from '../lib/file-store/index.js';
import { NAME_PATTERN, PUBLIC_IMAGE_FOLDERS, type PublicImageFolder } from '../lib/public-images.js';

export const UPLOADS_URL_PREFIX = '/uploads/';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the public pictures (avatars, gig and portfolio images) at /uploads/<folder>/. Every stored name is random and never
 * reused (a new upload is a new file), so a year of immutable caching is safe. Job attachments live beside them
 * and are served only through the API, to signed-in users.
 *
 * On the local disk, @fastify/static serves the folders as always. From a bucket the pictures are streamed through
 * this process too, not linked to the bucket: the bucket stays private (no public-read policy, which not every
 * S3-compatible store offers alike), URLs and the CSP's img-src 'self' stay the same, and nginx or a CDN in front
 * can cache them for a year since they never change.
 */
export default async function uploadsPlugin(app: FastifyInstance, options: { files: FileStore }) {
  const { files } = options;
  if (files instanceof LocalFileStore) {
    for (const folder of PUBLIC_IMAGE_FOLDERS) {
      const root = path.join(files.root, folder);
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
    return;
  }
  app.get<{ Params: { folder: string; name: string } }>(
    `${UPLOADS_URL_PREFIX}:folder/:name`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { folder, name } = request.params;
      const stored =
        PUBLIC_IMAGE_FOLDERS.includes(folder as PublicImageFolder) && NAME_PATTERN.test(name)
          ? await files.open(`${folder}/${name}`)
          : null;
      if (!stored) return reply.callNotFound();
      return reply
        .header('content-type', 'image/webp')
        .header('content-length', String(stored.size))
        .header('cache-control', IMMUTABLE)
        .send(stored.stream);
    },
  );
}
