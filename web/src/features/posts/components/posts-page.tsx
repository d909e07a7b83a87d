import { useState } from 'react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CalendarDaysIcon, CopyIcon, FileSpreadsheetIcon, ListIcon, NewspaperIcon, PencilIcon, PlusIcon, ShieldCheckIcon, Trash2Icon } from 'lucide-react';
import { cutGraphemes, type Post } from '@cadence/contracts';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { RowActions } from '../../../components/row-actions';
import { DataTable, type DataColumn } from '../../../components/data-table/data-table';
import { EmptyState } from '../../../components/data-table/empty-state';
import { nextListSearch } from '../../../components/data-table/list-search';
import { useListBusy } from '../../../components/data-table/use-list-busy';
import { accountOptionsQuery } from '../../composer/accounts';
import { hasPermission } from '../../session/guards';
import { useRequiredSession } from '../../session/use-session';
import { PostCalendar } from '../../calendar/components/post-calendar';
import { dayRangeToUtc } from '../day-range';
import { isEditable, isSettling } from '../post-status';
import { POST_LIST_DEFAULTS, postsQuery, type PostSearch, type PostSort } from '../queries';
import { usePostActions } from '../use-post-actions';
import { formatInZone, useUserTimeZone } from '../use-time-zone';
import { PostFilters, type PostFilterValues } from './post-filters';
import { PostStatusBadge } from './post-status-badge';
import { PostSummary } from './post-summary';
import { TargetOutcomes } from './target-outcomes';

/** How often a list with posts still publishing asks again. */
const POLL_MS = 3000;

export type PostsTitle = 'manage' | 'drafts' | 'scheduled';

function filtersOf(search: PostSearch): PostSearch {
  return {
    ...(search.status ? { status: search.status } : {}),
    ...(search.partial && search.status === 'failed' ? { partial: true as const } : {}),
    ...(search.platform ? { platform: search.platform } : {}),
    ...(search.accountId ? { accountId: search.accountId } : {}),
    ...(search.from ? { from: search.from } : {}),
    ...(search.to ? { to: search.to } : {}),
    ...(search.view ? { view: search.view } : {}),
  };
}

function stillPublishing(posts: readonly Post[]): boolean {
  return posts.some((post) => post.status === 'processing' || post.targets.some((target) => isSettling(target.status) && post.status !== 'draft' && post.status !== 'scheduled'));
}

/** /posts (and its pre-filtered twins): the workspace's posts as a list or a calendar. */
export function PostsPage({ title, search, onNavigate }: { title: PostsTitle; search: PostSearch; onNavigate: (search: PostSearch, replace?: boolean) => void }) {
  const { t } = useTranslation('posts');
  useDocumentTitle(t(`titles.${title}`));
  const canBulk = hasPermission(useRequiredSession(), 'CreatePosting');
  const view = search.view ?? 'list';
  const accounts = useQuery(accountOptionsQuery());
  const changeFilters = (next: PostFilterValues) =>
    onNavigate({
      ...nextListSearch(search, { page: 0 }, POST_LIST_DEFAULTS),
      ...filtersOf({ ...search, ...next }),
    });

  return (
    <div className="grid gap-6">
      <PageHeader
        eyebrow={t('eyebrow')}
        title={t(`titles.${title}`)}
        description={t('description')}
        actions={
          <>
            <div role="group" aria-label={t('views.label')} className="inline-flex rounded-lg bg-muted p-1">
              {(['list', 'calendar'] as const).map((option) => (
                <Button
                  key={option}
                  size="sm"
                  variant={view === option ? 'outline' : 'ghost'}
                  aria-pressed={view === option}
                  className={view === option ? 'bg-background shadow-sm' : undefined}
                  onClick={() => onNavigate({ ...search, view: option === 'list' ? undefined : option }, true)}
                  data-testid={`view-${option}`}
                >
                  {option === 'list' ? <ListIcon /> : <CalendarDaysIcon />}
                  {t(`views.${option}`)}
                </Button>
              ))}
            </div>
            <Button asChild variant="outline">
              <Link to="/posts/approvals">
                <ShieldCheckIcon />
                {t('approvals.title')}
              </Link>
            </Button>
            {canBulk && (
              <Button asChild variant="outline">
                <Link to="/bulk_post" data-testid="posts-bulk">
                  <FileSpreadsheetIcon />
                  {t('actions.bulk')}
                </Link>
              </Button>
            )}
            <Button asChild>
              <Link to="/composer">
                <PlusIcon />
                {t('actions.new')}
              </Link>
            </Button>
          </>
        }
      />
      <PostFilters value={search} onChange={changeFilters} accounts={accounts.data} dates={view === 'list'} />
      {view === 'calendar' ? <PostCalendar filters={search} /> : <PostList search={search} onNavigate={onNavigate} />}
    </div>
  );
}

