import { z } from 'zod';
import { pageFields } from './paging.js';

/**
 * Notifications: what happened to me while I was elsewhere. SPEC's types are message, payment and system; the
 * others say which event made them (the bell shows all; the Messages 'Notificações' panel mentions and groups).
 */
export const NOTIFICATION_TYPES = [
  'message',
  'payment',
  'system',
  'proposal',
  'contract',
  'review',
  'group',
  'mention',
  'connection',
  'invitation',
  'withdrawal',
] as const;
export type TNotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The Messages screen's 'Notificações' panel shows only these. */
export const MESSAGES_PANEL_TYPES = ['mention', 'group'] as const satisfies readonly TNotificationType[];

/** The e-mails a person may switch off in Configurações ('E-mails'); all on by default. */
export const EMAIL_PREFERENCE_KEYS = [
  'proposalAccepted',
  'paymentReceived',
  'withdrawalSettled',
  'unreadMessages',
] as const;
export type TEmailPreferenceKey = (typeof EMAIL_PREFERENCE_KEYS)[number];

/**
 * E-mails nobody can switch off, each sent alone and at once: 'deliveries' warns a client that a delivery's payment
 * will be released by itself (WALLET_LIMITS.autoReleaseDays) and reminds them before it is; silenced, it would let
 * money leave their escrow unseen. 'disputes' tells both sides of a dispute's steps that set its dates and move its
 * money (opened, answered, decided, appealed, final): a missed date decides the case without them.
 */
export const REQUIRED_MAIL_KINDS = ['deliveries', 'disputes'] as const;
/** Every kind of e-mail a notification may go out as: a switch of Configurações or a required one. */
export const NOTIFICATION_MAIL_KINDS = [...EMAIL_PREFERENCE_KEYS, ...REQUIRED_MAIL_KINDS] as const;
export type TNotificationMailKind = (typeof NOTIFICATION_MAIL_KINDS)[number];

export const NOTIFICATION_LIMITS = {
  pageDefault: 20,
  pageMax: 50,
  /** A message notification still unread after this long goes out by e-mail (when the person wants it). */
  unreadMessageMailAfterMs: 15 * 60 * 1000,
} as const;

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
