// Notification kinds and limits without zod (notifications.ts re-exports them), for the bell in every screen.

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
