import multipart from '@fastify/multipart';
import { ZContractIdParams } from '@labora/shared/contracts';
import {
  DISPUTE_MESSAGES,
  ZAddEvidenceRequest,
  ZAgreement,
  ZAgreementAccepted,
  ZAgreementParams,
  ZAnswerDisputeRequest,
  ZAppealDisputeRequest,
  ZContractResolution,
  ZDecideDisputeRequest,
  ZDispute,
  ZDisputeCaseFile,
  ZDisputeFileParams,
  ZDisputeParams,
  ZModerationQueue,
  ZModerationQueueQuery,
  ZOpenDisputeRequest,
  ZProposeAgreementRequest,
} from '@labora/shared/disputes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/users.js';
import { sendAttachment } from '../../lib/attachments.js';
import { errorResponses } from '../../lib/error-responses.js';
import { sendIdempotent, ZIdempotencyHeaders } from '../../lib/idempotency.js';
import { readJsonWithFiles, uploadBody } from '../../lib/multipart-upload.js';
import { currentUser } from '../../plugins/auth.js';
import {
  acceptAgreement,
  acceptDecision,
  addEvidence,
  answerDispute,
  appealDispute,
  decideDispute,
  declineAgreement,
  findCaseFile,
  getCaseFile,
  getContractResolution,
  getDispute,
  listModerationQueue,
  openDispute,
  proposeAgreement,
  reviewAppeal,
  takeDispute,
} from './service.js';

const errors = errorResponses(400, 401, 403, 404, 409);
const withMessage = ZDispute.extend({ message: z.string() });

