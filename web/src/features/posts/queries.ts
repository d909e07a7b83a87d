import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { ACCOUNT_TYPES, POST_STATUSES, getPost, listPlatformPosts, listPostAuthors, listPosts, type AccountType, type PostStatus } from '@cadence/contracts';
import { call, callPaged } from '../../lib/api';
import { dayRangeToUtc } from './day-range';
import { userTimeZone } from './use-time-zone';
import { listQueryOf, listSearchValidator, type ListSearch } from '../../components/data-table/list-search';

/** Every query of posts starts with this key; writes invalidate it (list, calendar, one post). */
export const POSTS_KEY = ['posts'] as const;

export const POST_SORTS = ['id', 'scheduledAt', 'createdAt', 'updatedAt'] as const;
export type PostSort = (typeof POST_SORTS)[number];
export const POST_LIST_DEFAULTS = { limit: 10, orderBy: 'scheduledAt' } as const satisfies { limit: number; orderBy: PostSort };

export const POST_VIEWS = ['list', 'calendar'] as const;
export type PostView = (typeof POST_VIEWS)[number];

/** The URL state of /posts: list paging, filters, and list or calendar. */
export type PostSearch = ListSearch<PostSort> & {
  status?: PostStatus;
  /** Only posts published on some accounts and failed on others. */
  partial?: true;
  platform?: AccountType;
  accountId?: number;
  /** yyyy-mm-dd, inclusive, in the user's time zone. */
  from?: string;
  to?: string;
  view?: PostView;
};

const validateList = listSearchValidator(POST_SORTS);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function positiveInteger(value: unknown): number | undefined {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : undefined;
}

export function validatePostSearch(raw: Record<string, unknown>): PostSearch {
  const search: PostSearch = validateList(raw);
  const status = POST_STATUSES.find((value) => value === raw.status);
  if (status) search.status = status;
  if (raw.partial === true || raw.partial === 'true') search.partial = true;
  const platform = ACCOUNT_TYPES.find((value) => value === raw.platform);
  if (platform) search.platform = platform;
  const accountId = positiveInteger(raw.accountId);
  if (accountId) search.accountId = accountId;
  if (typeof raw.from === 'string' && DAY.test(raw.from)) search.from = raw.from;
  if (typeof raw.to === 'string' && DAY.test(raw.to)) search.to = raw.to;
  const view = POST_VIEWS.find((value) => value === raw.view);
  if (view && view !== 'list') search.view = view;
  return search;
}

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

/** SPEC §3's staff post filter. */
export type PlatformPostSearch = ListSearch<PostSort> & {
  status?: PostStatus;
  platform?: AccountType;
  user_id?: number;
  scheduled_from?: string;
  scheduled_to?: string;
};

export function validatePlatformPostSearch(raw: Record<string, unknown>): PlatformPostSearch {
  const search: PlatformPostSearch = validateList(raw);
  const status = POST_STATUSES.find((value) => value === raw.status);
  if (status) search.status = status;
  const platform = ACCOUNT_TYPES.find((value) => value === raw.platform);
  if (platform) search.platform = platform;
  const userId = positiveInteger(raw.user_id);
  if (userId) search.user_id = userId;
  if (typeof raw.scheduled_from === 'string' && DAY.test(raw.scheduled_from)) search.scheduled_from = raw.scheduled_from;
  if (typeof raw.scheduled_to === 'string' && DAY.test(raw.scheduled_to)) search.scheduled_to = raw.scheduled_to;
  return search;
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

/** One search for both audiences: the client's filter and the staff filter read the same URL. */
export function validatePostsScreenSearch(raw: Record<string, unknown>): PostSearch & PlatformPostSearch {
  return { ...validatePostSearch(raw), ...validatePlatformPostSearch(raw) };
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