function PostList({ search, onNavigate }: { search: PostSearch; onNavigate: (search: PostSearch, replace?: boolean) => void }) {
  const { t, i18n } = useTranslation('posts');
  const zone = useUserTimeZone();
  const range = dayRangeToUtc(search, zone);
  const { data: page } = useSuspenseQuery({ ...postsQuery(search, range), refetchInterval: (query) => (stillPublishing(query.state.data?.data ?? []) ? POLL_MS : false) });
  const busy = useListBusy();
  const actions = usePostActions();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<Post | null>(null);
  const filtered = Boolean(search.status || search.platform || search.accountId || search.from || search.to);

  const columns: DataColumn<Post, PostSort>[] = [
    { id: 'post', header: t('columns.post'), cell: (post) => <PostSummary post={post} /> },
    {
      id: 'scheduledAt',
      header: t('columns.scheduledAt'),
      sort: 'scheduledAt',
      className: 'whitespace-nowrap',
      cell: (post) => (post.scheduledAt ? formatInZone(post.scheduledAt, zone, i18n.language) : <span className="text-muted-foreground">{t('list.notScheduled')}</span>),
    },
    { id: 'status', header: t('columns.status'), cell: (post) => <PostStatusBadge post={post} /> },
    {
      id: 'accounts',
      header: t('columns.accounts'),
      cell: (post) => (
        <TargetOutcomes
          post={post}
          zone={zone}
          retrying={actions.retry.isPending ? actions.retry.variables.targetId : null}
          onRetry={(targetId) => actions.retry.mutate({ post, targetId })}
        />
      ),
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('columns.actions')}</span>,
      className: 'w-12 text-end',
      cell: (post) => (
        <RowActions
          name={cutGraphemes(post.text, 40) || t('list.noText')}
          actions={[
            ...(isEditable(post.status) ? [{ label: t('actions.edit'), icon: <PencilIcon />, onSelect: () => onEdit(post) }] : []),
            { label: t('actions.duplicate'), icon: <CopyIcon />, onSelect: () => actions.duplicate.mutate(post), disabled: actions.duplicate.isPending },
            ...(isEditable(post.status) ? [{ label: t('actions.delete'), icon: <Trash2Icon />, onSelect: () => setDeleting(post), destructive: true }] : []),
          ]}
        />
      ),
    },
  ];

  const onEdit = (post: Post) => void navigate({ to: '/composer', search: { post: post.id } });

  return (
    <>
      <DataTable
        label={t('list.label')}
        columns={columns}
        page={page}
        rowId={(post) => String(post.id)}
        search={search}
        defaults={POST_LIST_DEFAULTS}
        pageSizes={[10, 25, 50]}
        onSearchChange={(next) => onNavigate({ ...filtersOf(search), ...next })}
        busy={busy}
        filtered={filtered}
        empty={
          <EmptyState
            icon={<NewspaperIcon />}
            title={t('list.emptyTitle')}
            body={t('list.emptyBody')}
            action={
              <Button asChild>
                <Link to="/composer">
                  <PlusIcon />
                  {t('actions.new')}
                </Link>
              </Button>
            }
          />
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) {
            actions.remove.reset();
            setDeleting(null);
          }
        }}
        title={t('delete.title')}
        description={t('delete.body')}
        confirmLabel={t('delete.confirm')}
        pendingLabel={t('delete.pending')}
        pending={actions.remove.isPending}
        error={actions.remove.error}
        onConfirm={() => deleting && actions.remove.mutate(deleting, { onSuccess: () => setDeleting(null) })}
      />
    </>
  );
}
