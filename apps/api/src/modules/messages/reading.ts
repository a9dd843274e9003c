import { MESSAGE_MESSAGES, type TMessageHistory } from '@labora/shared/messages';
import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import { messages } from '../../db/schema/messages.js';
import { type UserRow, users } from '../../db/schema/users.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { markSubjectRead } from '../notifications/service.js';
import { attachmentsOf, findAttachment } from './attachments.js';
import { accessConversation } from './conversation-access.js';
import { getConversation } from './conversations.js';
import { messageSelection, toMessage } from './message-rows.js';
import { markDelivered, markReadUpTo, receiptsMoved } from './receipts.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'realtime'>;

// A member reads a conversation: its history (which delivers it), marking it read, and its files.

/**
 * A page of a conversation's history: the newest, or those `before` an id (newest first, scrolling up), or those
 * `after` an id (oldest first: the catch-up of a client that saw up to that id).
 */
export async function listMessages(
  deps: Deps,
  input: { actor: UserRow; id: string; before?: number; after?: number; limit: number },
): Promise<TMessageHistory> {
  const { conversation, member } = await accessConversation(deps.db, input.actor, input.id);
  const forward = input.after !== undefined;
  const rows = await deps.db
    .select(messageSelection)
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(
      and(
        eq(messages.conversationId, input.id),
        input.before !== undefined ? lt(messages.id, input.before) : undefined,
        input.after !== undefined ? gt(messages.id, input.after) : undefined,
      ),
    )
    .orderBy(forward ? asc(messages.id) : desc(messages.id))
    .limit(input.limit + 1);
  const shown = rows.slice(0, input.limit);
  const files = await attachmentsOf(
    deps.db,
    shown.map((row) => row.message.id),
  );
  const page = shown.map((row) => toMessage(row, files.get(row.message.id)));
  // What a member fetched is delivered to them: the others' receipts change.
  const newest = Math.max(0, ...page.map((m) => m.id));
  if (member && conversation.kind !== 'public') {
    await deps.db.transaction(async (tx) => {
      if (await markDelivered(tx, input.id, [input.actor.id], newest)) receiptsMoved(tx, input.id);
    });
  }
  return { messages: page, hasMore: rows.length > input.limit };
}

/** The caller has read up to `messageId` (a message of this conversation): last-read only moves forward. */
export async function markRead(deps: Deps, input: { actor: UserRow; id: string; messageId: number }) {
  const { conversation, member } = await accessConversation(deps.db, input.actor, input.id);
  if (input.messageId > 0) {
    const [message] = await deps.db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.id, input.messageId), eq(messages.conversationId, input.id)));
    if (!message) throw new AppError('NOT_FOUND', MESSAGE_MESSAGES.messageNotFound);
  }
  await deps.db.transaction(async (tx) => {
    await markReadUpTo(tx, input.id, input.actor.id, input.messageId, deps.clock.now());
    // Read here: the conversation's 'new messages' notification is read too (the bell tells the truth).
    const subject = { userId: input.actor.id, type: 'message' as const, subjectId: input.id };
    await markSubjectRead(tx, deps.clock.now(), subject);
    if (conversation.kind !== 'public' && input.messageId > (member?.lastReadMessageId ?? 0)) {
      receiptsMoved(tx, input.id);
    }
  });
  const summary = await getConversation(deps, input);
  return { lastReadMessageId: summary.lastReadMessageId, unreadCount: summary.unreadCount };
}

/** A file of a message, to whoever may read its conversation (members; a public channel: anyone signed in). */
export async function getMessageAttachment(
  deps: Pick<AppDeps, 'db'>,
  input: { actor: UserRow; id: string; attachmentId: string },
) {
  await accessConversation(deps.db, input.actor, input.id);
  const file = await findAttachment(deps.db, input.id, input.attachmentId);
  if (!file) throw new AppError('NOT_FOUND', MESSAGE_MESSAGES.attachmentNotFound);
  return file;
}
