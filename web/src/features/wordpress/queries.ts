import { queryOptions } from '@tanstack/react-query';
import { getWordpressOverview } from '@cadence/contracts';
import { call } from '../../lib/api';

export const WORDPRESS_KEY = ['wordpress'] as const;

/** A connected site's categories, tags and latest posts, read from the site. */
export function wordpressOverviewQuery(accountId: number) {
  return queryOptions({
    queryKey: [...WORDPRESS_KEY, accountId, 'overview'],
    queryFn: async ({ signal }) => (await call(getWordpressOverview, { params: { id: accountId }, signal })).data,
    staleTime: 60_000,
    retry: false,
  });
}
