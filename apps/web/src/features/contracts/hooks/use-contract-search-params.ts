import type { TContractStatus } from '@labora/shared/contract-labels';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { StatusOption } from '../lib/status';

/** The API refuses longer searches (ZListContractsQuery). */
export const SEARCH_MAX_LENGTH = 100;

export interface ContractsQuery {
  search: string;
  status: TContractStatus | '';
}

const KEYS = { q: 'q', status: 'status' };

/**
 * Search and status live in the address (?q=...&status=...), so a reload, Back or a shared link shows the
 * same list. Edits replace the history entry: Back leaves the screen instead of undoing keystrokes.
 */
export function useContractSearchParams(options: readonly StatusOption[]) {
  const [params, setParams] = useSearchParams();

  const parse = useCallback(
    (source: URLSearchParams): ContractsQuery => ({
      search: (source.get(KEYS.q) ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
      status: options.find((o) => o.param === source.get(KEYS.status))?.status ?? '',
    }),
    [options],
  );

  const query = useMemo(() => parse(params), [params, parse]);

  const update = useCallback(
    (patch: Partial<ContractsQuery>) => {
      setParams(
        (current) => {
          const next = { ...parse(current), ...patch };
          const out = new URLSearchParams();
          if (next.search) out.set(KEYS.q, next.search);
          const param = options.find((o) => o.status === next.status)?.param;
          if (param) out.set(KEYS.status, param);
          return out;
        },
        { replace: true },
      );
    },
    [setParams, parse, options],
  );

  return { query, update };
}
