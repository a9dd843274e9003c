/**
 * What services tell the connected screens after a commit (never inside a transaction: an announcement of a rolled-
 * back row would send people looking for nothing). modules/realtime delivers it: in this process's sockets, and in
 * the other processes' through PostgreSQL NOTIFY carrying ids only. Fire and forget: a lost announcement is repaired
 * by the client's catch-up, so a failure is logged, never thrown at the caller.
 */
export interface Realtime {
  /** A message was stored: its conversation's connected members (a public channel's watchers) receive it. */
  message(conversationId: string, messageId: number): void;
  /** Someone's delivered or read id moved in this conversation: its members' read receipts change. */
  receipt(conversationId: string): void;
  /** These people's notifications, or their list of conversations, changed. */
  toUsers(userIds: readonly string[], event: 'notifications' | 'conversations'): void;
  /**
   * Some sessions of this person ended (logout, password or e-mail change, 'sair de todos os dispositivos',
   * deactivation, deletion): every process checks that person's sockets against the sessions table at once and
   * closes those whose session is gone (4401). Call it after the commit that deleted the sessions.
   */
  sessionsEnded(userId: string): void;
  /** Who of these people has a live socket on any process (a process that stopped beating counts for no one). */
  onlineAmong(userIds: readonly string[]): Promise<Set<string>>;
}

/** Announces nothing and sees no one online: for scripts and tests that run services without a server. */
export const silentRealtime: Realtime = {
  message: () => {},
  receipt: () => {},
  toUsers: () => {},
  sessionsEnded: () => {},
  onlineAmong: async () => new Set(),
};
