import { ZMessageResponse } from '@labora/shared/auth';
import {
  TIME_TRACKING_MESSAGES,
  ZManualEntryInput,
  ZStartTracking,
  ZTimeEntriesPage,
  ZTimeEntriesQuery,
  ZTimeEntry,
  ZTimeEntryIdParams,
  ZTrackerState,
} from '@labora/shared/time-tracking';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.js';
import { currentUser } from '../../plugins/auth.js';
import {
  addManualEntry,
  correctEntry,
  deleteEntry,
  getTrackerState,
  listTimeEntries,
  pauseTracking,
  resetTracking,
  startTracking,
} from './service.js';

const errors = errorResponses(400, 401, 403, 404, 409);

export const timeTrackingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['time-tracking'];
  const security = [{ bearer: [] }];

  app.get(
    '/time-tracker',
    {
      schema: {
        operationId: 'getTimeTracker',
        tags,
        security,
        summary:
          "The caller's tracker: the running entry, the seconds the clock recorded since the last reset, the server's clock, the contracts time may go on",
        response: { 200: ZTrackerState, ...errors },
      },
    },
    async (request) => getTrackerState(app.deps, { actor: currentUser(request) }),
  );

  app.post(
    '/time-tracker/start',
    {
      schema: {
        operationId: 'startTimeTracker',
        tags,
        security,
        summary:
          'Start the clock on one of the caller’s contracts in progress (as freelancer) or on general time (null); already running there: no change; running elsewhere: that entry ends now',
        body: ZStartTracking,
        response: { 200: ZTrackerState, ...errors },
      },
    },
    async (request) => startTracking(app.deps, { actor: currentUser(request), contractId: request.body.contractId }),
  );

  app.post(
    '/time-tracker/pause',
    {
      schema: {
        operationId: 'pauseTimeTracker',
        tags,
        security,
        summary: 'End the running entry at the server’s clock (at most 24 hours long); nothing running: no change',
        response: { 200: ZTrackerState, ...errors },
      },
    },
    async (request) => pauseTracking(app.deps, { actor: currentUser(request) }),
  );

  app.post(
    '/time-tracker/reset',
    {
      schema: {
        operationId: 'resetTimeTracker',
        tags,
        security,
        summary: 'Zero the clock: a new session starts now; no entry is deleted or changed',
        response: { 200: ZTrackerState, ...errors },
      },
    },
    async (request) => resetTracking(app.deps, { actor: currentUser(request) }),
  );

  app.get(
    '/time-entries',
    {
      schema: {
        operationId: 'listTimeEntries',
        tags,
        security,
        summary: "The caller's entries, newest first, each with its São Paulo day; manual ones marked",
        querystring: ZTimeEntriesQuery,
        response: { 200: ZTimeEntriesPage, ...errors },
      },
    },
    async (request) => listTimeEntries(app.deps, { actor: currentUser(request), ...request.query }),
  );

  app.post(
    '/time-entries',
    {
      schema: {
        operationId: 'createTimeEntry',
        tags,
        security,
        summary:
          'Add a manual entry with a note: ended by now, at most 24 hours, overlapping none of the caller’s entries',
        body: ZManualEntryInput,
        response: { 201: ZTimeEntry, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addManualEntry(app.deps, { actor: currentUser(request), fields: request.body })),
  );

  app.patch(
    '/time-entries/:id',
    {
      schema: {
        operationId: 'updateTimeEntry',
        tags,
        security,
        summary: 'Correct an ended entry of the caller (every field again, with a note); it is marked manual',
        params: ZTimeEntryIdParams,
        body: ZManualEntryInput,
        response: { 200: ZTimeEntry, ...errors },
      },
    },
    async (request) =>
      correctEntry(app.deps, { actor: currentUser(request), id: request.params.id, fields: request.body }),
  );

  app.delete(
    '/time-entries/:id',
    {
      schema: {
        operationId: 'deleteTimeEntry',
        tags,
        security,
        summary: 'Delete an ended entry of the caller',
        params: ZTimeEntryIdParams,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => {
      await deleteEntry(app.deps, { actor: currentUser(request), id: request.params.id });
      return { message: TIME_TRACKING_MESSAGES.deleted };
    },
  );
};
