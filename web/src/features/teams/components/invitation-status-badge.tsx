import { useTranslation } from 'react-i18next';
import type { InvitationStatus } from '@cadence/contracts';
import { StatusBadge } from '../../../components/status-badge';

const TONE = { pending: 'info', accepted: 'success', revoked: 'muted', expired: 'warning' } as const;

export function InvitationStatusBadge({ status }: { status: InvitationStatus }) {
  const { t } = useTranslation('teams');
  return <StatusBadge tone={TONE[status]}>{t(`invitations.status.${status}`)}</StatusBadge>;
}
