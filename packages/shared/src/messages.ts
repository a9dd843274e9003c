import { z } from 'zod';
import { INVALID_QUERY_MESSAGE, pageFields } from './paging.js';

/**
 * Direct (two people; a contract's conversation is a direct one tied to the contract), group (a name, an owner who
 * adds and removes members) and public (one open room per dashboard category: anyone signed in reads and posts).
 */
export const CONVERSATION_KINDS = ['direct', 'group', 'public'] as const;
export type TConversationKind = (typeof CONVERSATION_KINDS)[number];
export const CONVERSATION_ROLES = ['owner', 'member'] as const;
/** A person's message, or one Labora writes itself (what happened to a contract and its money). */
export const MESSAGE_KINDS = ['user', 'system'] as const;

export const MESSAGE_LIMITS = {
  textMaxLength: 5000,
  groupNameMaxLength: 80,
  /** People a group is created with (the creator aside); more are added one by one. */
  groupInitialMembersMax: 50,
  groupMembersMax: 200,
  historyPageMax: 50,
  /** Messages one person may send a minute, across all conversations. */
  perUserPerMinute: 60,
  /** The unread count stops here (the web shows '99+'). */
  unreadCap: 99,
} as const;

export const MESSAGE_MESSAGES = {
  textBlank: 'Digite uma mensagem.',
  textTooLong: `A mensagem deve ter no máximo ${MESSAGE_LIMITS.textMaxLength.toLocaleString('pt-BR')} caracteres.`,
  groupNameBlank: 'Dê um nome ao grupo.',
  groupNameTooLong: `O nome do grupo deve ter no máximo ${MESSAGE_LIMITS.groupNameMaxLength} caracteres.`,
  groupNoMembers: 'Adicione ao menos uma pessoa ao grupo.',
  groupTooManyMembers: `Um grupo começa com no máximo ${MESSAGE_LIMITS.groupInitialMembersMax} pessoas; adicione as outras depois.`,
  groupFull: `Um grupo tem no máximo ${MESSAGE_LIMITS.groupMembersMax} pessoas.`,
  conversationNotFound: 'Conversa não encontrada.',
  messageNotFound: 'Mensagem não encontrada.',
  personNotFound: 'Pessoa não encontrada.',
  notMember: 'Você não participa desta conversa.',
  notGroupOwner: 'Só quem administra o grupo pode adicionar ou remover pessoas.',
  notAGroup: 'Só é possível adicionar ou remover pessoas de um grupo.',
  ownerStays: 'Quem administra o grupo não pode ser removido dele; para sair, use Sair do grupo.',
  leftGroupDone: 'Você saiu do grupo.',
  notConnected: 'Só é possível adicionar ao grupo pessoas com quem você tem conexão.',
  /** The system line a group shows when someone leaves it; `newOwner` when the one who left owned it. */
  leftGroup: (name: string, newOwner?: string) =>
    newOwner ? `${name} saiu do grupo. ${newOwner} agora administra o grupo.` : `${name} saiu do grupo.`,
  selfConversation: 'Você não pode iniciar uma conversa com você mesmo.',
  tooMany: 'Você enviou muitas mensagens em pouco tempo. Aguarde um minuto e tente novamente.',
  attachmentNotFound: 'Anexo não encontrado.',
  textOrFileRequired: 'Digite uma mensagem ou anexe um arquivo.',
  /** The sender of Labora's own messages. */
  systemSender: 'Labora',
  /** The sender of a message whose account was deleted. */
  deletedSender: 'Conta excluída',
  /** A direct conversation whose other person deleted their account. */
  emptyConversation: 'Conversa',
} as const;

const id = z.uuid({ error: MESSAGE_MESSAGES.conversationNotFound });
const personId = z.uuid({ error: MESSAGE_MESSAGES.personNotFound });
/** Message ids are increasing integers (bigserial), sent as numbers. */
const messageId = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const messageIdQuery = z.coerce.number({ error: INVALID_QUERY_MESSAGE }).int().min(0).max(Number.MAX_SAFE_INTEGER);

export const ZConversationIdParams = z.object({ id });
export const ZConversationMemberParams = z.object({ id, userId: personId });

export const ZSendMessageRequest = z.object({
  text: z
    .string({ error: MESSAGE_MESSAGES.textBlank })
    .trim()
    .min(1, MESSAGE_MESSAGES.textBlank)
    .max(MESSAGE_LIMITS.textMaxLength, MESSAGE_MESSAGES.textTooLong),
});

export const ZOpenDirectRequest = z.object({ userId: personId });
export const ZAddMemberRequest = z.object({ userId: personId });
export const ZCreateGroupRequest = z.object({
  name: z
    .string({ error: MESSAGE_MESSAGES.groupNameBlank })
    .trim()
    .min(1, MESSAGE_MESSAGES.groupNameBlank)
    .max(MESSAGE_LIMITS.groupNameMaxLength, MESSAGE_MESSAGES.groupNameTooLong),
  // A group of one is a conversation with nobody: at least one other person (the server also drops the caller's id).
  memberIds: z
    .array(personId, { error: MESSAGE_MESSAGES.groupNoMembers })
    .min(1, MESSAGE_MESSAGES.groupNoMembers)
    .max(MESSAGE_LIMITS.groupInitialMembersMax, MESSAGE_MESSAGES.groupTooManyMembers),
});
export type TCreateGroupRequest = z.input<typeof ZCreateGroupRequest>;
export const ZMarkReadRequest = z.object({ messageId });

