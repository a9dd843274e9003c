import type { TMessageAttachment } from '@labora/shared/messages';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { messageAttachments, messages } from '../../db/schema/messages.js';
import type { StoredAttachment } from '../../lib/attachments.js';

// A message's files: stored by lib/attachments.ts (type by content, a random private name), listed with the
// message, and handed out by the messages service to the conversation's members only.

/** Each message's files, in the order they were sent. */
export async function attachmentsOf(db: Executor, messageIds: number[]): Promise<Map<number, TMessageAttachment[]>> {
  const byMessage = new Map<number, TMessageAttachment[]>();
  if (!messageIds.length) return byMessage;
  const rows = await db
    .select()
    .from(messageAttachments)
    .where(inArray(messageAttachments.messageId, messageIds))
    .orderBy(asc(messageAttachments.createdAt), asc(messageAttachments.id));
  for (const row of rows) {
    const files = byMessage.get(row.messageId) ?? [];
    files.push({ id: row.id, fileName: row.fileName, contentType: row.contentType, size: row.size });
    byMessage.set(row.messageId, files);
  }
  return byMessage;
}

/** Stores a new message's files in the caller's transaction; answers them as the message shows them. */
export async function insertAttachments(
  tx: Executor,
  messageId: number,
  files: readonly StoredAttachment[],
  now: Date,
): Promise<TMessageAttachment[]> {
  if (!files.length) return [];
  const rows = await tx
    .insert(messageAttachments)
    // A millisecond apart, so they list in the order they were sent.
    .values(files.map((f, i) => ({ ...f, messageId, createdAt: new Date(now.getTime() + i) })))
    .returning();
  return rows.map((row) => ({ id: row.id, fileName: row.fileName, contentType: row.contentType, size: row.size }));
}

/** A file of a message of this conversation, or undefined. */
export async function findAttachment(db: Executor, conversationId: string, attachmentId: string) {
  const [row] = await db
    .select({ file: messageAttachments })
    .from(messageAttachments)
    .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
    .where(and(eq(messageAttachments.id, attachmentId), eq(messages.conversationId, conversationId)));
  return row?.file;
}
