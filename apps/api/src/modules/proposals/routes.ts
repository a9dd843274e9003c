import { ZMessageResponse } from '@labora/shared/auth';
import { ZJobIdParams } from '@labora/shared/jobs';
import {
  PROPOSAL_MESSAGES,
  ZCreateProposalRequest,
  ZInboxProposal,
  ZListMyProposalsQuery,
  ZProposal,
  ZProposalIdParams,
} from '@labora/shared/proposals';
import { ZAcceptProposalRequest } from '@labora/shared/timesheets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.js';
import { currentUser } from '../../plugins/auth.js';
import {
  acceptProposal,
  createProposal,
  getJobInbox,
  listJobProposals,
  listMyProposals,
  rejectProposal,
  withdrawProposal,
} from './service.js';

const errors = errorResponses(400, 401, 403, 404, 409, 429);

export const proposalsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['proposals'];
  const security = [{ bearer: [] }];

  app.post(
    '/jobs/:id/proposals',
    {
      schema: {
        operationId: 'createProposal',
        tags,
        security,
        summary: "Send a proposal to someone else's open job (one per job; free; limited per day)",
        params: ZJobIdParams,
        body: ZCreateProposalRequest,
        response: { 201: z.object({ message: z.string(), proposal: ZProposal }), ...errors },
      },
    },
    async (request, reply) => {
      const proposal = await createProposal(app.deps, {
        actor: currentUser(request),
        jobId: request.params.id,
        proposal: request.body,
      });
      return reply.code(201).send({ message: PROPOSAL_MESSAGES.sent, proposal });
    },
  );

  app.get(
    '/jobs/:id/proposals',
    {
      schema: {
        operationId: 'listJobProposals',
        tags,
        security,
        summary: "A job's proposals: all of them for its owner, one's own for anybody else",
        params: ZJobIdParams,
        response: { 200: z.array(ZProposal), ...errors },
      },
    },
    async (request) => listJobProposals(app.deps, { actor: currentUser(request), jobId: request.params.id }),
  );

  app.get(
    '/jobs/:id/inbox',
    {
      schema: {
        operationId: 'listProposalInbox',
        tags,
        security,
        summary:
          "The job owner's proposals inbox: each proposal with the freelancer's rating, level and completed contracts, the unseen ones marked new; opening it marks them seen",
        params: ZJobIdParams,
        response: { 200: z.array(ZInboxProposal), ...errors },
      },
    },
    async (request) => getJobInbox(app.deps, { actor: currentUser(request), jobId: request.params.id }),
  );

  app.get(
    '/proposals',
    {
      schema: {
        operationId: 'listMyProposals',
        tags,
        security,
        summary:
          "The caller's proposals: sent (as freelancer) or received (on their jobs), of one status if asked, newest first",
        querystring: ZListMyProposalsQuery,
        response: { 200: z.array(ZProposal), ...errors },
      },
    },
    async (request) => listMyProposals(app.deps, { actor: currentUser(request), ...request.query }),
  );

  app.post(
    '/proposals/:id/accept',
    {
      schema: {
        operationId: 'acceptProposal',
        tags,
        security,
        summary:
          "Accept a pending proposal (job owner): makes the contract, closes the job, declines the others; for an hourly job the body's weeklyLimitHours (default 40) caps the hours billed a week",
        params: ZProposalIdParams,
        body: ZAcceptProposalRequest,
        response: { 200: z.object({ message: z.string(), contractId: z.uuid() }), ...errors },
      },
    },
    async (request) => {
      const { contractId } = await acceptProposal(app.deps, {
        actor: currentUser(request),
        id: request.params.id,
        weeklyLimitHours: request.body?.weeklyLimitHours,
      });
      return { message: PROPOSAL_MESSAGES.accepted, contractId };
    },
  );

  app.post(
    '/proposals/:id/reject',
    {
      schema: {
        operationId: 'rejectProposal',
        tags,
        security,
        summary: 'Decline a pending proposal (job owner)',
        params: ZProposalIdParams,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => {
      await rejectProposal(app.deps, { actor: currentUser(request), id: request.params.id });
      return { message: PROPOSAL_MESSAGES.rejected };
    },
  );

  app.post(
    '/proposals/:id/withdraw',
    {
      schema: {
        operationId: 'withdrawProposal',
        tags,
        security,
        summary: 'Take back a pending proposal (its freelancer)',
        params: ZProposalIdParams,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => {
      await withdrawProposal(app.deps, { actor: currentUser(request), id: request.params.id });
      return { message: PROPOSAL_MESSAGES.withdrawn };
    },
  );
};
