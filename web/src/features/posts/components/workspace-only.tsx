import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { NoWorkspacePage } from '../../../components/no-workspace-page';
import { useRequiredSession } from '../../session/use-session';

/** Posts, groups and the composer belong to a client's workspace; a staff account sees why they are empty. */
export function WorkspaceOnly({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('posts');
  const { user } = useRequiredSession();
  useDocumentTitle(title);
  if (user.workspaceId !== null) return children;
  return <NoWorkspacePage eyebrow={t('eyebrow')} title={title} emptyTitle={t('noWorkspace.title')} emptyBody={t('noWorkspace.body')} />;
}
