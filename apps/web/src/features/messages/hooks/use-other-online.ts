import type { TConversationSummary } from '@labora/shared/messages';
import { usePresence } from '@/lib/realtime';
import { useSessionUser } from '@/lib/session';

/**
 * 'Online' in a direct conversation's header: whether the other person has a live socket. The conversation says
 * how it was when loaded; the WebSocket's presence events say how it is now.
 */
export function useOtherOnline(conversation: Pick<TConversationSummary, 'kind' | 'members' | 'online'>): boolean {
  const me = useSessionUser();
  const other =
    conversation.kind === 'direct' ? (conversation.members.find((member) => member.id !== me?._id)?.id ?? null) : null;
  const live = usePresence(other);
  return other !== null && (live ?? conversation.online);
}
