import { ACCOUNT_TYPES, POST_STATUSES, type AccountType, type PostStatus } from '@cadence/contracts';
import { listSearchValidator, type ListSearch } from '../../components/data-table/list-search';

// The routes check their URLs with this module alone, so the route tree carries none of the
// feature's queries or contracts.

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

/** One search for both audiences: the client's filter and the staff filter read the same URL. */
export function validatePostsScreenSearch(raw: Record<string, unknown>): PostSearch & PlatformPostSearch {
  return { ...validatePostSearch(raw), ...validatePlatformPostSearch(raw) };
}
