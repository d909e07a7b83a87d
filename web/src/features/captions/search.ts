import { listSearchValidator, type ListSearch } from '../../components/data-table/list-search';

// The route checks its URL with this module alone: it imports no contracts, so the first
// screens' bundle does not carry the captions' API.

export const CAPTION_SORTS = ['id', 'name', 'usageCount', 'lastUsedAt', 'createdAt', 'updatedAt'] as const;
export type CaptionSort = (typeof CAPTION_SORTS)[number];
export const CAPTION_LIST_DEFAULTS = { limit: 10, orderBy: 'name' } as const satisfies { limit: number; orderBy: CaptionSort };
/** The kinds of CAPTION_KINDS (libs/contracts), as the list's filter. */
const KINDS = ['caption', 'hashtags'] as const;
export type CaptionSearch = ListSearch<CaptionSort> & { kind?: (typeof KINDS)[number] };

const validateList = listSearchValidator(CAPTION_SORTS);

/** The list's URL state plus its kind filter (anything else is dropped). */
export function validateCaptionSearch(raw: Record<string, unknown>): CaptionSearch {
  const search: CaptionSearch = validateList(raw);
  const kind = KINDS.find((value) => value === raw.kind);
  if (kind) search.kind = kind;
  return search;
}
