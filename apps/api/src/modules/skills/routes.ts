import { ZMessageResponse } from '@labora/shared/auth';
import {
  SKILLS_MESSAGES,
  ZAddSkillRequest,
  ZSetSkillLevelRequest,
  ZSkillParams,
  ZSkillsResponse,
} from '@labora/shared/skills';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.js';
import { currentUser } from '../../plugins/auth.js';
import { addSkill, listSkills, removeSkill, setSkillLevel } from './service.js';

const errors = errorResponses(400, 401, 404, 409);

// Only one's own skills: every route acts on the signed-in person (no user id in the URL).
export const skillsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['skills'];
  const security = [{ bearer: [] }];

  app.get(
    '/skills',
    {
      schema: {
        operationId: 'listMySkills',
        tags,
        security,
        summary: "The own profile's skills with their level and the concluded contracts and reviews that used each",
        response: { 200: ZSkillsResponse, ...errors },
      },
    },
    async (request) => listSkills(app.deps, { userId: currentUser(request).id }),
  );

  app.post(
    '/skills',
    {
      schema: {
        operationId: 'addMySkill',
        tags,
        security,
        summary: 'Adds a skill to the own profile with a self-assessed level (0–10); answers the list',
        body: ZAddSkillRequest,
        response: { 201: ZSkillsResponse, ...errors },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      await addSkill(app.deps, { userId, ...request.body });
      return reply.status(201).send(await listSkills(app.deps, { userId }));
    },
  );

  app.put(
    '/skills/:skill',
    {
      schema: {
        operationId: 'updateMySkill',
        tags,
        security,
        summary: "Sets the level of one of the own profile's skills (named in any case or accents); answers the list",
        params: ZSkillParams,
        body: ZSetSkillLevelRequest,
        response: { 200: ZSkillsResponse, ...errors },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await setSkillLevel(app.deps, { userId, skill: request.params.skill, ...request.body });
      return listSkills(app.deps, { userId });
    },
  );

  app.delete(
    '/skills/:skill',
    {
      schema: {
        operationId: 'deleteMySkill',
        tags,
        security,
        summary: 'Removes a skill from the own profile, and its level',
        params: ZSkillParams,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => {
      await removeSkill(app.deps, { userId: currentUser(request).id, skill: request.params.skill });
      return { message: SKILLS_MESSAGES.removed };
    },
  );
};
