import type { TConversationKind, TMessage } from '@labora/shared/messages';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { conversationMembers, conversations, messages } from '../../db/schema/messages.js';
import { users } from '../../db/schema/users.js';
import { attachmentsOf } from './attachments.js';
import { messageSelection, toMessage } from './message-rows.js';

// What the realtime hub reads on an announcement (modules/realtime/hub.ts, through service.ts).

/**
 * A stored message as the realtime hub pushes it, with its conversation's kind and members (none for a public
 * channel, whose watchers receive it): one query, run once per process per announcement.
 */
export async function messageForAnnouncement(
  db: Executor,
  messageId: number,
): Promise<{ message: TMessage; kind: TConversationKind; memberIds: string[] } | undefined> {
  const [row] = await db
    .select({
      ...messageSelection,
      kind: conversations.kind,
      memberIds: sql<string[]>`array(select cm.user_id::text from ${conversationMembers} cm
        where cm.conversation_id = ${messages.conversationId} and ${conversations.kind} <> 'public')`,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(eq(messages.id, messageId));
  if (!row) return undefined;
  const files = await attachmentsOf(db, [row.message.id]);
  return { message: toMessage(row, files.get(row.message.id)), kind: row.kind, memberIds: row.memberIds };
}

/** True when `id` is a public channel (whose messages anyone signed in may watch live). */
export async function isPublicChannel(db: Executor, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.kind, 'public')));
  return row !== undefined;
}

/** Which of `userIds` share a direct conversation or a group with `me` (public channels do not count). */
export async function inConversationWithAmong(
  db: Executor,
  me: string,
  userIds: readonly string[],
): Promise<Set<string>> {
  if (!userIds.length) return new Set();
  const mine = alias(conversationMembers, 'mine');
  const rows = await db
    .selectDistinct({ userId: conversationMembers.userId })
    .from(conversationMembers)
    .innerJoin(mine, and(eq(mine.conversationId, conversationMembers.conversationId), eq(mine.userId, me)))
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .where(and(inArray(conversationMembers.userId, [...userIds]), ne(conversations.kind, 'public')));
  return new Set(rows.map((row) => row.userId));
}
