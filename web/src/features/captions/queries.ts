import { queryOptions } from '@tanstack/react-query';
import { listCaptions } from '@cadence/contracts';
import { callPaged } from '../../lib/api';
import { listQueryOf } from '../../components/data-table/list-search';
import { CAPTION_LIST_DEFAULTS, type CaptionSearch } from './search';

export { CAPTION_LIST_DEFAULTS, CAPTION_SORTS, validateCaptionSearch, type CaptionSearch, type CaptionSort } from './search';

/** Every query of saved captions starts with this key; writes invalidate it. */
export const CAPTIONS_KEY = ['captions'] as const;

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
