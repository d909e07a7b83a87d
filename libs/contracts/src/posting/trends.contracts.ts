import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { ROLES } from '../workspace-roles';
import { IsoDate, Strict } from '../schema';
import { AccountTypeSchema } from './account-types';

/** One hashtag a network reports as trending: `tag` is ready for a post, `name` as the network wrote it. */
export const TrendingHashtag = Type.Object({
  tag: Type.String(),
  name: Type.String(),
  /** Posts about it, when the network says (X's tweet count over 24 h). */
  volume: Type.Union([Type.Integer(), Type.Null()]),
});
export type TrendingHashtag = Static<typeof TrendingHashtag>;

/** What one connected network is trending with, read with one of the workspace's accounts. */
export const NetworkTrends = Type.Object({
  network: AccountTypeSchema,
  /** The account whose tokens read the list. */
  accountName: Type.String(),
  /** Where the list comes from; null when the network's API offers no trending list. */
  source: Type.Union([Type.String(), Type.Null()]),
  hashtags: Type.Array(TrendingHashtag),
  /** When the list was last read from the network; null before the first read. */
  refreshedAt: Type.Union([IsoDate, Type.Null()]),
  /** The network's message when the last read failed (the earlier list is kept). */
  error: Type.Union([Type.String(), Type.Null()]),
});
export type NetworkTrends = Static<typeof NetworkTrends>;

/** A hashtag used more in the workspace's published posts this week than in the weeks before. */
export const RisingHashtag = Type.Object({
  tag: Type.String(),
  /** Published posts carrying it in the last 7 days. */
  thisWeek: Type.Integer(),
  /** Its weekly average over the four weeks before. */
  weeklyBefore: Type.Number(),
});
export type RisingHashtag = Static<typeof RisingHashtag>;

export const TrendingHashtags = Type.Object({
  networks: Type.Array(NetworkTrends),
  rising: Type.Array(RisingHashtag),
});
export type TrendingHashtags = Static<typeof TrendingHashtags>;

export const TrendingHashtagsQuery = Strict({ network: Type.Optional(AccountTypeSchema) });
export type TrendingHashtagsQuery = Static<typeof TrendingHashtagsQuery>;

export const getTrendingHashtags = defineEndpoint({
  method: 'GET',
  path: '/api/posts/trending-hashtags',
  summary: "Trending hashtags of each network the workspace has connected (cached, refreshed on a schedule) and those rising in the workspace's own published posts",
  tags: ['posts'],
  auth: 'user',
  roles: ROLES.members,
  permission: 'TrendingHashing',
  query: TrendingHashtagsQuery,
  response: TrendingHashtags,
});

export const refreshTrendingHashtags = defineEndpoint({
  method: 'POST',
  path: '/api/posts/trending-hashtags/refresh',
  summary: 'Read the trending lists again from each network now',
  tags: ['posts'],
  auth: 'user',
  roles: ROLES.writers,
  permission: 'TrendingHashing',
  query: TrendingHashtagsQuery,
  response: TrendingHashtags,
});

/** A trending name as a hashtag a post can carry: "#AI" stays, "Breaking News" becomes "#BreakingNews". */
export function asHashtag(name: string): string | null {
  const words = name
    .replace(/^#/, '')
    .split(/[^\p{L}\p{N}_]+/u)
    .filter(Boolean);
  if (words.length === 0) return null;
  const joined = words.length === 1 ? (words[0] ?? '') : words.map((word) => (word[0] ?? '').toLocaleUpperCase() + word.slice(1)).join('');
  return `#${joined}`;
}
