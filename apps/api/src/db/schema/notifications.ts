import { NOTIFICATION_MAIL_KINDS, NOTIFICATION_TYPES } from '@labora/shared/notifications';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, ownedBy, primaryId } from './columns.js';
import { users } from './users.js';

export const notificationType = pgEnum('notification_type', NOTIFICATION_TYPES);
export const notificationMail = pgEnum('notification_mail', NOTIFICATION_MAIL_KINDS);

/** What happened to someone (the bell, the dashboard's list, the Messages panel), and whether it went by e-mail. */
export const notifications = pgTable(
  'notifications',
  {
    id: primaryId(),
    userId: ownedBy('user_id', () => users.id),
    type: notificationType('type').notNull(),
    text: text('text').notNull(),
    // The app path it opens; null when there is nowhere to go.
    link: varchar('link', { length: 300 }),
    // What it is about (a job, a contract, a conversation…): unread 'message' ones collapse per subject.
    subjectId: varchar('subject_id', { length: 80 }),
    // How many events one row stands for (messages of one conversation collapse into one unread row).
    count: integer('count').notNull().default(1),
    createdAt: createdAt(),
    readAt: at('read_at'),
    // Which e-mail switch (Configurações) it goes out under, or a required kind (sent alone); null: never mailed.
    mail: notificationMail('mail'),
    // A mail sent alone (a required kind): its subject; null: the text is the subject.
    mailSubject: varchar('mail_subject', { length: 300 }),
    // From when the mail worker sends it (a message: 15 minutes after the first unread one).
    mailDueAt: at('mail_due_at'),
    // Set by the worker in the transaction that claims it, so nothing is mailed twice.
    mailedAt: at('mailed_at'),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    // One unread message notification per person and conversation: a busy conversation updates it.
    uniqueIndex('notifications_unread_message_key')
      .on(t.userId, t.subjectId)
      .where(sql`${t.type} = 'message' and ${t.readAt} is null`),
    index('notifications_mail_due_idx')
      .on(t.mailDueAt)
      .where(sql`${t.mailDueAt} is not null and ${t.mailedAt} is null`),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;

/** A person's e-mail switches; no row: every switch on. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  proposalAccepted: boolean('proposal_accepted').notNull().default(true),
  paymentReceived: boolean('payment_received').notNull().default(true),
  withdrawalSettled: boolean('withdrawal_settled').notNull().default(true),
  unreadMessages: boolean('unread_messages').notNull().default(true),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
