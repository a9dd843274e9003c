/** The paged answer shape shared by GET /api/freelancers and GET /api/jobs. */
export interface Paged<T> {
  items: T[];
  total: number;
  totalCapped: boolean;
  page: number;
  pageSize: number;
}

/**
 * The page after `last`, or undefined at the end. Past the count cap the total is a floor, so a full
 * page is then the only sign that more may follow.
 */
export function nextPageOf(last: Paged<unknown>): number | undefined {
  if (last.items.length < last.pageSize) return undefined;
  const more = last.totalCapped || last.page * last.pageSize < last.total;
  return more ? last.page + 1 : undefined;
}
