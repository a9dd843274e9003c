/**
 * What services ask of the realtime hub (modules/realtime). Telling screens what changed is not here: services record
 * events (lib/event-log.ts) and the log's realtime consumer announces them after the commit.
 */
export interface Realtime {
  /** Who of these people has a live socket on any process (a process that stopped beating counts for no one). */
  onlineAmong(userIds: readonly string[]): Promise<Set<string>>;
}
