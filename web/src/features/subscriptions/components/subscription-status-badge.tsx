import { useTranslation } from 'react-i18next';
import type { SubscriptionStatus } from '@cadence/contracts';
import { StatusBadge } from '../../../components/status-badge';

const TONES = { trial: 'info', active: 'success', past_due: 'destructive', cancelled: 'warning', expired: 'muted' } as const;

export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  const { t } = useTranslation('subscriptions');
  return <StatusBadge tone={TONES[status]}>{t(`status.${status}`)}</StatusBadge>;
}
