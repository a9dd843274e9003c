import { ZContractIdParams } from '@labora/shared/contracts';
import {
  TIMESHEET_MESSAGES,
  ZFundWeeksRequest,
  ZFundWeeksResponse,
  ZStatementParams,
  ZStatementResponse,
  ZTimesheet,
  ZTimesheetMessageRequest,
} from '@labora/shared/timesheets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.js';
import { sendIdempotent, ZIdempotencyHeaders } from '../../lib/idempotency.js';
import { currentUser } from '../../plugins/auth.js';
import { approveStatement, discussStatement, fundWeeks, getTimesheet } from './service.js';

const errors = errorResponses(400, 401, 403, 404, 409);

export const timesheetsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['timesheets'];
  const security = [{ bearer: [] }];

  app.get(
    '/contracts/:id/timesheet',
    {
      schema: {
        operationId: 'getTimesheet',
        tags,
        security,
        summary:
          "An hourly contract's 'Horas registradas' (per day and week), funding and weekly statements (its two sides)",
        params: ZContractIdParams,
        response: { 200: ZTimesheet, ...errors },
      },
    },
    async (request) => getTimesheet(app.deps, { actor: currentUser(request), id: request.params.id }),
  );

  app.post(
    '/contracts/:id/timesheet/funding',
    {
      schema: {
        operationId: 'fundTimesheetWeeks',
        tags,
        security,
        summary:
          "'Adicionar semanas': the client pays weeks × weekly limit × rate into a paid hourly contract's escrow (wallet or card); needs Idempotency-Key",
        headers: ZIdempotencyHeaders,
        params: ZContractIdParams,
        body: ZFundWeeksRequest,
        response: { 200: ZFundWeeksResponse, ...errors },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      return sendIdempotent(request, reply, app.deps, actor.id, async (db) => {
        const body = await fundWeeks({ ...app.deps, db }, { actor, id: request.params.id, request: request.body });
        return { statusCode: 200, body };
      });
    },
  );

  app.post(
    '/contracts/:id/timesheet/statements/:statementId/approve',
    {
      schema: {
        operationId: 'approveTimesheetStatement',
        tags,
        security,
        summary:
          "'Aprovar' (the client): the week's amount leaves the escrow to the freelancer, less the fee, once; needs Idempotency-Key",
        headers: ZIdempotencyHeaders,
        params: ZStatementParams,
        response: { 200: ZStatementResponse, ...errors },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      return sendIdempotent(request, reply, app.deps, actor.id, async (db) => {
        const statement = await approveStatement({ ...app.deps, db }, { actor, ...request.params });
        return { statusCode: 200, body: { message: TIMESHEET_MESSAGES.approved, statement } };
      });
    },
  );

  // The client's question and the freelancer's answer on a pending statement: one message each, same shape.
  const discussion = [
    {
      step: 'question',
      operationId: 'questionTimesheetStatement',
      summary: "'Perguntar' (the client) about a pending statement; the automatic approval keeps its date",
      message: TIMESHEET_MESSAGES.asked,
    },
    {
      step: 'answer',
      operationId: 'answerTimesheetQuestion',
      summary: "The freelancer answers the client's question on a pending statement",
      message: TIMESHEET_MESSAGES.answered,
    },
  ] as const;
  for (const { step, operationId, summary, message } of discussion) {
    app.post(
      `/contracts/:id/timesheet/statements/:statementId/${step}`,
      {
        schema: {
          operationId,
          tags,
          security,
          summary,
          params: ZStatementParams,
          body: ZTimesheetMessageRequest,
          response: { 200: ZStatementResponse, ...errors },
        },
      },
      async (request) => {
        const statement = await discussStatement(app.deps, {
          actor: currentUser(request),
          ...request.params,
          message: request.body.message,
          step,
        });
        return { message, statement };
      },
    );
  }
};
