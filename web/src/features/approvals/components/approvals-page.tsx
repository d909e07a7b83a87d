import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon, BotIcon, CheckIcon, MailIcon, PencilIcon, ShieldCheckIcon, XIcon } from 'lucide-react';
import type { Post } from '@cadence/contracts';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/page-header';
import { DataTable, type DataColumn } from '../../../components/data-table/data-table';
import { EmptyState } from '../../../components/data-table/empty-state';
import { useListBusy } from '../../../components/data-table/use-list-busy';
import { useRequiredSession } from '../../session/use-session';
import { POST_LIST_DEFAULTS, postsQuery, type PostSearch, type PostSort } from '../../posts/queries';
import { formatInZone, useUserTimeZone } from '../../posts/use-time-zone';
import { NetworkMark } from '../../posts/components/network-mark';
import { PostSummary } from '../../posts/components/post-summary';
import { PostStatusBadge } from '../../posts/components/post-status-badge';
import { canApprove } from '../can-approve';
import { ReviewDialog, type ReviewDecision } from './review-dialog';
import { SendReviewDialog } from './send-review-dialog';

/** The approvals list: posts waiting for an approver (status not_approved). */
export function approvalsSearch(search: PostSearch): PostSearch {
  return { ...search, status: 'not_approved' };
}

/** /posts/approvals: approvers approve or reject with a comment; authors see the comment and edit. */
export function ApprovalsPage({ search, onNavigate }: { search: PostSearch; onNavigate: (search: PostSearch) => void }) {
  const { t, i18n } = useTranslation('posts');
  useDocumentTitle(t('approvals.title'));
  const session = useRequiredSession();
  const approver = canApprove(session);
  const zone = useUserTimeZone();
  const { data: page } = useSuspenseQuery(postsQuery(approvalsSearch(search), {}));
  const busy = useListBusy();
  const [review, setReview] = useState<{ post: Post; decision: ReviewDecision } | null>(null);
  const { t: ta } = useTranslation('approvals');
  const [sending, setSending] = useState(false);
  const waiting = page.data.filter((post) => post.review?.decision !== 'rejected');

  const columns: DataColumn<Post, PostSort>[] = [
    {
      id: 'post',
      header: t('columns.post'),
      cell: (post) => (
        <span className="grid gap-1">
          <PostSummary post={post} />
          {post.viaApiKey && (
            <span className="flex items-center gap-1 text-xs text-muted-foreground" data-testid={`via-api-key-${post.id}`}>
              <BotIcon className="size-3.5" aria-hidden="true" />
              {ta('viaApiKey', { name: post.viaApiKey })}
            </span>
          )}
          {post.review?.reviewerEmail && <span className="text-xs text-muted-foreground">{ta('reviewedBy', { email: post.review.reviewerEmail })}</span>}
        </span>
      ),
    },
    { id: 'status', header: t('columns.status'), cell: (post) => <PostStatusBadge post={post} /> },
    {
      id: 'accounts',
      header: t('columns.accounts'),
      cell: (post) => (
        <ul className="grid gap-1">
          {post.targets.map((target) => (
            <li key={target.id} className="flex items-center gap-1.5 text-sm">
              <NetworkMark type={target.platform} />
              {target.accountName}
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'scheduledAt',
      header: t('columns.scheduledAt'),
      sort: 'scheduledAt',
      className: 'whitespace-nowrap',
      cell: (post) => (post.scheduledAt ? formatInZone(post.scheduledAt, zone, i18n.language) : <span className="text-muted-foreground">{t('list.notScheduled')}</span>),
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('columns.actions')}</span>,
      className: 'text-end',
      cell: (post) => (
        <span className="flex flex-wrap justify-end gap-2">
          {approver && post.review?.decision !== 'rejected' && (
            <>
              <Button size="sm" onClick={() => setReview({ post, decision: 'approve' })} data-testid={`approve-${post.id}`}>
                <CheckIcon />
                {t('approvals.approve')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => setReview({ post, decision: 'reject' })} data-testid={`reject-${post.id}`}>
                <XIcon />
                {t('approvals.reject')}
              </Button>
            </>
          )}
          {post.authorId === session.user.id && (
            <Button size="sm" variant="ghost" asChild>
              <Link to="/composer" search={{ post: post.id }}>
                <PencilIcon />
                {t('actions.edit')}
              </Link>
            </Button>
          )}
        </span>
      ),
    },
  ];

  return (
    <div className="grid gap-6">
      <PageHeader
        eyebrow={t('eyebrow')}
        title={t('approvals.title')}
        description={approver ? t('approvals.description') : t('approvals.readOnly')}
        actions={
          <>
            {approver && waiting.length > 0 && (
              <Button onClick={() => setSending(true)} data-testid="send-review-link">
                <MailIcon />
                {ta('send.action')}
              </Button>
            )}
            <Button asChild variant="outline">
              <Link to="/posts">
                <ArrowLeftIcon className="rtl:rotate-180" />
                {t('titles.manage')}
              </Link>
            </Button>
          </>
        }
      />
      <DataTable
        label={t('approvals.title')}
        columns={columns}
        page={page}
        rowId={(post) => String(post.id)}
        search={search}
        defaults={POST_LIST_DEFAULTS}
        onSearchChange={onNavigate}
        busy={busy}
        empty={<EmptyState icon={<ShieldCheckIcon />} title={t('approvals.emptyTitle')} body={t('approvals.emptyBody')} />}
      />
      <ReviewDialog review={review} onClose={() => setReview(null)} />
      <SendReviewDialog open={sending} posts={waiting} onClose={() => setSending(false)} />
    </div>
  );
}
