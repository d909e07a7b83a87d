import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CircleCheckIcon, TriangleAlertIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { isSettling } from '../../posts/post-status';
import { postQuery } from '../../posts/queries';
import { usePostActions } from '../../posts/use-post-actions';
import { TargetOutcomes } from '../../posts/components/target-outcomes';

/** How often a post publishing now is asked about while its accounts settle. */
const POLL_MS = 2000;

/** A post sent with "publish now": its accounts' outcomes as they settle. */
export function PublishProgress({ postId, zone, onNew }: { postId: number; zone: string; onNew: () => void }) {
  const { t } = useTranslation('composer');
  const actions = usePostActions();
  const post = useQuery({
    ...postQuery(postId),
    refetchInterval: (query) => {
      const data = query.state.data;
      return !data || data.status === 'processing' || data.targets.some((target) => isSettling(target.status)) ? POLL_MS : false;
    },
  });
  const data = post.data;
  const total = data?.targets.length ?? 0;
  const settled = data?.targets.filter((target) => !isSettling(target.status)).length ?? 0;
  const done = data !== undefined && total > 0 && settled === total && data.status !== 'processing';
  const failed = data?.targets.some((target) => target.status === 'failed') ?? false;

  return (
    <section className="grid gap-4 rounded-xl border bg-card p-5 shadow-sm" aria-labelledby="publish-progress-title" data-testid="publish-progress">
      <h2 id="publish-progress-title" className="flex items-center gap-2 text-lg font-semibold">
        {!done ? <Spinner /> : failed ? <TriangleAlertIcon className="size-5 text-destructive" aria-hidden="true" /> : <CircleCheckIcon className="size-5 text-success" aria-hidden="true" />}
        {!done ? t('progress.publishing') : failed ? t('progress.someFailed') : t('progress.done')}
      </h2>
      <div className="grid gap-1">
        <div
          className="h-2 overflow-hidden rounded-full bg-muted"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={settled}
          aria-label={t('progress.label')}
        >
          <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: total ? `${(settled / total) * 100}%` : '5%' }} />
        </div>
        <p className="text-xs text-muted-foreground" aria-live="polite">
          {t('progress.count', { settled, total })}
        </p>
      </div>
      {data && (
        <TargetOutcomes
          post={data}
          zone={zone}
          retrying={actions.retry.isPending ? actions.retry.variables.targetId : null}
          onRetry={(targetId) => actions.retry.mutate({ post: data, targetId })}
        />
      )}
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <Link to="/posts">{t('progress.toPosts')}</Link>
        </Button>
        <Button onClick={onNew}>{t('progress.newPost')}</Button>
      </div>
    </section>
  );
}
