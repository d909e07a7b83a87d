import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HistoryIcon, RotateCcwIcon } from 'lucide-react';
import type { Generation } from '@cadence/contracts';
import { describeError } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { FormAlert } from '../../../components/form/form-alert';
import { EmptyState } from '../../../components/data-table/empty-state';
import { useDebouncedValue } from '../../../components/data-table/use-debounced-value';
import { NetworkMark } from '../../posts/components/network-mark';
import { generationsQuery } from '../queries';

/** The workspace's earlier generations, newest first; one can be reopened in the generator. */
export function HistoryList({ onReopen }: { onReopen: (generation: Generation) => void }) {
  const { t, i18n } = useTranslation('ai');
  const { t: tc } = useTranslation();
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const list = useQuery(generationsQuery(page, debounced));
  const rows = list.data?.data ?? [];
  return (
    <div className="grid gap-4 pt-4">
      <Input type="search" className="max-w-sm" value={search} onChange={(event) => { setSearch(event.target.value); setPage(0); }} placeholder={t('history.search')} aria-label={t('history.search')} />
      {list.isPending ? (
        <div className="grid gap-2" aria-busy="true">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : list.isError ? (
        <FormAlert alert={{ message: describeError(tc, list.error), details: [] }} />
      ) : rows.length === 0 ? (
        <EmptyState icon={<HistoryIcon />} title={t(debounced ? 'history.noMatch' : 'history.empty')} />
      ) : (
        <ul className="grid gap-2" data-testid="ai-history">
          {rows.map((generation) => (
            <li key={generation.id} className="flex flex-wrap items-center gap-3 rounded-lg border bg-card p-3">
              <div className="grid min-w-0 flex-1 gap-1">
                <p className="truncate font-medium">{generation.brief.topic ?? generation.brief.url ?? t('history.fromTemplate')}</p>
                <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                  {formatDateTime(generation.created_at, i18n.language)}
                  <span aria-hidden="true">·</span>
                  {generation.brief.networks.map((network) => (
                    <NetworkMark key={network} type={network} className="size-4" />
                  ))}
                  <span aria-hidden="true">·</span>
                  {t('history.variants', { count: generation.variants.length })}
                </p>
              </div>
              <Badge variant={generation.status === 'completed' ? 'secondary' : 'outline'}>{t(`history.status.${generation.status}`)}</Badge>
              <Button type="button" size="sm" variant="outline" onClick={() => onReopen(generation)} disabled={generation.variants.length === 0}>
                <RotateCcwIcon />
                {t('history.reopen')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {(list.data?.pages ?? 0) > 1 && (
        <div className="flex items-center gap-2">
          <Button type="button" size="sm" variant="outline" disabled={page <= 0} onClick={() => setPage((value) => value - 1)}>
            {t('history.previous')}
          </Button>
          <span className="text-sm text-muted-foreground">{t('history.page', { page: page + 1, pages: list.data?.pages ?? 1 })}</span>
          <Button type="button" size="sm" variant="outline" disabled={page + 1 >= (list.data?.pages ?? 1)} onClick={() => setPage((value) => value + 1)}>
            {t('history.next')}
          </Button>
        </div>
      )}
    </div>
  );
}
