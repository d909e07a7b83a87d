import { MEDIA_KINDS, type MediaKind } from '@cadence/contracts';

// The routes check their URLs with this module alone, so the route tree carries none of the
// feature's queries or contracts.

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
