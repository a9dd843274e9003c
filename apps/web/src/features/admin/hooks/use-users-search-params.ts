import { ZListUsersQuery } from '@labora/shared/admin';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { UsersQuery } from '../api/get-users';

export type UsersSort = UsersQuery['sort'];
export type SortOrder = UsersQuery['order'];

/** The API's own order when none is chosen: newest first. */
const DEFAULTS: UsersQuery = { q: '', sort: 'createdAt', order: 'desc', page: 1 };

/** Each parameter checked by the API's own schema; a bad one (a hand-edited address) falls back to its default. */
function parse(params: URLSearchParams): UsersQuery {
  const field = <K extends keyof UsersQuery>(key: K): UsersQuery[K] => {
    const parsed = ZListUsersQuery.shape[key].safeParse(params.get(key) ?? undefined);
    return parsed.success ? (parsed.data as UsersQuery[K]) : DEFAULTS[key];
  };
  return { q: field('q'), sort: field('sort'), order: field('order'), page: field('page') };
}

/**
 * Search, sort and page live in the address (?q=&sort=&order=&page=), so a reload or a shared link
 * shows the same table. Defaults are left out to keep the address short; edits replace the history
 * entry, so Back leaves the screen instead of stepping through every keystroke.
 */
export function useUsersSearchParams() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parse(params), [params]);

  const update = useCallback(
    (patch: Partial<UsersQuery>) => {
      setParams(
        (current) => {
          const next = { ...parse(current), ...patch };
          const out = new URLSearchParams();
          for (const key of ['q', 'sort', 'order', 'page'] as const) {
            if (next[key] !== DEFAULTS[key]) out.set(key, String(next[key]));
          }
          return out;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return { query, update };
}
