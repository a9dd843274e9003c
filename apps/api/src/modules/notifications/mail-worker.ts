import {
  EMAIL_PREFERENCE_KEYS,
  type TEmailPreferenceKey,
  type TNotificationMailKind,
} from '@labora/shared/notifications';
import { and, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { type NotificationRow, notificationPreferences, notifications } from '../../db/schema/notifications.js';
import { users } from '../../db/schema/users.js';
import type { AppDeps } from '../../deps.js';
import type { Mail } from '../../lib/mailer.js';
import { notificationsDigestMail, paymentClockMail } from './mails.js';

/** How often the server mails what fell due (jobs.ts): everything a person has pending goes in one mail per run. */
export const NOTIFICATION_MAIL_INTERVAL_MS = 60_000;
/** A mail this late is news no more (a server that was down for days, a seeded database): never sent. */
const STALE_AFTER_MS = 48 * 60 * 60 * 1000;
/** Rows claimed per run; the rest wait for the next. */
const CLAIM_LIMIT = 500;

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'publicUrl' | 'log'>;

/** A kind a person may switch off; the others (REQUIRED_MAIL_KINDS) always go, each in a mail of its own. */
function switchable(kind: TNotificationMailKind): kind is TEmailPreferenceKey {
  return (EMAIL_PREFERENCE_KEYS as readonly string[]).includes(kind);
}

/**
 * One run: claims every notification whose mail fell due (setting mailed_at in the claiming statement, under
 * SKIP LOCKED, so two processes never take the same row and nothing is mailed twice), then sends each person at
 * most one digest with what is still worth telling (their switch on, a message notification still unread), and
 * each required notification (a payment that will release itself) in a mail of its own. A mail that fails to go
 * is released to the next run. Answers how many mails went.
 */
export async function sendNotificationMails(deps: Deps, now: Date): Promise<number> {
  const staleBefore = new Date(now.getTime() - STALE_AFTER_MS);
  // Too late to be news: marked as if mailed, so the due index stays small.
  await deps.db
    .update(notifications)
    .set({ mailedAt: now })
    .where(
      and(
        isNotNull(notifications.mailDueAt),
        isNull(notifications.mailedAt),
        lte(notifications.mailDueAt, staleBefore),
      ),
    );
  const due = deps.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        isNotNull(notifications.mailDueAt),
        isNull(notifications.mailedAt),
        lte(notifications.mailDueAt, now),
        gt(notifications.mailDueAt, staleBefore),
      ),
    )
    .orderBy(notifications.mailDueAt)
    .limit(CLAIM_LIMIT)
    .for('update', { skipLocked: true });
  const claimed = await deps.db
    .update(notifications)
    .set({ mailedAt: now })
    .where(and(inArray(notifications.id, due), isNull(notifications.mailedAt)))
    .returning();
  if (claimed.length === 0) return 0;
  const userIds = [...new Set(claimed.map((row) => row.userId))];
  const people = await deps.db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      isActive: users.isActive,
      proposalAccepted: sql<boolean>`coalesce(${notificationPreferences.proposalAccepted}, true)`,
      paymentReceived: sql<boolean>`coalesce(${notificationPreferences.paymentReceived}, true)`,
      withdrawalSettled: sql<boolean>`coalesce(${notificationPreferences.withdrawalSettled}, true)`,
      unreadMessages: sql<boolean>`coalesce(${notificationPreferences.unreadMessages}, true)`,
    })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(inArray(users.id, userIds));
  let sent = 0;
  for (const person of people) {
    if (!person.isActive) continue;
    const mine = claimed.filter((row) => row.userId === person.id);
    const digest = mine
      .filter((row) => row.mail !== null && switchable(row.mail) && person[row.mail])
      // Read meanwhile: the person saw it, a mail would only repeat it.
      .filter((row) => row.mail !== 'unreadMessages' || row.readAt === null)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    const outgoing: { rows: NotificationRow[]; mail: Mail }[] = mine
      .flatMap((row) => (row.mail !== null && !switchable(row.mail) ? [{ row, kind: row.mail }] : []))
      .map(({ row, kind }) => ({
        rows: [row],
        mail: paymentClockMail({
          kind,
          to: person.email,
          firstName: person.firstName,
          subject: row.mailSubject ?? row.text,
          text: row.text,
          link: row.link,
          publicUrl: deps.publicUrl,
        }),
      }));
    if (digest.length > 0) {
      const mail = notificationsDigestMail({
        to: person.email,
        firstName: person.firstName,
        items: digest.map((row) => ({ text: row.text, link: row.link })),
        publicUrl: deps.publicUrl,
      });
      outgoing.push({ rows: digest, mail });
    }
    for (const { rows, mail } of outgoing) {
      try {
        await deps.mailer.send(mail);
        sent++;
      } catch (error) {
        deps.log.error({ err: error }, 'notification mail not sent: retried on the next run');
        const ids = rows.map((row) => row.id);
        await deps.db.update(notifications).set({ mailedAt: null }).where(inArray(notifications.id, ids));
      }
    }
  }
  return sent;
}
