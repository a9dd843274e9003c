import { MESSAGE_LIMITS, MESSAGE_MESSAGES, type TMessage } from '@labora/shared/messages';
import { and, eq, ne } from 'drizzle-orm';
import { type ConversationRow, conversationMembers, messages } from '../../db/schema/messages.js';
import { type UserRow, users } from '../../db/schema/users.js';
import type { AppDeps } from '../../deps.js';
import type { StoredAttachment } from '../../lib/attachments.js';
import { recordEvent } from '../../lib/event-log.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import { mentionedAmong, type NotificationItem, notificationTexts, notify } from '../notifications/service.js';
import { insertAttachments } from './attachments.js';
import { accessConversation, fullName } from './conversation-access.js';
import { toMessage } from './message-rows.js';
import { markReadUpTo } from './receipts.js';

export const MESSAGE_RATE_LIMIT = {
  name: 'messages:user',
  limit: MESSAGE_LIMITS.perUserPerMinute,
  windowMs: 60_000,
  message: MESSAGE_MESSAGES.tooMany,
};

/**
 * Who hears of a new message: members it mentions ('@Ana' or '@Ana Souza'), and in a direct conversation or a
 * group the other members with no live socket (one unread notification per conversation, however many messages).
 */
async function messageNotifications(
  deps: Pick<AppDeps, 'db' | 'realtime'>,
  conversation: ConversationRow,
  actor: UserRow,
  text: string,
): Promise<{ told: NotificationItem[]; others: string[] }> {
  const mayMention = text.includes('@');
  if (conversation.kind === 'public' && !mayMention) return { told: [], others: [] };
  const others = await deps.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(conversationMembers)
    .innerJoin(users, eq(users.id, conversationMembers.userId))
    .where(and(eq(conversationMembers.conversationId, conversation.id), ne(conversationMembers.userId, actor.id)));
  const senderName = fullName(actor);
  const where = conversation.kind === 'direct' ? null : (conversation.name ?? null);
  const base = { senderName, where, conversationId: conversation.id };
  const mentioned = new Set(mayMention ? mentionedAmong(text, others) : []);
  const items = [...mentioned].map((userId) => notificationTexts.mention({ ...base, userId }));
  // A public channel's readers are not its audience: only a direct or group conversation's members are.
  if (conversation.kind === 'public') return { told: items, others: [] };
  const unmentioned = others.map((other) => other.id).filter((id) => !mentioned.has(id));
  const online = unmentioned.length > 0 ? await deps.realtime.onlineAmong(unmentioned) : new Set<string>();
  for (const userId of unmentioned) {
    if (!online.has(userId)) items.push(notificationTexts.message({ ...base, userId }));
  }
  return { told: items, others: others.map((other) => other.id) };
}

/** A member (anyone in a public channel) writes; limited per minute. Their own message counts as read. */
export async function sendMessage(
  deps: Pick<AppDeps, 'db' | 'clock' | 'rateLimitFactor' | 'realtime'>,
  input: { actor: UserRow; id: string; text: string; attachments?: StoredAttachment[] },
): Promise<TMessage> {
  const { conversation } = await accessConversation(deps.db, input.actor, input.id);
  await consumeRateLimit(deps, MESSAGE_RATE_LIMIT, input.actor.id);
  const now = deps.clock.now();
  const { told, others } = await messageNotifications(deps, conversation, input.actor, input.text);
  const { message, files } = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(messages)
      .values({ conversationId: input.id, senderId: input.actor.id, kind: 'user', text: input.text, createdAt: now })
      .returning();
    if (!created) throw new Error('message not stored');
    // Files already stored by the route (lib/multipart-upload.ts); it removes them if this throws.
    const files = await insertAttachments(tx, created.id, input.attachments ?? [], now);
    await markReadUpTo(tx, input.id, input.actor.id, created.id, now);
    await notify(tx, now, told);
    // The others (and the sender's other tabs) receive it once this commits; a direct or group conversation's
    // members have it in their 'Atividades recentes' too.
    recordEvent(tx, {
      type: 'message.sent',
      audience: [input.actor.id, ...others],
      actorId: input.actor.id,
      data: { conversationId: input.id, messageId: created.id },
    });
    return { message: created, files };
  });
  return toMessage({ message, firstName: input.actor.firstName, lastName: input.actor.lastName }, files);
}
