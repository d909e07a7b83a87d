import { useTranslation } from 'react-i18next';
import type { UserStatus } from '@cadence/contracts';
import { StatusBadge } from '../../../components/status-badge';

const TONE = { active: 'success', banned: 'destructive', disabled: 'muted' } as const;

export function UserStatusBadge({ status }: { status: UserStatus }) {
  const { t } = useTranslation('users');
  return <StatusBadge tone={TONE[status]}>{t(`status.${status}`)}</StatusBadge>;
}
