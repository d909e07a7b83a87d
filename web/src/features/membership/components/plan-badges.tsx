import { useTranslation } from 'react-i18next';
import type { PaymentSyncStatus, PlanStatus } from '@cadence/contracts';
import { StatusBadge } from '../../../components/status-badge';

export function PlanStatusBadge({ status }: { status: PlanStatus }) {
  const { t } = useTranslation('membership');
  return <StatusBadge tone={status === 'active' ? 'success' : 'muted'}>{t(`planStatus.${status}`)}</StatusBadge>;
}

const SYNC_TONES = { synced: 'success', pending: 'warning', failed: 'destructive', disabled: 'muted' } as const;

/** Whether the plan's prices exist at the card provider and PayPal. */
export function PaymentSyncBadge({ status, title }: { status: PaymentSyncStatus; title?: string }) {
  const { t } = useTranslation('membership');
  return (
    <span title={title}>
      <StatusBadge tone={SYNC_TONES[status]}>{t(`sync.${status}`)}</StatusBadge>
    </span>
  );
}
