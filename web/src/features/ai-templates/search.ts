import { listSearchValidator, type ListSearch } from '../../components/data-table/list-search';

// The routes check their URLs with this module alone, so the route tree carries none of the
// feature's queries or contracts.

export const TEMPLATE_SORTS = ['id', 'title', 'created_at', 'updated_at'] as const;
export type TemplateSort = (typeof TEMPLATE_SORTS)[number];
export const TEMPLATE_LIST_DEFAULTS = { limit: 10, orderBy: 'title' } as const satisfies { limit: number; orderBy: TemplateSort };

/** The list's URL state plus its category filter (?category=<id>). */
export type TemplateSearch = ListSearch<TemplateSort> & { category?: number };

const validateList = listSearchValidator(TEMPLATE_SORTS);
export function validateTemplateSearch(raw: Record<string, unknown>): TemplateSearch {
  const result: TemplateSearch = validateList(raw);
  const category = typeof raw.category === 'string' ? Number(raw.category) : raw.category;
  if (typeof category === 'number' && Number.isInteger(category) && category > 0) result.category = category;
  return result;
}
