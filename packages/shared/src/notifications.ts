import { z } from 'zod';
import { NOTIFICATION_LIMITS, NOTIFICATION_TYPES } from './notification-rules.js';
import { pageFields } from './paging.js';

// Zod-free, for the bell and the screens that only page notifications: notification-rules.ts.
export {
  EMAIL_PREFERENCE_KEYS,
  MESSAGES_PANEL_TYPES,
  NOTIFICATION_LIMITS,
  NOTIFICATION_MAIL_KINDS,
  NOTIFICATION_TYPES,
  REQUIRED_MAIL_KINDS,
  type TEmailPreferenceKey,
  type TNotificationMailKind,
  type TNotificationType,
} from './notification-rules.js';

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notificação não encontrada.',
} as const;

export const ZNotificationIdParams = z.object({ id: z.uuid({ error: NOTIFICATION_MESSAGES.notFound }) });

export const ZNotificationsQuery = z.object({
  ...pageFields(NOTIFICATION_LIMITS.pageDefault, NOTIFICATION_LIMITS.pageMax),
  /** 'messages': only mentions and group additions (the Messages screen's panel). */
  filter: z.enum(['all', 'messages']).default('all'),
});

export const ZNotification = z.object({
  id: z.uuid(),
  type: z.enum(NOTIFICATION_TYPES),
  text: z.string(),
  /** The app path it opens (e.g. '/dashboard/messages/…'); null when there is nowhere to go. */
  link: z.string().nullable(),
  /** The id of what it is about (a job, a contract, a conversation…). */
  subjectId: z.string().nullable(),
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationsPage = z.object({
  items: z.array(ZNotification),
  hasMore: z.boolean(),
});
export type TNotificationsPage = z.infer<typeof ZNotificationsPage>;

export const ZUnreadNotificationsCount = z.object({ count: z.number().int().min(0) });
export type TUnreadNotificationsCount = z.infer<typeof ZUnreadNotificationsCount>;

export const ZReadAllNotificationsResult = z.object({ count: z.number().int().min(0) });

export const ZNotificationPreferences = z.object({
  proposalAccepted: z.boolean(),
  paymentReceived: z.boolean(),
  withdrawalSettled: z.boolean(),
  unreadMessages: z.boolean(),
});
export type TNotificationPreferences = z.infer<typeof ZNotificationPreferences>;

/** PUT body: any subset of the switches. */
export const ZUpdateNotificationPreferences = ZNotificationPreferences.partial().strict();
export type TUpdateNotificationPreferences = z.input<typeof ZUpdateNotificationPreferences>;
