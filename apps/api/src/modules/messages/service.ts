import { DASHBOARD_CATEGORY_NAMES } from '@labora/shared/catalog';
import {
  MESSAGE_LIMITS,
  MESSAGE_MESSAGES,
  PEOPLE_SEARCH_LIMIT,
  type TConversationKind,
  type TConversationSummary,
  type TMessage,
  type TMessageAttachment,
  type TMessageHistory,
} from '@labora/shared/messages';
import { and, asc, desc, eq, gt, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { contracts } from '../../db/schema/contracts.js';
import { type ConversationRow, conversationMembers, conversations, messages } from '../../db/schema/messages.js';
import { type UserRow, users } from '../../db/schema/users.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { StoredAttachment } from '../../lib/attachments.js';
import { containsPattern } from '../../lib/fold-text.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import {
  announceNotifications,
  markSubjectRead,
  mentionedAmong,
  type NotificationItem,
  notificationTexts,
  notify,
} from '../notifications/service.js';
import { attachmentsOf, findAttachment, insertAttachments } from './attachments.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'realtime'>;

export const MESSAGE_RATE_LIMIT = {
  name: 'messages:user',
  limit: MESSAGE_LIMITS.perUserPerMinute,
  windowMs: 60_000,
  message: MESSAGE_MESSAGES.tooMany,
};

