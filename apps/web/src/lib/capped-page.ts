import type { TListJobsResponse } from '@labora/shared/jobs';

/**
 * One page of a list whose count the server caps (GET /api/jobs, GET /api/freelancers): the items and the
 * paging fields of the shared response schemas, whatever the item.
 */
export type CappedPage<T> = Omit<TListJobsResponse, 'items'> & { items: T[] };

/**
 * The page after `last`, or undefined at the end. Past the count cap the total is a floor, so a full
 * page is then the only sign that more may follow.
 */
export function nextPageOf(last: CappedPage<unknown>): number | undefined {
  if (last.items.length < last.pageSize) return undefined;
  const more = last.totalCapped || last.page * last.pageSize < last.total;
  return more ? last.page + 1 : undefined;
}
