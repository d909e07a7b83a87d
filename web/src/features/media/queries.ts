import { queryOptions } from '@tanstack/react-query';
import {
  MEDIA_KINDS,
  getMediaLimits,
  listMedia,
  listMediaFolders,
  listMediaTags,
  listMediaUsages,
  type MediaKind,
  type MediaListQuery,
} from '@cadence/contracts';
import { call, callPaged } from '../../lib/api';

/** Every query of the media library starts with this key; writes invalidate it. */
export const MEDIA_KEY = ['media'] as const;

export const MEDIA_SORTS = ['createdAt', 'name', 'sizeBytes'] as const;
export type MediaSort = (typeof MEDIA_SORTS)[number];
export const MEDIA_VIEWS = ['grid', 'list'] as const;
export type MediaView = (typeof MEDIA_VIEWS)[number];
export const MEDIA_PAGE_SIZE = 24;

/** The library screen's state in the URL: filters, sort, page and view. */
export interface MediaSearch {
  page?: number;
  search?: string;
  kind?: MediaKind;
  /** 0: the top level only. */
  folderId?: number;
  tag?: string;
  sort?: MediaSort;
  order?: 'asc' | 'desc';
  view?: MediaView;
}

function positiveInteger(value: unknown, minimum: number): number | undefined {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= minimum ? number : undefined;
}

function pick<V extends string>(values: readonly V[], value: unknown): V | undefined {
  return values.find((candidate) => candidate === value);
}

export function validateMediaSearch(raw: Record<string, unknown>): MediaSearch {
  const search: MediaSearch = {};
  const page = positiveInteger(raw.page, 1);
  if (page) search.page = page;
  if (typeof raw.search === 'string' && raw.search.trim() !== '') search.search = raw.search.slice(0, 200);
  const kind = pick(MEDIA_KINDS, raw.kind);
  if (kind) search.kind = kind;
  const folderId = positiveInteger(raw.folderId, 0);
  if (folderId !== undefined) search.folderId = folderId;
  if (typeof raw.tag === 'string' && raw.tag.trim() !== '') search.tag = raw.tag.slice(0, 40);
  const sort = pick(MEDIA_SORTS, raw.sort);
  if (sort) search.sort = sort;
  const order = pick(['asc', 'desc'] as const, raw.order);
  if (order) search.order = order;
  const view = pick(MEDIA_VIEWS, raw.view);
  if (view) search.view = view;
  return search;
}

/** The API query for a screen state (newest first unless sorted otherwise; pages count from 1 in the URL). */
export function mediaListQueryOf(search: MediaSearch, limit = MEDIA_PAGE_SIZE): Partial<MediaListQuery> {
  return {
    limit,
    page: (search.page ?? 1) - 1,
    orderBy: search.sort ?? 'createdAt',
    order: search.order ?? (search.sort && search.sort !== 'createdAt' ? 'asc' : 'desc'),
    ...(search.search ? { search: search.search } : {}),
    ...(search.kind ? { kind: search.kind } : {}),
    ...(search.folderId !== undefined ? { folderId: search.folderId } : {}),
    ...(search.tag ? { tag: search.tag } : {}),
  };
}

export function mediaListQuery(search: MediaSearch, limit = MEDIA_PAGE_SIZE) {
  const query = mediaListQueryOf(search, limit);
  return queryOptions({
    queryKey: [...MEDIA_KEY, 'list', query],
    queryFn: ({ signal }) => callPaged(listMedia, { query, signal }),
  });
}

export function mediaFoldersQuery() {
  return queryOptions({
    queryKey: [...MEDIA_KEY, 'folders'],
    queryFn: async ({ signal }) => (await call(listMediaFolders, { signal })).data,
  });
}

export function mediaTagsQuery() {
  return queryOptions({
    queryKey: [...MEDIA_KEY, 'tags'],
    queryFn: async ({ signal }) => (await call(listMediaTags, { signal })).data,
  });
}

export function mediaLimitsQuery() {
  return queryOptions({
    queryKey: [...MEDIA_KEY, 'limits'],
    queryFn: async ({ signal }) => (await call(getMediaLimits, { signal })).data,
    staleTime: 10 * 60_000,
  });
}

export function mediaUsagesQuery(id: number) {
  return queryOptions({
    queryKey: [...MEDIA_KEY, 'usages', id],
    queryFn: async ({ signal }) => (await call(listMediaUsages, { params: { id }, signal })).data,
  });
}