const fullName = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`;
/** The one key of two people's direct conversation, whichever of them opens it. */
const directKeyOf = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);

/** Someone who may be talked to: an existing, active account. */
async function activePerson(db: Executor, id: string) {
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
async function accessConversation(db: Executor, actor: UserRow, id: string): Promise<Access> {
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

/** The caller's conversation as a list shows it (after an access check). */
export async function getConversation(deps: Deps, input: { actor: UserRow; id: string }) {
  await accessConversation(deps.db, input.actor, input.id);
  const [summary] = await summariesOf(deps, input.actor, [input.id]);
  if (!summary) throw new AppError('NOT_FOUND', MESSAGE_MESSAGES.conversationNotFound);
  return summary;
}

/**
 * Summaries of the given conversations, in the given order: name, picture, last message, the caller's unread
 * count (from their last-read id; capped), the people in it, the others' read receipts and presence.
 */
async function summariesOf(
  deps: Pick<AppDeps, 'db' | 'realtime'>,
  actor: UserRow,
  ids: string[],
): Promise<TConversationSummary[]> {
  if (!ids.length) return [];
  const { db } = deps;
  const lastId = sql<
    number | null
  >`(select max(m.id) from ${messages} m where m.conversation_id = ${conversations.id})`.mapWith(Number);
  // Counted only up to one past the cap: a busy channel's count costs no more than the cap.
  const unread = sql<number>`(select count(*)::int from (
      select 1 from ${messages} u
      where u.conversation_id = ${conversations.id} and u.id > ${conversationMembers.lastReadMessageId}
        and u.sender_id is distinct from ${actor.id}
      limit ${MESSAGE_LIMITS.unreadCap + 1}) unread)`.mapWith(Number);
  const rows = await db
    .select({
      conversation: conversations,
      role: conversationMembers.role,
      lastReadMessageId: conversationMembers.lastReadMessageId,
      lastId,
      unread,
      contractTitle: contracts.title,
    })
    .from(conversations)
    .leftJoin(
      conversationMembers,
      and(eq(conversationMembers.conversationId, conversations.id), eq(conversationMembers.userId, actor.id)),
    )
    .leftJoin(contracts, eq(contracts.id, conversations.contractId))
    .where(inArray(conversations.id, ids));
  const lastIds = rows.map((row) => row.lastId).filter((id): id is number => id !== null && !Number.isNaN(id));
  const lastMessages = lastIds.length
    ? await db
        .select({ id: messages.id, text: messages.text, createdAt: messages.createdAt, senderId: messages.senderId })
        .from(messages)
        .where(inArray(messages.id, lastIds))
    : [];
  const people = await db
    .select({
      conversationId: conversationMembers.conversationId,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      avatarUrl: users.avatarUrl,
      read: conversationMembers.lastReadMessageId,
      delivered: conversationMembers.lastDeliveredMessageId,
    })
    .from(conversationMembers)
    .innerJoin(users, eq(users.id, conversationMembers.userId))
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .where(and(inArray(conversationMembers.conversationId, ids), ne(conversations.kind, 'public')))
    .orderBy(asc(conversationMembers.joinedAt), asc(users.id));
  const directOthers = rows.flatMap((row) =>
    row.conversation.kind === 'direct'
      ? people.filter((p) => p.conversationId === row.conversation.id && p.id !== actor.id).map((p) => p.id)
      : [],
  );
  const online = directOthers.length ? await deps.realtime.onlineAmong(directOthers) : new Set<string>();
  const byId = new Map(
    rows.map((row) => {
      const c = row.conversation;
      const members = people
        .filter((p) => p.conversationId === c.id)
        .map((p) => ({ id: p.id, name: fullName(p), avatarUrl: p.avatarUrl }));
      const other = c.kind === 'direct' ? members.find((m) => m.id !== actor.id) : undefined;
      const last = lastMessages.find((m) => m.id === row.lastId);
      const receipts = othersUpTo(
        people
          .filter((p) => p.conversationId === c.id)
          .map((p) => ({ userId: p.id, read: p.read, delivered: p.delivered })),
        actor.id,
      );
      const summary: TConversationSummary = {
        id: c.id,
        kind: c.kind,
        name:
          c.kind === 'group'
            ? (c.name ?? '')
            : c.kind === 'public'
              ? (c.category ?? '')
              : (other?.name ?? MESSAGE_MESSAGES.emptyConversation),
        avatarUrl: other?.avatarUrl ?? null,
        contractId: c.contractId,
        contractTitle: row.contractTitle,
        lastMessage: last
          ? { id: last.id, text: last.text, createdAt: last.createdAt.toISOString(), senderId: last.senderId }
          : null,
        unreadCount: Math.min(row.unread ?? 0, MESSAGE_LIMITS.unreadCap),
        lastReadMessageId: row.lastReadMessageId ?? 0,
        myRole: row.role,
        members,
        othersDeliveredUpTo: receipts.deliveredUpTo,
        othersReadUpTo: receipts.readUpTo,
        online: other ? online.has(other.id) : false,
      };
      return [c.id, summary] as const;
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The caller's conversations of one kind, the most recently active first (public: the 12 channels in the
 * catalog's order); `search` looks in the conversation's name and its people's names, accents and case ignored.
 */
export async function listConversations(
  deps: Deps,
  input: { actor: UserRow; kind: TConversationKind; search?: string; page: number; pageSize: number },
): Promise<TConversationSummary[]> {
  const search = input.search?.trim();
  const pattern = search ? containsPattern(search) : undefined;
  const nameMatches = pattern
    ? sql`labora_fold(coalesce(${conversations.name}, ${conversations.category}, '')) like ${pattern}`
    : undefined;
  if (input.kind === 'public') {
    const rows = await deps.db
      .select({ id: conversations.id, category: conversations.category })
      .from(conversations)
      .where(and(eq(conversations.kind, 'public'), nameMatches));
    const order = (category: string | null) => DASHBOARD_CATEGORY_NAMES.indexOf(category as never);
    const ids = rows
      .sort((a, b) => order(a.category) - order(b.category))
      .slice((input.page - 1) * input.pageSize, input.page * input.pageSize)
      .map((row) => row.id);
    return summariesOf(deps, input.actor, ids);
  }
  // Someone else in it whose name matches (my own name would match all of mine).
  const personMatches = pattern
    ? sql`exists (select 1 from ${conversationMembers} p join ${users} u on u.id = p.user_id
        where p.conversation_id = ${conversations.id} and p.user_id <> ${input.actor.id}
          and labora_fold(u.first_name || ' ' || u.last_name) like ${pattern})`
    : undefined;
  const lastActivity = sql`coalesce((select max(m.created_at) from ${messages} m where m.conversation_id = ${conversations.id}), ${conversations.createdAt})`;
  const rows = await deps.db
    .select({ id: conversations.id })
    .from(conversations)
    .innerJoin(
      conversationMembers,
      and(eq(conversationMembers.conversationId, conversations.id), eq(conversationMembers.userId, input.actor.id)),
    )
    .where(and(eq(conversations.kind, input.kind), pattern ? or(nameMatches, personMatches) : undefined))
    .orderBy(desc(lastActivity), desc(conversations.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  return summariesOf(
    deps,
    input.actor,
    rows.map((row) => row.id),
  );
}

/** Finds or creates a conversation by a unique key, under any concurrency: the loser of a race reads the winner's. */
async function findOrCreate(
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

/** The one direct conversation of the caller and another active person, created the first time. */
export async function openDirectConversation(deps: Deps, input: { actor: UserRow; userId: string }) {
  if (input.userId === input.actor.id) throw new AppError('BAD_REQUEST', MESSAGE_MESSAGES.selfConversation);
  await activePerson(deps.db, input.userId);
  const directKey = directKeyOf(input.actor.id, input.userId);
  const id = await deps.db.transaction((tx) =>
    findOrCreate(
      tx,
      { kind: 'direct', directKey, createdBy: input.actor.id, createdAt: deps.clock.now() },
      eq(conversations.directKey, directKey),
      [input.actor.id, input.userId],
    ),
  );
  return getConversation(deps, { actor: input.actor, id });
}

/** A group named by the caller, who owns it, with the people given (active accounts only). */
export async function createGroup(deps: Deps, input: { actor: UserRow; name: string; memberIds: string[] }) {
  const others = [...new Set(input.memberIds)].filter((id) => id !== input.actor.id);
  for (const id of others) await activePerson(deps.db, id);
  const now = deps.clock.now();
  const { id, notified } = await deps.db.transaction(async (tx) => {
    const [group] = await tx
      .insert(conversations)
      .values({ kind: 'group', name: input.name, createdBy: input.actor.id, createdAt: now })
      .returning({ id: conversations.id });
    if (!group) throw new Error('group not created');
    await tx
      .insert(conversationMembers)
      .values([
        { conversationId: group.id, userId: input.actor.id, role: 'owner' as const, joinedAt: now },
        ...others.map((userId) => ({ conversationId: group.id, userId, role: 'member' as const, joinedAt: now })),
      ]);
    const adderName = fullName(input.actor);
    const added = others.map((userId) =>
      notificationTexts.addedToGroup({ userId, adderName, groupName: input.name, conversationId: group.id }),
    );
    return { id: group.id, notified: await notify(tx, now, added) };
  });
  announceNotifications(deps, notified);
  return getConversation(deps, { actor: input.actor, id });
}

/** The group's owner, or the refusal: 403 to a non-owner, 400 for a conversation that is not a group. */
async function ownedGroup(db: Executor, actor: UserRow, id: string) {
  const { conversation, member } = await accessConversation(db, actor, id);
  if (conversation.kind !== 'group') throw new AppError('BAD_REQUEST', MESSAGE_MESSAGES.notAGroup);
  if (member?.role !== 'owner') throw new AppError('FORBIDDEN', MESSAGE_MESSAGES.notGroupOwner);
  return conversation;
}

/** The owner adds an active person to the group (again: nothing changes). */
export async function addGroupMember(deps: Deps, input: { actor: UserRow; id: string; userId: string }) {
  const group = await ownedGroup(deps.db, input.actor, input.id);
  await activePerson(deps.db, input.userId);
  const now = deps.clock.now();
  const notified = await deps.db.transaction(async (tx) => {
    // The group row is locked so two additions at once cannot pass the size limit together.
    await tx.select({ id: conversations.id }).from(conversations).where(eq(conversations.id, input.id)).for('update');
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(conversationMembers)
      .where(eq(conversationMembers.conversationId, input.id));
    if ((count?.n ?? 0) >= MESSAGE_LIMITS.groupMembersMax) throw new AppError('CONFLICT', MESSAGE_MESSAGES.groupFull);
    const added = await tx
      .insert(conversationMembers)
      .values({ conversationId: input.id, userId: input.userId, joinedAt: now })
      .onConflictDoNothing()
      .returning({ userId: conversationMembers.userId });
    // Told once, when they actually joined (adding someone already in it changes nothing).
    const items = added.map(({ userId }) =>
      notificationTexts.addedToGroup({
        userId,
        adderName: fullName(input.actor),
        groupName: group.name ?? '',
        conversationId: input.id,
      }),
    );
    return notify(tx, now, items);
  });
  announceNotifications(deps, notified);
  return getConversation(deps, { actor: input.actor, id: input.id });
}

/** The owner removes someone from the group (never themself); removing someone not in it changes nothing. */
export async function removeGroupMember(deps: Deps, input: { actor: UserRow; id: string; userId: string }) {
  await ownedGroup(deps.db, input.actor, input.id);
  if (input.userId === input.actor.id) throw new AppError('BAD_REQUEST', MESSAGE_MESSAGES.ownerStays);
  await deps.db
    .delete(conversationMembers)
    .where(and(eq(conversationMembers.conversationId, input.id), eq(conversationMembers.userId, input.userId)));
  return getConversation(deps, { actor: input.actor, id: input.id });
}

const messageSelection = {
  message: messages,
  firstName: users.firstName,
  lastName: users.lastName,
};

function toMessage(
  row: {
    message: typeof messages.$inferSelect;
    firstName: string | null;
    lastName: string | null;
  },
  attachments: TMessageAttachment[] = [],
): TMessage {
  const m = row.message;
  return {
    id: m.id,
    conversationId: m.conversationId,
    senderId: m.senderId,
    senderName:
      m.kind === 'system'
        ? MESSAGE_MESSAGES.systemSender
        : row.firstName !== null && row.lastName !== null
          ? fullName({ firstName: row.firstName, lastName: row.lastName })
          : MESSAGE_MESSAGES.deletedSender,
    text: m.text,
    createdAt: m.createdAt.toISOString(),
    kind: m.kind,
    attachments,
  };
}

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
  if (member && conversation.kind !== 'public' && (await markDelivered(deps.db, input.id, [input.actor.id], newest))) {
    deps.realtime.receipt(input.id);
  }
  return { messages: page, hasMore: rows.length > input.limit };
}

/** Moves the caller's last-read id forward to `upTo` (never back); joins a public channel on the way. */
async function markReadUpTo(db: Executor, conversationId: string, userId: string, upTo: number, now: Date) {
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

/**
 * Who hears of a new message: members it mentions ('@Ana' or '@Ana Souza'), and in a direct conversation or a
 * group the other members with no live socket (one unread notification per conversation, however many messages).
 */
async function messageNotifications(
  deps: Pick<AppDeps, 'db' | 'realtime'>,
  conversation: ConversationRow,
  actor: UserRow,
  text: string,
): Promise<NotificationItem[]> {
  const mayMention = text.includes('@');
  if (conversation.kind === 'public' && !mayMention) return [];
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
  if (conversation.kind === 'public') return items;
  const unmentioned = others.map((other) => other.id).filter((id) => !mentioned.has(id));
  const online = unmentioned.length > 0 ? await deps.realtime.onlineAmong(unmentioned) : new Set<string>();
  for (const userId of unmentioned) {
    if (!online.has(userId)) items.push(notificationTexts.message({ ...base, userId }));
  }
  return items;
}

/** A member (anyone in a public channel) writes; limited per minute. Their own message counts as read. */
export async function sendMessage(
  deps: Pick<AppDeps, 'db' | 'clock' | 'rateLimitFactor' | 'realtime'>,
  input: { actor: UserRow; id: string; text: string; attachments?: StoredAttachment[] },
): Promise<TMessage> {
  const { conversation } = await accessConversation(deps.db, input.actor, input.id);
  await consumeRateLimit(deps, MESSAGE_RATE_LIMIT, input.actor.id);
  const now = deps.clock.now();
  const told = await messageNotifications(deps, conversation, input.actor, input.text);
  const { message, files, notified } = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(messages)
      .values({ conversationId: input.id, senderId: input.actor.id, kind: 'user', text: input.text, createdAt: now })
      .returning();
    if (!created) throw new Error('message not stored');
    // Files already stored by the route (lib/multipart-upload.ts); it removes them if this throws.
    const files = await insertAttachments(tx, created.id, input.attachments ?? [], now);
    await markReadUpTo(tx, input.id, input.actor.id, created.id, now);
    return { message: created, files, notified: await notify(tx, now, told) };
  });
  announceNotifications(deps, notified);
  return toMessage({ message, firstName: input.actor.firstName, lastName: input.actor.lastName }, files);
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
  await markReadUpTo(deps.db, input.id, input.actor.id, input.messageId, deps.clock.now());
  // Read here: the conversation's 'new messages' notification is read too (the bell tells the truth).
  const subject = { userId: input.actor.id, type: 'message' as const, subjectId: input.id };
  announceNotifications(deps, await markSubjectRead(deps.db, deps.clock.now(), subject));
  if (conversation.kind !== 'public' && input.messageId > (member?.lastReadMessageId ?? 0)) {
    deps.realtime.receipt(input.id);
  }
  const summary = await getConversation(deps, input);
  return { lastReadMessageId: summary.lastReadMessageId, unreadCount: summary.unreadCount };
}

/**
 * Labora writes what happened to a contract (funded, delivered, released, refunded…) in the contract's
 * conversation, created with both sides the first time, in the caller's transaction: the message exists exactly
 * when the event does. Announcing it is the caller's, once the transaction has committed (never inside it):
 * `deps.realtime.message(message.conversationId, message.id)` with the message this answers.
 */
export async function postSystemMessage(
  tx: Executor,
  input: { contractId: string; clientId: string; freelancerId: string; text: string; now?: Date },
): Promise<TMessage> {
  const now = input.now ?? new Date();
  const conversationId = await findOrCreate(
    tx,
    { kind: 'direct', contractId: input.contractId, createdBy: input.clientId, createdAt: now },
    eq(conversations.contractId, input.contractId),
    [input.clientId, input.freelancerId],
  );
  const [message] = await tx
    .insert(messages)
    .values({ conversationId, senderId: null, kind: 'system', text: input.text, createdAt: now })
    .returning();
  if (!message) throw new Error('system message not stored');
  return toMessage({ message, firstName: null, lastName: null });
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
function othersUpTo(marks: MemberMarks[], userId: string) {
  const others = marks.filter((m) => m.userId !== userId);
  if (!others.length) return { deliveredUpTo: 0, readUpTo: 0 };
  return {
    deliveredUpTo: Math.min(...others.map((m) => Math.max(m.delivered, m.read))),
    readUpTo: Math.min(...others.map((m) => m.read)),
  };
}

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

/**
 * A contract's conversation for one of its two sides (the contracts module checked who the caller is), created
 * with both the first time: 'Enviar Mensagem' on a contract opens it.
 */
export async function openContractConversation(
  deps: Deps,
  input: { actor: UserRow; contractId: string; clientId: string; freelancerId: string },
): Promise<TConversationSummary> {
  const id = await deps.db.transaction((tx) =>
    findOrCreate(
      tx,
      { kind: 'direct', contractId: input.contractId, createdBy: input.clientId, createdAt: deps.clock.now() },
      eq(conversations.contractId, input.contractId),
      [input.clientId, input.freelancerId],
    ),
  );
  return getConversation(deps, { actor: input.actor, id });
}

/**
 * Announces the newest message of a contract's conversation, after the commit of a transaction that posted one
 * deep inside another module (a deposit confirmed later pays the escrow): the client's catch-up fetches from there.
 */
export async function announceContractConversation(deps: Pick<AppDeps, 'db' | 'realtime'>, contractId: string) {
  // Its events notify the sides too (contracts, wallet): their bells count again.
  const sides = await deps.db
    .select({ userId: conversationMembers.userId })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .where(eq(conversations.contractId, contractId));
  announceNotifications(
    deps,
    sides.map((side) => side.userId),
  );
  const [row] = await deps.db
    .select({ conversationId: conversations.id, id: sql<number | null>`max(${messages.id})`.mapWith(Number) })
    .from(conversations)
    .innerJoin(messages, eq(messages.conversationId, conversations.id))
    .where(eq(conversations.contractId, contractId))
    .groupBy(conversations.id);
  if (row?.id) deps.realtime.message(row.conversationId, row.id);
}

/** Active people other than the caller whose name holds `search` (accents and case ignored), to add to a group. */
export async function searchPeople(deps: Pick<AppDeps, 'db'>, input: { actor: UserRow; search: string }) {
  const rows = await deps.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, avatarUrl: users.avatarUrl })
    .from(users)
    .where(
      and(
        eq(users.isActive, true),
        ne(users.id, input.actor.id),
        sql`labora_fold(${users.firstName} || ' ' || ${users.lastName}) like ${containsPattern(input.search)}`,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(PEOPLE_SEARCH_LIMIT);
  return rows.map((row) => ({ id: row.id, name: fullName(row), avatarUrl: row.avatarUrl }));
}

/** True when `id` is a public channel (whose messages anyone signed in may watch live). */
export async function isPublicChannel(db: Executor, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.kind, 'public')));
  return row !== undefined;
}
