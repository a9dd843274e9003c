import {
  ZNotification,
  ZNotificationIdParams,
  ZNotificationPreferences,
  ZNotificationsPage,
  ZNotificationsQuery,
  ZReadAllNotificationsResult,
  ZUnreadNotificationsCount,
  ZUpdateNotificationPreferences,
} from '@labora/shared/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.js';
import { currentUser } from '../../plugins/auth.js';
import {
  countUnread,
  getNotificationPreferences,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  updateNotificationPreferences,
} from './service.js';

const errors = errorResponses(400, 401, 404);

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['notifications'];
  const security = [{ bearer: [] }];

  app.get(
    '/notifications',
    {
      schema: {
        operationId: 'listNotifications',
        tags,
        security,
        summary: "The caller's notifications, newest first ('messages': only mentions and group additions)",
        querystring: ZNotificationsQuery,
        response: { 200: ZNotificationsPage, ...errors },
      },
    },
    async (request) => listNotifications(app.deps, { actor: currentUser(request), ...request.query }),
  );

  app.get(
    '/notifications/unread-count',
    {
      schema: {
        operationId: 'getUnreadNotificationCount',
        tags,
        security,
        summary: "How many of the caller's notifications are unread (the bell)",
        response: { 200: ZUnreadNotificationsCount, ...errors },
      },
    },
    async (request) => countUnread(app.deps, { actor: currentUser(request) }),
  );

  app.post(
    '/notifications/:id/read',
    {
      schema: {
        operationId: 'markNotificationRead',
        tags,
        security,
        summary: "Marks one of the caller's notifications read (someone else's: 404)",
        params: ZNotificationIdParams,
        response: { 200: ZNotification, ...errors },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      return markNotificationRead(app.deps, { actor, id: request.params.id });
    },
  );

  app.post(
    '/notifications/read-all',
    {
      schema: {
        operationId: 'markAllNotificationsRead',
        tags,
        security,
        summary: "Marks every one of the caller's notifications read",
        response: { 200: ZReadAllNotificationsResult, ...errors },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      return markAllNotificationsRead(app.deps, { actor });
    },
  );

  app.get(
    '/notifications/preferences',
    {
      schema: {
        operationId: 'getNotificationPreferences',
        tags,
        security,
        summary: "The caller's e-mail switches (Configurações, 'E-mails'); all on until changed",
        response: { 200: ZNotificationPreferences, ...errors },
      },
    },
    async (request) => getNotificationPreferences(app.deps, { actor: currentUser(request) }),
  );

  app.put(
    '/notifications/preferences',
    {
      schema: {
        operationId: 'updateNotificationPreferences',
        tags,
        security,
        summary: "Changes some of the caller's e-mail switches",
        body: ZUpdateNotificationPreferences,
        response: { 200: ZNotificationPreferences, ...errors },
      },
    },
    async (request) => updateNotificationPreferences(app.deps, { actor: currentUser(request), changes: request.body }),
  );
};
