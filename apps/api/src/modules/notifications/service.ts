import {
  EMAIL_PREFERENCE_KEYS,
  MESSAGES_PANEL_TYPES,
  NOTIFICATION_LIMITS,
  NOTIFICATION_MESSAGES,
  type TNotification,
  type TNotificationPreferences,
  type TNotificationsPage,
  type TNotificationType,
  type TUpdateNotificationPreferences,
} from '@labora/shared/notifications';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { type NotificationRow, notificationPreferences, notifications } from '../../db/schema/notifications.js';
import type { UserRow } from '../../db/schema/users.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { recordEvent } from '../../lib/event-log.js';
import type { NotificationItem } from './texts.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * Creates notifications inside the caller's transaction (with the event, so a rolled-back event notifies no one);
 * the event log rings their bells once it commits. Answers who was notified. An unread 'message' notification
 * for the same person and conversation is updated instead (one per conversation, however busy it is).
 */
export async function notify(tx: Executor, now: Date, items: readonly NotificationItem[]): Promise<string[]> {
  if (items.length === 0) return [];
  const mailDueAt = (item: NotificationItem) =>
    item.mail === undefined
      ? null
      : item.mail === 'unreadMessages'
        ? new Date(now.getTime() + NOTIFICATION_LIMITS.unreadMessageMailAfterMs)
        : now;
  const row = (item: NotificationItem) => ({
    userId: item.userId,
    type: item.type,
    text: item.text,
    link: item.link ?? null,
    subjectId: item.subjectId ?? null,
    createdAt: now,
    mail: item.mail ?? null,
    mailSubject: item.mailSubject ?? null,
    mailDueAt: mailDueAt(item),
  });
  const plain = items.filter((item) => item.type !== 'message' || item.subjectId === undefined);
  if (plain.length > 0) await tx.insert(notifications).values(plain.map(row));
  // Messages: one statement per distinct collapsed text (the same for every member of a conversation).
  const collapsing = items.filter((item) => item.type === 'message' && item.subjectId !== undefined);
  const byText = new Map<string, NotificationItem[]>();
  for (const item of collapsing) {
    const key = `${item.collapsedText ?? ''}\u0000${item.text}`;
    byText.set(key, [...(byText.get(key) ?? []), item]);
  }
  for (const group of byText.values()) {
    const first = group[0] as NotificationItem;
    const collapsed = first.collapsedText;
    await tx
      .insert(notifications)
      .values(group.map(row))
      .onConflictDoUpdate({
        target: [notifications.userId, notifications.subjectId],
        targetWhere: sql`${notifications.type} = 'message' and ${notifications.readAt} is null`,
        set: {
          count: sql`${notifications.count} + 1`,
          text:
            collapsed === undefined
              ? sql`excluded.text`
              : sql`replace(${collapsed}::text, '{n}', (${notifications.count} + 1)::text)`,
          link: sql`excluded.link`,
          // Newest first in the list; the mail stays due 15 minutes after the first unread message.
          createdAt: sql`excluded.created_at`,
        },
      });
  }
  const notified = [...new Set(items.map((item) => item.userId))];
  recordEvent(tx, { type: 'notifications.changed', audience: notified, data: {} });
  return notified;
}

/**
 * Marks read the unread notifications of one subject (e.g. the conversation whose messages the person just read),
 * inside the caller's transaction (their bell changes once it commits).
 */
export async function markSubjectRead(
  tx: Executor,
  now: Date,
  input: { userId: string; type: TNotificationType; subjectId: string },
): Promise<string[]> {
  const rows = await tx
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, input.userId),
        eq(notifications.type, input.type),
        eq(notifications.subjectId, input.subjectId),
        isNull(notifications.readAt),
      ),
    )
    .returning({ id: notifications.id });
  if (rows.length === 0) return [];
  recordEvent(tx, { type: 'notifications.changed', audience: [input.userId], data: {} });
  return [input.userId];
}

