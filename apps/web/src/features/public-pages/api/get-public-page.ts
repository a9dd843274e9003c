import type { TPublicFreelancer, TPublicJob } from '@labora/shared/public-pages';
import { useEffect, useState } from 'react';
import { apiFetch } from '@/lib/api-client';

type PublicPageState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

/**
 * One public read for a visitor without an account: a plain fetch, so the guest pages never download TanStack
 * Query (the signed-in screens' cache) for a single call.
 */
function usePublicRead<T>(path: string): PublicPageState<T> & { retry: () => void } {
  const [state, setState] = useState<PublicPageState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again on purpose.
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    apiFetch<T>(path).then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [path, attempt]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}

export const usePublicJob = (id: string) => usePublicRead<TPublicJob>(`/public/jobs/${encodeURIComponent(id)}`);
export const usePublicFreelancer = (id: string) =>
  usePublicRead<TPublicFreelancer>(`/public/freelancers/${encodeURIComponent(id)}`);
