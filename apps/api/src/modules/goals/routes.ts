import { ZMessageResponse } from '@labora/shared/auth';
import { GOALS_MESSAGES, ZGoalIdParams, ZGoalInput, ZGoalsResponse } from '@labora/shared/goals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.js';
import { currentUser } from '../../plugins/auth.js';
import { createGoal, deleteGoal, listGoals, updateGoal } from './service.js';

const errors = errorResponses(400, 401, 404, 409);

// Only one's own goals: the list is the signed-in person's, and another person's goal id is not found.
export const goalsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['goals'];
  const security = [{ bearer: [] }];

  app.get(
    '/goals',
    {
      schema: {
        operationId: 'listGoals',
        tags,
        security,
        summary: 'The own goals, oldest first; a goal tied to a number Labora knows carries that number as progress',
        response: { 200: ZGoalsResponse, ...errors },
      },
    },
    async (request) => listGoals(app.deps, { userId: currentUser(request).id }),
  );

  app.post(
    '/goals',
    {
      schema: {
        operationId: 'createGoal',
        tags,
        security,
        summary: 'Creates a goal (manual progress, or tied to earnings this month, contracts concluded or reviews)',
        body: ZGoalInput,
        response: { 201: ZGoalsResponse, ...errors },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      await createGoal(app.deps, { userId, goal: request.body });
      return reply.status(201).send(await listGoals(app.deps, { userId }));
    },
  );

  app.put(
    '/goals/:id',
    {
      schema: {
        operationId: 'updateGoal',
        tags,
        security,
        summary: 'Edits one of the own goals; answers the list',
        params: ZGoalIdParams,
        body: ZGoalInput,
        response: { 200: ZGoalsResponse, ...errors },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await updateGoal(app.deps, { userId, id: request.params.id, goal: request.body });
      return listGoals(app.deps, { userId });
    },
  );

  app.delete(
    '/goals/:id',
    {
      schema: {
        operationId: 'deleteGoal',
        tags,
        security,
        summary: 'Removes one of the own goals',
        params: ZGoalIdParams,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => {
      await deleteGoal(app.deps, { userId: currentUser(request).id, id: request.params.id });
      return { message: GOALS_MESSAGES.removed };
    },
  );
};