function toNotification(row: NotificationRow): TNotification {
  return {
    id: row.id,
    type: row.type,
    text: row.text,
    link: row.link,
    subjectId: row.subjectId,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/** The caller's notifications, newest first; 'messages': only mentions and group additions. */
export async function listNotifications(
  deps: Deps,
  input: { actor: UserRow; page: number; pageSize: number; filter: 'all' | 'messages' },
): Promise<TNotificationsPage> {
  const rows = await deps.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, input.actor.id),
        input.filter === 'messages' ? inArray(notifications.type, [...MESSAGES_PANEL_TYPES]) : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(input.pageSize + 1)
    .offset((input.page - 1) * input.pageSize);
  return { items: rows.slice(0, input.pageSize).map(toNotification), hasMore: rows.length > input.pageSize };
}

export async function countUnread(deps: Deps, input: { actor: UserRow }) {
  const [row] = await deps.db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, input.actor.id), isNull(notifications.readAt)));
  return { count: row?.count ?? 0 };
}

/** Marks one of the caller's notifications read (someone else's is not found); idempotent. */
export async function markNotificationRead(deps: Deps, input: { actor: UserRow; id: string }) {
  const [row] = await deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, input.id), eq(notifications.userId, input.actor.id)));
  if (!row) throw new AppError('NOT_FOUND', NOTIFICATION_MESSAGES.notFound);
  if (row.readAt) return toNotification(row);
  const [updated] = await deps.db.transaction(async (tx) => {
    // The caller's other tabs and devices update their bell too.
    recordEvent(tx, { type: 'notifications.changed', audience: [input.actor.id], data: {} });
    return tx
      .update(notifications)
      .set({ readAt: deps.clock.now() })
      .where(and(eq(notifications.id, row.id), isNull(notifications.readAt)))
      .returning();
  });
  return toNotification(updated ?? row);
}

export async function markAllNotificationsRead(deps: Deps, input: { actor: UserRow }) {
  const rows = await deps.db.transaction(async (tx) => {
    const read = await tx
      .update(notifications)
      .set({ readAt: deps.clock.now() })
      .where(and(eq(notifications.userId, input.actor.id), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    // The caller's other tabs and devices update their bell too.
    if (read.length > 0) recordEvent(tx, { type: 'notifications.changed', audience: [input.actor.id], data: {} });
    return read;
  });
  return { count: rows.length };
}

const DEFAULT_PREFERENCES: TNotificationPreferences = {
  proposalAccepted: true,
  paymentReceived: true,
  withdrawalSettled: true,
  unreadMessages: true,
};

export async function getNotificationPreferences(
  deps: Pick<AppDeps, 'db'>,
  input: { actor: Pick<UserRow, 'id'> },
): Promise<TNotificationPreferences> {
  const [row] = await deps.db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, input.actor.id));
  if (!row) return { ...DEFAULT_PREFERENCES };
  return Object.fromEntries(EMAIL_PREFERENCE_KEYS.map((key) => [key, row[key]])) as TNotificationPreferences;
}

export async function updateNotificationPreferences(
  deps: Deps,
  input: { actor: UserRow; changes: TUpdateNotificationPreferences },
): Promise<TNotificationPreferences> {
  const now = deps.clock.now();
  await deps.db
    .insert(notificationPreferences)
    .values({ ...DEFAULT_PREFERENCES, ...input.changes, userId: input.actor.id, updatedAt: now })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...input.changes, updatedAt: now } });
  return getNotificationPreferences(deps, input);
}

// Other modules build their items here (their texts in one place) and import only this file.
export { NOTIFICATION_MAIL_INTERVAL_MS, sendNotificationMails } from './mail-worker.js';
export { type Mentionable, mentionedAmong } from './mentions.js';
export {
  contractEventNotifications,
  type NotificationItem,
  notificationLinks,
  notificationTexts,
} from './texts.js';
