import {
  ZLearningIdParams,
  ZLearningProgress,
  ZLearningProgressRequest,
  ZLearningQuery,
  ZLearningResponse,
} from '@labora/shared/learning';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.js';
import { currentUser } from '../../plugins/auth.js';
import { listLearning, saveLearningProgress } from './service.js';

const errors = errorResponses(400, 401, 404);

// The catalogue is the same for everyone; the recommendations and the progress are the signed-in person's own.
export const learningRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['learning'];
  const security = [{ bearer: [] }];

  app.get(
    '/learning',
    {
      schema: {
        operationId: 'listLearningResources',
        tags,
        security,
        summary: "'Aprendizagem': free learning resources, recommended by the own skills first, with the own progress",
        querystring: ZLearningQuery,
        response: { 200: ZLearningResponse, ...errors },
      },
    },
    async (request) => listLearning(app.deps, { userId: currentUser(request).id, ...request.query }),
  );

  app.put(
    '/learning/:id/progress',
    {
      schema: {
        operationId: 'updateLearningProgress',
        tags,
        security,
        summary: 'Saves the own progress on a learning resource (not started, in progress with a percent, completed)',
        params: ZLearningIdParams,
        body: ZLearningProgressRequest,
        response: { 200: ZLearningProgress, ...errors },
      },
    },
    async (request) =>
      saveLearningProgress(app.deps, {
        userId: currentUser(request).id,
        resourceId: request.params.id,
        progress: request.body,
      }),
  );
};
