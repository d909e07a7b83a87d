import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CheckIcon, CircleAlertIcon, ClipboardCheckIcon, ImageIcon, LinkIcon, MessageSquareIcon, TimerOffIcon } from 'lucide-react';
import { REVIEW_LINK_ERROR_CODES, decideReviewLink, type ReviewDecision, type ReviewLinkView, type ReviewPost } from '@cadence/contracts';
import { call, isApiError } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { BrandLogo } from '../../../components/brand-logo';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { ThemeToggle } from '../../../components/theme-toggle';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { Textarea } from '../../../components/ui/textarea';
import { EmptyState } from '../../../components/data-table/empty-state';
import { NetworkPreview } from '../../composer/components/network-preview';
import { formatInZone } from '../../posts/use-time-zone';
import { StatusPanel } from '../../auth/components/status-panel';
import { reviewLinkKey, reviewLinkQuery } from '../review-queries';

/** /review/<token>: an outside reviewer approves, or requests changes on, the posts sent to them. */
export function ReviewLinkPage({ token }: { token: string }) {
  const { t } = useTranslation('approvals');
  useDocumentTitle(t('review.documentTitle'));
  return (
    <div className="min-h-dvh bg-background">
      <header className="flex items-center justify-between gap-4 border-b px-5 py-4 sm:px-10">
        <BrandLogo />
        <div className="flex items-center gap-1">
          <LanguageSwitcher />
          <ThemeToggle />
        </div>
      </header>
      <main id="main" className="mx-auto grid w-full max-w-3xl gap-8 px-5 py-10">
        <ReviewLink token={token} />
      </main>
    </div>
  );
}

