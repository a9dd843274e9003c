import { MESSAGE_MESSAGES } from '@labora/shared/messages';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { type ConversationRow, conversationMembers, conversations } from '../../db/schema/messages.js';
import { type UserRow, users } from '../../db/schema/users.js';
import { AppError } from '../../lib/app-error.js';

// Who may read and write a conversation, and how one comes to exist: the helpers every messages operation shares.

export const fullName = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`;
/** The one key of two people's direct conversation, whichever of them opens it. */
export const directKeyOf = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);

/** Someone who may be talked to: an existing, active account. */
export async function activePerson(db: Executor, id: string) {
  const [person] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.isActive, true)));
  if (!person) throw new AppError('NOT_FOUND', MESSAGE_MESSAGES.personNotFound);
  return person;
}

interface Access {
  conversation: ConversationRow;
  /** The caller's membership row; undefined in a public channel they have not joined yet. */
  member: { role: 'owner' | 'member'; lastReadMessageId: number } | undefined;
}

/** The conversation if the caller may read and write it: members only, anyone signed in for public channels. */
export async function accessConversation(db: Executor, actor: UserRow, id: string): Promise<Access> {
  const [row] = await db
    .select({
      conversation: conversations,
      role: conversationMembers.role,
      lastReadMessageId: conversationMembers.lastReadMessageId,
    })
    .from(conversations)
    .leftJoin(
      conversationMembers,
      and(eq(conversationMembers.conversationId, conversations.id), eq(conversationMembers.userId, actor.id)),
    )
    .where(eq(conversations.id, id));
  if (!row) throw new AppError('NOT_FOUND', MESSAGE_MESSAGES.conversationNotFound);
  const member =
    row.role && row.lastReadMessageId !== null
      ? { role: row.role, lastReadMessageId: row.lastReadMessageId }
      : undefined;
  if (!member && row.conversation.kind !== 'public') throw new AppError('FORBIDDEN', MESSAGE_MESSAGES.notMember);
  return { conversation: row.conversation, member };
}

/** Finds or creates a conversation by a unique key, under any concurrency: the loser of a race reads the winner's. */
export async function findOrCreate(
  tx: Executor,
  values: typeof conversations.$inferInsert,
  existing: SQL,
  memberIds: string[],
): Promise<string> {
  const [created] = await tx
    .insert(conversations)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  if (created) {
    await tx
      .insert(conversationMembers)
      .values(memberIds.map((userId) => ({ conversationId: created.id, userId, joinedAt: values.createdAt })));
    return created.id;
  }
  const [found] = await tx.select({ id: conversations.id }).from(conversations).where(existing);
  if (!found) throw new Error('conversation vanished');
  return found.id;
}
