import type { ReactNode } from 'react';
import { getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { SearchXIcon } from 'lucide-react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../ui/table';
import { Button } from '../ui/button';
import { cn } from '../../lib/utils';
import { DataTablePagination } from './data-table-pagination';
import { EmptyState } from './empty-state';
import { SortHeader } from './sort-header';
import { nextListSearch, nextSort, type ListDefaults, type ListSearch } from './list-search';

/** One column: its title, how a row shows in it, and the server's sort key when it sorts. */
export interface DataColumn<T, O extends string> {
  id: string;
  header: ReactNode;
  /** Plain-text title for the sort button's announcement (defaults to `header` when it is a string). */
  title?: string;
  cell: (row: T) => ReactNode;
  /** The list query's orderBy value for this column; absent, the column does not sort. */
  sort?: O;
  className?: string;
}

export interface DataTableProps<T, O extends string> {
  /** The table's accessible name. */
  label: string;
  columns: readonly DataColumn<T, O>[];
  /** One page of rows and what the server said about all of them. */
  page: { data: T[]; total: number; page: number; pages: number; limit: number };
  rowId: (row: T) => string;
  search: ListSearch<O>;
  defaults: ListDefaults<O>;
  onSearchChange: (next: ListSearch<O>) => void;
  /** Shown instead of the rows when the list is empty and nothing is searched. */
  empty: ReactNode;
  /** Filters and the search box, above the table. */
  toolbar?: ReactNode;
  /** A new page is on its way: the rows dim and the table says it is busy. */
  busy?: boolean;
  /** A filter of the page (status, team) is applied: an empty list says nothing matches. */
  filtered?: boolean;
  /** Page sizes offered (SPEC §9 starts at 5). */
  pageSizes?: readonly number[];
}

/**
 * A server-paginated, server-sorted table (@tanstack/react-table renders it, the URL holds its
 * state). Empty lists show `empty`; an empty search offers to clear it.
 */
export function DataTable<T, O extends string>({ label, columns, page, rowId, search, defaults, onSearchChange, empty, toolbar, busy, filtered, pageSizes }: DataTableProps<T, O>) {
  const { t } = useTranslation('lists');
  const orderBy = search.orderBy ?? defaults.orderBy;
  const order = search.order ?? 'asc';
  const change = (next: Partial<ListSearch<O>>) => onSearchChange(nextListSearch(search, next, defaults));

  // react-table orders the columns and rows; the cells are rendered by calling the columns'
  // functions directly, so a re-render keeps each cell's elements (and the focus inside them).
  const definitions: ColumnDef<T>[] = columns.map((column) => ({ id: column.id }));
  const byId = new Map(columns.map((column) => [column.id, column]));
  const headerOf = (column: DataColumn<T, O>) => {
    if (!column.sort) return column.header;
    const sortKey = column.sort;
    const title = column.title ?? (typeof column.header === 'string' ? column.header : column.id);
    return <SortHeader title={title} direction={orderBy === sortKey ? order : false} onSort={() => change(nextSort(search, sortKey, defaults))} />;
  };

  const table = useReactTable({
    data: page.data,
    columns: definitions,
    getCoreRowModel: getCoreRowModel(),
    getRowId: rowId,
    manualPagination: true,
    manualSorting: true,
    pageCount: page.pages,
  });

  const searching = Boolean(search.search?.trim());
  const isEmpty = page.data.length === 0;

  return (
    <div className="overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm">
      {toolbar && <div className="flex flex-wrap items-center gap-3 border-b p-4">{toolbar}</div>}
      {isEmpty && page.total === 0 && !searching && !filtered ? (
        empty
      ) : isEmpty && page.page === 0 ? (
        <EmptyState
          icon={<SearchXIcon />}
          title={searching ? t('empty.searchTitle', { search: search.search?.trim() }) : t('empty.filteredTitle')}
          body={t('empty.searchBody')}
          action={
            searching ? (
              <Button variant="outline" onClick={() => change({ search: '' })}>
                {t('search.clear')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <Table aria-label={label} aria-busy={busy || undefined} className={cn(busy && 'opacity-60 transition-opacity')}>
            <TableHeader>
              {table.getHeaderGroups().map((group) => (
                <TableRow key={group.id} className="hover:bg-transparent">
                  {group.headers.map((header) => {
                    const column = byId.get(header.column.id);
                    const sorted = column?.sort && orderBy === column.sort ? (order === 'asc' ? 'ascending' : 'descending') : column?.sort ? 'none' : undefined;
                    return (
                      <TableHead key={header.id} aria-sort={sorted} className={column?.className}>
                        {column && !header.isPlaceholder ? headerOf(column) : null}
                      </TableHead>
                    );
                  })}
                </TableRow>
              ))}
            </TableHeader>
            <TableBody>
              {table.getRowModel().rows.map((row) => (
                <TableRow key={row.id}>
                  {row.getVisibleCells().map((cell) => {
                    const column = byId.get(cell.column.id);
                    return (
                      <TableCell key={cell.id} className={column?.className}>
                        {column?.cell(row.original)}
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))}
              {isEmpty && (
                <TableRow className="hover:bg-transparent">
                  <TableCell colSpan={columns.length} className="py-10 text-center text-muted-foreground">
                    {t('empty.pastEnd')}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
          <div className="border-t">
            <DataTablePagination
              page={page.page}
              pages={page.pages}
              limit={page.limit || defaults.limit}
              total={page.total}
              count={page.data.length}
              sizes={pageSizes}
              onPageChange={(next) => change({ page: next })}
              onLimitChange={(limit) => change({ limit })}
            />
          </div>
        </>
      )}
    </div>
  );
}
