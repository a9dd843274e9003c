import { EXPERIENCE_LEVEL_LABELS } from '@labora/shared/jobs';
import { ZPublicFreelancer, ZPublicIdParams, ZPublicJob } from '@labora/shared/public-pages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.js';
import { getPublicFreelancer, getPublicJob, jobAmount, renderCard } from './service.js';

/** Guests' reads change little: a shared link opened by a whole group costs one query a minute per process. */
const PUBLIC_CACHE = 'public, max-age=60';
const CARD_CACHE = 'public, max-age=3600';
const ZCard = z.unknown().describe('A 1200×630 PNG: the link preview of the page');

/** What a visitor without an account may read (no bearer needed; an Authorization header is ignored). */
export const publicPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['public'];
  const security: [] = [];
  const errors = errorResponses(400, 404, 429);
  app.addHook('onRequest', app.limitPublicRead);

  app.get(
    '/public/freelancers/:id',
    {
      schema: {
        tags,
        operationId: 'getPublicFreelancer',
        security,
        summary:
          "A freelancer's public profile for visitors without an account, with their latest reviews and services; a profile its owner hid from visitors is a 404",
        params: ZPublicIdParams,
        response: { 200: ZPublicFreelancer, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE);
      return getPublicFreelancer(app.deps, { id: request.params.id });
    },
  );

  app.get(
    '/public/jobs/:id',
    {
      schema: {
        tags,
        operationId: 'getPublicJob',
        security,
        summary: 'An open job for visitors without an account: no files, proposals or contact; a closed job is a 404',
        params: ZPublicIdParams,
        response: { 200: ZPublicJob, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE);
      return getPublicJob(app.deps, { id: request.params.id });
    },
  );

  app.get(
    '/public/freelancers/:id/card.png',
    {
      schema: {
        tags,
        operationId: 'getPublicFreelancerCard',
        security,
        summary: "The link preview picture (og:image) of a freelancer's public profile",
        params: ZPublicIdParams,
        response: { 200: ZCard, ...errors },
      },
    },
    async (request, reply) => {
      const profile = await getPublicFreelancer(app.deps, { id: request.params.id });
      const rating = profile.rating === null ? '' : ` · ★ ${profile.rating.toFixed(1).replace('.', ',')}`;
      const png = await renderCard(app.deps.files, {
        kicker: profile.expertise || 'Freelancer',
        title: profile.name,
        subtitle: `${profile.location || 'Brasil'}${rating} · ${profile.skills.slice(0, 4).join(', ')}`,
        avatarUrl: profile.avatarUrl,
      });
      return reply.type('image/png').header('cache-control', CARD_CACHE).send(png);
    },
  );

  app.get(
    '/public/jobs/:id/card.png',
    {
      schema: {
        tags,
        operationId: 'getPublicJobCard',
        security,
        summary: 'The link preview picture (og:image) of an open job',
        params: ZPublicIdParams,
        response: { 200: ZCard, ...errors },
      },
    },
    async (request, reply) => {
      const job = await getPublicJob(app.deps, { id: request.params.id });
      const amount = jobAmount(job);
      const png = await renderCard(app.deps.files, {
        kicker: job.category,
        title: job.title,
        subtitle: [amount, EXPERIENCE_LEVEL_LABELS[job.experienceLevel], job.remote ? 'Remoto' : job.location]
          .filter(Boolean)
          .join(' · '),
      });
      return reply.type('image/png').header('cache-control', CARD_CACHE).send(png);
    },
  );
};
