import { queryOptions } from '@tanstack/react-query';
import {
  getMediaLimits,
  listMedia,
  listMediaFolders,
  listMediaTags,
  listMediaUsages,
  type MediaListQuery,
} from '@cadence/contracts';
import { call, callPaged } from '../../lib/api';
import { MEDIA_PAGE_SIZE, type MediaSearch } from './search';
export { MEDIA_SORTS, type MediaSort, MEDIA_VIEWS, type MediaView, MEDIA_PAGE_SIZE, type MediaSearch, validateMediaSearch } from './search';

/** Every query of the media library starts with this key; writes invalidate it. */
export const MEDIA_KEY = ['media'] as const;

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
