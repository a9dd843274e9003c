import { CONVERSATION_KINDS, CONVERSATION_ROLES, MESSAGE_KINDS } from '@labora/shared/messages';
import {
  bigint,
  bigserial,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { at, createdAt, ownedBy, primaryId } from './columns.js';
import { contracts } from './contracts.js';
import { users } from './users.js';

export const conversationKind = pgEnum('conversation_kind', CONVERSATION_KINDS);
export const conversationRole = pgEnum('conversation_role', CONVERSATION_ROLES);
export const messageKind = pgEnum('message_kind', MESSAGE_KINDS);

/** A direct conversation (two people, or a contract's two sides), a group, or a public channel of a category. */
export const conversations = pgTable(
  'conversations',
  {
    id: primaryId(),
    kind: conversationKind('kind').notNull(),
    // A group's name; null for direct conversations (named after the other person) and public channels.
    name: varchar('name', { length: 80 }),
    // A public channel's dashboard category (packages/shared/src/catalog.ts DASHBOARD_CATEGORIES).
    category: varchar('category', { length: 80 }),
    // The two people of a plain direct conversation, '<smaller id>:<larger id>': unique, so two people have one.
    directKey: varchar('direct_key', { length: 73 }),
    // The contract whose conversation this is (Labora posts the contract's events in it): one per contract.
    contractId: uuid('contract_id').references(() => contracts.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversations_direct_key').on(t.directKey),
    uniqueIndex('conversations_contract_key').on(t.contractId),
    uniqueIndex('conversations_category_key').on(t.category),
  ],
);
export type ConversationRow = typeof conversations.$inferSelect;

/** Who is in a conversation (public channels: whoever read or wrote there), and what they read up to. */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: ownedBy('conversation_id', () => conversations.id),
    userId: ownedBy('user_id', () => users.id),
    role: conversationRole('role').notNull().default('member'),
    // Unread = the others' messages after this id; it only moves forward, so the count never drifts.
    lastReadMessageId: bigint('last_read_message_id', { mode: 'number' }).notNull().default(0),
    // The last message pushed to one of their live sockets or fetched by them ('entregue'); only moves forward.
    lastDeliveredMessageId: bigint('last_delivered_message_id', { mode: 'number' }).notNull().default(0),
    joinedAt: at('joined_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), index('conversation_members_user_idx').on(t.userId)],
);

/** The log of every conversation: ids increase, so a client catches up with "after the last id I saw". */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: ownedBy('conversation_id', () => conversations.id),
    // null for Labora's system messages, and for a deleted account's (kind tells them apart).
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    kind: messageKind('kind').notNull().default('user'),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('messages_conversation_idx').on(t.conversationId, t.id)],
);

/** A message's files (images, documents; lib/attachments.ts), stored privately: only its conversation's members get them. */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: primaryId(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    storageName: varchar('storage_name', { length: 80 }).notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('message_attachments_message_idx').on(t.messageId)],
);
