import { ZDashboard, ZDashboardActivities, ZDashboardActivitiesQuery } from '@labora/shared/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.js';
import { currentUser } from '../../plugins/auth.js';
import { getDashboard, listActivities } from './service.js';

/** The dashboards' data: the signed-in person's own, never anyone else's (no route takes a person's id). */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['dashboard'];
  const security = [{ bearer: [] }];

  app.get(
    '/dashboard',
    {
      schema: {
        operationId: 'getDashboard',
        tags,
        security,
        summary:
          'Everything both dashboards show, computed by the server: stat cards, recent activities (first page), deadlines, proposals with counts, recommendations, featured gigs, earnings and the freelancer block',
        response: { 200: ZDashboard, ...errorResponses(401) },
      },
    },
    async (request) => getDashboard(app.deps, { actor: currentUser(request) }),
  );

  app.get(
    '/dashboard/activities',
    {
      schema: {
        operationId: 'listDashboardActivities',
        tags,
        security,
        summary: "'Atividades recentes', older pages: the caller's own events before ?cursor=, newest first",
        querystring: ZDashboardActivitiesQuery,
        response: { 200: ZDashboardActivities, ...errorResponses(400, 401) },
      },
    },
    async (request) =>
      listActivities(app.deps, {
        actor: currentUser(request),
        cursor: request.query.cursor,
        pageSize: request.query.pageSize,
      }),
  );
};
