import { useTranslation } from 'react-i18next';
import { NoWorkspacePage } from '../../../components/no-workspace-page';

/** Analytics belong to a client's workspace; a staff account has none. */
export function AnalyticsNoWorkspace() {
  const { t } = useTranslation('analytics');
  return <NoWorkspacePage eyebrow={t('eyebrow')} title={t('title')} emptyTitle={t('noWorkspace.title')} emptyBody={t('noWorkspace.body')} />;
}
