import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's one filter kept in the address (`?status=abertos`), so a reload or a shared link shows the same
 * list. The first option is the default and stays out of the address; an unknown value reads as it. Changes
 * replace the history entry: Back leaves the screen instead of undoing filters.
 */
type Option = { param: string };

export function useFilterParam<T extends readonly [Option, ...Option[]]>(options: T, key = 'status') {
  const [params, setParams] = useSearchParams();
  const filter: T[number] = options.find((option) => option.param === params.get(key)) ?? options[0];
  const setFilter = useCallback(
    (param: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (param === options[0].param) next.delete(key);
          else next.set(key, param);
          return next;
        },
        { replace: true },
      ),
    [setParams, options, key],
  );
  return { filter, setFilter };
}
