import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PencilIcon } from 'lucide-react';
import type { Post } from '@cadence/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { isEditable, isSettling } from '../../posts/post-status';
import { postQuery } from '../../posts/queries';
import { usePostActions } from '../../posts/use-post-actions';
import { formatInZone } from '../../posts/use-time-zone';
import { PostStatusBadge } from '../../posts/components/post-status-badge';
import { PostSummary } from '../../posts/components/post-summary';
import { TargetOutcomes } from '../../posts/components/target-outcomes';

/** A post opened from the calendar: its text, time, status and outcome per account. */
export function PostDetailsDialog({ post, zone, onClose, onEdit }: { post: Post | null; zone: string; onClose: () => void; onEdit: (post: Post) => void }) {
  const { t, i18n } = useTranslation('posts');
  const { t: tf } = useTranslation('forms');
  const actions = usePostActions();
  const live = useQuery({
    ...postQuery(post?.id ?? 0),
    enabled: post !== null,
    refetchInterval: (query) => (query.state.data?.targets.some((target) => isSettling(target.status)) && query.state.data.status === 'processing' ? 3000 : false),
  });
  const shown = live.data ?? post;
  return (
    <Dialog open={post !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={tf('close')} className="max-w-xl">
        {shown && (
          <>
            <DialogHeader>
              <DialogTitle className="flex flex-wrap items-center gap-2">
                {t('calendar.postTitle', { id: shown.id })}
                <PostStatusBadge post={shown} />
              </DialogTitle>
              <DialogDescription>{shown.scheduledAt ? formatInZone(shown.scheduledAt, zone, i18n.language) : t('list.notScheduled')}</DialogDescription>
            </DialogHeader>
            <PostSummary post={shown} />
            <TargetOutcomes
              post={shown}
              zone={zone}
              retrying={actions.retry.isPending ? actions.retry.variables.targetId : null}
              onRetry={(targetId) => actions.retry.mutate({ post: shown, targetId })}
            />
            {isEditable(shown.status) && (
              <DialogFooter>
                <Button onClick={() => onEdit(shown)}>
                  <PencilIcon />
                  {t('actions.edit')}
                </Button>
              </DialogFooter>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
