import multipart from '@fastify/multipart';
import { ZMessageResponse } from '@labora/shared/auth';
import {
  JOB_MESSAGES,
  ZInvitationsQuery,
  ZInvitationsResponse,
  ZInviteRequest,
  ZJob,
  ZJobIdParams,
  ZJobInput,
  ZListJobsQuery,
  ZListJobsResponse,
  ZRecommendedJobsQuery,
  ZRecommendedJobsResponse,
  ZSetJobStatusRequest,
} from '@labora/shared/jobs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { removeAttachments, type StoredAttachment, sendAttachment } from '../../lib/attachments.js';
import { errorResponses } from '../../lib/error-responses.js';
import { readMultipartUpload, uploadBody } from '../../lib/multipart-upload.js';
import { currentUser } from '../../plugins/auth.js';
import {
  addAttachments,
  createJob,
  findAttachment,
  findJobs,
  getJob,
  invitedJobIds,
  inviteFreelancer,
  recommendJobs,
  removeAttachment,
  setJobStatus,
  updateJob,
} from './service.js';

const ZAttachmentParams = ZJobIdParams.extend({ attachmentId: z.uuid({ error: JOB_MESSAGES.notFound }) });
const errors = errorResponses(400, 401, 403, 404, 413, 415);

/** The first problem of a job, in SPEC's field order, as a 400. */
function parseJob(body: unknown) {
  const parsed = ZJobInput.safeParse(body);
  if (!parsed.success) throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? JOB_MESSAGES.titleRequired);
  return parsed.data;
}

