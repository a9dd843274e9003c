import multipart from '@fastify/multipart';
import {
  MESSAGE_MESSAGES,
  ZConversationIdParams,
  ZMessage,
  ZMessageAttachmentParams,
  ZSendMessageWithFilesFields,
} from '@labora/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { removeAttachments, sendAttachment } from '../../lib/attachments.js';
import { errorResponses } from '../../lib/error-responses.js';
import { readMultipartUpload, uploadBody } from '../../lib/multipart-upload.js';
import { currentUser } from '../../plugins/auth.js';
import { getMessageAttachment, sendMessage } from './service.js';

/**
 * A message's files: sent with it (multipart, through the pipeline of job attachments and deliveries: type by
 * content, up to 10 MB each, stored under a random private name) and downloaded by whoever may read the
 * conversation. Registered inside messagesRoutes, so it shares its authentication.
 */
export const messageAttachmentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart);
  const tags = ['messages'];
  const security = [{ bearer: [] }];

  app.post(
    '/conversations/:id/messages/files',
    {
      schema: {
        operationId: 'sendMessageWithFiles',
        tags,
        security,
        summary:
          'Send a message with files (members; anyone in a public channel): multipart with a `message` field ({ text }, may be blank) and up to 10 `attachments` (images, PDF, Office documents, text; 10 MB each)',
        params: ZConversationIdParams,
        documentedBody: uploadBody({
          json: { field: 'message', schema: ZSendMessageWithFilesFields, optional: true },
          attachments: 'The files of the message (images, PDF, Office documents, text)',
        }),
        response: { 201: ZMessage, ...errorResponses(400, 401, 403, 404, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      if (!request.isMultipart()) throw new AppError('BAD_REQUEST', MESSAGE_MESSAGES.textOrFileRequired);
      const { json, attachments } = await readMultipartUpload(request, app.deps.files, { jsonField: 'message' });
      const stored = attachments.map((a) => a.storageName);
      let message: z.infer<typeof ZMessage>;
      try {
        const fields = ZSendMessageWithFilesFields.safeParse(json ?? {});
        if (!fields.success) {
          throw new AppError('BAD_REQUEST', fields.error.issues[0]?.message ?? MESSAGE_MESSAGES.textBlank);
        }
        if (!fields.data.text && !attachments.length) {
          throw new AppError('BAD_REQUEST', MESSAGE_MESSAGES.textOrFileRequired);
        }
        message = await sendMessage(app.deps, { actor, id: request.params.id, text: fields.data.text, attachments });
      } catch (error) {
        // Refused (not a member, too many messages, a bad field) or not stored: its files go too.
        await removeAttachments(app.deps.files, stored);
        throw error;
      }
      return reply.code(201).send(message);
    },
  );

  app.get(
    '/conversations/:id/attachments/:attachmentId',
    {
      schema: {
        operationId: 'downloadMessageAttachment',
        tags,
        security,
        summary: "Download a message's file (the conversation's members; a public channel: anyone signed in)",
        params: ZMessageAttachmentParams,
        response: {
          200: z.unknown().describe('The file, as it was uploaded'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const file = await getMessageAttachment(app.deps, { actor: currentUser(request), ...request.params });
      return sendAttachment(reply, app.deps.files, file);
    },
  );
};
