import { ZProfileVisibility } from '@labora/shared/public-pages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.js';
import { currentUser } from '../../plugins/auth.js';
import { setProfileVisibility } from './service.js';

/**
 * Configurações' 'Perfil público': GET and PUT /api/users/profile-visibility. Off, /freelancer/{id} is a 404 to
 * visitors without an account and leaves the sitemap; signed-in people still see the profile.
 */
export const visibilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ['users'], security: [{ bearer: [] }] };

  app.get(
    '/users/profile-visibility',
    {
      onRequest: app.authenticate,
      schema: {
        ...schema,
        operationId: 'getProfileVisibility',
        summary: "Whether the caller's profile is shown to visitors without an account",
        response: { 200: ZProfileVisibility, ...errorResponses(401) },
      },
    },
    async (request) => ({ publicProfile: currentUser(request).publicProfile }),
  );

  app.put(
    '/users/profile-visibility',
    {
      onRequest: app.authenticate,
      schema: {
        ...schema,
        operationId: 'setProfileVisibility',
        summary: "Show or hide the caller's profile to visitors without an account (search engines included)",
        body: ZProfileVisibility,
        response: { 200: ZProfileVisibility, ...errorResponses(400, 401) },
      },
    },
    async (request) =>
      setProfileVisibility(app.deps, { actor: currentUser(request), publicProfile: request.body.publicProfile }),
  );
};
