import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NewspaperIcon } from 'lucide-react';
import type { PlatformPost } from '@cadence/contracts';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PageHeader } from '../../../components/page-header';
import { DataTable, type DataColumn } from '../../../components/data-table/data-table';
import { EmptyState } from '../../../components/data-table/empty-state';
import { nextListSearch } from '../../../components/data-table/list-search';
import { useListBusy } from '../../../components/data-table/use-list-busy';
import { dayRangeToUtc } from '../day-range';
import { POST_LIST_DEFAULTS, platformPostsQuery, type PlatformPostSearch, type PostSort } from '../queries';
import { formatInZone, useUserTimeZone } from '../use-time-zone';
import { AuthorFilter } from './author-filter';
import { PostFilters, type PostFilterValues } from './post-filters';
import { PostStatusBadge } from './post-status-badge';
import { TargetOutcomes } from './target-outcomes';

function filtersOf(search: PlatformPostSearch): PlatformPostSearch {
  return {
    ...(search.status ? { status: search.status } : {}),
    ...(search.platform ? { platform: search.platform } : {}),
    ...(search.user_id ? { user_id: search.user_id } : {}),
    ...(search.scheduled_from ? { scheduled_from: search.scheduled_from } : {}),
    ...(search.scheduled_to ? { scheduled_to: search.scheduled_to } : {}),
  };
}

/** Staff: posts of every workspace (GET /api/platform-post) with SPEC §3's filter. */
export function StaffPostsPage({ search, onNavigate }: { search: PlatformPostSearch; onNavigate: (search: PlatformPostSearch, replace?: boolean) => void }) {
  const { t, i18n } = useTranslation('posts');
  useDocumentTitle(t('staff.title'));
  const zone = useUserTimeZone();
  const { data: page } = useSuspenseQuery(platformPostsQuery(search, dayRangeToUtc({ from: search.scheduled_from, to: search.scheduled_to }, zone)));
  const busy = useListBusy();
  const first = nextListSearch(search, { page: 0 }, POST_LIST_DEFAULTS);
  const change = (next: PlatformPostSearch) => onNavigate({ ...first, ...filtersOf(next) });
  const onFilters = (next: PostFilterValues) =>
    change({ ...search, status: next.status, platform: next.platform, scheduled_from: next.from, scheduled_to: next.to });

  const columns: DataColumn<PlatformPost, PostSort>[] = [
    { id: 'id', header: '#', sort: 'id', className: 'w-16 tabular-nums text-muted-foreground', cell: (post) => post.id },
    { id: 'post', header: t('columns.post'), cell: (post) => <span className="line-clamp-2 max-w-sm break-words">{post.text.trim() || t('list.noText')}</span> },
    {
      id: 'author',
      header: t('columns.author'),
      cell: (post) => (
        <span className="grid">
          <span className="font-medium">{post.author.name}</span>
          <span className="text-xs break-all text-muted-foreground">{post.author.email}</span>
        </span>
      ),
    },
    { id: 'status', header: t('columns.status'), cell: (post) => <PostStatusBadge post={post} /> },
    {
      id: 'scheduledAt',
      header: t('columns.scheduledAt'),
      sort: 'scheduledAt',
      className: 'whitespace-nowrap',
      cell: (post) => (post.scheduledAt ? formatInZone(post.scheduledAt, zone, i18n.language) : <span className="text-muted-foreground">{t('list.notScheduled')}</span>),
    },
    { id: 'accounts', header: t('columns.accounts'), cell: (post) => <TargetOutcomes post={post} zone={zone} /> },
  ];

  return (
    <div className="grid gap-6">
      <PageHeader eyebrow={t('eyebrow')} title={t('staff.title')} description={t('staff.description')} />
      <div className="flex flex-wrap items-end gap-3">
        <PostFilters value={{ status: search.status, platform: search.platform, from: search.scheduled_from, to: search.scheduled_to }} onChange={onFilters} partialFilter={false} />
        <AuthorFilter value={search.user_id} onChange={(userId) => change({ ...search, user_id: userId })} />
      </div>
      <DataTable
        label={t('staff.title')}
        columns={columns}
        page={page}
        rowId={(post) => String(post.id)}
        search={search}
        defaults={POST_LIST_DEFAULTS}
        pageSizes={[10, 25, 50]}
        onSearchChange={(next) => onNavigate({ ...filtersOf(search), ...next })}
        busy={busy}
        filtered={Object.keys(filtersOf(search)).length > 0}
        empty={<EmptyState icon={<NewspaperIcon />} title={t('list.emptyTitle')} />}
      />
    </div>
  );
}
