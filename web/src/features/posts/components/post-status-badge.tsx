import { useTranslation } from 'react-i18next';
import type { PostStatus, TargetStatus } from '@cadence/contracts';
import { StatusBadge } from '../../../components/status-badge';
import { POST_STATUS_TONES, TARGET_STATUS_TONES } from '../post-status';

export function PostStatusBadge({ status }: { status: PostStatus }) {
  const { t } = useTranslation('posts');
  return <StatusBadge tone={POST_STATUS_TONES[status]}>{t(`status.${status}`)}</StatusBadge>;
}

export function TargetStatusBadge({ status }: { status: TargetStatus }) {
  const { t } = useTranslation('posts');
  return <StatusBadge tone={TARGET_STATUS_TONES[status]}>{t(`targetStatus.${status}`)}</StatusBadge>;
}
