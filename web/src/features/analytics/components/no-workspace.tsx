import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ActivityIcon } from 'lucide-react';
import { NoWorkspacePage } from '../../../components/no-workspace-page';
import { Button } from '../../../components/ui/button';
import { hasPermission } from '../../session/guards';
import { useRequiredSession } from '../../session/use-session';

/** Analytics belong to a client's workspace; a staff account has none, and staff who watch the platform are led to its figures. */
export function AnalyticsNoWorkspace() {
  const { t } = useTranslation('analytics');
  const session = useRequiredSession();
  return (
    <div className="grid gap-4">
      <NoWorkspacePage eyebrow={t('eyebrow')} title={t('title')} emptyTitle={t('noWorkspace.title')} emptyBody={t('noWorkspace.body')} />
      {hasPermission(session, 'MonitoringServices') && (
        <div className="flex justify-center">
          <Button asChild variant="outline">
            <Link to="/dashboard/analytics/platform">
              <ActivityIcon aria-hidden="true" />
              {t('platform.open')}
            </Link>
          </Button>
        </div>
      )}
    </div>
  );
}
