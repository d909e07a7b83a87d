import { queryOptions } from '@tanstack/react-query';
import { listPromptCategories, listPromptTemplates } from '@cadence/contracts';
import { callPaged } from '../../lib/api';
import { listQueryOf } from '../../components/data-table/list-search';
import { TEMPLATE_LIST_DEFAULTS, type TemplateSearch } from './search';
export { TEMPLATE_SORTS, type TemplateSort, TEMPLATE_LIST_DEFAULTS, type TemplateSearch, validateTemplateSearch } from './search';

/** Every query of prompt templates and categories starts with this key; writes invalidate it (the generator's picker too). */
export const TEMPLATES_KEY = ['ai', 'templates'] as const;
export const CATEGORIES_KEY = ['ai', 'categories'] as const;

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
