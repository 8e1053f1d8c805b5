// The review queue's calls (docs/product/api.md): GET /admin/reviews with its filters and
// pages, PUT /admin/reviews/{reviewId} to acknowledge or dismiss. The open counts and a
// conversation's flags, which other screens show too, are in lib/review-queries.ts.
import type { operations, ReviewUpdate } from '@backoffice/api-client';
import { keepPreviousData } from '@tanstack/react-query';
import { useApiMutation } from '../../lib/api-mutation.ts';
import { prefetchQuery, useQueryHooks, type ServerState } from '../../lib/server-state.tsx';

export type ReviewsQuery = NonNullable<operations['listReviews']['parameters']['query']>;

export function useReviewsQuery(query: ReviewsQuery, enabled = true) {
  const queryHooks = useQueryHooks();
  return queryHooks.useQuery('get', '/admin/reviews', { params: { query } }, { placeholderData: keepPreviousData, enabled });
}

/** Starts a page of the queue for the screen about to be shown (its prefetch). */
export function prefetchReviews(server: ServerState, query: ReviewsQuery): void {
  prefetchQuery(server, (q) => q.queryOptions('get', '/admin/reviews', { params: { query } }));
}

export function useUpdateReviewMutation() {
  return useApiMutation('put', '/admin/reviews/{reviewId}', {
    request: ({ reviewId, ...body }: { reviewId: number } & ReviewUpdate) => ({ params: { path: { reviewId } }, body }),
    invalidate: ['/admin/reviews'],
  });
}