/** A message's file: an image (previewed) or a document, downloaded by the conversation's members only. */
export const ZMessageAttachment = z.object({
  id: z.uuid(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type TMessageAttachment = z.infer<typeof ZMessageAttachment>;

/**
 * The `message` field of a message sent with files (multipart, beside its `attachments`): the text may be blank
 * when files go with it.
 */
export const ZSendMessageWithFilesFields = z.object({
  text: z
    .string({ error: MESSAGE_MESSAGES.textBlank })
    .trim()
    .max(MESSAGE_LIMITS.textMaxLength, MESSAGE_MESSAGES.textTooLong)
    .default(''),
});
export const ZMessageAttachmentParams = z.object({
  id,
  attachmentId: z.uuid({ error: MESSAGE_MESSAGES.attachmentNotFound }),
});

export const ZMessage = z.object({
  id: messageId,
  conversationId: z.uuid(),
  /** null for Labora's system messages (and for a deleted account's). */
  senderId: z.uuid().nullable(),
  senderName: z.string(),
  text: z.string().describe('As typed: show it as text, never as HTML'),
  createdAt: z.string(),
  kind: z.enum(MESSAGE_KINDS),
  /** Its files, in the order they were sent (empty for most messages). */
  attachments: z.array(ZMessageAttachment),
});
export type TMessage = z.infer<typeof ZMessage>;

export const ZConversationMember = z.object({ id: z.uuid(), name: z.string(), avatarUrl: z.string().nullable() });
export type TConversationMember = z.infer<typeof ZConversationMember>;

/** People to add to a group, found by name (accents and case ignored): at least 2 characters, 10 at most. */
export const ZPeopleSearchQuery = z.object({
  search: z
    .string({ error: INVALID_QUERY_MESSAGE })
    .trim()
    .min(2, INVALID_QUERY_MESSAGE)
    .max(100, INVALID_QUERY_MESSAGE),
});
export const PEOPLE_SEARCH_LIMIT = 10;

export const ZConversationSummary = z.object({
  id: z.uuid(),
  kind: z.enum(CONVERSATION_KINDS),
  /** The other person's name (direct), the group's name, or the category (public). */
  name: z.string(),
  /** The other person's picture (direct); null otherwise. */
  avatarUrl: z.string().nullable(),
  /** The contract this conversation belongs to (a direct one where Labora posts the contract's events). */
  contractId: z.uuid().nullable(),
  /** That contract's title, so its conversation tells itself apart from the same person's others. */
  contractTitle: z.string().nullable(),
  lastMessage: z
    .object({ id: messageId, text: z.string(), createdAt: z.string(), senderId: z.uuid().nullable() })
    .nullable(),
  /** Messages of others after my last-read one, capped at MESSAGE_LIMITS.unreadCap. */
  unreadCount: z.number().int(),
  lastReadMessageId: messageId,
  /** My role (null in a public channel I have not joined by reading or writing). */
  myRole: z.enum(CONVERSATION_ROLES).nullable(),
  /** Direct and group: everyone in it, me included; public: empty. */
  members: z.array(ZConversationMember),
  /**
   * Read receipts of my messages: ids up to which the others have them on a screen ('entregue') and have read them
   * ('lida'). Direct: the other person's; group: the least among the other members; public: 0. Live changes come
   * as the WebSocket's 'receipt' event.
   */
  othersDeliveredUpTo: messageId,
  othersReadUpTo: messageId,
  /** Direct: the other person has a live socket now ('Online'); false otherwise. Changes come as 'presence'. */
  online: z.boolean(),
});
export type TConversationSummary = z.infer<typeof ZConversationSummary>;

export const ZListConversationsQuery = z.object({
  kind: z.enum(CONVERSATION_KINDS, { error: INVALID_QUERY_MESSAGE }).default('direct'),
  /** Names of the conversation and of the people in it; accents and case ignored. */
  search: z.string({ error: INVALID_QUERY_MESSAGE }).trim().max(100, INVALID_QUERY_MESSAGE).optional(),
  ...pageFields(30, 50),
});

/**
 * History: no cursor = the newest page, newest first; `before` = older ones, newest first (scrolling up);
 * `after` = what came after the last id seen, oldest first (catch-up on reconnect). Not both.
 */
export const ZMessageHistoryQuery = z
  .object({
    before: messageIdQuery.optional(),
    after: messageIdQuery.optional(),
    limit: z.coerce
      .number({ error: INVALID_QUERY_MESSAGE })
      .int()
      .min(1)
      .max(MESSAGE_LIMITS.historyPageMax)
      .default(MESSAGE_LIMITS.historyPageMax),
  })
  .refine((query) => query.before === undefined || query.after === undefined, { error: INVALID_QUERY_MESSAGE });

export const ZMessageHistory = z.object({
  messages: z.array(ZMessage),
  /** More messages lie beyond this page in its direction. */
  hasMore: z.boolean(),
});
export type TMessageHistory = z.infer<typeof ZMessageHistory>;

export const ZMarkReadResponse = z.object({ lastReadMessageId: messageId, unreadCount: z.number().int() });
export type TMarkReadResponse = z.infer<typeof ZMarkReadResponse>;

/**
 * 'Sair do grupo' (`POST /conversations/{id}/leave`): the caller is out; the others see a system line. When the
 * owner leaves, the member who joined earliest becomes the owner; the last one out deletes the group.
 */
export const ZLeaveGroupResponse = z.object({ message: z.string() });
export type TLeaveGroupResponse = z.infer<typeof ZLeaveGroupResponse>;
