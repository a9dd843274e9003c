import { PUBLIC_PAGE_MESSAGES, PUBLIC_READ_LIMITS } from '@labora/shared/public-pages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ProcessRateLimit, type RateLimitRule } from '../../lib/rate-limit.js';

export const PUBLIC_READ_RULE: RateLimitRule = {
  name: 'public-read:ip',
  limit: PUBLIC_READ_LIMITS.perMinute,
  windowMs: 60_000,
  message: PUBLIC_PAGE_MESSAGES.rateLimited,
};

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counts a guest read (the public profile and job, their HTML and cards, portfolios, sitemaps) against its
     * address: past PUBLIC_READ_LIMITS.perMinute, 429 TOO_MANY_REQUESTS with Retry-After. An onRequest hook.
     */
    limitPublicRead(request: FastifyRequest): Promise<void>;
  }
}

/**
 * Whom a limit per IP counts: an IPv4 address (also IPv4-mapped IPv6) as it is, an IPv6 address by its /64, the
 * block one home, phone or server gets (else a crawler could walk through 2^64 addresses).
 */
export function addressSubject(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!ip.includes(':')) return ip;
  const address = ip.split('%')[0] ?? ip;
  const [head = '', tail] = address.split('::');
  const groupsOf = (part: string) => (part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : []);
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  const groups = [...front, ...Array(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * The limit on guests' reads. Kept in each process's memory, not in the rate_limits table: these are the most
 * frequent requests a guest makes, each already a cached read, and an upsert per hit would add a database write to
 * every crawler and link-preview request, the load the limit is there to keep down. The price, a limit per process
 * (N processes let an address N times the count), is fine for a generous limit meant to slow a runaway crawler;
 * the limits that guard accounts and money (lib/rate-limit.ts consumeRateLimit) stay shared in the database.
 */
export default fp(async (app: FastifyInstance) => {
  const limit = new ProcessRateLimit(app.deps, PUBLIC_READ_RULE);
  app.decorate('limitPublicRead', async (request: FastifyRequest) => limit.consume(addressSubject(request.ip)));
});
