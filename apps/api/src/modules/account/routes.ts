import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Account settings: change password, sign out everywhere, delete the account. */
export const accountRoutes: FastifyPluginAsyncZod = async () => {};
