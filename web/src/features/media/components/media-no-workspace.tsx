import { useTranslation } from 'react-i18next';
import { NoWorkspacePage } from '../../../components/no-workspace-page';

/** Staff accounts have no workspace, so no library of their own. */
export function MediaNoWorkspace() {
  const { t } = useTranslation('media');
  return <NoWorkspacePage eyebrow={t('eyebrow')} title={t('title')} emptyTitle={t('noWorkspace.title')} emptyBody={t('noWorkspace.body')} />;
}
