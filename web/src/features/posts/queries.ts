import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getPost, listPlatformPosts, listPostAuthors, listPosts } from '@cadence/contracts';
import { call, callPaged } from '../../lib/api';
import { dayRangeToUtc } from './day-range';
import { userTimeZone } from './use-time-zone';
import { listQueryOf } from '../../components/data-table/list-search';
import { POST_LIST_DEFAULTS, type PostSearch, type PlatformPostSearch } from './search';
export { POST_SORTS, type PostSort, POST_LIST_DEFAULTS, POST_VIEWS, type PostView, type PostSearch, validatePostSearch, type PlatformPostSearch, validatePlatformPostSearch, validatePostsScreenSearch } from './search';

/** Every query of posts starts with this key; writes invalidate it (list, calendar, one post). */
export const POSTS_KEY = ['posts'] as const;

/** The filters of a post search as the list query sends them; the day range is turned into instants by the caller. */
export function postFilters(search: PostSearch, range: { from?: string; to?: string }) {
  return {
    ...(search.status ? { status: search.status } : {}),
    ...(search.partial ? { partial: true } : {}),
    ...(search.platform ? { platform: search.platform } : {}),
    ...(search.accountId ? { accountId: search.accountId } : {}),
    ...(range.from ? { from: range.from } : {}),
    ...(range.to ? { to: range.to } : {}),
  };
}

export function postsQuery(search: PostSearch, range: { from?: string; to?: string }) {
  const query = { ...listQueryOf(search, POST_LIST_DEFAULTS), ...postFilters(search, range) };
  return queryOptions({
    queryKey: [...POSTS_KEY, 'list', query],
    queryFn: ({ signal }) => callPaged(listPosts, { query, signal }),
  });
}

/** The posts of a calendar range (the visible weeks), up to the API's largest page. */
export function calendarPostsQuery(range: { from: string; to: string }, filters: Pick<PostSearch, 'status' | 'partial' | 'platform' | 'accountId'>) {
  const query = { page: 0, limit: 100, orderBy: 'scheduledAt' as const, order: 'asc' as const, ...postFilters(filters, range) };
  return queryOptions({
    queryKey: [...POSTS_KEY, 'calendar', query],
    queryFn: ({ signal }) => callPaged(listPosts, { query, signal }),
  });
}

/** One post; polled while `poll` says its targets are still publishing. */
export function postQuery(id: number) {
  return queryOptions({
    queryKey: [...POSTS_KEY, 'one', id],
    queryFn: async ({ signal }) => (await call(getPost, { params: { id }, signal })).data,
  });
}

export function platformPostsQuery(search: PlatformPostSearch, range: { from?: string; to?: string }) {
  const query = {
    ...listQueryOf(search, POST_LIST_DEFAULTS),
    ...(search.status ? { status: search.status } : {}),
    ...(search.platform ? { platform: search.platform } : {}),
    ...(search.user_id ? { user_id: search.user_id } : {}),
    ...(range.from ? { scheduled_from: range.from } : {}),
    ...(range.to ? { scheduled_to: range.to } : {}),
  };
  return queryOptions({
    queryKey: [...POSTS_KEY, 'platform', query],
    queryFn: ({ signal }) => callPaged(listPlatformPosts, { query, signal }),
  });
}

/** The user options of the staff filter (name and e-mail), searched as the user types. */
export function postAuthorsQuery(search: string) {
  const text = search.trim();
  return queryOptions({
    queryKey: [...POSTS_KEY, 'authors', text],
    queryFn: async ({ signal }) => (await callPaged(listPostAuthors, { query: { limit: 20, orderBy: 'name', ...(text ? { search: text } : {}) }, signal })).data,
    staleTime: 30_000,
  });
}

/** Loads the first page of the screen a user sees (staff: every workspace; clients: their own list). */
export async function loadPostsScreen(queryClient: QueryClient, user: { workspaceId: number | null; time_zone: string }, search: PostSearch & PlatformPostSearch): Promise<void> {
  const zone = userTimeZone(user.time_zone);
  if (user.workspaceId === null) {
    await queryClient.ensureQueryData(platformPostsQuery(search, dayRangeToUtc({ from: search.scheduled_from, to: search.scheduled_to }, zone)));
  } else if (search.view !== 'calendar') {
    await queryClient.ensureQueryData(postsQuery(search, dayRangeToUtc(search, zone)));
  }
}
