import { useTranslation } from 'react-i18next';
import type { Post, TargetStatus } from '@cadence/contracts';
import { StatusBadge } from '../../../components/status-badge';
import { POST_STATUS_TONES, TARGET_STATUS_TONES } from '../post-status';

/**
 * A post's SPEC §4 status, and beside it what the status alone does not say: a failed post
 * that went out on some accounts, a not-approved post a reviewer sent back.
 */
export function PostStatusBadge({ post }: { post: Pick<Post, 'status' | 'partial' | 'sentBack'> }) {
  const { t } = useTranslation('posts');
  const { status } = post;
  return (
    <span className="inline-flex flex-wrap items-center gap-1" data-testid="post-status" data-status={status} data-partial={post.partial || undefined} data-sent-back={post.sentBack || undefined}>
      <StatusBadge tone={POST_STATUS_TONES[status]}>{t(`status.${status}`)}</StatusBadge>
      {post.partial && <StatusBadge tone="warning">{t('status.partial')}</StatusBadge>}
      {post.sentBack && <StatusBadge tone="destructive">{t('status.sentBack')}</StatusBadge>}
    </span>
  );
}

export function TargetStatusBadge({ status }: { status: TargetStatus }) {
  const { t } = useTranslation('posts');
  return <StatusBadge tone={TARGET_STATUS_TONES[status]}>{t(`targetStatus.${status}`)}</StatusBadge>;
}
