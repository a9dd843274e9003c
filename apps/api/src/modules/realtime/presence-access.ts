import type { Executor } from '../../db/client.js';
import { connectedAmong } from '../connections/service.js';
import { inConversationWithAmong } from '../messages/service.js';

/**
 * Whose presence `watcherId` may watch among `userIds`: their own, and people they are connected to or share a
 * direct conversation or a group with. A stranger's online status is theirs to keep.
 */
export async function presenceVisibleTo(
  db: Executor,
  watcherId: string,
  userIds: readonly string[],
): Promise<Set<string>> {
  const asked = [...new Set(userIds)].filter((id) => id !== watcherId);
  const visible = new Set(userIds.includes(watcherId) ? [watcherId] : []);
  if (!asked.length) return visible;
  for (const id of await inConversationWithAmong(db, watcherId, asked)) visible.add(id);
  const rest = asked.filter((id) => !visible.has(id));
  if (rest.length) for (const id of await connectedAmong(db, watcherId, rest)) visible.add(id);
  return visible;
}
