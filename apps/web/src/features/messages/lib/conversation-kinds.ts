import type { TConversationKind } from '@labora/shared/messages';

/** SPEC's tabs, in its order and spelling. */
export const CONVERSATION_TABS: ReadonlyArray<{ kind: TConversationKind; label: string }> = [
  { kind: 'direct', label: 'DIRECT' },
  { kind: 'group', label: 'GRUPOS' },
  { kind: 'public', label: 'PÚBLICO' },
];
