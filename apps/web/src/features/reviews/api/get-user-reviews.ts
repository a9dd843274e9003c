import type { TUserReviewsResponse } from '@labora/shared/reviews';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const REVIEWS_PAGE_SIZE = 5;

export function getUserReviews(userId: string, page: number) {
  const params = new URLSearchParams({ page: String(page), pageSize: String(REVIEWS_PAGE_SIZE) });
  return apiFetch<TUserReviewsResponse>(`/users/${encodeURIComponent(userId)}/reviews?${params}`);
}

export function userReviewsQueryOptions(userId: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.reviews.ofUser(userId),
    queryFn: ({ pageParam }) => getUserReviews(userId, pageParam),
    initialPageParam: 1,
    // reviewCount counts every published review, so it tells whether another page exists.
    getNextPageParam: (last, _all, lastPage) =>
      lastPage * REVIEWS_PAGE_SIZE < last.reviewCount && last.items.length === REVIEWS_PAGE_SIZE
        ? lastPage + 1
        : undefined,
  });
}

/** Published reviews of a user, newest first, with their average. */
export function useUserReviews(userId: string) {
  return useInfiniteQuery(userReviewsQueryOptions(userId));
}
