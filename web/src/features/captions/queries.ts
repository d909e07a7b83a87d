import { queryOptions } from '@tanstack/react-query';
import { CAPTION_KINDS, listCaptions, type CaptionKind } from '@cadence/contracts';
import { callPaged } from '../../lib/api';
import { listQueryOf, listSearchValidator, type ListSearch } from '../../components/data-table/list-search';

/** Every query of saved captions starts with this key; writes invalidate it. */
export const CAPTIONS_KEY = ['captions'] as const;

export const CAPTION_SORTS = ['id', 'name', 'usageCount', 'lastUsedAt', 'createdAt', 'updatedAt'] as const;
export type CaptionSort = (typeof CAPTION_SORTS)[number];
export const CAPTION_LIST_DEFAULTS = { limit: 10, orderBy: 'name' } as const satisfies { limit: number; orderBy: CaptionSort };
export type CaptionSearch = ListSearch<CaptionSort> & { kind?: CaptionKind };

const validateList = listSearchValidator(CAPTION_SORTS);

/** The list's URL state plus its kind filter (anything else is dropped). */
export function validateCaptionSearch(raw: Record<string, unknown>): CaptionSearch {
  const search: CaptionSearch = validateList(raw);
  const kind = CAPTION_KINDS.find((value) => value === raw.kind);
  if (kind) search.kind = kind;
  return search;
}

export function captionsQuery(search: CaptionSearch) {
  const query = { ...listQueryOf(search, CAPTION_LIST_DEFAULTS), ...(search.kind ? { kind: search.kind } : {}) };
  return queryOptions({
    queryKey: [...CAPTIONS_KEY, 'list', query],
    queryFn: ({ signal }) => callPaged(listCaptions, { query, signal }),
  });
}

/** The composer's picker: the most used first, filtered by the server as the user types. */
export function captionPickerQuery(search: string) {
  const text = search.trim();
  const query = { limit: 20, orderBy: 'usageCount', order: 'desc', ...(text ? { search: text } : {}) } as const;
  return queryOptions({
    queryKey: [...CAPTIONS_KEY, 'picker', text],
    queryFn: async ({ signal }) => (await callPaged(listCaptions, { query, signal })).data,
    staleTime: 30_000,
  });
}
