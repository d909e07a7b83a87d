import { queryOptions } from '@tanstack/react-query';
import { getReviewLink } from '@cadence/contracts';
import { call } from '../../lib/api';

export const reviewLinkKey = (token: string) => ['review-link', token] as const;

/** GET /api/posts/review-links/:token: the posts a review link shows (public). */
export function reviewLinkQuery(token: string) {
  return queryOptions({
    queryKey: reviewLinkKey(token),
    queryFn: async ({ signal }) => (await call(getReviewLink, { params: { token }, signal })).data,
    retry: false,
    staleTime: 30_000,
  });
}