export const disputesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart);
  app.addHook('onRequest', app.authenticate);
  const tags = ['disputes'];
  const security = [{ bearer: [] }];

  /** JSON, or multipart with `jsonField` (that JSON) and up to 10 `attachments` (the deliveries' pipeline). */
  async function readWithFiles<T extends z.ZodType>(
    request: FastifyRequest,
    jsonField: string,
    schema: T,
    filesAlone?: unknown,
  ) {
    const { data, attachments: files } = await readJsonWithFiles(request, app.deps.files, {
      jsonField,
      schema,
      fallback: DISPUTE_MESSAGES.notAllowed,
      filesAlone,
    });
    return { data, files };
  }

  const caseAnswer = async (actor: UserRow, id: string, message: string) => ({
    ...(await getDispute(app.deps, { actor, id })),
    message,
  });

  /** A step that moves money, once per Idempotency-Key, answered with the case and `message`. */
  const idempotentCaseAnswer = (
    request: FastifyRequest<{ Params: { id: string } }>,
    reply: FastifyReply,
    message: string,
    step: (deps: typeof app.deps, actor: UserRow, id: string) => Promise<void>,
  ) => {
    const actor = currentUser(request);
    const { id } = request.params;
    return sendIdempotent(request, reply, app.deps, actor.id, async (db: Db) => {
      const deps = { ...app.deps, db };
      await step(deps, actor, id);
      return { statusCode: 200, body: { ...(await getDispute(deps, { actor, id })), message } };
    });
  };

  app.get(
    '/contracts/:id/resolution',
    {
      schema: {
        operationId: 'getContractResolution',
        tags,
        security,
        summary:
          "The contract page's 'Problemas com o contrato?' panel: the agreement under discussion, the open (or last) dispute, what the caller may start (its two sides)",
        params: ZContractIdParams,
        response: { 200: ZContractResolution, ...errors },
      },
    },
    async (request) => getContractResolution(app.deps, { actor: currentUser(request), contractId: request.params.id }),
  );

  app.post(
    '/contracts/:id/agreements',
    {
      schema: {
        operationId: 'proposeAgreement',
        tags,
        security,
        summary:
          "'Propor encerramento': either side of a contract in progress proposes a split of the escrow (to the freelancer; the rest back to the client); replaces a pending proposal",
        params: ZContractIdParams,
        body: ZProposeAgreementRequest,
        response: { 201: ZAgreement, ...errors },
      },
    },
    async (request, reply) => {
      const agreement = await proposeAgreement(app.deps, {
        actor: currentUser(request),
        contractId: request.params.id,
        freelancerCents: request.body.freelancerCents,
      });
      return reply.code(201).send(agreement);
    },
  );

  app.post(
    '/contracts/:id/agreements/:agreementId/accept',
    {
      schema: {
        operationId: 'acceptAgreement',
        tags,
        security,
        summary:
          'The other side accepts a proposed split: the money moves (the freelancer part less the usual fee, the rest refunded) and the contract ends; an open dispute closes; needs Idempotency-Key',
        headers: ZIdempotencyHeaders,
        params: ZAgreementParams,
        response: { 200: ZAgreementAccepted, ...errors },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      return sendIdempotent(request, reply, app.deps, actor.id, async (db: Db) => {
        const body = await acceptAgreement(
          { ...app.deps, db },
          { actor, contractId: request.params.id, agreementId: request.params.agreementId },
        );
        return { statusCode: 200, body };
      });
    },
  );

  app.post(
    '/contracts/:id/agreements/:agreementId/decline',
    {
      schema: {
        operationId: 'declineAgreement',
        tags,
        security,
        summary: 'The other side declines a proposed split',
        params: ZAgreementParams,
        response: { 200: ZAgreement, ...errors },
      },
    },
    async (request) =>
      declineAgreement(app.deps, {
        actor: currentUser(request),
        contractId: request.params.id,
        agreementId: request.params.agreementId,
      }),
  );

  app.post(
    '/contracts/:id/disputes',
    {
      schema: {
        operationId: 'openDispute',
        tags,
        security,
        summary:
          "'Abrir disputa' (either side, contract in progress with escrow): JSON { reason, statement }, or multipart with a `dispute` field (that JSON) and up to 10 `attachments`; the escrow freezes",
        params: ZContractIdParams,
        documentedBody: uploadBody({
          json: { field: 'dispute', schema: ZOpenDisputeRequest, alsoAsJson: true },
          attachments: 'Evidence files',
        }),
        response: { 201: withMessage, ...errors },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const { data, files } = await readWithFiles(request, 'dispute', ZOpenDisputeRequest);
      const id = await openDispute(app.deps, { actor, contractId: request.params.id, ...data, files });
      return reply.code(201).send(await caseAnswer(actor, id, DISPUTE_MESSAGES.opened));
    },
  );

  app.get(
    '/disputes/:id',
    {
      schema: {
        operationId: 'getDispute',
        tags,
        security,
        summary: 'A dispute with its timeline, dates and what the caller may do (its two sides, moderators, admins)',
        params: ZDisputeParams,
        response: { 200: ZDispute, ...errors },
      },
    },
    async (request) => getDispute(app.deps, { actor: currentUser(request), id: request.params.id }),
  );

  app.get(
    '/disputes/:id/case-file',
    {
      schema: {
        operationId: 'getDisputeCaseFile',
        tags,
        security,
        summary:
          "The case file: the job and proposal (or gig), the contract's terms and history, deliveries, its conversation",
        params: ZDisputeParams,
        response: { 200: ZDisputeCaseFile, ...errors },
      },
    },
    async (request) => getCaseFile(app.deps, { actor: currentUser(request), id: request.params.id }),
  );

  app.get(
    '/disputes/:id/files/:fileId',
    {
      schema: {
        operationId: 'downloadDisputeFile',
        tags,
        security,
        summary: "Download a file of the case or of its contract's deliveries (the case's readers)",
        params: ZDisputeFileParams,
        response: { 200: z.unknown().describe('The file, as it was uploaded'), ...errors },
      },
    },
    async (request, reply) => {
      const file = await findCaseFile(app.deps, { actor: currentUser(request), ...request.params });
      return sendAttachment(reply, app.deps.files, file);
    },
  );

  app.post(
    '/disputes/:id/answer',
    {
      schema: {
        operationId: 'answerDispute',
        tags,
        security,
        summary:
          "'Responder' (the side that did not open it, while awaiting the answer): JSON { statement }, or multipart with an `answer` field and `attachments`",
        params: ZDisputeParams,
        documentedBody: uploadBody({
          json: { field: 'answer', schema: ZAnswerDisputeRequest, alsoAsJson: true },
          attachments: 'Evidence files',
        }),
        response: { 200: withMessage, ...errors },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const { data, files } = await readWithFiles(request, 'answer', ZAnswerDisputeRequest);
      await answerDispute(app.deps, { actor, id: request.params.id, statement: data.statement, files });
      return caseAnswer(actor, request.params.id, DISPUTE_MESSAGES.answered);
    },
  );

  app.post(
    '/disputes/:id/evidence',
    {
      schema: {
        operationId: 'addDisputeEvidence',
        tags,
        security,
        summary:
          "'Adicionar evidência' (either side, until a moderator takes the case): JSON { text }, or multipart with an `evidence` field and `attachments`",
        params: ZDisputeParams,
        documentedBody: uploadBody({
          // Files alone: an empty note.
          json: { field: 'evidence', schema: ZAddEvidenceRequest, optional: true, alsoAsJson: true },
          attachments: 'Evidence files',
        }),
        response: { 200: withMessage, ...errors },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const { data, files } = await readWithFiles(request, 'evidence', ZAddEvidenceRequest, {
        // Files alone: an empty note.
        text: '',
      });
      await addEvidence(app.deps, { actor, id: request.params.id, text: data.text, files });
      return caseAnswer(actor, request.params.id, DISPUTE_MESSAGES.evidenceAdded);
    },
  );

  app.post(
    '/disputes/:id/take',
    {
      schema: {
        operationId: 'takeDispute',
        tags,
        security,
        summary: "'Assumir caso': a moderator or an admin takes a case awaiting one",
        params: ZDisputeParams,
        response: { 200: withMessage, ...errors },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      await takeDispute(app.deps, { actor, id: request.params.id });
      return caseAnswer(actor, request.params.id, DISPUTE_MESSAGES.taken);
    },
  );

  app.post(
    '/disputes/:id/decision',
    {
      schema: {
        operationId: 'decideDispute',
        tags,
        security,
        summary:
          'The decision of the moderator who took the case (or an admin): a split of the escrow and a written reason; the money moves once final; needs Idempotency-Key',
        headers: ZIdempotencyHeaders,
        params: ZDisputeParams,
        body: ZDecideDisputeRequest,
        response: { 200: withMessage, ...errors },
      },
    },
    async (request, reply) =>
      idempotentCaseAnswer(request, reply, DISPUTE_MESSAGES.decided, (deps, actor, id) =>
        decideDispute(deps, { actor, id, decision: request.body }),
      ),
  );

  app.post(
    '/disputes/:id/accept',
    {
      schema: {
        operationId: 'acceptDisputeDecision',
        tags,
        security,
        summary: "'Aceitar decisão' (a side); once both accepted, the money moves as decided; needs Idempotency-Key",
        headers: ZIdempotencyHeaders,
        params: ZDisputeParams,
        response: { 200: withMessage, ...errors },
      },
    },
    async (request, reply) =>
      idempotentCaseAnswer(request, reply, DISPUTE_MESSAGES.accepted, (deps, actor, id) =>
        acceptDecision(deps, { actor, id }),
      ),
  );

  app.post(
    '/disputes/:id/appeal',
    {
      schema: {
        operationId: 'appealDispute',
        tags,
        security,
        summary: "'Recorrer': either side, once per case, within the appeal window, with a written reason",
        params: ZDisputeParams,
        body: ZAppealDisputeRequest,
        response: { 200: withMessage, ...errors },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      await appealDispute(app.deps, { actor, id: request.params.id, reason: request.body.reason });
      return caseAnswer(actor, request.params.id, DISPUTE_MESSAGES.appealed);
    },
  );

  app.post(
    '/disputes/:id/appeal-review',
    {
      schema: {
        operationId: 'reviewDisputeAppeal',
        tags,
        security,
        summary:
          'An admin who did not decide the case confirms or changes the decision appealed, with a written reason; the money moves and the case closes; needs Idempotency-Key',
        headers: ZIdempotencyHeaders,
        params: ZDisputeParams,
        body: ZDecideDisputeRequest,
        response: { 200: withMessage, ...errors },
      },
    },
    async (request, reply) =>
      idempotentCaseAnswer(request, reply, DISPUTE_MESSAGES.reviewed, (deps, actor, id) =>
        reviewAppeal(deps, { actor, id, decision: request.body }),
      ),
  );

  app.get(
    '/moderation/disputes',
    {
      schema: {
        operationId: 'listModerationDisputes',
        tags,
        security,
        summary:
          '/moderacao: the cases, flagged and escalated first, then by the next deadline (moderators and admins)',
        querystring: ZModerationQueueQuery,
        response: { 200: ZModerationQueue, ...errors },
      },
    },
    async (request) => listModerationQueue(app.deps, { actor: currentUser(request), query: request.query }),
  );
};
