import { DASHBOARD_CATEGORY_NAMES } from '@labora/shared/catalog';
import {
  MESSAGE_LIMITS,
  MESSAGE_MESSAGES,
  type TConversationKind,
  type TConversationSummary,
} from '@labora/shared/messages';
import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { contracts } from '../../db/schema/contracts.js';
import { conversationMembers, conversations, messages } from '../../db/schema/messages.js';
import { type UserRow, users } from '../../db/schema/users.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { containsPattern } from '../../lib/fold-text.js';
import { accessConversation, activePerson, directKeyOf, findOrCreate, fullName } from './conversation-access.js';
import { othersUpTo } from './receipts.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'realtime'>;

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
