import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { conversationMembers, conversations } from '../../db/schema/messages.js';
import { recordEvent } from '../../lib/event-log.js';

// Each member's delivered and read ids, and the receipts the others see from them.

/** Moves the caller's last-read id forward to `upTo` (never back); joins a public channel on the way. */
export async function markReadUpTo(db: Executor, conversationId: string, userId: string, upTo: number, now: Date) {
  await db
    .insert(conversationMembers)
    .values({ conversationId, userId, lastReadMessageId: upTo, joinedAt: now })
    .onConflictDoUpdate({
      target: [conversationMembers.conversationId, conversationMembers.userId],
      set: {
        lastReadMessageId: sql`greatest(${conversationMembers.lastReadMessageId}, excluded.last_read_message_id)`,
      },
    });
}

/** A member's delivered and read ids, for read receipts. */
interface MemberMarks {
  userId: string;
  delivered: number;
  read: number;
}

/**
 * What `userId` sees of the others' receipts: delivered and read up to the least of the others' (a read message
 * counts as delivered); 0 with no one else.
 */
export function othersUpTo(marks: MemberMarks[], userId: string) {
  const others = marks.filter((m) => m.userId !== userId);
  if (!others.length) return { deliveredUpTo: 0, readUpTo: 0 };
  return {
    deliveredUpTo: Math.min(...others.map((m) => Math.max(m.delivered, m.read))),
    readUpTo: Math.min(...others.map((m) => m.read)),
  };
}

/**
 * These members' delivered id moves forward to `upTo` (one statement for all of them; never back): true when
 * someone's moved, so the others' receipts changed.
 */
export async function markDelivered(
  db: Executor,
  conversationId: string,
  userIds: readonly string[],
  upTo: number,
): Promise<boolean> {
  if (!userIds.length || upTo <= 0) return false;
  const moved = await db
    .update(conversationMembers)
    .set({ lastDeliveredMessageId: sql`greatest(${conversationMembers.lastDeliveredMessageId}, ${upTo})` })
    .where(
      and(
        eq(conversationMembers.conversationId, conversationId),
        inArray(conversationMembers.userId, [...userIds]),
        lt(conversationMembers.lastDeliveredMessageId, upTo),
      ),
    )
    .returning({ userId: conversationMembers.userId });
  return moved.length > 0;
}

/**
 * The read receipts each of `userIds` sees in a direct conversation or a group, by user (empty for a public
 * channel and for people not in it).
 */
export async function receiptsFor(
  db: Executor,
  conversationId: string,
  userIds: readonly string[],
): Promise<Map<string, { deliveredUpTo: number; readUpTo: number }>> {
  const marks = await db
    .select({
      userId: conversationMembers.userId,
      delivered: conversationMembers.lastDeliveredMessageId,
      read: conversationMembers.lastReadMessageId,
    })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .where(and(eq(conversationMembers.conversationId, conversationId), ne(conversations.kind, 'public')));
  const members = new Set(marks.map((m) => m.userId));
  return new Map(userIds.filter((id) => members.has(id)).map((id) => [id, othersUpTo(marks, id)]));
}

/** The members' read receipts of this conversation moved: their screens hear of it once this commits. */
export function receiptsMoved(tx: Executor, conversationId: string): void {
  recordEvent(tx, { type: 'conversation.read', audience: [], data: { conversationId } });
}
