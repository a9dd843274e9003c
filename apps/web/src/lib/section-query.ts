/**
 * What a section of a page reads of the query that feeds it: the data, or why it is not there yet. A section
 * takes it as a prop when the page loads one aggregate for several sections (the dashboard's GET /api/dashboard,
 * each section with its own `select`); a TanStack Query result fits as it is.
 */
export interface SectionQuery<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}
