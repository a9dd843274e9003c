import {
  MESSAGE_MESSAGES,
  ZAddMemberRequest,
  ZConversationIdParams,
  ZConversationMember,
  ZConversationMemberParams,
  ZConversationSummary,
  ZCreateGroupRequest,
  ZLeaveGroupResponse,
  ZListConversationsQuery,
  ZMarkReadRequest,
  ZMarkReadResponse,
  ZMessage,
  ZMessageHistory,
  ZMessageHistoryQuery,
  ZOpenDirectRequest,
  ZPeopleSearchQuery,
  ZSendMessageRequest,
} from '@labora/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.js';
import { currentUser } from '../../plugins/auth.js';
import { messageAttachmentRoutes } from './attachment-routes.js';
import {
  addGroupMember,
  createGroup,
  getConversation,
  leaveGroup,
  listConversations,
  listMessages,
  markRead,
  openDirectConversation,
  removeGroupMember,
  searchPeople,
  sendMessage,
} from './service.js';

const errors = errorResponses(400, 401, 403, 404, 409, 429);

export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  await app.register(messageAttachmentRoutes);
  const tags = ['messages'];
  const security = [{ bearer: [] }];

  app.get(
    '/conversations',
    {
      schema: {
        operationId: 'listConversations',
        tags,
        security,
        summary:
          "The caller's conversations of one kind, most recently active first (public: the category channels), searched by name and participants",
        querystring: ZListConversationsQuery,
        response: { 200: z.array(ZConversationSummary), ...errors },
      },
    },
    async (request) => listConversations(app.deps, { actor: currentUser(request), ...request.query }),
  );

  app.post(
    '/conversations/direct',
    {
      schema: {
        operationId: 'openDirectConversation',
        tags,
        security,
        summary: 'The one direct conversation with another active person, created the first time',
        body: ZOpenDirectRequest,
        response: { 200: ZConversationSummary, ...errors },
      },
    },
    async (request) => openDirectConversation(app.deps, { actor: currentUser(request), userId: request.body.userId }),
  );

  app.post(
    '/conversations/groups',
    {
      schema: {
        operationId: 'createGroup',
        tags,
        security,
        summary: 'A new group owned by the caller, with the people given',
        body: ZCreateGroupRequest,
        response: { 201: ZConversationSummary, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createGroup(app.deps, { actor: currentUser(request), ...request.body })),
  );

  app.get(
    '/conversations/:id',
    {
      schema: {
        operationId: 'getConversation',
        tags,
        security,
        summary: 'One conversation of the caller (a public channel: anyone signed in)',
        params: ZConversationIdParams,
        response: { 200: ZConversationSummary, ...errors },
      },
    },
    async (request) => getConversation(app.deps, { actor: currentUser(request), id: request.params.id }),
  );

  app.post(
    '/conversations/:id/members',
    {
      schema: {
        operationId: 'addGroupMember',
        tags,
        security,
        summary: 'Add someone to a group (its owner); answers the group',
        params: ZConversationIdParams,
        body: ZAddMemberRequest,
        response: { 200: ZConversationSummary, ...errors },
      },
    },
    async (request) =>
      addGroupMember(app.deps, { actor: currentUser(request), id: request.params.id, userId: request.body.userId }),
  );

  app.delete(
    '/conversations/:id/members/:userId',
    {
      schema: {
        operationId: 'removeGroupMember',
        tags,
        security,
        summary: 'Remove someone from a group (its owner); answers the group',
        params: ZConversationMemberParams,
        response: { 200: ZConversationSummary, ...errors },
      },
    },
    async (request) => removeGroupMember(app.deps, { actor: currentUser(request), ...request.params }),
  );

  app.post(
    '/conversations/:id/leave',
    {
      schema: {
        operationId: 'leaveGroup',
        tags,
        security,
        summary:
          "Leave a group (its members): the others see a system line; an owner's group passes to the earliest member",
        params: ZConversationIdParams,
        response: { 200: ZLeaveGroupResponse, ...errors },
      },
    },
    async (request) => {
      await leaveGroup(app.deps, { actor: currentUser(request), id: request.params.id });
      return { message: MESSAGE_MESSAGES.leftGroupDone };
    },
  );

  app.get(
    '/conversations/:id/messages',
    {
      schema: {
        operationId: 'listMessages',
        tags,
        security,
        summary:
          'History: the newest page or older than `before` (newest first), or what came `after` an id (oldest first, the catch-up)',
        params: ZConversationIdParams,
        querystring: ZMessageHistoryQuery,
        response: { 200: ZMessageHistory, ...errors },
      },
    },
    async (request) => listMessages(app.deps, { actor: currentUser(request), id: request.params.id, ...request.query }),
  );

  app.post(
    '/conversations/:id/messages',
    {
      schema: {
        operationId: 'sendMessage',
        tags,
        security,
        summary: 'Send a message (members; anyone in a public channel); at most 5,000 characters, limited per minute',
        params: ZConversationIdParams,
        body: ZSendMessageRequest,
        response: { 201: ZMessage, ...errors },
      },
    },
    async (request, reply) => {
      const message = await sendMessage(app.deps, {
        actor: currentUser(request),
        id: request.params.id,
        text: request.body.text,
      });
      return reply.code(201).send(message);
    },
  );

  app.post(
    '/conversations/:id/read',
    {
      schema: {
        operationId: 'markConversationRead',
        tags,
        security,
        summary: "Mark the conversation read up to a message: the caller's last-read id only moves forward",
        params: ZConversationIdParams,
        body: ZMarkReadRequest,
        response: { 200: ZMarkReadResponse, ...errors },
      },
    },
    async (request) =>
      markRead(app.deps, { actor: currentUser(request), id: request.params.id, messageId: request.body.messageId }),
  );

  app.get(
    '/messages/people',
    {
      schema: {
        operationId: 'searchPeople',
        tags,
        security,
        summary: 'People to add to a group: active accounts whose name holds `search` (not the caller; 10 at most)',
        querystring: ZPeopleSearchQuery,
        response: { 200: z.array(ZConversationMember), ...errors },
      },
    },
    async (request) => searchPeople(app.deps, { actor: currentUser(request), search: request.query.search }),
  );
};
