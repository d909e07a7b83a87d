import { ChevronLeftIcon, ChevronRightIcon, ChevronsLeftIcon, ChevronsRightIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../ui/select';
import { PAGE_SIZES } from './list-search';

interface PaginationProps {
  /** Zero-based, as the API counts (SPEC §9: page 0 first). */
  page: number;
  pages: number;
  limit: number;
  total: number;
  /** Rows on this page. */
  count: number;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
  /** Page sizes offered; the list's default is always among them. */
  sizes?: readonly number[];
}

/** "Rows per page", "6–10 of 23" and first / previous / next / last. */
export function DataTablePagination({ page, pages, limit, total, count, onPageChange, onLimitChange, sizes = PAGE_SIZES }: PaginationProps) {
  const { t, i18n } = useTranslation('lists');
  const number = new Intl.NumberFormat(i18n.language);
  const first = total === 0 ? 0 : page * limit + 1;
  const last = page * limit + count;
  const lastPage = Math.max(pages - 1, 0);
  const options = [...new Set([...sizes, limit])].sort((a, b) => a - b);

  return (
    <nav aria-label={t('pagination.label')} className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-3 text-sm">
      <div className="flex items-center gap-2">
        <span id="rows-per-page" className="text-muted-foreground">
          {t('pagination.rowsPerPage')}
        </span>
        <Select value={String(limit)} onValueChange={(value) => onLimitChange(Number(value))}>
          <SelectTrigger size="sm" className="w-[4.5rem]" aria-labelledby="rows-per-page">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {options.map((size) => (
              <SelectItem key={size} value={String(size)}>
                {number.format(size)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="flex items-center gap-4">
        <p className="text-muted-foreground tabular-nums" aria-live="polite">
          {t('pagination.range', { first: number.format(first), last: number.format(last), total: number.format(total) })}
        </p>
        <div className="flex items-center gap-1">
          <Button variant="outline" size="icon-sm" onClick={() => onPageChange(0)} disabled={page <= 0} aria-label={t('pagination.first')}>
            <ChevronsLeftIcon />
          </Button>
          <Button variant="outline" size="icon-sm" onClick={() => onPageChange(page - 1)} disabled={page <= 0} aria-label={t('pagination.previous')}>
            <ChevronLeftIcon />
          </Button>
          <span className="min-w-20 px-1 text-center text-muted-foreground tabular-nums">
            {t('pagination.page', { page: number.format(Math.min(page + 1, Math.max(pages, 1))), pages: number.format(Math.max(pages, 1)) })}
          </span>
          <Button variant="outline" size="icon-sm" onClick={() => onPageChange(page + 1)} disabled={page >= lastPage} aria-label={t('pagination.next')}>
            <ChevronRightIcon />
          </Button>
          <Button variant="outline" size="icon-sm" onClick={() => onPageChange(lastPage)} disabled={page >= lastPage} aria-label={t('pagination.last')}>
            <ChevronsRightIcon />
          </Button>
        </div>
      </div>
    </nav>
  );
}
