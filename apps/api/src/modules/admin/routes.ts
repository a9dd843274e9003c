import { ADMIN_MESSAGES, ZAdminUser, ZListUsersQuery, ZUpdateUserRequest, ZUserStats } from '@labora/shared/admin';
import { ZMessageResponse } from '@labora/shared/auth';
import { ZUserIdParams } from '@labora/shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentDisposition } from '../../lib/content-disposition.js';
import { errorResponses } from '../../lib/error-responses.js';
import { currentUser } from '../../plugins/auth.js';
import { deleteUser, exportUsersCsv, listUsers, updateUser, userStats } from './service.js';

const tags = ['admin'];
const security = [{ bearer: [] }];
const denied = errorResponses(401, 403);

/** The admin dashboard's user management (SPEC paths); admin for everything, moderator reads and exports. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  // On request, so a guest gets 401 before any validation message.
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/usuarios',
    {
      schema: {
        operationId: 'listUsers',
        tags,
        security,
        summary: 'Users, searched, sorted and paged in the database; the total is in X-Total-Count',
        querystring: ZListUsersQuery,
        response: { 200: z.array(ZAdminUser), ...errorResponses(400), ...denied },
      },
    },
    async (request, reply) => {
      const { users, total } = await listUsers(app.deps, { actor: currentUser(request), query: request.query });
      reply.header('x-total-count', String(total));
      return users;
    },
  );

  app.get(
    '/usuarios/stats',
    {
      schema: {
        operationId: 'getUserStats',
        tags,
        security,
        summary: 'Totals for the dashboard cards',
        response: { 200: ZUserStats, ...denied },
      },
    },
    async (request) => userStats(app.deps, { actor: currentUser(request) }),
  );

  app.get(
    '/usuarios/export.csv',
    {
      schema: {
        operationId: 'exportUsersCsv',
        tags,
        security,
        summary: 'users.csv of every user matching q',
        querystring: ZListUsersQuery.pick({ q: true }),
        response: { 200: z.string(), ...denied },
      },
    },
    async (request, reply) => {
      const csv = await exportUsersCsv(app.deps, { actor: currentUser(request), q: request.query.q });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition('users.csv'))
        .send(`\uFEFF${csv}`);
    },
  );

  app.put(
    '/usuarios/:id',
    {
      schema: {
        operationId: 'updateUser',
        tags,
        security,
        summary: 'Change role, status or notes (admin)',
        params: ZUserIdParams,
        body: ZUpdateUserRequest,
        response: { 200: ZAdminUser, ...errorResponses(400, 404, 409), ...denied },
      },
    },
    async (request) =>
      updateUser(app.deps, { actor: currentUser(request), userId: request.params.id, patch: request.body }),
  );

  app.delete(
    '/usuarios/:id',
    {
      schema: {
        operationId: 'deleteUser',
        tags,
        security,
        summary: 'Delete a user and everything of theirs (admin)',
        params: ZUserIdParams,
        response: { 200: ZMessageResponse, ...errorResponses(400, 404, 409), ...denied },
      },
    },
    async (request) => {
      await deleteUser(app.deps, { actor: currentUser(request), userId: request.params.id });
      return { message: ADMIN_MESSAGES.deleted };
    },
  );
};
