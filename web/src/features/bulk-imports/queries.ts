import { queryOptions } from '@tanstack/react-query';
import { getBulkImport, listBulkImportRows, listBulkImports, type BulkImport, type BulkImportRowStatus } from '@cadence/contracts';
import { call, callPaged } from '../../lib/api';

export const BULK_IMPORTS_KEY = ['bulk-imports'] as const;

/** How often a running import is read again for its progress. */
const PROGRESS_MS = 1000;

/** The workspace's latest imports, to take one up again. */
export function recentImportsQuery() {
  return queryOptions({
    queryKey: [...BULK_IMPORTS_KEY, 'recent'],
    queryFn: async ({ signal }) => (await callPaged(listBulkImports, { query: { limit: 5, orderBy: 'id', order: 'desc' }, signal })).data,
  });
}

/** One import; polled while its rows are being imported. */
export function bulkImportQuery(id: number) {
  return queryOptions({
    queryKey: [...BULK_IMPORTS_KEY, id],
    queryFn: async ({ signal }) => (await call(getBulkImport, { params: { id }, signal })).data,
    refetchInterval: (query) => ((query.state.data as BulkImport | undefined)?.status === 'running' ? PROGRESS_MS : false),
  });
}

/** A page of an import's rows, all or one status only. */
export function bulkRowsQuery(id: number, page: number, status: BulkImportRowStatus | undefined, running: boolean) {
  return queryOptions({
    // Read again when the import stops running, so the last outcomes show.
    queryKey: [...BULK_IMPORTS_KEY, id, 'rows', page, status ?? 'all', running],
    queryFn: async ({ signal }) => callPaged(listBulkImportRows, { params: { id }, query: { page, limit: 50, orderBy: 'number', ...(status ? { status } : {}) }, signal }),
    refetchInterval: running ? PROGRESS_MS * 2 : false,
  });
}
