import { queryOptions } from '@tanstack/react-query';
import { listPromptCategories, listPromptTemplates } from '@cadence/contracts';
import { callPaged } from '../../lib/api';
import { listQueryOf, listSearchValidator, type ListSearch } from '../../components/data-table/list-search';

/** Every query of prompt templates and categories starts with this key; writes invalidate it (the generator's picker too). */
export const TEMPLATES_KEY = ['ai', 'templates'] as const;
export const CATEGORIES_KEY = ['ai', 'categories'] as const;

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

export function templatesQuery(search: TemplateSearch) {
  const query = { ...listQueryOf(search, TEMPLATE_LIST_DEFAULTS), ...(search.category ? { category_id: search.category } : {}) };
  return queryOptions({
    queryKey: [...TEMPLATES_KEY, 'list', query],
    queryFn: ({ signal }) => callPaged(listPromptTemplates, { query, signal }),
  });
}

/** Every category the workspace sees (the list is not paged by default). */
export function categoriesQuery() {
  return queryOptions({
    queryKey: [...CATEGORIES_KEY, 'all'],
    queryFn: async ({ signal }) => (await callPaged(listPromptCategories, { query: { orderBy: 'name' }, signal })).data,
    staleTime: 60_000,
  });
}