export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart);
  app.addHook('onRequest', app.authenticate);
  const tags = ['jobs'];
  const security = [{ bearer: [] }];

  app.post(
    '/jobs',
    {
      schema: {
        operationId: 'createJob',
        tags,
        security,
        summary: 'Publish a job: JSON, or multipart with a `job` field (the JSON) and up to 10 `attachments` files',
        documentedBody: uploadBody({
          json: { field: 'job', schema: ZJobInput, alsoAsJson: true },
          attachments: 'The files of the job (images, PDF, Office documents, text)',
        }),
        response: { 201: ZJob, ...errors },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      let body: unknown = request.body;
      let attachments: StoredAttachment[] = [];
      if (request.isMultipart()) {
        ({ json: body, attachments } = await readMultipartUpload(request, app.deps.files, { jsonField: 'job' }));
      }
      let fields: ReturnType<typeof parseJob>;
      try {
        fields = parseJob(body);
      } catch (error) {
        await removeAttachments(
          app.deps.files,
          attachments.map((a) => a.storageName),
        );
        throw error;
      }
      const job = await createJob(app.deps, { actor, fields, attachments });
      return reply.code(201).send(job);
    },
  );

  app.get(
    '/jobs',
    {
      schema: {
        operationId: 'listJobs',
        tags,
        security,
        summary: 'Open jobs (or owner=mine), searched by title, category or skills, filtered, newest first',
        querystring: ZListJobsQuery,
        response: { 200: ZListJobsResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => findJobs(app.deps, { actor: currentUser(request), query: request.query }),
  );

  app.get(
    '/jobs/recommended',
    {
      schema: {
        operationId: 'listRecommendedJobs',
        tags,
        security,
        summary:
          'Open jobs for the caller, not their own nor already proposed to: most skills in common first, then their categories (gigs, past proposals), then the newest',
        querystring: ZRecommendedJobsQuery,
        response: { 200: ZRecommendedJobsResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      items: await recommendJobs(app.deps, { actor: currentUser(request), pageSize: request.query.pageSize }),
    }),
  );

  app.get(
    '/jobs/:id',
    {
      schema: {
        operationId: 'getJob',
        tags,
        security,
        summary: 'One job',
        params: ZJobIdParams,
        response: { 200: ZJob, ...errors },
      },
    },
    async (request) => getJob(app.deps, { actor: currentUser(request), id: request.params.id }),
  );

  app.put(
    '/jobs/:id',
    {
      schema: {
        operationId: 'updateJob',
        tags,
        security,
        summary: 'Edit a job (its owner)',
        params: ZJobIdParams,
        body: ZJobInput,
        response: { 200: ZJob, ...errors },
      },
    },
    async (request) =>
      updateJob(app.deps, { actor: currentUser(request), id: request.params.id, fields: request.body }),
  );

  app.patch(
    '/jobs/:id/status',
    {
      schema: {
        operationId: 'updateJobStatus',
        tags,
        security,
        summary: 'Close a job to proposals or open it again (its owner)',
        params: ZJobIdParams,
        body: ZSetJobStatusRequest,
        response: { 200: ZJob, ...errors },
      },
    },
    async (request) =>
      setJobStatus(app.deps, { actor: currentUser(request), id: request.params.id, status: request.body.status }),
  );

  app.post(
    '/jobs/:id/invitations',
    {
      schema: {
        operationId: 'inviteFreelancer',
        tags,
        security,
        summary: 'Invite a freelancer to this open job (its owner): they get the link by e-mail; once per freelancer',
        params: ZJobIdParams,
        body: ZInviteRequest,
        response: { 201: ZMessageResponse, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      await inviteFreelancer(app.deps, {
        actor: currentUser(request),
        jobId: request.params.id,
        freelancerId: request.body.freelancerId,
      });
      return reply.code(201).send({ message: JOB_MESSAGES.invitationSent });
    },
  );

  app.get(
    '/jobs/invitations',
    {
      schema: {
        operationId: 'listJobInvitations',
        tags,
        security,
        summary: "Which of the caller's jobs a freelancer was already invited to",
        querystring: ZInvitationsQuery,
        response: { 200: ZInvitationsResponse, ...errors },
      },
    },
    async (request) => ({
      jobIds: await invitedJobIds(app.deps, { actor: currentUser(request), freelancerId: request.query.freelancerId }),
    }),
  );

  app.post(
    '/jobs/:id/attachments',
    {
      schema: {
        operationId: 'addJobAttachments',
        tags,
        security,
        summary: 'Add attachments (multipart `attachments` files; its owner; 10 in all, 10 MB each)',
        params: ZJobIdParams,
        documentedBody: uploadBody({ attachments: 'The files to add' }),
        response: { 200: ZJob, ...errors },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      // Checked before reading any file, so a stranger's upload is refused without touching the disk.
      const job = await getJob(app.deps, { actor, id: request.params.id });
      if (job.client.id !== actor.id) throw new AppError('NOT_JOB_OWNER', JOB_MESSAGES.notOwner);
      if (!request.isMultipart()) throw new AppError('BAD_REQUEST', JOB_MESSAGES.invalidQuery);
      const { attachments } = await readMultipartUpload(request, app.deps.files, {});
      return addAttachments(app.deps, { actor, id: request.params.id, attachments });
    },
  );

  app.delete(
    '/jobs/:id/attachments/:attachmentId',
    {
      schema: {
        operationId: 'deleteJobAttachment',
        tags,
        security,
        summary: 'Remove an attachment (its owner)',
        params: ZAttachmentParams,
        response: { 200: ZJob, ...errors },
      },
    },
    async (request) => removeAttachment(app.deps, { actor: currentUser(request), ...request.params }),
  );

  app.get(
    '/jobs/:id/attachments/:attachmentId',
    {
      schema: {
        operationId: 'downloadJobAttachment',
        tags,
        security,
        summary: 'Download an attachment (signed-in users who may see the job)',
        params: ZAttachmentParams,
        response: {
          200: z.unknown().describe('The file, as it was uploaded'),
          ...errorResponses(401, 404),
        },
      },
    },
    async (request, reply) => {
      const attachment = await findAttachment(app.deps, { actor: currentUser(request), ...request.params });
      return sendAttachment(reply, app.deps.files, attachment);
    },
  );
};