function ReviewLink({ token }: { token: string }) {
  const { t } = useTranslation('approvals');
  const { t: tc } = useTranslation();
  const link = useQuery(reviewLinkQuery(token));
  if (link.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true" aria-label={t('review.loading')}>
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (link.isError) {
    const code = isApiError(link.error) ? link.error.code : null;
    if (code === REVIEW_LINK_ERROR_CODES.EXPIRED) return <StatusPanel icon={<TimerOffIcon />} title={t('review.expiredTitle')} body={t('review.expiredBody')} />;
    if (code === REVIEW_LINK_ERROR_CODES.USED) return <StatusPanel icon={<ClipboardCheckIcon />} tone="success" title={t('review.usedTitle')} body={t('review.usedBody')} />;
    if (code === REVIEW_LINK_ERROR_CODES.NOT_FOUND || (isApiError(link.error) && link.error.status === 400)) {
      return <StatusPanel icon={<LinkIcon />} title={t('review.notFoundTitle')} body={t('review.notFoundBody')} />;
    }
    return (
      <StatusPanel
        icon={<CircleAlertIcon />}
        tone="destructive"
        title={t('review.errorTitle')}
        body={describeError(tc, link.error)}
        action={<Button onClick={() => void link.refetch()}>{tc('common.retry')}</Button>}
      />
    );
  }
  return <ReviewContent token={token} view={link.data} />;
}

function ReviewContent({ token, view }: { token: string; view: ReviewLinkView }) {
  const { t, i18n } = useTranslation('approvals');
  const pending = view.posts.filter((post) => post.state === 'pending').length;
  return (
    <>
      <div className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{view.senderName ? t('review.title', { name: view.senderName }) : t('review.titleAnonymous')}</h1>
        <p className="text-muted-foreground">{t('review.intro', { email: view.email })}</p>
        <p className="text-sm text-muted-foreground">{t('review.expires', { date: formatInZone(view.expiresAt, Intl.DateTimeFormat().resolvedOptions().timeZone, i18n.language) })}</p>
        {view.message && (
          <blockquote className="mt-2 rounded-lg border-s-4 bg-muted/50 px-4 py-3 text-sm whitespace-pre-wrap" data-testid="review-message">
            {view.message}
          </blockquote>
        )}
      </div>
      {view.posts.length === 0 ? (
        <EmptyState icon={<ClipboardCheckIcon />} title={t('review.emptyTitle')} body={t('review.emptyBody')} />
      ) : (
        <>
          <p className="text-sm font-medium" aria-live="polite">
            {pending === 0 ? t('review.allDone') : t('review.pending', { count: pending })}
          </p>
          <ol className="grid gap-8">
            {view.posts.map((post) => (
              <li key={post.id}>
                <ReviewPostCard token={token} post={post} />
              </li>
            ))}
          </ol>
        </>
      )}
    </>
  );
}

function StateBadge({ state }: { state: ReviewPost['state'] }) {
  const { t } = useTranslation('approvals');
  return <Badge variant={state === 'approved' ? 'default' : state === 'pending' ? 'outline' : 'secondary'}>{t(`review.state.${state}`)}</Badge>;
}

function ReviewPostCard({ token, post }: { token: string; post: ReviewPost }) {
  const { t, i18n } = useTranslation('approvals');
  const { t: tc } = useTranslation();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [comment, setComment] = useState('');
  const commentId = useId();
  const mutation = useMutation({
    mutationFn: (decision: ReviewDecision) => call(decideReviewLink, { params: { token }, body: { postId: post.id, decision, ...(comment.trim() ? { comment: comment.trim() } : {}) } }),
    onSuccess: (response) => {
      queryClient.setQueryData(reviewLinkKey(token), response.data);
      setAsking(false);
    },
  });
  return (
    <article className="grid gap-4 rounded-xl border bg-card p-5 text-card-foreground" aria-labelledby={`review-post-${post.id}`} data-testid={`review-post-${post.id}`}>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`review-post-${post.id}`} className="font-semibold">
          {post.scheduledAt ? t('review.when', { date: formatInZone(post.scheduledAt, post.timeZone, i18n.language), zone: post.timeZone }) : t('review.noDate')}
        </h2>
        <StateBadge state={post.state} />
      </header>
      <div className="grid gap-4 sm:grid-cols-2">
        {post.targets.map((target, index) => (
          <div key={`${target.network}-${index}`} className="grid gap-1.5">
            <NetworkPreview
              content={{ type: target.network, accountName: target.accountName, avatarUrl: null, username: null, text: target.text, thread: [], firstComment: target.firstComment ?? '', media: [], settings: {} }}
            />
            {target.mediaCount > 0 && (
              <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
                <ImageIcon className="size-3.5" aria-hidden="true" />
                {t('review.media', { count: target.mediaCount })}
              </p>
            )}
          </div>
        ))}
      </div>
      {post.comment && (
        <p className="flex items-start gap-2 text-sm">
          <MessageSquareIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span className="whitespace-pre-wrap">{post.comment}</span>
        </p>
      )}
      {post.state === 'closed' && <p className="text-sm text-muted-foreground">{t('review.closed')}</p>}
      {mutation.error && (
        <Alert variant="destructive">
          <AlertDescription>{describeError(tc, mutation.error)}</AlertDescription>
        </Alert>
      )}
      {post.state === 'pending' && !asking && (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => mutation.mutate('approve')} disabled={mutation.isPending} data-testid={`review-approve-${post.id}`}>
            <CheckIcon />
            {t('review.approve')}
          </Button>
          <Button variant="outline" onClick={() => setAsking(true)} disabled={mutation.isPending}>
            <MessageSquareIcon />
            {t('review.requestChanges')}
          </Button>
        </div>
      )}
      {post.state === 'pending' && asking && (
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (comment.trim() && !mutation.isPending) mutation.mutate('request_changes');
          }}
        >
          <Label htmlFor={commentId}>{t('review.commentLabel')}</Label>
          <Textarea id={commentId} value={comment} onChange={(event) => setComment(event.target.value)} maxLength={2000} rows={3} autoFocus required />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={mutation.isPending || !comment.trim()}>
              {t('review.sendChanges')}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setAsking(false)}>
              {t('review.cancel')}
            </Button>
          </div>
        </form>
      )}
    </article>
  );
}
