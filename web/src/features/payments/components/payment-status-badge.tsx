import { useTranslation } from 'react-i18next';
import type { PaymentStatus } from '@cadence/contracts';
import { StatusBadge } from '../../../components/status-badge';

const TONES = { active: 'success', pending: 'warning', declined: 'destructive', refunded: 'muted' } as const;

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('payments');
  return <StatusBadge tone={TONES[status]}>{t(`status.${status}`)}</StatusBadge>;
}
