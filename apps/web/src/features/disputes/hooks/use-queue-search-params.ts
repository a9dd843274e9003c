import type { TModerationQueueQuery } from '@labora/shared/disputes';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { ModerationQueueQuery } from '../api/get-moderation-queue';

export type QueueStatus = NonNullable<TModerationQueueQuery['status']>;

export const QUEUE_STATUSES: readonly QueueStatus[] = [
  'open',
  'awaiting_moderator',
  'in_review',
  'appealed',
  'closed',
  'mine',
];

/** The queue's tab and page live in the address, so a reload or a shared link keeps them. */
export function useQueueSearchParams() {
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const status = QUEUE_STATUSES.find((value) => value === rawStatus) ?? 'open';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const query: ModerationQueueQuery = { status, page };
  const update = useCallback(
    (next: Partial<ModerationQueueQuery>) =>
      setParams(
        (current) => {
          const merged = new URLSearchParams(current);
          if (next.status !== undefined) merged.set('status', next.status);
          if (next.page !== undefined) merged.set('page', String(next.page));
          return merged;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { query, update };
}
