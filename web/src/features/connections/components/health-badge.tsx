import { useTranslation } from 'react-i18next';
import type { AccountHealth } from '@cadence/contracts';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate } from '../../../lib/format';

/** Valid, expiring on a date, or broken (the network's message is written beside it). */
export function HealthBadge({ health }: { health: AccountHealth }) {
  const { t, i18n } = useTranslation('connections');
  if (health.state === 'valid') return <StatusBadge tone="success">{t('health.valid')}</StatusBadge>;
  if (health.state === 'expiring') return <StatusBadge tone="warning">{t('health.expiring', { date: health.expiresAt ? formatDate(health.expiresAt, i18n.language) : '' })}</StatusBadge>;
  return <StatusBadge tone="destructive">{t('health.broken')}</StatusBadge>;
}
