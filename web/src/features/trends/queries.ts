import { queryOptions } from '@tanstack/react-query';
import { getTrendingHashtags } from '@cadence/contracts';
import { call } from '../../lib/api';

export const TRENDS_KEY = ['trending-hashtags'] as const;

/** Each connected network's trending hashtags and those rising in the workspace's posts (cached by the server). */
export function trendingHashtagsQuery() {
  return queryOptions({
    queryKey: TRENDS_KEY,
    queryFn: async ({ signal }) => (await call(getTrendingHashtags, { query: {}, signal })).data,
    staleTime: 60_000,
  });
}
